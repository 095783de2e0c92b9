import { KeyRound } from 'lucide-react';
import { Button } from '../../primitives/Button/index.ts';
import styles from './LinkPanel.module.css';
import { LinkShare } from './LinkShare.tsx';

export interface GuestLinkPanelProps {
  /** The guest's own link while it is shown (once, after answering or after a new one); null once put away. */
  url: string | null;
  onCopy: () => void;
  /** The device's share sheet (to send it to oneself); null where there is none. */
  onShare: (() => void) | null;
  /** "I have kept it": the link is not shown again (the server keeps only its hash). */
  onDismiss: () => void;
  /** "Get a new private link": the link before stops working. */
  onRenew: () => void;
  renewing: boolean;
  /** Just copied. */
  copied?: boolean | undefined;
}

/**
 * A guest without an account's own link to the potluck, shown once: it signs them in on another device. Put away,
 * it leaves a way to get a new one.
 */
export function GuestLinkPanel(props: GuestLinkPanelProps) {
  if (!props.url)
    return (
      <section className={styles.quiet} aria-labelledby="guest-link-title">
        <h2 id="guest-link-title" className={styles.quietTitle}>
          Your private link
        </h2>
        <p className={styles.muted}>
          Lost it, or need it on another device? A new one replaces it: the old link stops working.
        </p>
        <div>
          <Button size="sm" variant="secondary" loading={props.renewing} onClick={() => props.onRenew()}>
            Get a new private link
          </Button>
        </div>
      </section>
    );
  return (
    <section className={styles.keep} aria-labelledby="guest-link-title">
      <div className={styles.keepHeader}>
        <KeyRound aria-hidden="true" className={styles.keepIcon} />
        <h2 id="guest-link-title" className={styles.panelTitle}>
          Your own link to this potluck
        </h2>
      </div>
      <p>
        Keep it to come back from another device: it opens this potluck as you. It is shown only now, so copy
        it or send it to yourself.
      </p>
      <LinkShare
        label="Your private link"
        url={props.url}
        onCopy={props.onCopy}
        onShare={props.onShare}
        copied={props.copied}
        what="your private link"
      />
      <div>
        <Button variant="ghost" onClick={() => props.onDismiss()}>
          I have kept it
        </Button>
      </div>
    </section>
  );
}
GuestLinkPanel.displayName = 'GuestLinkPanel';

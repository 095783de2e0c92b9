import { Button } from '../../primitives/Button/index.ts';
import styles from './LinkPanel.module.css';
import { LinkShare } from './LinkShare.tsx';
import { PrintedInvitationDialog, type PrintedInvitationDialogProps } from './PrintedInvitationDialog.tsx';

export interface JoinLinkPanelProps {
  /** The join link's address while it is on; null while it is off. */
  url: string | null;
  /** A change of the link on its way. */
  busy: boolean;
  onToggle: () => void;
  onCopy: () => void;
  /** The device's share sheet; null where there is none. */
  onShare: (() => void) | null;
  /** "Get a new join link": the old one, and every guest's private link, stop working. Null: not offered. */
  onRenew: (() => void) | null;
  /** Just copied. */
  copied?: boolean | undefined;
  /** What the printed invitation says beside its QR code. */
  invitation: Omit<PrintedInvitationDialogProps, 'url' | 'open' | 'onOpenChange'>;
}

/** The host's join link: on or off, its address with Copy and Share, and a QR code for a printed invitation. */
export function JoinLinkPanel(props: JoinLinkPanelProps) {
  return (
    <section className={styles.panel} aria-labelledby="join-link-title">
      <h3 id="join-link-title" className={styles.panelTitle}>
        Invite with a link
      </h3>
      {props.url ? (
        <>
          <p className={styles.muted}>
            Anyone with this link can answer: members join, others answer with just their name.
          </p>
          <LinkShare
            label="Join link"
            url={props.url}
            onCopy={props.onCopy}
            onShare={props.onShare}
            copied={props.copied}
            what="the join link"
          />
          <div className={styles.actions}>
            <PrintedInvitationDialog url={props.url} {...props.invitation} />
          </div>
          <div className={styles.actions}>
            {props.onRenew && (
              <Button size="sm" variant="ghost" disabled={props.busy} onClick={() => props.onRenew?.()}>
                Get a new join link
              </Button>
            )}
            <Button size="sm" variant="ghost" disabled={props.busy} onClick={() => props.onToggle()}>
              Turn the join link off
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className={styles.muted}>
            Off. Turned on, it lets people who are not your friends answer: with an account, or just their
            name.
          </p>
          <div>
            <Button variant="secondary" disabled={props.busy} onClick={() => props.onToggle()}>
              Turn the join link on
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
JoinLinkPanel.displayName = 'JoinLinkPanel';

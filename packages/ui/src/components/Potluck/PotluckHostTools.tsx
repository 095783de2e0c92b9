import { ChevronDown } from 'lucide-react';
import { Button } from '../../primitives/Button/index.ts';
import { DropdownMenu, type MenuItem } from '../../primitives/DropdownMenu/index.ts';
import styles from './Invitation.module.css';
import { JoinLinkPanel } from './JoinLinkPanel.tsx';
import type { PrintedInvitationDialogProps } from './PrintedInvitationDialog.tsx';

/** The host's tools on a planned potluck. */
export interface PotluckHost {
  claimsClosed: boolean;
  /** The join link's address while on, null while off. */
  joinLink: string | null;
  busy: boolean;
  onEdit: () => void;
  onInvite: () => void;
  onToggleClaims: () => void;
  onToggleJoinLink: () => void;
  onCancel: () => void;
  /** Copy the join link (the app writes it to the clipboard and says so). */
  onCopyJoinLink?: (() => void) | undefined;
  /** The device's share sheet for the join link; null where the device has none. */
  onShareJoinLink?: (() => void) | null | undefined;
  /** "Get a new join link" (the old one and the guests' private links stop working); null: not offered. */
  onRenewJoinLink?: (() => void) | null | undefined;
  /** The join link was just copied. */
  joinLinkCopied?: boolean | undefined;
}

export interface PotluckHostToolsProps {
  /** Null once cancelled: only "Host again" is left. */
  host: PotluckHost | null;
  onHostAgain: (() => void) | null;
  /** What the printed invitation says beside its QR code. */
  invitation: Omit<PrintedInvitationDialogProps, 'url' | 'open' | 'onOpenChange'>;
}

/** The host's tools in one place: invite (friends, the join link, a printed invitation), then the rest in a menu. */
export function PotluckHostTools({ host, onHostAgain, invitation }: PotluckHostToolsProps) {
  if (!host && !onHostAgain) return null;
  const more: MenuItem[] = host
    ? [
        { label: 'Edit the potluck', onSelect: () => host.onEdit() },
        {
          label: host.claimsClosed ? 'Reopen claims' : 'Close claims',
          disabled: host.busy,
          onSelect: () => host.onToggleClaims(),
        },
        ...(onHostAgain ? [{ label: 'Host again', onSelect: () => onHostAgain() }] : []),
        { label: 'Cancel the potluck', tone: 'danger' as const, onSelect: () => host.onCancel() },
      ]
    : [];
  return (
    <section className={styles.panel} aria-labelledby="potluck-host-tools" data-host-tools="">
      <div className={styles.toolsHeader}>
        <h2 id="potluck-host-tools" className={styles.panelTitle}>
          Host tools
        </h2>
        {host && (
          <DropdownMenu
            label="More host tools"
            trigger={
              <Button variant="secondary" size="sm">
                More host tools
                <ChevronDown aria-hidden="true" />
              </Button>
            }
            items={more}
          />
        )}
      </div>
      {host ? (
        <>
          <p className={styles.muted}>
            {host.claimsClosed
              ? 'Claims are closed: the menu is set.'
              : 'Claims are open: guests can still say what they bring.'}
          </p>
          <div>
            <Button onClick={() => host.onInvite()}>Invite friends</Button>
          </div>
          <JoinLinkPanel
            url={host.joinLink}
            busy={host.busy}
            onToggle={host.onToggleJoinLink}
            onCopy={() => host.onCopyJoinLink?.()}
            onShare={host.onShareJoinLink ?? null}
            onRenew={host.onRenewJoinLink ?? null}
            copied={host.joinLinkCopied}
            invitation={invitation}
          />
        </>
      ) : (
        <div>
          <Button variant="secondary" onClick={() => onHostAgain?.()}>
            Host again
          </Button>
        </div>
      )}
    </section>
  );
}
PotluckHostTools.displayName = 'PotluckHostTools';

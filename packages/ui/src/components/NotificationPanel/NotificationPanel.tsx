import { confirmations } from '@potluck/domain';
import { Button } from '../../primitives/Button/index.ts';
import { ConfirmDialog } from '../../primitives/ConfirmDialog/index.ts';
import { ScrollArea } from '../../primitives/ScrollArea/index.ts';
import { AnchorLink, type LinkComponent } from '../Link/index.ts';
import { FriendRequestList, type FriendRequestRow } from './FriendRequestList.tsx';
import { NotificationItem, type NotificationRow } from './NotificationItem.tsx';
import styles from './NotificationPanel.module.css';

export type { FriendRequestRow, NotificationRow };

/** Controlled: the rows and what each button asks for; whether the panel is open is the bell's (TopBar). */
export interface NotificationPanelProps {
  /** Pending friend requests, listed above the notifications. */
  requests?: readonly FriendRequestRow[] | undefined;
  notifications: readonly NotificationRow[];
  /** Answers a cookbook invitation (a row's ✓ / ✕). */
  onAccept: (event: { id: string }) => void;
  onDeny: (event: { id: string }) => void;
  /** Answers a friend request (by the requester's id). */
  onAcceptRequest?: ((event: { id: string }) => void) | undefined;
  onDeclineRequest?: ((event: { id: string }) => void) | undefined;
  /** Marks one read (a click on an unread row that opens nothing). */
  onRead: (event: { id: string }) => void;
  /** A click on a row that opens its page: marks it read; the link itself goes there. */
  onOpen?: ((event: { id: string }) => void) | undefined;
  /** Asks to clear: the question comes back as `confirmClear`. */
  onClear: () => void;
  /** 'Clear all your notifications?', open while the member decides. */
  confirmClear?: { open: boolean; onConfirm: () => void; onCancel: () => void } | undefined;
  /** An answer or the clearing is on its way. */
  busy?: boolean | undefined;
  /** How rows link to their pages: the app's router link; a plain anchor by default. */
  Link?: LinkComponent | undefined;
  /** `page` (/notifications) lists every row at full height instead of scrolling inside 20rem. */
  variant?: 'panel' | 'page';
}

const nothing = () => {};

/** The bell's panel: friend requests first, then one 80 px row per notification, scrolling past 20rem. */
export function NotificationPanel({
  requests = [],
  notifications,
  onAccept,
  onDeny,
  onAcceptRequest = nothing,
  onDeclineRequest = nothing,
  onRead,
  onOpen = onRead,
  onClear,
  confirmClear,
  busy,
  Link = AnchorLink,
  variant = 'panel',
}: NotificationPanelProps) {
  const unread = notifications.filter((n) => !n.read).length;
  const list = (
    <>
      <FriendRequestList
        requests={requests}
        Link={Link}
        heading={variant === 'page' ? 'h2' : 'h3'}
        busy={busy}
        onAccept={onAcceptRequest}
        onDecline={onDeclineRequest}
      />
      {notifications.length === 0 ? (
        <p className={styles.empty}>No notifications yet.</p>
      ) : (
        <ul className={styles.list} aria-label="Notifications">
          {notifications.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              Link={Link}
              onAccept={onAccept}
              onDeny={onDeny}
              onRead={onRead}
              onOpen={onOpen}
            />
          ))}
        </ul>
      )}
    </>
  );
  return (
    <div className={styles.panel} data-variant={variant}>
      <div className={styles.header}>
        {/* On /notifications the page's own large title names it; in the bell's panel this heading does. */}
        {variant === 'page' ? (
          <p className={styles.summary}>{unread === 0 ? 'All caught up' : `${unread} unread`}</p>
        ) : (
          <h2 className={styles.title}>Notifications</h2>
        )}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onClear()}
          disabled={notifications.length === 0 || busy}
        >
          Clear
        </Button>
      </div>
      {/* In the bell's panel the list scrolls past 20rem (SPEC §2); on /notifications the page scrolls. */}
      {variant === 'panel' ? (
        <ScrollArea maxBlockSize="var(--size-notification-panel-max)">{list}</ScrollArea>
      ) : (
        list
      )}
      {confirmClear && (
        <ConfirmDialog
          open={confirmClear.open}
          onOpenChange={(open) => !open && confirmClear.onCancel()}
          title="Clear notifications"
          message={confirmations.clearNotifications}
          confirmLabel="Clear"
          onConfirm={() => confirmClear.onConfirm()}
        />
      )}
    </div>
  );
}
NotificationPanel.displayName = 'NotificationPanel';

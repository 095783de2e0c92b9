import { answerableNotificationTypes, notificationText } from '@potluck/domain';
import { Check, X } from 'lucide-react';
import { Button } from '../../primitives/Button/index.ts';
import { IconButton } from '../../primitives/IconButton/index.ts';
import { ScrollArea } from '../../primitives/ScrollArea/index.ts';
import styles from './NotificationPanel.module.css';

/** One notification as the panel shows it; the app makes it from the contract's Notification. */
export interface NotificationRow {
  id: string;
  /** One of @potluck/domain's notification types; any other reads 'You have a new notification.' */
  type: string;
  read: boolean;
  createdAt: string;
  fromUser?: { id?: string; fName?: string | null; lName?: string | null; username?: string | null } | null;
}

/** Friend requests and cookbook invitations are answered from the panel. */
const answerable = new Set<string>(answerableNotificationTypes);

/** Controlled: the rows and what each button asks for; whether the panel is open is the bell's (TopBar). */
export interface NotificationPanelProps {
  notifications: readonly NotificationRow[];
  onAccept: (event: { id: string }) => void;
  onDeny: (event: { id: string }) => void;
  /** Marks one read (a click on an unread row). */
  onRead: (event: { id: string }) => void;
  /** Deletes all of the member's notifications. */
  onClear: () => void;
  /** `page` (/notifications) lists every row at full height instead of scrolling inside 20rem. */
  variant?: 'panel' | 'page';
}

/** The bell's panel: one 80 px row per notification, scrolling past 20rem. */
export function NotificationPanel({
  notifications,
  onAccept,
  onDeny,
  onRead,
  onClear,
  variant = 'panel',
}: NotificationPanelProps) {
  // As a page it is the page's title; in the bell's panel it is a section of the page below.
  const Heading = variant === 'page' ? 'h1' : 'h2';
  return (
    <div className={styles.panel} data-variant={variant}>
      <div className={styles.header}>
        <Heading className={styles.title}>Notifications</Heading>
        <Button variant="ghost" size="sm" onClick={() => onClear()} disabled={notifications.length === 0}>
          Clear
        </Button>
      </div>
      {notifications.length === 0 ? (
        <p className={styles.empty}>No notifications yet.</p>
      ) : (
        // In the bell's panel the list scrolls past 20rem (SPEC §2); on /notifications the page scrolls.
        <ScrollArea maxBlockSize={variant === 'panel' ? 'var(--size-notification-panel-max)' : undefined}>
          <ul className={styles.list}>
            {notifications.map((notification) => {
              const text = notificationText(notification);
              return (
                <li
                  key={notification.id}
                  className={styles.row}
                  data-unread={!notification.read || undefined}
                >
                  <button
                    type="button"
                    className={styles.text}
                    onClick={() => !notification.read && onRead({ id: notification.id })}
                  >
                    {!notification.read && <span className={styles.dot} aria-label="Unread" role="img" />}
                    <span>{text}</span>
                    <time dateTime={notification.createdAt} className={styles.time}>
                      {new Date(notification.createdAt).toLocaleString()}
                    </time>
                  </button>
                  {answerable.has(notification.type) && (
                    <span className={styles.answers}>
                      <IconButton
                        size="sm"
                        variant="solid"
                        aria-label="Accept"
                        icon={<Check />}
                        onClick={() => onAccept({ id: notification.id })}
                      />
                      <IconButton
                        size="sm"
                        variant="danger"
                        aria-label="Deny"
                        icon={<X />}
                        onClick={() => onDeny({ id: notification.id })}
                      />
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </ScrollArea>
      )}
    </div>
  );
}
NotificationPanel.displayName = 'NotificationPanel';

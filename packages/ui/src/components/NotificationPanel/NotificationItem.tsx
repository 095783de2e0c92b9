import { awaitsAnswer, notificationText } from '@potluck/domain';
import { Check, X } from 'lucide-react';
import { Avatar } from '../../primitives/Avatar/index.ts';
import { IconButton } from '../../primitives/IconButton/index.ts';
import type { LinkComponent } from '../Link/index.ts';
import styles from './NotificationPanel.module.css';

/** One notification as the panel shows it; the app makes it from the contract's Notification. */
export interface NotificationRow {
  id: string;
  /** One of @potluck/domain's notification types; any other reads 'You have a new notification.' */
  type: string;
  read: boolean;
  /** ISO time, for the <time> element and its full-time hover title. */
  createdAt: string;
  /** How long ago, in words ('5 min ago'): the app says it with @potluck/domain's relativeTime. */
  ago: string;
  fromUser?: {
    id?: string;
    fName?: string | null;
    lName?: string | null;
    username?: string | null;
    /** The sender's picture (a URL); the default picture when none. */
    picture?: string | null;
  } | null;
  /** The recipe's or cookbook's title the notification is about. */
  subject?: string | null | undefined;
  /** A friend request or an invitation: how it was answered; null or absent while it waits. */
  answer?: 'accepted' | 'declined' | null | undefined;
  /** The page it opens (the recipe, the cookbook or the sender's profile); none: a click only marks it read. */
  href?: string | undefined;
}

export interface NotificationItemProps {
  notification: NotificationRow;
  Link: LinkComponent;
  onAccept: (event: { id: string }) => void;
  onDeny: (event: { id: string }) => void;
  onRead: (event: { id: string }) => void;
  onOpen: (event: { id: string }) => void;
}

/**
 * Cookbook invitations are answered on their row while they wait; friend requests are answered in the list of
 * pending requests above the rows, so their rows only tell.
 */
const awaitsAnswerHere = (notification: NotificationRow) =>
  notification.type === 'cookbook_share_request' && awaitsAnswer(notification);

/** A row: unread dot (its place kept when read, so rows align), the sender's picture, the sentence, the time. */
export function NotificationItem({
  notification,
  Link,
  onAccept,
  onDeny,
  onRead,
  onOpen,
}: NotificationItemProps) {
  const { id, read, href } = notification;
  const content = (
    <>
      {read ? (
        <span className={styles.dot} />
      ) : (
        <span className={styles.dot} data-unread="" role="img" aria-label="Unread" />
      )}
      <Avatar src={notification.fromUser?.picture} name="" size="sm" className={styles.avatar} />
      <span className={styles.body}>
        <span className={styles.text}>{notificationText(notification)}</span>
        <time
          dateTime={notification.createdAt}
          title={new Date(notification.createdAt).toLocaleString()}
          className={styles.time}
        >
          {notification.ago}
        </time>
      </span>
    </>
  );
  return (
    <li className={styles.row} data-unread={!read || undefined}>
      {href ? (
        <Link to={href} className={styles.main} onClick={() => onOpen({ id })}>
          {content}
        </Link>
      ) : (
        <button type="button" className={styles.main} onClick={() => !read && onRead({ id })}>
          {content}
        </button>
      )}
      {awaitsAnswerHere(notification) && (
        <span className={styles.answers}>
          <IconButton
            size="sm"
            variant="solid"
            aria-label="Accept"
            icon={<Check />}
            onClick={() => onAccept({ id })}
          />
          <IconButton
            size="sm"
            variant="danger"
            aria-label="Deny"
            icon={<X />}
            onClick={() => onDeny({ id })}
          />
        </span>
      )}
    </li>
  );
}
NotificationItem.displayName = 'NotificationItem';

import { Avatar } from '../../primitives/Avatar/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import type { LinkComponent } from '../Link/index.ts';
import styles from './NotificationPanel.module.css';

/** A member who asked to be friends and waits for an answer. */
export interface FriendRequestRow {
  /** The requester's member id. */
  id: string;
  name: string;
  username: string;
  picture?: string | null | undefined;
  /** Their profile. */
  href: string;
  /** This request's answer is on its way. */
  answering?: boolean | undefined;
}

export interface FriendRequestListProps {
  requests: readonly FriendRequestRow[];
  Link: LinkComponent;
  heading: 'h2' | 'h3';
  /** Any answer on its way: the buttons wait. */
  busy?: boolean | undefined;
  onAccept: (event: { id: string }) => void;
  onDecline: (event: { id: string }) => void;
}

/** Pending friend requests, above the notifications: a relation to answer, which Clear never removes. */
export function FriendRequestList({
  requests,
  Link,
  heading: Heading,
  busy,
  onAccept,
  onDecline,
}: FriendRequestListProps) {
  if (requests.length === 0) return null;
  return (
    <section className={styles.requests} aria-label="Friend requests">
      <Heading className={styles.sectionTitle}>Friend requests</Heading>
      <ul className={styles.list}>
        {requests.map((request) => (
          <li key={request.id} className={styles.request}>
            <Link to={request.href} className={styles.requester}>
              <Avatar src={request.picture} name="" size="sm" className={styles.avatar} />
              <span className={styles.body}>
                <span className={styles.name}>{request.name}</span>
                <span className={styles.time}>@{request.username}</span>
              </span>
            </Link>
            <span className={styles.answers}>
              <Button
                size="sm"
                onClick={() => onAccept({ id: request.id })}
                disabled={busy}
                aria-label={`Accept ${request.name}’s friend request`}
              >
                {request.answering ? 'Answering…' : 'Accept'}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => onDecline({ id: request.id })}
                disabled={busy}
                aria-label={`Decline ${request.name}’s friend request`}
              >
                Decline
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
FriendRequestList.displayName = 'FriendRequestList';

import { Avatar } from '../../primitives/Avatar/index.ts';
import type { FriendRow } from '../FriendRow/index.ts';
import styles from './ChatPanel.module.css';

interface FriendListProps {
  friends: readonly FriendRow[];
  empty: string;
  showLatest?: boolean;
  onPick: (event: { friendId: string }) => void;
}

/** Friends to chat with; in the chat list each shows its latest message. */
export function FriendList({ friends, empty, showLatest = false, onPick }: FriendListProps) {
  if (friends.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <ul className={styles.friends}>
      {friends.map((friend) => (
        <li key={friend.id}>
          <button type="button" className={styles.friend} onClick={() => onPick({ friendId: friend.id })}>
            <Avatar src={friend.avatar} name="" size="sm" />
            <span className={styles.friendText}>
              <span className={styles.friendName}>{friend.name ?? friend.username}</span>
              {showLatest && friend.latestMessage && (
                <span className={styles.latest}>{friend.latestMessage.text}</span>
              )}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
FriendList.displayName = 'ChatPanel.FriendList';

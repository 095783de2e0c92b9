import { FriendRow } from '../FriendRow/index.ts';
import styles from './ChatPanel.module.css';

interface FriendListProps {
  friends: readonly FriendRow[];
  empty: string;
  showLatest?: boolean;
  onPick: (event: { friendId: string }) => void;
}

/**
 * Friends to chat with; in the chat list each shows its latest message. Picking whom to write to (New message),
 * each shows their username beside their name, which tells two friends of one name apart (issue 39).
 */
export function FriendList({ friends, empty, showLatest = false, onPick }: FriendListProps) {
  if (friends.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <ul className={styles.friends}>
      {friends.map((friend) => (
        <li key={friend.id}>
          <FriendRow friend={friend} showLatest={showLatest} showUsername={!showLatest} onPick={onPick} />
        </li>
      ))}
    </ul>
  );
}
FriendList.displayName = 'ChatPanel.FriendList';

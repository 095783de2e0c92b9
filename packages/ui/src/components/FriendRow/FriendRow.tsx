// A friend as every friend list of the design system shows them: the chat's lists, the recipe's share picker and
// Manage Friends. The app makes the data from the contract's Friend with one function (app/selectors/friendRow.ts);
// this component draws it, so the lists cannot drift apart in looks either.
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Avatar } from '../../primitives/Avatar/index.ts';
import styles from './FriendRow.module.css';

export interface FriendRow {
  id: string;
  username: string;
  /** First and last name, when the friend gave any. */
  name?: string | undefined;
  avatar?: string | null | undefined;
  /** Only in the chat list: the newest message between the member and this friend. */
  latestMessage?: { text: string; createdAt: string } | null | undefined;
}

/** `plain` inside a list that is itself a surface (the chat, a dialog); `tile` on a page (Manage Friends). */
export const friendRowTones = ['plain', 'tile'] as const;
export type FriendRowTone = (typeof friendRowTones)[number];

type Shown = {
  friend: FriendRow;
  /** '@username' after the name, where the name alone may not tell two friends apart. */
  showUsername?: boolean | undefined;
  /** The latest message under the name (the chat list). */
  showLatest?: boolean | undefined;
  tone?: FriendRowTone | undefined;
  className?: string | undefined;
};

export type FriendRowProps = Shown &
  (
    | {
        /** The whole row is one button: choosing this friend. */
        onPick: (event: { friendId: string }) => void;
        action?: never;
      }
    | {
        onPick?: never;
        /** A control at the end of the row (Remove); the row itself is not pressable then. */
        action?: ReactNode;
      }
  );

/** One friend: picture, name (and '@username'), the latest message or an action. */
export function FriendRow({
  friend,
  showUsername = false,
  showLatest = false,
  tone = 'plain',
  className,
  onPick,
  action,
}: FriendRowProps) {
  const text = (
    <>
      <Avatar src={friend.avatar} name="" size="sm" />
      <span className={styles.text}>
        <span>
          <span className={styles.name}>{friend.name || friend.username}</span>
          {showUsername && (
            <>
              {' '}
              <span className={styles.username}>@{friend.username}</span>
            </>
          )}
        </span>
        {showLatest && friend.latestMessage && (
          <span className={styles.latest}>{friend.latestMessage.text}</span>
        )}
      </span>
    </>
  );
  if (onPick) {
    return (
      <button
        type="button"
        className={clsx(styles.row, className)}
        data-tone={tone}
        onClick={() => onPick({ friendId: friend.id })}
      >
        {text}
      </button>
    );
  }
  return (
    <div className={clsx(styles.row, className)} data-tone={tone}>
      {text}
      {action}
    </div>
  );
}
FriendRow.displayName = 'FriendRow';

import { Link2, Share2, Users } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '../../primitives/Avatar/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Dialog } from '../../primitives/Dialog/index.ts';
import { DropdownMenu } from '../../primitives/DropdownMenu/index.ts';
import styles from './RecipeDetail.module.css';
import type { FriendChoice } from './types.ts';

export interface ShareMenuProps {
  friends: readonly FriendChoice[];
  onCopyLink: () => void;
  /** Opens the chat with that friend, the recipe link prefilled. */
  onShareToFriend: (event: { friendId: string }) => void;
}

/** Share: Copy Link, or Friends (a friend picker). */
export function ShareMenu({ friends, onCopyLink, onShareToFriend }: ShareMenuProps) {
  const [picking, setPicking] = useState(false);
  return (
    <>
      <DropdownMenu
        label="Share"
        trigger={
          <Button variant="secondary">
            <Share2 aria-hidden="true" />
            Share
          </Button>
        }
        items={[
          { label: 'Copy Link', icon: <Link2 />, onSelect: onCopyLink },
          { label: 'Friends', icon: <Users />, onSelect: () => setPicking(true) },
        ]}
      />
      <Dialog open={picking} onOpenChange={setPicking} title="Share with a friend" size="sm">
        {friends.length === 0 ? (
          <p className={styles.muted}>No friends found</p>
        ) : (
          <ul className={styles.friendList}>
            {friends.map((friend) => (
              <li key={friend.id}>
                <button
                  type="button"
                  className={styles.friend}
                  onClick={() => {
                    setPicking(false);
                    onShareToFriend({ friendId: friend.id });
                  }}
                >
                  <Avatar src={friend.avatar} name="" size="sm" />
                  <span>{friend.name ?? friend.username}</span>
                  <span className={styles.muted}>@{friend.username}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Dialog>
    </>
  );
}
ShareMenu.displayName = 'RecipeDetail.Share';

import { Link2, Share2, Users } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../primitives/Button/index.ts';
import { Dialog } from '../../primitives/Dialog/index.ts';
import { DropdownMenu } from '../../primitives/DropdownMenu/index.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { FriendRow } from '../FriendRow/index.ts';
import styles from './RecipeDetail.module.css';

export const shareMenuViews = ['closed', 'menu', 'friends'] as const;
export type ShareMenuView = (typeof shareMenuViews)[number];

export interface ShareMenuProps {
  /** closed, the menu (Copy Link, Friends) open, or the friend picker open. */
  view: ShareMenuView;
  /** The friend picker waits for the member's friends. */
  friendsLoading?: boolean;
  friends: readonly FriendRow[];
  /** The menu or the picker opened or dismissed (Escape, a click outside). */
  onViewChange: (event: { view: ShareMenuView }) => void;
  onCopyLink: () => void;
  /** Opens the chat with that friend, the recipe link prefilled. */
  onShareToFriend: (event: { friendId: string }) => void;
}

/** Share: Copy Link, or Friends (a friend picker). */
export function ShareMenu({
  view,
  friendsLoading = false,
  friends,
  onViewChange,
  onCopyLink,
  onShareToFriend,
}: ShareMenuProps) {
  // Radix closes the menu after an item was chosen; that close is the item's doing, not a dismissal.
  const chosen = useRef(false);
  const choose = (then: () => void) => () => {
    chosen.current = true;
    then();
  };
  return (
    <>
      <DropdownMenu
        label="Share"
        open={view === 'menu'}
        onOpenChange={(open) => {
          if (open) onViewChange({ view: 'menu' });
          else if (!chosen.current) onViewChange({ view: 'closed' });
          chosen.current = false;
        }}
        trigger={
          <Button variant="secondary">
            <Share2 aria-hidden="true" />
            Share
          </Button>
        }
        items={[
          { label: 'Copy Link', icon: <Link2 />, onSelect: choose(onCopyLink) },
          { label: 'Friends', icon: <Users />, onSelect: choose(() => onViewChange({ view: 'friends' })) },
        ]}
      />
      <Dialog
        open={view === 'friends'}
        onOpenChange={(open) => onViewChange({ view: open ? 'friends' : 'closed' })}
        title="Share with a friend"
        size="sm"
      >
        {friendsLoading ? (
          <div role="status" aria-label="Loading friends" className={styles.friendList}>
            <Skeleton shape="text" />
            <Skeleton shape="text" />
          </div>
        ) : friends.length === 0 ? (
          <p className={styles.muted}>No friends found</p>
        ) : (
          <ul className={styles.friendList}>
            {friends.map((friend) => (
              <li key={friend.id}>
                <FriendRow friend={friend} showUsername onPick={onShareToFriend} />
              </li>
            ))}
          </ul>
        )}
      </Dialog>
    </>
  );
}
ShareMenu.displayName = 'RecipeDetail.Share';

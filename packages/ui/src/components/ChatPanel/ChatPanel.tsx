import { ArrowLeft, PenSquare, X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { memo } from 'react';
import { IconButton } from '../../primitives/IconButton/index.ts';
import type { FriendRow } from '../FriendRow/index.ts';
import { AnchorLink, type LinkComponent } from '../Link/index.ts';
import styles from './ChatPanel.module.css';
import { Conversation, type ConversationProps } from './Conversation.tsx';
import { FriendList } from './FriendList.tsx';

export type ChatView =
  | { kind: 'list'; friends: readonly FriendRow[] }
  | { kind: 'new'; friends: readonly FriendRow[] }
  | ({ kind: 'conversation'; friend: FriendRow } & Omit<ConversationProps, 'friend'>);

/** Controlled: whether it is open, the view and the draft come from the chat machine. */
export interface ChatPanelProps {
  open: boolean;
  onOpenChange: (event: { open: boolean }) => void;
  view: ChatView;
  onShowList: () => void;
  onNewMessage: () => void;
  onOpenConversation: (event: { friendId: string }) => void;
  Link?: LinkComponent;
}

const titles = { list: 'Chats', new: 'New message' } as const;

/**
 * The chat box at the bottom right, on a non-modal Radix Dialog: the page stays usable, Escape or a click
 * outside closes it (the bottom-nav chat toggle, marked data-chat-toggle, is not "outside").
 */
export const ChatPanel = memo(function ChatPanel({
  open,
  onOpenChange,
  view,
  onShowList,
  onNewMessage,
  onOpenConversation,
  Link = AnchorLink,
}: ChatPanelProps) {
  const title = view.kind === 'conversation' ? (view.friend.name ?? view.friend.username) : titles[view.kind];
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => onOpenChange({ open: next })} modal={false}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          className={styles.panel}
          aria-describedby={undefined}
          onInteractOutside={(event) => {
            const target = event.target as Element | null;
            if (target?.closest?.('[data-chat-toggle]')) event.preventDefault();
          }}
        >
          <div className={styles.header}>
            {view.kind !== 'list' && (
              <IconButton
                size="sm"
                aria-label="Back to chats"
                icon={<ArrowLeft />}
                onClick={() => onShowList()}
              />
            )}
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {view.kind === 'list' && (
              <IconButton
                size="sm"
                aria-label="New message"
                icon={<PenSquare />}
                onClick={() => onNewMessage()}
              />
            )}
            <RadixDialog.Close asChild>
              <IconButton size="sm" aria-label="Close chat" icon={<X />} />
            </RadixDialog.Close>
          </div>
          {view.kind === 'list' && (
            <FriendList
              friends={view.friends}
              empty="You haven’t started any chats yet."
              showLatest
              onPick={onOpenConversation}
            />
          )}
          {view.kind === 'new' && (
            <FriendList friends={view.friends} empty="No friends found" onPick={onOpenConversation} />
          )}
          {view.kind === 'conversation' && <Conversation {...view} />}
          {view.kind !== 'conversation' && (
            <div className={styles.footer}>
              <Link to="/profile" className={styles.addFriends}>
                Add Friends
              </Link>
            </div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
});
ChatPanel.displayName = 'ChatPanel';

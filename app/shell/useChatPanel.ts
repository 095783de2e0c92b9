// The chat actor as the design system's ChatPanel and BottomNav chat props (SPEC §2, §4).
import type { Friend } from '@potluck/contract';
import { avatarUrl, chatListFriends, newChatFriends } from '@potluck/domain';
import type { ChatFriendRow, ChatPanelProps } from '@potluck/ui';
import { useSelector } from '@xstate/react';
import { RouterLink } from '../links.tsx';
import { useMember } from './AppActors.tsx';

const row = (friend: Friend): ChatFriendRow => ({
  id: friend._id,
  username: friend.username,
  name: [friend.fName, friend.lName].filter(Boolean).join(' ') || undefined,
  avatar: avatarUrl(friend.profilePic),
  latestMessage: friend.latestMessage ?? null,
});

export function useChatPanel(): { chat: ChatPanelProps; unread: boolean } {
  const { chat } = useMember();
  const s = useSelector(chat, (snapshot) => snapshot);
  const { friends, friendId, messages, draft } = s.context;
  const friend = friends.find((f) => f._id === friendId);
  const view: ChatPanelProps['view'] = s.matches({ panel: { open: 'conversation' } })
    ? {
        kind: 'conversation',
        friend: friend ? row(friend) : { id: friendId ?? '', username: '' },
        status: s.matches({ panel: { open: { conversation: 'loading' } } }) ? 'loading' : 'ready',
        messages: messages.map((message) => ({
          id: message._id,
          text: message.text,
          createdAt: message.createdAt,
          mine: message.sender !== friendId,
        })),
        draft,
        onDraftChange: ({ text }) => chat.send({ type: 'message.change', text }),
        onSend: () => chat.send({ type: 'message.send' }),
        sending: s.hasTag('busy'),
      }
    : s.matches({ panel: { open: 'newMessage' } })
      ? { kind: 'new', friends: newChatFriends(friends).map(row) }
      : { kind: 'list', friends: chatListFriends(friends).map(row) };
  return {
    unread: s.matches({ unreadDot: 'shown' }),
    chat: {
      open: s.matches({ panel: 'open' }),
      onOpenChange: (open) => chat.send({ type: open ? 'chat.toggle' : 'chat.close' }),
      view,
      onShowList: () => chat.send({ type: 'view.list' }),
      onNewMessage: () => chat.send({ type: 'view.newMessage' }),
      onOpenConversation: ({ friendId: id }) => chat.send({ type: 'conversation.open', friendId: id }),
      Link: RouterLink,
    },
  };
}

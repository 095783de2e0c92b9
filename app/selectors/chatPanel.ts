// The chat machine's snapshot as the design system's ChatPanel props and the bottom nav's unread dot
// (SPEC §2, §4): which view is open, its friends or messages, the draft, all from the machine.
import { chatListFriends, newChatFriends } from '@potluck/domain';
import type { ChatPanelProps, LinkComponent } from '@potluck/ui';
import type { SnapshotFrom } from 'xstate';
import type { ChatEvent, chatMachine } from '../../machines/chatMachine.ts';
import { toFriendRow } from './friendRow.ts';

type ChatSnapshot = SnapshotFrom<typeof chatMachine>;

function selectView(snapshot: ChatSnapshot, send: (event: ChatEvent) => void): ChatPanelProps['view'] {
  const { friends, friendId, messages, draft } = snapshot.context;
  if (snapshot.matches({ panel: { open: 'newMessage' } })) {
    return { kind: 'new', friends: newChatFriends(friends).map(toFriendRow) };
  }
  if (!snapshot.matches({ panel: { open: 'conversation' } })) {
    return { kind: 'list', friends: chatListFriends(friends).map(toFriendRow) };
  }
  const friend = friends.find((f) => f._id === friendId);
  return {
    kind: 'conversation',
    // A friend named by openChat before the friends have loaded is known by id only for a moment.
    friend: friend ? toFriendRow(friend) : { id: friendId ?? '', username: '' },
    status: snapshot.matches({ panel: { open: { conversation: 'loading' } } }) ? 'loading' : 'ready',
    messages: messages.map((message) => ({
      id: message._id,
      text: message.text,
      createdAt: message.createdAt,
      mine: message.sender !== friendId,
    })),
    draft,
    onDraftChange: ({ text }) => send({ type: 'message.change', text }),
    onSend: () => send({ type: 'message.send' }),
    sending: snapshot.matches({ panel: { open: { conversation: 'sending' } } }),
  };
}

/** Where the member goes in the panel, sent to the chat actor. */
const panelHandlers = (send: (event: ChatEvent) => void) =>
  ({
    onOpenChange: ({ open }) => send({ type: open ? 'chat.open' : 'chat.close' }),
    onShowList: () => send({ type: 'view.list' }),
    onNewMessage: () => send({ type: 'view.newMessage' }),
    onOpenConversation: ({ friendId }) => send({ type: 'conversation.open', friendId }),
  }) satisfies Partial<ChatPanelProps>;

export function selectChatPanel(
  snapshot: ChatSnapshot,
  send: (event: ChatEvent) => void,
  { Link }: { Link?: LinkComponent } = {},
): ChatPanelProps {
  return {
    open: snapshot.matches({ panel: 'open' }),
    view: selectView(snapshot, send),
    ...panelHandlers(send),
    ...(Link ? { Link } : {}),
  };
}

/**
 * The chat panel before the chat actor has started (after the page's first paint, decision 030): closed, its
 * list empty. What the member does goes to `send`, which waits for the actor: the chat opens once it has started.
 */
export function selectChatPanelBeforeStart(
  send: (event: ChatEvent) => void,
  { Link }: { Link?: LinkComponent } = {},
): ChatPanelProps {
  return {
    open: false,
    view: { kind: 'list', friends: [] },
    ...panelHandlers(send),
    ...(Link ? { Link } : {}),
  };
}

/** The red dot on the bottom nav's chat toggle. */
export const selectUnreadChat = (snapshot: ChatSnapshot): boolean => snapshot.matches({ unreadDot: 'shown' });

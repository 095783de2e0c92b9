// The chat panel (SPEC §2, §4, §7, §9). Two regions: the panel (closed, or open on the list, new-message or
// conversation view) and the unread dot, checked every 30 s (the member's friends with their latest messages).
// Opening the panel stores the last-viewed time and raises `chat.opened`, which clears the dot; the dot shows
// when any friend's latest message is newer than that time. `chat.open` (the window event openChat) may name a
// friend, and a recipe link saved in session storage is put into the message box.
// Live updates from the server arrive as events while the machine runs: a message from the friend whose
// conversation is open reloads that conversation; any message or friend change checks the dot (and so the
// friend list) at once instead of at the next 30 s check, which stays as the fallback.
import type { OnStale } from '@potluck/contract';
import { chatTextValid, hasUnreadChat, limits } from '@potluck/domain';
import { assign, fromCallback, fromPromise, raise, setup } from 'xstate';
import type { Clock, KeyValueStorage } from './support/env.ts';
import { type FriendsClient, loadFriends, loadingFriends } from './support/friendList.ts';
import type { Friend, Id, Message } from './support/records.ts';
import { chatLastViewedKey, sharedLinkKey } from './support/storageKeys.ts';

export interface ChatClient extends FriendsClient {
  getMessages(friendId: Id): Promise<Message[]>;
  sendMessage(message: { recipient: Id; text: string }): Promise<Message>;
  onStale: OnStale;
}

/** What the chat hears from the live-event router: a message from a friend, or a change of friends. */
type ChatUpdate = { type: 'message.received'; from: Id } | { type: 'friends.changed' };

export type ChatInput = {
  client: ChatClient;
  /** The logged-in member (the session machine's member.id): whose friends and chats these are. */
  memberId: Id;
  localStorage: KeyValueStorage;
  sessionStorage: KeyValueStorage;
  now: Clock;
};

export type ChatEvent =
  | { type: 'chat.toggle' }
  | { type: 'chat.open'; userId?: Id }
  | { type: 'chat.close' }
  | { type: 'chat.opened' }
  | { type: 'view.list' }
  | { type: 'view.newMessage' }
  | { type: 'conversation.open'; friendId: Id }
  | { type: 'message.change'; text: string }
  | { type: 'message.send' }
  | ChatUpdate;

type ChatContext = ChatInput & { friends: Friend[]; friendId: Id | null; messages: Message[]; draft: string };

/** Reads the open conversation (when it opens, and again when a message from its friend arrives). */
const readConversation = <const Name extends string>(id: Name) =>
  ({
    id,
    src: 'loadMessages',
    input: ({ context }: { context: ChatContext }) => ({
      client: context.client,
      friendId: context.friendId ?? '',
    }),
    onDone: {
      target: 'ready',
      actions: { type: 'setMessages', params: ({ event }: { event: { output: Message[] } }) => event.output },
    },
    onError: { target: 'ready' },
  }) as const;

export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    input: {} as ChatInput,
  },
  actors: {
    loadFriends,
    loadMessages: fromPromise<Message[], { client: ChatClient; friendId: Id }>(({ input }) =>
      input.client.getMessages(input.friendId),
    ),
    sendMessage: fromPromise<Message, { client: ChatClient; recipient: Id; text: string }>(({ input }) =>
      input.client.sendMessage({ recipient: input.recipient, text: input.text }),
    ),
    liveUpdates: fromCallback<ChatEvent, { client: ChatClient }>(({ input, sendBack }) => {
      const stops = [
        input.client.onStale(['conversation'], ([, from]) => sendBack({ type: 'message.received', from })),
        input.client.onStale(['friends'], () => sendBack({ type: 'friends.changed' })),
      ];
      return () => {
        for (const stop of stops) stop();
      };
    }),
  },
  actions: {
    markViewed: ({ context }) => context.localStorage.setItem(chatLastViewedKey, String(context.now())),
    announceOpened: raise({ type: 'chat.opened' }),
    takeSharedLink: assign({
      draft: ({ context }) => context.sessionStorage.getItem(sharedLinkKey) ?? context.draft,
    }),
    // The link is used once: a later open of the chat starts with an empty box.
    forgetSharedLink: ({ context }) => context.sessionStorage.removeItem(sharedLinkKey),
    setFriends: assign({ friends: (_, friends: Friend[]) => friends }),
    setFriend: assign({
      friendId: ({ event }) =>
        event.type === 'conversation.open'
          ? event.friendId
          : event.type === 'chat.open'
            ? (event.userId ?? null)
            : null,
      messages: [],
    }),
    setMessages: assign({ messages: (_, messages: Message[]) => messages }),
    appendMessage: assign({
      messages: ({ context }, message: Message) => [...context.messages, message],
      draft: '',
    }),
    setDraft: assign({ draft: ({ event }) => (event.type === 'message.change' ? event.text : '') }),
  },
  guards: {
    namesFriend: ({ event }) => event.type === 'chat.open' && !!event.userId,
    hasText: ({ context }) => chatTextValid(context.draft),
    isFromOpenFriend: ({ context, event }) =>
      event.type === 'message.received' && event.from === context.friendId,
    // Before any chat was opened (nothing stored), any message counts as unread.
    hasUnread: ({ context }, friends: Friend[]) => {
      const viewed = context.localStorage.getItem(chatLastViewedKey);
      return hasUnreadChat(friends, viewed === null ? null : Number(viewed));
    },
  },
  delays: { chatAlertPoll: limits.chatAlertPollMs },
}).createMachine({
  id: 'chat',
  type: 'parallel',
  context: ({ input }) => ({ ...input, friends: [], friendId: null, messages: [], draft: '' }),
  invoke: { id: 'liveUpdates', src: 'liveUpdates', input: ({ context }) => ({ client: context.client }) },
  states: {
    panel: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'chat.toggle': 'open',
            'chat.open': [
              {
                guard: 'namesFriend',
                target: 'open.conversation',
                actions: ['setFriend', 'takeSharedLink', 'forgetSharedLink'],
              },
              { target: 'open', actions: ['takeSharedLink', 'forgetSharedLink'] },
            ],
          },
        },
        open: {
          initial: 'list',
          entry: ['markViewed', 'announceOpened'],
          on: {
            'chat.toggle': 'closed',
            'chat.close': 'closed',
            'chat.open': [
              {
                guard: 'namesFriend',
                target: '.conversation',
                actions: ['setFriend', 'takeSharedLink', 'forgetSharedLink'],
              },
              { actions: ['takeSharedLink', 'forgetSharedLink'] },
            ],
            'view.list': '.list',
            'view.newMessage': '.newMessage',
            'conversation.open': { target: '.conversation', actions: 'setFriend' },
            'message.change': { actions: 'setDraft' },
          },
          states: {
            list: {
              initial: 'loading',
              states: {
                loading: loadingFriends({
                  memberId: (context: ChatContext) => context.memberId,
                  next: 'ready',
                  failed: [],
                }),
                ready: {},
              },
            },
            /** Friends with no messages yet ('No friends found' when none). */
            newMessage: {},
            conversation: {
              initial: 'loading',
              states: {
                loading: {
                  tags: ['loading'],
                  invoke: readConversation('loadMessages'),
                },
                ready: {
                  on: {
                    'message.send': { guard: 'hasText', target: 'sending' },
                    // The member is looking at it, so it counts as viewed (the dot stays off for it).
                    'message.received': {
                      guard: 'isFromOpenFriend',
                      target: 'receiving',
                      actions: 'markViewed',
                    },
                  },
                },
                /** A message from this friend arrived: the conversation reloads with the shown one kept. */
                receiving: {
                  invoke: readConversation('receiveMessages'),
                },
                sending: {
                  tags: ['busy'],
                  invoke: {
                    id: 'sendMessage',
                    src: 'sendMessage',
                    input: ({ context }) => ({
                      client: context.client,
                      recipient: context.friendId ?? '',
                      text: context.draft.trim(),
                    }),
                    onDone: {
                      target: 'ready',
                      actions: { type: 'appendMessage', params: ({ event }) => event.output },
                    },
                    // SPEC §8: only logged; the text stays in the box.
                    onError: { target: 'ready' },
                  },
                },
              },
            },
          },
        },
      },
    },
    unreadDot: {
      initial: 'checking',
      on: {
        'chat.opened': '.hidden',
        'message.received': '.checking',
        'friends.changed': '.checking',
      },
      states: {
        checking: {
          invoke: {
            id: 'checkChats',
            src: 'loadFriends',
            input: ({ context }) => ({ client: context.client, memberId: context.memberId }),
            onDone: [
              {
                guard: { type: 'hasUnread', params: ({ event }) => event.output },
                target: 'shown',
                actions: { type: 'setFriends', params: ({ event }) => event.output },
              },
              { target: 'hidden', actions: { type: 'setFriends', params: ({ event }) => event.output } },
            ],
            onError: { target: 'hidden' },
          },
        },
        hidden: { after: { chatAlertPoll: 'checking' } },
        shown: { after: { chatAlertPoll: 'checking' } },
      },
    },
  },
});

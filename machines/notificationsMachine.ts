// Notifications (SPEC §2, §4, §7): fetched on start and polled every 10 s (a named delay, restarted each time
// the feed is idle again), together with the member's pending friend requests, which are a relation and not a
// notification row: they are listed above the rows and answered there (or on the requester's profile), so
// clearing the notifications never loses one. The bell shows the unread count; the panel opens and closes.
// Opening a row marks it read (and closes the panel: the app goes to its recipe, cookbook or profile).
// A cookbook invitation is answered from its row: it disappears at once and comes back if the answer fails; once
// answered, the server says how (the row reads 'You joined …' and has no buttons). Clear asks first, then
// deletes all of the member's notifications. Failed answers and a failed clear are alerts; a failed fetch or read
// is only logged (SPEC §8) and the next poll tries again.
// A notification or friend change heard live (the router marks `notifications` stale) fetches at once, not at the next
// poll; while the feed is busy answering, confirming or clearing it is let go, since that work ends in a state
// whose fetch or poll catches up.
import type { OnStale } from '@potluck/contract';
import { limits, messages } from '@potluck/domain';
import { assign, emit, fromCallback, fromPromise, not, setup, stateIn } from 'xstate';
import type { Clock } from './support/env.ts';
import { alertNotice, type Notice } from './support/notices.ts';
import type { FriendRequest, Id, Notification } from './support/records.ts';

export interface NotificationsClient {
  getNotifications(memberId: Id): Promise<Notification[]>;
  getFriendRequests(memberId: Id): Promise<FriendRequest[]>;
  markNotificationRead(id: Id): Promise<unknown>;
  clearNotifications(memberId: Id): Promise<unknown>;
  acceptFriendRequest(pair: { currentUserId: Id; requesterId: Id }): Promise<unknown>;
  denyFriendRequest(pair: { currentUserId: Id; requesterId: Id }): Promise<unknown>;
  acceptShare(cookbookId: Id, inviterInfoId: Id): Promise<unknown>;
  denyShare(cookbookId: Id): Promise<unknown>;
  onStale: OnStale;
}

/** What the feed hears from the live-event router: a new notification or a friend change (requests are in it). */
type FeedUpdate = { type: 'notifications.stale' };

export type NotificationsInput = { client: NotificationsClient; memberId: Id; now: Clock };

export type NotificationsEvent =
  | { type: 'panel.open' }
  | { type: 'panel.close' }
  /** A click on a row without a page behind it: marks it read. */
  | { type: 'notification.read'; id: Id }
  /** A click on a row that opens its recipe, cookbook or profile: marks it read and closes the panel. */
  | { type: 'notification.open'; id: Id }
  | { type: 'friendRequest.answer'; requesterId: Id; accept: boolean }
  | { type: 'share.answer'; id: Id; accept: boolean }
  | { type: 'notifications.clear' }
  | { type: 'clear.confirm' }
  | { type: 'clear.cancel' }
  | FeedUpdate;

export type Feed = { notifications: Notification[]; requests: FriendRequest[] };

type NotificationsContext = NotificationsInput &
  Feed & {
    /** Share requests answered but not yet confirmed by the server: hidden meanwhile. */
    hidden: Id[];
    /** The friend request (by requester) or the invitation (by notification) being answered. */
    answering: { id: Id; accept: boolean } | null;
    /** The notification being marked read. */
    reading: Id | null;
  };

type FriendAnswerInput = { client: NotificationsClient; memberId: Id; requesterId: Id; accept: boolean };
type ShareAnswerInput = {
  client: NotificationsClient;
  notification: Notification | undefined;
  accept: boolean;
};

const answering = ({ event }: { event: NotificationsEvent }) =>
  event.type === 'friendRequest.answer'
    ? { id: event.requesterId, accept: event.accept }
    : event.type === 'share.answer'
      ? { id: event.id, accept: event.accept }
      : null;

const isReadEvent = (event: NotificationsEvent) =>
  event.type === 'notification.read' || event.type === 'notification.open';

export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
    input: {} as NotificationsInput,
    emitted: {} as Notice,
  },
  actors: {
    fetchFeed: fromPromise<Feed, { client: NotificationsClient; memberId: Id }>(async ({ input }) => {
      const [notifications, requests] = await Promise.all([
        input.client.getNotifications(input.memberId),
        input.client.getFriendRequests(input.memberId),
      ]);
      return { notifications, requests };
    }),
    markRead: fromPromise<unknown, { client: NotificationsClient; id: Id }>(({ input }) =>
      input.client.markNotificationRead(input.id),
    ),
    // The server marks the request's notifications read and answered.
    answerFriendRequest: fromPromise<unknown, FriendAnswerInput>(
      ({ input: { client, memberId, requesterId, accept } }) => {
        const pair = { currentUserId: memberId, requesterId };
        return accept ? client.acceptFriendRequest(pair) : client.denyFriendRequest(pair);
      },
    ),
    answerShare: fromPromise<unknown, ShareAnswerInput>(
      async ({ input: { client, notification, accept } }) => {
        const cookbookId = notification?.data?.cookbookId;
        if (!notification?.fromUser || !cookbookId) throw new Error('Not a share request');
        await (accept
          ? client.acceptShare(cookbookId, notification.fromUser._id)
          : client.denyShare(cookbookId));
      },
    ),
    clearAll: fromPromise<unknown, { client: NotificationsClient; memberId: Id }>(({ input }) =>
      input.client.clearNotifications(input.memberId),
    ),
    liveUpdates: fromCallback<NotificationsEvent, { client: NotificationsClient }>(({ input, sendBack }) =>
      input.client.onStale(['notifications'], () => sendBack({ type: 'notifications.stale' })),
    ),
  },
  actions: {
    setFeed: assign((_, feed: Feed) => ({ notifications: feed.notifications, requests: feed.requests })),
    setReading: assign({
      reading: ({ context, event }) =>
        (event.type === 'notification.read' || event.type === 'notification.open') &&
        context.notifications.some((n) => n._id === event.id && !n.read)
          ? event.id
          : context.reading,
    }),
    markReadLocally: assign({
      notifications: ({ context }) =>
        context.notifications.map((n) => (n._id === context.reading ? { ...n, read: true } : n)),
      reading: null,
    }),
    clearReading: assign({ reading: null }),
    setAnswering: assign({ answering }),
    hideAnswered: assign({
      hidden: ({ context, event }) => [...context.hidden, answering({ event })?.id ?? ''],
    }),
    restoreAnswered: assign({
      hidden: ({ context }) => context.hidden.filter((id) => id !== context.answering?.id),
    }),
    // Until the fetch that follows brings the server's word: the request leaves the list, and the rows that
    // asked it say how it was answered.
    friendAnswered: assign(({ context: { requests, notifications, answering } }) => ({
      requests: requests.filter((r) => r._id !== answering?.id),
      notifications: notifications.map((n) =>
        answering && n.type === 'friend_request' && n.fromUser?._id === answering.id && !n.answer
          ? { ...n, read: true, answer: answering.accept ? ('accepted' as const) : ('declined' as const) }
          : n,
      ),
      answering: null,
    })),
    shareAnswered: assign({
      notifications: ({ context }) =>
        context.notifications.map((n) =>
          n._id === context.answering?.id
            ? { ...n, read: true, answer: context.answering.accept ? 'accepted' : 'declined' }
            : n,
        ),
      hidden: ({ context }) => context.hidden.filter((id) => id !== context.answering?.id),
      answering: null,
    }),
    clearAnswering: assign({ answering: null }),
    empty: assign({ notifications: [], hidden: [] }),
    alertFriendAnswerFailed: emit(alertNotice(messages.friendAnswerFailed)),
    alertShareAnswerFailed: emit(alertNotice(messages.shareAnswerFailed)),
    alertClearFailed: emit(alertNotice(messages.clearNotificationsFailed)),
  },
  guards: {
    isReading: ({ context }) => context.reading !== null,
    isUnread: ({ context, event }) =>
      isReadEvent(event) && 'id' in event && context.notifications.some((n) => n._id === event.id && !n.read),
  },
  delays: { notificationPoll: limits.notificationPollMs },
}).createMachine({
  id: 'notifications',
  context: ({ input }) => ({
    ...input,
    notifications: [],
    requests: [],
    hidden: [],
    answering: null,
    reading: null,
  }),
  type: 'parallel',
  invoke: { id: 'liveUpdates', src: 'liveUpdates', input: ({ context }) => ({ client: context.client }) },
  states: {
    feed: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          // A row opened while the list is fetched is marked read once it has arrived.
          on: {
            'notification.read': { actions: 'setReading' },
            'notification.open': { actions: 'setReading' },
          },
          invoke: {
            id: 'fetchFeed',
            src: 'fetchFeed',
            input: ({ context }) => ({ client: context.client, memberId: context.memberId }),
            onDone: [
              {
                guard: 'isReading',
                target: 'marking',
                actions: { type: 'setFeed', params: ({ event }) => event.output },
              },
              { target: 'idle', actions: { type: 'setFeed', params: ({ event }) => event.output } },
            ],
            // SPEC §8: only logged; the next poll tries again.
            onError: [{ guard: 'isReading', target: 'marking' }, { target: 'idle' }],
          },
        },
        idle: {
          after: { notificationPoll: 'loading' },
          on: {
            'notifications.stale': 'loading',
            'notification.read': { guard: 'isUnread', target: 'marking', actions: 'setReading' },
            'notification.open': { guard: 'isUnread', target: 'marking', actions: 'setReading' },
            'friendRequest.answer': { target: 'answeringFriend', actions: 'setAnswering' },
            'share.answer': { target: 'answeringShare', actions: ['setAnswering', 'hideAnswered'] },
            'notifications.clear': 'confirmingClear',
          },
        },
        marking: {
          invoke: {
            id: 'markRead',
            src: 'markRead',
            input: ({ context }) => ({ client: context.client, id: context.reading ?? '' }),
            onDone: { target: 'idle', actions: 'markReadLocally' },
            onError: { target: 'idle', actions: 'clearReading' },
          },
        },
        answeringFriend: {
          tags: ['busy'],
          invoke: {
            id: 'answerFriendRequest',
            src: 'answerFriendRequest',
            input: ({ context }) => ({
              client: context.client,
              memberId: context.memberId,
              requesterId: context.answering?.id ?? '',
              accept: context.answering?.accept ?? false,
            }),
            onDone: { target: 'loading', actions: 'friendAnswered' },
            // Perhaps answered elsewhere meanwhile: say so, and fetch what holds now.
            onError: { target: 'loading', actions: ['clearAnswering', 'alertFriendAnswerFailed'] },
          },
        },
        answeringShare: {
          tags: ['busy'],
          invoke: {
            id: 'answerShare',
            src: 'answerShare',
            input: ({ context }) => ({
              client: context.client,
              notification: context.notifications.find((n) => n._id === context.answering?.id),
              accept: context.answering?.accept ?? false,
            }),
            onDone: { target: 'loading', actions: 'shareAnswered' },
            onError: {
              target: 'idle',
              actions: ['restoreAnswered', 'clearAnswering', 'alertShareAnswerFailed'],
            },
          },
        },
        /** 'Clear all your notifications?', drawn by the design system's ConfirmDialog. */
        confirmingClear: {
          on: { 'clear.confirm': 'clearing', 'clear.cancel': 'idle' },
        },
        clearing: {
          tags: ['busy'],
          invoke: {
            id: 'clearAll',
            src: 'clearAll',
            input: ({ context }) => ({ client: context.client, memberId: context.memberId }),
            onDone: { target: 'idle', actions: 'empty' },
            onError: { target: 'idle', actions: 'alertClearFailed' },
          },
        },
      },
    },
    panel: {
      initial: 'closed',
      states: {
        closed: { on: { 'panel.open': 'open' } },
        open: {
          on: {
            // The question over the panel keeps it open: a click in the dialog is not a click outside.
            'panel.close': { guard: not(stateIn({ feed: 'confirmingClear' })), target: 'closed' },
            'notification.open': 'closed',
          },
        },
      },
    },
  },
});

// Notifications (SPEC §2, §4, §7): fetched on start and polled every 10 s (a named delay, restarted each time
// the feed is idle again). The bell shows the unread count; the panel opens and closes. Reading marks one read;
// answering a friend request or a share invitation also marks it read. Share requests disappear at once and
// come back if the answer fails. Clear deletes all of the member's notifications.
// A live `notification.received` from the server fetches at once instead of at the next poll; while the feed is
// busy answering or clearing it is let go, since that work ends in the idle state whose poll catches up.
import type { LiveUpdate, SubscribeToLiveUpdates } from '@potluck/contract';
import { friendResponseType, limits } from '@potluck/domain';
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { Clock } from './support/env.ts';
import type { Id, Notification } from './support/records.ts';

export interface NotificationsClient {
  getNotifications(memberId: Id): Promise<Notification[]>;
  markNotificationRead(id: Id): Promise<unknown>;
  clearNotifications(memberId: Id): Promise<unknown>;
  acceptFriendRequest(pair: { currentUserId: Id; requesterId: Id }): Promise<unknown>;
  denyFriendRequest(pair: { currentUserId: Id; requesterId: Id }): Promise<unknown>;
  acceptShare(cookbookId: Id, inviterInfoId: Id): Promise<unknown>;
  denyShare(cookbookId: Id): Promise<unknown>;
  subscribe: SubscribeToLiveUpdates;
}

type NotificationUpdate = Extract<LiveUpdate, { type: 'notification.received' }>;

export type NotificationsInput = { client: NotificationsClient; memberId: Id; now: Clock };

export type NotificationsEvent =
  | { type: 'panel.open' }
  | { type: 'panel.close' }
  | { type: 'notification.read'; id: Id }
  | { type: 'friendRequest.answer'; id: Id; accept: boolean }
  | { type: 'share.answer'; id: Id; accept: boolean }
  | { type: 'notifications.clear' }
  | NotificationUpdate;

type NotificationsContext = NotificationsInput & {
  notifications: Notification[];
  /** Share requests answered but not yet confirmed by the server: hidden meanwhile. */
  hidden: Id[];
  answering: { id: Id; accept: boolean } | null;
  reading: Id | null;
};

type AnswerInput = {
  client: NotificationsClient;
  memberId: Id;
  notification: Notification | undefined;
  accept: boolean;
};

const answering = ({ event }: { event: NotificationsEvent }) =>
  event.type === 'friendRequest.answer' || event.type === 'share.answer'
    ? { id: event.id, accept: event.accept }
    : null;

export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
    input: {} as NotificationsInput,
  },
  actors: {
    fetchNotifications: fromPromise<Notification[], { client: NotificationsClient; memberId: Id }>(
      ({ input }) => input.client.getNotifications(input.memberId),
    ),
    markRead: fromPromise<unknown, { client: NotificationsClient; id: Id }>(({ input }) =>
      input.client.markNotificationRead(input.id),
    ),
    answerFriendRequest: fromPromise<unknown, AnswerInput>(
      async ({ input: { client, memberId, notification, accept } }) => {
        if (!notification?.fromUser) throw new Error('Not a friend request');
        const pair = { currentUserId: memberId, requesterId: notification.fromUser._id };
        await (accept ? client.acceptFriendRequest(pair) : client.denyFriendRequest(pair));
        await client.markNotificationRead(notification._id);
      },
    ),
    answerShare: fromPromise<unknown, AnswerInput>(async ({ input: { client, notification, accept } }) => {
      const cookbookId = notification?.data?.cookbookId;
      if (!notification?.fromUser || !cookbookId) throw new Error('Not a share request');
      await (accept
        ? client.acceptShare(cookbookId, notification.fromUser._id)
        : client.denyShare(cookbookId));
      await client.markNotificationRead(notification._id);
    }),
    clearAll: fromPromise<unknown, { client: NotificationsClient; memberId: Id }>(({ input }) =>
      input.client.clearNotifications(input.memberId),
    ),
    liveUpdates: fromCallback<NotificationsEvent, { client: NotificationsClient }>(({ input, sendBack }) =>
      input.client.subscribe((update) => {
        if (update.type === 'notification.received') sendBack(update);
      }),
    ),
  },
  actions: {
    setNotifications: assign({ notifications: (_, notifications: Notification[]) => notifications }),
    setReading: assign({ reading: ({ event }) => (event.type === 'notification.read' ? event.id : null) }),
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
    // SPEC §3: accepting leaves a local 'friend_request_response' entry ('You are now friends').
    addFriendResponse: assign({
      notifications: ({ context }) => {
        const answered = context.notifications.find((n) => n._id === context.answering?.id);
        if (!answered || !context.answering?.accept) return context.notifications;
        const response: Notification = {
          _id: `local-${answered._id}`,
          type: friendResponseType,
          read: true,
          createdAt: new Date(context.now()).toISOString(),
          fromUser: answered.fromUser,
          data: {},
        };
        return [response, ...context.notifications];
      },
    }),
    markAnswered: assign({
      notifications: ({ context }) =>
        context.notifications.map((n) => (n._id === context.answering?.id ? { ...n, read: true } : n)),
      answering: null,
    }),
    clearAnswering: assign({ answering: null }),
    empty: assign({ notifications: [], hidden: [] }),
  },
  delays: { notificationPoll: limits.notificationPollMs },
}).createMachine({
  id: 'notifications',
  context: ({ input }) => ({ ...input, notifications: [], hidden: [], answering: null, reading: null }),
  type: 'parallel',
  invoke: { id: 'liveUpdates', src: 'liveUpdates', input: ({ context }) => ({ client: context.client }) },
  states: {
    feed: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'fetchNotifications',
            src: 'fetchNotifications',
            input: ({ context }) => ({ client: context.client, memberId: context.memberId }),
            onDone: {
              target: 'idle',
              actions: { type: 'setNotifications', params: ({ event }) => event.output },
            },
            // SPEC §8: only logged; the next poll tries again.
            onError: { target: 'idle' },
          },
        },
        idle: {
          after: { notificationPoll: 'loading' },
          on: {
            'notification.received': 'loading',
            'notification.read': { target: 'marking', actions: 'setReading' },
            'friendRequest.answer': { target: 'answeringFriend', actions: 'setAnswering' },
            'share.answer': { target: 'answeringShare', actions: ['setAnswering', 'hideAnswered'] },
            'notifications.clear': 'clearing',
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
              notification: context.notifications.find((n) => n._id === context.answering?.id),
              accept: context.answering?.accept ?? false,
            }),
            onDone: { target: 'idle', actions: ['addFriendResponse', 'markAnswered'] },
            onError: { target: 'idle', actions: 'clearAnswering' },
          },
        },
        answeringShare: {
          tags: ['busy'],
          invoke: {
            id: 'answerShare',
            src: 'answerShare',
            input: ({ context }) => ({
              client: context.client,
              memberId: context.memberId,
              notification: context.notifications.find((n) => n._id === context.answering?.id),
              accept: context.answering?.accept ?? false,
            }),
            onDone: { target: 'idle', actions: 'markAnswered' },
            onError: { target: 'idle', actions: ['restoreAnswered', 'clearAnswering'] },
          },
        },
        clearing: {
          tags: ['busy'],
          invoke: {
            id: 'clearAll',
            src: 'clearAll',
            input: ({ context }) => ({ client: context.client, memberId: context.memberId }),
            onDone: { target: 'idle', actions: 'empty' },
            onError: { target: 'idle' },
          },
        },
      },
    },
    panel: {
      initial: 'closed',
      states: {
        closed: { on: { 'panel.open': 'open' } },
        open: { on: { 'panel.close': 'closed' } },
      },
    },
  },
});

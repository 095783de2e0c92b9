import { unreadCount } from '@potluck/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type NotificationsClient, notificationsMachine } from '../../../machines/notificationsMachine.ts';
import type { Notification } from '../../../machines/support/records.ts';
import { aNotification, aSender } from '../../../stories/statecharts/samples.ts';
import { createActor } from './helpers/coverage.ts';
import { fakeLiveUpdates } from './helpers/liveUpdates.ts';
import { done, elapsed, failed, unreachableStates } from './helpers/reachability.ts';
import { stateAfter, type TransitionRow } from './helpers/transitions.ts';

const me = 'm'.repeat(24);
const bob = aSender('bob', 'b'.repeat(24));
const friendRequest = aNotification({ _id: 'n1', type: 'friend_request', fromUser: bob });
const share = aNotification({
  _id: 'n2',
  type: 'cookbook_share_request',
  fromUser: bob,
  data: { cookbookId: 'c'.repeat(24) },
});
const like: Notification = aNotification({ _id: 'n3', type: 'recipe_like', fromUser: bob });

function start(overrides: Partial<NotificationsClient> = {}) {
  const live = fakeLiveUpdates();
  const client: NotificationsClient = {
    subscribe: live.subscribe,
    getNotifications: vi.fn(async () => [friendRequest, share, like]),
    markNotificationRead: vi.fn(async () => ({})),
    clearNotifications: vi.fn(async () => ({})),
    acceptFriendRequest: vi.fn(async () => ({})),
    denyFriendRequest: vi.fn(async () => ({})),
    acceptShare: vi.fn(async () => ({})),
    denyShare: vi.fn(async () => ({})),
    ...overrides,
  };
  const actor = createActor(notificationsMachine, { input: { client, memberId: me, now: () => 0 } }).start();
  return { actor, client, live };
}

const received = {
  type: 'notification.received',
  notificationId: 'n'.repeat(24),
  notificationType: 'recipe_like',
} as const;

const byId = (list: Notification[], id: string) => list.find((n) => n._id === id);

describe('notificationsMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a live notification from the server fetches at once, without waiting for the 10 s poll', async () => {
    const { actor, client, live } = start();
    await vi.advanceTimersByTimeAsync(0);
    expect(client.getNotifications).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3_000);
    live.push(received);
    expect(actor.getSnapshot().matches({ feed: 'loading' })).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(client.getNotifications).toHaveBeenCalledTimes(2);
    // The poll starts over from this fetch: the next one is 10 s later, not 7 s.
    await vi.advanceTimersByTimeAsync(9_999);
    expect(client.getNotifications).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(client.getNotifications).toHaveBeenCalledTimes(3);
    actor.stop();
  });

  it('listens to live updates only while it runs', () => {
    const { actor, live } = start();
    expect(live.listening()).toBe(1);
    actor.stop();
    expect(live.listening()).toBe(0);
  });

  it('fetches at once and then every 10 s', async () => {
    const { actor, client } = start();
    await vi.advanceTimersByTimeAsync(0);
    expect(client.getNotifications).toHaveBeenCalledWith(me);
    expect(unreadCount(actor.getSnapshot().context.notifications)).toBe(3);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(client.getNotifications).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(client.getNotifications).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(client.getNotifications).toHaveBeenCalledTimes(3);
    actor.stop();
  });

  it('marks one read through the read call', async () => {
    const { actor, client } = start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'notification.read', id: 'n3' });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.markNotificationRead).toHaveBeenCalledWith('n3');
    expect(byId(actor.getSnapshot().context.notifications, 'n3')?.read).toBe(true);
    actor.stop();
  });

  it('accepting a friend request answers, marks it read and adds a local response entry', async () => {
    const { actor, client } = start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'friendRequest.answer', id: 'n1', accept: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.acceptFriendRequest).toHaveBeenCalledWith({ currentUserId: me, requesterId: bob._id });
    expect(client.markNotificationRead).toHaveBeenCalledWith('n1');
    const { notifications } = actor.getSnapshot().context;
    expect(byId(notifications, 'n1')?.read).toBe(true);
    expect(notifications[0]?.type).toBe('friend_request_response');
    actor.stop();
  });

  it('a share request is hidden at once and restored when the answer fails', async () => {
    let reject: (error: Error) => void = () => {};
    const { actor, client } = start({
      acceptShare: vi.fn(() => new Promise((_, r) => (reject = r))),
    });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'share.answer', id: 'n2', accept: true });
    expect(actor.getSnapshot().context.hidden).toEqual(['n2']);
    expect(client.acceptShare).toHaveBeenCalledWith('c'.repeat(24), bob._id);
    reject(new Error('gone'));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.hidden).toEqual([]);
    expect(byId(actor.getSnapshot().context.notifications, 'n2')?.read).toBe(false);
    actor.stop();
  });

  it('denying a share stays hidden and read; clear deletes everything', async () => {
    const { actor, client } = start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'share.answer', id: 'n2', accept: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.denyShare).toHaveBeenCalledWith('c'.repeat(24));
    expect(actor.getSnapshot().context.hidden).toEqual(['n2']);
    actor.send({ type: 'notifications.clear' });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.clearNotifications).toHaveBeenCalledWith(me);
    expect(actor.getSnapshot().context.notifications).toEqual([]);
    actor.stop();
  });

  it('a failed read, friend answer or clear leaves the notifications as they were (only logged)', async () => {
    const down = vi.fn(async () => Promise.reject(new Error('Request failed (500)')));
    const { actor, client } = start({
      markNotificationRead: down,
      acceptFriendRequest: down,
      clearNotifications: down,
    });
    await vi.advanceTimersByTimeAsync(0);
    const before = actor.getSnapshot().context.notifications;
    actor.send({ type: 'notification.read', id: 'n3' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ feed: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.reading).toBeNull();
    actor.send({ type: 'friendRequest.answer', id: 'n1', accept: true });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ feed: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.answering).toBeNull();
    actor.send({ type: 'notifications.clear' });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.clearNotifications).toHaveBeenCalledWith(me);
    expect(actor.getSnapshot().matches({ feed: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.notifications).toEqual(before);
    expect(unreadCount(actor.getSnapshot().context.notifications)).toBe(3);
    actor.stop();
  });

  it('reaches every state', () => {
    expect(
      unreachableStates(notificationsMachine, {
        input: { client: {} as NotificationsClient, memberId: me, now: () => 0 },
        events: [
          { type: 'panel.open' },
          { type: 'panel.close' },
          { type: 'notification.read', id: 'n3' },
          { type: 'friendRequest.answer', id: 'n1', accept: true },
          { type: 'share.answer', id: 'n2', accept: true },
          { type: 'notifications.clear' },
          received,
          elapsed('notificationPoll', 'notifications.feed.idle'),
          done('fetchNotifications', [friendRequest, share]),
          done('markRead'),
          done('answerFriendRequest'),
          failed('answerShare'),
          done('clearAll'),
        ],
        serialize: (s) => JSON.stringify(s.value),
      }),
    ).toEqual([]);
  });
});

describe('notificationsMachine transition table', () => {
  const loaded = done('fetchNotifications', [friendRequest, share, like]);
  it.each<TransitionRow>([
    ['loading at first, panel closed', [], { feed: 'loading', panel: 'closed' }],
    ['loaded', [loaded], { feed: 'idle' }],
    ['a failed fetch waits for the next poll', [failed('fetchNotifications')], { feed: 'idle' }],
    ['polled again', [loaded, elapsed('notificationPoll', 'notifications.feed.idle')], { feed: 'loading' }],
    ['a live notification fetches at once', [loaded, received], { feed: 'loading' }],
    [
      'a live notification while answering is let go',
      [loaded, { type: 'notifications.clear' }, received],
      {
        feed: 'clearing',
      },
    ],
    ['panel open', [loaded, { type: 'panel.open' }], { panel: 'open' }],
    ['panel closed', [loaded, { type: 'panel.open' }, { type: 'panel.close' }], { panel: 'closed' }],
    ['marking read', [loaded, { type: 'notification.read', id: 'n3' }], { feed: 'marking' }],
    [
      'answering a friend request',
      [loaded, { type: 'friendRequest.answer', id: 'n1', accept: true }],
      { feed: 'answeringFriend' },
    ],
    [
      'answering a share request',
      [loaded, { type: 'share.answer', id: 'n2', accept: false }],
      { feed: 'answeringShare' },
    ],
    ['clearing', [loaded, { type: 'notifications.clear' }], { feed: 'clearing' }],
  ])('%s', (_, events, expected) => {
    expect(
      stateAfter(
        notificationsMachine,
        { client: {} as NotificationsClient, memberId: me, now: () => 0 },
        events,
      ).matches(expected as never),
    ).toBe(true);
  });
});

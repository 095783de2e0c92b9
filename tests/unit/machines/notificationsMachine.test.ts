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
const bobAsks = { _id: bob._id, username: 'bob', fName: 'bob', lName: '', profilePic: '' };

function start(overrides: Partial<NotificationsClient> = {}) {
  const live = fakeLiveUpdates();
  const client: NotificationsClient = {
    onStale: live.onStale,
    getNotifications: vi.fn(async () => [friendRequest, share, like]),
    getFriendRequests: vi.fn(async () => [bobAsks]),
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

/** What the machine hears of either, through the live-event router. */
const stale = { type: 'notifications.stale' } as const;

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

  it('fetches the pending friend requests with the notifications', async () => {
    const { actor, client } = start();
    await vi.advanceTimersByTimeAsync(0);
    expect(client.getFriendRequests).toHaveBeenCalledWith(me);
    expect(actor.getSnapshot().context.requests).toEqual([bobAsks]);
    actor.stop();
  });

  it('accepting a friend request answers it by the requester, says so on its row and fetches again', async () => {
    const { actor, client } = start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'friendRequest.answer', requesterId: bob._id, accept: true });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(client.acceptFriendRequest).toHaveBeenCalledWith({ currentUserId: me, requesterId: bob._id });
    // The server marks the request's notifications read and answered: no separate read call.
    expect(client.markNotificationRead).not.toHaveBeenCalled();
    expect(client.getNotifications).toHaveBeenCalledTimes(2);
    actor.stop();
  });

  it('until the server says otherwise, an answered request leaves the list and its row reads as answered', async () => {
    let answered: () => void = () => {};
    const { actor } = start({
      denyFriendRequest: vi.fn(() => new Promise((resolve) => (answered = () => resolve({})))),
      // The fetch after the answer is still on its way.
      getNotifications: vi
        .fn()
        .mockResolvedValueOnce([friendRequest, share, like])
        .mockImplementation(() => new Promise(() => {})),
    });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'friendRequest.answer', requesterId: bob._id, accept: false });
    answered();
    await vi.advanceTimersByTimeAsync(0);
    const { context } = actor.getSnapshot();
    expect(context.requests).toEqual([]);
    expect(byId(context.notifications, 'n1')).toMatchObject({ read: true, answer: 'declined' });
    actor.stop();
  });

  it('a failed friend answer is an alert, and the feed is fetched again', async () => {
    const { actor, client } = start({
      acceptFriendRequest: vi.fn(async () => Promise.reject(new Error('404'))),
    });
    const alerts: string[] = [];
    actor.on('alert.show', (event) => alerts.push(event.text));
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'friendRequest.answer', requesterId: bob._id, accept: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(alerts).toEqual(['Failed to answer the friend request. Please try again.']);
    expect(client.getNotifications).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.requests).toEqual([bobAsks]);
    actor.stop();
  });

  it('opening a row marks it read and closes the panel; a read row is not marked again', async () => {
    const { actor, client } = start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'panel.open' });
    actor.send({ type: 'notification.open', id: 'n3' });
    expect(actor.getSnapshot().matches({ panel: 'closed', feed: 'marking' })).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(byId(actor.getSnapshot().context.notifications, 'n3')?.read).toBe(true);
    actor.send({ type: 'notification.open', id: 'n3' });
    expect(actor.getSnapshot().matches({ feed: 'idle' })).toBe(true);
    expect(client.markNotificationRead).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('a row opened while the list is fetched is marked read once it has arrived', async () => {
    const { actor, client } = start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send(stale);
    actor.send({ type: 'notification.open', id: 'n3' });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.markNotificationRead).toHaveBeenCalledWith('n3');
    expect(byId(actor.getSnapshot().context.notifications, 'n3')?.read).toBe(true);
    actor.stop();
  });

  it('Clear asks first: Cancel keeps everything, and the panel stays open while asking', async () => {
    const { actor, client } = start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'panel.open' });
    actor.send({ type: 'notifications.clear' });
    expect(actor.getSnapshot().matches({ feed: 'confirmingClear' })).toBe(true);
    // The click in the question is a click outside the panel: it stays open.
    actor.send({ type: 'panel.close' });
    expect(actor.getSnapshot().matches({ panel: 'open' })).toBe(true);
    actor.send({ type: 'clear.cancel' });
    expect(actor.getSnapshot().matches({ feed: 'idle' })).toBe(true);
    expect(client.clearNotifications).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.notifications).toHaveLength(3);
    actor.stop();
  });

  it('clearing keeps the pending friend requests: they are a relation, not notifications', async () => {
    const { actor, client } = start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'notifications.clear' });
    actor.send({ type: 'clear.confirm' });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.clearNotifications).toHaveBeenCalledWith(me);
    expect(actor.getSnapshot().context.notifications).toEqual([]);
    expect(actor.getSnapshot().context.requests).toEqual([bobAsks]);
    actor.stop();
  });

  it('a live friends change fetches at once', async () => {
    const { actor, client, live } = start();
    await vi.advanceTimersByTimeAsync(0);
    live.push({ type: 'friends.changed', change: 'request', memberId: bob._id });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.getFriendRequests).toHaveBeenCalledTimes(2);
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

  it('a denied share comes back answered and read, with no buttons left to press', async () => {
    const { actor, client } = start({
      getNotifications: vi
        .fn()
        .mockResolvedValueOnce([friendRequest, share, like])
        .mockImplementation(() => new Promise(() => {})),
    });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'share.answer', id: 'n2', accept: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.denyShare).toHaveBeenCalledWith('c'.repeat(24));
    expect(actor.getSnapshot().context.hidden).toEqual([]);
    expect(byId(actor.getSnapshot().context.notifications, 'n2')).toMatchObject({
      read: true,
      answer: 'declined',
    });
    actor.stop();
  });

  it('a failed read, friend answer or clear leaves the notifications as they were', async () => {
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
    actor.send({ type: 'friendRequest.answer', requesterId: bob._id, accept: true });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ feed: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.answering).toBeNull();
    actor.send({ type: 'notifications.clear' });
    actor.send({ type: 'clear.confirm' });
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
          { type: 'notification.open', id: 'n3' },
          { type: 'friendRequest.answer', requesterId: bob._id, accept: true },
          { type: 'share.answer', id: 'n2', accept: true },
          { type: 'notifications.clear' },
          { type: 'clear.confirm' },
          { type: 'clear.cancel' },
          stale,
          elapsed('notificationPoll', 'notifications.feed.idle'),
          done('fetchFeed', { notifications: [friendRequest, share, like], requests: [bobAsks] }),
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
  const loaded = done('fetchFeed', { notifications: [friendRequest, share, like], requests: [bobAsks] });
  it.each<TransitionRow>([
    ['loading at first, panel closed', [], { feed: 'loading', panel: 'closed' }],
    ['loaded', [loaded], { feed: 'idle' }],
    ['a failed fetch waits for the next poll', [failed('fetchFeed')], { feed: 'idle' }],
    ['polled again', [loaded, elapsed('notificationPoll', 'notifications.feed.idle')], { feed: 'loading' }],
    ['a live notification fetches at once', [loaded, stale], { feed: 'loading' }],
    [
      'a live notification while clearing is let go',
      [loaded, { type: 'notifications.clear' }, { type: 'clear.confirm' }, stale],
      {
        feed: 'clearing',
      },
    ],
    ['panel open', [loaded, { type: 'panel.open' }], { panel: 'open' }],
    ['panel closed', [loaded, { type: 'panel.open' }, { type: 'panel.close' }], { panel: 'closed' }],
    ['marking read', [loaded, { type: 'notification.read', id: 'n3' }], { feed: 'marking' }],
    [
      'opening a row marks it read and closes the panel',
      [loaded, { type: 'panel.open' }, { type: 'notification.open', id: 'n3' }],
      { feed: 'marking', panel: 'closed' },
    ],
    [
      'answering a friend request',
      [loaded, { type: 'friendRequest.answer', requesterId: bob._id, accept: true }],
      { feed: 'answeringFriend' },
    ],
    [
      'answered: fetched again',
      [
        loaded,
        { type: 'friendRequest.answer', requesterId: bob._id, accept: true },
        done('answerFriendRequest'),
      ],
      { feed: 'loading' },
    ],
    [
      'answering a share request',
      [loaded, { type: 'share.answer', id: 'n2', accept: false }],
      { feed: 'answeringShare' },
    ],
    ['Clear asks first', [loaded, { type: 'notifications.clear' }], { feed: 'confirmingClear' }],
    [
      'confirmed: clearing',
      [loaded, { type: 'notifications.clear' }, { type: 'clear.confirm' }],
      { feed: 'clearing' },
    ],
    ['cancelled', [loaded, { type: 'notifications.clear' }, { type: 'clear.cancel' }], { feed: 'idle' }],
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

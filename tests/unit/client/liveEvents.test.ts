import type { LiveUpdate } from '@potluck/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppClient } from '../../../packages/client/src/appClient.ts';
import {
  createLiveEvents,
  type EventSourceLike,
  toLiveUpdate,
} from '../../../packages/client/src/liveEvents.ts';

const kenji = 'k'.repeat(24);
const messageId = 'a'.repeat(24);

/** A stand-in for the browser's EventSource: the test plays the server and the browser's reconnecting. */
class FakeStream implements EventSourceLike {
  readyState = 0;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  private fire(type: string, data = '') {
    for (const listener of this.listeners.get(type) ?? []) listener({ data } as MessageEvent<string>);
  }
  opened() {
    this.readyState = 1;
    this.fire('open');
  }
  says(event: { type: string } & Record<string, unknown>) {
    this.fire(event.type, JSON.stringify(event));
  }
  /** The connection dropped; the browser reconnects by itself. */
  dropped() {
    this.readyState = 0;
    this.fire('error');
  }
  /** The browser gave up (the server answered an error, such as 401). */
  refused() {
    this.readyState = 2;
    this.fire('error');
  }
}

function setup() {
  const streams: FakeStream[] = [];
  const subscribe = createLiveEvents({
    url: '/api/events',
    open: (url) => {
      const stream = new FakeStream(url);
      streams.push(stream);
      return stream;
    },
    firstRetryMs: 1_000,
    maxRetryMs: 4_000,
  });
  return { streams, subscribe, latest: () => streams.at(-1) as FakeStream };
}

describe('live events (GET /api/events)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("turns the server's events into the machines' events", () => {
    const { subscribe, latest } = setup();
    const received: LiveUpdate[] = [];
    subscribe((update) => received.push(update));
    latest().opened();
    latest().says({ type: 'message', messageId, from: kenji });
    latest().says({ type: 'notification', notificationId: messageId, notificationType: 'recipe_like' });
    latest().says({ type: 'friends', change: 'accept', memberId: kenji });
    latest().says({ type: 'cookbook', cookbookId: messageId });
    latest().says({ type: 'shopping', listId: messageId });
    latest().says({ type: 'plan', planId: messageId });
    latest().says({ type: 'potluck', potluckId: kenji });
    latest().says({ type: 'potluck', potluckId: kenji, messageId });
    latest().says({ type: 'potluck', potluckId: kenji, version: '2026-11-29T10:00:00.123Z' });
    latest().says({ type: 'cooked', recipeId: '716429', cookId: messageId, memberId: kenji });
    expect(received).toEqual([
      { type: 'message.received', messageId, from: kenji },
      { type: 'notification.received', notificationId: messageId, notificationType: 'recipe_like' },
      { type: 'friends.changed', change: 'accept', memberId: kenji },
      { type: 'cookbook.changed', cookbookId: messageId },
      { type: 'shopping.changed', listId: messageId },
      { type: 'plan.changed', planId: messageId },
      { type: 'potluck.changed', potluckId: kenji },
      { type: 'potluck.changed', potluckId: kenji, messageId },
      { type: 'potluck.changed', potluckId: kenji, version: '2026-11-29T10:00:00.123Z' },
      { type: 'cooks.changed', recipeId: '716429', cookId: messageId, memberId: kenji },
    ]);
  });

  it('ignores what it does not understand', () => {
    expect(toLiveUpdate('message', 'not json')).toBeNull();
    expect(toLiveUpdate('message', JSON.stringify({ type: 'friends', change: 'accept' }))).toBeNull();
    expect(toLiveUpdate('cookbook', JSON.stringify({ type: 'cookbook' }))).toBeNull();
    expect(toLiveUpdate('shopping', JSON.stringify({ type: 'shopping' }))).toBeNull();
    expect(toLiveUpdate('plan', JSON.stringify({ type: 'plan' }))).toBeNull();
    expect(toLiveUpdate('potluck', JSON.stringify({ type: 'potluck' }))).toBeNull();
    expect(toLiveUpdate('cooked', JSON.stringify({ type: 'cooked', recipeId: '716429' }))).toBeNull();
  });

  it('shares one stream between subscribers and closes it with the last', () => {
    const { streams, subscribe, latest } = setup();
    const first = vi.fn();
    const second = vi.fn();
    const leaveFirst = subscribe(first);
    const leaveSecond = subscribe(second);
    expect(streams).toHaveLength(1);
    expect(latest().url).toBe('/api/events');
    latest().says({ type: 'message', messageId, from: kenji });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    leaveFirst();
    expect(latest().closed).toBe(false);
    leaveSecond();
    expect(latest().closed).toBe(true);
  });

  it("leaves a dropped connection to the browser's own reconnecting", async () => {
    const { streams, subscribe, latest } = setup();
    subscribe(vi.fn());
    latest().opened();
    latest().dropped();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(streams).toHaveLength(1);
    expect(latest().closed).toBe(false);
  });

  it('opens a new stream after the browser gives up, waiting longer each time, and starts over once open', async () => {
    const { streams, subscribe, latest } = setup();
    subscribe(vi.fn());
    latest().refused();
    await vi.advanceTimersByTimeAsync(999);
    expect(streams).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(streams).toHaveLength(2);
    latest().refused();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(streams).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(streams).toHaveLength(3);
    latest().refused();
    await vi.advanceTimersByTimeAsync(4_000);
    expect(streams).toHaveLength(4);
    // At most maxRetryMs apart.
    latest().refused();
    await vi.advanceTimersByTimeAsync(4_000);
    expect(streams).toHaveLength(5);
    latest().opened();
    latest().refused();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(streams).toHaveLength(6);
  });

  it('unsubscribing while waiting to reconnect stops trying', async () => {
    const { streams, subscribe, latest } = setup();
    const leave = subscribe(vi.fn());
    latest().refused();
    leave();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(streams).toHaveLength(1);
  });

  it("is opened by the app client's live-event router on the client's server, while anyone listens", async () => {
    const urls: string[] = [];
    const client = createAppClient({
      baseUrl: 'https://potluck.test',
      openEventSource: (url) => {
        urls.push(url);
        return new FakeStream(url);
      },
    });
    const leave = client.onStale(['notifications'], vi.fn());
    // The router comes in a chunk of its own, loaded with the first listener.
    await vi.waitFor(() => expect(urls).toEqual(['https://potluck.test/api/events']));
    leave();
  });
});

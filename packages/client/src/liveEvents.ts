// The server's live events (GET /api/events, Server-Sent Events) as `LiveUpdate`s (`message.received`,
// `notification.received`, `friends.changed`, `cookbook.changed`, `shopping.changed`, `plan.changed`,
// `potluck.changed`, `cooks.changed`), read by the live-event router alone (data/liveRouter.ts). One stream serves every
// subscriber: it opens with the first and closes with the last. EventSource reconnects by itself after a dropped connection; when it gives up (the
// server answered an error, such as 401 after the session ended) we open a new one after a pause that doubles
// up to `maxRetryMs`. Nothing is lost meanwhile: the machines' polls (SPEC §9) stay as the fallback.
// Types only: the contract's zod schemas stay out of the browser's first download.
import type { LiveEvent, LiveUpdate, SubscribeToLiveUpdates } from '@potluck/contract';

type Listener = (update: LiveUpdate) => void;

/** The part of the browser's EventSource the stream uses, so tests can hand in a fake. */
export interface EventSourceLike {
  readonly readyState: number;
  /** The SSE event names, plus `open` and `error`. */
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}
export type OpenEventSource = (url: string) => EventSourceLike;

export type LiveEventsOptions = {
  url?: string;
  open?: OpenEventSource | undefined;
  /** The first pause before opening a stream the browser gave up on. */
  firstRetryMs?: number;
  maxRetryMs?: number;
};

const liveEventNames = [
  'notification',
  'message',
  'friends',
  'cookbook',
  'shopping',
  'plan',
  'potluck',
  'cooked',
] as const satisfies readonly LiveEvent['type'][];
const closed = 2; // EventSource.CLOSED

/** The live update for one SSE message, or null for anything this SPA does not know. */
export function toLiveUpdate(name: string, data: string): LiveUpdate | null {
  let event: LiveEvent;
  try {
    event = JSON.parse(data) as LiveEvent;
  } catch {
    return null;
  }
  if (event?.type !== name) return null;
  switch (event.type) {
    case 'message':
      return { type: 'message.received', messageId: event.messageId, from: event.from };
    case 'notification':
      return {
        type: 'notification.received',
        notificationId: event.notificationId,
        notificationType: event.notificationType,
      };
    case 'friends':
      return { type: 'friends.changed', change: event.change, memberId: event.memberId };
    case 'cookbook':
      return typeof event.cookbookId === 'string'
        ? { type: 'cookbook.changed', cookbookId: event.cookbookId }
        : null;
    case 'shopping':
      if (typeof event.listId !== 'string') return null;
      return withVersion({ type: 'shopping.changed', listId: event.listId }, event);
    case 'plan':
      if (typeof event.planId !== 'string') return null;
      return withVersion({ type: 'plan.changed', planId: event.planId }, event);
    case 'potluck':
      if (typeof event.potluckId !== 'string') return null;
      if (typeof event.messageId === 'string') {
        return { type: 'potluck.changed', potluckId: event.potluckId, messageId: event.messageId };
      }
      return withVersion({ type: 'potluck.changed', potluckId: event.potluckId }, event);
    case 'cooked': {
      const { recipeId, cookId, memberId } = event;
      if (typeof recipeId !== 'string' || typeof cookId !== 'string' || typeof memberId !== 'string')
        return null;
      return { type: 'cooks.changed', recipeId, cookId, memberId };
    }
    default:
      return null;
  }
}

/** The update with the version its event carries, when it carries one (a string, the thing's updatedAt). */
function withVersion<U extends LiveUpdate>(update: U, event: object): U {
  const { version } = event as { version?: unknown };
  return typeof version === 'string' ? { ...update, version } : update;
}

const browserEventSource: OpenEventSource | undefined =
  typeof EventSource === 'undefined' ? undefined : (url) => new EventSource(url, { withCredentials: true });

export function createLiveEvents({
  url = '/api/events',
  open = browserEventSource,
  firstRetryMs = 1_000,
  maxRetryMs = 30_000,
}: LiveEventsOptions = {}): SubscribeToLiveUpdates {
  const listeners = new Set<Listener>();
  let source: EventSourceLike | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let pause = firstRetryMs;

  const deliver = (event: LiveUpdate) => {
    for (const listener of [...listeners]) listener(event);
  };

  const connect = () => {
    retry = null;
    if (!open || listeners.size === 0) return;
    const stream = open(url);
    source = stream;
    stream.addEventListener('open', () => {
      pause = firstRetryMs;
    });
    for (const name of liveEventNames) {
      stream.addEventListener(name, (message) => {
        const event = toLiveUpdate(name, message.data);
        if (event) deliver(event);
      });
    }
    stream.addEventListener('error', () => {
      // CONNECTING: the browser is already reconnecting. CLOSED: it gave up, so we try again later.
      if (stream.readyState !== closed || source !== stream) return;
      stream.close();
      source = null;
      retry = setTimeout(connect, pause);
      pause = Math.min(pause * 2, maxRetryMs);
    });
  };

  const disconnect = () => {
    if (retry) clearTimeout(retry);
    retry = null;
    source?.close();
    source = null;
    pause = firstRetryMs;
  };

  return (listener) => {
    listeners.add(listener);
    if (!source && !retry) connect();
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) disconnect();
    };
  };
}

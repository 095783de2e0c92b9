import type { LiveEvent } from '@potluck/contract';
import type { Db } from './db/db.ts';

// Live events for logged-in members (GET /api/events streams them as Server-Sent Events). On PGlite the whole
// database lives in this process, so events fan out in memory. On PostgreSQL several app instances share the
// database: events travel through NOTIFY on one channel, and every instance's hub LISTENs and delivers to its
// own connections. Either way an event is sent only after the transaction that caused it commits. The events are
// the contract's `LiveEvent`s, the ones the client reads.

/**
 * Not for the browser: a session of the member ended or changed (logout, password change, rename, deletion), so
 * each of their open streams checks that its own session still holds, on whichever instance it is open.
 */
export interface SessionSignal {
  type: 'session';
}

type Listener = (event: LiveEvent | SessionSignal) => void;

export interface EventHub {
  /** Registers a listener for one member's events; returns the function that removes it. */
  subscribe(memberId: string, listener: Listener): Promise<() => void>;
  /** Ends every open stream (server shutdown). */
  onClose(fn: () => void): () => void;
  /** How many listeners (open streams) this instance holds. */
  streams(): number;
  close(): Promise<void>;
}

const channel = 'potluck_events';
const localHubs = new Set<{ deliver(memberId: string, event: LiveEvent | SessionSignal): void }>();

export function createEventHub(db: Db): EventHub {
  const listeners = new Map<string, Set<Listener>>();
  const closers = new Set<() => void>();
  let open = 0;
  let unlisten: Promise<() => Promise<void>> | undefined;
  let closed = false;

  const deliver = (memberId: string, event: LiveEvent | SessionSignal) => {
    for (const listener of listeners.get(memberId) ?? []) listener(event);
  };
  const local = { deliver };
  if (db.kind === 'pglite') localHubs.add(local);

  const onPayload = (payload: string) => {
    try {
      const { memberId, event } = JSON.parse(payload) as {
        memberId: string;
        event: LiveEvent | SessionSignal;
      };
      deliver(memberId, event);
    } catch {
      // Not ours: another program notifying on the same channel.
    }
  };

  return {
    async subscribe(memberId, listener) {
      if (closed) return () => {};
      if (db.kind === 'postgres') {
        unlisten ??= db.listen(channel, onPayload);
        // A first LISTEN that failed (the database was down) is tried again by the next stream; once
        // listening, the connection reconnects by itself (db/postgresListener.ts).
        const listening = unlisten;
        await listening.catch((error: unknown) => {
          if (unlisten === listening) unlisten = undefined;
          throw error;
        });
      }
      const set = listeners.get(memberId) ?? new Set();
      set.add(listener);
      listeners.set(memberId, set);
      open += 1;
      let removed = false;
      return () => {
        if (removed) return;
        removed = true;
        open -= 1;
        set.delete(listener);
        if (set.size === 0) listeners.delete(memberId);
      };
    },
    onClose(fn) {
      if (closed) {
        fn();
        return () => {};
      }
      closers.add(fn);
      return () => closers.delete(fn);
    },
    streams: () => open,
    async close() {
      closed = true;
      localHubs.delete(local);
      for (const fn of closers) fn();
      closers.clear();
      listeners.clear();
      open = 0;
      if (unlisten) await (await unlisten.catch(() => async () => {}))();
      unlisten = undefined;
    },
  };
}

/** Tells a member's open event streams about something new, once the current transaction commits. */
export async function publish(db: Db, memberId: string, event: LiveEvent | SessionSignal): Promise<void> {
  if (db.kind === 'postgres') {
    // NOTIFY inside a transaction is delivered at commit, and not at all on rollback.
    await db.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify({ memberId, event })]);
    return;
  }
  db.afterCommit(() => {
    for (const hub of localHubs) hub.deliver(memberId, event);
  });
}

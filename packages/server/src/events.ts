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
      const { memberIds, event } = JSON.parse(payload) as {
        memberIds: string[];
        event: LiveEvent | SessionSignal;
      };
      for (const memberId of memberIds) deliver(memberId, event);
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

/** How many member ids one NOTIFY carries: 200 ids of 24 characters stay well under its 8,000-byte payload. */
const idsPerNotify = 200;

/**
 * Tells the open event streams of a member (or of every member of an audience) about something new, once the
 * current transaction commits. An audience is one NOTIFY (per 200 members) on PostgreSQL, not one per member.
 */
export async function publish(
  db: Db,
  audience: string | readonly string[],
  event: LiveEvent | SessionSignal,
): Promise<void> {
  const memberIds = typeof audience === 'string' ? [audience] : [...new Set(audience)];
  if (memberIds.length === 0) return;
  if (db.kind === 'postgres') {
    // NOTIFY inside a transaction is delivered at commit, and not at all on rollback.
    for (let from = 0; from < memberIds.length; from += idsPerNotify) {
      const payload = JSON.stringify({ memberIds: memberIds.slice(from, from + idsPerNotify), event });
      await db.query('SELECT pg_notify($1, $2)', [channel, payload]);
    }
    return;
  }
  db.afterCommit(() => {
    for (const hub of localHubs) for (const memberId of memberIds) hub.deliver(memberId, event);
  });
}

/**
 * Tells each audience its event, once the current transaction commits: one statement for them all on PostgreSQL
 * (a potluck's claim tells its guests the potluck changed and the course's other cooks their notification), each
 * audience cut in NOTIFYs of 200 members as publish does.
 */
export async function publishMany(
  db: Db,
  deliveries: readonly { memberIds: readonly string[]; event: LiveEvent }[],
): Promise<void> {
  const batches = deliveries.flatMap(({ memberIds, event }) => {
    const unique = [...new Set(memberIds)];
    const cut: { memberIds: string[]; event: LiveEvent }[] = [];
    for (let from = 0; from < unique.length; from += idsPerNotify) {
      cut.push({ memberIds: unique.slice(from, from + idsPerNotify), event });
    }
    return cut;
  });
  if (batches.length === 0) return;
  if (db.kind === 'postgres') {
    await db.query('SELECT pg_notify($1, payload) FROM unnest($2::text[]) AS payload', [
      channel,
      batches.map((batch) => JSON.stringify(batch)),
    ]);
    return;
  }
  db.afterCommit(() => {
    for (const hub of localHubs) {
      for (const { memberIds, event } of batches)
        for (const memberId of memberIds) hub.deliver(memberId, event);
    }
  });
}

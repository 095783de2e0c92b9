import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Member, register } from './helpers/api.ts';
import { createFaultDatabase, type FaultDatabase, serverUrl } from './helpers/postgresDatabase.ts';
import { type ServerProcess, spawnServer, stopServer } from './helpers/serverProcess.ts';

// The potlucks' day-before reminders with real server processes on one PostgreSQL (docs/decisions/025): an
// instance that claimed a reminder is killed (-9) while it holds it, uncommitted; another instance, which skipped
// the claimed row meanwhile, sends it once the dead one's transaction is gone; and two live instances running the
// reminders every second send each reminder exactly once.

let database: FaultDatabase;
let holder: ServerProcess | undefined;
let other: ServerProcess | undefined;
let third: ServerProcess | undefined;

/** Every instance runs the reminders every second here (60 s in production). */
const everySecond = { POTLUCK_REMINDERS_SECONDS: '1' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const hoursFromNow = (hours: number) => {
  const start = new Date(Date.now() + hours * 60 * 60 * 1000).toISOString();
  return { day: start.slice(0, 10), time: start.slice(11, 16) };
};

/**
 * A potluck starting in 26 hours with `guest` going, whose reminder is then made due an hour ago in the database
 * (as if two hours had passed): its id.
 */
async function potluckDueNow(base: string, host: Member, guest: Member, title: string): Promise<string> {
  const created = await call(base, 'POST', '/api/potlucks', {
    cookie: host.cookie,
    body: { title, ...hoursFromNow(26) },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = (created.body as { id: string }).id;
  const invited = await call(base, 'POST', `/api/potlucks/${id}/invitations`, {
    cookie: host.cookie,
    body: { memberIds: [guest.id] },
  });
  expect(invited.status).toBe(200);
  const answered = await call(base, 'PUT', `/api/potlucks/${id}/answer`, {
    cookie: guest.cookie,
    body: { answer: 'going' },
  });
  expect(answered.status).toBe(200);
  await database.query(
    `UPDATE potluck_reminders SET due_at = now() - interval '1 hour' WHERE potluck_id = $1 AND sent_at IS NULL`,
    [id],
  );
  return id;
}

/** Reminder notifications written for the potluck, per member. */
async function remindersOf(potluckId: string): Promise<Record<string, number>> {
  const rows = await database.query<{ member_id: string; n: number }>(
    `SELECT member_id, count(*)::int AS n FROM notifications
      WHERE type = 'potluck_reminder' AND data->>'potluckId' = $1 GROUP BY member_id`,
    [potluckId],
  );
  return Object.fromEntries(rows.map((row) => [row.member_id, row.n]));
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(200);
  }
  return false;
}

describe.skipIf(!serverUrl)('potluck reminders on several instances of one PostgreSQL', () => {
  beforeAll(async () => {
    database = await createFaultDatabase();
  });
  afterAll(async () => {
    await stopServer(holder);
    await stopServer(other);
    await stopServer(third);
    await database?.drop();
  });

  it('sends a reminder that a killed instance held uncommitted, from another instance, once', async () => {
    // The holder claims due reminders and then waits a minute before committing: long enough to be killed.
    holder = await spawnServer({
      DATABASE_URL: database.url,
      ...everySecond,
      POTLUCK_REMINDERS_HOLD_MS: '60000',
    });
    const host = await register(holder.url);
    const guest = await register(holder.url);
    await call(holder.url, 'POST', '/api/friend-request', {
      cookie: host.cookie,
      body: { fromId: host.id, toId: guest.id },
    });
    await call(holder.url, 'POST', '/api/friend-request/accept', {
      cookie: guest.cookie,
      body: { currentUserId: guest.id, requesterId: host.id },
    });
    const potluckId = await potluckDueNow(holder.url, host, guest, 'Held and killed');
    const claimed = await waitFor(async () => holder!.output().includes('potluck reminders claimed'), 10_000);
    expect(claimed, holder.output()).toBe(true);

    other = await spawnServer({ DATABASE_URL: database.url, ...everySecond });
    // The other instance runs meanwhile, skips the claimed row (never waits on it), and sends nothing.
    await sleep(2500);
    expect(await remindersOf(potluckId)).toEqual({});
    expect(other.output()).not.toContain('potluck reminders sent');

    holder.child.kill('SIGKILL');
    await holder.exited;
    const sent = await waitFor(async () => Object.keys(await remindersOf(potluckId)).length > 0, 15_000);
    expect(sent, other.output()).toBe(true);
    await sleep(2500);
    expect(await remindersOf(potluckId)).toEqual({ [host.id]: 1, [guest.id]: 1 });
  });

  it('sends each reminder exactly once while two live instances run the reminders every second', async () => {
    third = await spawnServer({ DATABASE_URL: database.url, ...everySecond });
    const base = other!.url;
    const host = await register(base);
    const guest = await register(third.url);
    await call(base, 'POST', '/api/friend-request', {
      cookie: host.cookie,
      body: { fromId: host.id, toId: guest.id },
    });
    await call(third.url, 'POST', '/api/friend-request/accept', {
      cookie: guest.cookie,
      body: { currentUserId: guest.id, requesterId: host.id },
    });
    const ids: string[] = [];
    for (let n = 0; n < 6; n++)
      ids.push(await potluckDueNow(n % 2 ? base : third.url, host, guest, `Party ${n}`));
    const allSent = await waitFor(async () => {
      for (const id of ids) if (Object.keys(await remindersOf(id)).length === 0) return false;
      return true;
    }, 15_000);
    expect(allSent).toBe(true);
    // A few more runs on both: nothing is sent twice.
    await sleep(2500);
    for (const id of ids) expect(await remindersOf(id)).toEqual({ [host.id]: 1, [guest.id]: 1 });
  });
});

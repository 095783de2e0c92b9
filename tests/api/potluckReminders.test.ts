import type { Notification, Potluck } from '@potluck/contract';
import { addDays, notificationText } from '@potluck/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPotluckReminderRepository } from '../../packages/server/src/repositories/potluckReminderRepository.ts';
import {
  createTestApp,
  makeFriends,
  registerMember,
  type TestApp,
  type TestMember,
} from './helpers/index.ts';

// The day-before reminder of a potluck (docs/decisions/025): sent once, by the server, to everyone going, with a
// simulated clock; exactly once when two instances run at the same time on one database; and not lost when the
// run that claimed it dies before committing. tests/faults/postgres.test.ts kills a real process holding it.

const onPostgres = process.env.TEST_DB === 'postgres';

let t: TestApp;
let second: Awaited<ReturnType<TestApp['secondInstance']>>;
beforeAll(async () => {
  t = await createTestApp();
  second = await t.secondInstance();
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const day = addDays(new Date().toISOString().slice(0, 10), 7);
const at = (date: string, time: string) => new Date(`${date}T${time}:00Z`);

async function ok<T = Potluck>(
  member: TestMember,
  method: 'POST' | 'PUT' | 'PATCH' | 'GET',
  url: string,
  payload?: unknown,
) {
  const response = await t.app.inject({
    method,
    url,
    headers: { cookie: member.cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<T>();
}

async function reminders(member: TestMember): Promise<Notification[]> {
  const all = await ok<Notification[]>(member, 'GET', `/api/notifications/${member.id}`);
  return all.filter((notification) => notification.type === 'potluck_reminder');
}

/** A potluck on `day` at `time` hosted by a new member, with a friend going and one who only may come. */
async function potluckWithGuests(title: string, time = '19:00') {
  const maria = await registerMember(t.app, { fName: 'Maria', lName: 'Rossi' });
  const kenji = await registerMember(t.app);
  const priya = await registerMember(t.app);
  await makeFriends(t.app, maria, kenji);
  await makeFriends(t.app, maria, priya);
  const potluck = await ok(maria, 'POST', '/api/potlucks', { title, day, time });
  await ok(maria, 'POST', `/api/potlucks/${potluck.id}/invitations`, { memberIds: [kenji.id, priya.id] });
  await ok(kenji, 'PUT', `/api/potlucks/${potluck.id}/answer`, { answer: 'going', people: 2 });
  await ok(priya, 'PUT', `/api/potlucks/${potluck.id}/answer`, { answer: 'maybe' });
  return { potluck, maria, kenji, priya };
}

describe('the day-before reminder', () => {
  it('goes once, the day before at the potluck’s time, to everyone going (the host too) and to no one else', async () => {
    const { potluck, maria, kenji, priya } = await potluckWithGuests('Harvest supper');
    const dayBefore = addDays(day, -1);
    expect(await t.app.potluckReminders.run(at(dayBefore, '18:59'))).toEqual({
      potlucks: 0,
      notifications: 0,
    });
    expect(await reminders(kenji)).toEqual([]);
    expect(await t.app.potluckReminders.run(at(dayBefore, '19:00'))).toEqual({
      potlucks: 1,
      notifications: 2,
    });
    expect(await t.app.potluckReminders.run(at(dayBefore, '19:01'))).toEqual({
      potlucks: 0,
      notifications: 0,
    });
    const [kenjis] = await reminders(kenji);
    expect(notificationText(kenjis!)).toBe('Tomorrow: the potluck “Harvest supper”, hosted by Maria Rossi.');
    expect(kenjis!.data).toEqual({ potluckId: potluck.id });
    expect(await reminders(maria)).toHaveLength(1);
    expect(await reminders(priya)).toEqual([]);
  });

  it('is due again after the host moves the potluck, and never for a cancelled one or one already begun', async () => {
    const moved = await potluckWithGuests('Moved');
    await t.app.potluckReminders.run(at(addDays(day, -1), '19:00'));
    const later = addDays(day, 3);
    await ok(moved.maria, 'PATCH', `/api/potlucks/${moved.potluck.id}`, { day: later });
    await t.app.potluckReminders.run(at(addDays(later, -1), '19:00'));
    expect(await reminders(moved.kenji)).toHaveLength(2);

    const cancelled = await potluckWithGuests('Cancelled');
    await ok(cancelled.maria, 'POST', `/api/potlucks/${cancelled.potluck.id}/cancel`);
    const begun = await potluckWithGuests('Begun');
    // A potluck set for less than a day ahead has no reminder: its guests are hearing of it now.
    const soon = new Date(Date.now() + 3 * 60 * 60 * 1000).toISOString();
    const short = await ok(begun.maria, 'POST', '/api/potlucks', {
      title: 'Short notice',
      day: soon.slice(0, 10),
      time: soon.slice(11, 16),
    });
    expect(await t.db.query('SELECT 1 FROM potluck_reminders WHERE potluck_id = $1', [short.id])).toEqual([]);
    // The servers were all down until after it started: a reminder then helps nobody, and is not sent later either.
    await t.app.potluckReminders.run(at(day, '19:30'));
    await t.app.potluckReminders.run(at(addDays(day, 1), '12:00'));
    expect(await reminders(cancelled.kenji)).toEqual([]);
    expect(await reminders(begun.kenji)).toEqual([]);
  });

  it('is sent exactly once when two instances run at the same time, many times over', async () => {
    const parties = [];
    for (let n = 0; n < 4; n++) parties.push(await potluckWithGuests(`Party ${n}`, `1${n}:00`));
    const now = at(day, '09:00');
    const runs = await Promise.all(
      Array.from({ length: 6 }, (_, n) => (n % 2 === 0 ? t.app : second.app).potluckReminders.run(now)),
    );
    expect(runs.reduce((sum, run) => sum + run.potlucks, 0)).toBe(4);
    expect(runs.reduce((sum, run) => sum + run.notifications, 0)).toBe(8);
    for (const party of parties) {
      expect(await reminders(party.kenji)).toHaveLength(1);
      expect(await reminders(party.maria)).toHaveLength(1);
    }
  });

  it('is not lost when the run that claimed it dies before committing', async () => {
    const { kenji } = await potluckWithGuests('Survivor', '20:00');
    const now = at(addDays(day, -1), '20:00');
    const dying = createPotluckReminderRepository(t.db);
    const died = await dying
      .sendDue(now, async () => {
        throw new Error('the instance died');
      })
      .catch((error: Error) => error.message);
    expect(died).toBe('the instance died');
    expect(await reminders(kenji)).toEqual([]);
    expect(await second.app.potluckReminders.run(now)).toEqual({ potlucks: 1, notifications: 2 });
    expect(await reminders(kenji)).toHaveLength(1);
  });

  it.skipIf(!onPostgres)(
    'is skipped, not waited for, by another instance while one holds it, and sent by that other once the holder dies',
    async () => {
      const { kenji } = await potluckWithGuests('Held', '21:00');
      const now = at(addDays(day, -1), '21:00');
      let release: (error: Error) => void = () => {};
      let claimed: () => void = () => {};
      const holding = new Promise<void>((resolve) => {
        claimed = resolve;
      });
      const holder = createPotluckReminderRepository(t.db)
        .sendDue(now, () => {
          claimed();
          return new Promise((_, reject) => {
            release = reject;
          });
        })
        .catch(() => 'died');
      await holding;
      // Answered while the first run still holds its claim: had it waited on the lock, this would never return.
      expect(await second.app.potluckReminders.run(now)).toEqual({ potlucks: 0, notifications: 0 });
      release(new Error('killed'));
      expect(await holder).toBe('died');
      expect(await second.app.potluckReminders.run(now)).toEqual({ potlucks: 1, notifications: 2 });
      expect(await reminders(kenji)).toHaveLength(1);
    },
  );
});

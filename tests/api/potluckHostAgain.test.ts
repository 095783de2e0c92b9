import type { Notification, Potluck, PotluckSummary } from '@potluck/contract';
import { addDays } from '@potluck/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  createTestApp,
  type Method,
  makeFriends,
  registerMember,
  type TestApp,
  type TestMember,
} from './helpers/index.ts';
import { answerAsGuest } from './helpers/potluckGuests.ts';

// "Host again" invites whom the host could invite today (issue 39; contract hostPotluckAgainBody): the guests still
// the host's friends, never an ex-friend (whom a direct invitation would refuse), and the members who came with
// the join link only when the host asks for them (`linkGuests`).

let t: TestApp;
const call = callAs(() => t.app);
const nextWeek = addDays(new Date().toISOString().slice(0, 10), 7);
const later = addDays(nextWeek, 14);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function ok<T = Potluck>(
  member: TestMember,
  method: Method,
  url: string,
  payload?: unknown,
  status = 200,
) {
  const response = await call(member, method, url, payload);
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

async function invitesTo(member: TestMember, potluckId: string) {
  const all = await ok<Notification[]>(member, 'GET', `/api/notifications/${member.id}`);
  return all.filter((n) => n.type === 'potluck_invite' && n.data.potluckId === potluckId).length;
}

/**
 * Maria's potluck: Kenji and Lea invited as friends, Ivy (a friend) and Sam (nobody's friend) came with the join
 * link; then Lea ends the friendship.
 */
async function potluckWithEveryKindOfGuest() {
  const [maria, kenji, lea, ivy, sam] = await Promise.all(
    ['Maria', 'Kenji', 'Lea', 'Ivy', 'Sam'].map((fName) => registerMember(t.app, { fName })),
  );
  for (const friend of [kenji!, lea!, ivy!]) await makeFriends(t.app, maria!, friend);
  const potluck = await ok(
    maria!,
    'POST',
    '/api/potlucks',
    { title: 'Lunch', day: nextWeek, time: '13:00' },
    201,
  );
  await ok(maria!, 'POST', `/api/potlucks/${potluck.id}/invitations`, { memberIds: [kenji!.id, lea!.id] });
  const token = (await ok(maria!, 'PUT', `/api/potlucks/${potluck.id}/join-link`, { enabled: true }))
    .joinLink!.token!;
  for (const member of [ivy!, sam!]) await ok(member, 'POST', `/api/potluck-links/${token}/join`);
  await ok(lea!, 'PUT', '/api/friends/remove', { userId: lea!.id, friendId: maria!.id });
  return { potluck, maria: maria!, kenji: kenji!, lea: lea!, ivy: ivy!, sam: sam! };
}

describe('hosting a potluck again', () => {
  it('invites the guests still the host’s friends, and not an ex-friend or who came with the link', async () => {
    const { potluck, maria, kenji, lea, ivy, sam } = await potluckWithEveryKindOfGuest();
    const again = await ok(
      maria,
      'POST',
      `/api/potlucks/${potluck.id}/again`,
      { day: later, time: '18:00' },
      201,
    );
    // The host first; the others invited in one go, in no order a test should rely on.
    const invited = (potluck: Potluck) =>
      potluck.guests.map((guest) => `${guest.fName} ${guest.joinedBy}`).sort();
    expect(again.guests[0]?.fName).toBe('Maria');
    expect(invited(again)).toEqual(['Ivy invite', 'Kenji invite', 'Maria host']);
    // Lea and Sam were not asked, and cannot open it.
    for (const member of [lea, sam]) {
      expect(await invitesTo(member, again.id)).toBe(0);
      expect((await call(member, 'GET', `/api/potlucks/${again.id}`)).statusCode).toBe(404);
    }
    expect(await invitesTo(kenji, again.id)).toBe(1);
    expect(await invitesTo(ivy, again.id)).toBe(1);
  });

  it('invites the members who came with the join link too when the host asks, never an ex-friend', async () => {
    const { potluck, maria, lea, sam } = await potluckWithEveryKindOfGuest();
    const again = await ok(
      maria,
      'POST',
      `/api/potlucks/${potluck.id}/again`,
      { day: later, time: '18:00', linkGuests: true },
      201,
    );
    expect(again.guests.map((guest) => guest.fName).sort()).toEqual(['Ivy', 'Kenji', 'Maria', 'Sam']);
    expect(await invitesTo(sam, again.id)).toBe(1);
    expect((await ok(sam, 'GET', `/api/potlucks/${again.id}`)).guests.map((guest) => guest.fName)).toContain(
      'Sam',
    );
    expect((await call(lea, 'GET', `/api/potlucks/${again.id}`)).statusCode).toBe(404);
  });

  it('never invites a guest without an account again, but one who kept their place as an account is a member', async () => {
    const { potluck, maria } = await potluckWithEveryKindOfGuest();
    const on = await ok(maria, 'PUT', `/api/potlucks/${potluck.id}/join-link`, { enabled: true });
    const token = on.joinLink!.token!;
    await answerAsGuest(t.app, token, { name: 'Uncle Joe' });
    const ada = await answerAsGuest(t.app, token, { name: 'Ada' });
    await ok(ada, 'POST', '/api/potluck-guest/account', {
      username: `ada_${Date.now()}`,
      password: 'correct horse',
    });
    const again = await ok(
      maria,
      'POST',
      `/api/potlucks/${potluck.id}/again`,
      { day: later, time: '18:00', linkGuests: true },
      201,
    );
    expect(again.guests.map((guest) => guest.fName).sort()).toEqual(['Ada', 'Ivy', 'Kenji', 'Maria', 'Sam']);
    expect(again.guests.some((guest) => guest.guest)).toBe(false);
  });

  it('refuses a linkGuests that is not true or false, making nothing', async () => {
    const { potluck, maria } = await potluckWithEveryKindOfGuest();
    const before = await ok<PotluckSummary[]>(maria, 'GET', '/api/potlucks');
    const refused = await call(maria, 'POST', `/api/potlucks/${potluck.id}/again`, {
      day: later,
      time: '18:00',
      linkGuests: 'yes',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/^linkGuests: /);
    expect(await ok<PotluckSummary[]>(maria, 'GET', '/api/potlucks')).toEqual(before);
  });
});

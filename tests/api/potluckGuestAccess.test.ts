import type { AddressInfo } from 'node:net';
import type { Potluck, PotluckMessage } from '@potluck/contract';
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
import { openEventStream } from './helpers/liveEvents.ts';
import { answerAsGuest, potluckWithLink } from './helpers/potluckGuests.ts';

// Who may call what, with guests without an account (issue 39, docs/decisions/035-potluck-guests.md): every
// potluck route, the guests' own and the join link's, as a table of callers × routes → status, on both engines; and
// the live events. The callers: a visitor; a member who is a stranger to the potluck; its guest without an
// account; a guest the host removed; a guest of another potluck; a guest from before the host drew a new join link;
// a guest who kept their place as an account; a member the host removed; the host.

let t: TestApp;
const call = callAs(() => t.app);

async function ok<T = Potluck>(
  member: TestMember,
  method: Method,
  url: string,
  payload?: unknown,
  status = 200,
) {
  const response = await call(member, method, url, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
  return response.json<T>();
}

const today = new Date().toISOString().slice(0, 10);
const nextWeek = addDays(today, 7);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('who may call what, with guests without an account', () => {
  const actors = [
    'visitor',
    'stranger',
    'guest',
    'removedGuest',
    'otherGuest',
    'resetGuest',
    'turnedMember',
    'removedMember',
    'host',
  ] as const;
  type Actor = (typeof actors)[number];
  const callers = {} as Record<Actor, TestMember | undefined>;
  let potluck: Potluck;
  let token: string;
  let extra: TestMember;
  let hostDishId: string;

  beforeAll(async () => {
    const maria = await registerMember(t.app);
    const first = await potluckWithLink(t.app, maria, { courses: { main: 10 } });
    potluck = first.potluck;
    const resetGuest = await answerAsGuest(t.app, first.token, { name: 'Before' });
    // A new join link: the guests who came before lose their sessions and links.
    token = (await ok(maria, 'PUT', `/api/potlucks/${potluck.id}/join-link`, { enabled: true })).joinLink!
      .token!;
    const guest = await answerAsGuest(t.app, token, { name: 'Sam' });
    const removedGuest = await answerAsGuest(t.app, token, { name: 'Rem' });
    await ok(maria, 'DELETE', `/api/potlucks/${potluck.id}/guests/${removedGuest.id}`);
    const turnedMember = await answerAsGuest(t.app, token, { name: 'Tam' });
    const kept = await ok<{ username: string }>(turnedMember, 'POST', '/api/potluck-guest/account', {
      username: `tam_${Date.now().toString(36)}`,
      password: 'correct horse',
    });
    const removedMember = await registerMember(t.app);
    await ok(removedMember, 'POST', `/api/potluck-links/${token}/join`);
    await ok(maria, 'DELETE', `/api/potlucks/${potluck.id}/guests/${removedMember.id}`);
    extra = await registerMember(t.app);
    await makeFriends(t.app, maria, extra);
    await ok(maria, 'POST', `/api/potlucks/${potluck.id}/invitations`, { memberIds: [extra.id] });
    const other = await potluckWithLink(t.app, await registerMember(t.app));
    const otherGuest = await answerAsGuest(t.app, other.token, { name: 'Otto' });
    const claimed = await ok(
      maria,
      'POST',
      `/api/potlucks/${potluck.id}/dishes`,
      { course: 'main', text: 'stew' },
      201,
    );
    hostDishId = claimed.courses[1]!.dishes[0]!.id;
    // The menu has a recipe, so saving it as a cookbook saves something.
    const [recipe] = await t.db.query<{ id: number }>('SELECT id FROM provider_recipes ORDER BY id LIMIT 1');
    await ok(
      maria,
      'POST',
      `/api/potlucks/${potluck.id}/dishes`,
      { course: 'main', recipeId: String(recipe!.id) },
      201,
    );
    Object.assign(callers, {
      visitor: undefined,
      stranger: await registerMember(t.app),
      guest,
      removedGuest,
      otherGuest,
      resetGuest,
      turnedMember: { ...turnedMember, username: kept.username },
      removedMember,
      host: maria,
    });
  });

  const p = () => `/api/potlucks/${potluck.id}`;
  /**
   * Each route, in the order called (a row may change what later rows find: the stranger joins with the link, the
   * host cancels, then turns the link off), with the status each caller gets, in the order of `actors`:
   * visitor, stranger, guest, removedGuest, otherGuest, resetGuest, turnedMember, removedMember, host.
   */
  const table: [name: string, request: () => [Method, string, unknown?], statuses: number[]][] = [
    ['list', () => ['GET', '/api/potlucks'], [401, 200, 403, 401, 403, 401, 200, 200, 200]],
    [
      'host a potluck',
      () => ['POST', '/api/potlucks', { title: 'Mine', day: nextWeek, time: '12:00' }],
      [401, 201, 403, 401, 403, 401, 201, 201, 201],
    ],
    ['read', () => ['GET', p()], [401, 404, 200, 401, 404, 401, 200, 404, 200]],
    ['calendar file', () => ['GET', `${p()}/calendar.ics`], [401, 404, 200, 401, 404, 401, 200, 404, 200]],
    ['thread', () => ['GET', `${p()}/messages`], [401, 404, 200, 401, 404, 401, 200, 404, 200]],
    [
      'write in the thread',
      () => ['POST', `${p()}/messages`, { text: 'hi' }],
      [401, 404, 201, 401, 404, 401, 201, 404, 201],
    ],
    [
      'answer',
      () => ['PUT', `${p()}/answer`, { answer: 'going', people: 2 }],
      [401, 404, 200, 401, 404, 401, 200, 404, 200],
    ],
    [
      'claim',
      () => ['POST', `${p()}/dishes`, { course: 'main', text: 'soup' }],
      [401, 404, 201, 401, 404, 401, 201, 404, 201],
    ],
    [
      'menu as a cookbook',
      () => ['POST', `${p()}/cookbook`, {}],
      [401, 404, 403, 401, 403, 401, 201, 404, 201],
    ],
    [
      'servings of the host’s dish',
      () => ['PATCH', `${p()}/dishes/${hostDishId}`, { servings: 6 }],
      [401, 404, 403, 401, 404, 401, 403, 404, 200],
    ],
    ['edit', () => ['PATCH', p(), { note: 'Bring chairs' }], [401, 404, 403, 401, 403, 401, 403, 404, 200]],
    [
      'invite',
      () => ['POST', `${p()}/invitations`, { memberIds: [extra.id] }],
      [401, 404, 403, 401, 403, 401, 403, 404, 200],
    ],
    [
      'host again',
      () => ['POST', `${p()}/again`, { day: nextWeek, time: '12:00' }],
      [401, 404, 403, 401, 403, 401, 403, 404, 201],
    ],
    [
      'remove a guest',
      () => ['DELETE', `${p()}/guests/${extra.id}`],
      [401, 404, 403, 401, 404, 401, 403, 404, 200],
    ],
    [
      'give back the host’s dish',
      () => ['DELETE', `${p()}/dishes/${hostDishId}`],
      [401, 404, 403, 401, 404, 401, 403, 404, 200],
    ],
    // A guest is a visitor on visitors' calls; a dead session is no session.
    [
      'the link’s card',
      () => ['GET', `/api/potluck-links/${token}`],
      [200, 200, 200, 200, 200, 200, 200, 200, 200],
    ],
    // Anyone may ask who they are as a guest: anyone else is told null (potluckGuests.test.ts checks the answers).
    ['who the guest is', () => ['GET', '/api/potluck-guest'], [200, 200, 200, 200, 200, 200, 200, 200, 200]],
    [
      'a new private link',
      () => ['POST', '/api/potluck-guest/link'],
      [401, 403, 200, 401, 200, 401, 403, 403, 403],
    ],
    // Past the door, the body is checked (and is wrong here, so nothing is kept).
    [
      'keep as an account',
      () => ['POST', '/api/potluck-guest/account', {}],
      [401, 403, 400, 401, 400, 401, 403, 403, 403],
    ],
    [
      'sign in with a guest link',
      () => ['POST', '/api/potluck-guest/sign-in', { secret: 'A'.repeat(43) }],
      [404, 409, 404, 404, 404, 404, 409, 409, 409],
    ],
    // Members join as themselves; the browser of a guest the host removed is known; anyone else becomes a guest.
    [
      'answer as a guest',
      () => ['POST', `/api/potluck-links/${token}/guests`, { name: 'New', answer: 'maybe' }],
      [201, 409, 201, 403, 201, 201, 409, 409, 409],
    ],
    // The stranger joins here, and is a guest in the rows after.
    [
      'join as a member',
      () => ['POST', `/api/potluck-links/${token}/join`],
      [401, 200, 403, 401, 403, 401, 200, 403, 200],
    ],
    ['cancel', () => ['POST', `${p()}/cancel`], [401, 403, 403, 401, 403, 401, 403, 404, 200]],
    [
      'the join link',
      () => ['PUT', `${p()}/join-link`, { enabled: false }],
      [401, 403, 403, 401, 403, 401, 403, 404, 200],
    ],
  ];

  it('answers every potluck route as the table says, to every caller, with private answers', async () => {
    const differences: string[] = [];
    for (const [name, request, statuses] of table) {
      expect(statuses, name).toHaveLength(actors.length);
      for (const [n, actor] of actors.entries()) {
        const [method, url, body] = request();
        const response = await call(callers[actor], method, url, body);
        if (response.statusCode !== statuses[n]) {
          differences.push(
            `${name} as ${actor}: ${response.statusCode}, not ${statuses[n]}: ${response.body}`,
          );
        }
        if (response.statusCode < 300)
          expect(response.headers['cache-control'], name).toBe('private, no-store');
      }
    }
    expect(differences).toEqual([]);
    // The host's last row turned the link off: the guest's session ended with it.
    expect((await call(callers.guest, 'GET', p())).statusCode).toBe(401);
  });
});

describe('live events, with guests without an account', () => {
  async function listening(): Promise<string> {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }

  it('reach a guest for their potluck only, never as notifications, and end with their way in', async () => {
    const base = await listening();
    const maria = await registerMember(t.app);
    const kenji = await registerMember(t.app);
    await makeFriends(t.app, maria, kenji);
    const { potluck, token } = await potluckWithLink(t.app, maria);
    await ok(maria, 'POST', `/api/potlucks/${potluck.id}/invitations`, { memberIds: [kenji.id] });
    const sam = await answerAsGuest(t.app, token, { name: 'Sam' });
    const ana = await answerAsGuest(t.app, token, { name: 'Ana' });
    const tam = await answerAsGuest(t.app, token, { name: 'Tam' });
    const removed = await answerAsGuest(t.app, token, { name: 'Rem' });
    await ok(maria, 'DELETE', `/api/potlucks/${potluck.id}/guests/${removed.id}`);
    const other = await potluckWithLink(t.app, await registerMember(t.app));
    const otto = await answerAsGuest(t.app, other.token, { name: 'Otto' });
    expect((await call(removed, 'GET', '/api/events')).statusCode).toBe(401);

    const streams = new Map(
      await Promise.all(
        [maria, kenji, sam, ana, tam, otto].map(
          async (who) => [who, await openEventStream(base, who)] as const,
        ),
      ),
    );
    const stream = (who: TestMember) => streams.get(who)!;
    const mark = `"potluckId":"${potluck.id}"`;
    try {
      for (const who of [sam, ana, tam, otto]) expect(stream(who).response.status).toBe(200);
      const message = await ok<PotluckMessage>(
        kenji,
        'POST',
        `/api/potlucks/${potluck.id}/messages`,
        { text: 'hi' },
        201,
      );
      for (const who of [maria, kenji, sam, ana, tam])
        await stream(who).waitFor(`"messageId":"${message.id}"`);
      // The host's change notifies the members; the guests hear the potluck changed, and no notification.
      await ok(maria, 'PATCH', `/api/potlucks/${potluck.id}`, { note: 'Bring chairs' });
      await stream(kenji).waitFor('potluck_changed');
      await ok(maria, 'POST', `/api/potlucks/${potluck.id}/dishes`, { course: 'side', text: 'bread' }, 201);
      const latest = await ok(maria, 'GET', `/api/potlucks/${potluck.id}`);
      await stream(sam).waitFor(`"version":"${latest.updatedAt}"`);
      for (const who of [sam, ana, tam]) expect(stream(who).count('event: notification')).toBe(0);
      expect(stream(otto).count(mark)).toBe(0);

      // Removed: told the potluck changed (their page learns it is gone), then their stream ends.
      const before = stream(sam).count(mark);
      await ok(maria, 'DELETE', `/api/potlucks/${potluck.id}/guests/${sam.id}`);
      const last = await stream(sam).waitForEnd();
      expect(last.split(mark).length - 1).toBe(before + 1);

      // Kept as an account: the guest's stream ends; one opened as the member hears the potluck.
      await ok(tam, 'POST', '/api/potluck-guest/account', {
        username: `tam_${Date.now().toString(36)}`,
        password: 'correct horse',
      });
      await stream(tam).waitForEnd();
      const tamAsMember = await openEventStream(base, tam);
      streams.set({ ...tam }, tamAsMember);

      // The join link drawn anew: every guest's stream ends (Ana's), the members' go on.
      await ok(maria, 'PUT', `/api/potlucks/${potluck.id}/join-link`, { enabled: true });
      await stream(ana).waitForEnd();
      const afterReset = await ok<PotluckMessage>(
        maria,
        'POST',
        `/api/potlucks/${potluck.id}/messages`,
        { text: 'still here?' },
        201,
      );
      await tamAsMember.waitFor(`"messageId":"${afterReset.id}"`);
      await stream(kenji).waitFor(`"messageId":"${afterReset.id}"`);
      expect(stream(otto).count(mark)).toBe(0);
    } finally {
      for (const open of streams.values()) open.close();
    }
  });
});

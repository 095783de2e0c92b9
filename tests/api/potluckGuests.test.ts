import { createHash } from 'node:crypto';
import type { Potluck, PotluckGuestSession, PotluckMessage } from '@potluck/contract';
import { potluckLimits } from '@potluck/domain';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  createTestApp,
  type Method,
  makeAdmin,
  makeFriends,
  registerMember,
  sessionCookieOf,
  type TestApp,
  type TestMember,
  tinyPng,
} from './helpers/index.ts';
import { answerAsGuest, potluckWithLink, type TestGuest } from './helpers/potluckGuests.ts';

// Guests without an account (issue 39, docs/decisions/035-potluck-guests.md): a visitor with the join link answers
// with a name, party size and needs; claims, talks, gets the potluck's calendar file; comes back on the same browser
// or with their private link; keeps their place as an account. Their credentials are one potluck's, hashed, and end
// when they leave, when the host removes them and when the host resets the join link; creating them is bounded and
// rate limited; outside their potluck they are nobody (no search, profile, list, message, friend, notification).
// And removal is removal: whom the host removed comes back through no link until invited again. The access matrix
// over every potluck route and the live events is potluckGuestAccess.test.ts.

let t: TestApp;
const origin = 'https://potluck.example';
const call = callAs(() => t.app);

async function ok<T = Potluck>(
  member: TestMember | undefined,
  method: Method,
  url: string,
  payload?: unknown,
  status = 200,
) {
  const response = await call(member, method, url, payload);
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

/** How many notifications the member holds (a guest without an account must hold none). */
async function notificationsOf(memberId: string): Promise<number> {
  const [row] = await t.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM notifications WHERE member_id = $1',
    [memberId],
  );
  return row!.n;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

let catalogued: { id: number; title: string };

beforeAll(async () => {
  // Sign-ins are limited like logins: this file signs in more than a minute's few (the limit's own test is below).
  t = await createTestApp({ config: { publicOrigin: origin, rateLimitLogin: 1000 } });
  const [row] = await t.db.query<{ id: number; title: string }>(
    'SELECT id, title FROM provider_recipes ORDER BY id LIMIT 1',
  );
  catalogued = row!;
});
afterAll(() => t?.close());

describe('answering as a guest without an account', () => {
  it('makes the visitor that potluck’s guest: signed in on this browser, on the list by name, their link once', async () => {
    const maria = await registerMember(t.app, { fName: 'Maria', lName: 'Rossi' });
    const { potluck, token } = await potluckWithLink(t.app, maria);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/potluck-links/${token}/guests`,
      payload: { name: '  Uncle Joe ', answer: 'going', people: 3, needs: ['Gluten', 'peanut'] },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const joined = response.json<{ potluckId: string; secret: string }>();
    expect(joined.potluckId).toBe(potluck.id);
    expect(joined.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = sessionCookieOf(response.headers['set-cookie']);
    const session = await ok<PotluckGuestSession>(
      { id: '', username: '', password: '', cookie },
      'GET',
      '/api/potluck-guest',
    );
    expect(session).toEqual({ potluckId: potluck.id, guestId: expect.any(String), name: 'Uncle Joe' });
    const joe = { id: session.guestId, username: '', password: '', cookie };

    const seen = await ok(joe, 'GET', `/api/potlucks/${potluck.id}`);
    expect(seen.you).toEqual({
      isHost: false,
      answer: 'going',
      people: 3,
      guest: true,
      needs: ['gluten', 'peanut'],
    });
    expect(seen.headcount).toBe(4);
    expect(seen.joinLink).toBeNull();
    const listed = { id: joe.id, username: '', fName: 'Uncle Joe', lName: '', guest: true };
    expect(seen.guests).toContainEqual({
      ...listed,
      isHost: false,
      answer: 'going',
      people: 3,
      joinedBy: 'guest',
    });
    // The host sees who came as a guest too; the host is no guest.
    const hosts = await ok(maria, 'GET', `/api/potlucks/${potluck.id}`);
    expect(hosts.guests.find((guest) => guest.id === joe.id)).toMatchObject({ ...listed, joinedBy: 'guest' });
    expect(hosts.host.guest).toBe(false);

    // Only hashes are kept: the link's secret and the session's are nowhere in the database as they are.
    const [stored] = await t.db.query<{ username: string; passwordHash: string; links: string[] }>(
      `SELECT m.username, m.password_hash AS "passwordHash",
              ARRAY(SELECT secret_hash FROM potluck_guest_links WHERE member_id = m.id) AS links
         FROM members m WHERE m.id = $1`,
      [joe.id],
    );
    expect(stored!.links).toEqual([sha256(joined.secret)]);
    expect(stored!.username).toMatch(/:/);
    // No login reaches a guest: their username is none sign-up makes, and no password verifies their hash.
    for (const password of [stored!.passwordHash, 'guest', '']) {
      const login = await call(undefined, 'POST', '/api/login', { username: stored!.username, password });
      expect(login.statusCode).not.toBe(200);
    }
    const wrong = await call(undefined, 'POST', '/api/login', { username: stored!.username, password: 'x' });
    expect(wrong.json()).toEqual({ error: 'Invalid username or password' });
  });

  it('lets a guest answer with needs, bring a written, public or catalogue dish, and talk in the thread', async () => {
    const maria = await registerMember(t.app);
    const kenji = await registerMember(t.app, { fName: 'Kenji' });
    await makeFriends(t.app, maria, kenji);
    const { potluck, token } = await potluckWithLink(t.app, maria, { courses: { main: 6 } });
    await ok(maria, 'POST', `/api/potlucks/${potluck.id}/invitations`, { memberIds: [kenji.id] });
    const sam = await answerAsGuest(t.app, token, { name: 'Sam' });
    const url = `/api/potlucks/${potluck.id}`;

    const maybe = await ok(sam, 'PUT', `${url}/answer`, { answer: 'maybe', people: 2, needs: ['dairy'] });
    expect(maybe.you).toMatchObject({ answer: 'maybe', people: 2, guest: true, needs: ['dairy'] });
    // A member keeps their needs in Settings.
    const refused = await call(kenji, 'PUT', `${url}/answer`, { answer: 'going', needs: ['dairy'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/^needs: /);

    await ok(kenji, 'POST', `${url}/dishes`, { course: 'main', text: 'rice' }, 201);
    const written = await ok(sam, 'POST', `${url}/dishes`, { course: 'main', text: 'salad' }, 201);
    const salad = written.courses[1]!.dishes.find((dish) => dish.title === 'salad')!;
    expect(salad.cook).toEqual({ id: sam.id, username: '', fName: 'Sam', lName: '', guest: true });
    const publicRecipe = await ok<{ _id: string }>(
      kenji,
      'POST',
      '/api/recipes',
      { title: 'Kenji’s curry', image: tinyPng, ingredients: ['rice'], isPublic: true },
      201,
    );
    const privateRecipe = await ok<{ _id: string }>(
      kenji,
      'POST',
      '/api/recipes',
      { title: 'Secret sauce', image: tinyPng, ingredients: ['chili'], isPublic: false },
      201,
    );
    await ok(sam, 'POST', `${url}/dishes`, { course: 'main', recipeId: publicRecipe._id }, 201);
    await ok(sam, 'POST', `${url}/dishes`, { course: 'main', recipeId: String(catalogued.id) }, 201);
    const unseen = await call(sam, 'POST', `${url}/dishes`, { course: 'main', recipeId: privateRecipe._id });
    expect(unseen.statusCode).toBe(404);
    // Someone bringing the same recipe is told the guest's name, not an internal username.
    const duplicate = await call(maria, 'POST', `${url}/dishes`, {
      course: 'main',
      recipeId: String(catalogued.id),
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toBe(`Sam already brings “${catalogued.title}”. Bring it too?`);

    const serves = await ok(sam, 'PATCH', `${url}/dishes/${salad.id}`, { servings: 9 });
    expect(serves.courses[1]!.dishes.find((dish) => dish.id === salad.id)!.servings).toBe(9);
    const rice = serves.courses[1]!.dishes.find((dish) => dish.title === 'rice')!;
    expect((await call(sam, 'PATCH', `${url}/dishes/${rice.id}`, { servings: 2 })).statusCode).toBe(403);
    expect((await call(sam, 'DELETE', `${url}/dishes/${rice.id}`)).statusCode).toBe(403);
    await ok(sam, 'DELETE', `${url}/dishes/${salad.id}`);

    const message = await ok<PotluckMessage>(
      sam,
      'POST',
      `${url}/messages`,
      { text: 'Bringing a salad!' },
      201,
    );
    expect(message.author).toEqual({ id: sam.id, username: '', fName: 'Sam', lName: '', guest: true });
    const thread = await ok<PotluckMessage[]>(kenji, 'GET', `${url}/messages`);
    expect(thread.map((m) => m.text)).toEqual(['Bringing a salad!']);

    // The host changes the potluck: the members are notified, the guest never is (they have only this page).
    await ok(maria, 'PATCH', url, { title: 'Sunday feast' });
    await ok(maria, 'POST', `${url}/dishes`, { course: 'main', text: 'bread' }, 201);
    expect(await notificationsOf(kenji.id)).toBeGreaterThan(0);
    expect(await notificationsOf(sam.id)).toBe(0);
  });

  it('gives the potluck as one calendar event to whoever may open it, the guest too, cancelled when it is', async () => {
    const maria = await registerMember(t.app);
    const stranger = await registerMember(t.app);
    const { potluck, token } = await potluckWithLink(t.app, maria, {
      title: 'Feast; with, commas',
      time: '18:30',
    });
    const sam = await answerAsGuest(t.app, token);
    const file = `/api/potlucks/${potluck.id}/calendar.ics`;
    const event = async (who: TestMember) => {
      const response = await call(who, 'GET', file);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/calendar/);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const [vevent, ...rest] = new ICAL.Component(ICAL.parse(response.body)).getAllSubcomponents('vevent');
      expect(rest).toEqual([]);
      return vevent!;
    };
    const guests = new ICAL.Event(await event(sam));
    expect(guests.summary).toBe('Potluck: Feast; with, commas');
    expect(guests.location).toBe('The garden');
    expect(guests.startDate.toString()).toBe(`${potluck.day}T18:30:00`);
    expect(guests.description).toContain(`${origin}/potluck/${potluck.id}`);
    expect((await event(maria)).getFirstPropertyValue('status')).toBeNull();
    expect((await call(stranger, 'GET', file)).statusCode).toBe(404);
    expect((await call(undefined, 'GET', file)).statusCode).toBe(401);
    await ok(maria, 'POST', `/api/potlucks/${potluck.id}/cancel`);
    expect((await event(sam)).getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('signs another browser in with the private link, and draws a new link that ends the old one', async () => {
    const maria = await registerMember(t.app);
    const kenji = await registerMember(t.app);
    const { potluck, token } = await potluckWithLink(t.app, maria);
    const sam = await answerAsGuest(t.app, token, { name: 'Sam' });
    const signIn = (secret: string, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/potluck-guest/sign-in',
        payload: { secret },
        headers: cookie ? { cookie } : {},
      });
    const elsewhere = await signIn(sam.secret);
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    expect(elsewhere.json()).toEqual({ potluckId: potluck.id, guestId: sam.id, name: 'Sam' });
    const phone = { ...sam, cookie: sessionCookieOf(elsewhere.headers['set-cookie']) };
    expect(phone.cookie).not.toBe(sam.cookie);
    await ok(phone, 'GET', `/api/potlucks/${potluck.id}`);

    const renewed = await ok<{ secret: string }>(sam, 'POST', '/api/potluck-guest/link');
    expect(renewed.secret).not.toBe(sam.secret);
    expect((await signIn(sam.secret)).statusCode).toBe(404);
    expect((await signIn(sam.secret)).json().error).toBe('This guest link is not valid any more');
    expect((await signIn(renewed.secret)).statusCode).toBe(200);
    // Browsers already signed in stay so: a new link is about who may sign in next.
    await ok(phone, 'GET', `/api/potlucks/${potluck.id}`);

    expect((await signIn('not a secret')).statusCode).toBe(400);
    expect((await signIn('A'.repeat(43))).statusCode).toBe(404);
    // A member's browser is not signed out of their account by someone's guest link.
    expect((await signIn(renewed.secret, kenji.cookie)).statusCode).toBe(409);
    // Logging out ends a guest's session on this browser.
    await ok(phone, 'POST', '/api/logout');
    expect((await call(phone, 'GET', `/api/potlucks/${potluck.id}`)).statusCode).toBe(401);
    await ok(sam, 'GET', `/api/potlucks/${potluck.id}`);
  });
});

describe('bounds', () => {
  it('refuses bad answers with a 400 naming the field and stores nothing', async () => {
    const maria = await registerMember(t.app);
    const { potluck, token } = await potluckWithLink(t.app, maria);
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ answer: 'going' }, /^name: /],
      [{ name: '   ', answer: 'going' }, /^name: /],
      [{ name: 'x'.repeat(potluckLimits.guestNameLength + 1), answer: 'going' }, /^name: /],
      [{ name: 'Sam', answer: 'yes' }, /^answer: /],
      [{ name: 'Sam', answer: 'going', people: 21 }, /^people: /],
      [{ name: 'Sam', answer: 'going', needs: ['glitter'] }, /^needs/],
      [{ name: 'Sam\u0000', answer: 'going' }, /^name: /],
    ];
    for (const [payload, message] of bad) {
      const response = await call(undefined, 'POST', `/api/potluck-links/${token}/guests`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toMatch(message);
    }
    const malformed = await call(undefined, 'POST', '/api/potluck-links/short/guests', {
      name: 'S',
      answer: 'going',
    });
    expect(malformed.statusCode).toBe(400);
    const unknown = await call(undefined, 'POST', `/api/potluck-links/${'x'.repeat(32)}/guests`, {
      name: 'Sam',
      answer: 'going',
    });
    expect(unknown.statusCode).toBe(404);
    // A signed-in member joins as themself.
    const member = await call(maria, 'POST', `/api/potluck-links/${token}/guests`, {
      name: 'Sam',
      answer: 'going',
    });
    expect(member.statusCode).toBe(409);
    const [row] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM members WHERE guest_of = $1',
      [potluck.id],
    );
    expect(row!.n).toBe(0);
    // Off, or cancelled (which turns it off): the link answers 404.
    await ok(maria, 'POST', `/api/potlucks/${potluck.id}/cancel`);
    const cancelled = await call(undefined, 'POST', `/api/potluck-links/${token}/guests`, {
      name: 'Sam',
      answer: 'going',
    });
    expect(cancelled.statusCode).toBe(404);
  });

  it('holds at most the potluck’s guests, counted under its lock when visitors answer at once', async () => {
    const maria = await registerMember(t.app);
    const { potluck, token } = await potluckWithLink(t.app, maria);
    for (let n = 0; n < potluckLimits.guests - 2; n++)
      await answerAsGuest(t.app, token, { name: `Guest ${n}` });
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, n) =>
        t.app.inject({
          method: 'POST',
          url: `/api/potluck-links/${token}/guests`,
          payload: { name: `Late ${n}`, answer: 'going' },
          remoteAddress: `10.8.0.${n + 1}`,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 422, 422, 422]);
    expect(answers.find((answer) => answer.statusCode === 422)!.json().error).toBe(
      `A potluck has at most ${potluckLimits.guests} guests`,
    );
    const full = await ok(maria, 'GET', `/api/potlucks/${potluck.id}`);
    expect(full.guests).toHaveLength(potluckLimits.guests + 1);
  });

  it('limits the guests one address makes per hour, and its sign-ins per minute, each address apart', async () => {
    const limited = await createTestApp({ config: { rateLimitPotluckGuests: 2, rateLimitLogin: 2 } });
    try {
      const maria = await registerMember(limited.app);
      const { token } = await potluckWithLink(limited.app, maria);
      const sam = await answerAsGuest(limited.app, token, {}, '10.7.0.1');
      await answerAsGuest(limited.app, token, {}, '10.7.0.1');
      const third = await limited.app.inject({
        method: 'POST',
        url: `/api/potluck-links/${token}/guests`,
        payload: { name: 'Sam', answer: 'going' },
        remoteAddress: '10.7.0.1',
      });
      expect(third.statusCode).toBe(429);
      await answerAsGuest(limited.app, token, {}, '10.7.0.2');
      const signIn = (from: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/potluck-guest/sign-in',
          payload: { secret: sam.secret },
          remoteAddress: from,
        });
      expect((await signIn('10.7.0.3')).statusCode).toBe(200);
      expect((await signIn('10.7.0.3')).statusCode).toBe(200);
      expect((await signIn('10.7.0.3')).statusCode).toBe(429);
      expect((await signIn('10.7.0.4')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('removal is removal', () => {
  it('keeps a member the host removed out of the join link, a new one too, until the host invites them again', async () => {
    const maria = await registerMember(t.app);
    const lea = await registerMember(t.app);
    const { potluck, token } = await potluckWithLink(t.app, maria);
    await ok(lea, 'POST', `/api/potluck-links/${token}/join`);
    await ok(maria, 'DELETE', `/api/potlucks/${potluck.id}/guests/${lea.id}`);
    const back = await call(lea, 'POST', `/api/potluck-links/${token}/join`);
    expect(back.statusCode).toBe(403);
    expect(back.json().error).toBe('The host removed you from this potluck');
    expect((await call(lea, 'GET', `/api/potlucks/${potluck.id}`)).statusCode).toBe(404);
    const fresh = (await ok(maria, 'PUT', `/api/potlucks/${potluck.id}/join-link`, { enabled: true }))
      .joinLink!.token!;
    expect((await call(lea, 'POST', `/api/potluck-links/${fresh}/join`)).statusCode).toBe(403);
    // Invited again, she is back; and having left by herself, the link lets her in again.
    await makeFriends(t.app, maria, lea);
    await ok(maria, 'POST', `/api/potlucks/${potluck.id}/invitations`, { memberIds: [lea.id] });
    await ok(lea, 'GET', `/api/potlucks/${potluck.id}`);
    await ok(lea, 'DELETE', `/api/potlucks/${potluck.id}/guests/${lea.id}`);
    await ok(lea, 'POST', `/api/potluck-links/${fresh}/join`);
  });

  it('ends a removed guest’s sessions and link at once, and knows their browser when it answers again', async () => {
    const maria = await registerMember(t.app);
    const { potluck, token } = await potluckWithLink(t.app, maria);
    const sam = await answerAsGuest(t.app, token, { name: 'Sam' });
    const phone = await t.app.inject({
      method: 'POST',
      url: '/api/potluck-guest/sign-in',
      payload: { secret: sam.secret },
    });
    const samsPhone = { ...sam, cookie: sessionCookieOf(phone.headers['set-cookie']) };
    await ok(sam, 'POST', `/api/potlucks/${potluck.id}/dishes`, { course: 'side', text: 'bread' }, 201);
    await ok(sam, 'POST', `/api/potlucks/${potluck.id}/messages`, { text: 'See you!' }, 201);
    await ok(maria, 'DELETE', `/api/potlucks/${potluck.id}/guests/${sam.id}`);

    for (const browser of [sam, samsPhone]) {
      expect((await call(browser, 'GET', `/api/potlucks/${potluck.id}`)).statusCode).toBe(401);
      expect((await call(browser, 'GET', '/api/potluck-guest')).json()).toBeNull();
    }
    const signIn = await call(undefined, 'POST', '/api/potluck-guest/sign-in', { secret: sam.secret });
    expect(signIn.statusCode).toBe(404);
    // Answering again from a browser the host removed them on: refused, on either browser.
    for (const browser of [sam, samsPhone]) {
      const again = await call(browser, 'POST', `/api/potluck-links/${token}/guests`, {
        name: 'Sam again',
        answer: 'going',
      });
      expect(again.statusCode).toBe(403);
      expect(again.json().error).toBe('The host removed you from this potluck');
    }
    const after = await ok(maria, 'GET', `/api/potlucks/${potluck.id}`);
    expect(after.guests.map((guest) => guest.id)).toEqual([maria.id]);
    expect(after.courses.flatMap((course) => course.dishes)).toEqual([]);
    // What they said in the thread stays, as a removed member's does.
    const thread = await ok<PotluckMessage[]>(maria, 'GET', `/api/potlucks/${potluck.id}/messages`);
    expect(thread.map((message) => [message.author.fName, message.text])).toEqual([['Sam', 'See you!']]);
  });

  it('ends a guest’s credentials when they leave, and their browser may answer again', async () => {
    const maria = await registerMember(t.app);
    const { potluck, token } = await potluckWithLink(t.app, maria);
    const sam = await answerAsGuest(t.app, token);
    const leave = await call(sam, 'DELETE', `/api/potlucks/${potluck.id}/guests/${sam.id}`);
    expect(leave.statusCode).toBe(200);
    // The cookie is cleared, and the session behind it is gone anyway.
    expect(String(leave.headers['set-cookie'])).toMatch(/potluck_session=;/);
    expect((await call(sam, 'GET', `/api/potlucks/${potluck.id}`)).statusCode).toBe(401);
    expect(
      (await call(undefined, 'POST', '/api/potluck-guest/sign-in', { secret: sam.secret })).statusCode,
    ).toBe(404);
    // Leaving is not being removed.
    const again = await call(sam, 'POST', `/api/potluck-links/${token}/guests`, {
      name: 'Sam',
      answer: 'going',
    });
    expect(again.statusCode).toBe(201);
  });
});

describe('resetting the join link', () => {
  it('ends every guest’s sessions and links, whether turned off or drawn anew; they stay on the list', async () => {
    const maria = await registerMember(t.app);
    const { potluck, token } = await potluckWithLink(t.app, maria);
    const sam = await answerAsGuest(t.app, token, { name: 'Sam' });
    const ana = await answerAsGuest(t.app, token, { name: 'Ana' });
    await ok(ana, 'POST', `/api/potlucks/${potluck.id}/dishes`, { course: 'dessert', text: 'tart' }, 201);
    const url = `/api/potlucks/${potluck.id}`;

    // Drawn anew while on.
    const fresh = (await ok(maria, 'PUT', `${url}/join-link`, { enabled: true })).joinLink!.token!;
    for (const guest of [sam, ana]) {
      expect((await call(guest, 'GET', url)).statusCode).toBe(401);
      expect(
        (await call(undefined, 'POST', '/api/potluck-guest/sign-in', { secret: guest.secret })).statusCode,
      ).toBe(404);
    }
    const kept = await ok(maria, 'GET', url);
    expect(kept.guests.filter((guest) => guest.guest).map((guest) => [guest.fName, guest.answer])).toEqual([
      ['Sam', 'going'],
      ['Ana', 'going'],
    ]);
    expect(kept.courses[3]!.dishes.map((dish) => dish.title)).toEqual(['tart']);
    // The old link is dead; the new one works; the host can still remove those who came before.
    expect((await call(undefined, 'GET', `/api/potluck-links/${token}`)).statusCode).toBe(404);
    const leo = await answerAsGuest(t.app, fresh, { name: 'Leo' });
    await ok(maria, 'DELETE', `${url}/guests/${sam.id}`);

    // Turned off.
    await ok(maria, 'PUT', `${url}/join-link`, { enabled: false });
    expect((await call(leo, 'GET', url)).statusCode).toBe(401);
    expect(
      (await call(undefined, 'POST', '/api/potluck-guest/sign-in', { secret: leo.secret })).statusCode,
    ).toBe(404);
    const [alive] = await t.db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM sessions s JOIN members m ON m.id = s.member_id WHERE m.guest_of = $1)
            + (SELECT count(*) FROM potluck_guest_links WHERE potluck_id = $1) AS n`,
      [potluck.id],
    );
    expect(Number(alive!.n)).toBe(0);
  });
});

describe('keeping a guest’s place as an account', () => {
  it('makes the guest a member with their answer, dishes and messages, signed in as such on this browser only', async () => {
    const maria = await registerMember(t.app);
    const taken = await registerMember(t.app);
    const { potluck, token } = await potluckWithLink(t.app, maria);
    const sam = await answerAsGuest(t.app, token, { name: 'Sam', people: 2, needs: ['egg'] });
    const phone = await t.app.inject({
      method: 'POST',
      url: '/api/potluck-guest/sign-in',
      payload: { secret: sam.secret },
    });
    const samsPhone = { ...sam, cookie: sessionCookieOf(phone.headers['set-cookie']) };
    const url = `/api/potlucks/${potluck.id}`;
    await ok(sam, 'POST', `${url}/dishes`, { course: 'side', text: 'bread' }, 201);
    await ok(sam, 'POST', `${url}/messages`, { text: 'Hello!' }, 201);

    // Refusals change nothing.
    const keep = (who: TestMember, body: Record<string, unknown>) =>
      call(who, 'POST', '/api/potluck-guest/account', { password: 'correct horse', ...body });
    expect((await keep(sam, { username: taken.username.toUpperCase() })).statusCode).toBe(409);
    expect((await keep(sam, { username: 'a:b' })).statusCode).toBe(400);
    expect((await keep(sam, { username: 'sam_ok', password: 'short' })).statusCode).toBe(400);
    expect((await keep(sam, { username: 'sam_ok', fName: 'x'.repeat(51) })).statusCode).toBe(400);
    // A member has nothing to keep.
    expect((await keep(maria, { username: 'x_x_x' })).statusCode).toBe(403);
    await ok(sam, 'GET', '/api/potluck-guest');

    const username = `sam_${Date.now().toString(36)}`;
    const kept = await ok(sam, 'POST', '/api/potluck-guest/account', {
      username,
      password: 'correct horse',
      lName: 'Lee',
    });
    expect(kept).toEqual({ token: 'cookie-session', username, isAdmin: false, _id: sam.id, units: null });
    const samAsMember = { ...sam, username };
    const profile = await ok<{ fName: string; lName: string; intolerances: string[] }>(
      samAsMember,
      'GET',
      '/api/profile',
    );
    expect(profile).toMatchObject({ username, fName: 'Sam', lName: 'Lee', intolerances: ['egg'] });
    const seen = await ok(samAsMember, 'GET', url);
    expect(seen.you).toEqual({ isHost: false, answer: 'going', people: 2, guest: false, needs: ['egg'] });
    expect(seen.guests.find((guest) => guest.id === sam.id)).toMatchObject({
      username,
      fName: 'Sam',
      guest: false,
      joinedBy: 'link',
    });
    expect(seen.courses[2]!.dishes[0]!.cook).toMatchObject({ id: sam.id, username, guest: false });
    const thread = await ok<PotluckMessage[]>(samAsMember, 'GET', `${url}/messages`);
    expect(thread[0]!.author).toMatchObject({ username, guest: false });

    // A member now: their lists, and no guest calls; their link and the other browser's session are gone.
    await ok(samAsMember, 'GET', '/api/potlucks');
    expect((await call(samAsMember, 'GET', '/api/potluck-guest')).json()).toBeNull();
    expect((await call(samsPhone, 'GET', url)).statusCode).toBe(401);
    expect(
      (await call(undefined, 'POST', '/api/potluck-guest/sign-in', { secret: sam.secret })).statusCode,
    ).toBe(404);
    const login = await call(undefined, 'POST', '/api/login', { username, password: 'correct horse' });
    expect(login.statusCode).toBe(200);
    const found = await ok<{ username: string }[]>(maria, 'GET', `/api/search/users?query=${username}`);
    expect(found.map((member) => member.username)).toEqual([username]);

    // A guest's name longer than a member's first name is kept at a member's 50 characters.
    const long = await answerAsGuest(t.app, token, { name: 'L'.repeat(potluckLimits.guestNameLength) });
    await ok(long, 'POST', '/api/potluck-guest/account', {
      username: `${username}_2`,
      password: 'correct horse',
    });
    const longProfile = await ok<{ fName: string }>(long, 'GET', '/api/profile');
    expect(longProfile.fName).toBe('L'.repeat(50));
  });
});

describe('outside their potluck a guest is nobody', () => {
  let maria: TestMember;
  let admin: TestMember;
  let sam: TestGuest;
  let samsUsername: string;

  beforeAll(async () => {
    maria = await registerMember(t.app);
    admin = await registerMember(t.app);
    await makeAdmin(t.db, admin.id);
    const { token } = await potluckWithLink(t.app, maria);
    sam = await answerAsGuest(t.app, token, { name: 'Sam' });
    const [row] = await t.db.query<{ username: string }>('SELECT username FROM members WHERE id = $1', [
      sam.id,
    ]);
    samsUsername = row!.username;
  });

  it('is found by no search, lookup, profile, friend request, message, share or admin list', async () => {
    const cookbook = await ok<{ _id: string }>(maria, 'POST', '/api/cookbook', { title: 'Ours' }, 201);
    const refusals: [Method, string, unknown?][] = [
      ['GET', `/api/users/${sam.id}`],
      ['GET', `/api/profile/${encodeURIComponent(samsUsername)}`],
      ['GET', `/api/friends/${sam.id}`],
      ['GET', `/api/recipes/user/${encodeURIComponent(samsUsername)}`],
      ['GET', `/api/cookbooks/user/${encodeURIComponent(samsUsername)}`],
      ['POST', '/api/friend-request', { fromId: maria.id, toId: sam.id }],
      ['POST', '/api/messages', { recipient: sam.id, text: 'hi' }],
      ['POST', `/api/cookbook/${cookbook._id}/share`, { toUserId: sam.id }],
    ];
    for (const [method, url, body] of refusals) {
      const response = await call(maria, method, url, body);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(404);
    }
    for (const query of ['gu', 'guest', 'guest:', samsUsername]) {
      const found = await ok<unknown[]>(maria, 'GET', `/api/search/users?query=${encodeURIComponent(query)}`);
      expect(found, query).toEqual([]);
    }
    const users = await ok<{ _id: string }[]>(admin, 'GET', '/api/admin/users?limit=100');
    expect(users.map((user) => user._id)).not.toContain(sam.id);
    expect(await ok<unknown[]>(admin, 'GET', '/api/admin/users?query=guest')).toEqual([]);
    expect((await call(admin, 'DELETE', `/api/admin/users/${sam.id}`)).statusCode).toBe(404);
    expect(await notificationsOf(sam.id)).toBe(0);
  });

  it('is refused every member call but their potluck’s, and is a visitor on visitors’ calls', async () => {
    const memberCalls: [Method, string, unknown?][] = [
      ['GET', '/api/profile'],
      ['PUT', '/api/profile/update', { fName: 'Sam' }],
      ['GET', `/api/friends/${sam.id}`],
      ['POST', '/api/friend-request', { fromId: sam.id, toId: maria.id }],
      ['GET', `/api/messages/${maria.id}`],
      ['POST', '/api/messages', { recipient: maria.id, text: 'hi' }],
      ['GET', `/api/notifications/${sam.id}`],
      ['GET', '/api/search/users?query=ma'],
      ['GET', `/api/users/${maria.id}`],
      ['GET', '/api/cookbook'],
      ['GET', '/api/my-recipes'],
      ['POST', '/api/recipes', { title: 'x', image: tinyPng }],
      ['GET', '/api/shopping-lists'],
      ['GET', '/api/calendar'],
      ['GET', '/api/potlucks'],
      ['POST', `/api/potluck-links/${'x'.repeat(32)}/join`],
      ['PUT', '/api/settings/intolerances', { intolerances: [] }],
      ['GET', '/api/admin/users'],
    ];
    for (const [method, url, body] of memberCalls) {
      const response = await call(sam, method, url, body);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(403);
      expect(response.json().error).toBe('A guest may open only their potluck');
    }
    const feed = await call(sam, 'GET', '/api/public-recipes?limit=1');
    expect(feed.statusCode).toBe(200);
    // Still signed in as the guest afterwards.
    await ok(sam, 'GET', '/api/potluck-guest');
  });

  it('goes with their potluck: a host deleted by an admin takes its guests’ rows and sessions with it', async () => {
    const host = await registerMember(t.app);
    const { potluck, token } = await potluckWithLink(t.app, host);
    const ana = await answerAsGuest(t.app, token, { name: 'Ana' });
    await ok(ana, 'GET', `/api/potlucks/${potluck.id}`);
    await ok(admin, 'DELETE', `/api/admin/users/${host.id}`);
    expect((await call(ana, 'GET', '/api/potluck-guest')).json()).toBeNull();
    const [left] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM members WHERE id = $1', [
      ana.id,
    ]);
    expect(left!.n).toBe(0);
  });
});

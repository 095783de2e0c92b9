import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  makeAdmin,
  makeFriends,
  registerMember,
  sessionCookieOf,
  type TestApp,
  type TestMember,
  tinyPng,
} from './helpers/index.ts';
import { openEventStream } from './helpers/liveEvents.ts';

// The event stream is read over a real socket: inject() cannot hold a response open.

let t: TestApp;
let base: string;
beforeAll(async () => {
  // A heartbeat a second, so the test of its session check waits one second, not 25.
  t = await createTestApp({ config: { eventsHeartbeatSeconds: 1 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t?.close());

/** The member's stream on this test's server (or another origin). */
const openStream = (member: TestMember, origin = base) => openEventStream(origin, member);

async function logIn(member: TestMember, app = t.app): Promise<TestMember> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: member.username, password: member.password },
  });
  return { ...member, cookie: sessionCookieOf(response.headers['set-cookie']) };
}

describe('GET /api/events', () => {
  it('answers 401 without a session', async () => {
    const response = await fetch(`${base}/api/events`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Not logged in' });
  });

  it('streams a new message, notification and friend change to the member concerned only', async () => {
    const [a, b, c] = [await registerMember(t.app), await registerMember(t.app), await registerMember(t.app)];
    const streamB = await openStream(b);
    const streamC = await openStream(c);
    expect(streamB.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(streamB.response.headers.get('content-security-policy')).toBeTruthy();
    await streamB.waitFor(': connected');

    await makeFriends(t.app, a, b);
    await streamB.waitFor('"type":"notification"');
    await streamB.waitFor('"notificationType":"friend_request"');

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      payload: { recipient: b.id, text: 'psst' },
      headers: { cookie: a.cookie },
    });
    const text = await streamB.waitFor('event: message');
    expect(text).toContain(`"messageId":"${sent.json()._id}"`);
    expect(text).toContain(`"from":"${a.id}"`);

    await t.app.inject({
      method: 'PUT',
      url: '/api/friends/remove',
      payload: { userId: a.id, friendId: b.id },
      headers: { cookie: a.cookie },
    });
    await streamB.waitFor('"change":"remove"');
    await streamC.waitFor(': connected');
    expect(streamC.received()).not.toContain('event:');
    streamB.close();
    streamC.close();
  });

  it('tells every owner of a cookbook about its changes, and nobody else', async () => {
    const [alice, bob, carol] = [
      await registerMember(t.app),
      await registerMember(t.app),
      await registerMember(t.app),
    ];
    const as = (member: TestMember, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie: member.cookie }, ...(payload ? { payload } : {}) });
    const book = (await as(alice, 'POST', '/api/cookbook', { title: 'Sundays' })).json<{ _id: string }>();
    const created = await as(alice, 'POST', '/api/recipes', { title: 'Dal', image: tinyPng });
    expect(created.statusCode, created.body).toBe(201);
    const recipe = created.json<{ _id: string }>();
    const streamAlice = await openStream(alice);
    const streamBob = await openStream(bob);
    const streamCarol = await openStream(carol);
    await Promise.all([streamAlice, streamBob, streamCarol].map((stream) => stream.waitFor(': connected')));

    await as(alice, 'POST', `/api/cookbook/${book._id}/share`, { toUserId: bob.id });
    const joined = await as(bob, 'POST', `/api/cookbook/${book._id}/share/accept`);
    expect(joined.statusCode, joined.body).toBe(200);
    const changed = `event: cookbook\ndata: {"type":"cookbook","cookbookId":"${book._id}"}`;
    await streamAlice.waitFor(changed);
    await streamBob.waitFor(changed);

    // A collaborator's changes reach the other owner's page, each on a stream opened just before it.
    const changes = [
      () => as(bob, 'POST', `/api/cookbook/${book._id}/addRecipe`, { recipeId: recipe._id }),
      () => as(bob, 'DELETE', `/api/cookbook/${book._id}/removeRecipe/${recipe._id}`),
      () => as(bob, 'PUT', `/api/cookbook/${book._id}`, { isPublic: true }),
    ];
    for (const change of changes) {
      const page = await openStream(alice);
      await page.waitFor(': connected');
      const response = await change();
      expect(response.statusCode, response.body).toBeLessThan(300);
      await page.waitFor(changed);
      page.close();
    }

    expect(streamCarol.received()).not.toContain('event:');
    for (const stream of [streamAlice, streamBob, streamCarol]) stream.close();
  });

  it('reaches a stream held by another app instance on the same database', async () => {
    const [a, b] = [await registerMember(t.app), await registerMember(t.app)];
    await makeFriends(t.app, a, b);
    const second = await t.secondInstance();
    try {
      await second.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (second.app.server.address() as AddressInfo).port;
      const stream = await openStream(b, `http://127.0.0.1:${port}`);
      await stream.waitFor(': connected');
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/messages',
        payload: { recipient: b.id, text: 'across instances' },
        headers: { cookie: a.cookie },
      });
      expect(await stream.waitFor('event: message')).toContain(sent.json()._id);
      stream.close();
    } finally {
      await second.close();
    }
  });

  it('ends open streams when the server shuts down', async () => {
    const other = await createTestApp();
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (other.app.server.address() as AddressInfo).port;
    const member = await registerMember(other.app);
    const response = await fetch(`http://127.0.0.1:${port}/api/events`, {
      headers: { cookie: member.cookie },
    });
    const reader = response.body!.getReader();
    await reader.read();
    // A close that waited on the open stream would never return: the test's timeout catches it, not a stopwatch.
    await other.close();
    let done = false;
    while (!done) done = (await reader.read()).done;
    expect(done).toBe(true);
  });
});

describe('GET /api/events ends with its session', () => {
  it('on logout', async () => {
    const member = await registerMember(t.app);
    const stream = await openStream(member);
    await stream.waitFor(': connected');
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: member.cookie } });
    await stream.waitForEnd();
  });

  it('on a password change, for the other sessions only', async () => {
    const member = await registerMember(t.app);
    const elsewhere = await logIn(member);
    const here = await openStream(member);
    const there = await openStream(elsewhere);
    await here.waitFor(': connected');
    await there.waitFor(': connected');
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/password',
      payload: { currentPassword: member.password, newPassword: 'another secret' },
      headers: { cookie: member.cookie },
    });
    expect(changed.statusCode).toBe(200);
    await there.waitForEnd();
    // The session that changed the password holds, and so does its stream: a later event still arrives.
    const friend = await registerMember(t.app);
    await makeFriends(t.app, friend, member);
    await here.waitFor('"notificationType":"friend_request"');
    here.close();
  });

  it('on a rename', async () => {
    const member = await registerMember(t.app);
    const stream = await openStream(member);
    await stream.waitFor(': connected');
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/username',
      payload: { currentPassword: member.password, newUsername: `${member.username}_2` },
      headers: { cookie: member.cookie },
    });
    expect(renamed.statusCode).toBe(200);
    await stream.waitForEnd();
  });

  it("on the member's deletion by an admin", async () => {
    const [admin, member] = [await registerMember(t.app), await registerMember(t.app)];
    await makeAdmin(t.db, admin.id);
    const stream = await openStream(member);
    await stream.waitFor(': connected');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${member.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(deleted.statusCode).toBe(200);
    await stream.waitForEnd();
  });

  it('on a logout made through another app instance', async () => {
    const member = await registerMember(t.app);
    const second = await t.secondInstance();
    try {
      const stream = await openStream(member);
      await stream.waitFor(': connected');
      await second.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: member.cookie } });
      await stream.waitForEnd();
    } finally {
      await second.close();
    }
  });

  it('at the heartbeat when the session ended without a signal (expired, or the signal was lost)', async () => {
    const member = await registerMember(t.app);
    const stream = await openStream(member);
    await stream.waitFor(': connected');
    // Straight in the database, as an expiry or an instance cut off from the others would leave it.
    await t.db.query('UPDATE sessions SET expires_at = now() WHERE member_id = $1', [member.id]);
    await stream.waitForEnd();
  });
});

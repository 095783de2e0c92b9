import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  makeFriends,
  registerMember,
  type TestApp,
  type TestMember,
} from './helpers/index.ts';

let t: TestApp;
let a: TestMember;
let b: TestMember;
let stranger: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  [a, b, stranger] = [await registerMember(t.app), await registerMember(t.app), await registerMember(t.app)];
  await makeFriends(t.app, a, b);
});
afterAll(() => t?.close());

const send = (from: TestMember, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/messages', payload, headers: { cookie: from.cookie } });
const read = (member: TestMember, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: member.cookie } });

describe('POST /api/messages', () => {
  it('sends to a friend and answers the message', async () => {
    const response = await send(a, { recipient: b.id, text: 'Dinner at 8?' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      sender: a.id,
      recipient: b.id,
      text: 'Dinner at 8?',
      createdAt: expect.any(String),
    });
  });

  it('answers 403 to someone who is not a friend and 404 to an unknown member', async () => {
    const response = await send(a, { recipient: stranger.id, text: 'hello' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatch(/friends/);
    expect((await send(a, { recipient: 'ffffffffffffffffffffffff', text: 'hello' })).statusCode).toBe(404);
  });

  it.each([
    ['text', { text: '   ' }],
    ['text', { text: 'x'.repeat(1001) }],
    ['text', { text: 42 }],
    ['recipient', { recipient: 'nope' }],
  ])('answers 400 naming %s', async (field, change) => {
    const response = await send(a, { recipient: b.id, text: 'ok', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(new RegExp(`^${field}`));
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      payload: { recipient: b.id, text: 'x' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/messages/:friendId', () => {
  it('answers the conversation oldest first, for both sides, and pages back with before', async () => {
    const [c, d] = [await registerMember(t.app), await registerMember(t.app)];
    await makeFriends(t.app, c, d);
    const texts = Array.from({ length: 7 }, (_, i) => `message ${i}`);
    for (const [i, text] of texts.entries())
      await send(i % 2 ? d : c, { recipient: i % 2 ? c.id : d.id, text });
    t.resetQueryCount();
    const all = (await read(c, `/api/messages/${d.id}`)).json();
    // One query for the page, however long the conversation, and one for the session unless PGlite
    // remembered it (sessions.ts).
    expect(t.queryCount()).toBe(t.db.kind === 'pglite' ? 1 : 2);
    expect(all.map((m: { text: string }) => m.text)).toEqual(texts);
    expect((await read(d, `/api/messages/${c.id}`)).json()).toEqual(all);

    const latest = (await read(c, `/api/messages/${d.id}?limit=3`)).json();
    expect(latest.map((m: { text: string }) => m.text)).toEqual(texts.slice(4));
    const earlier = (await read(c, `/api/messages/${d.id}?limit=3&before=${latest[0]._id}`)).json();
    expect(earlier.map((m: { text: string }) => m.text)).toEqual(texts.slice(1, 4));
  });

  it('shows nobody else the conversation', async () => {
    const own = (await read(stranger, `/api/messages/${b.id}`)).json();
    expect(own).toEqual([]);
  });

  it('answers 400 for a limit over 100, a bad cursor or a malformed id', async () => {
    expect((await read(a, `/api/messages/${b.id}?limit=101`)).json().error).toMatch(/^limit/);
    expect((await read(a, `/api/messages/${b.id}?before=x`)).json().error).toMatch(/^before/);
    expect((await read(a, '/api/messages/123')).statusCode).toBe(400);
  });
});

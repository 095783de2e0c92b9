import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerMember, type TestApp, type TestMember } from './helpers/index.ts';

let t: TestApp;
let me: TestMember;
const prefix = `pfx${Math.random().toString(36).slice(2, 6)}`;
beforeAll(async () => {
  t = await createTestApp();
  me = await registerMember(t.app, { username: `${prefix}_me` });
  for (const name of ['anna', 'Anton', 'bert', 'an_d', 'anxd'])
    await registerMember(t.app, { username: `${prefix}${name}` });
});
afterAll(() => t?.close());

const get = (url: string, cookie = me.cookie) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('GET /api/users/:id', () => {
  it('answers the username', async () => {
    const response = await get(`/api/users/${me.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ username: me.username });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await get('/api/users/0123456789abcdef01234567')).statusCode).toBe(404);
    const malformed = await get('/api/users/not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatch(/^id:/);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${me.id}` })).statusCode).toBe(401);
  });
});

describe('GET /api/search/users', () => {
  const search = async (query: string) =>
    (await get(`/api/search/users?query=${encodeURIComponent(query)}&currentUser=someone`)).json() as Array<{
      username: string;
    }>;

  it('finds usernames starting with the query, ignoring case, leaving the caller out', async () => {
    const names = (await search(`${prefix.toUpperCase()}AN`)).map((user) => user.username);
    expect(names.sort()).toEqual(
      [`${prefix}an_d`, `${prefix}anna`, `${prefix}Anton`, `${prefix}anxd`].sort(),
    );
    expect((await search(prefix)).map((user) => user.username)).not.toContain(me.username);
  });

  it('treats the query as text, not a pattern', async () => {
    expect((await search(`${prefix}an_`)).map((user) => user.username)).toEqual([`${prefix}an_d`]);
    expect(await search(`${prefix}%`)).toEqual([]);
    expect(await search('%%')).toEqual([]);
  });

  it('needs at least 2 non-blank characters', async () => {
    expect(await search('a')).toEqual([]);
    expect(await search('   ')).toEqual([]);
  });

  it('answers at most 10 members with {_id, username, fName, lName}', async () => {
    for (let i = 0; i < 11; i++) await registerMember(t.app, { username: `${prefix}many${i}` });
    const found = await search(`${prefix}many`);
    expect(found).toHaveLength(10);
    expect(Object.keys(found[0]!).sort()).toEqual(['_id', 'fName', 'lName', 'username']);
  });

  it('answers each member’s name, which the invite picker shows first (issue 39)', async () => {
    const kenji = await registerMember(t.app, { username: `${prefix}kenji`, fName: 'Kenji', lName: 'Lopez' });
    expect(await search(`${prefix}kenji`)).toEqual([
      { _id: kenji.id, username: kenji.username, fName: 'Kenji', lName: 'Lopez' },
    ]);
  });
});

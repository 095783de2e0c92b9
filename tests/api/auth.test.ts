import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  registerMember,
  sessionCookieOf,
  type TestApp,
  uniqueUsername,
} from './helpers/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimitLogin: 5 } });
});
afterAll(() => t?.close());

const post = (url: string, payload?: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

describe('POST /api/register', () => {
  it('creates the member, answers 201 and logs them in', async () => {
    const username = uniqueUsername('Reg');
    const response = await post('/api/register', {
      username,
      password: 'secret1',
      fName: 'Ada',
      lName: 'Lovelace',
      bio: 'Cooks',
      intolerances: ['Dairy', { value: 'egg', label: 'Egg' }],
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      token: expect.any(String),
      username,
      isAdmin: false,
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      units: null,
    });
    const cookie = sessionCookieOf(response.headers['set-cookie']);
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      _id: body._id,
      username,
      intolerances: ['dairy', 'egg'],
      bio: 'Cooks',
    });
  });

  it('sets an httpOnly, SameSite=Lax session cookie, not Secure over plain HTTP', async () => {
    const response = await post('/api/register', {
      username: uniqueUsername(),
      password: 'secret1',
      fName: 'A',
      lName: 'B',
    });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/potluck_session=[\w-]{40,}/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).not.toContain('Secure');
    expect(setCookie).toContain('Max-Age=2592000');
  });

  it('answers 409 when the username is taken, ignoring case', async () => {
    const member = await registerMember(t.app);
    const response = await post('/api/register', {
      username: member.username.toUpperCase(),
      password: 'secret1',
      fName: 'A',
      lName: 'B',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatch(/taken/);
  });

  it.each([
    ['username', { username: 'ab' }],
    ['username', { username: 'has space' }],
    ['password', { password: '12345' }],
    ['fName', { fName: '' }],
    ['lName', { lName: 'x'.repeat(51) }],
    ['bio', { bio: 'x'.repeat(61) }],
    ['intolerances', { intolerances: ['chocolate'] }],
  ])('answers 400 naming %s', async (field, change) => {
    const response = await post('/api/register', {
      username: uniqueUsername(),
      password: 'secret1',
      fName: 'A',
      lName: 'B',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(new RegExp(`^${field}`));
  });
});

describe('POST /api/login', () => {
  it('logs in with the right password and answers the session flag', async () => {
    const member = await registerMember(t.app);
    const response = await post('/api/login', { username: member.username, password: member.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      token: expect.any(String),
      username: member.username,
      isAdmin: false,
      _id: member.id,
      units: null,
    });
    const cookie = sessionCookieOf(response.headers['set-cookie']);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).statusCode).toBe(
      200,
    );
  });

  it('gives the same 401 for an unknown user and a wrong password', async () => {
    const member = await registerMember(t.app);
    const wrong = await post('/api/login', { username: member.username, password: 'not-it' });
    const unknown = await post('/api/login', { username: uniqueUsername('ghost'), password: 'whatever' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('does not accept the token of the answer as a credential', async () => {
    const member = await registerMember(t.app);
    const login = await post('/api/login', { username: member.username, password: member.password });
    const { token } = login.json();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${token}`, cookie: `potluck_session=${token}` },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/logout', () => {
  it('revokes the session and clears the cookie', async () => {
    const member = await registerMember(t.app);
    const response = await post('/api/logout', undefined, member.cookie);
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/potluck_session=;/);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: member.cookie },
    });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: 'Not logged in' });
  });
});

describe('login rate limit', () => {
  it('answers 429 after repeated attempts from one address', async () => {
    const limited = await createTestApp({ config: { rateLimitLogin: 3 } });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: 'nobody', password: 'nope' },
        });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await attempt()).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
      const last = await attempt();
      expect(last.json().error).toMatch(/rate limit|too many/i);
    } finally {
      await limited.close();
    }
  });
});

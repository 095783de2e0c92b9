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
  t = await createTestApp();
});
afterAll(() => t?.close());

const put = (url: string, payload: object, cookie: string) =>
  t.app.inject({ method: 'PUT', url, payload, headers: { cookie } });
const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });

describe('PUT /api/settings/username', () => {
  it('renames with the current password', async () => {
    const member = await registerMember(t.app);
    const newUsername = uniqueUsername('renamed');
    const response = await put(
      '/api/settings/username',
      { currentPassword: member.password, newUsername },
      member.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ username: newUsername });
    expect((await login(newUsername, member.password)).statusCode).toBe(200);
  });

  it('answers 401 for a wrong password and 409 for a taken name', async () => {
    const member = await registerMember(t.app);
    const other = await registerMember(t.app);
    const wrong = await put(
      '/api/settings/username',
      { currentPassword: 'wrong-one', newUsername: uniqueUsername() },
      member.cookie,
    );
    expect(wrong.statusCode).toBe(401);
    const taken = await put(
      '/api/settings/username',
      { currentPassword: member.password, newUsername: other.username.toUpperCase() },
      member.cookie,
    );
    expect(taken.statusCode).toBe(409);
  });

  it('answers 400 naming newUsername when it is invalid', async () => {
    const member = await registerMember(t.app);
    const response = await put(
      '/api/settings/username',
      { currentPassword: member.password, newUsername: 'a b' },
      member.cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^newUsername/);
  });
});

describe('PUT /api/settings/password', () => {
  it("changes the password and revokes the member's other sessions, keeping this one", async () => {
    const member = await registerMember(t.app);
    const other = sessionCookieOf((await login(member.username, member.password)).headers['set-cookie']);
    const profile = (cookie: string) =>
      t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    // Used once before: on PGlite the lookup is then remembered (sessions.ts), and must be forgotten.
    expect((await profile(other)).statusCode).toBe(200);
    const response = await put(
      '/api/settings/password',
      { currentPassword: member.password, newPassword: 'new secret' },
      member.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect((await profile(member.cookie)).statusCode).toBe(200);
    expect((await profile(other)).statusCode).toBe(401);
    expect((await login(member.username, member.password)).statusCode).toBe(401);
    expect((await login(member.username, 'new secret')).statusCode).toBe(200);
  });

  it('answers 400 for a short new password and 401 for a wrong current one', async () => {
    const member = await registerMember(t.app);
    const short = await put(
      '/api/settings/password',
      { currentPassword: member.password, newPassword: '12345' },
      member.cookie,
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toMatch(/^newPassword/);
    const wrong = await put(
      '/api/settings/password',
      { currentPassword: 'nope-nope', newPassword: '123456' },
      member.cookie,
    );
    expect(wrong.statusCode).toBe(401);
  });
});

describe('PUT /api/settings/intolerances', () => {
  it('stores the intolerances, once each', async () => {
    const member = await registerMember(t.app);
    const response = await put(
      '/api/settings/intolerances',
      { intolerances: ['Peanut', 'tree nut', 'peanut'] },
      member.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ intolerances: ['peanut', 'tree nut'] });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: member.cookie },
    });
    expect(profile.json().intolerances).toEqual(['peanut', 'tree nut']);
  });

  it('answers 400 for an unknown intolerance and 401 without a session', async () => {
    const member = await registerMember(t.app);
    const bad = await put('/api/settings/intolerances', { intolerances: ['chocolate'] }, member.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^intolerances\.0/);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/intolerances',
      payload: { intolerances: [] },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PUT /api/settings/units', () => {
  const profileOf = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).json();

  it('is null until the member chooses, then the profile and the next login answer it', async () => {
    const member = await registerMember(t.app);
    expect((await profileOf(member.cookie)).units).toBeNull();
    const response = await put('/api/settings/units', { units: 'us' }, member.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ units: 'us' });
    expect((await profileOf(member.cookie)).units).toBe('us');
    expect((await login(member.username, member.password)).json().units).toBe('us');
    expect((await put('/api/settings/units', { units: 'metric' }, member.cookie)).json()).toEqual({
      units: 'metric',
    });
    expect((await profileOf(member.cookie)).units).toBe('metric');
  });

  it('keeps the choice private: someone else’s profile does not show it', async () => {
    const member = await registerMember(t.app);
    const other = await registerMember(t.app);
    await put('/api/settings/units', { units: 'us' }, member.cookie);
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/profile/${member.username}`,
      headers: { cookie: other.cookie },
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).not.toHaveProperty('units');
  });

  it.each([
    [{ units: 'imperial' }],
    [{ units: 'US' }],
    [{ units: '' }],
    [{ units: null }],
    [{ units: ['us'] }],
    [{}],
  ])('answers 400 naming units for %j and changes nothing', async (payload) => {
    const member = await registerMember(t.app);
    await put('/api/settings/units', { units: 'us' }, member.cookie);
    const bad = await put('/api/settings/units', payload, member.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^units/);
    expect((await profileOf(member.cookie)).units).toBe('us');
  });

  it('answers 401 without a session', async () => {
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/units',
      payload: { units: 'us' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

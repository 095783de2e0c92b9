import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  registerMember,
  sessionCookieOf,
  type TestApp,
  type TestMember,
} from './helpers/index.ts';

let t: TestApp;
let me: TestMember;
beforeAll(async () => {
  t = await createTestApp({ config: { publicOrigin: 'https://potluck.example' } });
  me = await registerMember(t.app);
});
afterAll(() => t?.close());

const intolerances = (headers: Record<string, string>, payload: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/settings/intolerances',
    payload,
    headers: { cookie: me.cookie, ...headers },
  });

describe('cross-site request forgery', () => {
  it('refuses writes that are not JSON', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await intolerances({ 'content-type': type }, '{"intolerances":[]}');
      expect(response.statusCode, type).toBe(403);
      expect(response.json().error).toMatch(/JSON/);
    }
  });

  it('refuses writes from another origin, and accepts this site and PUBLIC_ORIGIN', async () => {
    const json = { 'content-type': 'application/json' };
    const body = '{"intolerances":["soy"]}';
    expect((await intolerances({ ...json, origin: 'https://evil.example' }, body)).statusCode).toBe(403);
    expect((await intolerances({ ...json, origin: 'null' }, body)).statusCode).toBe(403);
    expect((await intolerances({ ...json, origin: 'http://localhost:80' }, body)).statusCode).toBe(200);
    expect((await intolerances({ ...json, origin: 'https://potluck.example' }, body)).statusCode).toBe(200);
    expect((await intolerances(json, body)).statusCode).toBe(200);
  });

  it('lets an empty-bodied write through (logout from fetch)', async () => {
    const member = await registerMember(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: member.cookie, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('session cookie', () => {
  const register = (app: TestApp, headers: Record<string, string> = {}) =>
    app.app.inject({
      method: 'POST',
      url: '/api/register',
      headers,
      payload: {
        username: `sec_${Math.random().toString(36).slice(2, 10)}`,
        password: 'secret1',
        fName: 'A',
        lName: 'B',
      },
    });

  it('is Secure when COOKIE_SECURE is set, or when a trusted proxy says HTTPS', async () => {
    const secure = await createTestApp({ config: { cookieSecure: true } });
    try {
      expect(String((await register(secure)).headers['set-cookie'])).toContain('Secure');
    } finally {
      await secure.close();
    }
    const proxied = await register(t, { 'x-forwarded-proto': 'https' });
    expect(String(proxied.headers['set-cookie'])).toContain('Secure');
  });

  it('is stored only as a hash, and refused once expired', async () => {
    const member = await registerMember(t.app);
    const secret = member.cookie.split('=')[1]!;
    const rows = await t.db.query<{ secret_hash: string }>(
      'SELECT secret_hash FROM sessions WHERE member_id = $1',
      [member.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.secret_hash).not.toContain(secret);
    await t.db.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE member_id = $1", [
      member.id,
    ]);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: member.cookie },
    });
    expect(response.statusCode).toBe(401);
  });

  it('ignores a forged or oversized cookie', async () => {
    for (const value of ['forged', 'x'.repeat(5000), '%00%ff']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { cookie: `potluck_session=${value}` },
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('is a fresh secret at every login', async () => {
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: me.username, password: me.password },
      });
    const first = sessionCookieOf((await login()).headers['set-cookie']);
    const second = sessionCookieOf((await login()).headers['set-cookie']);
    expect(first).not.toBe(second);
  });
});

describe('bad requests never become 500s', () => {
  it('answers 400 for malformed JSON and 413 for a body over 1 MB', async () => {
    const broken = await intolerances({ 'content-type': 'application/json' }, '{"intolerances": [');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: 'Request body is not valid JSON' });
    const big = await intolerances(
      { 'content-type': 'application/json' },
      JSON.stringify({ intolerances: ['x'.repeat(1_100_000)] }),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toMatch(/too large/);
  });

  it('answers unknown API paths with a JSON 404, logged in or not', async () => {
    for (const headers of [{}, { cookie: me.cookie }]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatch(/Not found/);
    }
  });

  it('answers malformed ids in paths with 400, never 500', async () => {
    const ids = [
      'x',
      '0123456789abcdef0123456G',
      `${'a'.repeat(24)}%00`,
      '%E0%A4%A',
      '..%2F..%2Fetc',
      "' OR 1=1 --",
    ];
    const paths = [
      '/api/users/',
      '/api/friends/',
      '/api/friend-requests/',
      '/api/messages/',
      '/api/notifications/',
    ];
    for (const id of ids) {
      for (const path of paths) {
        const response = await t.app.inject({
          method: 'GET',
          url: path + id,
          headers: { cookie: me.cookie },
        });
        expect(response.statusCode, path + id).toBe(400);
      }
    }
  });

  it('answers any JSON body on any write with a success or one of the refusals the API names, never a 5xx', async () => {
    const writes: Array<['POST' | 'PUT' | 'DELETE', string]> = [
      ['POST', '/api/register'],
      ['POST', '/api/login'],
      ['PUT', '/api/profile/update'],
      ['PUT', '/api/settings/username'],
      ['PUT', '/api/settings/password'],
      ['PUT', '/api/settings/intolerances'],
      ['POST', '/api/friend-request'],
      ['POST', '/api/friend-request/accept'],
      ['POST', '/api/friend-request/deny'],
      ['PUT', '/api/friends/remove'],
      ['POST', '/api/messages'],
    ];
    const answers = [200, 201, 400, 401, 403, 404, 409, 429];
    const anything = fc.jsonValue({ maxDepth: 3 });
    const fields = [
      'username',
      'password',
      'fName',
      'lName',
      'bio',
      'intolerances',
      'profilePic',
      'coverImage',
      'currentPassword',
      'newUsername',
      'newPassword',
      'fromId',
      'toId',
      'currentUserId',
      'requesterId',
      'userId',
      'friendId',
      'recipient',
      'text',
    ];
    const body = fc.oneof(
      anything,
      fc.dictionary(fc.constantFrom(...fields), fc.oneof(anything, fc.constant(me.id))),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...writes), body, async ([method, url], payload) => {
        const response = await t.app.inject({
          method,
          url,
          payload: JSON.stringify(payload),
          headers: { cookie: me.cookie, 'content-type': 'application/json' },
        });
        // Which refusal depends on the generated body; each is one the API page names for these calls.
        expect(answers, `${method} ${url} ${JSON.stringify(payload)}: ${response.body}`).toContain(
          response.statusCode,
        );
        expect(response.json()).toBeTypeOf('object');
      }),
      { numRuns: 150 },
    );
  });
});

describe('mass assignment', () => {
  it('ignores isAdmin and other unknown fields in register and profile update', async () => {
    const member = await registerMember(t.app, {
      isAdmin: true,
      is_admin: true,
      _id: 'ffffffffffffffffffffffff',
    });
    expect(member.id).not.toBe('ffffffffffffffffffffffff');
    const updated = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/update',
      payload: { isAdmin: true, username: 'hijack', intolerances: ['soy'] },
      headers: { cookie: member.cookie },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ isAdmin: false, username: member.username, intolerances: [] });
  });
});

describe('write rate limit', () => {
  it('answers 429 to a member past the limit, without slowing anyone else', async () => {
    const limited = await createTestApp({ config: { rateLimitWrites: 3 } });
    try {
      const [a, b] = [await registerMember(limited.app), await registerMember(limited.app)];
      const write = (member: TestMember) =>
        limited.app.inject({
          method: 'PUT',
          url: '/api/settings/intolerances',
          payload: { intolerances: ['soy'] },
          headers: { cookie: member.cookie },
        });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await write(a)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect((await write(b)).statusCode).toBe(200);
      const reads = await limited.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { cookie: a.cookie },
      });
      expect(reads.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('static files and the single-page app', () => {
  it('serves the app for deep links, site-root files, and JSON 404s for server paths', async () => {
    const clientDir = await mkdtemp(join(tmpdir(), 'potluck-client-'));
    const publicDir = await mkdtemp(join(tmpdir(), 'potluck-public-'));
    await writeFile(join(clientDir, 'index.html'), '<!doctype html><title>Potluck</title>');
    await writeFile(join(publicDir, 'cover1.JPG'), 'not really a jpeg');
    const site = await createTestApp({ config: { clientDir, publicDir } });
    try {
      const page = await site.app.inject({
        method: 'GET',
        url: '/cookbook/abc',
        headers: { accept: 'text/html' },
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Potluck</title>');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect((await site.app.inject({ method: 'GET', url: '/' })).body).toContain('Potluck');
      const cover = await site.app.inject({ method: 'GET', url: '/cover1.JPG' });
      expect(cover.statusCode).toBe(200);
      expect(cover.body).toBe('not really a jpeg');
      for (const url of ['/api/nothing', '/media/nothing', '/provider/nothing']) {
        const response = await site.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(response.body, url).not.toContain('<title>Potluck</title>');
      }
      expect((await site.app.inject({ method: 'GET', url: '/../../etc/passwd' })).body).not.toContain(
        'root:',
      );
    } finally {
      await site.close();
      await rm(clientDir, { recursive: true, force: true });
      await rm(publicDir, { recursive: true, force: true });
    }
  });
});

describe('disguised paths', () => {
  it('refuse a cross-site text/plain logout whatever the spelling of /api, and keep the session', async () => {
    const member = await registerMember(t.app);
    for (const url of ['/%61pi/logout', '//api/logout', '/API/Logout', '/api//logout']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload: 'x',
        headers: { cookie: member.cookie, 'content-type': 'text/plain' },
      });
      expect(response.statusCode, url).toBe(403);
    }
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: member.cookie },
    });
    expect(profile.statusCode).toBe(200);
  });

  it('ask a visitor to log in whatever the spelling of /api', async () => {
    for (const url of [`/%61pi/users/${me.id}`, `//api/users/${me.id}`, `/Api/Users/${me.id}`]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerMember, type TestApp, type TestMember } from './helpers/index.ts';

// A member's or an admin's answer is private (API.md "Sharing with friends"): `Cache-Control: private, no-store`,
// decided on the matched route's declared access (plugins/access.ts), never on the raw URL. Visitor answers keep
// the caching they chose.

let t: TestApp;
let ada: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  ada = await registerMember(t.app);
});
afterAll(() => t?.close());

const get = (url: string, member?: TestMember) =>
  t.app.inject({ method: 'GET', url, headers: member ? { cookie: member.cookie } : {} });

describe('Cache-Control', () => {
  it('is private, no-store on member answers, refusals included, however the path is spelled', async () => {
    for (const url of ['/api/shopping-lists', '/%61pi/shopping-lists', '/api/cookbook']) {
      const answer = await get(url, ada);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('private, no-store');
    }
    const refused = await get('/api/shopping-lists');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('private, no-store');
    const admin = await get('/api/admin/users', ada);
    expect(admin.statusCode).toBe(403);
    expect(admin.headers['cache-control']).toBe('private, no-store');
  });

  it('leaves visitor answers alone: public recipes, the provider, the app’s files', async () => {
    for (const url of ['/api/public-recipes', '/provider/recipes/random?number=1', '/cover1.JPG']) {
      const answer = await get(url, ada);
      expect(answer.statusCode, `${url} ${answer.body.slice(0, 200)}`).toBe(200);
      expect(String(answer.headers['cache-control'] ?? ''), url).not.toMatch(/private|no-store/);
    }
    expect((await get('/cover1.JPG')).headers['cache-control']).toBe('public, max-age=3600');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerMember, type TestApp, type TestMember } from './helpers/index.ts';

// A member's or an admin's answer is private (API.md "Sharing with friends"): `Cache-Control: private, no-store`,
// decided on the matched route's declared access (plugins/access.ts), never on the raw URL, and on the visitor
// routes whose answer is still a member's (`privateAnswer`). Other visitor answers keep the caching they chose.

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

  it('is private, no-store on the visitor answers that are still a member’s: a calendar feed, a join link', async () => {
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const feed = new URL((await get('/api/calendar', ada)).json<{ url: string }>().url);
    const potluck = await t.app.inject({
      method: 'POST',
      url: '/api/potlucks',
      headers: { cookie: ada.cookie },
      payload: { title: 'Picnic', day: nextWeek, time: '12:00', place: 'The park' },
    });
    expect(potluck.statusCode, potluck.body).toBe(201);
    const linked = await t.app.inject({
      method: 'PUT',
      url: `/api/potlucks/${potluck.json<{ id: string }>().id}/join-link`,
      headers: { cookie: ada.cookie },
      payload: { enabled: true },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    const token = linked.json<{ joinLink: { token: string } }>().joinLink.token;
    for (const [url, status] of [
      [feed.pathname, 200],
      [`/api/potluck-links/${token}`, 200],
      [`/api/potluck-links/${'A'.repeat(32)}`, 404],
    ] as const) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(status);
      expect(answer.headers['cache-control'], url).toBe('private, no-store');
    }
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

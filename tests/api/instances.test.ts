import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerMember, type TestApp, tinyPng } from './helpers/index.ts';

// Two app instances on one database, as behind a load balancer: what one counts, remembers or revokes holds
// on the other. On PGlite two instances are one process sharing one database (the second is only a second app
// in it); the limits there are per process, which is exact, since one process owns a PGlite directory.

const onPostgres = process.env.TEST_DB === 'postgres';

let t: TestApp;
let second: Awaited<ReturnType<TestApp['secondInstance']>>;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimitLogin: 3, rateLimitWrites: 4 } });
  second = await t.secondInstance();
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

describe('two instances on one PostgreSQL', () => {
  it.skipIf(!onPostgres)('count login attempts together', async () => {
    const attempt = (app: TestApp['app']) =>
      app.inject({ method: 'POST', url: '/api/login', payload: { username: 'nobody', password: 'nope' } });
    const statuses = [
      (await attempt(t.app)).statusCode,
      (await attempt(second.app)).statusCode,
      (await attempt(t.app)).statusCode,
      (await attempt(second.app)).statusCode,
    ];
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it.skipIf(!onPostgres)("count a member's writes together, per route", async () => {
    const member = await registerMember(t.app);
    const write = (app: TestApp['app']) =>
      app.inject({
        method: 'PUT',
        url: '/api/settings/intolerances',
        payload: { intolerances: ['soy'] },
        headers: { cookie: member.cookie },
      });
    const statuses = [];
    for (const app of [t.app, second.app, t.app, second.app, t.app])
      statuses.push((await write(app)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it('share sessions: made on one, valid on the other, revoked on both by logout', async () => {
    const member = await registerMember(t.app);
    const profile = (app: TestApp['app']) =>
      app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: member.cookie } });
    expect((await profile(second.app)).statusCode).toBe(200);
    expect((await profile(t.app)).statusCode).toBe(200);
    await second.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: member.cookie } });
    expect((await profile(t.app)).statusCode).toBe(401);
    expect((await profile(second.app)).statusCode).toBe(401);
  });

  it('never answer a remembered feed page or total that the other instance made stale', async () => {
    const member = await registerMember(t.app);
    const feed = async (app: TestApp['app']) => {
      const response = await app.inject({ method: 'GET', url: '/api/public-recipes?limit=1&type=soup' });
      return {
        ids: response.json().map((recipe: { _id: string }) => recipe._id),
        total: response.headers['x-total-count'],
      };
    };
    const before = await feed(t.app);
    await feed(t.app);
    const created = await second.app.inject({
      method: 'POST',
      url: '/api/recipes',
      payload: { title: 'Other instance soup', image: tinyPng, tags: { mealType: ['soup'] } },
      headers: { cookie: member.cookie },
    });
    expect(created.statusCode).toBe(201);
    const after = await feed(t.app);
    expect(after.ids).toEqual([created.json()._id]);
    expect(Number(after.total)).toBe(Number(before.total) + 1);
  });
});

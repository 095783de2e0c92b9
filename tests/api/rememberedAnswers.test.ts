import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerMember, type TestApp, type TestMember, tinyPng } from './helpers/index.ts';

// The server in the fastify demo's shape: repositories made once and registered as decorators, and every answer
// the server remembers in one memory of the app (plugins/rememberedAnswers.ts), forgotten through one path.

let t: TestApp;
let ann: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  ann = await registerMember(t.app);
  await t.app.inject({
    method: 'POST',
    url: '/api/recipes',
    headers: { cookie: ann.cookie },
    payload: { title: 'Fig tart', image: tinyPng },
  });
});
afterAll(() => t?.close());

/** How many statements the request costs. */
async function statementsOf(url: string, cookie?: string): Promise<number> {
  t.resetQueryCount();
  const response = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(response.statusCode, response.body).toBe(200);
  return t.queryCount();
}

describe('repositories', () => {
  it('are registered once, as decorators of the app', () => {
    for (const name of [
      'recipes',
      'members',
      'cookbooks',
      'comments',
      'likes',
      'friends',
      'providerRecipes',
    ]) {
      expect(t.app.hasDecorator(name), name).toBe(true);
    }
    expect(t.app.recipes).toBe(t.app.recipes);
  });
});

describe('remembered answers', () => {
  it('are one memory of the app, which the feed and the provider use', async () => {
    const memory = t.app.remembered;
    const feed = '/api/public-recipes?limit=1';
    await statementsOf(feed);
    expect(memory.feedPages.get(JSON.stringify(['r.is_public', [], 1, 0]))).toBeDefined();
    const search = '/provider/recipes/complexSearch?query=tomato&number=2';
    await statementsOf(search);
    expect(memory.providerWords.get('tomato')).toBeDefined();
  });

  it('are forgotten through forget(), after which they are read again', async () => {
    const feed = '/api/public-recipes?limit=1';
    await statementsOf(feed);
    const remembered = await statementsOf(feed);
    t.app.remembered.forget();
    expect(t.app.remembered.feedPages.get(JSON.stringify(['r.is_public', [], 1, 0]))).toBeUndefined();
    expect(await statementsOf(feed)).toBeGreaterThan(remembered);
  });

  it('hold the session lookups on PGlite, in the same memory', async () => {
    const profile = '/api/profile';
    await statementsOf(profile, ann.cookie);
    const again = await statementsOf(profile, ann.cookie);
    t.app.remembered.forget('sessions');
    const afterForget = await statementsOf(profile, ann.cookie);
    // PostgreSQL asks the database on every request (another instance may revoke a session at any moment).
    expect(afterForget - again).toBe(t.db.kind === 'pglite' ? 1 : 0);
  });

  it('belong to one app: a second app on the same database has its own', async () => {
    const second = await t.secondInstance();
    try {
      expect(second.app.remembered).not.toBe(t.app.remembered);
      expect(second.app.recipes).not.toBe(t.app.recipes);
    } finally {
      await second.close();
    }
  });
});

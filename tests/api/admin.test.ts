import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../packages/server/src/ids.ts';
import { notify } from '../../packages/server/src/notifications.ts';
import {
  createTestApp,
  makeAdmin,
  makeFriends,
  registerMember,
  type TestApp,
  type TestMember,
  uniqueUsername,
} from './helpers/index.ts';
import { openEventStream } from './helpers/liveEvents.ts';

let t: TestApp;
let admin: TestMember;
let member: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  admin = await registerMember(t.app);
  await makeAdmin(t.db, admin.id);
  member = await registerMember(t.app);
});
afterAll(() => t?.close());

const call = (who: TestMember, method: 'GET' | 'DELETE', url: string) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie } });

async function addRecipe(ownerId: string, title: string): Promise<string> {
  const id = newId();
  await t.db.query('INSERT INTO recipes (id, owner_id, title) VALUES ($1, $2, $3)', [id, ownerId, title]);
  return id;
}
const addComment = (recipeId: string, memberId: string) =>
  t.db.query('INSERT INTO comments (id, recipe_id, member_id, text) VALUES ($1, $2, $3, $4)', [
    newId(),
    recipeId,
    memberId,
    'Looks good',
  ]);
const addLike = (recipeId: string, memberId: string) =>
  t.db.query('INSERT INTO likes (recipe_id, member_id) VALUES ($1, $2)', [recipeId, memberId]);

describe('admin rights', () => {
  it('come from the is_admin column: everyone else gets 403 on every admin call', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/users'],
      ['DELETE', `/api/admin/users/${admin.id}`],
      ['GET', '/api/admin/top-commented'],
      ['GET', '/api/admin/top-liked'],
      ['GET', '/api/admin/runtime'],
    ] as const) {
      expect((await call(member, method, url)).statusCode, url).toBe(403);
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
    }
  });

  it("let the admin read the process's memory, event loop delay and open streams", async () => {
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const events = await openEventStream(origin, member);
    await events.waitFor(': connected');
    const first = await call(admin, 'GET', '/api/admin/runtime');
    expect(first.statusCode).toBe(200);
    const reading = first.json();
    expect(reading.memory.rss).toBeGreaterThan(reading.memory.heapUsed);
    expect(reading.memory.heapUsed).toBeGreaterThan(0);
    expect(reading.eventLoopDelayMs.samples).toBeGreaterThan(0);
    expect(reading.eventLoopDelayMs.p99).toBeGreaterThanOrEqual(reading.eventLoopDelayMs.p50);
    expect(reading.eventLoopDelayMs.max).toBeGreaterThanOrEqual(reading.eventLoopDelayMs.p99);
    expect(reading.liveStreams).toBe(1);
    // The embedded database lives in this process: its memory holds the shared memory, the buffer pool in it.
    if (t.app.db.kind === 'pglite') {
      const { webAssemblyMemory, sharedMemory, bufferPool, memoryContexts } = reading.database;
      expect(bufferPool).toBeGreaterThan(0);
      expect(sharedMemory).toBeGreaterThan(bufferPool);
      expect(memoryContexts).toBeGreaterThan(0);
      expect(webAssemblyMemory).toBeGreaterThan(sharedMemory + memoryContexts);
    } else {
      expect(reading.database).toBeNull();
    }
    events.close();
    for (let tries = 0; tries < 100; tries++) {
      if ((await call(admin, 'GET', '/api/admin/runtime')).json().liveStreams === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await call(admin, 'GET', '/api/admin/runtime')).json().liveStreams).toBe(0);
  });

  it('show in the login answer and the profile', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: admin.username, password: admin.password },
    });
    expect(login.json().isAdmin).toBe(true);
    expect((await call(admin, 'GET', '/api/profile')).json().isAdmin).toBe(true);
  });

  it('are given at start-up to ADMIN_USERNAME, created with ADMIN_PASSWORD when missing', async () => {
    const username = uniqueUsername('boss');
    const other = await createTestApp({
      config: { adminUsername: username, adminPassword: 'boss-password' },
    });
    try {
      const login = await other.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username, password: 'boss-password' },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().isAdmin).toBe(true);
    } finally {
      await other.close();
    }
  });
});

describe('GET /api/admin/users', () => {
  it('lists members with {_id, username, isAdmin, createdAt} and never a password hash', async () => {
    const response = await call(admin, 'GET', '/api/admin/users');
    expect(response.statusCode).toBe(200);
    const users = response.json();
    expect(users.map((user: { _id: string }) => user._id)).toEqual(
      expect.arrayContaining([admin.id, member.id]),
    );
    for (const user of users)
      expect(Object.keys(user).sort()).toEqual(['_id', 'createdAt', 'isAdmin', 'username']);
    expect(response.body).not.toMatch(/scrypt/);
  });

  it('filters by a substring of the username, as text', async () => {
    const marker = `zq${Math.random().toString(36).slice(2, 6)}`;
    const found = await registerMember(t.app, { username: `a_${marker}_b` });
    await registerMember(t.app, { username: `a${marker.slice(0, 3)}xx` });
    const names = (await call(admin, 'GET', `/api/admin/users?query=${marker.toUpperCase()}`)).json();
    expect(names.map((user: { _id: string }) => user._id)).toEqual([found.id]);
    expect((await call(admin, 'GET', '/api/admin/users?query=%25')).json()).toEqual([]);
    expect((await call(admin, 'GET', '/api/admin/users?limit=0')).statusCode).toBe(400);
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('deletes the member and everything theirs, in one go', async () => {
    const [gone, friend, coOwner] = [
      await registerMember(t.app),
      await registerMember(t.app),
      await registerMember(t.app),
    ];
    await makeFriends(t.app, gone, friend);
    await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      payload: { recipient: friend.id, text: 'bye' },
      headers: { cookie: gone.cookie },
    });
    const theirRecipe = await addRecipe(gone.id, 'Their stew');
    const friendRecipe = await addRecipe(friend.id, 'Friend soup');
    await addLike(theirRecipe, friend.id);
    await addComment(theirRecipe, friend.id);
    await addLike(friendRecipe, gone.id);
    await addComment(friendRecipe, gone.id);
    await notify(t.db, {
      memberId: friend.id,
      fromId: gone.id,
      type: 'recipe_like',
      data: { recipeId: friendRecipe },
    });
    const alone = newId();
    const shared = newId();
    await t.db.query("INSERT INTO cookbooks (id, title) VALUES ($1, 'Alone'), ($2, 'Shared')", [
      alone,
      shared,
    ]);
    await t.db.query(
      'INSERT INTO cookbook_owners (cookbook_id, member_id) VALUES ($1, $3), ($2, $3), ($2, $4)',
      [alone, shared, gone.id, coOwner.id],
    );
    await t.db.query('INSERT INTO cookbook_recipes (cookbook_id, recipe_id) VALUES ($1, $2), ($1, $3)', [
      shared,
      theirRecipe,
      friendRecipe,
    ]);

    const response = await call(admin, 'DELETE', `/api/admin/users/${gone.id}`);
    expect(response.statusCode).toBe(200);

    const count = async (sql: string, params: unknown[]) => (await t.db.one<{ n: number }>(sql, params))?.n;
    expect(await count('SELECT count(*) AS n FROM members WHERE id = $1', [gone.id])).toBe(0);
    expect(await count('SELECT count(*) AS n FROM sessions WHERE member_id = $1', [gone.id])).toBe(0);
    expect(await count('SELECT count(*) AS n FROM recipes WHERE owner_id = $1', [gone.id])).toBe(0);
    expect(
      await count('SELECT count(*) AS n FROM likes WHERE recipe_id = $1 OR member_id = $2', [
        theirRecipe,
        gone.id,
      ]),
    ).toBe(0);
    expect(
      await count('SELECT count(*) AS n FROM comments WHERE recipe_id = $1 OR member_id = $2', [
        theirRecipe,
        gone.id,
      ]),
    ).toBe(0);
    expect(
      await count('SELECT count(*) AS n FROM messages WHERE sender_id = $1 OR recipient_id = $1', [gone.id]),
    ).toBe(0);
    expect(await count('SELECT count(*) AS n FROM notifications WHERE from_id = $1', [gone.id])).toBe(0);
    expect(await count('SELECT count(*) AS n FROM friendships WHERE friend_id = $1', [gone.id])).toBe(0);
    expect(await count('SELECT count(*) AS n FROM cookbooks WHERE id = $1', [alone])).toBe(0);
    expect(await count('SELECT count(*) AS n FROM cookbook_owners WHERE cookbook_id = $1', [shared])).toBe(1);
    expect(await count('SELECT count(*) AS n FROM cookbook_recipes WHERE cookbook_id = $1', [shared])).toBe(
      1,
    );
    // What belonged to others stays.
    expect(await count('SELECT count(*) AS n FROM recipes WHERE id = $1', [friendRecipe])).toBe(1);
    expect((await call(gone, 'GET', '/api/profile')).statusCode).toBe(401);
    expect((await call(friend, 'GET', `/api/friends/${friend.id}`)).json()).toEqual([]);
  });

  it('answers 404 for an unknown member, 400 for a malformed id or yourself', async () => {
    expect((await call(admin, 'DELETE', '/api/admin/users/ffffffffffffffffffffffff')).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', '/api/admin/users/zzz')).statusCode).toBe(400);
    const self = await call(admin, 'DELETE', `/api/admin/users/${admin.id}`);
    expect(self.statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/profile')).statusCode).toBe(200);
  });
});

describe('top lists', () => {
  it('rank member and provider recipes by comments and by likes, top 5, with titles', async () => {
    const fresh = await createTestApp();
    try {
      const boss = await registerMember(fresh.app);
      await makeAdmin(fresh.db, boss.id);
      const fans = [];
      for (let i = 0; i < 7; i++) fans.push(await registerMember(fresh.app));
      // Far above the shipped catalogue's ids, so the test's row is its own.
      const providerId = '987654321';
      await fresh.db.query(
        `INSERT INTO provider_recipes (id, title, title_lower, data, ready_in_minutes, servings, content_hash)
         VALUES ($1, $2, lower($2), '{}'::jsonb, 30, 4, 'test')
         ON CONFLICT (id) DO UPDATE SET title = excluded.title, title_lower = excluded.title_lower`,
        [Number(providerId), 'Catalogue pie'],
      );
      const recipes: string[] = [];
      for (let i = 0; i < 6; i++) {
        const id = newId();
        await fresh.db.query('INSERT INTO recipes (id, owner_id, title) VALUES ($1, $2, $3)', [
          id,
          boss.id,
          `Dish ${i}`,
        ]);
        recipes.push(id);
      }
      // Dish i gets i comments and i likes; the provider recipe gets 7 of each, so it leads both lists.
      for (const [i, id] of recipes.entries()) {
        for (const fan of fans.slice(0, i)) {
          await fresh.db.query(
            'INSERT INTO comments (id, recipe_id, member_id, text) VALUES ($1, $2, $3, $4)',
            [newId(), id, fan.id, 'yum'],
          );
          await fresh.db.query('INSERT INTO likes (recipe_id, member_id) VALUES ($1, $2)', [id, fan.id]);
        }
      }
      for (const fan of fans) {
        await fresh.db.query(
          'INSERT INTO comments (id, recipe_id, member_id, text) VALUES ($1, $2, $3, $4)',
          [newId(), providerId, fan.id, 'yum'],
        );
        await fresh.db.query('INSERT INTO likes (recipe_id, member_id) VALUES ($1, $2)', [
          providerId,
          fan.id,
        ]);
      }
      const get = (url: string) => fresh.app.inject({ method: 'GET', url, headers: { cookie: boss.cookie } });
      fresh.resetQueryCount();
      const commented = (await get('/api/admin/top-commented')).json();
      expect(fresh.queryCount()).toBeLessThanOrEqual(2);
      expect(commented).toEqual([
        { recipeId: providerId, title: 'Catalogue pie', commentCount: 7 },
        { recipeId: recipes[5], title: 'Dish 5', commentCount: 5 },
        { recipeId: recipes[4], title: 'Dish 4', commentCount: 4 },
        { recipeId: recipes[3], title: 'Dish 3', commentCount: 3 },
        { recipeId: recipes[2], title: 'Dish 2', commentCount: 2 },
      ]);
      const liked = (await get('/api/admin/top-liked')).json();
      expect(liked.map((entry: { likeCount: number }) => entry.likeCount)).toEqual([7, 5, 4, 3, 2]);
      expect(liked[0]).toEqual({ recipeId: providerId, title: 'Catalogue pie', likeCount: 7 });
    } finally {
      await fresh.close();
    }
  });
});

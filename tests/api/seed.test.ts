import { weekStartOf } from '@potluck/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../packages/server/src/seed/index.ts';
import { demoAdmin, demoPassword } from '../../packages/server/src/seed/members.ts';
import { testConfig } from './helpers/config.ts';
import { createTestApp, sessionCookieOf, type TestApp } from './helpers/index.ts';

// The demo seed: runs once on an empty database, and what it makes is reachable through the API as a demo
// member would see it.

let t: TestApp;

async function login(username: string, password = demoPassword) {
  const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  expect(response.statusCode, `${username}: ${response.body}`).toBe(200);
  return { cookie: sessionCookieOf(response.headers['set-cookie']), body: response.json() };
}

async function get(cookie: string, url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
}

async function count(table: string): Promise<number> {
  const [row] = await t.db.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`);
  return Number(row?.n);
}

beforeAll(async () => {
  // Every demo member logs in here, some more than once: more than the default login limit of one address.
  t = await createTestApp({ config: { rateLimitLogin: 100 } });
  // Two instances starting at once: the lock lets exactly one of them seed.
  const results = await Promise.all([seedDemo(t.db, testConfig()), seedDemo(t.db, testConfig())]);
  expect(results.sort()).toEqual([false, true]);
});
afterAll(() => t.close());

describe('seedDemo', () => {
  it('fills an empty database and does nothing the second time', async () => {
    const before = await Promise.all(['members', 'recipes', 'cookbooks', 'likes', 'comments'].map(count));
    expect(before[0]).toBeGreaterThanOrEqual(8);
    expect(before[1]).toBeGreaterThanOrEqual(30);
    expect(before[2]).toBeGreaterThanOrEqual(6);
    expect(await seedDemo(t.db, testConfig())).toBe(false);
    expect(await Promise.all(['members', 'recipes', 'cookbooks', 'likes', 'comments'].map(count))).toEqual(
      before,
    );
  });

  it('gives Maria a shopping list, merged and by aisle, shared with Kenji', async () => {
    const maria = await login('maria_cooks');
    const [own] = await get(maria.cookie, '/api/shopping-lists');
    const list = await get(maria.cookie, `/api/shopping-lists/${own.id}`);
    const texts = list.items.map((item: { text: string }) => item.text);
    expect(texts).toContain('3 onions');
    expect(list.items.find((item: { name: string }) => item.name === 'milk')?.checked).toBe(true);
    expect(list.shares).toMatchObject([{ kind: 'member', username: 'kenji.eats' }]);
    const kenji = await login('kenji.eats');
    expect(
      (await get(kenji.cookie, '/api/shopping-lists')).map(
        (summary: { ownerName: string }) => summary.ownerName,
      ),
    ).toEqual(['kenji.eats', 'maria_cooks']);
  });

  it('gives Maria a plan for this week, dinners and a lunch from demo and catalogue recipes, shared with Kenji', async () => {
    const maria = await login('maria_cooks');
    const [own] = await get(maria.cookie, '/api/plans');
    const monday = weekStartOf(new Date().toISOString().slice(0, 10));
    const week = await get(maria.cookie, `/api/plans/${own.id}/weeks/${monday}`);
    const entries: Array<{ meal: string; title: string; recipeId: string | null; note: string | null }> =
      week.entries;
    expect(entries.filter((entry) => entry.meal === 'dinner').length).toBeGreaterThanOrEqual(4);
    expect(entries.map((entry) => entry.title)).toEqual(
      expect.arrayContaining(['Nonna’s Sunday Ragù', 'Panzanella', 'Leftovers']),
    );
    expect(entries.find((entry) => entry.note === 'Leftovers')?.meal).toBe('lunch');
    // Catalogue recipes are there too (decimal ids), with their titles.
    expect(entries.some((entry) => /^\d+$/.test(entry.recipeId ?? ''))).toBe(true);
    expect(week.shares).toMatchObject([{ username: 'kenji.eats' }]);
    const kenji = await login('kenji.eats');
    const kenjisPlans = await get(kenji.cookie, '/api/plans');
    expect(kenjisPlans.map((plan: { ownerName: string }) => plan.ownerName)).toEqual([
      'kenji.eats',
      'maria_cooks',
    ]);
    expect((await get(kenji.cookie, `/api/plans/${own.id}/weeks/${monday}`)).entries).toHaveLength(
      entries.length,
    );
  });

  it('has Maria host a potluck next Sunday with Kenji’s and Priya’s dishes claimed and the desserts open', async () => {
    const maria = await login('maria_cooks');
    const [summary] = await get(maria.cookie, '/api/potlucks');
    const today = new Date().toISOString().slice(0, 10);
    expect(summary.day > today).toBe(true);
    expect(new Date(`${summary.day}T00:00:00Z`).getUTCDay()).toBe(0);
    const potluck = await get(maria.cookie, `/api/potlucks/${summary.id}`);
    expect(potluck).toMatchObject({ title: 'Sunday potluck at Maria’s', headcount: 4, status: 'planned' });
    const cooks = (course: string) =>
      potluck.courses
        .find((menu: { course: string }) => menu.course === course)
        .dishes.map(
          (dish: { cook: { username: string }; title: string }) => `${dish.cook.username}: ${dish.title}`,
        );
    expect(cooks('main')).toEqual([
      'maria_cooks: Nonna’s Sunday Ragù',
      'kenji.eats: Salmon Teriyaki Rice Bowl',
      'priya: Chana Masala',
    ]);
    expect(cooks('drinks')).toEqual(['priya: Masala Chai']);
    expect(cooks('dessert')).toEqual([]);
    expect(potluck.courses.find((menu: { course: string }) => menu.course === 'dessert').open).toBe(2);
    // The guests' intolerances count: Kenji avoids shellfish, Priya peanuts (Lea tree nuts and Nora too, maybe).
    expect(potluck.dietary.map((r: { intolerance: string }) => r.intolerance)).toEqual(
      expect.arrayContaining(['shellfish', 'peanut', 'tree nut']),
    );
    const kenji = await login('kenji.eats');
    const thread = await get(kenji.cookie, `/api/potlucks/${summary.id}/messages`);
    expect(thread).toHaveLength(3);
    const sam = await login('sam_bakes');
    const hidden = await t.app.inject({
      method: 'GET',
      url: `/api/potlucks/${summary.id}`,
      headers: { cookie: sam.cookie },
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('has an admin and members who log in with the documented passwords', async () => {
    expect((await login(demoAdmin.username, demoAdmin.password)).body.isAdmin).toBe(true);
    const maria = await login('maria_cooks');
    expect(maria.body.isAdmin).toBe(false);
    const profile = await get(maria.cookie, '/api/profile');
    expect(profile).toMatchObject({ fName: 'Maria', intolerances: ['tree nut'] });
    expect(profile.friends).toBeGreaterThanOrEqual(3);
  });

  it('gives every member but the admin a drawn profile picture and cover, served from /media', async () => {
    const { cookie } = await login('maria_cooks');
    const rows = await t.db.query<{ username: string; is_admin: boolean }>(
      'SELECT username, is_admin FROM members',
    );
    const pictures = new Set<string>();
    for (const { username, is_admin } of rows) {
      const profile = await get(cookie, `/api/profile/${encodeURIComponent(username)}`);
      if (is_admin) {
        expect(profile.profilePic, username).toBe('');
        continue;
      }
      // Absolute URLs on the request's origin (API.md); inject's is http://localhost:80.
      expect(profile.profilePic, username).toMatch(/^http:\/\/localhost:80\/media\//);
      expect(profile.coverImage, username).toMatch(/^http:\/\/localhost:80\/media\//);
      pictures.add(profile.profilePic);
      const image = await t.app.inject({ method: 'GET', url: new URL(profile.profilePic).pathname });
      expect(image.statusCode, profile.profilePic).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\//);
    }
    // Eight drawn portraits: no two of the first eight members look alike.
    expect(pictures.size).toBe(Math.min(8, rows.length - 1));
  });

  it('gives a demo member friends with chats, requests to answer and unread notifications', async () => {
    const { cookie } = await login('maria_cooks');
    const me = await get(cookie, '/api/profile');
    const friends = await get(cookie, `/api/friends/${me._id}`);
    expect(
      friends.filter((f: { latestMessage: unknown }) => f.latestMessage !== null).length,
    ).toBeGreaterThanOrEqual(2);
    expect(await get(cookie, `/api/friend-requests/${me._id}`)).toHaveLength(2);
    const notifications = await get(cookie, `/api/notifications/${me._id}`);
    const types = new Set(notifications.map((n: { type: string }) => n.type));
    for (const type of ['recipe_like', 'recipe_comment', 'friend_request', 'cookbook_share_request']) {
      expect(types, type).toContain(type);
    }
    expect(notifications.some((n: { read: boolean }) => !n.read)).toBe(true);
  });

  it('links chat messages to real recipes', async () => {
    const rows = await t.db.query<{ text: string }>("SELECT text FROM messages WHERE text LIKE '%/recipe/%'");
    expect(rows.length).toBeGreaterThan(0);
    for (const { text } of rows) {
      // Links point where the app is served (the configured address), never at localhost.
      expect(text, text).toContain(`http://${t.app.config.host}:${t.app.config.port}/recipe/`);
      const id = /\/recipe\/([0-9a-f]{24})/.exec(text)?.[1];
      expect(id, text).toBeDefined();
      expect(await t.db.query('SELECT 1 FROM recipes WHERE id = $1', [id])).toHaveLength(1);
    }
  });

  it('shows public recipes with real content, and keeps private ones private', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/public-recipes' });
    const recipes = response.json();
    expect(recipes.length).toBeGreaterThanOrEqual(28);
    expect(Number(response.headers['x-total-count'])).toBe(recipes.length);
    for (const recipe of recipes) {
      expect(recipe.image, recipe.title).toMatch(/^http:\/\/localhost:80\/media\/[0-9a-f]{64}\.webp$/);
      expect(recipe.ingredients.length, recipe.title).toBeGreaterThan(2);
      expect(recipe.instructions.length, recipe.title).toBeGreaterThan(1);
    }
    expect(new Set(recipes.map((r: { image: string }) => r.image)).size).toBe(recipes.length);
    const picture = await t.app.inject({ method: 'GET', url: new URL(recipes[0].image).pathname });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(recipes.some((r: { likeCount: number }) => r.likeCount >= 3)).toBe(true);
    expect(recipes.map((r: { title: string }) => r.title)).not.toContain('Tiramisù (work in progress)');
  });

  it('has shared cookbooks whose recipes all resolve, and an invite that can be accepted', async () => {
    const { cookie } = await login('maria_cooks');
    const owned = await get(cookie, '/api/cookbook');
    const shared = owned.find((b: { owners: string[] }) => b.owners.length > 1);
    expect(shared).toBeDefined();
    for (const book of owned) {
      const expanded = await get(cookie, `/api/cookbook/${book._id}?expand=recipes`);
      expect(expanded.recipeSummaries.length, book.title).toBe(book.recipes.length);
      for (const summary of expanded.recipeSummaries) expect(summary.title, book.title).toBeTruthy();
    }
    const [invite] = await t.db.query<{ cookbook_id: string }>(
      `SELECT i.cookbook_id FROM cookbook_invites i JOIN members m ON m.id = i.invitee_id
        WHERE m.username = 'maria_cooks'`,
    );
    expect(invite).toBeDefined();
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/cookbook/${invite?.cookbook_id}/share/accept`,
      headers: { cookie },
    });
    expect(accepted.statusCode).toBe(200);
  });

  it('has members who cooked each other’s recipes, with photos, notes and ratings, and two recipes made their own', async () => {
    const maria = await login('maria_cooks');
    const [ragu] = await t.db.query<{ id: string }>(
      "SELECT id FROM recipes WHERE title = 'Nonna’s Sunday Ragù'",
    );
    // Kenji twice (his latest rating, 4, counts), Priya, Nora, and Maria's own private try.
    expect(await get(maria.cookie, `/api/recipes/${ragu!.id}/cooks/summary`)).toEqual({
      count: 5,
      ratings: 3,
      average: 4.33,
      yours: { count: 1, lastDay: expect.any(String) },
    });
    const page = await get(maria.cookie, `/api/recipes/${ragu!.id}/cooks`);
    expect(page.cooks.map((cook: { member: { username: string } }) => cook.member.username)).toEqual([
      'nora.n',
      'maria_cooks',
      'kenji.eats',
      'priya',
      'kenji.eats',
    ]);
    const photos: string[] = page.cooks.flatMap((cook: { photos: Array<{ image: string }> }) =>
      cook.photos.map((photo) => photo.image),
    );
    expect(photos.length).toBeGreaterThanOrEqual(4);
    expect(new Set(photos).size).toBe(photos.length);
    const photo = await t.app.inject({ method: 'GET', url: new URL(photos[0]!).pathname });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    // Sam sees Priya's cook for everyone and his friend Nora's, not Kenji's (no friend of his) nor Maria's own.
    const sam = await login('sam_bakes');
    const samSees = await get(sam.cookie, `/api/recipes/${ragu!.id}/cooks`);
    expect(samSees.cooks.map((cook: { member: { username: string } }) => cook.member.username)).toEqual([
      'nora.n',
      'priya',
    ]);
    // Maria's home page: what her friends cooked; her notifications say who cooked her recipes.
    const friendsCooked = await get(maria.cookie, '/api/cooks/friends');
    expect(
      new Set(friendsCooked.map((cook: { member: { username: string } }) => cook.member.username)),
    ).toEqual(new Set(['kenji.eats', 'priya', 'nora.n', 'lea.green']));
    expect(friendsCooked.some((cook: { note: string }) => cook.note !== '')).toBe(true);
    const notifications = await get(
      maria.cookie,
      `/api/notifications/${(await get(maria.cookie, '/api/profile'))._id}`,
    );
    expect(notifications.some((n: { type: string }) => n.type === 'recipe_cooked')).toBe(true);
    expect((await get(maria.cookie, '/api/my-cooks')).recipes.length).toBeGreaterThanOrEqual(3);
    // Kenji's weeknight version of the ragù, and what it changed.
    const versions = await get(maria.cookie, `/api/recipes/${ragu!.id}/versions`);
    expect(versions.count).toBe(1);
    expect(versions.versions[0]).toMatchObject({
      title: 'Weeknight Ragù',
      owner: { username: 'kenji.eats' },
    });
    const version = await get(maria.cookie, `/api/recipes/${versions.versions[0].id}`);
    expect(version.adaptedFrom).toEqual({
      id: ragu!.id,
      title: 'Nonna’s Sunday Ragù',
      authorName: 'maria_cooks',
      originalDeleted: false,
    });
    const changes = await get(maria.cookie, `/api/recipes/${versions.versions[0].id}/changes`);
    expect(changes.ingredients.added).toEqual(['1 tbsp fish sauce']);
    expect(changes.ingredients.changed).toHaveLength(2);
    expect(changes.instructions.changed).toHaveLength(3);
    const [pancakes] = await t.db.query<{ id: string }>(
      "SELECT id FROM recipes WHERE title = 'Lemon Ricotta Pancakes'",
    );
    const vegan = await get(maria.cookie, `/api/recipes/${pancakes!.id}/versions`);
    expect(vegan.versions.map((entry: { title: string }) => entry.title)).toEqual(['Vegan Lemon Pancakes']);
  });

  it('leaves no dangling references', async () => {
    const dangling = await t.db.query(
      `SELECT cr.recipe_id FROM cookbook_recipes cr
        WHERE cr.recipe_id ~ '^[0-9a-f]{24}$' AND NOT EXISTS (SELECT 1 FROM recipes r WHERE r.id = cr.recipe_id)
       UNION ALL
       SELECT l.recipe_id FROM likes l
        WHERE l.recipe_id ~ '^[0-9a-f]{24}$' AND NOT EXISTS (SELECT 1 FROM recipes r WHERE r.id = l.recipe_id)
       UNION ALL
       SELECT c.recipe_id FROM cooks c
        WHERE c.catalogue_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM provider_recipes p WHERE p.id = c.catalogue_id)`,
    );
    expect(dangling).toEqual([]);
    // Catalogue recipes are referenced too, and each of them exists in the catalogue.
    const catalogued = await t.db.query<{ known: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM provider_recipes p WHERE p.id::text = cr.recipe_id) AS known
         FROM cookbook_recipes cr WHERE cr.recipe_id ~ '^[0-9]+$'`,
    );
    expect(catalogued.length).toBeGreaterThan(0);
    expect(catalogued.every((row) => row.known)).toBe(true);
  });
});

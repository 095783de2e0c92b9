import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerMember, type TestApp, type TestMember, tinyPng } from './helpers/index.ts';

// Likes: a toggle per member and recipe, safe when requests race, notifying the owner of new likes only.

let t: TestApp;
let alice: TestMember;
let bob: TestMember;

async function createRecipe(member: TestMember, isPublic = true) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/recipes',
    headers: { cookie: member.cookie },
    payload: { title: 'Flatbread', image: tinyPng, isPublic },
  });
  return response.json<{ _id: string }>()._id;
}

function like(member: TestMember, recipeId: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/recipes/${recipeId}/like`,
    headers: { cookie: member.cookie },
  });
}

function likes(member: TestMember, recipeId: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/recipes/${recipeId}/likes`,
    headers: { cookie: member.cookie },
  });
}

async function likeNotifications(member: TestMember) {
  const rows = await t.db.query<{ count: number }>(
    "SELECT count(*) AS count FROM notifications WHERE member_id = $1 AND type = 'recipe_like'",
    [member.id],
  );
  return Number(rows[0]?.count);
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await registerMember(t.app);
  bob = await registerMember(t.app);
});
afterAll(() => t.close());

describe('POST /api/recipes/:id/like', () => {
  it('toggles, answers the new state and notifies the owner once per new like', async () => {
    const recipeId = await createRecipe(alice);
    expect((await likes(bob, recipeId)).json()).toEqual({ likeCount: 0, liked: false });
    expect((await like(bob, recipeId)).json()).toEqual({ likeCount: 1, liked: true });
    expect((await likes(bob, recipeId)).json()).toEqual({ likeCount: 1, liked: true });
    expect((await likes(alice, recipeId)).json()).toEqual({ likeCount: 1, liked: false });
    expect(await likeNotifications(alice)).toBe(1);
    expect((await like(bob, recipeId)).json()).toEqual({ likeCount: 0, liked: false });
    expect(await likeNotifications(alice)).toBe(1);
  });

  it('does not notify you of liking your own recipe', async () => {
    const recipeId = await createRecipe(bob);
    expect((await like(bob, recipeId)).json()).toEqual({ likeCount: 1, liked: true });
    expect(await likeNotifications(bob)).toBe(0);
  });

  it('works on provider recipes', async () => {
    expect((await like(alice, '5001')).json()).toEqual({ likeCount: 1, liked: true });
    expect((await like(bob, '5001')).json()).toEqual({ likeCount: 2, liked: true });
    expect((await likes(bob, '5001')).json()).toEqual({ likeCount: 2, liked: true });
  });

  it("answers 404 for someone else's private recipe and 400 for a malformed id", async () => {
    const recipeId = await createRecipe(alice, false);
    expect((await like(bob, recipeId)).statusCode).toBe(404);
    expect((await likes(bob, recipeId)).statusCode).toBe(404);
    expect((await like(alice, recipeId)).statusCode).toBe(200);
    expect((await like(bob, 'drop table')).statusCode).toBe(400);
    expect((await like(bob, '9'.repeat(12))).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/recipes/1001/like' });
    expect(response.statusCode).toBe(401);
  });

  it('counts every member once when many like at the same time', async () => {
    const recipeId = await createRecipe(alice);
    const members = await Promise.all(Array.from({ length: 8 }, () => registerMember(t.app)));
    const answers = await Promise.all(members.map((member) => like(member, recipeId)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect((await likes(alice, recipeId)).json()).toEqual({ likeCount: 8, liked: false });
  });

  it("keeps one member's racing toggles consistent: at most one like, and the count agrees", async () => {
    const recipeId = await createRecipe(alice);
    const answers = await Promise.all(Array.from({ length: 6 }, () => like(bob, recipeId)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const rows = await t.db.query('SELECT 1 FROM likes WHERE recipe_id = $1', [recipeId]);
    expect(rows.length).toBeLessThanOrEqual(1);
    expect((await likes(bob, recipeId)).json()).toEqual({ likeCount: rows.length, liked: rows.length === 1 });
  });
});

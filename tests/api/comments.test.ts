import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerMember, type TestApp, type TestMember, tinyPng } from './helpers/index.ts';

// Comments on member recipes (visible ones only) and provider recipes (decimal ids).

let t: TestApp;
let alice: TestMember;
let bob: TestMember;
let publicId: string;
let privateId: string;

async function createRecipe(member: TestMember, isPublic: boolean) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/recipes',
    headers: { cookie: member.cookie },
    payload: { title: 'Pancakes', image: tinyPng, isPublic },
  });
  return response.json<{ _id: string }>()._id;
}

function comment(member: TestMember, recipeId: string, text: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `/api/recipes/${recipeId}/comments`,
    headers: { cookie: member.cookie },
    payload: { text },
  });
}

function get(member: TestMember, url: string) {
  return t.app.inject({ method: 'GET', url, headers: { cookie: member.cookie } });
}

async function notificationsOf(member: TestMember) {
  return t.db.query<{ type: string; data: { recipeId?: string; commentId?: string }; from_id: string }>(
    'SELECT type, data, from_id FROM notifications WHERE member_id = $1 ORDER BY id',
    [member.id],
  );
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await registerMember(t.app);
  bob = await registerMember(t.app);
  publicId = await createRecipe(alice, true);
  privateId = await createRecipe(alice, false);
});
afterAll(() => t.close());

describe('POST /api/recipes/:id/comments', () => {
  it('adds a trimmed comment, answers it and notifies the recipe owner', async () => {
    const response = await comment(bob, publicId, '   So fluffy!  ');
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ userId: bob.id, username: bob.username, text: 'So fluffy!' });
    expect(body._id).toMatch(/^[0-9a-f]{24}$/);
    expect(new Date(body.createdAt).getTime()).not.toBeNaN();
    const notes = await notificationsOf(alice);
    expect(notes.at(-1)).toMatchObject({
      type: 'recipe_comment',
      from_id: bob.id,
      data: { recipeId: publicId, commentId: body._id },
    });
  });

  it('does not notify the owner of their own comment', async () => {
    const before = (await notificationsOf(alice)).length;
    expect((await comment(alice, publicId, 'Thanks all')).statusCode).toBe(201);
    expect(await notificationsOf(alice)).toHaveLength(before);
  });

  it.each([
    ['too short', 'hi'],
    ['blank after trimming', '     ab    '],
    ['too long', 'x'.repeat(151)],
    ['not text', 42],
  ])('refuses a comment that is %s', async (_case, text) => {
    const response = await comment(bob, publicId, text);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/text/);
  });

  it('accepts exactly 3 and 150 characters', async () => {
    expect((await comment(bob, publicId, 'yum')).statusCode).toBe(201);
    expect((await comment(bob, publicId, 'y'.repeat(150))).statusCode).toBe(201);
  });

  it("hides someone else's private recipe (404) and allows its owner", async () => {
    expect((await comment(bob, privateId, 'Peeking in')).statusCode).toBe(404);
    expect((await get(bob, `/api/recipes/${privateId}/comments`)).statusCode).toBe(404);
    expect((await get(bob, `/api/recipes/${privateId}/comments/count`)).statusCode).toBe(404);
    expect((await comment(alice, privateId, 'Note to self')).statusCode).toBe(201);
  });

  it('works on provider recipes and refuses malformed ids', async () => {
    expect((await comment(bob, '1001', 'Great catalogue dish')).statusCode).toBe(201);
    expect((await get(alice, '/api/recipes/1001/comments')).json()).toHaveLength(1);
    for (const bad of ['abc', '0', '-5', '1.5', '12345678901', `${'a'.repeat(23)}`]) {
      const response = await comment(bob, bad, 'Hello there');
      expect(response.statusCode, bad).toBe(400);
    }
    expect((await comment(bob, 'f'.repeat(24), 'Hello there')).statusCode).toBe(404);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/recipes/${publicId}/comments`,
      payload: { text: 'Anonymous' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/recipes/:id/comments', () => {
  it('lists newest first with the author, pages with limit/offset, and counts', async () => {
    const recipeId = await createRecipe(alice, true);
    for (const text of ['first one', 'second one', 'third one']) {
      expect((await comment(bob, recipeId, text)).statusCode).toBe(201);
    }
    const list = (await get(alice, `/api/recipes/${recipeId}/comments`)).json();
    expect(list.map((c: { text: string }) => c.text)).toEqual(['third one', 'second one', 'first one']);
    expect(list[0]).toMatchObject({ userId: bob.id, username: bob.username });
    const page = (await get(alice, `/api/recipes/${recipeId}/comments?limit=1&offset=1`)).json();
    expect(page.map((c: { text: string }) => c.text)).toEqual(['second one']);
    expect((await get(alice, `/api/recipes/${recipeId}/comments/count`)).json()).toEqual({ count: 3 });
    expect((await get(alice, `/api/recipes/${recipeId}/comments?limit=0`)).statusCode).toBe(400);
  });

  it('reads a page of comments in a fixed number of queries', async () => {
    const recipeId = await createRecipe(alice, true);
    await comment(bob, recipeId, 'only one');
    t.resetQueryCount();
    await get(alice, `/api/recipes/${recipeId}/comments`);
    const few = t.queryCount();
    for (let i = 0; i < 8; i++) await comment(i % 2 ? alice : bob, recipeId, `comment ${i}`);
    t.resetQueryCount();
    const response = await get(alice, `/api/recipes/${recipeId}/comments`);
    expect(response.json()).toHaveLength(9);
    expect(t.queryCount()).toBe(few);
  });

  it('defaults to 50 comments', async () => {
    const recipeId = await createRecipe(bob, true);
    await t.db.query(
      `INSERT INTO comments (id, recipe_id, member_id, text)
       SELECT lpad(to_hex(n), 24, '0'), $1, $2, 'comment ' || n FROM generate_series(1, 60) AS n`,
      [recipeId, alice.id],
    );
    expect((await get(alice, `/api/recipes/${recipeId}/comments`)).json()).toHaveLength(50);
    expect((await get(alice, `/api/recipes/${recipeId}/comments/count`)).json()).toEqual({ count: 60 });
  });
});

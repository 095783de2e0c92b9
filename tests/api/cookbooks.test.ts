import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerMember, type TestApp, type TestMember, tinyPng } from './helpers/index.ts';

// Cookbooks: create, read (with ?expand=recipes), privacy, delete, recipes in and out, and the member lists.
// Sharing is the last section.

let t: TestApp;
let alice: TestMember;
let bob: TestMember;

function call(
  member: TestMember | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: member ? { cookie: member.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function createCookbook(member: TestMember, payload: Record<string, unknown> = {}) {
  const response = await call(member, 'POST', '/api/cookbook', { title: 'Weeknights', ...payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ _id: string; recipes: string[]; isPublic: boolean }>();
}

async function createRecipe(member: TestMember, payload: Record<string, unknown> = {}) {
  const response = await call(member, 'POST', '/api/recipes', { title: 'Dal', image: tinyPng, ...payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ _id: string; image: string }>();
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await registerMember(t.app);
  bob = await registerMember(t.app);
});
afterAll(() => t.close());

describe('POST /api/cookbook', () => {
  it('creates a private cookbook with the default cover, owned by you', async () => {
    const response = await call(alice, 'POST', '/api/cookbook', { title: '  Soups  ' });
    expect(response.statusCode).toBe(201);
    const book = response.json();
    expect(book).toMatchObject({
      title: 'Soups',
      coverImage: 'cover1.JPG',
      isPublic: false,
      owners: [alice.id],
      ownerNames: [{ _id: alice.id, username: alice.username }],
      recipes: [],
    });
    expect(book.id).toBe(book._id);
  });

  it.each([
    ['title', { title: '' }],
    ['title', { title: 'x'.repeat(19) }],
    ['title', {}],
    ['coverImage', { title: 'ok', coverImage: 'cover10.JPG' }],
    ['coverImage', { title: 'ok', coverImage: '../../etc/passwd' }],
    ['isPublic', { title: 'ok', isPublic: 1 }],
  ])('refuses a bad %s', async (field, payload) => {
    const response = await call(alice, 'POST', '/api/cookbook', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(field);
  });

  it('needs a session', async () => {
    expect((await call(undefined, 'POST', '/api/cookbook', { title: 'x' })).statusCode).toBe(401);
    expect((await call(undefined, 'GET', '/api/cookbook')).statusCode).toBe(401);
  });
});

describe('reading cookbooks', () => {
  it('GET /api/cookbook lists the ones you own, oldest first', async () => {
    const carol = await registerMember(t.app);
    await createCookbook(carol, { title: 'One' });
    await createCookbook(carol, { title: 'Two', isPublic: true, coverImage: 'cover9.JPG' });
    const list = (await call(carol, 'GET', '/api/cookbook')).json();
    expect(list.map((b: { title: string }) => b.title)).toEqual(['One', 'Two']);
    expect(list[1]).toMatchObject({ coverImage: 'cover9.JPG', isPublic: true });
  });

  it('shows a private cookbook only to its owners and a public one to everyone', async () => {
    const secret = await createCookbook(alice);
    const open = await createCookbook(alice, { isPublic: true });
    expect((await call(bob, 'GET', `/api/cookbook/${secret._id}`)).statusCode).toBe(404);
    expect((await call(alice, 'GET', `/api/cookbook/${secret._id}`)).statusCode).toBe(200);
    expect((await call(bob, 'GET', `/api/cookbook/${open._id}`)).json().owners).toEqual([alice.id]);
    expect((await call(bob, 'GET', '/api/cookbook/123')).statusCode).toBe(400);
    expect((await call(bob, 'GET', `/api/cookbook/${'0'.repeat(24)}`)).statusCode).toBe(404);
  });

  it('GET /api/cookbooks/user/:username shows public ones to others and all to yourself', async () => {
    const dave = await registerMember(t.app);
    await createCookbook(dave, { title: 'Shown', isPublic: true });
    await createCookbook(dave, { title: 'Hidden' });
    const seen = (await call(bob, 'GET', `/api/cookbooks/user/${dave.username}`)).json();
    expect(seen.map((b: { title: string }) => b.title)).toEqual(['Shown']);
    // The owner gets the private one too, flagged so the profile can mark it 'Private'.
    const own = (await call(dave, 'GET', `/api/cookbooks/user/${dave.username}`)).json();
    expect(own.map((b: { title: string; isPublic: boolean }) => [b.title, b.isPublic]).sort()).toEqual([
      ['Hidden', false],
      ['Shown', true],
    ]);
    expect(seen.every((b: { isPublic: boolean }) => b.isPublic)).toBe(true);
    expect((await call(dave, 'GET', '/api/cookbooks/user/no_such_member')).statusCode).toBe(404);
  });

  it('answers each cookbook of a list as its own read does: owners, owner names and recipes in order', async () => {
    const frank = await registerMember(t.app);
    const gina = await registerMember(t.app);
    expect((await call(frank, 'GET', '/api/cookbook')).json()).toEqual([]);
    expect((await call(gina, 'GET', `/api/cookbooks/user/${frank.username}`)).json()).toEqual([]);
    const first = await createRecipe(frank, { title: 'First' });
    const second = await createRecipe(frank, { title: 'Second' });
    const shared = await createCookbook(frank, { title: 'Shared', isPublic: true });
    const empty = await createCookbook(frank, { title: 'Empty', isPublic: true });
    for (const recipe of [second, first])
      await call(frank, 'POST', `/api/cookbook/${shared._id}/addRecipe`, { recipeId: recipe._id });
    await call(frank, 'POST', `/api/cookbook/${shared._id}/share`, { toUserId: gina.id });
    const accepted = await call(gina, 'POST', `/api/cookbook/${shared._id}/share/accept`, {
      inviterInfoId: frank.id,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const one = async (id: string) => (await call(frank, 'GET', `/api/cookbook/${id}`)).json();
    const expected = [await one(shared._id), await one(empty._id)];
    expect(expected[0]).toMatchObject({
      owners: [frank.id, gina.id],
      ownerNames: [
        { _id: frank.id, username: frank.username },
        { _id: gina.id, username: gina.username },
      ],
      recipes: [second._id, first._id],
    });
    expect(expected[1]).toMatchObject({ owners: [frank.id], recipes: [] });
    expect((await call(frank, 'GET', '/api/cookbook')).json()).toEqual(expected);
    expect((await call(gina, 'GET', `/api/cookbooks/user/${frank.username}`)).json()).toEqual(expected);
  });

  it('reads a list of cookbooks in a fixed number of queries', async () => {
    const erin = await registerMember(t.app);
    const recipe = await createRecipe(erin);
    const first = await createCookbook(erin);
    await call(erin, 'POST', `/api/cookbook/${first._id}/addRecipe`, { recipeId: recipe._id });
    t.resetQueryCount();
    await call(erin, 'GET', '/api/cookbook');
    const few = t.queryCount();
    for (let i = 0; i < 5; i++) {
      const book = await createCookbook(erin, { title: `Book ${i}` });
      await call(erin, 'POST', `/api/cookbook/${book._id}/addRecipe`, { recipeId: recipe._id });
      await call(erin, 'POST', `/api/cookbook/${book._id}/addRecipe`, { recipeId: String(1001 + i) });
    }
    t.resetQueryCount();
    const list = (await call(erin, 'GET', '/api/cookbook')).json();
    expect(list).toHaveLength(6);
    expect(list[5].recipes).toEqual([recipe._id, '1005']);
    expect(t.queryCount()).toBe(few);
  });
});

describe('PUT and DELETE /api/cookbook/:id', () => {
  it('lets owners change privacy; others get 403 (public) or 404 (private)', async () => {
    const book = await createCookbook(alice);
    const response = await call(alice, 'PUT', `/api/cookbook/${book._id}`, { isPublic: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: book._id, isPublic: true });
    expect((await call(bob, 'PUT', `/api/cookbook/${book._id}`, { isPublic: false })).statusCode).toBe(403);
    await call(alice, 'PUT', `/api/cookbook/${book._id}`, { isPublic: false });
    expect((await call(bob, 'PUT', `/api/cookbook/${book._id}`, { isPublic: true })).statusCode).toBe(404);
    expect((await call(alice, 'PUT', `/api/cookbook/${book._id}`, { isPublic: 'yes' })).statusCode).toBe(400);
  });

  it('deletes for owners only, with its recipes list and invites', async () => {
    const book = await createCookbook(alice, { isPublic: true });
    await call(alice, 'POST', `/api/cookbook/${book._id}/addRecipe`, { recipeId: '1001' });
    await call(alice, 'POST', `/api/cookbook/${book._id}/share`, { toUserId: bob.id });
    expect((await call(bob, 'DELETE', `/api/cookbook/${book._id}`)).statusCode).toBe(403);
    expect((await call(alice, 'DELETE', `/api/cookbook/${book._id}`)).statusCode).toBe(200);
    expect((await call(alice, 'GET', `/api/cookbook/${book._id}`)).statusCode).toBe(404);
    for (const table of ['cookbook_recipes', 'cookbook_owners', 'cookbook_invites']) {
      const rows = await t.db.query(`SELECT 1 FROM ${table} WHERE cookbook_id = $1`, [book._id]);
      expect(rows, table).toHaveLength(0);
    }
  });
});

describe('recipes in a cookbook', () => {
  it('adds member and provider recipes once, in order, and removes them', async () => {
    const book = await createCookbook(alice);
    const recipe = await createRecipe(bob);
    const add = (recipeId: unknown) =>
      call(alice, 'POST', `/api/cookbook/${book._id}/addRecipe`, { recipeId });
    const added = await add(recipe._id);
    expect(added.statusCode).toBe(201);
    expect(added.json().recipes).toEqual([recipe._id]);
    expect((await add(1001)).json().recipes).toEqual([recipe._id, '1001']);
    const again = await add(recipe._id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'Recipe already in the cookbook' });

    const remove = (recipeId: string) =>
      call(alice, 'DELETE', `/api/cookbook/${book._id}/removeRecipe/${recipeId}`);
    const removed = await remove(recipe._id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().recipes).toEqual(['1001']);
    expect((await remove(recipe._id)).statusCode).toBe(404);
    expect((await remove('not-a-recipe')).statusCode).toBe(400);
  });

  it("refuses recipes you cannot see, bad ids, and other members' cookbooks", async () => {
    const book = await createCookbook(alice, { isPublic: true });
    const hidden = await createRecipe(bob, { isPublic: false });
    const add = (member: TestMember, recipeId: unknown) =>
      call(member, 'POST', `/api/cookbook/${book._id}/addRecipe`, { recipeId });
    expect((await add(alice, hidden._id)).statusCode).toBe(404);
    expect((await add(alice, 'x')).statusCode).toBe(400);
    expect((await add(alice, '')).statusCode).toBe(400);
    expect((await add(alice, undefined)).statusCode).toBe(400);
    expect((await add(bob, '1001')).statusCode).toBe(403);
    expect((await call(bob, 'DELETE', `/api/cookbook/${book._id}/removeRecipe/1001`)).statusCode).toBe(403);
  });

  it('adds once when the same recipe is added concurrently', async () => {
    const book = await createCookbook(alice);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        call(alice, 'POST', `/api/cookbook/${book._id}/addRecipe`, { recipeId: '1002' }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    expect((await call(alice, 'GET', `/api/cookbook/${book._id}`)).json().recipes).toEqual(['1002']);
  });
});

describe('GET /api/cookbook/:id?expand=recipes', () => {
  it('summarises the recipes the viewer may see, member and provider alike, in cookbook order', async () => {
    const [catalogued] = await t.db.query<{ id: number; title: string }>(
      'SELECT id, title FROM provider_recipes ORDER BY id LIMIT 1',
    );
    const book = await createCookbook(alice, { isPublic: true });
    const mine = await createRecipe(alice, { title: 'Mine', prepTime: 5, cookTime: 10, servings: '2' });
    const hidden = await createRecipe(alice, { title: 'Hidden', isPublic: false });
    // Spoonacular mode: a recipe the catalogue lacks is summarised from the cached recipe information.
    await t.db.query('INSERT INTO provider_cache (key, body) VALUES ($1, $2::jsonb)', [
      '/recipes/876543210/information?includeNutrition=false',
      JSON.stringify({
        id: 876543210,
        title: 'Cached dish',
        image: 'https://img.example/1.jpg',
        readyInMinutes: 25,
        servings: 3,
      }),
    ]);
    const ids = [
      mine._id,
      hidden._id,
      ...(catalogued ? [String(catalogued.id)] : []),
      '876543210',
      '987654321',
    ];
    for (const recipeId of ids) {
      expect(
        (await call(alice, 'POST', `/api/cookbook/${book._id}/addRecipe`, { recipeId })).statusCode,
      ).toBe(201);
    }
    t.resetQueryCount();
    const response = await call(bob, 'GET', `/api/cookbook/${book._id}?expand=recipes`);
    expect(response.statusCode).toBe(200);
    expect(t.queryCount()).toBeLessThanOrEqual(3);
    const body = response.json();
    expect(body.recipes).toEqual(ids);
    expect(body.recipeSummaries[0]).toEqual({
      id: mine._id,
      title: 'Mine',
      image: mine.image,
      readyInMinutes: 15,
      servings: '2',
    });
    // Bob may not see Alice's private recipe; its id stays in `recipes`, its summary is left out.
    expect(body.recipeSummaries.map((s: { id: string }) => s.id)).toEqual(
      ids.filter((id) => id !== hidden._id),
    );
    if (catalogued)
      expect(body.recipeSummaries[1]).toMatchObject({ id: String(catalogued.id), title: catalogued.title });
    expect(body.recipeSummaries.at(-1)).toEqual({
      id: '987654321',
      title: null,
      image: null,
      readyInMinutes: null,
      servings: null,
    });
    const owner = (await call(alice, 'GET', `/api/cookbook/${book._id}?expand=recipes`)).json();
    expect(owner.recipeSummaries).toHaveLength(ids.length);
    expect((await call(alice, 'GET', `/api/cookbook/${book._id}`)).json().recipeSummaries).toBeUndefined();
    expect((await call(alice, 'GET', `/api/cookbook/${book._id}?expand=everything`)).statusCode).toBe(400);
  });
});

describe('sharing a cookbook', () => {
  async function notes(member: TestMember, type: string) {
    return t.db.query<{ from_id: string; data: { cookbookId?: string } }>(
      'SELECT from_id, data FROM notifications WHERE member_id = $1 AND type = $2',
      [member.id, type],
    );
  }

  it('invites, notifies, and makes the invitee an owner once on accept', async () => {
    const book = await createCookbook(alice);
    const share = await call(alice, 'POST', `/api/cookbook/${book._id}/share`, { toUserId: bob.id });
    expect(share.statusCode).toBe(201);
    expect(await notes(bob, 'cookbook_share_request')).toContainEqual({
      from_id: alice.id,
      data: { cookbookId: book._id },
    });
    expect(
      (await call(alice, 'POST', `/api/cookbook/${book._id}/share`, { toUserId: bob.id })).statusCode,
    ).toBe(409);
    // Still private to Bob until he accepts.
    expect((await call(bob, 'GET', `/api/cookbook/${book._id}`)).statusCode).toBe(404);

    const accepted = await call(bob, 'POST', `/api/cookbook/${book._id}/share/accept`, {
      inviterInfoId: alice.id,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().owners).toEqual([alice.id, bob.id]);
    expect(await notes(alice, 'cookbook_share_accept')).toContainEqual({
      from_id: bob.id,
      data: { cookbookId: book._id },
    });
    expect((await call(bob, 'POST', `/api/cookbook/${book._id}/share/accept`)).statusCode).toBe(404);
    expect(
      (await call(alice, 'POST', `/api/cookbook/${book._id}/share`, { toUserId: bob.id })).statusCode,
    ).toBe(409);
    // A collaborator has full access.
    expect(
      (await call(bob, 'POST', `/api/cookbook/${book._id}/addRecipe`, { recipeId: '1003' })).statusCode,
    ).toBe(201);
    expect((await call(bob, 'GET', '/api/cookbook')).json().map((b: { _id: string }) => b._id)).toContain(
      book._id,
    );
  });

  it('lets the invitee deny, and nobody else answer the invite', async () => {
    const book = await createCookbook(alice);
    const carol = await registerMember(t.app);
    await call(alice, 'POST', `/api/cookbook/${book._id}/share`, { toUserId: bob.id });
    expect((await call(carol, 'POST', `/api/cookbook/${book._id}/share/accept`)).statusCode).toBe(404);
    expect((await call(carol, 'POST', `/api/cookbook/${book._id}/share/deny`)).statusCode).toBe(404);
    expect((await call(bob, 'POST', `/api/cookbook/${book._id}/share/deny`)).statusCode).toBe(200);
    expect((await call(bob, 'POST', `/api/cookbook/${book._id}/share/accept`)).statusCode).toBe(404);
    expect((await call(alice, 'GET', `/api/cookbook/${book._id}`)).json().owners).toEqual([alice.id]);
  });

  it('refuses non-owners, yourself, unknown members and bad ids', async () => {
    const book = await createCookbook(alice, { isPublic: true });
    const share = (member: TestMember, toUserId: unknown) =>
      call(member, 'POST', `/api/cookbook/${book._id}/share`, { toUserId });
    expect((await share(bob, alice.id)).statusCode).toBe(403);
    expect((await share(alice, alice.id)).statusCode).toBe(409);
    expect((await share(alice, 'f'.repeat(24))).statusCode).toBe(404);
    expect((await share(alice, 'bob')).statusCode).toBe(400);
  });

  it('accepts once when the invitee accepts twice at the same time', async () => {
    const book = await createCookbook(alice);
    await call(alice, 'POST', `/api/cookbook/${book._id}/share`, { toUserId: bob.id });
    const answers = await Promise.all([
      call(bob, 'POST', `/api/cookbook/${book._id}/share/accept`),
      call(bob, 'POST', `/api/cookbook/${book._id}/share/accept`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
    const accepts = (await notes(alice, 'cookbook_share_accept')).filter(
      (n) => n.data.cookbookId === book._id,
    );
    expect(accepts).toHaveLength(1);
    const owners = await t.db.query('SELECT member_id FROM cookbook_owners WHERE cookbook_id = $1', [
      book._id,
    ]);
    expect(owners).toHaveLength(2);
  });
});

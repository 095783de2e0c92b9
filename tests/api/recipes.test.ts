import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  makeAdmin,
  registerMember,
  type TestApp,
  type TestMember,
  tinyJpeg,
  tinyPng,
} from './helpers/index.ts';

// Member recipes: create (validation, image storage, cookbookId), read, privacy, delete and the member lists.

let t: TestApp;
let alice: TestMember;
let bob: TestMember;

beforeAll(async () => {
  t = await createTestApp();
  alice = await registerMember(t.app);
  bob = await registerMember(t.app);
});
afterAll(() => t.close());

const validRecipe = {
  title: 'Lentil soup',
  image: tinyPng,
  ingredients: ['1 cup red lentils', '1 onion'],
  instructions: ['Chop the onion.', 'Simmer everything for 20 minutes.'],
  prepTime: 10,
  cookTime: 20,
  servings: '4',
  link: '',
  tags: { mealType: ['soup'], cuisine: ['middle eastern'], diet: ['vegan'], intolerance: [] },
};

function post(member: TestMember | undefined, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/recipes',
    headers: member ? { cookie: member.cookie } : {},
    payload,
  });
}

function get(member: TestMember, url: string) {
  return t.app.inject({ method: 'GET', url, headers: { cookie: member.cookie } });
}

async function createRecipe(member: TestMember, overrides: Record<string, unknown> = {}) {
  const response = await post(member, { ...validRecipe, ...overrides });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ _id: string; title: string; isPublic: boolean }>();
}

describe('POST /api/recipes', () => {
  it('needs a session', async () => {
    expect((await post(undefined, validRecipe)).statusCode).toBe(401);
  });

  it('creates a recipe, stores the image and answers its full shape', async () => {
    const response = await post(alice, {
      ...validRecipe,
      prepTime: '15',
      cookTime: '',
      tags: { mealType: [{ value: 'soup', label: 'Soup' }, 'Lunch'], cuisine: ['Middle Eastern'] },
      image: tinyJpeg,
    });
    expect(response.statusCode, response.body).toBe(201);
    const recipe = response.json();
    expect(recipe).toMatchObject({
      title: 'Lentil soup',
      ingredients: ['1 cup red lentils', '1 onion'],
      instructions: ['Chop the onion.', 'Simmer everything for 20 minutes.'],
      prepTime: 15,
      cookTime: null,
      servings: '4',
      tags: { mealType: ['soup', 'lunch'], cuisine: ['middle eastern'], diet: [], intolerance: [] },
      mealType: ['soup', 'lunch'],
      isPublic: true,
      owner: { _id: alice.id, username: alice.username },
      likeCount: 0,
      liked: false,
    });
    expect(recipe._id).toMatch(/^[0-9a-f]{24}$/);
    expect(recipe.id).toBe(recipe._id);
    // An absolute URL on the request's origin (API.md): inject's is http://localhost:80.
    expect(recipe.image).toMatch(/^http:\/\/localhost:80\/media\/[0-9a-f]{64}\.webp$/);
    const image = await t.app.inject({ method: 'GET', url: new URL(recipe.image).pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('accepts ingredients as objects with a name and instructions as one text, as older clients send them', async () => {
    const response = await post(alice, {
      ...validRecipe,
      ingredients: [{ name: '2 eggs' }, ' salt ', ''],
      instructions: 'Whisk the eggs.\r\nCook gently.\n',
      servings: 2,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      ingredients: ['2 eggs', 'salt'],
      instructions: ['Whisk the eggs.', 'Cook gently.'],
      servings: '2',
    });
  });

  it('accepts a photo of more than 1 MB (recipe calls allow 8 MB bodies)', async () => {
    const noise = Buffer.from(Array.from({ length: 700 * 700 * 3 }, () => Math.floor(Math.random() * 256)));
    const png = await sharp(noise, { raw: { width: 700, height: 700, channels: 3 } })
      .png()
      .toBuffer();
    const image = `data:image/png;base64,${png.toString('base64')}`;
    expect(image.length).toBeGreaterThan(1024 * 1024);
    const response = await post(alice, { ...validRecipe, image });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(201);
  });

  it.each([
    ['title', { title: '' }],
    ['title', { title: 'x'.repeat(101) }],
    ['image', { image: undefined }],
    ['image', { image: 'https://example.com/x.png' }],
    ['image', { image: 'data:image/png;base64,aGVsbG8gd29ybGQgdGhpcyBpcyBub3QgYW4gaW1hZ2U=' }],
    ['prepTime', { prepTime: 'soon' }],
    ['cookTime', { cookTime: 10001 }],
    ['cookTime', { cookTime: 2.5 }],
    ['servings', { servings: 'x'.repeat(31) }],
    ['link', { link: 'javascript:alert(1)' }],
    ['tags.mealType', { tags: { mealType: ['second breakfast'] } }],
    ['tags.intolerance', { tags: { intolerance: [{ value: 'cats', label: 'Cats' }] } }],
    ['isPublic', { isPublic: 'yes' }],
    ['cookbookId', { cookbookId: 'not-an-id' }],
  ])('refuses a bad %s with 400 naming the field', async (field, change) => {
    const response = await post(alice, { ...validRecipe, ...change });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toContain(field.split('.')[0]);
  });

  it('adds the recipe to a cookbook of yours in the same call', async () => {
    const book = await t.app.inject({
      method: 'POST',
      url: '/api/cookbook',
      headers: { cookie: alice.cookie },
      payload: { title: 'Soups' },
    });
    const recipe = await createRecipe(alice, { cookbookId: book.json()._id });
    const cookbook = await get(alice, `/api/cookbook/${book.json()._id}`);
    expect(cookbook.json().recipes).toEqual([recipe._id]);
  });

  it("refuses someone else's cookbook and then creates nothing", async () => {
    const book = await t.app.inject({
      method: 'POST',
      url: '/api/cookbook',
      headers: { cookie: bob.cookie },
      payload: { title: 'Bob only' },
    });
    const before = (await get(alice, '/api/my-recipes')).json().length;
    const response = await post(alice, { ...validRecipe, title: 'Sneaky', cookbookId: book.json()._id });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('cookbookId');
    expect((await get(alice, '/api/my-recipes')).json()).toHaveLength(before);
  });
});

describe('GET /api/recipes/:id', () => {
  it('shows a public recipe to anyone logged in and a private one only to its owner', async () => {
    const open = await createRecipe(alice, { title: 'Open' });
    const secret = await createRecipe(alice, { title: 'Secret', isPublic: false });
    expect((await get(bob, `/api/recipes/${open._id}`)).json().title).toBe('Open');
    expect((await get(bob, `/api/recipes/${secret._id}`)).statusCode).toBe(404);
    expect((await get(alice, `/api/recipes/${secret._id}`)).json().title).toBe('Secret');
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    expect((await get(alice, '/api/recipes/nope')).statusCode).toBe(400);
    expect((await get(alice, `/api/recipes/${'a'.repeat(24)}`)).statusCode).toBe(404);
  });
});

describe('PUT /api/recipes/:id', () => {
  it('lets the owner toggle privacy', async () => {
    const recipe = await createRecipe(alice);
    const put = (member: TestMember, payload: Record<string, unknown>, id = recipe._id) =>
      t.app.inject({ method: 'PUT', url: `/api/recipes/${id}`, headers: { cookie: member.cookie }, payload });
    const response = await put(alice, { isPublic: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isPublic: false });
    expect((await get(bob, `/api/recipes/${recipe._id}`)).statusCode).toBe(404);
    // Private: to Bob it does not exist. Public again: Bob sees it but may not change it.
    expect((await put(bob, { isPublic: true })).statusCode).toBe(404);
    await put(alice, { isPublic: true });
    expect((await put(bob, { isPublic: false })).statusCode).toBe(403);
    expect((await put(alice, { isPublic: 'no' })).statusCode).toBe(400);
  });
});

describe('DELETE /api/recipes/:id', () => {
  it('is for the owner or an admin and takes likes, comments and cookbook entries with it', async () => {
    const recipe = await createRecipe(alice);
    const del = (member: TestMember) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/recipes/${recipe._id}`,
        headers: { cookie: member.cookie },
      });
    await t.app.inject({
      method: 'POST',
      url: `/api/recipes/${recipe._id}/like`,
      headers: { cookie: bob.cookie },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/recipes/${recipe._id}/comments`,
      headers: { cookie: bob.cookie },
      payload: { text: 'Lovely soup' },
    });
    const book = await t.app.inject({
      method: 'POST',
      url: '/api/cookbook',
      headers: { cookie: bob.cookie },
      payload: { title: 'Saved' },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/cookbook/${book.json()._id}/addRecipe`,
      headers: { cookie: bob.cookie },
      payload: { recipeId: recipe._id },
    });

    expect((await del(bob)).statusCode).toBe(403);
    expect((await del(alice)).statusCode).toBe(200);
    expect((await get(alice, `/api/recipes/${recipe._id}`)).statusCode).toBe(404);
    for (const table of ['likes', 'comments', 'cookbook_recipes']) {
      const rows = await t.db.query(`SELECT 1 FROM ${table} WHERE recipe_id = $1`, [recipe._id]);
      expect(rows, table).toHaveLength(0);
    }
    expect((await get(bob, `/api/cookbook/${book.json()._id}`)).json().recipes).toEqual([]);
    expect((await del(alice)).statusCode).toBe(404);
  });

  it('lets an admin delete anyone’s recipe', async () => {
    const admin = await registerMember(t.app);
    await makeAdmin(t.db, admin.id);
    const recipe = await createRecipe(bob, { isPublic: false });
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/recipes/${recipe._id}`,
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('recipe lists', () => {
  let carol: TestMember;
  beforeAll(async () => {
    carol = await registerMember(t.app);
    await createRecipe(carol, { title: 'First' });
    await createRecipe(carol, { title: 'Hidden', isPublic: false });
    await createRecipe(carol, { title: 'Third' });
  });

  it('GET /api/my-recipes lists all of yours, newest first', async () => {
    const titles = (await get(carol, '/api/my-recipes')).json().map((r: { title: string }) => r.title);
    expect(titles).toEqual(['Third', 'Hidden', 'First']);
  });

  it('GET /api/recipes/user/:username shows others only the public ones, yourself all', async () => {
    const seen = (await get(bob, `/api/recipes/user/${carol.username.toUpperCase()}`)).json();
    expect(seen.map((r: { title: string }) => r.title)).toEqual(['Third', 'First']);
    expect(seen.every((r: { isPublic: boolean }) => r.isPublic)).toBe(true);
    // The owner gets the private one too, flagged so the profile can mark it 'Private'.
    const own = (await get(carol, `/api/recipes/user/${carol.username}`)).json();
    expect(own.map((r: { title: string; isPublic: boolean }) => [r.title, r.isPublic])).toEqual([
      ['Third', true],
      ['Hidden', false],
      ['First', true],
    ]);
    expect((await get(bob, '/api/recipes/user/nobody_at_all')).statusCode).toBe(404);
  });

  it('pages with limit and offset', async () => {
    const page = (await get(carol, '/api/my-recipes?limit=1&offset=1')).json();
    expect(page.map((r: { title: string }) => r.title)).toEqual(['Hidden']);
    expect((await get(carol, '/api/my-recipes?limit=101')).statusCode).toBe(400);
  });

  it('reads a list in the same number of queries whatever its length (no N+1)', async () => {
    const dave = await registerMember(t.app);
    const measure = async () => {
      t.resetQueryCount();
      const response = await get(dave, '/api/my-recipes');
      expect(response.statusCode).toBe(200);
      return { count: t.queryCount(), length: response.json().length };
    };
    await createRecipe(dave);
    const few = await measure();
    for (let i = 0; i < 6; i++) {
      const recipe = await createRecipe(dave, { title: `Dish ${i}` });
      await t.app.inject({
        method: 'POST',
        url: `/api/recipes/${recipe._id}/like`,
        headers: { cookie: bob.cookie },
      });
    }
    const many = await measure();
    expect(many.length).toBe(7);
    expect(many.count).toBe(few.count);
    const liked = (await get(bob, `/api/recipes/user/${dave.username}`)).json();
    expect(
      liked.filter((r: { liked: boolean; likeCount: number }) => r.liked && r.likeCount === 1),
    ).toHaveLength(6);
  });
});

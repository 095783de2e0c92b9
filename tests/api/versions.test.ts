import type { Recipe, RecipeVersions, VersionChanges } from '@potluck/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  createTestApp,
  makeAdmin,
  makeFriends,
  registerMember,
  type TestApp,
  type TestMember,
  tinyPng,
} from './helpers/index.ts';

// "Make it my own" (issue 41, docs/decisions/037): a copy of a recipe the member may open, linked to its original
// ("Adapted from … by …"), what it changed, the original's versions; a version of a private recipe stays private;
// a deleted original leaves its versions, which say so. The access matrix: author, friend, ex-friend either way,
// stranger, admin and visitor, over a public, a private and a catalogue recipe and a deleted original.

let t: TestApp;
const call = callAs(() => t.app);

const ragu = {
  title: 'Nonna’s Sunday Ragù',
  image: tinyPng,
  ingredients: ['500 g beef mince', '1 onion, diced', '2 carrots', '800 g passata', 'salt'],
  instructions: [
    'Brown the mince in olive oil',
    'Add the onion and carrots',
    'Pour in the passata',
    'Simmer 3 hours',
  ],
};

async function recipeOf(member: TestMember, extra: Record<string, unknown> = {}): Promise<Recipe> {
  const response = await call(member, 'POST', '/api/recipes', { ...ragu, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Recipe>();
}

async function versionOf(
  member: TestMember,
  id: string,
  changes: Record<string, unknown> = {},
): Promise<Recipe> {
  const response = await call(member, 'POST', `/api/recipes/${id}/versions`, changes);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Recipe>();
}

async function recipeCount(): Promise<number> {
  const [row] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM recipes');
  return Number(row?.n);
}

let catalogue: { id: string; title: string };
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db.query<{ id: number; title: string }>(
    'SELECT id, title FROM provider_recipes ORDER BY id LIMIT 1',
  );
  catalogue = { id: String(row!.id), title: row!.title };
});
afterAll(() => t?.close());

describe('making a recipe one’s own', () => {
  it('copies the original with the member’s changes, says what it was adapted from and what changed', async () => {
    const [maria, kenji] = [
      await registerMember(t.app, { username: `maria_${Date.now() % 1e6}` }),
      await registerMember(t.app),
    ];
    const original = await recipeOf(maria, {
      prepTime: 20,
      cookTime: 180,
      servings: '6',
      tags: { cuisine: ['italian'] },
    });
    const version = await versionOf(kenji, original._id, {
      title: 'Kenji’s weeknight ragù',
      ingredients: [
        '1 tbsp fish sauce',
        '500 g pork mince',
        '1 onion, diced',
        '800 g passata',
        'salt',
        'pepper',
      ],
      instructions: [
        'Brown the mince in olive oil',
        'Add the onion',
        'Pour in the passata',
        'Simmer 45 minutes',
      ],
      cookTime: 45,
    });
    expect(version).toMatchObject({
      title: 'Kenji’s weeknight ragù',
      owner: { _id: kenji.id },
      prepTime: 20,
      cookTime: 45,
      servings: '6',
      cuisine: ['italian'],
      isPublic: true,
      image: original.image,
      adaptedFrom: {
        id: original._id,
        title: ragu.title,
        authorName: maria.username,
        originalDeleted: false,
      },
    });
    expect(version._id).not.toBe(original._id);
    // The original is unchanged and is no version itself.
    const read = await call(kenji, 'GET', `/api/recipes/${original._id}`);
    expect(read.json<Recipe>().adaptedFrom).toBeUndefined();
    expect(read.json<Recipe>().ingredients).toEqual(ragu.ingredients);
    const changes = await call(maria, 'GET', `/api/recipes/${version._id}/changes`);
    expect(changes.statusCode, changes.body).toBe(200);
    expect(changes.json<VersionChanges>()).toEqual({
      original: { id: original._id, title: ragu.title, authorName: maria.username, originalDeleted: false },
      ingredients: {
        added: ['1 tbsp fish sauce', 'pepper'],
        removed: ['2 carrots'],
        changed: [{ from: '500 g beef mince', to: '500 g pork mince' }],
        kept: 3,
      },
      instructions: {
        added: [],
        removed: [],
        changed: [
          { from: 'Add the onion and carrots', to: 'Add the onion' },
          { from: 'Simmer 3 hours', to: 'Simmer 45 minutes' },
        ],
        kept: 2,
      },
    });
    // In the public feed too, the same for every viewer.
    const feed = await call(undefined, 'GET', '/api/public-recipes?limit=100');
    expect(feed.json<Recipe[]>().find((recipe) => recipe._id === version._id)?.adaptedFrom?.id).toBe(
      original._id,
    );
  });

  it('copies a catalogue recipe: its lines, times, servings and tags, the catalogue named as its author', async () => {
    const member = await registerMember(t.app);
    const version = await versionOf(member, catalogue.id);
    expect(version.title).toBe(catalogue.title.slice(0, 100));
    expect(version.ingredients.length).toBeGreaterThan(0);
    expect(version.instructions.length).toBeGreaterThan(0);
    expect(version.image).toMatch(/\/catalogue-images\//);
    expect(version.adaptedFrom).toEqual({
      id: catalogue.id,
      title: catalogue.title,
      authorName: 'Potluck Kitchen',
      originalDeleted: false,
    });
    const changes = (await call(member, 'GET', `/api/recipes/${version._id}/changes`)).json<VersionChanges>();
    expect(changes.ingredients).toEqual({
      added: [],
      removed: [],
      changed: [],
      kept: version.ingredients.length,
    });
    expect(changes.instructions.kept).toBe(version.instructions.length);
    // The picture may be sent back as it was answered: it is kept, not uploaded again.
    const again = await versionOf(member, catalogue.id, { image: version.image });
    expect(again.image).toBe(version.image);
  });

  it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
    const [author, member] = [await registerMember(t.app), await registerMember(t.app)];
    const original = await recipeOf(author);
    const before = await recipeCount();
    for (const [body, message] of [
      [{ title: '' }, /^title: is required/],
      [{ title: 'x'.repeat(101) }, /^title: must be at most 100 characters/],
      [{ title: 'a\u0000b' }, /^title: must not contain the NUL character/],
      [
        { ingredients: Array.from({ length: 201 }, (_, n) => `${n} eggs`) },
        /^ingredients: must have at most 200/,
      ],
      [{ instructions: ['x'.repeat(1001)] }, /^instructions\.0: each instruction must be at most 1000/],
      [{ image: 'https://elsewhere.example/x.jpg' }, /^image: /],
      [{ prepTime: -1 }, /^prepTime: /],
      [{ isPublic: 'yes' }, /^isPublic: /],
    ] as const) {
      const response = await call(member, 'POST', `/api/recipes/${original._id}/versions`, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(response.json().error, JSON.stringify(body).slice(0, 60)).toMatch(message);
    }
    expect((await call(member, 'POST', '/api/recipes/not-an-id/versions', {})).statusCode).toBe(400);
    expect(
      (await call(member, 'POST', '/api/recipes/abcdefabcdefabcdefabcdef/versions', {})).statusCode,
    ).toBe(404);
    expect(await recipeCount()).toBe(before);
  });
});

describe('a private original', () => {
  it('makes a private version that stays private while the original is private', async () => {
    const author = await registerMember(t.app);
    const secret = await recipeOf(author, { isPublic: false });
    const version = await versionOf(author, secret._id, { title: 'Mine, smaller' });
    expect(version.isPublic).toBe(false);
    const asPublic = await call(author, 'POST', `/api/recipes/${secret._id}/versions`, { isPublic: true });
    expect(asPublic.statusCode).toBe(409);
    expect(asPublic.json().error).toBe(
      'A version of a private recipe stays private while its original is private',
    );
    const published = await call(author, 'PUT', `/api/recipes/${version._id}`, { isPublic: true });
    expect(published.statusCode).toBe(409);
    expect((await call(author, 'GET', `/api/recipes/${version._id}`)).json<Recipe>().isPublic).toBe(false);
    // Once the original is public, so may its version be.
    expect((await call(author, 'PUT', `/api/recipes/${secret._id}`, { isPublic: true })).statusCode).toBe(
      200,
    );
    expect((await call(author, 'PUT', `/api/recipes/${version._id}`, { isPublic: true })).statusCode).toBe(
      200,
    );
  });
});

describe('the access matrix', () => {
  type Name = 'author' | 'friend' | 'exFriend' | 'leftFriend' | 'stranger' | 'admin';
  const names: Name[] = ['author', 'friend', 'exFriend', 'leftFriend', 'stranger', 'admin'];
  const m = {} as Record<Name, TestMember>;
  let pub: Recipe;
  let priv: Recipe;
  let gone: Recipe;
  /** Versions: the stranger's public one and private one of `pub`, the author's of `priv`, the friend's of `gone`. */
  const v = {} as Record<'strangerPublic' | 'strangerPrivate' | 'authorOfPrivate' | 'ofGone', Recipe>;

  beforeAll(async () => {
    for (const name of names) m[name] = await registerMember(t.app);
    await makeAdmin(t.db, m.admin.id);
    for (const other of [m.friend, m.exFriend, m.leftFriend]) await makeFriends(t.app, m.author, other);
    pub = await recipeOf(m.author);
    priv = await recipeOf(m.author, { isPublic: false });
    gone = await recipeOf(m.author, { title: 'Soon gone' });
    v.strangerPublic = await versionOf(m.stranger, pub._id, { ingredients: ['500 g beef mince'] });
    v.strangerPrivate = await versionOf(m.stranger, pub._id, { isPublic: false });
    v.authorOfPrivate = await versionOf(m.author, priv._id);
    v.ofGone = await versionOf(m.friend, gone._id, { title: 'Friend’s take' });
    for (const [who, whom] of [
      [m.author, m.exFriend],
      [m.leftFriend, m.author],
    ] as const) {
      const response = await call(who, 'PUT', '/api/friends/remove', { userId: who.id, friendId: whom.id });
      expect(response.statusCode).toBe(200);
    }
    expect((await call(m.author, 'DELETE', `/api/recipes/${gone._id}`)).statusCode).toBe(200);
  });

  const mayOpenPrivateOriginal = (viewer: Name) => viewer === 'author';
  const mayOpenVersion = (viewer: Name, version: keyof typeof v) =>
    version === 'strangerPrivate'
      ? viewer === 'stranger'
      : version === 'authorOfPrivate'
        ? viewer === 'author'
        : true;

  it('makes versions only of what the viewer may open', async () => {
    for (const viewer of names) {
      const ofPrivate = await call(m[viewer], 'POST', `/api/recipes/${priv._id}/versions`, {});
      expect(ofPrivate.statusCode, viewer).toBe(mayOpenPrivateOriginal(viewer) ? 201 : 404);
      expect(
        (await call(m[viewer], 'POST', `/api/recipes/${gone._id}/versions`, {})).statusCode,
        viewer,
      ).toBe(404);
    }
    expect((await call(undefined, 'POST', `/api/recipes/${pub._id}/versions`, {})).statusCode).toBe(401);
  });

  it('lists an original’s versions the viewer may open, and counts only those', async () => {
    for (const viewer of names) {
      const list = await call(m[viewer], 'GET', `/api/recipes/${pub._id}/versions`);
      expect(list.statusCode).toBe(200);
      const expected = (['strangerPublic', 'strangerPrivate'] as const).filter((key) =>
        mayOpenVersion(viewer, key),
      );
      const answer = list.json<RecipeVersions>();
      expect(answer.versions.map((version) => version.id).sort(), viewer).toEqual(
        expected.map((key) => v[key]._id).sort(),
      );
      expect(answer.count, viewer).toBe(expected.length);
      const ofPrivate = await call(m[viewer], 'GET', `/api/recipes/${priv._id}/versions`);
      expect(ofPrivate.statusCode, viewer).toBe(mayOpenPrivateOriginal(viewer) ? 200 : 404);
      expect((await call(m[viewer], 'GET', `/api/recipes/${gone._id}/versions`)).statusCode, viewer).toBe(
        404,
      );
    }
    expect((await call(undefined, 'GET', `/api/recipes/${pub._id}/versions`)).statusCode).toBe(401);
  });

  it('answers a version and what it changed to whom may open it, 404 to everyone else', async () => {
    for (const viewer of names) {
      for (const key of Object.keys(v) as Array<keyof typeof v>) {
        const expected = mayOpenVersion(viewer, key) ? 200 : 404;
        expect(
          (await call(m[viewer], 'GET', `/api/recipes/${v[key]._id}`)).statusCode,
          `${viewer} ${key}`,
        ).toBe(expected);
        expect(
          (await call(m[viewer], 'GET', `/api/recipes/${v[key]._id}/changes`)).statusCode,
          `${viewer} ${key}`,
        ).toBe(expected);
      }
      // An original is no version: nothing changed to tell.
      expect((await call(m[viewer], 'GET', `/api/recipes/${pub._id}/changes`)).statusCode).toBe(404);
    }
    expect((await call(undefined, 'GET', `/api/recipes/${v.strangerPublic._id}/changes`)).statusCode).toBe(
      401,
    );
  });

  it('keeps a deleted original’s versions, which say so, with its title and author name', async () => {
    const version = await call(m.stranger, 'GET', `/api/recipes/${v.ofGone._id}`);
    expect(version.json<Recipe>().adaptedFrom).toEqual({
      id: gone._id,
      title: 'Soon gone',
      authorName: m.author.username,
      originalDeleted: true,
    });
    const changes = (
      await call(m.stranger, 'GET', `/api/recipes/${v.ofGone._id}/changes`)
    ).json<VersionChanges>();
    expect(changes.original.originalDeleted).toBe(true);
    expect(changes.ingredients.kept).toBe(ragu.ingredients.length);
    // The author renamed: their name follows; deleted: the name they had stays.
    const renamed = `chef_${Date.now() % 1e6}`;
    const rename = await call(m.author, 'PUT', '/api/settings/username', {
      currentPassword: m.author.password,
      newUsername: renamed,
    });
    expect(rename.statusCode, rename.body).toBe(200);
    const read = async () =>
      (await call(m.stranger, 'GET', `/api/recipes/${v.strangerPublic._id}`)).json<Recipe>();
    expect((await read()).adaptedFrom?.authorName).toBe(renamed);
    const admin = await call(m.admin, 'DELETE', `/api/admin/users/${m.author.id}`);
    expect(admin.statusCode, admin.body).toBe(200);
    expect((await read()).adaptedFrom).toEqual({
      id: pub._id,
      title: ragu.title,
      authorName: renamed,
      originalDeleted: true,
    });
  });
});

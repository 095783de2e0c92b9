import type { Cook, CookHistory, CookPage, CookSummary, Notification } from '@potluck/contract';
import { addDays } from '@potluck/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  createTestApp,
  makeFriends,
  registerMember,
  type TestApp,
  type TestMember,
  tinyJpeg,
  tinyPng,
} from './helpers/index.ts';

// "I cooked this" (issue 41, docs/decisions/037): logging a cook with its day, photos, note, rating and who sees it;
// every bound refused with a 400 (or 413) that changes nothing; photos stored without their location or camera;
// what a recipe shows (its summary and cooks), friends' recent cooks, a profile's, one's own history; the author's
// notification. Who sees what, member by member, is cooksAccess.test.ts.

let t: TestApp;
const call = callAs(() => t.app);
const origin = 'https://potluck.example';
const today = () => new Date().toISOString().slice(0, 10);

async function recipeOf(member: TestMember, extra: Record<string, unknown> = {}): Promise<string> {
  const response = await call(member, 'POST', '/api/recipes', {
    title: 'Nonna’s Sunday Ragù',
    image: tinyPng,
    ingredients: ['500 g beef mince', '1 onion'],
    instructions: ['Brown the mince', 'Simmer 3 hours'],
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ _id: string }>()._id;
}

async function cooked(
  member: TestMember,
  recipeId: string,
  body: Record<string, unknown> = {},
): Promise<Cook> {
  const response = await call(member, 'POST', `/api/recipes/${recipeId}/cooks`, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Cook>();
}

async function read<T>(member: TestMember, url: string): Promise<T> {
  const response = await call(member, 'GET', url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<T>();
}

async function cookCount(): Promise<number> {
  const [row] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM cooks');
  return Number(row?.n);
}

let catalogueId: string;

beforeAll(async () => {
  t = await createTestApp({ config: { publicOrigin: origin } });
  const [row] = await t.db.query<{ id: number }>('SELECT id FROM provider_recipes ORDER BY id LIMIT 1');
  catalogueId = String(row!.id);
});
afterAll(() => t?.close());

describe('logging a cook', () => {
  it('keeps the day (today by default), photos, note, rating and who sees it (friends by default)', async () => {
    const [author, cook] = [await registerMember(t.app), await registerMember(t.app)];
    const recipeId = await recipeOf(author);
    const plain = await cooked(cook, recipeId);
    expect(plain).toMatchObject({
      recipe: { id: recipeId, title: 'Nonna’s Sunday Ragù' },
      member: { _id: cook.id, username: cook.username },
      day: today(),
      note: '',
      rating: null,
      visibility: 'friends',
      photos: [],
    });
    expect(plain.recipe.image).toMatch(new RegExp(`^${origin}/media/[0-9a-f]{64}\\.webp$`));
    const full = await cooked(cook, recipeId, {
      day: addDays(today(), -3),
      photos: [tinyPng, tinyJpeg],
      note: '  Added <b>chilli</b> & a bay leaf <script>alert(1)</script>\u200b  ',
      rating: 5,
      visibility: 'everyone',
    });
    expect(full).toMatchObject({ day: addDays(today(), -3), rating: 5, visibility: 'everyone' });
    // Markup is text, kept as written; a character nobody sees is not kept, and the note is trimmed.
    expect(full.note).toBe('Added <b>chilli</b> & a bay leaf <script>alert(1)</script>');
    expect(full.photos).toHaveLength(2);
    for (const photo of full.photos)
      expect(photo.image).toMatch(new RegExp(`^${origin}/media/[0-9a-f]{64}\\.webp$`));
    expect(await read<Cook>(cook, `/api/cooks/${full.id}`)).toEqual(full);
  });

  it('takes a catalogue recipe, tomorrow (somewhere it is already) and 1900, no earlier or later', async () => {
    const cook = await registerMember(t.app);
    expect(
      (await cooked(cook, catalogueId, { day: addDays(today(), 1), visibility: 'everyone' })).recipe.title,
    ).toBeTruthy();
    expect((await cooked(cook, catalogueId, { day: '1900-01-01' })).day).toBe('1900-01-01');
  });

  it('refuses every bound with a 400 naming the field, and writes nothing', async () => {
    const [author, cook] = [await registerMember(t.app), await registerMember(t.app)];
    const recipeId = await recipeOf(author);
    const before = await cookCount();
    const refused: Array<[Record<string, unknown>, RegExp]> = [
      [{ photos: [tinyPng, tinyPng, tinyPng, tinyPng, tinyPng] }, /^photos: must have at most 4 photos/],
      [{ photos: ['data:image/png;base64,bm90IGFuIGltYWdlIGF0IGFsbA=='] }, /^photos\.0: not a JPEG/],
      [{ photos: [tinyPng, 'hello'] }, /^photos\.1: /],
      [{ note: 'x'.repeat(1001) }, /^note: must be at most 1000 characters/],
      [{ note: 'a\u0000b' }, /^note: must not contain the NUL character/],
      [{ rating: 0 }, /^rating: /],
      [{ rating: 6 }, /^rating: /],
      [{ rating: 4.5 }, /^rating: /],
      [{ rating: '5' }, /^rating: /],
      [{ day: addDays(today(), 2) }, /^day: must not be in the future/],
      [{ day: '1899-12-31' }, /^day: must be a date from 1900-01-01 on/],
      [{ day: '2026-02-30' }, /^day: must be a real date/],
      [{ day: 'yesterday' }, /^day: /],
      [{ visibility: 'public' }, /^visibility: must be one of private, friends, everyone/],
    ];
    for (const [body, message] of refused) {
      const response = await call(cook, 'POST', `/api/recipes/${recipeId}/cooks`, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().error, JSON.stringify(body).slice(0, 80)).toMatch(message);
    }
    // A photo past 5 MB (decoded) is refused by the upload's own check.
    const large = Buffer.alloc(5 * 1024 * 1024 + 100, 7);
    large.set([0xff, 0xd8, 0xff], 0);
    const tooLarge = await call(cook, 'POST', `/api/recipes/${recipeId}/cooks`, {
      photos: [`data:image/jpeg;base64,${large.toString('base64')}`],
    });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().error).toBe('photos.0: image is larger than 5 MB');
    // A body past four photos' worth is refused before it is read.
    const huge = await t.app.inject({
      method: 'POST',
      url: `/api/recipes/${recipeId}/cooks`,
      headers: { cookie: cook.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ note: 'x'.repeat(33 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(await cookCount()).toBe(before);
  });

  it('is `everyone` only for a public or catalogue recipe, and of a recipe the member may open', async () => {
    const [author, cook] = [await registerMember(t.app), await registerMember(t.app)];
    const own = await recipeOf(cook, { isPublic: false });
    const hidden = await recipeOf(author, { isPublic: false });
    const before = await cookCount();
    const everyone = await call(cook, 'POST', `/api/recipes/${own}/cooks`, { visibility: 'everyone' });
    expect(everyone.statusCode).toBe(400);
    expect(everyone.json().error).toMatch(/^visibility: everyone is only for a public recipe/);
    for (const recipeId of [hidden, 'abcdefabcdefabcdefabcdef']) {
      const response = await call(cook, 'POST', `/api/recipes/${recipeId}/cooks`, { note: 'Lovely' });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('Recipe not found');
    }
    const malformed = await call(cook, 'POST', '/api/recipes/not-a-recipe/cooks', {});
    expect(malformed.statusCode).toBe(400);
    expect(await cookCount()).toBe(before);
    // Of their own private recipe, a cook is theirs to keep, private or for friends (who cannot open it).
    expect((await cooked(cook, own, { visibility: 'private' })).visibility).toBe('private');
  });
});

describe('photos', () => {
  it('are stored without location or camera data (EXIF, GPS)', async () => {
    const cook = await registerMember(t.app);
    const jpeg = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 90, b: 40 } },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 15 Pro', Copyright: 'Ana' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '48/1 51/1 2964/100',
          GPSLongitudeRef: 'E',
          GPSLongitude: '2/1 17/1 4020/100',
        },
      })
      .toBuffer();
    // The upload does carry them: the test would fail if the picture had none to lose.
    const uploaded = await sharp(jpeg).metadata();
    expect(uploaded.exif?.toString('latin1')).toContain('PhoneMaker');
    expect(uploaded.exif?.toString('latin1')).toMatch(/N\0/);
    const cook1 = await cooked(cook, catalogueId, {
      photos: [`data:image/jpeg;base64,${jpeg.toString('base64')}`],
    });
    const path = new URL(cook1.photos[0]!.image).pathname;
    const served = await t.app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored.format).toBe('webp');
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.iptc).toBeUndefined();
    expect(served.rawPayload.toString('latin1')).not.toContain('PhoneMaker');
    expect(served.rawPayload.toString('latin1')).not.toContain('Exif');
  });
});

describe('what a recipe shows', () => {
  it('counts the cooks and each member’s latest rating once: "Cooked 4 times · 4.5 from 2 ratings"', async () => {
    const [author, ann, ben, cat] = [
      await registerMember(t.app),
      await registerMember(t.app),
      await registerMember(t.app),
      await registerMember(t.app),
    ];
    const recipeId = await recipeOf(author);
    const summary = () => read<CookSummary>(author, `/api/recipes/${recipeId}/cooks/summary`);
    expect(await summary()).toEqual({
      count: 0,
      ratings: 0,
      average: null,
      yours: { count: 0, lastDay: null },
    });
    await cooked(ann, recipeId, { rating: 2, visibility: 'everyone', day: addDays(today(), -10) });
    // Ann's latest rating is the one she gave last, even of an earlier day.
    await cooked(ann, recipeId, { rating: 4, visibility: 'everyone', day: addDays(today(), -20) });
    await cooked(ben, recipeId, { rating: 5, visibility: 'everyone' });
    await cooked(cat, recipeId, { visibility: 'everyone' });
    // Cat's private rating counts for Cat alone.
    await cooked(cat, recipeId, { visibility: 'private', rating: 1 });
    expect(await summary()).toEqual({
      count: 4,
      ratings: 2,
      average: 4.5,
      yours: { count: 0, lastDay: null },
    });
    expect(await read<CookSummary>(cat, `/api/recipes/${recipeId}/cooks/summary`)).toEqual({
      count: 5,
      ratings: 3,
      average: 3.33,
      yours: { count: 2, lastDay: today() },
    });
    expect((await read<CookSummary>(ann, `/api/recipes/${recipeId}/cooks/summary`)).yours).toEqual({
      count: 2,
      lastDay: addDays(today(), -10),
    });
  });

  it('lists the cooks newest first by the day cooked, a page at a time, in one statement a page', async () => {
    const [author, cook] = [await registerMember(t.app), await registerMember(t.app)];
    const recipeId = await recipeOf(author);
    const days = [5, 1, 9, 1, 3, 0, 7].map((ago) => addDays(today(), -ago));
    const ids: string[] = [];
    for (const day of days) ids.push((await cooked(cook, recipeId, { day, visibility: 'everyone' })).id);
    const expected = days
      .map((day, n) => ({ day, id: ids[n]! }))
      .sort((a, b) => (a.day === b.day ? (a.id < b.id ? 1 : -1) : a.day < b.day ? 1 : -1))
      .map((entry) => entry.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      t.resetQueryCount();
      const page: CookPage = await read<CookPage>(
        author,
        `/api/recipes/${recipeId}/cooks?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      // The session, the recipe's access, the page.
      expect(t.queryCount()).toBeLessThanOrEqual(3);
      expect(page.cooks.length).toBeLessThanOrEqual(3);
      seen.push(...page.cooks.map((entry) => entry.id));
      cursor = page.next;
    } while (cursor);
    expect(seen).toEqual(expected);
    for (const query of [
      'limit=0',
      'limit=101',
      'cursor=x',
      `cursor=20261399${ids[0]}`,
      `cursor=00000101${ids[0]}`,
    ]) {
      const response = await call(author, 'GET', `/api/recipes/${recipeId}/cooks?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('tells the recipe’s author, when they may see the cook; not of their own, nor of a catalogue recipe', async () => {
    const [author, friend, stranger] = [
      await registerMember(t.app),
      await registerMember(t.app),
      await registerMember(t.app),
    ];
    await makeFriends(t.app, author, friend);
    const recipeId = await recipeOf(author);
    const cookedNotices = async () =>
      (await read<Notification[]>(author, `/api/notifications/${author.id}`)).filter(
        (notice) => notice.type === 'recipe_cooked',
      );
    const base = (await cookedNotices()).length;
    const byFriend = await cooked(friend, recipeId, { visibility: 'friends' });
    await cooked(stranger, recipeId, { visibility: 'friends' });
    await cooked(stranger, recipeId, { visibility: 'private' });
    await cooked(author, recipeId, { visibility: 'everyone' });
    await cooked(friend, catalogueId, { visibility: 'everyone' });
    const byStranger = await cooked(stranger, recipeId, { visibility: 'everyone' });
    const notices = await cookedNotices();
    expect(notices).toHaveLength(base + 2);
    expect(notices.map((notice) => [notice.fromUser?._id, notice.data.recipeId, notice.subject])).toEqual([
      [stranger.id, recipeId, 'Nonna’s Sunday Ragù'],
      [friend.id, recipeId, 'Nonna’s Sunday Ragù'],
    ]);
    // Deleting the cook takes its notification with it; only its cook may.
    expect((await call(author, 'DELETE', `/api/cooks/${byStranger.id}`)).statusCode).toBe(403);
    expect((await call(stranger, 'DELETE', `/api/cooks/${byStranger.id}`)).statusCode).toBe(200);
    expect((await call(stranger, 'GET', `/api/cooks/${byStranger.id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', `/api/cooks/${byStranger.id}`)).statusCode).toBe(404);
    expect((await cookedNotices()).map((notice) => notice.fromUser?._id)).toEqual([friend.id]);
    expect((await call(friend, 'GET', `/api/cooks/${byFriend.id}`)).statusCode).toBe(200);
  });

  it('loses a recipe’s cooks with the recipe', async () => {
    const [author, cook] = [await registerMember(t.app), await registerMember(t.app)];
    const recipeId = await recipeOf(author);
    const logged = await cooked(cook, recipeId, { visibility: 'everyone' });
    expect((await call(author, 'DELETE', `/api/recipes/${recipeId}`)).statusCode).toBe(200);
    expect((await call(cook, 'GET', `/api/cooks/${logged.id}`)).statusCode).toBe(404);
    expect((await read<CookHistory>(cook, '/api/my-cooks')).recipes).toEqual([]);
    expect((await call(cook, 'GET', `/api/recipes/${recipeId}/cooks`)).statusCode).toBe(404);
  });
});

describe('what members cooked', () => {
  it('shows friends’ recent cooks on the home page, bounded, friends only', async () => {
    const [me, friend, other, stranger] = [
      await registerMember(t.app),
      await registerMember(t.app),
      await registerMember(t.app),
      await registerMember(t.app),
    ];
    await makeFriends(t.app, me, friend);
    await makeFriends(t.app, me, other);
    const recipeId = await recipeOf(stranger);
    const a = await cooked(friend, recipeId, { day: addDays(today(), -2) });
    const b = await cooked(other, catalogueId, { day: today(), visibility: 'everyone' });
    const c = await cooked(friend, catalogueId, { day: addDays(today(), -1) });
    await cooked(friend, recipeId, { visibility: 'private' });
    await cooked(stranger, recipeId, { visibility: 'everyone' });
    await cooked(me, recipeId);
    expect((await read<Cook[]>(me, '/api/cooks/friends')).map((entry) => entry.id)).toEqual([
      b.id,
      c.id,
      a.id,
    ]);
    expect((await read<Cook[]>(me, '/api/cooks/friends?limit=2')).map((entry) => entry.id)).toEqual([
      b.id,
      c.id,
    ]);
    expect((await call(me, 'GET', '/api/cooks/friends?limit=51')).statusCode).toBe(400);
  });

  it('shows a profile’s cooks as the viewer may see them, and the member’s own history a recipe a row', async () => {
    const [me, friend] = [await registerMember(t.app), await registerMember(t.app)];
    await makeFriends(t.app, me, friend);
    const ragu = await recipeOf(friend);
    const soup = await recipeOf(friend, { title: 'Soup' });
    await cooked(me, ragu, { day: addDays(today(), -30), rating: 3 });
    await cooked(me, ragu, { day: addDays(today(), -14), rating: 5, visibility: 'private' });
    await cooked(me, ragu, { day: addDays(today(), -20) });
    await cooked(me, soup, { day: addDays(today(), -2) });
    await cooked(me, catalogueId, { day: addDays(today(), -40), rating: 4 });
    const history = await read<CookHistory>(me, '/api/my-cooks');
    expect(history.next).toBeNull();
    expect(
      history.recipes.map(({ recipe, count, lastDay, rating }) => [recipe.title, count, lastDay, rating]),
    ).toEqual([
      ['Soup', 1, addDays(today(), -2), null],
      ['Nonna’s Sunday Ragù', 3, addDays(today(), -14), 5],
      [expect.any(String), 1, addDays(today(), -40), 4],
    ]);
    expect(history.recipes[2]!.recipe).toMatchObject({ id: catalogueId });
    expect(history.recipes[2]!.recipe.image).toMatch(new RegExp(`^${origin}/catalogue-images/`));
    const first = await read<CookHistory>(me, '/api/my-cooks?limit=2');
    expect(first.recipes).toHaveLength(2);
    expect(first.next).toBe(2);
    expect((await read<CookHistory>(me, '/api/my-cooks?limit=2&offset=2')).recipes).toHaveLength(1);
    // The friend sees four of the five on the profile (not the private one).
    const profile = await read<CookPage>(friend, `/api/cooks/user/${me.username}`);
    expect(profile.cooks).toHaveLength(4);
    expect(profile.cooks.every((entry) => entry.member._id === me.id && entry.visibility !== 'private')).toBe(
      true,
    );
    expect((await read<CookPage>(me, `/api/cooks/user/${me.username}`)).cooks).toHaveLength(5);
    expect((await call(me, 'GET', '/api/cooks/user/nobody_at_all')).statusCode).toBe(404);
  });

  it('answers a visitor 401 on every call, and no list changes a thing', async () => {
    const cook = await registerMember(t.app);
    const logged = await cooked(cook, catalogueId);
    for (const [method, url] of [
      ['POST', `/api/recipes/${catalogueId}/cooks`],
      ['GET', `/api/recipes/${catalogueId}/cooks`],
      ['GET', `/api/recipes/${catalogueId}/cooks/summary`],
      ['GET', `/api/cooks/${logged.id}`],
      ['DELETE', `/api/cooks/${logged.id}`],
      ['GET', '/api/cooks/friends'],
      ['GET', `/api/cooks/user/${cook.username}`],
      ['GET', '/api/my-cooks'],
    ] as const) {
      expect((await call(undefined, method, url, method === 'POST' ? {} : undefined)).statusCode, url).toBe(
        401,
      );
    }
    expect((await call(cook, 'GET', `/api/cooks/${logged.id}`)).statusCode).toBe(200);
  });
});

import { acceptedImage } from '@potluck/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  makeFriends,
  registerMember,
  type TestApp,
  type TestMember,
  tinyPng,
} from './helpers/index.ts';

// Clients on other origins (any Spoonacular client, an app): the provider answers CORS without credentials, its
// pictures and ours may be embedded anywhere, and every image field of an answer is an absolute URL on the public
// origin, which the SPA's image filter (SPEC §5) still shows.

const origin = 'https://potluck.example';
let t: TestApp;
let ann: TestMember;
let ben: TestMember;
let recipeId: string;

beforeAll(async () => {
  t = await createTestApp({ config: { publicOrigin: origin } });
  ann = await registerMember(t.app);
  ben = await registerMember(t.app);
  await makeFriends(t.app, ann, ben);
  for (const member of [ann, ben]) {
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/update',
      headers: { cookie: member.cookie },
      payload: { profilePic: tinyPng, coverImage: tinyPng },
    });
    expect(profile.statusCode, profile.body).toBe(200);
  }
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/recipes',
    headers: { cookie: ann.cookie },
    payload: { title: 'Plum cake', image: tinyPng },
  });
  expect(created.statusCode, created.body).toBe(201);
  recipeId = created.json()._id;
  // Ben likes it: Ann has a notification from him.
  await t.app.inject({
    method: 'POST',
    url: `/api/recipes/${recipeId}/like`,
    headers: { cookie: ben.cookie },
  });
});
afterAll(() => t?.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const mediaUrl = new RegExp(`^${origin}/media/[0-9a-f]{64}\\.webp$`);

describe('the provider, for clients on other origins', () => {
  it('answers CORS for any origin, without credentials', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/provider/recipes/complexSearch?number=1',
      headers: { origin: 'https://some.app.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.json().results[0].image).toMatch(new RegExp(`^${origin}/catalogue-images/\\d+\\.webp$`));
  });

  it('answers a preflight', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/provider/recipes/random?number=1',
      headers: {
        origin: 'https://some.app.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-api-key',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(String(response.headers['access-control-allow-methods'])).toContain('GET');
    expect(String(response.headers['access-control-allow-headers'])).toContain('x-api-key');
  });

  it('keeps the API itself closed to other origins', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/login',
      headers: { origin: 'https://some.app.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/public-recipes',
      headers: { origin: 'https://some.app.example' },
    });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('pictures', () => {
  it('may be embedded by pages of any origin', async () => {
    const recipe = (await get(`/api/recipes/${recipeId}`, ann.cookie)).json();
    const media = await get(new URL(recipe.image).pathname);
    expect(media.statusCode).toBe(200);
    expect(media.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const search = (await get('/provider/recipes/complexSearch?number=1')).json();
    const picture = await get(new URL(search.results[0].image).pathname);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(
      (await get('/provider/recipes/complexSearch?number=1')).headers['cross-origin-resource-policy'],
    ).toBe('cross-origin');
  });
});

describe('image fields of the API', () => {
  it('are absolute URLs on the public origin, which the image filter still shows', async () => {
    const cookbook = await t.app.inject({
      method: 'POST',
      url: '/api/cookbook',
      headers: { cookie: ann.cookie },
      payload: { title: 'Cakes' },
    });
    const cookbookId = cookbook.json()._id;
    await t.app.inject({
      method: 'POST',
      url: `/api/cookbook/${cookbookId}/addRecipe`,
      headers: { cookie: ann.cookie },
      payload: { recipeId },
    });
    const images = [
      (await get(`/api/recipes/${recipeId}`, ann.cookie)).json().image,
      (await get('/api/public-recipes')).json()[0].image,
      (await get('/api/my-recipes', ann.cookie)).json()[0].image,
      (await get(`/api/recipes/user/${ann.username}`, ben.cookie)).json()[0].image,
      (await get(`/api/cookbook/${cookbookId}?expand=recipes`, ann.cookie)).json().recipeSummaries[0].image,
      (await get('/api/profile', ann.cookie)).json().profilePic,
      (await get('/api/profile', ann.cookie)).json().coverImage,
      (await get(`/api/profile/${ann.username}`, ben.cookie)).json().profilePic,
      (await get(`/api/friends/${ben.id}`, ben.cookie)).json()[0].profilePic,
      (await get(`/api/notifications/${ann.id}`, ann.cookie)).json()[0].fromUser.profilePic,
    ];
    for (const image of images) {
      expect(image).toMatch(mediaUrl);
      expect(acceptedImage(image)).toBe(image);
    }
  });

  it('use the request origin when PUBLIC_ORIGIN is not set', async () => {
    const plain = await createTestApp();
    try {
      const member = await registerMember(plain.app);
      const created = await plain.app.inject({
        method: 'POST',
        url: '/api/recipes',
        headers: { cookie: member.cookie, host: 'kitchen.local:3000' },
        payload: { title: 'Soup', image: tinyPng },
      });
      expect(created.json().image).toMatch(/^http:\/\/kitchen\.local:3000\/media\/[0-9a-f]{64}\.webp$/);
    } finally {
      await plain.close();
    }
  });

  it('keep a picture sent back unchanged as the URL they answered', async () => {
    const before = (await get('/api/profile', ann.cookie)).json();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/update',
      headers: { cookie: ann.cookie },
      payload: { fName: 'Annie', profilePic: before.profilePic, coverImage: before.coverImage },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      fName: 'Annie',
      profilePic: before.profilePic,
      coverImage: before.coverImage,
    });
    const stored = await t.db.one<{ profile_pic: string }>('SELECT profile_pic FROM members WHERE id = $1', [
      ann.id,
    ]);
    expect(stored?.profile_pic).toMatch(/^\/media\//);
  });
});

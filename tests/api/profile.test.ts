import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  registerMember,
  type TestApp,
  type TestMember,
  tinyJpeg,
  tinyPng,
} from './helpers/index.ts';

let t: TestApp;
let ada: TestMember;
let bob: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  ada = await registerMember(t.app, {
    fName: 'Ada',
    lName: 'Lovelace',
    bio: 'Bakes',
    intolerances: ['gluten'],
  });
  bob = await registerMember(t.app);
});
afterAll(() => t?.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const update = (payload: object, cookie = ada.cookie) =>
  t.app.inject({ method: 'PUT', url: '/api/profile/update', payload, headers: { cookie } });

describe('GET /api/profile', () => {
  it('answers your own profile with the three ids, intolerances and friend count', async () => {
    const response = await get('/api/profile', ada.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      _id: ada.id,
      userId: ada.id,
      userInfo: ada.id,
      username: ada.username,
      fName: 'Ada',
      lName: 'Lovelace',
      bio: 'Bakes',
      profilePic: '',
      coverImage: '',
      intolerances: ['gluten'],
      units: null,
      friends: 0,
      isAdmin: false,
    });
  });

  it('answers 401 without a session', async () => {
    const response = await get('/api/profile');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Not logged in' });
  });
});

describe('GET /api/profile/:username', () => {
  it('shows someone else without their intolerances, with the relation', async () => {
    const response = await get(`/api/profile/${ada.username.toUpperCase()}`, bob.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ _id: ada.id, username: ada.username, relation: 'none' });
    expect(body).not.toHaveProperty('intolerances');
  });

  it('says self on your own', async () => {
    expect((await get(`/api/profile/${ada.username}`, ada.cookie)).json().relation).toBe('self');
  });

  it('follows a friend request through outgoing, incoming and friends', async () => {
    const carol = await registerMember(t.app);
    const dave = await registerMember(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/friend-request',
      payload: { fromId: carol.id, toId: dave.id },
      headers: { cookie: carol.cookie },
    });
    expect((await get(`/api/profile/${dave.username}`, carol.cookie)).json().relation).toBe('outgoing');
    expect((await get(`/api/profile/${carol.username}`, dave.cookie)).json().relation).toBe('incoming');
    await t.app.inject({
      method: 'POST',
      url: '/api/friend-request/accept',
      payload: { currentUserId: dave.id, requesterId: carol.id },
      headers: { cookie: dave.cookie },
    });
    const profile = (await get(`/api/profile/${dave.username}`, carol.cookie)).json();
    expect(profile.relation).toBe('friends');
    expect(profile.friends).toBe(1);
  });

  it('answers 404 for an unknown username', async () => {
    expect((await get('/api/profile/nobody_here_at_all', ada.cookie)).statusCode).toBe(404);
  });
});

describe('PUT /api/profile/update', () => {
  it('updates the text fields and answers the profile', async () => {
    const response = await update({ fName: 'Augusta', bio: 'Engines and cakes' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ fName: 'Augusta', lName: 'Lovelace', bio: 'Engines and cakes' });
  });

  it('stores uploaded images as WebP media URLs, keeps an unchanged URL and clears with ""', async () => {
    const first = await update({ profilePic: tinyPng, coverImage: tinyJpeg });
    expect(first.statusCode).toBe(200);
    const { profilePic, coverImage } = first.json();
    // Absolute URLs on the request's origin (API.md); inject's is http://localhost:80.
    expect(profilePic).toMatch(/^http:\/\/localhost:80\/media\/[0-9a-f]{64}\.webp$/);
    expect(coverImage).toMatch(/^http:\/\/localhost:80\/media\/[0-9a-f]{64}\.webp$/);
    expect(coverImage).not.toBe(profilePic);

    const kept = await update({ profilePic, coverImage: '' });
    expect(kept.json()).toMatchObject({ profilePic, coverImage: '' });

    const image = await get(new URL(profilePic).pathname);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it.each([
    ['profilePic', { profilePic: 'https://evil.example/x.png' }],
    ['profilePic', { profilePic: 'data:image/png;base64,aGVsbG8gd29ybGQgdGhpcyBpcyBub3QgYW4gaW1hZ2U=' }],
    ['coverImage', { coverImage: 'data:text/html;base64,PHNjcmlwdD4=' }],
    ['bio', { bio: 'x'.repeat(61) }],
    ['fName', { fName: '' }],
  ])('answers 400 naming %s', async (field, payload) => {
    const response = await update(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(new RegExp(`^${field}`));
  });

  it('refuses an image over 4096 pixels on a side', async () => {
    const sharp = (await import('sharp')).default;
    const wide = await sharp({ create: { width: 4100, height: 2, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const response = await update({ profilePic: `data:image/png;base64,${wide.toString('base64')}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^profilePic: .*4096/);
  });

  it('answers 413 for a body over 8 MB', async () => {
    const response = await update({ profilePic: `data:image/png;base64,${'A'.repeat(9 * 1024 * 1024)}` });
    expect(response.statusCode).toBe(413);
  });
});

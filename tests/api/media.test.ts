import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveImageInput, storeImage } from '../../packages/server/src/images.ts';
import { createTestApp, registerMember, type TestApp, tinyJpeg, tinyPng } from './helpers/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const asDataUrl = (type: string, bytes: Buffer) => `data:image/${type};base64,${bytes.toString('base64')}`;

describe('storeImage', () => {
  it('re-encodes JPEG, PNG, WebP and GIF to WebP, stored once per content', async () => {
    const square = sharp({ create: { width: 4, height: 4, channels: 3, background: '#3a7' } });
    const webp = asDataUrl('webp', await square.clone().webp().toBuffer());
    const gif = asDataUrl('gif', await square.clone().gif().toBuffer());
    for (const upload of [tinyJpeg, tinyPng, webp, gif]) {
      const url = await storeImage(t.db, upload);
      expect(url).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/);
    }
    const before = await t.db.one<{ n: number }>('SELECT count(*) AS n FROM images');
    expect(await storeImage(t.db, tinyPng)).toBe(await storeImage(t.db, tinyPng));
    expect(await t.db.one<{ n: number }>('SELECT count(*) AS n FROM images')).toEqual(before);
  });

  it('treats bare base64 as an upload (the spec sends JPEG that way)', async () => {
    const bare = tinyJpeg.split(',')[1]!;
    expect(await storeImage(t.db, bare)).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/);
  });

  it('drops the metadata (EXIF, GPS) of the upload', async () => {
    const tagged = await sharp({ create: { width: 6, height: 6, channels: 3, background: '#888' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret place', Artist: 'someone' } })
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const url = await storeImage(t.db, asDataUrl('jpeg', tagged));
    const stored = await t.app.inject({ method: 'GET', url });
    expect((await sharp(stored.rawPayload).metadata()).exif).toBeUndefined();
    expect(stored.rawPayload.includes(Buffer.from('secret place'))).toBe(false);
  });

  it.each([
    ['text disguised as PNG', asDataUrl('png', Buffer.from('this is plainly not an image at all'))],
    ['an SVG', 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='],
    ['a truncated PNG', asDataUrl('png', Buffer.from(tinyPng.split(',')[1]!, 'base64').subarray(0, 40))],
    ['an empty data URL', 'data:image/png;base64,'],
  ])('refuses %s with a 400', async (_name, upload) => {
    await expect(storeImage(t.db, upload, 'image')).rejects.toMatchObject({
      status: 400,
      message: /^image: /,
    });
  });

  it('refuses more than 5 MB of decoded bytes', async () => {
    const huge = Buffer.alloc(5 * 1024 * 1024 + 10);
    Buffer.from(tinyPng.split(',')[1]!, 'base64').copy(huge);
    await expect(storeImage(t.db, asDataUrl('png', huge))).rejects.toMatchObject({
      status: 400,
      message: /5 MB/,
    });
  });
});

describe('resolveImageInput', () => {
  it('keeps, clears, stores or refuses', async () => {
    expect(await resolveImageInput(t.db, undefined, '/media/a.webp')).toBe('/media/a.webp');
    expect(await resolveImageInput(t.db, '/media/a.webp', '/media/a.webp')).toBe('/media/a.webp');
    expect(await resolveImageInput(t.db, '', '/media/a.webp')).toBe('');
    expect(await resolveImageInput(t.db, tinyPng, '')).toMatch(/^\/media\//);
    await expect(resolveImageInput(t.db, '/media/other.webp', '', 'coverImage')).rejects.toMatchObject({
      status: 400,
      message: /^coverImage: /,
    });
  });
});

describe('GET /media/:file', () => {
  it('serves the image with immutable caching and an ETag, and 304 when unchanged', async () => {
    const url = await storeImage(t.db, tinyJpeg);
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('needs no login, and answers 404 for an unknown hash and 400 for a bad name', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/media/${'0'.repeat(64)}.webp` })).statusCode).toBe(
      404,
    );
    // The path is normalised to /etc/passwd, which is no file of ours (the SPA may answer it with its page).
    expect((await t.app.inject({ method: 'GET', url: '/media/../../etc/passwd' })).body).not.toContain(
      'root:',
    );
    expect((await t.app.inject({ method: 'GET', url: '/media/abc.png' })).statusCode).toBe(400);
  });

  it('is how profile images are served', async () => {
    const member = await registerMember(t.app);
    const updated = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/update',
      payload: { profilePic: tinyPng },
      headers: { cookie: member.cookie },
    });
    const image = await t.app.inject({ method: 'GET', url: updated.json().profilePic });
    expect(image.statusCode).toBe(200);
    expect((await sharp(image.rawPayload).metadata()).format).toBe('webp');
  });
});

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeImage } from '../../packages/server/src/images.ts';
import { createTestApp, type TestApp } from './helpers/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const widthOf = async (bytes: Buffer) => (await sharp(bytes).metadata()).width;

describe('GET /media/w<width>/<hash>.webp', () => {
  it('answers a stored picture in the asked width, never wider than it is', async () => {
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c84' } })
      .jpeg()
      .toBuffer();
    const url = await storeImage(t.db, `data:image/jpeg;base64,${photo.toString('base64')}`);
    const file = url.slice('/media/'.length);

    const small = await t.app.inject({ method: 'GET', url: `/media/w320/${file}` });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/webp');
    expect(small.headers['cache-control']).toContain('immutable');
    expect(await widthOf(small.rawPayload)).toBe(320);
    expect(
      await widthOf((await t.app.inject({ method: 'GET', url: `/media/w960/${file}` })).rawPayload),
    ).toBe(960);
    // Asked again: the same bytes, from memory.
    expect((await t.app.inject({ method: 'GET', url: `/media/w320/${file}` })).rawPayload).toEqual(
      small.rawPayload,
    );
  });

  it('answers 404 for an unknown picture and 400 for a width it does not make', async () => {
    const unknown = `${'a'.repeat(64)}.webp`;
    expect((await t.app.inject({ method: 'GET', url: `/media/w320/${unknown}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/media/w100/${unknown}` })).statusCode).toBe(400);
  });
});

describe('GET /catalogue-images/w<width>/<id>.webp', () => {
  it('answers a catalogue picture resized, and the fallback picture for an id without one', async () => {
    const sized = await t.app.inject({ method: 'GET', url: '/catalogue-images/w320/1001.webp' });
    expect(sized.statusCode).toBe(200);
    expect(await widthOf(sized.rawPayload)).toBe(320);
    const missing = await t.app.inject({ method: 'GET', url: '/catalogue-images/w320/999999.webp' });
    expect(missing.statusCode).toBe(200);
    expect(await widthOf(missing.rawPayload)).toBeLessThanOrEqual(320);
  });
});

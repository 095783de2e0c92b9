import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/index.ts';

// The build's compressed copies are sent as they are (plugins/static.ts); JSON over 1 KB is compressed per
// request (plugins/compression.ts).

let site: TestApp;
let clientDir: string;
const script = `console.log(${JSON.stringify('potluck '.repeat(200))});`;

beforeAll(async () => {
  clientDir = await mkdtemp(join(tmpdir(), 'potluck-client-'));
  await mkdir(join(clientDir, 'assets'));
  await writeFile(join(clientDir, 'index.html'), '<!doctype html><title>Potluck</title>');
  await writeFile(
    join(clientDir, 'index.html.br'),
    brotliCompressSync('<!doctype html><title>Potluck</title>'),
  );
  await writeFile(join(clientDir, 'assets/app-abc123.js'), script);
  await writeFile(join(clientDir, 'assets/app-abc123.js.br'), brotliCompressSync(script));
  site = await createTestApp({ config: { clientDir } });
});
afterAll(async () => {
  await site?.close();
  await rm(clientDir, { recursive: true, force: true });
});

describe('compressed answers', () => {
  it('sends the brotli copy of a built file, cached for a year, to a browser that accepts it', async () => {
    const asset = await site.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers.vary).toMatch(/accept-encoding/i);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(script);

    const plain = await site.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends the page compressed and to be revalidated, deep links included', async () => {
    const page = await site.app.inject({
      method: 'GET',
      url: '/cookbook/abc',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>Potluck</title>');
  });

  it('compresses JSON answers over 1 KB and leaves small ones alone', async () => {
    const large = await site.app.inject({
      method: 'GET',
      url: '/provider/recipes/complexSearch?number=20',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(large.rawPayload).toString()).results).toHaveLength(20);

    const small = await site.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ ok: true });
  });
});

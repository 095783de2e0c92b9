import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/index.ts';

// A visitor's landing page and login arrive drawn (scripts/prerender.mjs writes landing.html and login.html
// beside index.html); anyone with a session cookie, and every other page, gets the app's shell (plugins/static.ts).

let site: TestApp;
let clientDir: string;
const page = (name: string) => `<!doctype html><title>Potluck</title><div id="root">${name}</div>`;

beforeAll(async () => {
  clientDir = await mkdtemp(join(tmpdir(), 'potluck-client-'));
  await writeFile(join(clientDir, 'index.html'), page('splash'));
  await writeFile(join(clientDir, 'landing.html'), page('landing'));
  await writeFile(join(clientDir, 'login.html'), page('login'));
  site = await createTestApp({ config: { clientDir } });
});
afterAll(async () => {
  await site?.close();
  await rm(clientDir, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) =>
  site.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

describe('prerendered visitor pages', () => {
  it('sends a visitor the landing page and login drawn, varying by cookie and revalidated', async () => {
    const landing = await get('/');
    expect(landing.body).toContain('landing');
    expect(landing.headers.vary).toMatch(/cookie/i);
    expect(landing.headers['cache-control']).toBe('no-cache');
    expect((await get('/login')).body).toContain('login');
    expect((await get('/login?next=%2F')).body).toContain('login');
    // The router's spelling of the path (decision 010).
    expect((await get('/LOGIN')).body).toContain('login');
  });

  it('sends the shell to a request with a session cookie, and for every other page', async () => {
    expect((await get('/', 'potluck_session=anything')).body).toContain('splash');
    expect((await get('/login', 'potluck_session=anything')).body).toContain('splash');
    expect((await get('/signup')).body).toContain('splash');
    expect((await get('/cookbook/abc')).body).toContain('splash');
  });
});

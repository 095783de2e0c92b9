import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/index.ts';

// Spoonacular mode against a fake Spoonacular on a local port: the key is the server's, answers are cached,
// calls stay under 5 per second (or the configured SPOONACULAR_RATE), and Spoonacular's failures come back in the failure envelope.

interface Seen {
  path: string;
  query: URLSearchParams;
  at: number;
}

let upstream: Server;
let baseUrl: string;
let seen: Seen[] = [];
/** What the fake answers next for a path, when set: status, body, headers. */
let scripted: { status: number; body: unknown; headers?: Record<string, string> } | undefined;
let t: TestApp;

function answer(request: IncomingMessage): {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
} {
  const url = new URL(request.url ?? '/', 'http://upstream');
  seen.push({ path: url.pathname, query: url.searchParams, at: Date.now() });
  if (scripted) return scripted;
  if (url.pathname === '/recipes/complexSearch') {
    return {
      status: 200,
      body: {
        offset: 0,
        number: 1,
        totalResults: 1,
        results: [{ id: 716429, title: 'Pasta', image: 'https://img/716429.jpg', imageType: 'jpg' }],
      },
    };
  }
  if (url.pathname === '/recipes/random')
    return { status: 200, body: { recipes: [{ id: 1, title: `Random ${seen.length}` }] } };
  if (url.pathname === '/recipes/716429/information') {
    return {
      status: 200,
      body: { id: 716429, title: 'Pasta', extendedIngredients: [{ name: 'pasta' }], vendorField: 7 },
    };
  }
  return {
    status: 404,
    body: { status: 'failure', code: 404, message: 'A recipe with the id 5 does not exist.' },
  };
}

beforeAll(async () => {
  upstream = createServer((request, response) => {
    const { status, body, headers } = answer(request);
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  t = await createTestApp({ config: { spoonacularApiKey: 'server-key', spoonacularBaseUrl: baseUrl } });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

beforeEach(() => {
  seen = [];
  scripted = undefined;
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('Spoonacular mode', () => {
  it('forwards a search with the server key instead of the caller’s, and passes the answer through', async () => {
    const response = await get(
      '/provider/recipes/complexSearch?query=pasta&number=1&apiKey=browser-key&cuisine=italian',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      totalResults: 1,
      results: [{ id: 716429, image: 'https://img/716429.jpg' }],
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.path).toBe('/recipes/complexSearch');
    expect(seen[0]?.query.get('apiKey')).toBe('server-key');
    expect(seen[0]?.query.get('query')).toBe('pasta');
    expect(seen[0]?.query.get('cuisine')).toBe('italian');
  });

  it('answers a repeated call from the cache, but never caches random', async () => {
    const first = await get('/provider/recipes/716429/information');
    const again = await get('/provider/recipes/716429/information');
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.json()).toHaveProperty('vendorField', 7);
    expect(seen).toHaveLength(1);
    const rows = await t.db.query<{ key: string }>('SELECT key FROM provider_cache');
    expect(rows.some((row) => row.key.startsWith('/recipes/716429/information'))).toBe(true);
    expect(rows.every((row) => !row.key.includes('server-key'))).toBe(true);

    await get('/provider/recipes/random?number=1');
    await get('/provider/recipes/random?number=1');
    expect(seen.filter((call) => call.path === '/recipes/random')).toHaveLength(2);
  });

  it('keeps under 5 upstream calls in any 1000 ms', async () => {
    await Promise.all(Array.from({ length: 7 }, (_, i) => get(`/provider/recipes/random?number=${i + 1}`)));
    expect(seen).toHaveLength(7);
    const times = seen.map((call) => call.at).sort((a, b) => a - b);
    // The 6th call cannot start before 1000 ms after the 1st.
    expect((times[5] ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(950);
  });

  it('keeps under the rate SPOONACULAR_RATE sets: no more calls than that in any second', async () => {
    const slower = await createTestApp({
      config: { spoonacularApiKey: 'server-key', spoonacularBaseUrl: baseUrl, spoonacularRate: 2 },
    });
    try {
      const urls = Array.from({ length: 5 }, (_, i) => `/provider/recipes/random?number=${i + 1}`);
      await Promise.all(urls.map((url) => slower.app.inject({ method: 'GET', url })));
      expect(seen).toHaveLength(5);
      const times = seen.map((call) => call.at).sort((a, b) => a - b);
      // Calls counted per window (900 ms, leaving room for the local network's jitter): at the default rate
      // of 5 all five would share the first window.
      const inWindowFrom = (start: number) => times.filter((at) => at >= start && at < start + 900).length;
      expect(Math.max(...times.map(inWindowFrom))).toBe(2);
      expect(inWindowFrom(times[0] ?? 0)).toBe(2);
    } finally {
      await slower.close();
    }
  });

  it.each([
    [402, 402, 'quota'],
    [404, 404, 'does not exist'],
    [429, 429, 'busy'],
    [401, 502, 'key'],
    [500, 502, 'failed'],
  ])('turns an upstream %i into a %i failure', async (upstreamStatus, status, words) => {
    scripted = {
      status: upstreamStatus,
      body: { status: 'failure', code: upstreamStatus, message: 'A recipe with the id 5 does not exist.' },
      headers: upstreamStatus === 402 ? { 'X-API-Quota-Used': '150.5' } : {},
    };
    const response = await get('/provider/recipes/5/information');
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ status: 'failure', code: status });
    expect(response.json<{ message: string }>().message).toContain(words);
    if (status === 402) expect(response.headers['x-api-quota-used']).toBe('150.5');
  });

  it('answers 502 when Spoonacular cannot be reached', async () => {
    const unreachable = await createTestApp({
      config: { spoonacularApiKey: 'server-key', spoonacularBaseUrl: 'http://127.0.0.1:9' },
    });
    try {
      const response = await unreachable.app.inject({ method: 'GET', url: '/provider/recipes/random' });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ status: 'failure', code: 502 });
    } finally {
      await unreachable.close();
    }
  });

  it('still checks parameters before spending quota', async () => {
    const response = await get('/provider/recipes/complexSearch?number=1000');
    expect(response.statusCode).toBe(400);
    expect(seen).toHaveLength(0);
  });
});

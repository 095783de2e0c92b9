import Fastify, { type FastifyInstance, type HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerApp, serverOptions } from '../../packages/server/src/app.ts';
import { createSession } from '../../packages/server/src/sessions.ts';
import { testConfig } from './helpers/config.ts';
import { createTestDatabase, type TestDatabase } from './helpers/database.ts';
import { makeAdmin, registerMember } from './helpers/index.ts';

// Who may call a route is declared by the route and decided on the route the router matched
// (plugins/access.ts). Proven over every registered route, read from the app itself rather than from a list
// kept by hand: each route declares its access, and every other spelling of its path — a letter
// percent-encoded, doubled slashes, mixed case — gets exactly the answer of the plain path.

interface RegisteredRoute {
  method: HTTPMethods;
  url: string;
  /** Read once every onRoute hook has run: the access plugin's hook completes the options after this one. */
  readonly access: string | undefined;
}

let database: TestDatabase;
let app: FastifyInstance;
const routes: RegisteredRoute[] = [];
let member: { id: string };
let admin: { id: string };

beforeAll(async () => {
  database = await createTestDatabase();
  const config = testConfig();
  // The app as server.ts builds it, with one more onRoute hook that lists the routes as they are registered.
  app = Fastify(serverOptions(config));
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routes.push({
        method: method as HTTPMethods,
        url: route.url,
        get access() {
          return route.config?.access;
        },
      });
    }
  });
  await registerApp(app, { config, db: database.db });
  await app.ready();
  member = await registerMember(app);
  admin = await registerMember(app);
  await makeAdmin(database.db, admin.id);
});
afterAll(async () => {
  await app?.events.close();
  await app?.close();
  await database?.drop();
});

/** A value for each path parameter: well-formed, naming nothing that exists. */
function concrete(url: string): string {
  return url
    .replace(/:file/g, '123.webp')
    .replace(/:username/g, 'nobody_at_all')
    .replace(/:[A-Za-z]+/g, 'abcdefabcdefabcdefabcdef')
    .replace(/\*/g, 'x');
}

/** The literal segments of the route's pattern, each changed by `change`; parameter values stay as they are. */
function respell(url: string, change: (segment: string) => string): string {
  const pattern = url.split('/');
  return concrete(url)
    .split('/')
    .map((segment, n) => {
      const literal = pattern[n];
      return literal && segment === literal && /[a-z]/i.test(literal) ? change(literal) : segment;
    })
    .join('/');
}

const spellings: Record<string, (url: string) => string> = {
  'a letter percent-encoded': (url) =>
    respell(url, (segment) =>
      segment.replace(/[a-z]/i, (letter) => `%${letter.charCodeAt(0).toString(16).toUpperCase()}`),
    ),
  'doubled slashes': (url) => concrete(url).replaceAll('/', '//'),
  'mixed case': (url) =>
    respell(url, (segment) =>
      [...segment].map((char, n) => (n % 2 === 0 ? char.toUpperCase() : char.toLowerCase())).join(''),
    ),
};

type Caller = 'visitor' | 'member' | 'admin';

async function call(method: HTTPMethods, url: string, caller: Caller) {
  // A fresh session per request: a call may end its session (logout).
  const who = caller === 'member' ? member : caller === 'admin' ? admin : undefined;
  const cookie = who ? `potluck_session=${await createSession(database.db, who.id, 1)}` : undefined;
  const writes = !['GET', 'HEAD', 'OPTIONS'].includes(method);
  const response = await app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), ...(writes ? { 'content-type': 'application/json' } : {}) },
    ...(writes ? { payload: '{}' } : {}),
    // A stream (the live events) never ends by itself: its status and headers are the answer.
    payloadAsStream: true,
  });
  const stream = response.stream();
  if (String(response.headers['content-type']).startsWith('text/event-stream')) {
    stream.destroy();
    return { status: response.statusCode, body: '(stream)' };
  }
  let body = '';
  for await (const chunk of stream) body += chunk;
  // A success may differ between two calls (a random recipe); a refusal must be word for word the same.
  return { status: response.statusCode, body: response.statusCode < 300 ? '(success)' : body };
}

describe('route access', () => {
  it('is declared by every route the app registers', () => {
    expect(routes.length).toBeGreaterThan(40);
    const undeclared = routes.filter((route) => !['visitor', 'member', 'admin'].includes(route.access ?? ''));
    expect(undeclared).toEqual([]);
  });

  it('opens exactly the API calls API.md lets visitors make, and the admin calls only to admins', () => {
    const apiRoutes = routes.filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD');
    const visitorApi = apiRoutes
      .filter((route) => route.access === 'visitor' && !route.url.startsWith('/api/docs'))
      .map((route) => `${route.method} ${route.url}`);
    expect(visitorApi.sort()).toEqual(
      [
        'GET /api/health',
        // A potluck's join link shows a visitor its title, host and day (issue 28, decision 025), and lets them
        // answer as a guest without an account, who comes back with their private link and asks who they are
        // (issue 39, decision 035).
        'GET /api/potluck-links/:token',
        'POST /api/potluck-links/:token/guests',
        'POST /api/potluck-guest/sign-in',
        'GET /api/potluck-guest',
        'GET /api/public-recipes',
        'POST /api/login',
        'POST /api/logout',
        'POST /api/register',
      ].sort(),
    );
    for (const route of apiRoutes.filter((route) => route.url.startsWith('/api/admin/'))) {
      expect(route.access, route.url).toBe('admin');
    }
  });

  it('refuses to start an app with a route that declares nothing', async () => {
    const other = Fastify(serverOptions(testConfig()));
    await registerApp(other, { config: testConfig(), db: database.db });
    try {
      expect(() => other.get('/api/forgotten', async () => 'open')).toThrow(/declares no access/);
      expect(() =>
        other.get('/api/declared', { config: { access: 'member' } }, async () => 'closed'),
      ).not.toThrow();
    } finally {
      await other.events.close();
      await other.close();
    }
  });
});

describe('every spelling of a path gets the answer of the plain path', () => {
  for (const [name, respelled] of Object.entries(spellings)) {
    it(`${name}, for visitors, members and admins, on every route`, async () => {
      const differences: string[] = [];
      let compared = 0;
      for (const route of routes) {
        const plain = concrete(route.url);
        const other = respelled(route.url);
        // A pattern with no letter to change (the static files' /*) has no such spelling.
        if (other === plain) continue;
        compared += 1;
        for (const caller of ['visitor', 'member', 'admin'] as const) {
          const expected = await call(route.method, plain, caller);
          const actual = await call(route.method, other, caller);
          // A not-found answer names the path it was asked for, as it was spelled; the health check's measured
          // database latency, and a rate limit's seconds to wait, differ from one call to the next whatever the
          // spelling.
          const measured = (text: string) =>
            text
              .replace(/"latencyMs":[\d.]+/g, '"latencyMs":0')
              .replace(/retry in \d+ seconds?/g, 'retry in N seconds');
          const body = measured(actual.body.replaceAll(other, plain));
          if (actual.status !== expected.status || body !== measured(expected.body)) {
            differences.push(
              `${caller} ${route.method} ${other}: ${actual.status} ${actual.body.slice(0, 80)}, ` +
                `plain ${plain}: ${expected.status} ${expected.body.slice(0, 80)}`,
            );
          }
        }
      }
      expect(differences).toEqual([]);
      expect(compared).toBeGreaterThan(40);
      // About 400 requests: more than the default minute on a loaded machine.
    }, 180_000);
  }
});

import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { benchListId, benchPassword, benchPlanId, benchWeek, memberId, recipeId } from './seedBenchData.ts';

// The requests the app makes most, as autocannon runs of 10 connections against a running server. Every run
// must answer only 2xx: a benchmark of error pages would measure nothing.

export interface Scenario {
  name: string;
  /**
   * `ceiling`: the health check; `oneRow`: a member's read of one row by its key. A list read (issue 30) must
   * reach half the one-row read; other reads and polls have issue 3's targets.
   */
  kind: 'ceiling' | 'oneRow' | 'read' | 'list' | 'poll' | 'write';
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** Sends the logged-in member's cookie. */
  member: boolean;
}

export interface RunResult {
  scenario: Scenario;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** The 1-minute load average as the row started: other work on these cores moves every figure. */
  load: number;
  /** CPU milliseconds of this process per request, one request at a time (cpuPerRequest); unset for writes. */
  cpuMs?: number;
  /** With `--profile`: where that CPU went, by owner ("PGlite 61 %, our server 12 %, …"; support/cpuProfile.ts). */
  profile?: string;
}

export function scenarios(): Scenario[] {
  const me = memberId(1);
  const hot = recipeId(1);
  return [
    { name: 'health (ceiling, no row)', kind: 'ceiling', method: 'GET', path: '/api/health', member: false },
    {
      name: 'a member by id (one-row read)',
      kind: 'oneRow',
      method: 'GET',
      path: `/api/users/${memberId(2)}`,
      member: true,
    },
    {
      name: 'public recipes, filtered page',
      kind: 'list',
      method: 'GET',
      path: '/api/public-recipes?type=dessert,soup&cuisine=italian,french&limit=24',
      member: false,
    },
    {
      name: 'member feed, unfiltered page',
      kind: 'list',
      method: 'GET',
      path: '/api/public-recipes?limit=24',
      member: true,
    },
    {
      name: 'member feed, filtered page',
      kind: 'list',
      method: 'GET',
      path: '/api/public-recipes?type=dessert,soup&limit=24',
      member: true,
    },
    {
      name: 'provider search',
      kind: 'list',
      method: 'GET',
      path: '/provider/recipes/complexSearch?query=chicken&number=24',
      member: false,
    },
    { name: 'cookbooks (30)', kind: 'list', method: 'GET', path: '/api/cookbooks/user/bench1', member: true },
    {
      name: 'shopping list (150 items)',
      kind: 'list',
      method: 'GET',
      path: `/api/shopping-lists/${benchListId}`,
      member: true,
    },
    {
      name: "plan's week (21 entries)",
      kind: 'list',
      method: 'GET',
      path: `/api/plans/${benchPlanId}/weeks/${benchWeek}`,
      member: true,
    },
    { name: 'recipe detail', kind: 'read', method: 'GET', path: `/api/recipes/${hot}`, member: true },
    { name: 'likes', kind: 'read', method: 'GET', path: `/api/recipes/${hot}/likes`, member: true },
    {
      name: 'comments page (hot recipe)',
      kind: 'read',
      method: 'GET',
      path: `/api/recipes/${hot}/comments?limit=50`,
      member: true,
    },
    {
      name: 'notifications poll',
      kind: 'list',
      method: 'GET',
      path: `/api/notifications/${me}`,
      member: true,
    },
    { name: 'friends poll', kind: 'poll', method: 'GET', path: `/api/friends/${me}`, member: true },
    {
      name: 'message send',
      kind: 'write',
      method: 'POST',
      path: '/api/messages',
      body: JSON.stringify({ recipient: memberId(2), text: 'Bench message from the load run' }),
      member: true,
    },
    {
      name: 'login',
      kind: 'write',
      method: 'POST',
      path: '/api/login',
      body: JSON.stringify({ username: 'bench3', password: benchPassword }),
      member: false,
    },
  ];
}

/** Logs member n in and returns the Cookie header value. */
export async function login(origin: string, n: number): Promise<string> {
  const response = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ username: `bench${n}`, password: benchPassword }),
  });
  const cookie = response.headers.get('set-cookie');
  if (response.status !== 200 || !cookie) throw new Error(`login of bench${n} answered ${response.status}`);
  return cookie.split(';')[0] ?? '';
}

export async function run(
  origin: string,
  scenario: Scenario,
  cookie: string,
  seconds: number,
): Promise<RunResult> {
  const load = loadavg()[0] ?? 0;
  const headers: Record<string, string> = { origin };
  if (scenario.body) headers['content-type'] = 'application/json';
  if (scenario.member) headers.cookie = cookie;
  const result = await autocannon({
    url: `${origin}${scenario.path}`,
    method: scenario.method,
    headers,
    ...(scenario.body ? { body: scenario.body } : {}),
    connections: 10,
    duration: seconds,
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${scenario.name}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return {
    scenario,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    load: Math.round(load * 10) / 10,
  };
}

/**
 * CPU milliseconds this process spends per request, asked one at a time through `inject` (no sockets): the
 * server's work and, on PGlite, the database's, which runs in this process. Unlike requests per second it hardly
 * moves with other work on the machine, so it compares rows measured at different loads. PostgreSQL's own work
 * runs in its processes and is not in it.
 */
export async function cpuPerRequest(
  app: {
    inject: (options: {
      method: 'GET';
      url: string;
      headers: Record<string, string>;
    }) => Promise<{ statusCode: number }>;
  },
  scenario: Scenario,
  cookie: string,
  requests = 300,
): Promise<number> {
  const headers: Record<string, string> = scenario.member ? { cookie } : {};
  const ask = async () => {
    const response = await app.inject({ method: 'GET', url: scenario.path, headers });
    if (response.statusCode !== 200) throw new Error(`${scenario.name}: ${response.statusCode}`);
  };
  for (let n = 0; n < 30; n++) await ask();
  const before = process.cpuUsage();
  for (let n = 0; n < requests; n++) await ask();
  const used = process.cpuUsage(before);
  return Math.round(((used.user + used.system) / 1000 / requests) * 100) / 100;
}

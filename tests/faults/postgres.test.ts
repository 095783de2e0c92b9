import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPng } from '../api/helpers/images.ts';
import { type Answer, call, type Member, register } from './helpers/api.ts';
import { openEventStream } from './helpers/eventStream.ts';
import {
  createFaultDatabase,
  type FaultDatabase,
  serverAddress,
  serverUrl,
} from './helpers/postgresDatabase.ts';
import { type ServerProcess, spawnServer, stopServer } from './helpers/serverProcess.ts';
import { startTcpProxy, type TcpProxy } from './helpers/tcpProxy.ts';
import { startWriters, storedComments, waitForAcknowledged } from './helpers/writes.ts';

// Two server processes on one PostgreSQL, reaching it through a local TCP proxy that cuts or black-holes the
// connection: what they share (sessions, events, rate limits, fresh answers), how every call answers while the
// database is away (503 within 2 s, API.md), how they recover on their own, and how they stop.

let database: FaultDatabase;
let proxy: TcpProxy;
let a: ServerProcess;
let b: ServerProcess;
let alice: Member;
let bob: Member;

/** Polls until the server's health is 200 again; bounded. */
async function recovered(server: ServerProcess) {
  for (let attempt = 0; attempt < 120; attempt++) {
    if ((await call(server.url, 'GET', '/api/health')).status === 200) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/** Calls of every kind a member makes, on both instances: each must be 503 {error}, within 2 s. */
async function duringOutage(): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (const server of [a, b]) {
    answers.push(await call(server.url, 'GET', '/api/profile', { cookie: alice.cookie }));
    answers.push(await call(server.url, 'GET', '/api/public-recipes'));
    answers.push(
      await call(server.url, 'POST', '/api/recipes/1001/comments', {
        cookie: alice.cookie,
        body: { text: 'during' },
      }),
    );
    answers.push(
      await call(server.url, 'POST', '/api/login', {
        body: { username: alice.username, password: alice.password },
      }),
    );
  }
  return answers;
}

function expectUnavailable(answers: Answer[]) {
  for (const answer of answers) {
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ error: expect.any(String) });
    expect(answer.ms).toBeLessThan(2000);
  }
}

describe.skipIf(!serverUrl)('two servers on one PostgreSQL', () => {
  beforeAll(async () => {
    database = await createFaultDatabase();
    proxy = await startTcpProxy(serverAddress());
    const env = { DATABASE_URL: database.urlVia(proxy.port), RATE_LIMIT_LOGIN: '5' };
    a = await spawnServer(env);
    b = await spawnServer(env);
    alice = await register(a.url);
    bob = await register(b.url);
    const asked = await call(a.url, 'POST', '/api/friend-request', {
      cookie: alice.cookie,
      body: { fromId: alice.id, toId: bob.id },
    });
    const accepted = await call(b.url, 'POST', '/api/friend-request/accept', {
      cookie: bob.cookie,
      body: { currentUserId: bob.id, requesterId: alice.id },
    });
    expect([asked.status, accepted.status]).toEqual([201, 200]);
  });
  afterAll(async () => {
    await stopServer(a);
    await stopServer(b);
    await proxy?.close();
    await database?.drop();
  });

  // First: the logins of the other tests count against this address's allowance too.
  it('count login attempts on both together', async () => {
    const statuses = [];
    for (const server of [a, b, a, b, a, b]) {
      const answer = await call(server.url, 'POST', '/api/login', {
        body: { username: 'nobody', password: 'x' },
      });
      statuses.push(answer.status);
    }
    // Five allowed from this address per minute (RATE_LIMIT_LOGIN), counted across both servers.
    expect(statuses.slice(-1)).toEqual([429]);
    expect(statuses.filter((status) => status === 401).length).toBe(5);
  });

  it('share sessions: made on one, valid on the other, revoked on both by logout', async () => {
    // A member made on a: their session is a's. (Not a login: the login limit is the previous test's.)
    const elsewhere = await register(a.url);
    expect((await call(b.url, 'GET', '/api/profile', { cookie: elsewhere.cookie })).status).toBe(200);
    await call(b.url, 'POST', '/api/logout', { cookie: elsewhere.cookie });
    expect((await call(a.url, 'GET', '/api/profile', { cookie: elsewhere.cookie })).status).toBe(401);
    expect((await call(b.url, 'GET', '/api/profile', { cookie: elsewhere.cookie })).status).toBe(401);
  });

  it('deliver an event published on one to a stream on the other, once', async () => {
    const stream = await openEventStream(b.url, bob.cookie);
    expect(await stream.waitFor(': connected')).toBe(true);
    const sent = await call(a.url, 'POST', '/api/messages', {
      cookie: alice.cookie,
      body: { recipient: bob.id, text: 'hi' },
    });
    const id = (sent.body as { _id: string })._id;
    expect(await stream.waitFor(id)).toBe(true);
    stream.close();
    expect(stream.received().split(id).length - 1).toBe(1);
  });

  it('answer afresh a feed that the other changed, never from memory', async () => {
    const feed = async () => {
      const answer = await call(a.url, 'GET', '/api/public-recipes?limit=1&type=snack');
      return (answer.body as Array<{ _id: string }>).map((recipe) => recipe._id);
    };
    expect(await feed()).toEqual([]);
    // Asked twice: now a remembered page and total (docs/decisions/005).
    expect(await feed()).toEqual([]);
    const created = await call(b.url, 'POST', '/api/recipes', {
      cookie: bob.cookie,
      body: { title: 'Snack from b', image: tinyPng, tags: { mealType: ['snack'] } },
    });
    expect(created.status).toBe(201);
    expect(await feed()).toEqual([(created.body as { _id: string })._id]);
  });

  it('answer every call 503 {error} within 2 s while the database is cut, and recover on their own', async () => {
    proxy.cut();
    expectUnavailable(await duringOutage());
    const health = await call(a.url, 'GET', '/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ ok: false, database: { ok: false } });
    proxy.restore();
    expect(await recovered(a)).toBe(true);
    expect(await recovered(b)).toBe(true);
    expect((await call(b.url, 'GET', '/api/profile', { cookie: alice.cookie })).status).toBe(200);
  });

  it('answer every call 503 {error} within 2 s while the database black-holes, and recover on their own', async () => {
    proxy.blackHole();
    expectUnavailable(await duringOutage());
    expect((await call(b.url, 'GET', '/api/health')).status).toBe(503);
    proxy.restore();
    expect(await recovered(a)).toBe(true);
    expect(await recovered(b)).toBe(true);
    expect((await call(a.url, 'GET', '/api/profile', { cookie: alice.cookie })).status).toBe(200);
  });

  it('deliver events across instances again after the outages, and none twice', async () => {
    const stream = await openEventStream(b.url, bob.cookie);
    expect(await stream.waitFor(': connected')).toBe(true);
    // The LISTEN connection finds its way back by itself, after a pause; messages sent before it has are not
    // pushed (the SPA's polling shows them). Bounded: 40 tries of 1 s.
    const ids: string[] = [];
    let arrived = false;
    for (let attempt = 0; attempt < 40 && !arrived; attempt++) {
      const sent = await call(a.url, 'POST', '/api/messages', {
        cookie: alice.cookie,
        body: { recipient: bob.id, text: `after ${attempt}` },
      });
      expect(sent.status).toBe(201);
      ids.push((sent.body as { _id: string })._id);
      arrived = await stream.waitFor(ids.at(-1) ?? '', 1000);
    }
    expect(arrived).toBe(true);
    const sent = await call(a.url, 'POST', '/api/messages', {
      cookie: alice.cookie,
      body: { recipient: bob.id, text: 'last' },
    });
    const last = (sent.body as { _id: string })._id;
    expect(await stream.waitFor(last)).toBe(true);
    stream.close();
    for (const id of [...ids, last]) expect(stream.received().split(id).length - 1).toBeLessThanOrEqual(1);
  });

  it('finish SIGTERM with requests in flight, even while the database black-holes', async () => {
    const c = await spawnServer({ DATABASE_URL: database.urlVia(proxy.port) });
    try {
      proxy.blackHole();
      const inFlight = Array.from({ length: 6 }, () =>
        call(c.url, 'GET', '/api/profile', { cookie: alice.cookie }),
      );
      // SIGTERM once the server has taken all six in (it logs each), so they are in flight, waiting on the
      // database. Bounded: 20 s.
      for (let wait = 0; wait < 200 && c.output().split('"incoming request"').length - 1 < 6; wait++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      c.child.kill('SIGTERM');
      const answers = await Promise.all(inFlight);
      expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(503));
      expect(await c.exited, c.output()).toBe(0);
    } finally {
      proxy.restore();
      await stopServer(c);
    }
  });
});

describe.skipIf(!serverUrl)('PostgreSQL and kill -9', () => {
  let killed: FaultDatabase;
  let server: ServerProcess | undefined;
  let restarted: ServerProcess | undefined;
  beforeAll(async () => {
    killed = await createFaultDatabase();
  });
  afterAll(async () => {
    await stopServer(server);
    await stopServer(restarted);
    await killed?.drop();
  });

  it('loses no acknowledged write to kill -9 under concurrent writes', async () => {
    server = await spawnServer({ DATABASE_URL: killed.url });
    const member = await register(server.url);
    const run = startWriters(server.url, member, 8);
    await waitForAcknowledged(run, 100);
    server.child.kill('SIGKILL');
    await run.stop();
    await server.exited;
    restarted = await spawnServer({ DATABASE_URL: killed.url });
    const stored = await storedComments(restarted.url, member);
    const lost = [...run.acknowledged].filter((id) => !stored.has(id));
    console.log(`kill -9 on PostgreSQL: ${run.acknowledged.size} writes acknowledged, ${lost.length} lost`);
    expect(lost).toEqual([]);
  });
});

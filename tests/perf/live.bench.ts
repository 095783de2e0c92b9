// `npm run bench:live`: a thousand members live at once (issue 30). The compiled server (what `npm start` runs) on
// the embedded database, then one and two instances on one PostgreSQL (a database of the bench's own, dropped at
// the end). 1,000 members sign up through the API in 100 households of 10 (support/households.ts): the first of each
// household is friends with the nine others, shares their shopping list with them (20 items) and hosts a potluck
// they are all invited to and going to. Every member opens one live-event stream (GET /api/events; with two
// instances, the odd members on the second). Then, in each of ROUNDS rounds, 100 members (one per household, a
// different one each round) at once check off an item of their household's list, send a chat message to a friend,
// and claim a place in their potluck's mains (or give back the one they have). Measured:
// - delivery latency, from the start of the write that caused an event to its arrival on each stream that should
//   hear it: the `shopping` and `potluck` events to all ten of the household (the one who wrote included), the
//   `message` event to the friend written to, the `potluck_menu` notification to the other cooks of the mains;
// - that no event arrives where it should not (a list or potluck of another household, a message to another
//   member), and that none is lost (every expected one arrived within 10 s of its write);
// - the server's resident memory per open stream (RSS with the streams open minus RSS before, over the streams);
// - the event loop's delay while the rounds ran (GET /api/admin/runtime, admin only, monitorEventLoopDelay).
// Another shared change goes in `changesOfARound` (the hook below) with the events its audience must hear.
// Writes the live section of docs/benchmarks.md with the load average beside each figure.
// The 100 members of a round start within `--spread` ms (1,000: 300 writes a second; 0: all at the same instant).
// Usage: npm run bench:live [-- --no-build] [-- --rounds 5] [-- --spread 1000] [-- --only pglite|postgres|two]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { writeBenchmarksSection } from './support/benchmarksPage.ts';
import { buildUnlessSkipped, startCompiledServer } from './support/compiledServer.mjs';
import {
  dishIdOf,
  formHouseholds,
  type Household,
  householdSize,
  households,
  type Member,
  potluckCourse,
  signUp,
} from './support/households.ts';
import { call, callAgent, expectStatus, inParallel } from './support/http.ts';

const argument = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
};
const rounds = Number(argument('rounds') ?? 5);
/** Over how many ms the 100 members of a round start their changes (evenly); 0 is all in the same instant. */
const spreadMs = Number(argument('spread') ?? 1000);
const only = argument('only');
const postgresServer = (process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(
  /\/+$/,
  '',
);
const admin = { username: 'bench_admin', password: 'bench-admin-password' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () => loadavg()[0]!;

buildUnlessSkipped();

// ---------------------------------------------------------------- the streams

interface Arrival {
  type: string;
  data: Record<string, string>;
  at: number;
}

interface Stream {
  member: Member;
  arrivals: Arrival[];
  close(): void;
}

/** A member's event stream: resolves once the server says `: connected`; records every event with its time. */
function openStream(origin: string, member: Member): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const arrivals: Arrival[] = [];
    let buffer = '';
    let connected = false;
    const request = http.get(
      `${origin}/api/events`,
      { agent: false, headers: { cookie: member.cookie } },
      (response) => {
        if (response.statusCode !== 200) reject(new Error(`stream: ${response.statusCode}`));
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          const at = performance.now();
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
            if (block.includes(': connected') && !connected) {
              connected = true;
              resolve({ member, arrivals, close: () => request.destroy() });
            }
            const type = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (type && data) arrivals.push({ type, data: JSON.parse(data), at });
          }
        });
      },
    );
    request.on('error', (error) => {
      if (!connected) reject(error);
    });
  });
}

// ---------------------------------------------------------------- one change, who must hear it

/** An event a write causes, and who must hear it (a write may cause several). */
interface Change {
  /** What the stream of a member who must hear it shows. */
  type: string;
  matches(data: Record<string, string>): boolean;
  audience: Member[];
  startedAt: number;
}

/**
 * The hook: what one member does in a round (one write each, by what it is), and the events each write causes.
 * Check-offs, chat and potluck claims.
 */
function changesOfARound(household: Household, round: number): Record<string, () => Promise<Change[]>> {
  const actor = household.members[round % householdSize]!;
  const owner = household.members[0]!;
  // The owner is friends with everyone in the household; the others only with the owner.
  const friend = actor === owner ? household.members[1 + (round % (householdSize - 1))]! : owner;
  const itemId = household.itemIds[round % household.itemIds.length]!;
  const { potluck } = household;
  return {
    'check off': async () => {
      const startedAt = performance.now();
      await expectStatus(
        call(actor.origin, 'PATCH', `/api/shopping-lists/${household.listId}/items/${itemId}`, {
          cookie: actor.cookie,
          body: { checked: round % 2 === 0, changedAt: new Date().toISOString() },
        }),
        200,
        'check off',
      );
      return [
        {
          type: 'shopping',
          matches: (data) => data.listId === household.listId,
          audience: household.members,
          startedAt,
        },
      ];
    },
    message: async () => {
      const startedAt = performance.now();
      const sent = await expectStatus(
        call(actor.origin, 'POST', '/api/messages', {
          cookie: actor.cookie,
          body: { recipient: friend.id, text: `round ${round}: bring the lemons` },
        }),
        201,
        'message',
      );
      return [
        {
          type: 'message',
          matches: (data) => data.messageId === (sent.body as { _id: string })._id,
          audience: [friend],
          startedAt,
        },
      ];
    },
    // A member with no dish claims a main; one with a dish gives it back (the odd members start with one, so the
    // rounds alternate like the check-offs). The cooks of the mains but the actor are notified (`potluck_menu`).
    'claim or give back': async () => {
      const dishId = potluck.dishOf.get(actor.id);
      const otherCooks = household.members.filter(
        (member) => member !== actor && potluck.dishOf.has(member.id),
      );
      const startedAt = performance.now();
      if (dishId) {
        // Forgotten before the call: a give-back answered 503 after its commit is not tried again (a 404 next
        // time); one refused before it leaves a spare dish, and the mains have room (the rounds keep 4 to 6).
        potluck.dishOf.delete(actor.id);
        await expectStatus(
          call(actor.origin, 'DELETE', `/api/potlucks/${potluck.id}/dishes/${dishId}`, {
            cookie: actor.cookie,
          }),
          200,
          'unclaim',
        );
      } else {
        const claimed = await expectStatus(
          call(actor.origin, 'POST', `/api/potlucks/${potluck.id}/dishes`, {
            cookie: actor.cookie,
            body: { course: potluckCourse, text: `round ${round}: a lemon tart` },
          }),
          201,
          'claim',
        );
        potluck.dishOf.set(actor.id, dishIdOf(claimed.body, actor.id));
      }
      return [
        {
          type: 'potluck',
          matches: (data) => data.potluckId === potluck.id,
          audience: household.members,
          startedAt,
        },
        {
          // A notification names no potluck: one of another household's would count as an extra, not a stray.
          type: 'notification',
          matches: (data) => data.notificationType === 'potluck_menu',
          audience: otherCooks,
          startedAt,
        },
      ];
    },
  };
}

// ---------------------------------------------------------------- one scenario

interface ServerHandle {
  origin: string;
  pid: number;
  stop(): Promise<unknown>;
}

function rssKb(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
}

async function runtime(origin: string, adminCookie: string) {
  return (
    await expectStatus(call(origin, 'GET', '/api/admin/runtime', { cookie: adminCookie }), 200, 'runtime')
  ).body as {
    memory: { rss: number; heapUsed: number; external: number; arrayBuffers: number };
    eventLoopDelayMs: { p50: number; p99: number; max: number; mean: number };
    liveStreams: number;
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

interface Outcome {
  scenario: string;
  streams: string;
  p50: number;
  p99: number;
  max: number;
  delivered: number;
  expected: number;
  lost: number;
  strays: number;
  extras: number;
  /** Writes made in a round (refused ones included). */
  writesPerRound: number;
  writeP99: number;
  refused: number;
  kbPerStream: string;
  heapKbPerStream: string;
  loopP99: string;
  loopMax: string;
  load: string;
}

async function scenario(name: string, servers: ServerHandle[]): Promise<Outcome> {
  const origins = servers.map((server) => server.origin);
  const adminCookies = await Promise.all(
    origins.map(
      async (origin) =>
        (await expectStatus(call(origin, 'POST', '/api/login', { body: admin }), 200, 'admin login')).cookie!,
    ),
  );
  console.log(`${name}: signing up ${households * householdSize} members (load ${load().toFixed(1)})`);
  const members = await signUp(origins);
  const formed = await formHouseholds(members);
  const householdOf = new Map<string, Household>();
  for (const household of formed)
    for (const member of household.members) householdOf.set(member.id, household);

  await sleep(3000);
  const before = servers.map((server) => rssKb(server.pid));
  const heapBefore = await Promise.all(origins.map((origin, i) => runtime(origin, adminCookies[i]!)));
  console.log(`${name}: opening ${members.length} streams (load ${load().toFixed(1)})`);
  const streams: Stream[] = [];
  await inParallel(members, 50, async (member) => {
    streams[member.index] = await openStream(member.origin, member);
  });
  await sleep(3000);
  const after = servers.map((server) => rssKb(server.pid));
  const heapAfter = await Promise.all(origins.map((origin, i) => runtime(origin, adminCookies[i]!)));
  const open = heapAfter.map((reading) => reading.liveStreams);
  const kbPerStream = servers.map((_, i) => ((after[i]! - before[i]!) / open[i]!).toFixed(1));
  const heapKbPerStream = servers.map((_, i) =>
    ((heapAfter[i]!.memory.heapUsed - heapBefore[i]!.memory.heapUsed) / 1024 / open[i]!).toFixed(1),
  );
  console.log(
    `${name}: ${open.join(' + ')} streams open; RSS KB per stream ${kbPerStream.join(', ')}; heap KB per stream ${heapKbPerStream.join(', ')}`,
  );

  // Reset the event loop histograms: the next reading covers the rounds only.
  await Promise.all(origins.map((origin, i) => runtime(origin, adminCookies[i]!)));
  const loadAtStart = load();
  const changes: Change[] = [];
  /** Each write's time, by what it was. */
  const writeMsOf = new Map<string, number[]>();
  let refused = 0;
  for (let round = 0; round < rounds; round++) {
    const done = await Promise.all(
      formed.flatMap((household, h) =>
        Object.entries(changesOfARound(household, round)).map(async ([kind, change]) => {
          await sleep((h * spreadMs) / households);
          const started = performance.now();
          try {
            return await change();
          } catch (error) {
            // A write the server refused (503: no database connection free within DATABASE_CONNECT_TIMEOUT_MS)
            // changed nothing and is told to no one: counted, not expected.
            if (!String(error).includes(': 503 ')) throw error;
            refused += 1;
            return [];
          } finally {
            if (!writeMsOf.has(kind)) writeMsOf.set(kind, []);
            writeMsOf.get(kind)!.push(performance.now() - started);
          }
        }),
      ),
    );
    changes.push(...done.flat());
    // Let this round's events arrive before the next round changes the same lists again.
    await sleep(1000);
  }
  const loop = await Promise.all(origins.map((origin, i) => runtime(origin, adminCookies[i]!)));
  await sleep(10_000 - 1000);

  // Match: each expected (change, member) to the first unused arrival of its kind after the change started.
  const used = new Set<Arrival>();
  const latencies: number[] = [];
  let expected = 0;
  let lost = 0;
  const sortedChanges = [...changes].sort((a, b) => a.startedAt - b.startedAt);
  for (const change of sortedChanges) {
    for (const member of change.audience) {
      expected += 1;
      const arrival = streams[member.index]!.arrivals.find(
        (candidate) =>
          !used.has(candidate) &&
          candidate.type === change.type &&
          candidate.at >= change.startedAt &&
          change.matches(candidate.data),
      );
      if (!arrival || arrival.at - change.startedAt > 10_000) {
        lost += 1;
        continue;
      }
      used.add(arrival);
      latencies.push(arrival.at - change.startedAt);
    }
  }
  // Strays: an event about something outside the member's household (another household's list or potluck, a
  // message from someone who is not their friend) — a leak. Extras: an event inside the household that no change explains
  // within 10 s (one later than that, or of a write answered 503 after it had committed).
  let strays = 0;
  let extras = 0;
  for (const stream of streams) {
    const own = householdOf.get(stream.member.id)!;
    const friends = new Set(own.members.map((member) => member.id));
    for (const arrival of stream.arrivals) {
      const outside =
        (arrival.type === 'shopping' && arrival.data.listId !== own.listId) ||
        (arrival.type === 'potluck' && arrival.data.potluckId !== own.potluck.id) ||
        (arrival.type === 'message' && !friends.has(arrival.data.from ?? ''));
      if (outside) strays += 1;
      else if (!used.has(arrival)) extras += 1;
    }
  }
  for (const stream of streams) stream.close();
  latencies.sort((a, b) => a - b);
  const writeMs = [...writeMsOf.values()].flat().sort((a, b) => a - b);
  const writeP99Of = [...writeMsOf].map(
    ([kind, times]) =>
      `${kind} ${Math.round(
        percentile(
          [...times].sort((a, b) => a - b),
          99,
        ),
      )}`,
  );
  console.log(`${name}: write p99 ms by kind: ${writeP99Of.join(', ')}`);
  const outcome: Outcome = {
    scenario: name,
    streams: open.join(' + '),
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    max: Math.round(latencies.at(-1) ?? Number.NaN),
    delivered: latencies.length,
    expected,
    lost,
    strays,
    extras,
    writesPerRound: writeMs.length / rounds,
    writeP99: Math.round(percentile(writeMs, 99)),
    refused,
    kbPerStream: kbPerStream.join(', '),
    heapKbPerStream: heapKbPerStream.join(', '),
    loopP99: loop.map((reading) => reading.eventLoopDelayMs.p99).join(', '),
    loopMax: loop.map((reading) => reading.eventLoopDelayMs.max).join(', '),
    load: `${loadAtStart.toFixed(1)}–${load().toFixed(1)}`,
  };
  console.log(outcome);
  return outcome;
}

// ---------------------------------------------------------------- the servers

const serverEnv = {
  DEMO: '0',
  ADMIN_USERNAME: admin.username,
  ADMIN_PASSWORD: admin.password,
  RATE_LIMIT_LOGIN: '100000',
  RATE_LIMIT_WRITES: '1000000',
};

async function start(env: Record<string, string>, dataDir: string): Promise<ServerHandle> {
  // `BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'` profiles the servers.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const running = await startCompiledServer({ dataDir, env: { ...serverEnv, ...env }, nodeArgs });
  return { origin: running.origin, pid: running.server.pid, stop: running.stop };
}

async function postgresAdmin(sql: string) {
  const client = new pg.Client({ connectionString: `${postgresServer}/test` });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const outcomes: Outcome[] = [];

if (!only || only === 'pglite') {
  const dataDir = mkdtempSync(join(tmpdir(), 'potluck-live-bench-'));
  const server = await start({}, dataDir);
  try {
    outcomes.push(await scenario('PGlite, one instance', [server]));
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const instances of [1, 2]) {
  if (only && only !== (instances === 1 ? 'postgres' : 'two')) continue;
  const name = `potluck_bench_live_${process.pid}_${instances}`;
  await postgresAdmin(`CREATE DATABASE ${name}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'potluck-live-bench-'));
  const servers: ServerHandle[] = [];
  try {
    // One after the other: the first migrates the new database.
    for (let i = 0; i < instances; i++)
      servers.push(await start({ DATABASE_URL: `${postgresServer}/${name}` }, dataDir));
    outcomes.push(
      await scenario(instances === 1 ? 'PostgreSQL, one instance' : 'PostgreSQL, two instances', servers),
    );
  } finally {
    for (const server of servers) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await postgresAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
callAgent.destroy();

// ---------------------------------------------------------------- the report

const met = (outcome: Outcome) =>
  outcome.p99 <= 250 &&
  outcome.lost === 0 &&
  outcome.refused === 0 &&
  outcome.strays === 0 &&
  outcome.kbPerStream.split(', ').every((kb) => Number(kb) <= 50);
const writesPerRound = outcomes[0]?.writesPerRound ?? 0;
const date = new Date().toISOString().replace('T', ' ').slice(0, 16);
const section = [
  '<!-- live:start -->',
  '## A thousand live members',
  '',
  `Measured by \`npm run bench:live\` on ${date} UTC with Node ${process.versions.node}: the compiled server, ${households * householdSize}`,
  `members in ${households} households of ${householdSize} (the first shares their 20-item shopping list with the nine others,`,
  'all friends of theirs, and hosts a potluck they are all going to, half of them with a main claimed), each with one',
  `open live-event stream; ${rounds} rounds in which 100 members (one per household), starting evenly within ${spreadMs} ms,`,
  'check off an item of their household list, send a chat message to a friend, and claim a main at the potluck (or give',
  `theirs back): ${spreadMs === 0 ? `all ${writesPerRound} writes at the same instant` : `${Math.round((writesPerRound * 1000) / spreadMs)} writes a second`}. Latency runs from the`,
  "start of the write to the event's arrival on each stream that must hear it (the list change and the potluck",
  "change: the ten of the household; the message: its recipient; the claim's `potluck_menu` notification: the other",
  'cooks of the mains). "lost" counts expected events that never came (within 10 s); "strays"',
  'events about something outside the member\'s household (a leak); "extras" events inside it that no change explains',
  'within 10 s (later ones, or those of a write answered 503 after it had committed); "writes refused" the writes',
  'answered 503 (no database connection free within `DATABASE_CONNECT_TIMEOUT_MS`, 1 s: they change nothing,',
  'or, when the 503 came after the commit, are told but not counted). Memory per stream: resident memory with the streams open',
  "minus before, over the streams (heap: V8's used heap likewise). Event loop delay: the server's own",
  'monitorEventLoopDelay over the rounds (`GET /api/admin/runtime`). The load generator and its 1,000 sockets run',
  'on the same 2 cores; "load" is the 1-minute load average at the start and end of the rounds.',
  '',
  '| scenario | streams | p50 ms | p99 ms | max ms | delivered | lost | strays | extras | write p99 ms | writes refused | KB/stream (RSS) | KB/stream (heap) | loop delay p99 / max ms | load | goal |',
  '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|---|',
  ...outcomes.map(
    (o) =>
      `| ${o.scenario} | ${o.streams} | ${o.p50} | ${o.p99} | ${o.max} | ${o.delivered}/${o.expected} | ${o.lost} | ${o.strays} | ${o.extras} | ${o.writeP99} | ${o.refused} | ${o.kbPerStream} | ${o.heapKbPerStream} | ${o.loopP99} / ${o.loopMax} | ${o.load} | ${met(o) ? 'met' : 'missed'} |`,
  ),
  '',
  'Goal: p99 ≤ 250 ms at 1,000 streams on one instance and across two, ≤ 50 KB per stream, none lost, no strays.',
  '<!-- live:end -->',
].join('\n');
if (!process.argv.includes('--no-write')) writeBenchmarksSection('live', section);
console.log(`\n${section}`);

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, register } from './helpers/api.ts';
import {
  exitWithin,
  type ServerProcess,
  spawnProcess,
  spawnServer,
  stopServer,
} from './helpers/serverProcess.ts';
import { startWriters, storedComments, waitForAcknowledged } from './helpers/writes.ts';

// The embedded database: one server process per DATA_DIR, and nothing acknowledged is lost to kill -9.

let dataDir: string;
let first: ServerProcess;
let restarted: ServerProcess | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'potluck-faults-'));
  first = await spawnServer({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await stopServer(first);
  await stopServer(restarted);
  await rm(dataDir, { recursive: true, force: true });
});

describe('PGlite under faults', () => {
  it('refuses a second server on the same DATA_DIR, with a clear message and a non-zero exit', async () => {
    const second = spawnProcess({ DATA_DIR: dataDir });
    try {
      // It waits out the lock's staleness (12 s) before giving up; a server that started does not exit at all.
      expect(await exitWithin(second, 60_000)).toBe(1);
      expect(second.output()).toContain(`DATA_DIR ${dataDir} is in use by another Potluck server`);
      expect((await call(first.url, 'GET', '/api/health')).status).toBe(200);
    } finally {
      await stopServer(second);
    }
  });

  it("loses no acknowledged write to kill -9 under concurrent writes; the next server takes over the dead one's lock", async () => {
    const member = await register(first.url);
    const run = startWriters(first.url, member, 8);
    await waitForAcknowledged(run, 100);
    first.child.kill('SIGKILL');
    await run.stop();
    await first.exited;

    restarted = await spawnServer({ DATA_DIR: dataDir });
    const stored = await storedComments(restarted.url, member);
    const lost = [...run.acknowledged].filter((id) => !stored.has(id));
    console.log(`kill -9 on PGlite: ${run.acknowledged.size} writes acknowledged, ${lost.length} lost`);
    expect(lost).toEqual([]);
    expect(stored.size).toBeGreaterThanOrEqual(run.acknowledged.size);
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../packages/server/src/app.ts';
import { DatabaseUnavailableError, type Db } from '../../packages/server/src/db/db.ts';
import { migrate } from '../../packages/server/src/db/migrate.ts';
import { createPgliteDb, openPglite } from '../../packages/server/src/db/pglite.ts';
import { reopening } from '../../packages/server/src/db/reopening.ts';
import { testConfig } from './helpers/config.ts';
import { registerMember } from './helpers/index.ts';

// A PGlite that dies under the server (here: closed behind its back, as a WebAssembly abort leaves it) is opened
// again in place on the same directory: calls answer 503 meanwhile, then everything written before is there.
describe.skipIf(process.env.TEST_DB === 'postgres')(
  'the embedded database, opened again after it fails',
  () => {
    let dataDir: string;
    const opened: PGlite[] = [];
    const open = async (): Promise<Db> => {
      const pg = await openPglite({ dataDir });
      opened.push(pg);
      return createPgliteDb(pg);
    };

    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'potluck-reopen-'));
    });
    afterAll(async () => {
      await rm(dataDir, { recursive: true, force: true });
    });

    it('answers 503 while it is down, then serves what was written before, without a restart', async () => {
      const first = await open();
      await migrate(first);
      const faults: string[] = [];
      const db = reopening(first, open, { onFault: (_, what) => faults.push(what) });
      const app = await buildApp({ config: testConfig(), db });
      try {
        const member = await registerMember(app);
        await opened[0]!.close();

        const during = await app.inject({
          method: 'GET',
          url: '/api/profile',
          headers: { cookie: member.cookie },
        });
        expect(during.statusCode).toBe(503);
        expect(during.json()).toEqual({ error: expect.any(String) });

        await vi.waitFor(
          async () => {
            const health = await app.inject({ method: 'GET', url: '/api/health' });
            expect(health.statusCode).toBe(200);
          },
          { timeout: 15_000, interval: 100 },
        );
        const after = await app.inject({
          method: 'GET',
          url: '/api/profile',
          headers: { cookie: member.cookie },
        });
        expect(after.statusCode).toBe(200);
        expect(after.json()).toMatchObject({ username: member.username });
        expect(opened).toHaveLength(2);
        expect(faults).toContain('the embedded database failed; opening it again');
      } finally {
        await app.close();
        await db.close();
      }
    });

    it('a statement the database refuses (bad input) is no reason to open it again', async () => {
      const count = opened.length;
      const db = reopening(await open(), open);
      try {
        await expect(db.query('SELECT 1/0')).rejects.not.toBeInstanceOf(DatabaseUnavailableError);
        expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
        expect(opened).toHaveLength(count + 1);
      } finally {
        await db.close();
      }
    });
  },
);

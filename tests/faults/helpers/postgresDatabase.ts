import { randomBytes } from 'node:crypto';
import pg from 'pg';

// A fresh PostgreSQL database per fault test file on the server of TEST_DATABASE_URL, dropped at the end: the
// servers under test migrate it themselves, as in production.

export const serverUrl = process.env.TEST_DATABASE_URL;

export interface FaultDatabase {
  url: string;
  /** The same database through another host and port (the TCP proxy). */
  urlVia(port: number): string;
  query<T extends pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

export async function createFaultDatabase(): Promise<FaultDatabase> {
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `potluck_faults_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.href });
  await client.connect();
  return {
    url: url.href,
    urlVia(port) {
      const via = new URL(url.href);
      via.hostname = '127.0.0.1';
      via.port = String(port);
      return via.href;
    },
    async query(sql, params) {
      return (await client.query(sql, params)).rows;
    },
    async drop() {
      await client.end();
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleaner.end();
    },
  };
}

/** Where TEST_DATABASE_URL's server listens, for the proxy to forward to. */
export function serverAddress(): { host: string; port: number } {
  const url = new URL(serverUrl ?? 'postgres://127.0.0.1:5432');
  return { host: url.hostname || '127.0.0.1', port: Number(url.port || 5432) };
}

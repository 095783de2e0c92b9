import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../packages/server/src/app.ts';
import type { Config } from '../../../packages/server/src/config.ts';
import type { Db } from '../../../packages/server/src/db/db.ts';
import { testConfig } from './config.ts';
import { createTestDatabase } from './database.ts';

export { tinyJpeg, tinyPng } from './images.ts';

// Test apps: each call builds the real app on a fresh database (see database.ts) and counts its queries, so
// tests can assert that lists are fetched in a fixed number of queries, not one per row.

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** A second app instance on the same database (as behind a load balancer); closed with its own close(). */
  secondInstance(): Promise<{ app: FastifyInstance; close(): Promise<void> }>;
  close(): Promise<void>;
  queryCount(): number;
  resetQueryCount(): void;
}

export async function createTestApp(options: { config?: Partial<Config> } = {}): Promise<TestApp> {
  let count = 0;
  const database = await createTestDatabase({ onQuery: () => count++ });
  let app: FastifyInstance;
  try {
    app = await buildApp({ config: testConfig(options.config), db: database.db });
  } catch (error) {
    // A failed start must not leave a database (a PostgreSQL schema) behind.
    await database.drop();
    throw error;
  }
  return {
    app,
    db: database.db,
    async secondInstance() {
      const connection = await database.connectAgain({});
      const second = await buildApp({ config: testConfig(options.config), db: connection.db });
      return {
        app: second,
        async close() {
          await second.close();
          await connection.close();
        },
      };
    },
    async close() {
      await app.close();
      await database.drop();
    },
    queryCount: () => count,
    resetQueryCount: () => {
      count = 0;
    },
  };
}

export interface TestMember {
  id: string;
  username: string;
  password: string;
  /** The Cookie header value that logs requests in as this member. */
  cookie: string;
}

let registered = 0;

export function uniqueUsername(prefix = 'member'): string {
  registered += 1;
  return `${prefix}_${registered}_${Math.random().toString(36).slice(2, 8)}`;
}

/** Extracts "potluck_session=…" from a response's Set-Cookie header. */
export function sessionCookieOf(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const cookie = all.find((value) => value.startsWith('potluck_session='));
  if (!cookie) throw new Error('no session cookie in the response');
  return cookie.split(';')[0]!;
}

export async function registerMember(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<TestMember> {
  const body = {
    username: uniqueUsername(),
    password: 'correct horse',
    fName: 'Test',
    lName: 'Member',
    bio: '',
    intolerances: [],
    ...overrides,
  };
  const response = await app.inject({ method: 'POST', url: '/api/register', payload: body });
  if (response.statusCode !== 201) {
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  }
  const answer = response.json<{ _id: string; username: string }>();
  return {
    id: answer._id,
    username: answer.username,
    password: body.password as string,
    cookie: sessionCookieOf(response.headers['set-cookie']),
  };
}

export async function makeAdmin(db: Db, id: string): Promise<void> {
  await db.query('UPDATE members SET is_admin = true WHERE id = $1', [id]);
}

/** Makes two members friends through the API (request, then accept). */
export async function makeFriends(app: FastifyInstance, a: TestMember, b: TestMember): Promise<void> {
  const sent = await app.inject({
    method: 'POST',
    url: '/api/friend-request',
    payload: { fromId: a.id, toId: b.id },
    headers: { cookie: a.cookie },
  });
  if (sent.statusCode !== 201) throw new Error(`friend request failed: ${sent.statusCode} ${sent.body}`);
  const accepted = await app.inject({
    method: 'POST',
    url: '/api/friend-request/accept',
    payload: { currentUserId: b.id, requesterId: a.id },
    headers: { cookie: b.cookie },
  });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.statusCode} ${accepted.body}`);
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Calls as a member makes them (their session cookie; none for a visitor), with a JSON body when there is one,
 * on the app `app()` gives at the time of the call (a test file builds its app in beforeAll).
 */
export function callAs(app: () => FastifyInstance) {
  return (member: TestMember | undefined, method: Method, url: string, payload?: unknown) =>
    app().inject({
      method,
      url,
      headers: member ? { cookie: member.cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}

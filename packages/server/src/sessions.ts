import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/db.ts';
import type { remembered } from './db/remembered.ts';
import { publish } from './events.ts';

// The credential is a random secret in an httpOnly cookie. The database keeps only its SHA-256, so reading the
// sessions table grants no logins. Sessions expire, and are revoked on logout, on password change and when an
// admin deletes the member; a guest's without an account also when the host removes them, when they leave, and
// when the host resets the potluck's join link (docs/decisions/035-potluck-guests.md).

export const sessionCookie = 'potluck_session';

export interface SessionMember {
  id: string;
  username: string;
  isAdmin: boolean;
  /** The potluck whose guest without an account this is (decision 035); null for a member. */
  guestOf: string | null;
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Creates a session for the member and returns the secret for the cookie. */
export async function createSession(db: Db, memberId: string, ttlDays: number): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO sessions (secret_hash, member_id, expires_at)
     VALUES ($1, $2, now() + make_interval(days => $3::int))`,
    [hashSecret(secret), memberId, ttlDays],
  );
  return secret;
}

// Remembered lookups, on PGlite only. PGlite's database lives in this process (its data directory is opened by
// one process: db/dataDirLock.ts), so every change to sessions and members is made by this code, which calls sessionsChanged() for
// each one that can end a session or alter what a lookup answers. Remembering saves the lookup's statement on
// every member request; PGlite runs statements one at a time, and for the polls that was one of two
// (docs/benchmarks.md, "API"). On PostgreSQL another instance may revoke a session at any moment, so there
// every request asks the database.

const rememberMs = 60_000;

export interface RememberedSession {
  member: SessionMember;
  expiresAt: number;
  until: number;
  /** sessionsVersion when the lookup started. */
  version: number;
}

/** Raised after each change that sessionsChanged() announces: lookups remembered before it are void. */
let sessionsVersion = 0;
type RememberedSessions = ReturnType<typeof remembered<RememberedSession>>;
const rememberedByDb = new WeakMap<Db, RememberedSessions>();

/**
 * Where the app remembers the session lookups made on its database: the memory belongs to the app's remembered
 * answers (plugins/rememberedAnswers.ts) and lives as long as the app. Only PGlite's lookups are remembered.
 */
export function rememberSessionsIn(db: Db, sessions: RememberedSessions): void {
  if (db.kind === 'pglite') rememberedByDb.set(db, sessions);
}

function rememberedOf(db: Db): RememberedSessions | undefined {
  return rememberedByDb.get(db);
}

/** The session's member; `fresh` asks the database even where a lookup is remembered (event streams' checks). */
export async function findSessionMember(
  db: Db,
  secret: string,
  options: { fresh?: boolean } = {},
): Promise<SessionMember | undefined> {
  const hash = hashSecret(secret);
  const sessions = options.fresh ? undefined : rememberedOf(db);
  const now = Date.now();
  const known = sessions?.get(hash);
  if (known && known.version === sessionsVersion && known.until > now && known.expiresAt > now)
    return known.member;
  // Taken before the query: a change committed while it runs voids what it answers.
  const version = sessionsVersion;
  const row = await db.one<SessionMember & { expiresAt: Date }>(
    `SELECT m.id, m.username, m.is_admin AS "isAdmin", m.guest_of AS "guestOf", s.expires_at AS "expiresAt"
       FROM sessions s JOIN members m ON m.id = s.member_id
      WHERE s.secret_hash = $1 AND s.expires_at > now()`,
    [hash],
    'sessions.member',
  );
  if (!row) return undefined;
  const { expiresAt, ...member } = row;
  sessions?.set(hash, { member, expiresAt: expiresAt.getTime(), until: now + rememberMs, version });
  return member;
}

/**
 * Once the caller's transaction (if any) has committed: voids every remembered session lookup, and tells the
 * members' open event streams, on every instance, to check their sessions (routes/events.ts). Called by every
 * change that ends sessions or alters a member's username, admin rights or being a guest (a potluck's guests all
 * at once when its join link is reset: one signal).
 */
export async function sessionsChanged(db: Db, members: string | readonly string[]): Promise<void> {
  // Registered before the signal, so a stream's check cannot meet a remembered lookup from before.
  db.afterCommit(() => {
    sessionsVersion += 1;
  });
  await publish(db, members, { type: 'session' });
}

export async function revokeSession(db: Db, secret: string, memberId: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE secret_hash = $1', [hashSecret(secret)]);
  await sessionsChanged(db, memberId);
}

/** Revokes every session of the member except the one holding keepSecret (password change). */
export async function revokeOtherSessions(
  db: Db,
  memberId: string,
  keepSecret: string | undefined,
): Promise<void> {
  await db.query('DELETE FROM sessions WHERE member_id = $1 AND secret_hash <> $2', [
    memberId,
    keepSecret ? hashSecret(keepSecret) : '',
  ]);
  await sessionsChanged(db, memberId);
}

/** Expired sessions are only dead weight; deleted now and then (at start-up and on login). */
export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.query('DELETE FROM sessions WHERE expires_at <= now()');
}

function secure(config: Config, request: FastifyRequest): boolean {
  return config.cookieSecure ?? request.protocol === 'https';
}

export function setSessionCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  config: Config,
  secret: string,
): void {
  reply.setCookie(sessionCookie, secret, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(config, request),
    path: '/',
    maxAge: config.sessionTtlDays * 24 * 60 * 60,
  });
}

export function clearSessionCookie(reply: FastifyReply, request: FastifyRequest, config: Config): void {
  reply.clearCookie(sessionCookie, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(config, request),
    path: '/',
  });
}

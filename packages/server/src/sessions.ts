import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/db.ts';

// The credential is a random secret in an httpOnly cookie. The database keeps only its SHA-256, so reading the
// sessions table grants no logins. Sessions expire, and are revoked on logout and on password change.

export const sessionCookie = 'potluck_session';

export interface SessionMember {
  id: string;
  username: string;
  isAdmin: boolean;
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

export async function findSessionMember(db: Db, secret: string): Promise<SessionMember | undefined> {
  return db.one<SessionMember>(
    `SELECT m.id, m.username, m.is_admin AS "isAdmin"
       FROM sessions s JOIN members m ON m.id = s.member_id
      WHERE s.secret_hash = $1 AND s.expires_at > now()`,
    [hashSecret(secret)],
  );
}

export async function revokeSession(db: Db, secret: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE secret_hash = $1', [hashSecret(secret)]);
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

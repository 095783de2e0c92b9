import { errorResponses, loginBody, registerBody, sessionAnswer } from '@potluck/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../errors.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';
import { clearSessionCookie, createSession, revokeSession, setSessionCookie } from '../sessions.ts';

// Register, log in, log out. The session is the httpOnly cookie; `token` in the answers is only a flag for
// the SPA and is never accepted as a credential.

const tokenFlag = 'cookie-session';
const loginFailed = 'Invalid username or password';

export default async function sessionRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { members } = app;

  route.post(
    '/api/register',
    {
      config: { access: 'visitor' },
      schema: {
        tags: ['members'],
        body: registerBody,
        response: { 201: sessionAnswer, ...errorResponses(400, 409, 413, 429) },
      },
    },
    async (request, reply) => {
      const { password, ...profile } = request.body;
      const passwordHash = await hashPassword(password);
      const { id, secret } = await app.db.transaction(async (tx) => {
        const memberId = await members.create({ ...profile, passwordHash }, tx);
        return { id: memberId, secret: await createSession(tx, memberId, app.config.sessionTtlDays) };
      });
      setSessionCookie(reply, request, app.config, secret);
      return reply
        .code(201)
        .send({ token: tokenFlag, username: profile.username, isAdmin: false, _id: id, units: null });
    },
  );

  route.post(
    '/api/login',
    {
      config: {
        access: 'visitor',
        // Guessing passwords: a few attempts per minute and address, then 429.
        rateLimit: { max: app.config.rateLimitLogin, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['members'],
        body: loginBody,
        response: { 200: sessionAnswer, ...errorResponses(400, 401, 413, 429) },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const member = await members.credentials(username);
      // The same check and the same message whether the username exists or not.
      const valid = await verifyPassword(password, member?.passwordHash);
      if (!member || !valid) unauthorized(loginFailed);
      const secret = await createSession(app.db, member.id, app.config.sessionTtlDays);
      setSessionCookie(reply, request, app.config, secret);
      return {
        token: tokenFlag,
        username: member.username,
        isAdmin: member.isAdmin,
        _id: member.id,
        units: member.units,
      };
    },
  );

  route.post(
    '/api/logout',
    {
      // A guest without an account signs this browser out too (their private link still signs it in again).
      config: { access: 'visitor', guests: 'too' },
      schema: {
        tags: ['members'],
        response: { 200: z.object({ ok: z.literal(true) }), ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      if (request.sessionSecret && request.member) {
        await revokeSession(app.db, request.sessionSecret, request.member.id);
      }
      clearSessionCookie(reply, request, app.config);
      return { ok: true as const };
    },
  );
}

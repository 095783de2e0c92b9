import {
  errorResponses,
  intolerancesAnswer,
  intolerancesBody,
  okBody,
  passwordChangeBody,
  unitsBody,
  usernameChangeBody,
} from '@potluck/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../errors.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';
import type { Member } from '../plugins/auth.ts';
import { revokeOtherSessions } from '../sessions.ts';

// Account settings. Changing the username or password asks for the current password again; the units a member
// reads amounts in (metric or US customary) are a preference and need no password.

export default async function settingsRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { members } = app;

  async function checkPassword(me: Member, password: string) {
    if (!(await verifyPassword(password, await members.passwordHash(me.id)))) {
      unauthorized('Current password is wrong');
    }
    return me;
  }

  route.put(
    '/api/settings/username',
    {
      config: { access: 'member' },
      schema: {
        tags: ['settings'],
        body: usernameChangeBody,
        response: { 200: z.object({ username: z.string() }), ...errorResponses(400, 401, 409, 413, 429) },
      },
    },
    async (request) => {
      const me = await checkPassword(request.member, request.body.currentPassword);
      await members.rename(me.id, request.body.newUsername);
      return { username: request.body.newUsername };
    },
  );

  route.put(
    '/api/settings/password',
    {
      config: { access: 'member' },
      schema: {
        tags: ['settings'],
        body: passwordChangeBody,
        response: { 200: okBody, ...errorResponses(400, 401, 413, 429) },
      },
    },
    async (request) => {
      const me = await checkPassword(request.member, request.body.currentPassword);
      const hash = await hashPassword(request.body.newPassword);
      // Whoever else holds a session (another device, a thief) is logged out; this browser stays in.
      await app.db.transaction(async (tx) => {
        await members.setPassword(me.id, hash, tx);
        await revokeOtherSessions(tx, me.id, request.sessionSecret);
      });
      return { ok: true as const };
    },
  );

  route.put(
    '/api/settings/intolerances',
    {
      config: { access: 'member' },
      schema: {
        tags: ['settings'],
        body: intolerancesBody,
        response: { 200: intolerancesAnswer, ...errorResponses(400, 401, 413, 429) },
      },
    },
    async (request) => {
      const me = request.member;
      return { intolerances: await members.setIntolerances(me.id, request.body.intolerances) };
    },
  );

  route.put(
    '/api/settings/units',
    {
      config: { access: 'member' },
      schema: {
        tags: ['settings'],
        body: unitsBody,
        response: { 200: unitsBody, ...errorResponses(400, 401, 413, 429) },
      },
    },
    async (request) => {
      const me = request.member;
      return { units: await members.setUnits(me.id, request.body.units) };
    },
  );
}

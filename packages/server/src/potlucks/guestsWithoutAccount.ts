import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { conflict } from '../errors.ts';
import { hashPassword } from '../passwords.ts';
import { hashSecret, sessionCookie, setSessionCookie } from '../sessions.ts';
import { guestOnlyRoute } from './memberRoute.ts';
import { tell } from './news.ts';
import { schemas } from './schemas.ts';

// Guests without an account (issue 39, docs/decisions/035-potluck-guests.md): whoever holds a potluck's join link
// answers with a name, party size and needs, and is that potluck's guest: signed in on this browser by the session
// cookie, elsewhere by their private link (its secret answered once). Their own calls: who they are, a new private
// link, and "Keep this as an account". Answering and signing in are visitors' calls, each rate limited per address.

const signedIn = 'You are signed in: join with your account, or log out first';

export default async function guestsWithoutAccountRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { potluckGuests, config } = app;

  route.post(
    '/api/potluck-links/:token/guests',
    {
      config: {
        access: 'visitor',
        privateAnswer: true,
        // Each answer is a row, and a join link travels: a few guests an hour per address, then 429.
        rateLimit: { max: config.rateLimitPotluckGuests, timeWindow: '1 hour' },
      },
      schema: { tags: ['potluck'], ...schemas.joinAsGuest },
    },
    async (request, reply) => {
      // A member joins as themself (…/join); answering as a guest would sign their browser out of their account.
      if (request.member) conflict(signedIn);
      // A browser the host removed a guest from still holds that guest's (ended) session cookie: it is recognised.
      const cookie = request.cookies[sessionCookie];
      const browser = cookie && cookie.length <= 100 ? hashSecret(cookie) : null;
      const joined = await potluckGuests.join(
        request.params.token,
        request.body,
        browser,
        config.sessionTtlDays,
      );
      await tell(app, joined.change);
      setSessionCookie(reply, request, config, joined.session);
      return reply.code(201).send({ potluckId: joined.potluckId, secret: joined.secret });
    },
  );

  route.post(
    '/api/potluck-guest/sign-in',
    {
      config: {
        access: 'visitor',
        privateAnswer: true,
        rateLimit: { max: config.rateLimitLogin, timeWindow: '1 minute' },
      },
      schema: { tags: ['potluck'], ...schemas.guestSignIn },
    },
    async (request, reply) => {
      if (request.member) conflict(signedIn);
      const { session, ...guest } = await potluckGuests.signIn(request.body.secret, config.sessionTtlDays);
      setSessionCookie(reply, request, config, session);
      return guest;
    },
  );

  // Who this browser is as a guest, asked by the app wherever a guest may be (the join link, the potluck's address):
  // anyone may ask, and anyone else is told null rather than refused (a refusal the browser logs as an error).
  route.get(
    '/api/potluck-guest',
    {
      config: { access: 'visitor', guests: 'too', privateAnswer: true },
      schema: { tags: ['potluck'], ...schemas.guestSession },
    },
    async (request) =>
      request.member?.guestOf ? potluckGuests.session(request.member.id, request.member.guestOf) : null,
  );

  route.post('/api/potluck-guest/link', guestOnlyRoute(schemas.guestLink), async (request) => ({
    secret: await potluckGuests.renewLink(request.member.id, request.member.guestOf),
  }));

  route.post('/api/potluck-guest/account', guestOnlyRoute(schemas.keepAccount), async (request) => {
    const { password, ...names } = request.body;
    const { id, guestOf } = request.member;
    const kept = await potluckGuests.keepAsAccount(
      id,
      guestOf,
      { ...names, passwordHash: await hashPassword(password) },
      request.sessionSecret ?? '',
    );
    // Everyone with the potluck open reads them as a member now.
    await tell(app, kept.change);
    return { token: 'cookie-session', username: kept.username, isAdmin: false, _id: id, units: null };
  });
}

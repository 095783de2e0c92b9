import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest } from '../errors.ts';
import { clearSessionCookie, sessionsChanged } from '../sessions.ts';
import { memberOrGuestRoute, memberRoute } from './memberRoute.ts';
import { announce, tell } from './news.ts';
import { schemas } from './schemas.ts';

// A potluck's guests (README "Potluck"; decisions 025, 031 and 035): the host invites friends (each notified) and
// removes guests, a guest answers or leaves, and the join link makes whoever opens it, while the host keeps it on,
// an invitee. Its preview is a potluck call a visitor may make (answering as a guest without an account is
// guestsWithoutAccount.ts). Whom the host removes stays out until invited again; a guest without an account who
// leaves or is removed loses their sessions and private link at once.

export default async function guestRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { potlucks } = app;

  route.post('/api/potlucks/:id/invitations', memberRoute(schemas.invite), async (request) => {
    const change = await potlucks.invite(request.params.id, request.member.id, request.body.memberIds);
    return announce(app, request.member, change, { type: 'potluck_invite', to: change.invited });
  });

  route.delete(
    '/api/potlucks/:id/guests/:memberId',
    memberOrGuestRoute(schemas.removeGuest),
    async (request, reply) => {
      const { id, memberId } = request.params;
      const gone = await potlucks.removeGuest(id, request.member.id, memberId);
      // The guest who is gone hears it too: their open page is told it is gone; then, a guest without an account,
      // that their session ended (their stream ends), in this order.
      await tell(app, gone, { also: [memberId] });
      if (!gone.guestWithoutAccount) return { ok: true as const };
      await sessionsChanged(app.db, memberId);
      if (memberId === request.member.id) clearSessionCookie(reply, request, app.config);
      return { ok: true as const };
    },
  );

  route.put('/api/potlucks/:id/answer', memberOrGuestRoute(schemas.answer), async (request) => {
    const { answer, people, needs } = request.body;
    // A member's needs are their profile's intolerances, kept in Settings; a guest without an account has no
    // settings, and gives theirs with their answer.
    if (needs !== undefined && request.member.guestOf === null)
      badRequest('needs: a member keeps their needs in Settings');
    const change = await potlucks.answer(request.params.id, request.member.id, answer, people, needs);
    return announce(app, request.member, change);
  });

  route.put('/api/potlucks/:id/join-link', memberRoute(schemas.joinLink), async (request) => {
    // Only the host sees the link, so only the host's answer tells of it.
    await potlucks.setJoinLink(request.params.id, request.member.id, request.body.enabled);
    return potlucks.read(request.params.id, request.member.id);
  });

  // Whoever holds the link sees the potluck's title, host and day: still nothing for a shared cache to keep.
  const preview = {
    config: { access: 'visitor' as const, privateAnswer: true },
    schema: { tags: ['potluck'], ...schemas.linkPreview },
  };
  route.get('/api/potluck-links/:token', preview, async (request) =>
    potlucks.linkPreview(request.params.token),
  );

  route.post('/api/potluck-links/:token/join', memberRoute(schemas.join), async (request) => {
    const { potluckId, change } = await potlucks.join(request.params.token, request.member.id);
    if (change) await tell(app, change);
    return { potluckId };
  });
}

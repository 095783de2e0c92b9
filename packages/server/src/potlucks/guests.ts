import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberRoute } from './memberRoute.ts';
import { announce, tell } from './news.ts';
import { schemas } from './schemas.ts';

// A potluck's guests (README "Potluck"; decisions 025 and 031): the host invites friends (each notified) and
// removes guests, a guest answers or leaves, and the join link makes whoever opens it, while the host keeps it on,
// an invitee. Its preview is the one potluck call a visitor may make.

export default async function guestRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { potlucks } = app;

  route.post('/api/potlucks/:id/invitations', memberRoute(schemas.invite), async (request) => {
    const change = await potlucks.invite(request.params.id, request.member.id, request.body.memberIds);
    return announce(app, request.member, change, { type: 'potluck_invite', to: change.invited });
  });

  route.delete('/api/potlucks/:id/guests/:memberId', memberRoute(schemas.removeGuest), async (request) => {
    const { id, memberId } = request.params;
    // The guest who is gone hears it too: their open page is told it is gone.
    await tell(app, await potlucks.removeGuest(id, request.member.id, memberId), { also: [memberId] });
    return { ok: true as const };
  });

  route.put('/api/potlucks/:id/answer', memberRoute(schemas.answer), async (request) => {
    const { answer, people } = request.body;
    const change = await potlucks.answer(request.params.id, request.member.id, answer, people);
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

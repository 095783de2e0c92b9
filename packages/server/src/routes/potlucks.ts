import {
  createPotluckBody,
  errorResponses,
  hostPotluckAgainBody,
  invitePotluckBody,
  okBody,
  potluck,
  potluckAnswerBody,
  potluckGuestParams,
  potluckJoined,
  potluckJoinLinkBody,
  potluckLinkParams,
  potluckLinkPreview,
  potluckListQuery,
  potluckParams,
  potluckSummaries,
  updatePotluckBody,
} from '@potluck/contract';
import { addDays, potluckCourseName, potluckLimits } from '@potluck/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { conflict, forbidden, notFound, unprocessable } from '../errors.ts';
import { notifyMany } from '../notifications.ts';
import { requireMember } from '../plugins/auth.ts';
import { openedPotluck, potluckNotFound, recipeDish, tellPotluck } from '../potluckNews.ts';

// Potlucks (README "Potluck"; contract/potluck.ts; docs/decisions/025): hosting, inviting, the join link, answers.
// The menu's routes are potluckMenu.ts, the thread's potluckThread.ts. A potluck the member may not open is a 404
// (an admin's too), so its existence is not told; what only the host may do is a 403 for a guest. Every change
// answers the potluck as the member sees it and is told to everyone who may open it (a `potluck` live event);
// guests are notified of an invitation, a change or a cancellation.

const hostOnly = (what: string) => `Only the host ${what}`;
const guestsFull = `A potluck has at most ${potluckLimits.guests} guests`;
const cancelledMessage = 'This potluck was cancelled';

export default async function potluckRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { potlucks } = app;

  // A potluck is its guests' private data: no cache keeps it for the next person on the device.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  const common = { tags: ['potluck'] };
  const member = { config: { access: 'member' as const } };

  route.get(
    '/api/potlucks',
    {
      ...member,
      schema: {
        ...common,
        querystring: potluckListQuery,
        response: { 200: potluckSummaries, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      // From yesterday (UTC) by default: today's potluck stays listed wherever the member is.
      const from = request.query.from ?? addDays(new Date().toISOString().slice(0, 10), -1);
      const { to = '9999-12-31', limit } = request.query;
      return potlucks.list(requireMember(request).id, from, to, limit);
    },
  );

  route.post(
    '/api/potlucks',
    {
      ...member,
      schema: {
        ...common,
        body: createPotluckBody,
        response: { 201: potluck, ...errorResponses(400, 401, 404, 413, 429) },
      },
    },
    async (request, reply) => {
      const host = requireMember(request);
      const { hostDish, ...details } = request.body;
      const dish = hostDish && {
        course: hostDish.course,
        content:
          hostDish.recipeId !== undefined
            ? await recipeDish(app, hostDish.recipeId, host.id)
            : { text: hostDish.text ?? '' },
        // The headcount of a new potluck is the host alone.
        servings: hostDish.servings ?? 1,
      };
      const id = await potlucks.create(host.id, details, dish);
      return reply.code(201).send(await openedPotluck(app, id, host.id));
    },
  );

  route.get(
    '/api/potlucks/:id',
    {
      ...member,
      schema: {
        ...common,
        params: potluckParams,
        response: { 200: potluck, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => openedPotluck(app, request.params.id, requireMember(request).id),
  );

  route.patch(
    '/api/potlucks/:id',
    {
      ...member,
      schema: {
        ...common,
        params: potluckParams,
        body: updatePotluckBody,
        response: { 200: potluck, ...errorResponses(400, 401, 403, 404, 409, 413, 429) },
      },
    },
    async (request) => {
      const host = requireMember(request);
      const { id } = request.params;
      const outcome = await potlucks.update(id, host.id, request.body);
      if (outcome === 'missing') notFound(potluckNotFound);
      if (outcome === 'not-host') forbidden(hostOnly('changes the potluck'));
      if (outcome === 'cancelled') conflict(cancelledMessage);
      if ('tooFew' in outcome) {
        conflict(
          `${potluckCourseName[outcome.tooFew]}: more dishes are claimed than that; unclaim some first`,
        );
      }
      if (outcome.detailsChanged) {
        const guests = await potlucks.audience(id);
        await notifyMany(app.db, {
          memberIds: guests,
          fromId: host.id,
          type: 'potluck_changed',
          data: { potluckId: id },
        });
      }
      await tellPotluck(app, id);
      return openedPotluck(app, id, host.id);
    },
  );

  route.post(
    '/api/potlucks/:id/cancel',
    {
      ...member,
      schema: {
        ...common,
        params: potluckParams,
        response: { 200: potluck, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const host = requireMember(request);
      const { id } = request.params;
      const outcome = await potlucks.cancel(id, host.id);
      if (outcome === 'missing') notFound(potluckNotFound);
      if (outcome === 'not-host') forbidden(hostOnly('cancels the potluck'));
      if (outcome === 'already') conflict('This potluck is already cancelled');
      const guests = await potlucks.audience(id);
      await notifyMany(app.db, {
        memberIds: guests,
        fromId: host.id,
        type: 'potluck_cancelled',
        data: { potluckId: id },
      });
      await tellPotluck(app, id);
      return openedPotluck(app, id, host.id);
    },
  );

  route.post(
    '/api/potlucks/:id/invitations',
    {
      ...member,
      schema: {
        ...common,
        params: potluckParams,
        body: invitePotluckBody,
        response: { 200: potluck, ...errorResponses(400, 401, 403, 404, 409, 413, 422, 429) },
      },
    },
    async (request) => {
      const host = requireMember(request);
      const { id } = request.params;
      const role = (await potlucks.role(id, host.id)) ?? notFound(potluckNotFound);
      if (role.hostId !== host.id) forbidden(hostOnly('invites guests'));
      const wanted = [...new Set(request.body.memberIds)];
      const friends = await potlucks.friendsAmong(host.id, wanted);
      if (friends.length !== wanted.length) forbidden('You can only invite your friends');
      const added = await potlucks.invite(id, host.id, wanted);
      if (added === 'missing') notFound(potluckNotFound);
      if (added === 'not-host') forbidden(hostOnly('invites guests'));
      if (added === 'cancelled') conflict(cancelledMessage);
      if (added === 'full') unprocessable(guestsFull);
      await notifyMany(app.db, {
        memberIds: added,
        fromId: host.id,
        type: 'potluck_invite',
        data: { potluckId: id },
      });
      await tellPotluck(app, id);
      return openedPotluck(app, id, host.id);
    },
  );

  route.delete(
    '/api/potlucks/:id/guests/:memberId',
    {
      ...member,
      schema: {
        ...common,
        params: potluckGuestParams,
        response: { 200: okBody, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const caller = requireMember(request);
      const { id, memberId } = request.params;
      const outcome = await potlucks.removeGuest(id, caller.id, memberId);
      if (outcome === 'missing') notFound('Guest not found');
      if (outcome === 'forbidden') forbidden(hostOnly('removes a guest'));
      if (outcome === 'host') conflict('The host cannot leave their own potluck; cancel it instead');
      await tellPotluck(app, id, { also: [memberId] });
      return { ok: true as const };
    },
  );

  route.put(
    '/api/potlucks/:id/join-link',
    {
      ...member,
      schema: {
        ...common,
        params: potluckParams,
        body: potluckJoinLinkBody,
        response: { 200: potluck, ...errorResponses(400, 401, 403, 404, 409, 413, 429) },
      },
    },
    async (request) => {
      const host = requireMember(request);
      const { id } = request.params;
      const outcome = await potlucks.setJoinLink(id, host.id, request.body.enabled);
      if (outcome === 'missing') notFound(potluckNotFound);
      if (outcome === 'not-host') forbidden(hostOnly('turns the join link on or off'));
      if (outcome === 'cancelled') conflict(cancelledMessage);
      return openedPotluck(app, id, host.id);
    },
  );

  route.get(
    '/api/potluck-links/:token',
    {
      config: { access: 'visitor' },
      schema: {
        ...common,
        params: potluckLinkParams,
        response: { 200: potluckLinkPreview, ...errorResponses(400, 404) },
      },
    },
    async (request) =>
      (await potlucks.linkPreview(request.params.token)) ?? notFound('This join link is not valid any more'),
  );

  route.post(
    '/api/potluck-links/:token/join',
    {
      ...member,
      schema: {
        ...common,
        params: potluckLinkParams,
        response: { 200: potluckJoined, ...errorResponses(400, 401, 404, 422, 429) },
      },
    },
    async (request) => {
      const guest = requireMember(request);
      const outcome = await potlucks.join(request.params.token, guest.id);
      if (outcome === 'missing') notFound('This join link is not valid any more');
      if (outcome === 'full') unprocessable(guestsFull);
      if (outcome.added) await tellPotluck(app, outcome.potluckId);
      return { potluckId: outcome.potluckId };
    },
  );

  route.put(
    '/api/potlucks/:id/answer',
    {
      ...member,
      schema: {
        ...common,
        params: potluckParams,
        body: potluckAnswerBody,
        response: { 200: potluck, ...errorResponses(400, 401, 404, 409, 413, 429) },
      },
    },
    async (request) => {
      const guest = requireMember(request);
      const { id } = request.params;
      const outcome = await potlucks.answer(id, guest.id, request.body.answer, request.body.people);
      if (outcome === 'missing') notFound(potluckNotFound);
      if (outcome === 'cancelled') conflict(cancelledMessage);
      await tellPotluck(app, id);
      return openedPotluck(app, id, guest.id);
    },
  );

  route.post(
    '/api/potlucks/:id/again',
    {
      ...member,
      schema: {
        ...common,
        params: potluckParams,
        body: hostPotluckAgainBody,
        response: { 201: potluck, ...errorResponses(400, 401, 403, 404, 413, 429) },
      },
    },
    async (request, reply) => {
      const host = requireMember(request);
      const outcome = await potlucks.hostAgain(request.params.id, host.id, request.body);
      if (outcome === 'missing') notFound(potluckNotFound);
      if (outcome === 'not-host') forbidden(hostOnly('hosts it again'));
      await notifyMany(app.db, {
        memberIds: outcome.invited,
        fromId: host.id,
        type: 'potluck_invite',
        data: { potluckId: outcome.id },
      });
      return reply.code(201).send(await openedPotluck(app, outcome.id, host.id));
    },
  );
}

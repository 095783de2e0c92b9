import {
  claimPotluckDishBody,
  createPotluckBody,
  errorResponses,
  hostPotluckAgainBody,
  invitePotluckBody,
  okBody,
  type Potluck,
  potluck,
  potluckAnswerBody,
  potluckClaimConflict,
  potluckCookbookBody,
  potluckCookbookSaved,
  potluckDishParams,
  potluckGuestParams,
  potluckJoined,
  potluckJoinLinkBody,
  potluckLinkParams,
  potluckLinkPreview,
  potluckListQuery,
  potluckMessage,
  potluckMessageBody,
  potluckMessages,
  potluckMessagesQuery,
  potluckParams,
  potluckSummaries,
  updatePotluckBody,
  updatePotluckDishBody,
} from '@potluck/contract';
import {
  addDays,
  defaultCoverImage,
  limits,
  type PotluckCourse,
  potluckCourseName,
  potluckLimits,
} from '@potluck/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { conflict, forbidden, notFound, unprocessable } from '../errors.ts';
import { publishToMany } from '../events.ts';
import { notifyMany } from '../notifications.ts';
import { requireMember } from '../plugins/auth.ts';
import type { DishContent } from '../repositories/potluckRepository.ts';

// Potlucks (README "Potluck"; contract/potluck.ts; docs/decisions/025). A potluck the member may not open is a 404
// (an admin's too), so its existence is not told; what only the host may do is a 403 for a guest. Every change
// answers the potluck as the member sees it and is told to everyone who may open it (a `potluck` live event);
// guests are notified of an invitation, a change or cancellation, and a change of the menu in a course they bring
// a dish to. The handlers map requests to the repositories (potluckRepository, potluckThreadRepository).

const notFoundMessage = 'Potluck not found';
const hostOnly = (what: string) => `Only the host ${what}`;
const guestsFull = `A potluck has at most ${potluckLimits.guests} guests`;
const cancelledMessage = 'This potluck was cancelled';

export default async function potluckRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { potlucks, potluckThreads, recipeSummaries, cookbooks } = app;

  // A potluck is its guests' private data: no cache keeps it for the next person on the device.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  async function opened(potluckId: string, memberId: string): Promise<Potluck> {
    return (await potlucks.read(potluckId, memberId)) ?? notFound(notFoundMessage);
  }

  /** Tells everyone who may open the potluck (and those who just lost it) that it changed. */
  async function tell(potluckId: string, options: { also?: readonly string[]; messageId?: string } = {}) {
    const audience = new Set([...(await potlucks.audience(potluckId)), ...(options.also ?? [])]);
    await publishToMany(app.db, [...audience], {
      type: 'potluck',
      potluckId,
      ...(options.messageId ? { messageId: options.messageId } : {}),
    });
  }

  /** Tells the cooks of a course (but the one who changed it) that its menu changed. */
  async function menuChanged(potluckId: string, course: PotluckCourse, byId: string) {
    const cooks = await potlucks.cooksIn(potluckId, course);
    await notifyMany(app.db, { memberIds: cooks, fromId: byId, type: 'potluck_menu', data: { potluckId } });
  }

  /** A recipe the member may open (as the plan decides it), with what it is made of; else 404. */
  async function recipeDish(recipeId: string, memberId: string): Promise<DishContent> {
    const [recipe] = await recipeSummaries.forRecipes([recipeId], memberId);
    if (!recipe?.title) notFound('Recipe not found');
    return { recipeId, title: recipe.title, image: recipe.image, ...(await potlucks.recipeMakeup(recipeId)) };
  }

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
            ? await recipeDish(hostDish.recipeId, host.id)
            : { text: hostDish.text ?? '' },
        // The headcount of a new potluck is the host alone.
        servings: hostDish.servings ?? 1,
      };
      const id = await potlucks.create(host.id, details, dish);
      return reply.code(201).send(await opened(id, host.id));
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
    async (request) => opened(request.params.id, requireMember(request).id),
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
      if (outcome === 'missing') notFound(notFoundMessage);
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
      await tell(id);
      return opened(id, host.id);
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
      if (outcome === 'missing') notFound(notFoundMessage);
      if (outcome === 'not-host') forbidden(hostOnly('cancels the potluck'));
      if (outcome === 'already') conflict('This potluck is already cancelled');
      const guests = await potlucks.audience(id);
      await notifyMany(app.db, {
        memberIds: guests,
        fromId: host.id,
        type: 'potluck_cancelled',
        data: { potluckId: id },
      });
      await tell(id);
      return opened(id, host.id);
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
      const role = (await potlucks.role(id, host.id)) ?? notFound(notFoundMessage);
      if (role.hostId !== host.id) forbidden(hostOnly('invites guests'));
      const wanted = [...new Set(request.body.memberIds)];
      const friends = await potlucks.friendsAmong(host.id, wanted);
      if (friends.length !== wanted.length) forbidden('You can only invite your friends');
      const added = await potlucks.invite(id, host.id, wanted);
      if (added === 'missing') notFound(notFoundMessage);
      if (added === 'not-host') forbidden(hostOnly('invites guests'));
      if (added === 'cancelled') conflict(cancelledMessage);
      if (added === 'full') unprocessable(guestsFull);
      await notifyMany(app.db, {
        memberIds: added,
        fromId: host.id,
        type: 'potluck_invite',
        data: { potluckId: id },
      });
      await tell(id);
      return opened(id, host.id);
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
      await tell(id, { also: [memberId] });
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
      if (outcome === 'missing') notFound(notFoundMessage);
      if (outcome === 'not-host') forbidden(hostOnly('turns the join link on or off'));
      if (outcome === 'cancelled') conflict(cancelledMessage);
      return opened(id, host.id);
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
      if (outcome.added) await tell(outcome.potluckId);
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
      if (outcome === 'missing') notFound(notFoundMessage);
      if (outcome === 'cancelled') conflict(cancelledMessage);
      await tell(id);
      return opened(id, guest.id);
    },
  );

  route.post(
    '/api/potlucks/:id/dishes',
    {
      ...member,
      schema: {
        ...common,
        params: potluckParams,
        body: claimPotluckDishBody,
        response: {
          201: potluck,
          409: potluckClaimConflict,
          ...errorResponses(400, 401, 404, 413, 429),
        },
      },
    },
    async (request, reply) => {
      const cook = requireMember(request);
      const { id } = request.params;
      const { course, recipeId, text, servings, confirmDuplicate } = request.body;
      // Who may claim is decided again in the claim's transaction; this first look answers a stranger 404
      // before any recipe is looked up.
      (await potlucks.role(id, cook.id)) ?? notFound(notFoundMessage);
      const content = recipeId !== undefined ? await recipeDish(recipeId, cook.id) : { text: text ?? '' };
      const headcount = await potlucks.headcount(id);
      const outcome = await potlucks.claim(id, cook.id, {
        course,
        content,
        servings: servings ?? Math.min(Math.max(headcount, 1), potluckLimits.servings),
        confirmDuplicate,
      });
      if (outcome === 'missing') notFound(notFoundMessage);
      if (outcome === 'closed') {
        return reply
          .code(409)
          .send({ error: 'Claims are closed for this potluck', reason: 'closed' as const });
      }
      if (outcome === 'full') {
        return reply.code(409).send({
          error: `${potluckCourseName[course]}: every place is taken (someone just claimed the last one)`,
          reason: 'full' as const,
        });
      }
      if ('duplicateOf' in outcome) {
        return reply.code(409).send({
          error: `${outcome.duplicateOf.cook} already brings “${outcome.duplicateOf.title}”. Bring it too?`,
          reason: 'duplicate' as const,
        });
      }
      await menuChanged(id, course, cook.id);
      await tell(id);
      return reply.code(201).send(await opened(id, cook.id));
    },
  );

  route.patch(
    '/api/potlucks/:id/dishes/:dishId',
    {
      ...member,
      schema: {
        ...common,
        params: potluckDishParams,
        body: updatePotluckDishBody,
        response: { 200: potluck, ...errorResponses(400, 401, 403, 404, 409, 413, 429) },
      },
    },
    async (request) => {
      const cook = requireMember(request);
      const { id, dishId } = request.params;
      const outcome = await potlucks.setServings(id, cook.id, dishId, request.body.servings);
      if (outcome === 'missing') notFound('Dish not found');
      if (outcome === 'not-cook') forbidden('Only its cook changes a dish');
      if (outcome === 'closed') conflict(cancelledMessage);
      await tell(id);
      return opened(id, cook.id);
    },
  );

  route.delete(
    '/api/potlucks/:id/dishes/:dishId',
    {
      ...member,
      schema: {
        ...common,
        params: potluckDishParams,
        response: { 200: potluck, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const caller = requireMember(request);
      const { id, dishId } = request.params;
      const outcome = await potlucks.unclaim(id, caller.id, dishId);
      if (outcome === 'missing') notFound('Dish not found');
      if (outcome === 'not-cook') forbidden('Only its cook or the host gives a place back');
      if (outcome === 'closed') conflict(cancelledMessage);
      await menuChanged(id, outcome.course, caller.id);
      await tell(id);
      return opened(id, caller.id);
    },
  );

  route.get(
    '/api/potlucks/:id/messages',
    {
      ...member,
      schema: {
        ...common,
        params: potluckParams,
        querystring: potluckMessagesQuery,
        response: { 200: potluckMessages, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      (await potluckThreads.page(request.params.id, requireMember(request).id, request.query)) ??
      notFound(notFoundMessage),
  );

  route.post(
    '/api/potlucks/:id/messages',
    {
      ...member,
      schema: {
        ...common,
        params: potluckParams,
        body: potluckMessageBody,
        response: { 201: potluckMessage, ...errorResponses(400, 401, 404, 413, 429) },
      },
    },
    async (request, reply) => {
      const author = requireMember(request);
      const { id } = request.params;
      const message =
        (await potluckThreads.add(id, author.id, request.body.text)) ?? notFound(notFoundMessage);
      await tell(id, { messageId: message.id });
      return reply.code(201).send(message);
    },
  );

  route.post(
    '/api/potlucks/:id/cookbook',
    {
      ...member,
      schema: {
        ...common,
        params: potluckParams,
        body: potluckCookbookBody,
        response: { 201: potluckCookbookSaved, ...errorResponses(400, 401, 404, 413, 422, 429) },
      },
    },
    async (request, reply) => {
      const caller = requireMember(request);
      const { id } = request.params;
      const role = (await potlucks.role(id, caller.id)) ?? notFound(notFoundMessage);
      // Only the recipes the member may open themself go in: another cook's private recipe stays theirs.
      const summaries = await recipeSummaries.forRecipes(await potlucks.menuRecipeIds(id), caller.id);
      const recipeIds = summaries.filter((summary) => summary.title !== null).map((summary) => summary.id);
      if (recipeIds.length === 0) unprocessable('The menu has no recipe you can open yet');
      const title =
        request.body.title ??
        ([...role.title].slice(0, limits.cookbookTitleMax).join('').trim() || 'Potluck');
      const cookbookId = await cookbooks.create(caller.id, {
        title,
        coverImage: defaultCoverImage,
        isPublic: false,
        recipeIds,
      });
      return reply.code(201).send({ cookbookId, recipes: recipeIds.length });
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
      if (outcome === 'missing') notFound(notFoundMessage);
      if (outcome === 'not-host') forbidden(hostOnly('hosts it again'));
      await notifyMany(app.db, {
        memberIds: outcome.invited,
        fromId: host.id,
        type: 'potluck_invite',
        data: { potluckId: outcome.id },
      });
      return reply.code(201).send(await opened(outcome.id, host.id));
    },
  );
}

import {
  addPlanEntryBody,
  errorResponses,
  type PlanWeek,
  planEntryAdded,
  planEntryParams,
  planParams,
  planShareParams,
  planSummaries,
  planWeek,
  planWeekParams,
  planWriteQuery,
  sharePlanBody,
  updatePlanEntryBody,
} from '@potluck/contract';
import { planLimits, plannedServings, weekStartOf } from '@potluck/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../errors.ts';
import { publish } from '../events.ts';
import { type EntryContent, PlanWeekFull } from '../repositories/planRepository.ts';

// Meal plans (README "Meal plan"; contract/plan.ts). A plan the member may not open is a 404, never a 403, so its
// existence is not told. Every change answers a week of the plan as the member sees it (the changed entry's, or
// the one the query names) and tells everyone who may open the plan (a `plan` live event).

const notFoundMessage = 'Meal plan not found';
const fullMessage = `A week of the plan holds at most ${planLimits.entriesPerWeek} entries`;

export default async function planRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { plans, friends, recipeSummaries } = app;

  /** The week as the member sees it, or 404. */
  async function opened(planId: string, memberId: string, weekStart: string): Promise<PlanWeek> {
    return (await plans.week(planId, memberId, weekStart)) ?? notFound(notFoundMessage);
  }

  /**
   * Tells everyone who may open the plan (and those who just lost it) that it changed, at the version of the week
   * the member is answered with (so their app knows the echo of their own change); returns that answer.
   */
  async function tell<Week extends PlanWeek | undefined>(
    planId: string,
    answer: Week,
    also: readonly string[] = [],
  ) {
    const audience = new Set([...(await plans.audience(planId)), ...also]);
    const version = answer?.updatedAt;
    await publish(app.db, [...audience], { type: 'plan', planId, ...(version ? { version } : {}) });
    return answer;
  }

  /** A full week is a 422 naming the limit; anything else goes on to the error handler. */
  function weekFull(error: unknown): never {
    if (error instanceof PlanWeekFull) throw new HttpError(422, fullMessage);
    throw error;
  }

  const common = { tags: ['plan'] };
  // Shares name no day: unless the query says which week is on screen, they answer this week (UTC's).
  const thisWeek = () => weekStartOf(new Date().toISOString().slice(0, 10));

  route.get(
    '/api/plans',
    {
      config: { access: 'member' },
      schema: { ...common, response: { 200: planSummaries, ...errorResponses(401) } },
    },
    async (request) => plans.summaries(request.member.id),
  );

  route.get(
    '/api/plans/:id/weeks/:weekStart',
    {
      config: { access: 'member' },
      schema: {
        ...common,
        params: planWeekParams,
        response: { 200: planWeek, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => opened(request.params.id, request.member.id, request.params.weekStart),
  );

  route.post(
    '/api/plans/:id/entries',
    {
      config: { access: 'member' },
      schema: {
        ...common,
        params: planParams,
        querystring: planWriteQuery,
        body: addPlanEntryBody,
        response: { 200: planEntryAdded, ...errorResponses(400, 401, 404, 413, 422, 429) },
      },
    },
    async (request) => {
      const member = request.member;
      const planId = request.params.id;
      const { day, meal, recipeId, note, servings, operationId } = request.body;
      const week = request.query.weekStart ?? weekStartOf(day);
      await opened(planId, member.id, week);
      let content: EntryContent;
      if (recipeId !== undefined) {
        // The member who adds must be able to open the recipe; its title and picture are the server's.
        const [recipe] = await recipeSummaries.forRecipes([recipeId], member.id);
        if (!recipe?.title) notFound('Recipe not found');
        content = {
          recipeId,
          title: recipe.title,
          image: recipe.image,
          servings: servings ?? plannedServings(recipe.servings),
        };
      } else {
        content = { note: note ?? '', servings: servings ?? null };
      }
      const outcome = await plans.add(planId, member.id, { day, meal, content }, operationId).catch(weekFull);
      if (outcome === 'missing') notFound(notFoundMessage);
      const answer = await opened(planId, member.id, week);
      if (outcome.added) await tell(planId, answer);
      return { ...answer, entryId: outcome.entryId };
    },
  );

  route.patch(
    '/api/plans/:id/entries/:entryId',
    {
      config: { access: 'member' },
      schema: {
        ...common,
        params: planEntryParams,
        querystring: planWriteQuery,
        body: updatePlanEntryBody,
        response: { 200: planWeek, ...errorResponses(400, 401, 404, 413, 422, 429) },
      },
    },
    async (request) => {
      const member = request.member;
      const { id, entryId } = request.params;
      const { changedAt, ...change } = request.body;
      const outcome = await plans.update(id, member.id, entryId, change, new Date(changedAt)).catch(weekFull);
      if (outcome === 'missing') notFound('Entry not found');
      if (outcome === 'not-a-note') badRequest('note: only a note entry has a note to change');
      const answer = await opened(id, member.id, request.query.weekStart ?? weekStartOf(outcome.day));
      if (outcome.outcome === 'changed') await tell(id, answer);
      return answer;
    },
  );

  route.delete(
    '/api/plans/:id/entries/:entryId',
    {
      config: { access: 'member' },
      schema: {
        ...common,
        params: planEntryParams,
        querystring: planWriteQuery,
        response: { 200: planWeek, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const member = request.member;
      const { id, entryId } = request.params;
      const removed = await plans.remove(id, member.id, entryId);
      if (removed === 'missing') notFound('Entry not found');
      return tell(id, await opened(id, member.id, request.query.weekStart ?? weekStartOf(removed.day)));
    },
  );

  route.post(
    '/api/plans/:id/shares',
    {
      config: { access: 'member' },
      schema: {
        ...common,
        params: planParams,
        querystring: planWriteQuery,
        body: sharePlanBody,
        response: { 200: planWeek, ...errorResponses(400, 401, 403, 404, 409, 413, 429) },
      },
    },
    async (request) => {
      const member = request.member;
      const week = request.query.weekStart ?? thisWeek();
      const plan = await opened(request.params.id, member.id, week);
      if (plan.ownerId !== member.id) forbidden('Only the owner shares the meal plan');
      const { memberId } = request.body;
      if ((await friends.relation(member.id, memberId)) !== 'friends') {
        forbidden('You can only share your meal plan with friends');
      }
      const outcome = await plans.share(plan.id, memberId);
      if (outcome === 'duplicate') conflict('The meal plan is already shared with them');
      if (outcome === 'full') conflict(`A meal plan is shared with at most ${planLimits.shares} friends`);
      return tell(plan.id, await opened(plan.id, member.id, week));
    },
  );

  route.delete(
    '/api/plans/:id/shares/:shareId',
    {
      config: { access: 'member' },
      schema: {
        ...common,
        params: planShareParams,
        querystring: planWriteQuery,
        response: { 200: planWeek, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const member = request.member;
      const { id, shareId } = request.params;
      const week = request.query.weekStart ?? thisWeek();
      const plan = await opened(id, member.id, week);
      const share = (await plans.findShare(id, shareId)) ?? notFound('Share not found');
      // The owner unshares; a member it is shared with may leave.
      if (plan.ownerId !== member.id && share.memberId !== member.id) {
        forbidden('Only the owner unshares the meal plan');
      }
      await plans.unshare(id, shareId);
      // Someone who left can no longer open it: they get the same week of their own plan instead.
      const stays = await plans.week(id, member.id, week);
      await tell(id, stays ?? undefined, [share.memberId]);
      return stays ?? opened(await plans.ownPlanId(member.id), member.id, week);
    },
  );
}

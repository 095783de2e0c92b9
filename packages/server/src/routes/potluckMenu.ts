import {
  claimPotluckDishBody,
  errorResponses,
  potluck,
  potluckClaimConflict,
  potluckCookbookBody,
  potluckCookbookSaved,
  potluckDishParams,
  potluckParams,
  updatePotluckDishBody,
} from '@potluck/contract';
import { defaultCoverImage, limits, potluckCourseName } from '@potluck/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { conflict, forbidden, notFound, unprocessable } from '../errors.ts';
import { requireMember } from '../plugins/auth.ts';
import { openedPotluck, potluckNotFound, recipeDish, tellMenuChanged, tellPotluck } from '../potluckNews.ts';

// A potluck's menu (README "Potluck"; decision 025): claiming a place in a course with a recipe the member may
// open or a free text, the servings, giving a place back, and saving the menu's recipes as a cookbook. A claim's
// 409 says why (`reason`: full, duplicate, closed), so the client can warn of a duplicate and send it again
// confirmed. The cooks of a course are told when its menu changes.

const cancelledMessage = 'This potluck was cancelled';

export default async function potluckMenuRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { potlucks, potluckMenus, recipeSummaries, cookbooks } = app;

  // A potluck is its guests' private data: no cache keeps it for the next person on the device.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  const common = { tags: ['potluck'] };
  const member = { config: { access: 'member' as const } };

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
      // Who may claim is decided in the claim's transaction; with a recipe, a first look answers a stranger 404
      // before the recipe is looked up.
      if (recipeId !== undefined) (await potlucks.role(id, cook.id)) ?? notFound(potluckNotFound);
      const content =
        recipeId !== undefined ? await recipeDish(app, recipeId, cook.id) : { text: text ?? '' };
      const outcome = await potluckMenus.claim(id, cook.id, { course, content, servings, confirmDuplicate });
      if (outcome === 'missing') notFound(potluckNotFound);
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
      await tellMenuChanged(app, id, outcome.news);
      return reply.code(201).send(await openedPotluck(app, id, cook.id));
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
      const outcome = await potluckMenus.setServings(id, cook.id, dishId, request.body.servings);
      if (outcome === 'missing') notFound('Dish not found');
      if (outcome === 'not-cook') forbidden('Only its cook changes a dish');
      if (outcome === 'closed') conflict(cancelledMessage);
      await tellPotluck(app, id);
      return openedPotluck(app, id, cook.id);
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
      const outcome = await potluckMenus.unclaim(id, caller.id, dishId);
      if (outcome === 'missing') notFound('Dish not found');
      if (outcome === 'not-cook') forbidden('Only its cook or the host gives a place back');
      if (outcome === 'closed') conflict(cancelledMessage);
      await tellMenuChanged(app, id, outcome.news);
      return openedPotluck(app, id, caller.id);
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
      const role = (await potlucks.role(id, caller.id)) ?? notFound(potluckNotFound);
      // Only the recipes the member may open themself go in: another cook's private recipe stays theirs.
      const summaries = await recipeSummaries.forRecipes(await potluckMenus.menuRecipeIds(id), caller.id);
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
}

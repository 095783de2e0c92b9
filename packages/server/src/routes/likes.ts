import { errorResponses, likeState, recipeRefParams } from '@potluck/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../errors.ts';
import { notify } from '../notifications.ts';

// Likes on member recipes (visible to the caller) and provider recipes. POST toggles.

export default async function likeRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { recipes, likes } = app;

  route.get(
    '/api/recipes/:id/likes',
    {
      config: { access: 'member' },
      schema: {
        tags: ['likes'],
        params: recipeRefParams,
        response: { 200: likeState, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const member = request.member;
      if (!(await recipes.visibleOwner(request.params.id, member.id))) notFound('Recipe not found');
      return likes.state(request.params.id, member.id);
    },
  );

  route.post(
    '/api/recipes/:id/like',
    {
      config: { access: 'member' },
      schema: {
        tags: ['likes'],
        params: recipeRefParams,
        response: { 200: likeState, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const member = request.member;
      const recipeId = request.params.id;
      const recipe = (await recipes.visibleOwner(recipeId, member.id)) ?? notFound('Recipe not found');
      return app.db.transaction(async (tx) => {
        const { added, ...state } = await likes.toggle(recipeId, member.id, tx);
        // Only a new like notifies, and notify() skips liking your own recipe.
        if (added && recipe.ownerId) {
          await notify(tx, {
            memberId: recipe.ownerId,
            fromId: member.id,
            type: 'recipe_like',
            data: { recipeId },
          });
        }
        return state;
      });
    },
  );
}

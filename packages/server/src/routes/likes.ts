import { errorBody, likeState, recipeRefParams } from '@potluck/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../errors.ts';
import { notify } from '../notifications.ts';
import { requireMember } from '../plugins/auth.ts';
import { createLikeRepository } from '../repositories/likeRepository.ts';
import { createRecipeRepository } from '../repositories/recipeRepository.ts';

// Likes on member recipes (visible to the caller) and provider recipes. POST toggles.

const errors = { 400: errorBody, 401: errorBody, 404: errorBody };

export default async function likeRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const recipes = createRecipeRepository(app.db);
  const likes = createLikeRepository(app.db);

  route.get(
    '/api/recipes/:id/likes',
    { schema: { tags: ['likes'], params: recipeRefParams, response: { 200: likeState, ...errors } } },
    async (request) => {
      const member = requireMember(request);
      if (!(await recipes.visibleOwner(request.params.id, member.id))) notFound('Recipe not found');
      return likes.state(request.params.id, member.id);
    },
  );

  route.post(
    '/api/recipes/:id/like',
    { schema: { tags: ['likes'], params: recipeRefParams, response: { 200: likeState, ...errors } } },
    async (request) => {
      const member = requireMember(request);
      const recipeId = request.params.id;
      const recipe = (await recipes.visibleOwner(recipeId, member.id)) ?? notFound('Recipe not found');
      return app.db.transaction(async (tx) => {
        const { added, ...state } = await createLikeRepository(tx).toggle(recipeId, member.id);
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

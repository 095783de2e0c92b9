import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors.ts';
import { isId } from '../ids.ts';

/**
 * The recipe a cook or a version names, if the member may open it (a member recipe public or theirs; any catalogue
 * recipe, whose id the route's schema has checked): whether it is public, as a catalogue recipe always is. Else
 * 404, as if it did not exist (API.md).
 */
export async function openRecipe(
  app: FastifyInstance,
  recipeId: string,
  memberId: string,
): Promise<{ isPublic: boolean }> {
  if (!isId(recipeId)) return { isPublic: true };
  const recipe = await app.recipes.visibility(recipeId);
  if (!recipe || (!recipe.isPublic && recipe.ownerId !== memberId)) notFound('Recipe not found');
  return recipe;
}

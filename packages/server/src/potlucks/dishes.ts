import type { FastifyInstance } from 'fastify';
import type { DishContent } from '../repositories/potluckRows.ts';
import { refuse } from './refusals.ts';

/**
 * What a dish is: a recipe the member may open (as the plan decides it), with what it is made of for the dietary
 * check, or the text they wrote. A recipe the member may not open is refused as missing; with `potluckId`, a
 * potluck they may not open is refused first, so a stranger learns nothing of the recipe.
 */
export async function dishContent(
  app: FastifyInstance,
  memberId: string,
  dish: { recipeId?: string | undefined; text?: string | undefined },
  potluckId?: string,
): Promise<DishContent> {
  const { recipeId } = dish;
  if (recipeId === undefined) return { text: dish.text ?? '' };
  if (potluckId !== undefined) await app.potlucks.titleFor(potluckId, memberId);
  const [recipe] = await app.recipeSummaries.forRecipes([recipeId], memberId);
  if (!recipe?.title) refuse({ reason: 'recipeMissing' });
  return {
    recipeId,
    title: recipe.title,
    image: recipe.image,
    ...(await app.potluckMenus.recipeMakeup(recipeId)),
  };
}

import type { Potluck } from '@potluck/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from './errors.ts';
import { publish, publishMany } from './events.ts';
import { notifiedEvents } from './notifications.ts';
import type { MenuNews } from './repositories/potluckMenuRepository.ts';
import type { DishContent } from './repositories/potluckRows.ts';

// What the potluck routes (routes/potlucks.ts, potluckMenu.ts, potluckThread.ts) share: the potluck as the member
// sees it or a 404, the news of a change (a `potluck` live event to everyone who may open it, the menu's
// notification to a course's cooks), and a dish made from a recipe the member may open.

export const potluckNotFound = 'Potluck not found';

/** The potluck as the member sees it, or 404 (also for an admin: no special read, decision 025). */
export async function openedPotluck(
  app: FastifyInstance,
  potluckId: string,
  memberId: string,
): Promise<Potluck> {
  return (await app.potlucks.read(potluckId, memberId)) ?? notFound(potluckNotFound);
}

/** Tells everyone who may open the potluck (and those who just lost it) that it changed. */
export async function tellPotluck(
  app: FastifyInstance,
  potluckId: string,
  options: { also?: readonly string[]; messageId?: string } = {},
): Promise<void> {
  const audience = new Set([...(await app.potlucks.audience(potluckId)), ...(options.also ?? [])]);
  await publish(app.db, [...audience], {
    type: 'potluck',
    potluckId,
    ...(options.messageId ? { messageId: options.messageId } : {}),
  });
}

/**
 * Tells of a change of the menu that its write already notified: the course's other cooks their potluck_menu
 * notification, and every guest that the potluck changed, in one statement (issue 30).
 */
export async function tellMenuChanged(
  app: FastifyInstance,
  potluckId: string,
  news: MenuNews,
): Promise<void> {
  await publishMany(app.db, [
    ...notifiedEvents(news.notified, 'potluck_menu'),
    { memberIds: news.audience, event: { type: 'potluck', potluckId } },
  ]);
}

/** A dish of a recipe the member may open (as the plan decides it), with what it is made of; else 404. */
export async function recipeDish(
  app: FastifyInstance,
  recipeId: string,
  memberId: string,
): Promise<DishContent> {
  const [recipe] = await app.recipeSummaries.forRecipes([recipeId], memberId);
  if (!recipe?.title) notFound('Recipe not found');
  return {
    recipeId,
    title: recipe.title,
    image: recipe.image,
    ...(await app.potluckMenus.recipeMakeup(recipeId)),
  };
}

import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.ts';
import { publish } from '../events.ts';
import { notify } from '../notifications.ts';
import type { CookNews } from '../repositories/cookRepository.ts';

// How a cook is heard (docs/decisions/037): the recipe's author is notified when they may see it (a member recipe,
// not their own cook), and a `cooked` live event, naming ids only, goes to the members it concerns who may see it
// (cookAudience: the cook, their friends, the author), read in the write's own transaction.

/** Tells of a cook logged or deleted, in the transaction `tx` (the event leaves when it commits). */
export async function tellCooked(app: FastifyInstance, news: CookNews, tx: Db = app.db): Promise<void> {
  const { cookId, recipeId, memberId } = news;
  if (news.notifyAuthor) {
    await notify(tx, {
      memberId: news.notifyAuthor,
      fromId: memberId,
      type: 'recipe_cooked',
      data: { recipeId, cookId },
    });
  }
  await publish(tx, news.audience, { type: 'cooked', recipeId, cookId, memberId });
}

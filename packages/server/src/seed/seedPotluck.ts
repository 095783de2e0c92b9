import { addDays } from '@potluck/domain';
import type { Db } from '../db/db.ts';
import { createPotluckMenuRepository } from '../repositories/potluckMenuRepository.ts';
import { createPotluckRepository } from '../repositories/potluckRepository.ts';
import { createPotluckThreadRepository } from '../repositories/potluckThreadRepository.ts';
import { createRecipeSummaryRepository } from '../repositories/recipeSummaryRepository.ts';
import { demoPotluck } from './potluck.ts';
import type { MemberIds } from './seedMembers.ts';
import type { RecipeIds } from './seedRecipes.ts';

// Maria's potluck, written through the potluck repositories as the app writes one: on the Sunday after the day the
// demo is loaded, every dish a recipe its cook can open (looked up as they see it) or a free text.

/** The Sunday after `today` (a week on when today is a Sunday). */
function nextSunday(today: string): string {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, weekday === 0 ? 7 : 7 - weekday);
}

export async function seedPotluck(tx: Db, now: Date, members: MemberIds, recipeIds: RecipeIds) {
  const potlucks = createPotluckRepository(tx);
  const menus = createPotluckMenuRepository(tx);
  const summaries = createRecipeSummaryRepository(tx);
  const member = (username: string) => {
    const id = members.get(username);
    if (!id) throw new Error(`demo potluck: unknown member ${username}`);
    return id;
  };
  const hostId = member(demoPotluck.host);
  const { title, time, place, note } = demoPotluck;
  const potluckId = await potlucks.create(hostId, {
    title,
    day: nextSunday(now.toISOString().slice(0, 10)),
    time,
    place,
    note,
    courses: {},
  });
  const guests = demoPotluck.guests.map((guest) => ({ ...guest, id: member(guest.username) }));
  // A refusal (potlucks/refusals.ts) throws, and the seed with it.
  await potlucks.invite(
    potluckId,
    hostId,
    guests.map((guest) => guest.id),
  );
  for (const guest of guests) {
    if (guest.answer) await potlucks.answer(potluckId, guest.id, guest.answer, guest.people);
  }
  for (const dish of demoPotluck.dishes) {
    const cookId = member(dish.cook);
    const recipeId = dish.recipe === undefined ? undefined : recipeIds.get(dish.recipe);
    if (dish.recipe !== undefined && recipeId === undefined)
      throw new Error(`demo potluck: no ${dish.recipe}`);
    let content: Parameters<typeof menus.claim>[2]['content'];
    if (recipeId) {
      const [summary] = await summaries.forRecipes([recipeId], cookId);
      if (!summary?.title) throw new Error(`demo potluck: ${dish.cook} cannot open ${dish.recipe}`);
      content = {
        recipeId,
        title: summary.title,
        image: summary.image,
        ...(await menus.recipeMakeup(recipeId)),
      };
    } else {
      content = { text: dish.text ?? '' };
    }
    await menus.claim(potluckId, cookId, {
      course: dish.course,
      content,
      servings: dish.servings,
      confirmDuplicate: false,
    });
  }
  const threads = createPotluckThreadRepository(tx);
  for (const [author, text] of demoPotluck.messages) await threads.add(potluckId, member(author), text);
}

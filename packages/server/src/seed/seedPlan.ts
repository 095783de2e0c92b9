import { addDays, plannedServings, weekStartOf } from '@potluck/domain';
import type { Db } from '../db/db.ts';
import { createPlanRepository } from '../repositories/planRepository.ts';
import { createRecipeSummaryRepository } from '../repositories/recipeSummaryRepository.ts';
import { demoPlan } from './plan.ts';
import type { MemberIds } from './seedMembers.ts';
import type { RecipeIds } from './seedRecipes.ts';

// Maria's plan is written through the plan repository, as the app writes one: titles, pictures and servings are
// the recipes' own, looked up as Maria sees them. A catalogue reference the shipped catalogue cannot satisfy is
// left out, like the rest of the activity.

export async function seedPlan(tx: Db, now: Date, members: MemberIds, recipeIds: RecipeIds) {
  const plans = createPlanRepository(tx);
  const owner = members.get(demoPlan.owner);
  const friend = members.get(demoPlan.sharedWith);
  if (!owner || !friend) throw new Error('demo plan: unknown member');
  const planId = await plans.ownPlanId(owner, tx);
  const monday = weekStartOf(now.toISOString().slice(0, 10));
  const wanted = demoPlan.entries.flatMap((entry) => {
    const recipeId = entry.recipe === undefined ? undefined : recipeIds.get(entry.recipe);
    return entry.recipe !== undefined && recipeId === undefined ? [] : [{ ...entry, recipeId }];
  });
  const summaries = await createRecipeSummaryRepository(tx).forRecipes(
    wanted.flatMap((entry) => (entry.recipeId ? [entry.recipeId] : [])),
    owner,
  );
  for (const entry of wanted) {
    const summary = summaries.find((recipe) => recipe.id === entry.recipeId);
    const content =
      entry.recipeId && summary?.title
        ? {
            recipeId: entry.recipeId,
            title: summary.title,
            image: summary.image,
            servings: entry.servings ?? plannedServings(summary.servings),
          }
        : entry.note
          ? { note: entry.note, servings: null }
          : undefined;
    if (!content) continue;
    const added = await plans.add(planId, owner, {
      day: addDays(monday, entry.day),
      meal: entry.meal,
      content,
    });
    if (added === 'missing') throw new Error('demo plan: Maria cannot open her own plan');
  }
  await plans.share(planId, friend);
}

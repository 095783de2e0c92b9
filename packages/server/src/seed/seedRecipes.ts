import type { Db } from '../db/db.ts';
import { createRememberedAnswers } from '../plugins/rememberedAnswers.ts';
import { createRecipeRepository } from '../repositories/recipeRepository.ts';
import { demoRecipes } from './recipes/index.ts';
import { ago } from './rows.ts';
import { idOf, type MemberIds } from './seedMembers.ts';

// The demo members' recipes, and the catalogue recipes the demo refers to as `catalogue:<cuisine>:<n>`.

/** Recipe title (or catalogue:n) → recipe id. */
export type RecipeIds = Map<string, string>;

export interface SeededRecipe {
  id: string;
  ownerId: string;
  createdAt: Date;
}

export async function seedRecipes(
  db: Db,
  now: Date,
  members: MemberIds,
  images: Map<string, string>,
): Promise<Map<string, SeededRecipe>> {
  // Only inserts: the feed's memories are not used, so a fresh set stands in for the app's.
  const recipes = createRecipeRepository(db, createRememberedAnswers());
  const seeded = new Map<string, SeededRecipe>();
  for (const demo of demoRecipes) {
    const ownerId = idOf(members, demo.owner);
    // Spread over the day so recipes of the same day keep a clear order.
    const createdAt = ago(now, demo.daysAgo, 2 + (seeded.size % 9));
    const id = await recipes.insert(
      ownerId,
      {
        title: demo.title,
        image: images.get(demo.title) ?? '',
        ingredients: demo.ingredients,
        instructions: demo.instructions,
        prepTime: demo.prepTime,
        cookTime: demo.cookTime,
        servings: demo.servings,
        link: demo.link ?? '',
        tags: {
          mealType: demo.mealType,
          cuisine: demo.cuisine,
          diet: demo.diet,
          intolerance: demo.intolerance,
        },
        isPublic: demo.isPublic ?? true,
      },
      { createdAt },
    );
    seeded.set(demo.title, { id, ownerId, createdAt });
  }
  return seeded;
}

/**
 * Resolves `catalogue:<cuisine>:<n>` references to the n-th shipped catalogue recipe (by id) of that cuisine, in
 * one query. A reference the catalogue cannot satisfy is left out, and the demo simply does without it.
 */
export async function catalogueRecipeIds(db: Db, references: Iterable<string>): Promise<RecipeIds> {
  const wanted = [...new Set(references)].flatMap((reference) => {
    const match = /^catalogue:([a-z ]+):(\d+)$/.exec(reference);
    return match?.[1] && match[2] ? [{ reference, cuisine: match[1], index: Number(match[2]) }] : [];
  });
  const cuisines = [...new Set(wanted.map((entry) => entry.cuisine))];
  const rows = await db.query<{ id: number; cuisines: string[] }>(
    'SELECT id, cuisines FROM provider_recipes WHERE NOT synthetic AND cuisines && $1::text[] ORDER BY id',
    [cuisines],
  );
  const ids: RecipeIds = new Map();
  for (const { reference, cuisine, index } of wanted) {
    const row = rows.filter((candidate) => candidate.cuisines.includes(cuisine))[index];
    if (row) ids.set(reference, String(row.id));
  }
  return ids;
}

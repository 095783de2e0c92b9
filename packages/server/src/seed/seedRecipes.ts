import type { Db } from '../db/db.ts';
import { createRecipeRepository } from '../repositories/recipeRepository.ts';
import { demoRecipes } from './recipes/index.ts';
import { ago } from './rows.ts';
import { idOf, type MemberIds } from './seedMembers.ts';

// The demo members' recipes, plus the catalogue recipes the demo refers to as `catalogue:n`.

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
  const recipes = createRecipeRepository(db);
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
      createdAt,
    );
    seeded.set(demo.title, { id, ownerId, createdAt });
  }
  return seeded;
}

/**
 * The first catalogue recipes by id, as `catalogue:n` → id. Empty when the catalogue table is absent or empty
 * (then the demo cookbooks simply hold member recipes only).
 */
export async function catalogueRecipeIds(db: Db, count: number): Promise<RecipeIds> {
  const table = await db.one<{ exists: boolean }>(
    "SELECT to_regclass('provider_recipes') IS NOT NULL AS exists",
  );
  if (!table?.exists) return new Map();
  const rows = await db.query<{ id: number }>('SELECT id FROM provider_recipes ORDER BY id LIMIT $1', [
    count,
  ]);
  return new Map(rows.map((row, index) => [`catalogue:${index}`, String(row.id)]));
}

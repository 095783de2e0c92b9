import type { IngredientLike, PotluckCourse } from '@potluck/domain';
import { potluckCourses, potluckLimits } from '@potluck/domain';
import type { Db } from '../db/db.ts';
import { isId } from '../ids.ts';
import { cut, type DishContent, insertDish, lockOpened, touch } from './potluckRows.ts';

// A potluck's menu (migration 018): claims of places in courses, under the potluck's row lock, so the last free
// place of a course goes to one of two concurrent claims and a claim never lands after claims closed or the
// member lost the potluck; what a claimed recipe is made of (for the dietary check); the menu's recipes.

export type ClaimOutcome =
  | { dishId: string }
  | 'missing'
  | 'closed'
  | 'full'
  | { duplicateOf: { cook: string; title: string } };

export function createPotluckMenuRepository(db: Db) {
  return {
    /**
     * What a recipe is made of, for the dietary check: its ingredients and dairy/gluten flags, from the member
     * recipe, the catalogue, or the Spoonacular answer cache. The caller checked the member may open it.
     */
    async recipeMakeup(
      recipeId: string,
    ): Promise<{ ingredients: IngredientLike[]; dairyFree: boolean | null; glutenFree: boolean | null }> {
      const flag = (source: string, name: string) =>
        `CASE ${source}->>'${name}' WHEN 'true' THEN true WHEN 'false' THEN false END`;
      const row = isId(recipeId)
        ? await db.one<{ ingredients: unknown; dairyFree: boolean | null; glutenFree: boolean | null }>(
            `SELECT ingredients, NULL::boolean AS "dairyFree", NULL::boolean AS "glutenFree"
               FROM recipes WHERE id = $1`,
            [recipeId],
          )
        : await db.one<{ ingredients: unknown; dairyFree: boolean | null; glutenFree: boolean | null }>(
            `SELECT data->'extendedIngredients' AS ingredients, ${flag('data', 'dairyFree')} AS "dairyFree",
                    ${flag('data', 'glutenFree')} AS "glutenFree"
               FROM provider_recipes WHERE id = $1::integer
             UNION ALL
             SELECT body->'extendedIngredients', ${flag('body', 'dairyFree')}, ${flag('body', 'glutenFree')}
               FROM provider_cache WHERE key LIKE '/recipes/' || $1 || '/information?%'
             LIMIT 1`,
            [recipeId],
          );
      const ingredients = Array.isArray(row?.ingredients) ? (row.ingredients as unknown[]) : [];
      return {
        // Kept as the rules read them, and bounded: a recipe's lines are bounded where it is written.
        ingredients: ingredients.slice(0, 500).flatMap((item): IngredientLike[] => {
          if (typeof item === 'string') return [cut(item, 1000)];
          if (item === null || typeof item !== 'object') return [];
          const { name, original } = item as { name?: unknown; original?: unknown };
          return [
            {
              name: typeof name === 'string' ? cut(name, 1000) : null,
              original: typeof original === 'string' ? cut(original, 1000) : null,
            },
          ];
        }),
        dairyFree: row?.dairyFree ?? null,
        glutenFree: row?.glutenFree ?? null,
      };
    },

    /** The cooks of the course's dishes (to tell them its menu changed). */
    async cooksIn(potluckId: string, course: PotluckCourse): Promise<string[]> {
      const rows = await db.query<{ cookId: string }>(
        'SELECT DISTINCT cook_id AS "cookId" FROM potluck_dishes WHERE potluck_id = $1 AND course = $2',
        [potluckId, course],
      );
      return rows.map((row) => row.cookId);
    },

    /** The headcount now (the default servings of a claim). */
    async headcount(potluckId: string): Promise<number> {
      const row = await db.one<{ n: number }>(
        `SELECT coalesce(sum(people), 0)::int AS n FROM potluck_guests WHERE potluck_id = $1 AND answer = 'going'`,
        [potluckId],
      );
      return row?.n ?? 0;
    },

    /**
     * Claims a place in a course. With the potluck's row locked: 'closed' (claims closed or cancelled), 'full'
     * (no free place: of two claims of the last place, the second finds it taken), or the dish someone already
     * brings with this recipe unless `confirmDuplicate`.
     */
    claim(
      potluckId: string,
      memberId: string,
      dish: { course: PotluckCourse; content: DishContent; servings: number; confirmDuplicate: boolean },
    ): Promise<ClaimOutcome> {
      return db.transaction(async (tx): Promise<ClaimOutcome> => {
        const locked = await lockOpened(tx, potluckId, memberId);
        if (!locked) return 'missing';
        if (locked.status === 'cancelled' || locked.claimsClosed) return 'closed';
        const room = await tx.one<{ places: number; taken: number }>(
          `SELECT c.places, (SELECT count(*)::int FROM potluck_dishes d
                              WHERE d.potluck_id = c.potluck_id AND d.course = c.course) AS taken
             FROM potluck_courses c WHERE c.potluck_id = $1 AND c.course = $2`,
          [potluckId, dish.course],
        );
        if (!room || room.taken >= room.places) return 'full';
        if ('recipeId' in dish.content && !dish.confirmDuplicate) {
          const same = await tx.one<{ cook: string; title: string }>(
            `SELECT m.username AS cook, d.title FROM potluck_dishes d JOIN members m ON m.id = d.cook_id
              WHERE d.potluck_id = $1 AND d.recipe_id = $2 ORDER BY d.created_at LIMIT 1`,
            [potluckId, dish.content.recipeId],
          );
          if (same) return { duplicateOf: same };
        }
        const dishId = await insertDish(tx, potluckId, { cookId: memberId, ...dish });
        await touch(tx, potluckId);
        return { dishId };
      });
    },

    /** Changes a dish's servings (its cook only). */
    setServings(potluckId: string, memberId: string, dishId: string, servings: number) {
      return db.transaction(async (tx): Promise<'ok' | 'missing' | 'not-cook' | 'closed'> => {
        const locked = await lockOpened(tx, potluckId, memberId);
        if (!locked) return 'missing';
        const dish = await tx.one<{ cookId: string }>(
          'SELECT cook_id AS "cookId" FROM potluck_dishes WHERE id = $1 AND potluck_id = $2',
          [dishId, potluckId],
        );
        if (!dish) return 'missing';
        if (dish.cookId !== memberId) return 'not-cook';
        if (locked.status === 'cancelled') return 'closed';
        await tx.query('UPDATE potluck_dishes SET servings = $2 WHERE id = $1', [dishId, servings]);
        await touch(tx, potluckId);
        return 'ok';
      });
    },

    /** Gives a place back (its cook, or the host); the dish's course. */
    unclaim(potluckId: string, memberId: string, dishId: string) {
      return db.transaction(
        async (tx): Promise<{ course: PotluckCourse } | 'missing' | 'not-cook' | 'closed'> => {
          const locked = await lockOpened(tx, potluckId, memberId);
          if (!locked) return 'missing';
          const dish = await tx.one<{ cookId: string; course: PotluckCourse }>(
            'SELECT cook_id AS "cookId", course FROM potluck_dishes WHERE id = $1 AND potluck_id = $2',
            [dishId, potluckId],
          );
          if (!dish) return 'missing';
          if (dish.cookId !== memberId && locked.hostId !== memberId) return 'not-cook';
          if (locked.status === 'cancelled') return 'closed';
          await tx.query('DELETE FROM potluck_dishes WHERE id = $1', [dishId]);
          await touch(tx, potluckId);
          return { course: dish.course };
        },
      );
    },

    /** The recipes of the menu, in claim order (for a cookbook of the menu). */
    async menuRecipeIds(potluckId: string): Promise<string[]> {
      const rows = await db.query<{ recipeId: string }>(
        `SELECT recipe_id AS "recipeId" FROM potluck_dishes WHERE potluck_id = $1 AND recipe_id IS NOT NULL
          ORDER BY created_at, id LIMIT ${potluckCourses.length * potluckLimits.placesPerCourse}`,
        [potluckId],
      );
      return [...new Set(rows.map((row) => row.recipeId))];
    },
  };
}

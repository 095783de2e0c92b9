import type { IngredientLike, PotluckCourse } from '@potluck/domain';
import { potluckCourses, potluckLimits } from '@potluck/domain';
import type { Db } from '../db/db.ts';
import { isId, newId } from '../ids.ts';
import { newNotificationIds, notifiedJson, notifyManySql } from '../notifications.ts';
import { refuse } from '../potlucks/refusals.ts';
import {
  changeOf,
  cut,
  type DishContent,
  dishValues,
  lockOpened,
  type PotluckChange,
  potluckAudience,
  touch,
} from './potluckRows.ts';
import { nextVersion } from './versions.ts';
import { mayOpenPotluck } from './whoMayOpen.ts';

// A potluck's menu (migration 018): claims of places in courses, under the potluck's row lock, so the last free
// place of a course goes to one of two concurrent claims and a claim never lands after claims closed or the
// member lost the potluck; what a claimed recipe is made of (for the dietary check); the menu's recipes.

/** A change of the menu: the potluck's news, and the course's other cooks it notified (potluck_menu). */
export interface MenuChange extends PotluckChange {
  notified: { memberId: string; id: string }[];
}

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

    /**
     * Claims a place in a course, servings defaulting to the headcount. With the potluck's row locked, refused
     * when claims are closed (or it is cancelled), when the course has no free place (of two claims of the last
     * place, the second finds it taken), or when someone already brings this recipe unless `confirmDuplicate`.
     * Two statements
     * (issue 30): the access check and lock with the headcount; then, in a statement begun once the lock is held
     * (so it sees the claim that held it before), the room, the duplicate, the dish, the potluck touched, the
     * potluck_menu notifications of the course's other cooks and everyone to tell.
     */
    claim(
      potluckId: string,
      memberId: string,
      dish: { course: PotluckCourse; content: DishContent; servings?: number; confirmDuplicate: boolean },
    ): Promise<MenuChange> {
      return db.transaction(async (tx): Promise<MenuChange> => {
        const locked = await tx.one<{ status: string; claimsClosed: boolean; headcount: number }>(
          `SELECT p.status, p.claims_closed AS "claimsClosed",
                  (SELECT coalesce(sum(g.people), 0)::int FROM potluck_guests g
                    WHERE g.potluck_id = p.id AND g.answer = 'going') AS headcount
             FROM potlucks p WHERE p.id = $1 AND ${mayOpenPotluck('p', '$2')} FOR UPDATE OF p`,
          [potluckId, memberId],
          'potlucks.claimLock',
        );
        if (!locked) refuse({ reason: 'missing' });
        if (locked.status === 'cancelled' || locked.claimsClosed) refuse({ reason: 'claimsClosed' });
        const row = await tx.one<{
          free: boolean | null;
          same: { cook: string; title: string } | null;
          version: Date | null;
          notified: { memberId: string; id: string }[];
          audience: string[];
        }>(
          `WITH room AS (
             SELECT c.places > (SELECT count(*) FROM potluck_dishes d
                                 WHERE d.potluck_id = c.potluck_id AND d.course = c.course) AS free
               FROM potluck_courses c WHERE c.potluck_id = $1 AND c.course = $2
           ), same AS (
             -- A guest without an account is named by the name they gave (their username is an internal one).
             SELECT CASE WHEN m.guest_of IS NULL THEN m.username ELSE m.f_name END AS cook, d.title
               FROM potluck_dishes d JOIN members m ON m.id = d.cook_id
              WHERE $13::boolean AND d.potluck_id = $1 AND d.recipe_id = $5 ORDER BY d.created_at LIMIT 1
           ), dish AS (
             INSERT INTO potluck_dishes (id, potluck_id, course, cook_id, recipe_id, title, image, ingredients,
                                         dairy_free, gluten_free, servings)
             SELECT $3, $1, $2, $4, $5, $6, $7, $8::jsonb, $9, $10, $11 FROM room
              WHERE room.free AND NOT EXISTS (SELECT 1 FROM same)
             RETURNING id
           ), touched AS (
             UPDATE potlucks SET updated_at = ${nextVersion} WHERE id = $1 AND EXISTS (SELECT 1 FROM dish)
             RETURNING updated_at
           ), notified AS (
             ${notifyManySql(
               `SELECT DISTINCT d.cook_id AS member_id FROM potluck_dishes d
                 WHERE d.potluck_id = $1 AND d.course = $2 AND EXISTS (SELECT 1 FROM dish)`,
               'potluck_menu',
               { ids: '$12', from: '$4', data: '$14' },
             )}
           )
           SELECT (SELECT free FROM room) AS free, (SELECT row_to_json(same) FROM same) AS same,
                  (SELECT updated_at FROM touched) AS version,
                  ${notifiedJson('notified')} AS notified,
                  ${potluckAudience('$1')} AS audience`,
          [
            potluckId,
            dish.course,
            newId(),
            memberId,
            ...dishValues(dish.content),
            dish.servings ?? Math.min(Math.max(locked.headcount, 1), potluckLimits.servings),
            newNotificationIds(potluckLimits.placesPerCourse),
            'recipeId' in dish.content && !dish.confirmDuplicate,
            JSON.stringify({ potluckId }),
          ],
          'potlucks.claim',
        );
        const full = { reason: 'courseFull', course: dish.course } as const;
        if (!row?.free) refuse(full);
        if (row.same) refuse({ reason: 'duplicate', ...row.same });
        if (!row.version) refuse(full);
        return { ...changeOf(potluckId, row), notified: row.notified };
      });
    },

    /** Changes a dish's servings (its cook only, while the potluck is not cancelled). */
    setServings(
      potluckId: string,
      memberId: string,
      dishId: string,
      servings: number,
    ): Promise<PotluckChange> {
      return db.transaction(async (tx) => {
        const locked = await lockOpened(tx, potluckId, memberId, { reason: 'dishMissing' });
        const dish = await tx.one<{ cookId: string }>(
          'SELECT cook_id AS "cookId" FROM potluck_dishes WHERE id = $1 AND potluck_id = $2',
          [dishId, potluckId],
        );
        if (!dish) refuse({ reason: 'dishMissing' });
        if (dish.cookId !== memberId) refuse({ reason: 'cookOnlyChanges' });
        if (locked.status === 'cancelled') refuse({ reason: 'cancelled' });
        await tx.query('UPDATE potluck_dishes SET servings = $2 WHERE id = $1', [dishId, servings]);
        return touch(tx, potluckId);
      });
    },

    /**
     * Gives a place back (its cook, or the host, while the potluck is not cancelled). Two statements as a claim:
     * the access check and lock; then the dish, its deletion when the member may, the potluck touched, the
     * potluck_menu notifications of the course's other cooks and everyone to tell.
     */
    unclaim(potluckId: string, memberId: string, dishId: string) {
      return db.transaction(async (tx): Promise<MenuChange> => {
        const locked = await lockOpened(tx, potluckId, memberId, { reason: 'dishMissing' });
        const row = await tx.one<{
          cookId: string | null;
          version: Date | null;
          notified: { memberId: string; id: string }[];
          audience: string[];
        }>(
          `WITH dish AS (
               SELECT cook_id, course FROM potluck_dishes WHERE id = $2 AND potluck_id = $1
             ), gone AS (
               DELETE FROM potluck_dishes d USING dish
                WHERE d.id = $2 AND (dish.cook_id = $3 OR $4::boolean) AND $5::boolean
               RETURNING d.course
             ), touched AS (
               UPDATE potlucks SET updated_at = ${nextVersion} WHERE id = $1 AND EXISTS (SELECT 1 FROM gone)
               RETURNING updated_at
             ), notified AS (
               ${notifyManySql(
                 `SELECT DISTINCT d.cook_id AS member_id FROM potluck_dishes d JOIN gone ON gone.course = d.course
                   WHERE d.potluck_id = $1 AND d.id <> $2`,
                 'potluck_menu',
                 { ids: '$6', from: '$3', data: '$7' },
               )}
             )
             SELECT (SELECT cook_id FROM dish) AS "cookId", (SELECT updated_at FROM touched) AS version,
                    ${notifiedJson('notified')} AS notified,
                    ${potluckAudience('$1')} AS audience`,
          [
            potluckId,
            dishId,
            memberId,
            locked.hostId === memberId,
            locked.status !== 'cancelled',
            newNotificationIds(potluckLimits.placesPerCourse),
            JSON.stringify({ potluckId }),
          ],
          'potlucks.unclaim',
        );
        if (!row?.cookId) refuse({ reason: 'dishMissing' });
        if (row.cookId !== memberId && locked.hostId !== memberId) refuse({ reason: 'cookOrHostGivesBack' });
        if (locked.status === 'cancelled') refuse({ reason: 'cancelled' });
        return { ...changeOf(potluckId, row), notified: row.notified };
      });
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

import type { IngredientLike, PotluckCourse } from '@potluck/domain';
import type { Db } from '../db/db.ts';
import { newId } from '../ids.ts';
import { mayOpenPotluck } from './whoMayOpen.ts';

// What the potluck repositories (potluckRepository.ts, potluckMenuRepository.ts) share: every change first locks
// the potluck's row in the statement that checks the member may open it, and marks it changed; a claimed dish is
// written one way.

/** What a dish is: a recipe (looked up by the caller, with what it is made of) or a free text. */
export type DishContent =
  | {
      recipeId: string;
      title: string;
      image: string | null;
      ingredients: IngredientLike[];
      dairyFree: boolean | null;
      glutenFree: boolean | null;
    }
  | { text: string };

/** Who the member is to a potluck they may open, locked for the rest of the transaction. */
export interface Locked {
  hostId: string;
  title: string;
  day: string;
  time: string;
  status: 'planned' | 'cancelled';
  claimsClosed: boolean;
}

/** Everyone a potluck's news goes to (its guests, the host among them), as an SQL array of member ids. */
export const potluckAudience = (potluckId: string) =>
  `ARRAY(SELECT member_id FROM potluck_guests WHERE potluck_id = ${potluckId})`;

export const cut = (text: string, max: number) => [...text].slice(0, max).join('');

/** Locks the potluck's row for the transaction if the member may open it now; who they are to it, else undefined. */
export async function lockOpened(tx: Db, potluckId: string, memberId: string): Promise<Locked | undefined> {
  return tx.one<Locked>(
    `SELECT p.host_id AS "hostId", p.title, to_char(p.day, 'YYYY-MM-DD') AS day, p.time, p.status,
            p.claims_closed AS "claimsClosed"
       FROM potlucks p WHERE p.id = $1 AND ${mayOpenPotluck('p', '$2')} FOR UPDATE OF p`,
    [potluckId, memberId],
    'potlucks.lockOpened',
  );
}

export async function touch(tx: Db, potluckId: string) {
  await tx.query('UPDATE potlucks SET updated_at = now() WHERE id = $1', [potluckId]);
}

/** A dish's columns recipe_id, title, image, ingredients, dairy_free, gluten_free, in this order. */
export function dishValues(content: DishContent) {
  const recipe = 'recipeId' in content ? content : null;
  return [
    recipe?.recipeId ?? null,
    // A recipe's title and picture come from the recipe: kept within the table's bounds, never a 500.
    recipe ? cut(recipe.title, 500) : 'text' in content ? content.text : '',
    recipe && (recipe.image?.length ?? 0) <= 2000 ? recipe.image : null,
    JSON.stringify(recipe?.ingredients ?? []),
    recipe?.dairyFree ?? null,
    recipe?.glutenFree ?? null,
  ] as const;
}

/** Writes a claimed dish; its id. */
export async function insertDish(
  tx: Db,
  potluckId: string,
  dish: { cookId: string; course: PotluckCourse; content: DishContent; servings: number },
): Promise<string> {
  const id = newId();
  const { cookId, course, content, servings } = dish;
  await tx.query(
    `INSERT INTO potluck_dishes (id, potluck_id, course, cook_id, recipe_id, title, image, ingredients,
                                 dairy_free, gluten_free, servings)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11)`,
    [id, potluckId, course, cookId, ...dishValues(content), servings],
  );
  return id;
}

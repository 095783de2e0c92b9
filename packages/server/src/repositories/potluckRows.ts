import type { IngredientLike, PotluckCourse } from '@potluck/domain';
import type { Db } from '../db/db.ts';
import { newId } from '../ids.ts';
import { refuse } from '../potlucks/refusals.ts';
import { iso, nextVersion } from './versions.ts';
import { mayOpenPotluck } from './whoMayOpen.ts';

// What the potluck repositories (potluckRepository.ts, potluckMenuRepository.ts) share: every change first locks
// the potluck's row in the statement that checks the member may open it, and marks it changed with its next
// version; a claimed dish is written one way.

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

/** A change of a potluck, as its news needs it (potlucks/news.ts). */
export interface PotluckChange {
  potluckId: string;
  /** The potluck's updated_at after the change, ISO: its live event's `version`, its answer's `updatedAt`. */
  version: string;
  /** Everyone who may open the potluck after the change. */
  audience: string[];
}

/** Everyone a potluck's news goes to (its guests, the host among them), as an SQL array of member ids. */
export const potluckAudience = (potluckId: string) =>
  `ARRAY(SELECT member_id FROM potluck_guests WHERE potluck_id = ${potluckId})`;

/**
 * The columns of a potluck member (contract potluckMember: id, username, fName, lName, guest) read from the members
 * row aliased `m`, each name prefixed when `prefix` is given ("host" → "hostId", "hostUsername" …). A guest without
 * an account (decision 035) shows no username: theirs is an internal one, and they have no profile to link to.
 */
export function potluckMemberColumns(m: string, prefix = ''): string {
  const name = (field: string) =>
    JSON.stringify(prefix ? `${prefix}${field[0]?.toUpperCase()}${field.slice(1)}` : field);
  return `${m}.id AS ${name('id')}, CASE WHEN ${m}.guest_of IS NULL THEN ${m}.username ELSE '' END AS ${name('username')},
    ${m}.f_name AS ${name('fName')}, ${m}.l_name AS ${name('lName')}, ${m}.guest_of IS NOT NULL AS ${name('guest')}`;
}

export const cut = (text: string, max: number) => [...text].slice(0, max).join('');

/**
 * Locks the potluck's row for the transaction if the member may open it now; who they are to it. Else refused
 * with `missing` (a 404, by default "Potluck not found": what the member was after may say otherwise).
 */
export async function lockOpened(
  tx: Db,
  potluckId: string,
  memberId: string,
  missing: { reason: 'missing' | 'dishMissing' | 'guestMissing' } = { reason: 'missing' },
): Promise<Locked> {
  const locked = await tx.one<Locked>(
    `SELECT p.host_id AS "hostId", p.title, to_char(p.day, 'YYYY-MM-DD') AS day, p.time, p.status,
            p.claims_closed AS "claimsClosed"
       FROM potlucks p WHERE p.id = $1 AND ${mayOpenPotluck('p', '$2')} FOR UPDATE OF p`,
    [potluckId, memberId],
    'potlucks.lockOpened',
  );
  return locked ?? refuse(missing);
}

/**
 * Marks the potluck changed, with more columns set when `set` says so (`status = 'cancelled'`, parameters from
 * $2): its next version, and everyone who may open it now (the change's news).
 */
export async function touch(
  tx: Db,
  potluckId: string,
  set: { sql: string; params: unknown[] } = { sql: '', params: [] },
): Promise<PotluckChange> {
  const row = await tx.one<{ version: Date; audience: string[] }>(
    `UPDATE potlucks SET ${set.sql ? `${set.sql}, ` : ''}updated_at = ${nextVersion} WHERE id = $1
     RETURNING updated_at AS version, ${potluckAudience('$1')} AS audience`,
    [potluckId, ...set.params],
  );
  return changeOf(potluckId, row);
}

/** The news of a write that changed nothing of the potluck (an invitation of guests all in already). */
export async function unchanged(tx: Db, potluckId: string): Promise<PotluckChange> {
  const row = await tx.one<{ version: Date; audience: string[] }>(
    `SELECT updated_at AS version, ${potluckAudience('$1')} AS audience FROM potlucks WHERE id = $1`,
    [potluckId],
  );
  return changeOf(potluckId, row);
}

/** A change from its row; a row always there under the lock the change holds (refused otherwise, for the type). */
export function changeOf(
  potluckId: string,
  row: { version: Date | string | null; audience: string[] } | undefined,
): PotluckChange {
  if (!row?.version) refuse({ reason: 'missing' });
  return { potluckId, version: iso(row.version), audience: row.audience };
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

import type { Cookbook } from '@potluck/contract';
import type { Db } from '../db/db.ts';
import { newId } from '../ids.ts';

// Cookbooks with their owners (owners and accepted collaborators alike), recipe ids and pending invites.
// A cookbook is read whole in one statement: owner names and recipe ids come from aggregated subqueries.

interface CookbookRow {
  id: string;
  title: string;
  coverImage: string;
  isPublic: boolean;
  ownerNames: Array<{ _id: string; username: string }>;
  recipes: string[];
}

const cookbookColumns = `c.id, c.title, c.cover_image AS "coverImage", c.is_public AS "isPublic",
  coalesce((SELECT json_agg(json_build_object('_id', m.id, 'username', m.username) ORDER BY o.added_at, m.id)
              FROM cookbook_owners o JOIN members m ON m.id = o.member_id WHERE o.cookbook_id = c.id),
           '[]'::json) AS "ownerNames",
  coalesce((SELECT array_agg(cr.recipe_id ORDER BY cr.added_at, cr.recipe_id)
              FROM cookbook_recipes cr WHERE cr.cookbook_id = c.id),
           '{}'::text[]) AS recipes`;

/**
 * A statement's expression for the cookbooks of the CTE `books` (cookbooks rows) as one JSON array, oldest first:
 * owners and recipes are read once for all of them (one aggregate per table, grouped by cookbook), not by two
 * subqueries per cookbook; and the list is one JSON value, a single JSON.parse, not 30 rows of arrays to decode.
 * On PGlite the statements of a member's 30 cookbooks went from 4.2 ms of CPU (two) to 2.4 (one), before named
 * statements (decision 028's consequences).
 */
const cookbookListOf = (books: string) => `WITH books AS (${books}),
  owners AS (
    SELECT o.cookbook_id, json_agg(json_build_object('_id', m.id, 'username', m.username) ORDER BY o.added_at, m.id) AS names
      FROM cookbook_owners o JOIN members m ON m.id = o.member_id
     WHERE o.cookbook_id IN (SELECT id FROM books) GROUP BY o.cookbook_id),
  recipes AS (
    SELECT cr.cookbook_id, json_agg(cr.recipe_id ORDER BY cr.added_at, cr.recipe_id) AS ids
      FROM cookbook_recipes cr
     WHERE cr.cookbook_id IN (SELECT id FROM books) GROUP BY cr.cookbook_id)
  SELECT coalesce(json_agg(json_build_object('id', b.id, 'title', b.title, 'coverImage', b.cover_image,
           'isPublic', b.is_public, 'ownerNames', coalesce(o.names, '[]'), 'recipes', coalesce(r.ids, '[]'))
           ORDER BY b.id), '[]') AS cookbooks
    FROM books b LEFT JOIN owners o ON o.cookbook_id = b.id LEFT JOIN recipes r ON r.cookbook_id = b.id`;

function toCookbook(row: CookbookRow): Cookbook {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    coverImage: row.coverImage,
    isPublic: row.isPublic,
    owners: row.ownerNames.map((owner) => owner._id),
    ownerNames: row.ownerNames,
    recipes: row.recipes,
  };
}

/** Who may see a cookbook: its owners always, everyone else only while it is public. */
const visibleTo = (viewer: string) =>
  `(c.is_public OR EXISTS (SELECT 1 FROM cookbook_owners o WHERE o.cookbook_id = c.id AND o.member_id = ${viewer}))`;

export interface NewCookbook {
  title: string;
  coverImage: string;
  isPublic: boolean;
  /** Recipes it starts with, in this order (a potluck's menu saved as a cookbook). */
  recipeIds?: readonly string[];
}

export function createCookbookRepository(db: Db) {
  async function select(where: string, params: unknown[], tail = ''): Promise<Cookbook[]> {
    const rows = await db.query<CookbookRow>(
      `SELECT ${cookbookColumns} FROM cookbooks c WHERE ${where} ${tail}`,
      params,
    );
    return rows.map(toCookbook);
  }

  return {
    create(ownerId: string, cookbook: NewCookbook, createdAt = new Date()): Promise<string> {
      const id = newId(createdAt);
      return db.transaction(async (tx) => {
        await tx.query(
          'INSERT INTO cookbooks (id, title, cover_image, is_public, created_at) VALUES ($1, $2, $3, $4, $5)',
          [id, cookbook.title, cookbook.coverImage, cookbook.isPublic, createdAt],
        );
        await tx.query('INSERT INTO cookbook_owners (cookbook_id, member_id, added_at) VALUES ($1, $2, $3)', [
          id,
          ownerId,
          createdAt,
        ]);
        if (cookbook.recipeIds?.length) {
          await tx.query(
            `INSERT INTO cookbook_recipes (cookbook_id, recipe_id, added_at)
             SELECT $1, recipe_id, $3::timestamptz + n * interval '1 microsecond'
               FROM unnest($2::text[]) WITH ORDINALITY AS r(recipe_id, n)
             ON CONFLICT DO NOTHING`,
            [id, [...cookbook.recipeIds], createdAt],
          );
        }
        return id;
      });
    },

    async findVisible(id: string, viewerId: string): Promise<Cookbook | undefined> {
      const [cookbook] = await select(`c.id = $1 AND ${visibleTo('$2')}`, [id, viewerId]);
      return cookbook;
    },

    /** The cookbooks the member owns, oldest first (the list page appends new ones at the end). */
    async owned(memberId: string): Promise<Cookbook[]> {
      const row = await db.one<{ cookbooks: CookbookRow[] }>(
        cookbookListOf(
          'SELECT c.* FROM cookbooks c WHERE c.id IN (SELECT cookbook_id FROM cookbook_owners WHERE member_id = $1)',
        ),
        [memberId],
        'cookbooks.owned',
      );
      return (row?.cookbooks ?? []).map(toCookbook);
    },

    /**
     * The cookbooks of the member named `username` as the viewer may see them: all for themselves, the public ones
     * for others; undefined when no member has that name. The member is found in the same statement.
     */
    async ownedByName(username: string, viewerId: string): Promise<Cookbook[] | undefined> {
      const row = await db.one<{ ownerId: string | null; cookbooks: CookbookRow[] }>(
        `WITH owner AS (SELECT id FROM members WHERE lower(username) = lower($1) AND guest_of IS NULL),
         list AS (${cookbookListOf(
           `SELECT c.* FROM cookbooks c
             WHERE c.id IN (SELECT cookbook_id FROM cookbook_owners WHERE member_id = (SELECT id FROM owner))
               AND (c.is_public OR (SELECT id FROM owner) = $2)`,
         )})
         SELECT (SELECT id FROM owner) AS "ownerId", list.cookbooks FROM list`,
        [username, viewerId],
        'cookbooks.ownedByName',
      );
      if (!row?.ownerId) return undefined;
      return row.cookbooks.map(toCookbook);
    },

    async isOwner(cookbookId: string, memberId: string, tx = db): Promise<boolean> {
      const row = await tx.one('SELECT 1 FROM cookbook_owners WHERE cookbook_id = $1 AND member_id = $2', [
        cookbookId,
        memberId,
      ]);
      return row !== undefined;
    },

    async setPrivacy(id: string, isPublic: boolean): Promise<void> {
      await db.query('UPDATE cookbooks SET is_public = $2 WHERE id = $1', [id, isPublic]);
    },

    async remove(id: string): Promise<void> {
      // Owners, recipes and invites go with it (ON DELETE CASCADE).
      await db.query('DELETE FROM cookbooks WHERE id = $1', [id]);
    },

    /** Adds the recipe once; false when it was already there (also when a concurrent request added it). */
    async addRecipe(cookbookId: string, recipeId: string, tx = db): Promise<boolean> {
      const rows = await tx.query(
        `INSERT INTO cookbook_recipes (cookbook_id, recipe_id, added_at) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING 1`,
        [cookbookId, recipeId, new Date()],
      );
      return rows.length > 0;
    },

    async removeRecipe(cookbookId: string, recipeId: string): Promise<boolean> {
      const rows = await db.query(
        'DELETE FROM cookbook_recipes WHERE cookbook_id = $1 AND recipe_id = $2 RETURNING 1',
        [cookbookId, recipeId],
      );
      return rows.length > 0;
    },
  };
}

import { type AdaptedFrom, type NewRecipe, providerIdPattern, type Recipe } from '@potluck/contract';
import type { Db } from '../db/db.ts';
import { isId, newId } from '../ids.ts';
import type { RememberedAnswers } from '../plugins/rememberedAnswers.ts';
import { type PublicRecipeFilters, publicRecipeConditions } from './publicRecipeFilters.ts';
import { adaptedFromColumn } from './recipeVersionRepository.ts';

// Member recipes. Every read returns whole recipes with owner name, like count, "liked by the viewer" and, for a
// version, what it was adapted from in the same statement (correlated index lookups), so a page of 100 recipes is
// one query, not 201. The like count is the counter of migration 008 (recipe_counts, kept by a trigger on likes),
// not a count of the likes.

interface RecipeRow {
  id: string;
  title: string;
  image: string;
  ingredients: string[];
  instructions: string[];
  prepTime: number | null;
  cookTime: number | null;
  servings: string;
  link: string;
  mealType: string[];
  cuisine: string[];
  diet: string[];
  intolerance: string[];
  isPublic: boolean;
  ownerId: string;
  ownerUsername: string;
  likeCount: number;
  liked: boolean;
  createdAt: Date | string;
  adaptedFrom: AdaptedFrom | null;
}

/** $1 is always the viewer's member id (or null for a visitor). */
const recipeColumns = `r.id, r.title, r.image, r.ingredients, r.instructions, r.prep_time AS "prepTime",
  r.cook_time AS "cookTime", r.servings, r.link, r.meal_type AS "mealType", r.cuisine, r.diet, r.intolerance,
  r.is_public AS "isPublic", r.owner_id AS "ownerId", m.username AS "ownerUsername", r.created_at AS "createdAt",
  coalesce((SELECT c.likes FROM recipe_counts c WHERE c.recipe_id = r.id), 0) AS "likeCount",
  EXISTS (SELECT 1 FROM likes l WHERE l.recipe_id = r.id AND l.member_id = $1) AS liked, ${adaptedFromColumn}`;
const recipeFrom = 'FROM recipes r JOIN members m ON m.id = r.owner_id';

function toRecipe(row: RecipeRow): Recipe {
  const tags = { mealType: row.mealType, cuisine: row.cuisine, diet: row.diet, intolerance: row.intolerance };
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    image: row.image,
    ingredients: row.ingredients,
    instructions: row.instructions,
    prepTime: row.prepTime,
    cookTime: row.cookTime,
    servings: row.servings,
    link: row.link,
    tags,
    ...tags,
    isPublic: row.isPublic,
    owner: { _id: row.ownerId, username: row.ownerUsername },
    likeCount: Number(row.likeCount),
    liked: row.liked,
    createdAt: new Date(row.createdAt).toISOString(),
    ...(row.adaptedFrom ? { adaptedFrom: row.adaptedFrom } : {}),
  };
}

export interface Page {
  limit: number;
  offset: number;
}

/** The app's memories the public feed uses (plugins/rememberedAnswers.ts). */
type FeedMemory = Pick<RememberedAnswers, 'feedTotals' | 'feedPages' | 'feedAnswers'>;

/** A recipe's ingredient lines as a shopping list adds them. */
export interface RecipeIngredientLines {
  id: string;
  title: string;
  servings: number | string | null;
  lines: string[];
}

export function createRecipeRepository(db: Db, memory: FeedMemory) {
  // The public feed's totals by filter and its pages' ids by filter and place, each with the recipes version it
  // was read at (migration 008; summed over the version slots since several instances write at once). Exact
  // counts of a popular filter visit every match, and finding a page filters every recipe newer than it; while no
  // recipe has been added, removed or re-filed (the version is unchanged), both still hold, so a repeated page is
  // read by its ids (fresh likes, edits and owners) and not searched for. Above them, whole pages as everyone sees
  // them, with the feed version (migration 019, decision 028): while nothing a page shows has changed, it is
  // answered from memory with the viewer's own likes. They belong to the app's remembered answers, which live as
  // long as the app.
  const { feedTotals: totals, feedPages: pages, feedAnswers: answers } = memory;
  const versioned = `${recipeColumns}, (SELECT sum(version)::bigint FROM recipes_version_slots) AS version,
    (SELECT sum(version)::bigint FROM feed_version_slots) AS "feedVersion" ${recipeFrom}`;

  /**
   * The whole page remembered under `key`, if nothing it shows has changed since (migration 019: the feed version,
   * raised by every change of a recipe, a like count or an owner's name): one small statement, which also reads
   * which of its recipes the viewer likes, the one part of a page that is not the same for everyone. When the
   * page has changed it tells the recipes version, so that a page whose ids still hold is read by them.
   */
  async function rememberedAnswer(key: string, viewerId: string | null) {
    const known = answers.get(key);
    if (!known) return {};
    const row = await db.one<{ version: number; recipesVersion: number; liked: string[] }>(
      `SELECT (SELECT sum(version)::bigint FROM feed_version_slots) AS version,
         (SELECT sum(version)::bigint FROM recipes_version_slots) AS "recipesVersion",
         ARRAY(SELECT recipe_id FROM likes WHERE member_id = $1 AND recipe_id = ANY($2::text[])) AS liked`,
      [viewerId, known.recipes.map((recipe) => recipe.id)],
      'recipes.feedAnswer',
    );
    if (!row) throw new Error('a version read returned no row');
    if (row.version !== known.version) return { recipesVersion: row.recipesVersion };
    const liked = new Set(row.liked);
    const recipes = known.recipes.map((recipe) =>
      liked.has(recipe.id) ? { ...recipe, liked: true } : recipe,
    );
    return { answer: { recipes, total: known.total } };
  }

  /**
   * The page remembered under `key` read again by its ids, if no recipe has been added, removed or re-filed since.
   * The ids are read under the same conditions as the first read (`where`, with the filters' parameters from $2):
   * a recipe that has since become private or stopped matching is never shown, whatever the version says.
   */
  async function rememberedPage(
    key: string,
    viewerId: string | null,
    where: string,
    params: unknown[],
    recipesVersion: number | undefined,
  ) {
    const known = pages.get(key);
    if (!known || (recipesVersion !== undefined && recipesVersion !== known.version)) return undefined;
    const rows = await db.query<RecipeRow & { version: number; feedVersion: number }>(
      `SELECT ${versioned} WHERE ${where} AND r.id = ANY($${params.length + 2}::text[]) ORDER BY r.id DESC`,
      [viewerId, ...params, known.ids],
    );
    return rows[0]?.version === known.version && rows.length === known.ids.length ? rows : undefined;
  }

  /**
   * How many public recipes match the filters, with the recipes version it was counted at: the remembered count
   * while that version is still `version` (the one a page was just read at), else counted afresh.
   */
  async function totalOf(filters: PublicRecipeFilters, version: number | undefined) {
    const { sql, params } = publicRecipeConditions(filters, 0);
    const key = JSON.stringify([['r.is_public', ...sql].join(' AND '), params]);
    const known = totals.get(key);
    if (known && known.version === version) return known;
    const counted = await db.one<{ total: number; version: number }>(
      `SELECT count(*) AS total, (SELECT sum(version)::bigint FROM recipes_version_slots) AS version
         FROM recipes r WHERE ${['r.is_public', ...sql].join(' AND ')}`,
      params,
    );
    if (!counted) throw new Error('a count returned no row');
    totals.set(key, counted);
    return counted;
  }

  async function select(
    where: string,
    params: unknown[],
    viewerId: string | null,
    tail = '',
  ): Promise<Recipe[]> {
    const rows = await db.query<RecipeRow>(`SELECT ${recipeColumns} ${recipeFrom} WHERE ${where} ${tail}`, [
      viewerId,
      ...params,
    ]);
    return rows.map(toRecipe);
  }

  return {
    /** Inserts a recipe whose image is already stored, in the transaction `tx` when given; returns its id. */
    async insert(
      ownerId: string,
      recipe: Omit<NewRecipe, 'cookbookId'>,
      { createdAt = new Date(), tx = db }: { createdAt?: Date; tx?: Db } = {},
    ): Promise<string> {
      const id = newId(createdAt);
      const { mealType, cuisine, diet, intolerance } = recipe.tags;
      await tx.query(
        `INSERT INTO recipes (id, owner_id, title, image, ingredients, instructions, prep_time, cook_time,
           servings, link, meal_type, cuisine, diet, intolerance, is_public, created_at)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
        [
          id,
          ownerId,
          recipe.title,
          recipe.image,
          JSON.stringify(recipe.ingredients),
          JSON.stringify(recipe.instructions),
          recipe.prepTime,
          recipe.cookTime,
          recipe.servings,
          recipe.link,
          mealType,
          cuisine,
          diet,
          intolerance,
          recipe.isPublic,
          createdAt,
        ],
      );
      return id;
    },

    /** The recipe if it is public or the viewer's own; private recipes of others do not exist for them. */
    async findVisible(id: string, viewerId: string | null): Promise<Recipe | undefined> {
      const [recipe] = await select('r.id = $2 AND (r.is_public OR r.owner_id = $1)', [id], viewerId);
      return recipe;
    },

    /**
     * The ingredient lines of the member recipes the viewer can see (public or their own), with their title and
     * servings, in one statement: what a shopping list adds from a recipe or a cookbook.
     */
    async ingredientLines(ids: readonly string[], viewerId: string): Promise<RecipeIngredientLines[]> {
      const memberIds = ids.filter(isId);
      if (memberIds.length === 0) return [];
      const rows = await db.query<Omit<RecipeIngredientLines, 'lines'> & { lines: unknown }>(
        `SELECT r.id, r.title, nullif(r.servings, '') AS servings, r.ingredients AS lines
           FROM recipes r WHERE r.id = ANY($1::text[]) AND (r.is_public OR r.owner_id = $2)`,
        [memberIds, viewerId],
      );
      return rows.map((row) => ({
        ...row,
        lines: Array.isArray(row.lines)
          ? row.lines.filter((line): line is string => typeof line === 'string' && line.trim() !== '')
          : [],
      }));
    },

    /** Owner and visibility of a member recipe, for permission checks that need no more. */
    visibility(id: string) {
      return db.one<{ ownerId: string; isPublic: boolean }>(
        'SELECT owner_id AS "ownerId", is_public AS "isPublic" FROM recipes WHERE id = $1',
        [id],
      );
    },

    /**
     * Who owns the recipe a like, comment or cookbook entry points at: the member for a member recipe visible
     * to the viewer, null for a provider recipe (decimal id), undefined when it does not exist for the viewer.
     */
    async visibleOwner(recipeId: string, viewerId: string): Promise<{ ownerId: string | null } | undefined> {
      if (!isId(recipeId)) return providerIdPattern.test(recipeId) ? { ownerId: null } : undefined;
      return db.one<{ ownerId: string }>(
        'SELECT owner_id AS "ownerId" FROM recipes WHERE id = $1 AND (is_public OR owner_id = $2)',
        [recipeId, viewerId],
      );
    },

    async memberIdByUsername(username: string): Promise<string | undefined> {
      // A potluck's guest without an account (decision 035) is nobody's to look up.
      const row = await db.one<{ id: string }>(
        'SELECT id FROM members WHERE lower(username) = lower($1) AND guest_of IS NULL',
        [username],
      );
      return row?.id;
    },

    async memberExists(id: string): Promise<boolean> {
      return (await db.one('SELECT 1 FROM members WHERE id = $1 AND guest_of IS NULL', [id])) !== undefined;
    },

    async setPrivacy(id: string, isPublic: boolean): Promise<void> {
      await db.query('UPDATE recipes SET is_public = $2 WHERE id = $1', [id, isPublic]);
    },

    /** Deletes the recipe with its likes, comments and cookbook entries (they have no foreign key). */
    async remove(id: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM likes WHERE recipe_id = $1', [id]);
        await tx.query('DELETE FROM comments WHERE recipe_id = $1', [id]);
        await tx.query('DELETE FROM cookbook_recipes WHERE recipe_id = $1', [id]);
        await tx.query('DELETE FROM recipes WHERE id = $1', [id]);
      });
    },

    /** A member's recipes, newest first: all of them for the owner, the public ones for everyone else. */
    byOwner(ownerId: string, viewerId: string | null, page: Page): Promise<Recipe[]> {
      const where = ownerId === viewerId ? 'r.owner_id = $2' : 'r.owner_id = $2 AND r.is_public';
      return select(
        where,
        [ownerId, page.limit, page.offset],
        viewerId,
        'ORDER BY r.id DESC LIMIT $3 OFFSET $4',
      );
    },

    /** The public feed, newest first, with the total for X-Total-Count. */
    async listPublic(
      filters: PublicRecipeFilters,
      viewerId: string | null,
      page: Page,
    ): Promise<{ recipes: Recipe[]; total: number }> {
      // $1 is the viewer, so the filters' parameters start at $2 here and at $1 in the count.
      const { sql, params } = publicRecipeConditions(filters, 1);
      const where = ['r.is_public', ...sql].join(' AND ');
      const pageKey = JSON.stringify([where, params, page.limit, page.offset]);
      const { answer, recipesVersion } = await rememberedAnswer(pageKey, viewerId);
      if (answer) return answer;
      const n = params.length + 2;
      const rows =
        (await rememberedPage(pageKey, viewerId, where, params, recipesVersion)) ??
        (await db.query<RecipeRow & { version: number; feedVersion: number }>(
          `SELECT ${versioned} WHERE ${where} ORDER BY r.id DESC LIMIT $${n} OFFSET $${n + 1}`,
          [viewerId, ...params, page.limit, page.offset],
        ));
      const first = rows[0];
      if (first) pages.set(pageKey, { ids: rows.map((row) => row.id), version: first.version });
      const recipes = rows.map(toRecipe);
      // A page that is neither empty nor full tells the total itself.
      const counted =
        first && rows.length < page.limit
          ? { total: page.offset + rows.length, version: first.version }
          : await totalOf(filters, first?.version);
      // Remembered for everyone, when the total was read at the page's recipes version (else a recipe came or
      // went between the two statements, and the next request reads both again).
      if (first && counted.version === first.version) {
        answers.set(pageKey, {
          recipes: recipes.map((recipe) => ({ ...recipe, liked: false })),
          total: counted.total,
          version: first.feedVersion,
        });
      }
      return { recipes, total: counted.total };
    },
  };
}

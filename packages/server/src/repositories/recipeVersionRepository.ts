import { type AdaptedFrom, providerIdPattern, type RecipeVersions } from '@potluck/contract';
import type { Db } from '../db/db.ts';
import { isForeignKeyViolation } from '../errors.ts';
import { isId } from '../ids.ts';
import { catalogueOriginal, type VersionOriginal } from './versionOriginals.ts';

// Versions ("Make it my own", docs/decisions/037-cooked-it.md): a member's recipe copied from another, with what it
// was copied from kept beside it (migration 022, recipe_versions). A version is a recipe like any other, so who may
// open it is a recipe's rule (public, or its owner's); the original lists only the versions the viewer may open.

/** "A version's original is a member recipe that is gone": its id is a member recipe's and the link is cut. */
const deletedOriginal = (v: string) =>
  `(${v}.original_id ~ '^[0-9a-f]{24}$' AND ${v}.original_recipe_id IS NULL)`;

/** What a version (a recipe_versions row aliased `v`) was adapted from, as JSON: the contract's AdaptedFrom. */
const adaptedFromJson = (
  v: string,
) => `json_build_object('id', ${v}.original_id, 'title', ${v}.original_title,
    'authorName', ${v}.original_author_name, 'originalDeleted', ${deletedOriginal(v)})`;

/**
 * The recipe answer's `adaptedFrom` column (recipeRepository.ts) for the recipe aliased r: null unless it is a
 * version. The same for every viewer (the public feed's pages are remembered for everyone, decision 028): whether
 * the viewer may open the original is the original's own answer. The author's name is kept current by migration
 * 022's trigger, so it needs no join.
 */
export const adaptedFromColumn = `(SELECT ${adaptedFromJson('v')} FROM recipe_versions v WHERE v.recipe_id = r.id)
  AS "adaptedFrom"`;

interface MemberOriginalRow extends Omit<VersionOriginal, 'tags' | 'isPrivate'> {
  isPublic: boolean;
  mealType: VersionOriginal['tags']['mealType'];
  cuisine: VersionOriginal['tags']['cuisine'];
  diet: VersionOriginal['tags']['diet'];
  intolerance: VersionOriginal['tags']['intolerance'];
}

export interface VersionLines {
  original: AdaptedFrom;
  before: { ingredients: string[]; instructions: string[] };
  after: { ingredients: string[]; instructions: string[] };
}

const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

export function createRecipeVersionRepository(db: Db) {
  /** A member recipe the viewer may open (public or theirs), as an original. */
  async function memberOriginal(id: string, viewerId: string): Promise<VersionOriginal | undefined> {
    const row = await db.one<MemberOriginalRow>(
      `SELECT r.id, r.title, r.image, r.ingredients, r.instructions, r.prep_time AS "prepTime",
              r.cook_time AS "cookTime", r.servings, r.link, r.meal_type AS "mealType", r.cuisine, r.diet,
              r.intolerance, r.is_public AS "isPublic", r.owner_id AS "authorId", m.username AS "authorName"
         FROM recipes r JOIN members m ON m.id = r.owner_id
        WHERE r.id = $1 AND (r.is_public OR r.owner_id = $2)`,
      [id, viewerId],
    );
    if (!row) return undefined;
    const { isPublic, mealType, cuisine, diet, intolerance, ...recipe } = row;
    return {
      ...recipe,
      ingredients: texts(recipe.ingredients),
      instructions: texts(recipe.instructions),
      tags: { mealType, cuisine, diet, intolerance },
      isPrivate: !isPublic,
    };
  }

  /** A catalogue recipe: the built-in catalogue's, else the information the Spoonacular cache holds. */
  async function catalogueRecipe(id: string): Promise<VersionOriginal | undefined> {
    const row = await db.one<{
      information: Record<string, unknown>;
      image: string | null;
      diets: string[];
      intolerances: string[];
    }>(
      `SELECT p.data AS information, '/catalogue-images/' || coalesce(p.image, p.id || '.webp') AS image,
              p.diets, p.intolerances_contained AS intolerances
         FROM provider_recipes p WHERE p.id = $1
       UNION ALL
       SELECT * FROM (
         SELECT c.body, c.body->>'image', '{}'::text[], '{}'::text[] FROM provider_cache c
          WHERE c.key LIKE '/recipes/' || $2 || '/information?%'
            AND NOT EXISTS (SELECT 1 FROM provider_recipes p WHERE p.id = $1)
          LIMIT 1) cached`,
      [Number(id), id],
    );
    if (!row || typeof row.information !== 'object' || row.information === null) return undefined;
    return catalogueOriginal(id, row.information, row.image ?? '', row);
  }

  return {
    /** The recipe `id` names if the viewer may open it: a member recipe (public or theirs) or a catalogue one. */
    original(id: string, viewerId: string): Promise<VersionOriginal | undefined> {
      if (isId(id)) return memberOriginal(id, viewerId);
      return providerIdPattern.test(id) ? catalogueRecipe(id) : Promise.resolve(undefined);
    },

    /**
     * Records that `recipeId` (just inserted in `tx`) is a version of `original`, as it is now; false when the
     * original was deleted meanwhile (its foreign key).
     */
    async link(recipeId: string, original: VersionOriginal, tx: Db): Promise<boolean> {
      try {
        await tx.query(
          `INSERT INTO recipe_versions (recipe_id, original_id, original_recipe_id, original_title, original_author_id,
           original_author_name, original_ingredients, original_instructions)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb)`,
          [
            recipeId,
            original.id,
            isId(original.id) ? original.id : null,
            original.title,
            original.authorId,
            original.authorName,
            JSON.stringify(original.ingredients),
            JSON.stringify(original.instructions),
          ],
        );
        return true;
      } catch (error) {
        if (isForeignKeyViolation(error)) return false;
        throw error;
      }
    },

    /**
     * An original's versions the viewer may open (public, or their own), newest first, and how many there are;
     * one statement.
     */
    async list(
      originalId: string,
      viewerId: string,
      page: { limit: number; before?: string | undefined },
    ): Promise<RecipeVersions> {
      const row = await db.one<{ count: number; versions: Array<Record<string, string>> }>(
        `WITH open AS (
           SELECT r.id, r.title, r.image, r.owner_id, r.created_at FROM recipe_versions v
             JOIN recipes r ON r.id = v.recipe_id
            WHERE v.original_id = $2 AND (r.is_public OR r.owner_id = $1)
         )
         SELECT (SELECT count(*)::int FROM open) AS count,
                coalesce((SELECT json_agg(json_build_object('id', page.id, 'title', page.title, 'image', page.image,
                            'ownerId', page.owner_id, 'username', m.username, 'createdAt', page.created_at)
                            ORDER BY page.id DESC)
                            FROM (SELECT * FROM open WHERE $3::text IS NULL OR id < $3
                                   ORDER BY id DESC LIMIT $4) page
                            JOIN members m ON m.id = page.owner_id), '[]') AS versions`,
        [viewerId, originalId, page.before ?? null, page.limit + 1],
      );
      const rows = row?.versions ?? [];
      const versions = rows.slice(0, page.limit).map((version) => ({
        id: version.id ?? '',
        title: version.title ?? '',
        image: version.image ?? '',
        owner: { _id: version.ownerId ?? '', username: version.username ?? '' },
        createdAt: new Date(version.createdAt ?? 0).toISOString(),
      }));
      return {
        count: Number(row?.count ?? 0),
        versions,
        next: rows.length > page.limit ? (versions.at(-1)?.id ?? null) : null,
      };
    },

    /** A version the viewer may open: what it was adapted from, its original's lines as copied, and its own. */
    async lines(versionId: string, viewerId: string): Promise<VersionLines | undefined> {
      const row = await db.one<{
        original: AdaptedFrom;
        beforeIngredients: unknown;
        beforeInstructions: unknown;
        afterIngredients: unknown;
        afterInstructions: unknown;
      }>(
        `SELECT ${adaptedFromJson('v')} AS original,
                v.original_ingredients AS "beforeIngredients", v.original_instructions AS "beforeInstructions",
                r.ingredients AS "afterIngredients", r.instructions AS "afterInstructions"
           FROM recipe_versions v JOIN recipes r ON r.id = v.recipe_id
          WHERE v.recipe_id = $1 AND (r.is_public OR r.owner_id = $2)`,
        [versionId, viewerId],
      );
      if (!row) return undefined;
      return {
        original: row.original,
        before: { ingredients: texts(row.beforeIngredients), instructions: texts(row.beforeInstructions) },
        after: { ingredients: texts(row.afterIngredients), instructions: texts(row.afterInstructions) },
      };
    },

    /** Whether the recipe is a version whose original is a member recipe that is private now. */
    async hasPrivateOriginal(recipeId: string, tx: Db = db): Promise<boolean> {
      const row = await tx.one(
        `SELECT 1 FROM recipe_versions v JOIN recipes o ON o.id = v.original_recipe_id
          WHERE v.recipe_id = $1 AND NOT o.is_public`,
        [recipeId],
      );
      return row !== undefined;
    },
  };
}

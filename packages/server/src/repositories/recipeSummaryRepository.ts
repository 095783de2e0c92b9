import { providerIdPattern, type RecipeSummary } from '@potluck/contract';
import type { Db } from '../db/db.ts';
import { isId } from '../ids.ts';

// What a cookbook page shows per recipe card, for member and provider recipes alike, in one query: member
// recipes the viewer may see (public or their own) from `recipes`; provider recipes from the built-in catalogue
// (`provider_recipes`, migration 004) or, in Spoonacular mode, from the cached recipe information
// (`provider_cache`, keyed by the upstream path). Summaries follow the cookbook's order; member recipes the
// viewer may not see are left out.

interface SummaryRow {
  id: string;
  title: string;
  image: string | null;
  readyInMinutes: number | null;
  servingsText: string | null;
  servingsCount: number | null;
}

export function createRecipeSummaryRepository(db: Db) {
  return {
    async forRecipes(recipeIds: string[], viewerId: string): Promise<RecipeSummary[]> {
      if (recipeIds.length === 0) return [];
      const memberIds = recipeIds.filter(isId);
      const providerIds = recipeIds.filter((id) => providerIdPattern.test(id)).map(Number);
      // Member recipes keep servings as the text their author wrote; provider recipes count them.
      const rows = await db.query<SummaryRow>(
        `SELECT r.id, r.title, nullif(r.image, '') AS image,
                CASE WHEN r.prep_time IS NULL AND r.cook_time IS NULL THEN NULL
                     ELSE coalesce(r.prep_time, 0) + coalesce(r.cook_time, 0) END AS "readyInMinutes",
                nullif(r.servings, '') AS "servingsText", NULL::integer AS "servingsCount"
           FROM recipes r
          WHERE r.id = ANY($1::text[]) AND (r.is_public OR r.owner_id = $3)
         UNION ALL
         SELECT p.id::text, p.title, '/catalogue-images/' || p.image, p.ready_in_minutes, NULL::text, p.servings
           FROM provider_recipes p
          WHERE p.id = ANY($2::integer[])
         UNION ALL
         SELECT DISTINCT ON (wanted.id) wanted.id::text, c.body->>'title', c.body->>'image',
                CASE WHEN c.body->>'readyInMinutes' ~ '^[0-9]{1,6}$' THEN (c.body->>'readyInMinutes')::integer END,
                NULL::text,
                CASE WHEN c.body->>'servings' ~ '^[0-9]{1,6}$' THEN (c.body->>'servings')::integer END
           FROM unnest($2::integer[]) AS wanted(id)
           JOIN provider_cache c ON c.key LIKE '/recipes/' || wanted.id || '/information?%'
          WHERE NOT EXISTS (SELECT 1 FROM provider_recipes p WHERE p.id = wanted.id)`,
        [memberIds, providerIds, viewerId],
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      return recipeIds.flatMap((id): RecipeSummary[] => {
        const row = byId.get(id);
        if (row) {
          const { servingsText, servingsCount, ...summary } = row;
          return [{ ...summary, servings: servingsCount ?? servingsText }];
        }
        // A provider recipe neither the catalogue nor the cache knows (a Spoonacular recipe whose cached answer
        // was cleared): the card still shows, with only its id; the page loads the rest when it is opened.
        if (providerIdPattern.test(id))
          return [{ id, title: null, image: null, readyInMinutes: null, servings: null }];
        return [];
      });
    },
  };
}

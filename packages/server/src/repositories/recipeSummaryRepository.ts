import { providerIdPattern, type RecipeSummary } from '@potluck/contract';
import type { Db } from '../db/db.ts';
import { isId } from '../ids.ts';

// What a cookbook page shows per recipe card, for member and provider recipes alike, in one query: member
// recipes the viewer may see (public or their own) from `recipes`, provider recipes from the catalogue
// (`provider_recipes`, migration 004). Summaries follow the cookbook's order; member recipes the viewer may not
// see are left out.

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
         SELECT p.id::text, p.title, p.image, p.ready_in_minutes, NULL::text, p.servings
           FROM provider_recipes p
          WHERE p.id = ANY($2::integer[])`,
        [memberIds, providerIds, viewerId],
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      return recipeIds.flatMap((id): RecipeSummary[] => {
        const row = byId.get(id);
        if (row) {
          const { servingsText, servingsCount, ...summary } = row;
          return [{ ...summary, servings: servingsCount ?? servingsText }];
        }
        // A provider recipe the catalogue does not hold (saved while proxying to Spoonacular): the card still
        // shows, with what is known — its id — and the page loads the rest from the provider when opened.
        if (providerIdPattern.test(id))
          return [{ id, title: null, image: null, readyInMinutes: null, servings: null }];
        return [];
      });
    },
  };
}

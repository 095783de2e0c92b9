// A cookbook's recipes, read once while online so the client keeps them on the device (decision 032): then the
// cookbook's recipes open offline too, not only the ones the member happened to open. The first few recipes of
// a cookbook, one at a time, each once per visit; a provider recipe through the client's rate limiter like any
// other call.

import { isMemberRecipeId } from '@potluck/domain';
import type { CookbookDetail } from '../machines/support/records.ts';
import { client } from './services.ts';

/** Enough for a cookbook's first screens; the rest are kept when opened. */
const recipesKept = 24;
const kept = new Set<string>();

export function keepForOffline(cookbook: CookbookDetail): void {
  if (!navigator.onLine) return;
  const ids = (cookbook.recipeSummaries ?? [])
    .map((recipe) => String(recipe.id))
    .filter((id) => !kept.has(id))
    .slice(0, recipesKept);
  void (async () => {
    for (const id of ids) {
      kept.add(id);
      try {
        if (isMemberRecipeId(id)) await client.getRecipe(id);
        else await client.getProviderRecipe(id);
      } catch {
        // Not kept this time (gone, private, offline again): it is asked for again on the next visit.
        kept.delete(id);
      }
    }
  })();
}

// A cookbook's recipes, read once while online so the client keeps them on the device (decision 032): then the
// cookbook's recipes open offline too, not only the ones the member happened to open. The first few recipes of a
// cookbook, one at a time, those not read yet in this session; a provider recipe through the client's rate
// limiter like any other call.
import type { CookbookDetail } from '../machines/support/records.ts';
import { client } from './services.ts';

/** Enough for a cookbook's first screens; the rest are kept when opened. */
const recipesKept = 24;

export function keepForOffline(cookbook: CookbookDetail): void {
  if (!navigator.onLine) return;
  const ids = (cookbook.recipeSummaries ?? []).map((recipe) => String(recipe.id)).slice(0, recipesKept);
  void client.keepRecipes(ids);
}

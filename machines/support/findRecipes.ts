// Finding a recipe to plan or to bring (the plan's "+ Add", a potluck's claim): the member's own recipes whose
// title holds the words, then members' public recipes and the catalogue found by them, at most `perSource` from
// each and none twice.

type Card = { id: string | number; title: string; image?: string | undefined };

/** The calls a recipe search needs (the plan's and the potluck's clients both have them). */
export interface RecipeSearchClient {
  getMyRecipes(): Promise<
    { _id: string; title: string; image?: string | undefined; tags?: { mealType: string[] } }[]
  >;
  getPublicRecipes(search: { query: string; filter: Record<string, never> }): Promise<Card[]>;
  searchExternal(search: {
    query: string;
    filter: Record<string, never>;
    offset: number;
    number: number;
  }): Promise<Card[]>;
}

/** A recipe a search found, and where from. */
export type FoundRecipe = {
  recipeId: string;
  title: string;
  image: string | null;
  source: 'yours' | 'members' | 'catalogue';
};

/** Whether a title holds the words searched for, whatever their case. */
export const titleMatches = (query: string) => (title: string) =>
  title.toLowerCase().includes(query.toLowerCase());

export async function findRecipes(
  client: RecipeSearchClient,
  query: string,
  perSource: number,
  /** Whether the caller has recipes of their own (a potluck's guest without an account has none). */
  { mine: withMine = true }: { mine?: boolean } = {},
): Promise<FoundRecipe[]> {
  const [mine, members, catalogue] = await Promise.all([
    withMine ? client.getMyRecipes() : [],
    client.getPublicRecipes({ query, filter: {} }),
    client.searchExternal({ query, filter: {}, offset: 0, number: perSource }),
  ]);
  const yours = mine
    .filter((recipe) => titleMatches(query)(recipe.title))
    .slice(0, perSource)
    .map((r): FoundRecipe => ({ recipeId: r._id, title: r.title, image: r.image ?? null, source: 'yours' }));
  const known = new Set(yours.map((recipe) => recipe.recipeId));
  const cards = (list: Card[], source: FoundRecipe['source']) =>
    list
      .filter((card) => !known.has(String(card.id)))
      .slice(0, perSource)
      .map((c): FoundRecipe => ({ recipeId: String(c.id), title: c.title, image: c.image ?? null, source }));
  return [...yours, ...cards(members, 'members'), ...cards(catalogue, 'catalogue')];
}

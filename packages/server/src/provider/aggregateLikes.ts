/**
 * SQL for a provider recipe's aggregateLikes, the number sort=popularity ranks by: the catalogue's own likes
 * (`popularity` of the wide row `recipes`, a provider_recipes alias) plus our members' likes on it (recipe_counts,
 * by its decimal id; migration 008). The search rows keep the same sum, rewritten by a trigger on every like
 * (migration 009).
 */
export const aggregateLikesOf = (recipes: string) => `${recipes}.popularity + ${memberLikesOf(recipes)}`;

/** SQL for our members' likes on a provider recipe alone: what /api/recipes/{id}/likes answers for it. */
export function memberLikesOf(recipes: string): string {
  return `coalesce((SELECT c.likes FROM recipe_counts c WHERE c.recipe_id = ${recipes}.id::text), 0)`;
}

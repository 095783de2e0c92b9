// The keys of the one cache of server answers, named for what each answer holds. A key's first part is its kind;
// a live event marks whole kinds or single keys stale (liveRouter.ts), and an offline copy is kept for the kinds
// a member opens to read again (keptKinds).
import type { DataKey, DataKeyPrefix } from '@potluck/contract';
import { type RecipeFilter, searchCacheKey } from '@potluck/domain';

export type { DataKey, DataKeyPrefix };
export type Kind = DataKey[0];

export const keys = {
  /** A recipe page: a member recipe's answer, or a provider recipe's information with its two widgets. */
  recipe: (id: string | number) => ['recipe', String(id)] as const,
  /** Public member recipes matching a search (the grid weaves them in), or one page of the catalogue's. */
  // Equal searches, whatever their case, spaces or order, are one key (SPEC §5's filter).
  publicFeed: (query: string, filter: RecipeFilter) =>
    ['feed', 'members', searchCacheKey(query, { ...filter }, 0)] as const,
  catalogueFeed: (query: string, filter: RecipeFilter, offset: number, number: number) =>
    ['feed', 'catalogue', searchCacheKey(query, { ...filter }, offset), String(number)] as const,
  cookbook: (id: string) => ['cookbook', id] as const,
  cookbooks: () => ['cookbooks'] as const,
  shoppingList: (id: string) => ['shoppingList', id] as const,
  shoppingLists: () => ['shoppingLists'] as const,
  planWeek: (planId: string, weekStart: string) => ['plan', planId, weekStart] as const,
  plans: () => ['plans'] as const,
  potluck: (id: string) => ['potluck', id] as const,
  potlucks: (days?: { from: string; to: string }) =>
    (days ? ['potlucks', days.from, days.to] : ['potlucks']) as readonly ['potlucks', ...string[]],
  /** A recipe's cooks and their summary (issue 41); `['cooks']` alone is every recipe's. */
  cooks: (recipeId: string | number) => ['cooks', String(recipeId)] as const,
  /** The cooks of the member's friends, for their home page. */
  friendsCooked: () => ['friendsCooked'] as const,
  /** What a member cooked: their profile's list, and the member's own history. */
  memberCooks: (memberId: string) => ['memberCooks', memberId] as const,
} satisfies Record<string, (...args: never[]) => DataKey>;

/** The kinds whose answers stay readable offline after a reload: what a member opens to read or to cook from. */
export const keptKinds: ReadonlySet<Kind> = new Set<Kind>([
  'recipe',
  'cookbook',
  'cookbooks',
  'shoppingList',
  'shoppingLists',
  'plan',
  'plans',
  'potluck',
  'potlucks',
]);

// The keys of the one cache of server answers, named for what each answer holds. A key's first part is its kind;
// a live event marks whole kinds or single keys stale (liveRouter.ts), and an offline copy is kept for the kinds
// a member opens to read again (keptKinds).
import type { DataKey } from '@potluck/contract';

export type { DataKey };
export type Kind = DataKey[0];

export const keys = {
  /** A recipe page: a member recipe's answer, or a provider recipe's information with its two widgets. */
  recipe: (id: string | number) => ['recipe', String(id)] as const,
  /** Public member recipes matching a search (the grid weaves them in), or one page of the catalogue's. */
  publicFeed: (query: string, filter: object) => ['feed', 'members', query, filterWords(filter)] as const,
  catalogueFeed: (query: string, filter: object, offset: number, number: number) =>
    ['feed', 'catalogue', query, filterWords(filter), String(offset), String(number)] as const,
  cookbook: (id: string) => ['cookbook', id] as const,
  cookbooks: () => ['cookbooks'] as const,
  shoppingList: (id: string) => ['shoppingList', id] as const,
  shoppingLists: () => ['shoppingLists'] as const,
  planWeek: (planId: string, weekStart: string) => ['plan', planId, weekStart] as const,
  plans: () => ['plans'] as const,
  potluck: (id: string) => ['potluck', id] as const,
  potlucks: (days?: { from: string; to: string }) =>
    (days ? ['potlucks', days.from, days.to] : ['potlucks']) as readonly ['potlucks', ...string[]],
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

/** A filter as one stable word: the same filter, whatever the order of its fields, is the same key. */
function filterWords(filter: object): string {
  return Object.entries(filter)
    .filter(([, value]) => value !== undefined && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${String(value)}`)
    .join('&');
}

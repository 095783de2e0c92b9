// The calls of "Cooked it" (issue 41, docs/decisions/037-cooked-it.md): logging a cook, what a recipe, a home page
// and a profile show of cooks, the member's own history, and versions ("Make it my own", "What changed"). Kept
// beside api.ts, which spreads them in. None goes through the answer cache: cooks are social news read afresh when
// a page opens, not read offline; a `cooked` live event marks their keys (`['cooks', recipeId]`, `['friendsCooked']`,
// `['memberCooks', memberId]`) so a machine listening with onStale reads again.
import type {
  Cook,
  CookHistory,
  CookPage,
  CookSummary,
  LogCookBody,
  MakeVersionBody,
  Recipe,
  RecipeVersions,
  VersionChanges,
} from '@potluck/contract';
import type { CookCallName } from './cookCallNames.ts';
import type { Http } from './http.ts';

type Id = string;
const path = (value: string | number) => encodeURIComponent(String(value));
const recipePath = (recipeId: string | number) => `/api/recipes/${path(recipeId)}`;

export function createCookApi(http: Http) {
  return {
    /** "I cooked this": of a member recipe or a catalogue recipe; photos as data URLs (at most 4). */
    logCook: (recipeId: string | number, cook: LogCookBody) =>
      http<Cook>(`${recipePath(recipeId)}/cooks`, { answer: 'cook', method: 'POST', body: cook }),
    getCook: (cookId: Id) => http<Cook>(`/api/cooks/${path(cookId)}`, { answer: 'cook' }),
    deleteCook: (cookId: Id) => http<unknown>(`/api/cooks/${path(cookId)}`, { method: 'DELETE' }),
    /** "Cooked 12 times · 4.4 from 9 ratings", over the cooks the member may see, and their own count. */
    getCookSummary: (recipeId: string | number) =>
      http<CookSummary>(`${recipePath(recipeId)}/cooks/summary`, { answer: 'cookSummary' }),
    /** A recipe's cooks, newest first; `cursor` is the last page's `next`. */
    getRecipeCooks: (recipeId: string | number, page: { limit?: number; cursor?: string } = {}) =>
      http<CookPage>(`${recipePath(recipeId)}/cooks`, { answer: 'cookPage', query: page }),
    /** "Your friends cooked": their latest cooks the member may see. */
    getFriendsCooked: (limit?: number) =>
      http<Cook[]>('/api/cooks/friends', { answer: 'cookList', query: { limit } }),
    getMemberCooks: (username: string, page: { limit?: number; cursor?: string } = {}) =>
      http<CookPage>(`/api/cooks/user/${path(username)}`, { answer: 'cookPage', query: page }),
    /** The member's own history, a recipe a row: how many times, the last day, their latest rating. */
    getCookHistory: (page: { limit?: number; offset?: number } = {}) =>
      http<CookHistory>('/api/my-cooks', { answer: 'cookHistory', query: page }),

    /** "Make it my own": a copy in the member's recipes with their changes (the original's where left out). */
    makeVersion: (recipeId: string | number, changes: MakeVersionBody = {}) =>
      http<Recipe>(`${recipePath(recipeId)}/versions`, { answer: 'recipe', method: 'POST', body: changes }),
    /** The versions of a recipe the member may open, and how many. */
    getVersions: (recipeId: string | number, page: { limit?: number; before?: string } = {}) =>
      http<RecipeVersions>(`${recipePath(recipeId)}/versions`, { answer: 'recipeVersions', query: page }),
    /** "What changed": a version's ingredients and steps against its original as copied. */
    getVersionChanges: (versionId: Id) =>
      http<VersionChanges>(`${recipePath(versionId)}/changes`, { answer: 'versionChanges' }),
  } satisfies Record<CookCallName, (...args: never[]) => Promise<unknown>>;
}

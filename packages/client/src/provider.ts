// The recipe provider (PROVIDER.md), reached through our own server under /provider so the browser never holds
// a key. Every call goes through one limiter: at most 5 requests per 1000 ms (SPEC §7, §9).
import { limits } from '@potluck/domain';
import type { Http } from './http.ts';
import { createRateLimiter, type RateLimiter } from './rateLimiter.ts';

export type ProviderSearchResult = {
  id: number;
  title: string;
  image?: string;
  imageType?: string;
  /** With addRecipeInformation, or always from the built-in source. */
  readyInMinutes?: number;
  /** The built-in source only: our members' likes. */
  likeCount?: number;
};
export type ProviderSearch = {
  offset: number;
  number: number;
  totalResults: number;
  results: ProviderSearchResult[];
};

export type ProviderIngredient = {
  id?: number;
  name: string;
  original: string;
  amount?: number;
  unit?: string;
};
export type ProviderNutrient = { name: string; amount: number; unit: string; percentOfDailyNeeds?: number };
export type ProviderRecipe = {
  id: number;
  title: string;
  image?: string;
  servings?: number;
  readyInMinutes?: number;
  preparationMinutes?: number | null;
  cookingMinutes?: number | null;
  dairyFree?: boolean;
  glutenFree?: boolean;
  aggregateLikes?: number;
  extendedIngredients?: ProviderIngredient[];
  analyzedInstructions?: { name?: string; steps: { number: number; step: string }[] }[];
  nutrition?: { nutrients: ProviderNutrient[] };
};
export type NutritionWidget = { nutrients: ProviderNutrient[] };
export type EquipmentWidget = { equipment: { name: string; image?: string }[] };

export type ProviderQuery = {
  query?: string;
  type?: string;
  cuisine?: string;
  diet?: string;
  intolerances?: string;
  number?: number;
  offset?: number;
  sort?: string;
  addRecipeInformation?: boolean;
};

export function createProviderClient(http: Http, limiter: RateLimiter = defaultLimiter()) {
  const get = <T>(path: string, query?: Record<string, string | number | boolean | undefined>) =>
    limiter(() => http<T>(`/provider${path}`, { query, credentials: 'omit' }));
  return {
    complexSearch: (query: ProviderQuery) => get<ProviderSearch>('/recipes/complexSearch', query),
    random: (number: number, tags?: string) =>
      get<{ recipes: ProviderRecipe[] }>('/recipes/random', { number, tags }),
    information: (id: number | string) =>
      get<ProviderRecipe>(`/recipes/${encodeURIComponent(String(id))}/information`),
    nutrition: (id: number | string) =>
      get<NutritionWidget>(`/recipes/${encodeURIComponent(String(id))}/nutritionWidget.json`),
    equipment: (id: number | string) =>
      get<EquipmentWidget>(`/recipes/${encodeURIComponent(String(id))}/equipmentWidget.json`),
  };
}

export type ProviderClient = ReturnType<typeof createProviderClient>;

function defaultLimiter(): RateLimiter {
  return createRateLimiter({ limit: limits.providerRequestsPerWindow, windowMs: limits.providerWindowMs });
}

// The recipe provider (PROVIDER.md), reached through our own server under /provider so the browser never holds
// a key. Every call goes through one limiter: at most 5 requests per 1000 ms (SPEC §7, §9). The answers' types
// are the contract's, the schemas the server answers with.
import type {
  ComplexSearchAnswer,
  EquipmentWidgetAnswer,
  NutritionWidgetAnswer,
  ProviderRecipeInformation,
  RandomRecipesAnswer,
} from '@potluck/contract';
import { limits } from '@potluck/domain';
import type { AnswerName } from './data/answers.ts';
import type { Http } from './http.ts';
import { createRateLimiter, type RateLimiter } from './rateLimiter.ts';

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
  const get = <T>(
    answer: AnswerName,
    path: string,
    query?: Record<string, string | number | boolean | undefined>,
  ) => limiter(() => http<T>(`/provider${path}`, { answer, query, credentials: 'omit' }));
  return {
    complexSearch: (query: ProviderQuery) =>
      get<ComplexSearchAnswer>('complexSearchAnswer', '/recipes/complexSearch', query),
    random: (number: number, tags?: string) =>
      get<RandomRecipesAnswer>('randomRecipesAnswer', '/recipes/random', { number, tags }),
    information: (id: number | string) =>
      get<ProviderRecipeInformation>(
        'providerRecipeInformation',
        `/recipes/${encodeURIComponent(String(id))}/information`,
      ),
    nutrition: (id: number | string) =>
      get<NutritionWidgetAnswer>(
        'nutritionWidgetAnswer',
        `/recipes/${encodeURIComponent(String(id))}/nutritionWidget.json`,
      ),
    equipment: (id: number | string) =>
      get<EquipmentWidgetAnswer>(
        'equipmentWidgetAnswer',
        `/recipes/${encodeURIComponent(String(id))}/equipmentWidget.json`,
      ),
  };
}

export type ProviderClient = ReturnType<typeof createProviderClient>;

function defaultLimiter(): RateLimiter {
  return createRateLimiter({ limit: limits.providerRequestsPerWindow, windowMs: limits.providerWindowMs });
}

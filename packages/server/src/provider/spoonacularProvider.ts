// Spoonacular mode (SPOONACULAR_API_KEY set): the same five calls forwarded to Spoonacular with the server's key.
// Answers are cached in the database for an hour (random is never cached: it must differ), calls wait in a queue
// that keeps under the configured rate (SPOONACULAR_RATE per second, 5 by default as SPEC §9 says), and
// Spoonacular's failures come back as clear provider errors.
import type { ProviderCacheRepository } from '../repositories/providerCacheRepository.ts';
import { ProviderFailure } from './providerFailure.ts';
import { createRateQueue, type RateQueue } from './rateQueue.ts';
import type { RecipeProvider } from './recipeProvider.ts';

export const cacheSeconds = 3600;
const timeoutMs = 10_000;

export interface SpoonacularOptions {
  apiKey: string;
  baseUrl: string;
  /** Upstream calls allowed per second. */
  requestsPerSecond: number;
  queue?: RateQueue;
}

type QueryValues = Record<string, string | number | boolean | undefined>;

/** The query as Spoonacular reads it, in a stable order (the cache key), without any caller's apiKey. */
export function forwardedQuery(query: QueryValues): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of Object.keys(query).sort()) {
    const value = query[name];
    if (name === 'apiKey' || value === undefined || value === '') continue;
    params.set(name, String(value));
  }
  return params;
}

async function upstreamMessage(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : undefined;
  } catch {
    return undefined;
  }
}

async function failureOf(response: Response): Promise<ProviderFailure> {
  const message = await upstreamMessage(response);
  switch (response.status) {
    case 402: {
      const used = response.headers.get('x-api-quota-used');
      return new ProviderFailure(
        402,
        'The recipe provider’s daily quota is used up. Try again tomorrow.',
        used ? { 'x-api-quota-used': used } : {},
      );
    }
    case 404:
      return new ProviderFailure(404, message ?? 'The recipe provider has no such recipe.');
    case 429:
      return new ProviderFailure(429, 'The recipe provider is busy. Try again in a moment.', {
        'retry-after': '1',
      });
    case 400:
      return new ProviderFailure(400, message ?? 'The recipe provider refused the parameters.');
    case 401:
    case 403:
      return new ProviderFailure(502, 'The recipe provider refused the server’s API key.');
    default:
      return new ProviderFailure(502, `The recipe provider failed (status ${response.status}).`);
  }
}

export function createSpoonacularProvider(
  cache: ProviderCacheRepository,
  options: SpoonacularOptions,
): RecipeProvider {
  const queue = options.queue ?? createRateQueue(options.requestsPerSecond, 1000);
  let stored = 0;

  async function fetchJson(path: string, query: QueryValues, cached: boolean): Promise<unknown> {
    const params = forwardedQuery(query);
    const key = `${path}?${params}`;
    if (cached) {
      const hit = await cache.fresh(key, cacheSeconds);
      if (hit !== undefined) return hit;
    }
    params.set('apiKey', options.apiKey);
    const response = await queue
      .run(() => fetch(`${options.baseUrl}${path}?${params}`, { signal: AbortSignal.timeout(timeoutMs) }))
      .catch(() => {
        throw new ProviderFailure(502, 'The recipe provider cannot be reached.');
      });
    if (!response.ok) throw await failureOf(response);
    const body: unknown = await response.json().catch(() => {
      throw new ProviderFailure(502, 'The recipe provider sent an answer that is not JSON.');
    });
    if (cached) {
      await cache.store(key, body);
      // Now and then, drop expired answers so the table holds only what can still be served.
      if (++stored % 500 === 0) await cache.prune(cacheSeconds);
    }
    return body;
  }

  return {
    source: 'spoonacular',
    complexSearch: (query) => fetchJson('/recipes/complexSearch', query, true),
    random: (query) => fetchJson('/recipes/random', query, false),
    information: (id, query) => fetchJson(`/recipes/${id}/information`, query, true),
    nutritionWidget: (id) => fetchJson(`/recipes/${id}/nutritionWidget.json`, {}, true),
    equipmentWidget: (id) => fetchJson(`/recipes/${id}/equipmentWidget.json`, {}, true),
  };
}

// The one client object the SPA hands to its machines: the server's API, the provider behind its rate limiter,
// the few calls that combine them into what a screen shows, all through the one cache of answers (data/), and
// `onStale`, how machines hear that someone else changed what they show (the live-event router, decision 032).
import type { DataKey, DataKeyPrefix } from '@potluck/contract';
import { type RecipeFilter, readyMinutes } from '@potluck/domain';
import { createApi } from './api.ts';
import { createAnswerCache } from './data/cache.ts';
import { cachedCalls } from './data/cachedCalls.ts';
import { checkKept } from './data/checkAnswers.ts';
import { createKeptCopies, forgetKeptCopies, type KeptStorage } from './data/keptCopies.ts';
import { keys } from './data/keys.ts';
import { routeLiveUpdates } from './data/liveRouter.ts';
import { createHttp, type HttpOptions } from './http.ts';
import { createLiveEvents, type OpenEventSource } from './liveEvents.ts';
import { createProviderClient } from './provider.ts';
import { memberRecipeView, providerRecipeView } from './recipeView.ts';

/** A browse card: what a grid shows of a recipe before it is opened (the machines' RecipeCard). */
export type RecipeCard = {
  id: string | number;
  title: string;
  image?: string;
  source: 'member' | 'external';
  /** Minutes, when the answer says (member recipes: prep plus cook time). */
  readyInMinutes?: number | null;
  /** Our members' likes, when the answer says (the built-in provider and the public feed do). */
  likeCount?: number;
  /** The member who wrote it (member recipes only). */
  author?: string;
};

export type AppClientOptions = HttpOptions & {
  /** Opens the live event stream; the browser's EventSource by default. */
  openEventSource?: OpenEventSource;
  /** Where answers are kept for offline reading (IndexedDB in the browser); none: nothing is kept. */
  keptStorage?: KeptStorage | null;
};

/** Catalogue pages change only when the catalogue does: a search asked again within this time is not re-sent. */
const catalogueFreshMs = 10 * 60_000;

export function createAppClient(options: AppClientOptions = {}) {
  const http = createHttp(options);
  const api = createApi(http);
  const provider = createProviderClient(http);
  const cache = createAnswerCache();
  const calls = cachedCalls(api, provider, cache);
  const stream = createLiveEvents({
    url: `${options.baseUrl ?? ''}/api/events`,
    open: options.openEventSource,
  });
  const storage = options.keptStorage ?? null;
  // The router listens to the stream while any machine listens to the cache, as the stream did before it.
  let stopRouting: (() => void) | null = null;

  return {
    ...api,
    ...calls,
    provider,
    onStale(prefix: DataKeyPrefix, listener: (stale: DataKey) => void): () => void {
      const stop = cache.onStale(prefix, listener);
      stopRouting ??= routeLiveUpdates(stream, cache);
      return () => {
        stop();
        if (cache.listening() === 0) {
          stopRouting?.();
          stopRouting = null;
        }
      };
    },
    /**
     * Who is signed in on this device from now on (null: nobody). Answers read from now on are kept for them, and
     * only their copies are read back; what the cache held in memory for anyone before is gone.
     */
    signedIn(memberId: string | null): void {
      cache.clear();
      cache.keepFor(storage && memberId ? createKeptCopies({ storage, memberId, check: checkKept }) : null);
    },
    /** Deletes the copies kept on this device: every member's, or every member's but `memberId`'s. */
    forgetKeptCopies: async (memberId: string | null = null) => {
      if (storage) await forgetKeptCopies(storage, memberId).catch(() => undefined);
    },
    getMemberRecipe: async (id: string) => memberRecipeView(await calls.getRecipe(id)),
    /** SPEC §7: a provider recipe is its information, nutrition widget and equipment widget. */
    getExternalRecipe: async (id: string) => {
      const { information, nutrition, equipment } = await calls.getProviderRecipe(id);
      return providerRecipeView(information, nutrition, equipment);
    },
    searchExternal: (search: { query: string; filter: RecipeFilter; offset: number; number: number }) =>
      cache.read(
        keys.catalogueFeed(search.query, search.filter, search.offset, search.number),
        async () => {
          const answer = await provider.complexSearch({
            query: search.query,
            ...search.filter,
            offset: search.offset,
            number: search.number,
          });
          return answer.results.map(
            (result): RecipeCard => ({
              id: result.id,
              title: result.title,
              image: result.image,
              source: 'external',
              readyInMinutes: readyMinutes({ readyInMinutes: result.readyInMinutes }),
              ...(result.likeCount !== undefined && { likeCount: result.likeCount }),
            }),
          );
        },
        { freshForMs: catalogueFreshMs },
      ),
    getPublicRecipes: (search: { query: string; filter: RecipeFilter }) =>
      cache.read(keys.publicFeed(search.query, search.filter), async () => {
        const recipes = await api.getPublicRecipeList({ query: search.query, ...search.filter, limit: 100 });
        return recipes.map(
          (recipe): RecipeCard => ({
            id: recipe._id,
            title: recipe.title,
            image: recipe.image,
            source: 'member',
            readyInMinutes: readyMinutes({ prepTime: recipe.prepTime, cookTime: recipe.cookTime }),
            likeCount: recipe.likeCount,
            author: recipe.owner.username,
          }),
        );
      }),
    getTopExternal: async () => {
      const answer = await provider.complexSearch({
        sort: 'popularity',
        number: 5,
        addRecipeInformation: true,
      });
      return answer.results.map((result) => ({ id: result.id, title: result.title }));
    },
  };
}

/** @internal the whole client's type, for the test that proves it fits every machine's client interface */
export type AppClient = ReturnType<typeof createAppClient>;

// The one client object the SPA hands to its machines: the server's API, the provider behind its rate limiter,
// the few calls that combine them into what a screen shows, and the server's live events (`subscribe`).

import { type RecipeFilter, readyMinutes } from '@potluck/domain';
import { createApi } from './api.ts';
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
};

export function createAppClient(options: AppClientOptions = {}) {
  const http = createHttp(options);
  const api = createApi(http);
  const provider = createProviderClient(http);

  return {
    ...api,
    provider,
    /** The member's live events (message.received, notification.received, friends.changed). */
    subscribe: createLiveEvents({
      url: `${options.baseUrl ?? ''}/api/events`,
      open: options.openEventSource,
    }),
    getMemberRecipe: async (id: string) => memberRecipeView(await api.getRecipe(id)),
    /** SPEC §7: a provider recipe is its information, nutrition widget and equipment widget. */
    getExternalRecipe: async (id: string) => {
      const [information, nutrition, equipment] = await Promise.all([
        provider.information(id),
        provider.nutrition(id).catch(() => undefined),
        provider.equipment(id).catch(() => undefined),
      ]);
      return providerRecipeView(information, nutrition, equipment);
    },
    searchExternal: async (search: {
      query: string;
      filter: RecipeFilter;
      offset: number;
      number: number;
    }) => {
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
    getPublicRecipes: async (search: { query: string; filter: RecipeFilter }) => {
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
    },
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

// The client's calls that go through the one cache: reads ask it first (and fall back to a kept copy offline),
// writes put their answer in (a member's own change is applied from its answer and never read again) or tell it
// what they made stale. Every other call of api.ts goes straight to the server. A chunk of its own, loaded with
// the first of these calls (appClient.ts): a visitor's page never needs it.
import type { PlanWeek, Potluck, ShoppingList } from '@potluck/contract';
import { isMemberRecipeId, limits, type RecipeFilter, readyMinutes } from '@potluck/domain';
import type { Api } from '../api.ts';
import type { RecipeCard } from '../appClient.ts';
import type { Http } from '../http.ts';
import { createPotluckApi } from '../potluckApi.ts';
import type { ProviderClient } from '../provider.ts';
import { memberRecipeView, providerRecipeView } from '../recipeView.ts';
import type { AnswerCache } from './cache.ts';
import type { CachedCallName } from './cachedCallNames.ts';
import { keys } from './keys.ts';

type Id = string;
/** Catalogue pages change only when the catalogue does: a search asked again within this time is not re-sent. */
const catalogueFreshMs = 10 * 60_000;

/** Cards of a feed page: whatever a page holds, each with an id and perhaps a like count. */
type FeedCard = { id: string | number; likeCount?: number };

export function cachedCalls(server: Api, provider: ProviderClient, cache: AnswerCache, http: Http) {
  // The potlucks' calls are not in the app's entry (appClient.ts): this chunk makes its own.
  const api = { ...server, ...createPotluckApi(http) };
  const potluckAnswer =
    <A extends unknown[]>(write: (id: Id, ...args: A) => Promise<Potluck>) =>
    async (id: Id, ...args: A) => {
      const answer = await cache.applied(keys.potluck(id), write(id, ...args));
      cache.forget(keys.potlucks());
      return answer;
    };
  const listAnswer =
    <A extends unknown[]>(write: (listId: Id, ...args: A) => Promise<ShoppingList>) =>
    async (listId: Id, ...args: A) => {
      // Kept under the list it answers: a member who leaves a shared list is answered with their own.
      const answer = await cache.applied(keys.shoppingList(listId), write(listId, ...args), (list) =>
        keys.shoppingList(list.id),
      );
      cache.forget(keys.shoppingLists());
      return answer;
    };
  const weekAnswer =
    <A extends unknown[], W extends PlanWeek>(write: (planId: Id, ...args: A) => Promise<W>) =>
    async (planId: Id, ...args: A) =>
      // Kept under the week it answers: a member who leaves a shared plan is answered with their own.
      cache.applied(['plan', planId], write(planId, ...args), (week) => keys.planWeek(week.id, week.weekStart));
  const thenForget =
    <A extends unknown[], R>(write: (...args: A) => Promise<R>, forget: (...args: A) => void) =>
    async (...args: A) => {
      const answer = await write(...args);
      forget(...args);
      return answer;
    };

  // Recipes: a member recipe's answer, or a provider recipe's information with its widgets (each optional).
  const getRecipe = (id: Id) => cache.read(keys.recipe(id), () => api.getRecipe(id));
  const getProviderRecipe = (id: string | number) =>
    cache.read(keys.recipe(id), async () => {
      const [information, nutrition, equipment] = await Promise.all([
        provider.information(id),
        provider.nutrition(id).catch(() => undefined),
        provider.equipment(id).catch(() => undefined),
      ]);
      return { information, nutrition, equipment };
    });

  return {
    getRecipe,
    getProviderRecipe,
    getMemberRecipe: async (id: string) => memberRecipeView(await getRecipe(id)),
    /** SPEC §7: a provider recipe is its information, nutrition widget and equipment widget. */
    getExternalRecipe: async (id: string) => {
      const { information, nutrition, equipment } = await getProviderRecipe(id);
      return providerRecipeView(information, nutrition, equipment);
    },
    /** A page of the catalogue's search, as browse cards. */
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
    /** Members' public recipes matching a search, as browse cards. */
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
      const answer = await provider.complexSearch({ sort: 'popularity', number: 5, addRecipeInformation: true });
      return answer.results.map((result) => ({ id: result.id, title: result.title }));
    },
    /** A like's answer shows on the recipe and on every feed page that holds its card. */
    toggleLike: async (recipeId: string) => {
      const likes = await api.toggleLike(recipeId);
      cache.update<FeedCard[]>(['feed'], (cards) =>
        cards.map((card) => (String(card.id) === recipeId ? { ...card, likeCount: likes.likeCount } : card)),
      );
      cache.update<{ likeCount?: number; liked?: boolean }>(keys.recipe(recipeId), (recipe) => ({
        ...recipe,
        ...likes,
      }));
      return likes;
    },
    /** Reads the recipes not read yet in this session, one at a time, so they are kept for offline reading. */
    keepRecipes: async (ids: string[]) => {
      for (const id of ids) {
        if (cache.peek(keys.recipe(id)) !== undefined) continue;
        try {
          if (isMemberRecipeId(id)) await getRecipe(id);
          else await getProviderRecipe(id);
        } catch {
          // Not kept this time (gone, private, offline again): it is read again on the next visit.
        }
      }
    },
    createRecipe: thenForget(api.createRecipe, (recipe) => {
      cache.forget(['feed']);
      if (typeof recipe.cookbookId === 'string') cache.forget(keys.cookbook(recipe.cookbookId));
    }),
    // A recipe's privacy or its deletion changes what the feeds and every cookbook holding it show (no live
    // event says so to its author).
    setRecipePrivacy: thenForget(api.setRecipePrivacy, (id) => {
      cache.forget(['feed']);
      cache.forget(keys.recipe(id));
      cache.forget(['cookbook']);
    }),
    deleteRecipe: thenForget(api.deleteRecipe, (id) => {
      cache.forget(['feed']);
      cache.drop(keys.recipe(id));
      cache.forget(['cookbook']);
    }),

    // Cookbooks
    getCookbooks: () => cache.read(keys.cookbooks(), api.getCookbooks),
    // SPEC §4: a cookbook page is kept 10 minutes; a live change or the member's own change ends that sooner.
    getCookbook: (id: Id) =>
      cache.read(keys.cookbook(id), () => api.getCookbook(id), { freshForMs: limits.cookbookCacheMs }),
    createCookbook: thenForget(api.createCookbook, () => cache.forget(keys.cookbooks())),
    setCookbookPrivacy: thenForget(api.setCookbookPrivacy, (id) => {
      cache.forget(keys.cookbook(id));
      cache.forget(keys.cookbooks());
    }),
    deleteCookbook: thenForget(api.deleteCookbook, (id) => {
      cache.drop(keys.cookbook(id));
      cache.forget(keys.cookbooks());
    }),
    addRecipeToCookbook: thenForget(api.addRecipeToCookbook, (id) => cache.forget(keys.cookbook(id))),
    removeRecipeFromCookbook: thenForget(api.removeRecipeFromCookbook, (id) => cache.forget(keys.cookbook(id))),
    shareCookbook: thenForget(api.shareCookbook, (id) => cache.forget(keys.cookbook(id))),
    acceptShare: thenForget(api.acceptShare, () => cache.forget(keys.cookbooks())),

    // Shopping lists: every change answers the whole list.
    getShoppingLists: () => cache.read(keys.shoppingLists(), api.getShoppingLists),
    getShoppingList: (listId: Id) => cache.read(keys.shoppingList(listId), () => api.getShoppingList(listId)),
    addShoppingLines: listAnswer(api.addShoppingLines),
    addRecipeToShoppingList: listAnswer(api.addRecipeToShoppingList),
    addCookbookToShoppingList: listAnswer(api.addCookbookToShoppingList),
    addPlanEntriesToShoppingList: listAnswer(api.addPlanEntriesToShoppingList),
    updateShoppingItem: listAnswer(api.updateShoppingItem),
    deleteShoppingItem: listAnswer(api.deleteShoppingItem),
    clearCheckedShoppingItems: listAnswer(api.clearCheckedShoppingItems),
    shareShoppingList: listAnswer(api.shareShoppingList),
    unshareShoppingList: listAnswer(api.unshareShoppingList),

    // Meal plans: every change answers a week of the plan.
    getPlans: () => cache.read(keys.plans(), api.getPlans),
    getPlanWeek: (planId: Id, weekStart: string) =>
      cache.read(keys.planWeek(planId, weekStart), () => api.getPlanWeek(planId, weekStart)),
    addPlanEntry: weekAnswer(api.addPlanEntry),
    updatePlanEntry: weekAnswer(api.updatePlanEntry),
    deletePlanEntry: weekAnswer(api.deletePlanEntry),
    sharePlan: weekAnswer(api.sharePlan),
    unsharePlan: weekAnswer(api.unsharePlan),

    // Potlucks: every change answers the whole potluck as the member sees it.
    getPotlucks: (days?: { from: string; to: string }) => cache.read(keys.potlucks(days), () => api.getPotlucks(days)),
    getPotluck: (id: Id) => cache.read(keys.potluck(id), () => api.getPotluck(id)),
    createPotluck: thenForget(api.createPotluck, () => cache.forget(keys.potlucks())),
    updatePotluck: potluckAnswer(api.updatePotluck),
    cancelPotluck: potluckAnswer(api.cancelPotluck),
    invitePotluckGuests: potluckAnswer(api.invitePotluckGuests),
    setPotluckJoinLink: potluckAnswer(api.setPotluckJoinLink),
    answerPotluck: potluckAnswer(api.answerPotluck),
    claimPotluckDish: potluckAnswer(api.claimPotluckDish),
    unclaimPotluckDish: potluckAnswer(api.unclaimPotluckDish),
    setPotluckDishServings: potluckAnswer(api.setPotluckDishServings),
    removePotluckGuest: thenForget(api.removePotluckGuest, (id) => {
      cache.forget(keys.potluck(id));
      cache.forget(keys.potlucks());
    }),
    hostPotluckAgain: thenForget(api.hostPotluckAgain, () => cache.forget(keys.potlucks())),
    joinPotluckByLink: thenForget(api.joinPotluckByLink, () => cache.forget(keys.potlucks())),

  } satisfies Record<CachedCallName, (...args: never[]) => Promise<unknown>>;
}

import {
  addShoppingCookbookBody,
  addShoppingLinesBody,
  addShoppingPlanEntriesBody,
  addShoppingRecipeBody,
  errorResponses,
  providerIdPattern,
  type ShoppingList,
  shareShoppingListBody,
  shoppingItemParams,
  shoppingList,
  shoppingListParams,
  shoppingListSummaries,
  shoppingShareParams,
  updateShoppingItemBody,
} from '@potluck/contract';
import { scaleIngredient, servingsFactor, shoppingLimits } from '@potluck/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../db/db.ts';
import { conflict, forbidden, notFound, unprocessable } from '../errors.ts';
import { publish } from '../events.ts';
import { isId } from '../ids.ts';
import type { RecipeIngredientLines } from '../repositories/recipeRepository.ts';
import { type Changed, type LineToAdd, ShoppingListFull } from '../repositories/shoppingListRepository.ts';

// Shopping lists (API.md "Sharing with friends"; contract/shopping.ts). A list the member cannot open is a 404,
// never a 403, so its existence is not told. Who may open it is decided by the repository's one predicate, inside
// each change's transaction. Every change answers the whole list as the member sees it and tells everyone who can
// open the list (a `shopping` live event), within a second on every instance. Every add is bounded before any
// work: typed lines by the body's schema, a recipe's and a cookbook's lines here, before they are merged.

const notFoundMessage = 'Shopping list not found';
const fullMessage = 'The shopping list is full: clear checked items or delete some first';
const { linesPerAdd, recipesPerCookbookAdd, linesPerCookbookAdd, linesPerPlanAdd } = shoppingLimits;

export default async function shoppingListRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { shoppingLists: lists, cookbooks, recipes, providerRecipes, plans } = app;

  /** The list a change answers, or 404 when the member may not open it (nothing was changed then). */
  function answered<Outcome>(changed: Changed<Outcome> | undefined): {
    outcome: Outcome;
    list: ShoppingList;
  } {
    if (!changed?.list) notFound(notFoundMessage);
    return { outcome: changed.outcome, list: changed.list };
  }

  /**
   * Tells everyone who can open the list (and those who just lost it) that it changed, at the version of the list
   * the member is answered with (so their app knows the echo of their own change).
   */
  async function tell(listId: string, version: string | undefined, also: readonly string[] = []) {
    const event = { type: 'shopping' as const, listId, ...(version ? { version } : {}) };
    await publish(app.db, [...(await lists.audience(listId)), ...also], event);
  }

  async function tellPlan(planId: string) {
    await publish(app.db, await plans.audience(planId), { type: 'plan', planId });
  }

  async function add(
    listId: string,
    memberId: string,
    lines: LineToAdd[],
    operationId?: string,
    also?: (tx: Db) => Promise<void>,
  ) {
    try {
      const { outcome, list } = answered(await lists.addLines(listId, memberId, lines, operationId, also));
      if (outcome === 'added') await tell(listId, list.updatedAt);
      return list;
    } catch (error) {
      if (error instanceof ShoppingListFull) conflict(fullMessage);
      throw error;
    }
  }

  /** The ingredient lines of the recipes the member can see, member and provider recipes alike, in `ids` order. */
  async function ingredientLines(ids: readonly string[], viewerId: string): Promise<RecipeIngredientLines[]> {
    const providerIds = ids.filter((id) => providerIdPattern.test(id)).map(Number);
    const [member, provider] = await Promise.all([
      recipes.ingredientLines(ids.filter(isId), viewerId),
      providerRecipes.ingredientLines(providerIds),
    ]);
    const byId = new Map([...member, ...provider].map((recipe) => [recipe.id, recipe]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  const common = { tags: ['shopping'] };

  route.get(
    '/api/shopping-lists',
    {
      config: { access: 'member' },
      schema: { ...common, response: { 200: shoppingListSummaries, ...errorResponses(401) } },
    },
    async (request) => lists.summaries(request.member.id),
  );

  route.get(
    '/api/shopping-lists/:id',
    {
      config: { access: 'member' },
      schema: {
        ...common,
        params: shoppingListParams,
        response: { 200: shoppingList, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => (await lists.read(request.params.id, request.member.id)) ?? notFound(notFoundMessage),
  );

  route.post(
    '/api/shopping-lists/:id/items',
    {
      config: { access: 'member' },
      schema: {
        ...common,
        params: shoppingListParams,
        body: addShoppingLinesBody,
        response: { 200: shoppingList, ...errorResponses(400, 401, 404, 409, 413, 429) },
      },
    },
    async (request) => {
      const { lines, operationId } = request.body;
      return add(
        request.params.id,
        request.member.id,
        lines.map((line) => ({ line })),
        operationId,
      );
    },
  );

  route.post(
    '/api/shopping-lists/:id/recipes',
    {
      config: { access: 'member' },
      schema: {
        ...common,
        params: shoppingListParams,
        body: addShoppingRecipeBody,
        response: { 200: shoppingList, ...errorResponses(400, 401, 404, 409, 413, 422, 429) },
      },
    },
    async (request) => {
      const member = request.member;
      const { recipeId, servings, operationId } = request.body;
      const [recipe] = await ingredientLines([recipeId], member.id);
      if (!recipe) notFound('Recipe not found');
      if (recipe.lines.length > linesPerAdd) {
        unprocessable(
          `The recipe has ${recipe.lines.length} ingredient lines; at most ${linesPerAdd} are added to a shopping list at once`,
        );
      }
      const factor = servings === undefined ? 1 : servingsFactor(recipe.servings, servings);
      const source = { recipeId: recipe.id, title: recipe.title };
      const lines = recipe.lines.map((line) => ({ line: scaleIngredient(line, factor), source }));
      return add(request.params.id, member.id, lines, operationId);
    },
  );

  route.post(
    '/api/shopping-lists/:id/cookbooks',
    {
      config: { access: 'member' },
      schema: {
        ...common,
        params: shoppingListParams,
        body: addShoppingCookbookBody,
        response: { 200: shoppingList, ...errorResponses(400, 401, 404, 409, 413, 422, 429) },
      },
    },
    async (request) => {
      const member = request.member;
      const { cookbookId, operationId } = request.body;
      const cookbook = (await cookbooks.findVisible(cookbookId, member.id)) ?? notFound('Cookbook not found');
      if (cookbook.recipes.length > recipesPerCookbookAdd) {
        unprocessable(
          `The cookbook has ${cookbook.recipes.length} recipes; at most ${recipesPerCookbookAdd} are added to a shopping list at once`,
        );
      }
      const found = await ingredientLines(cookbook.recipes, member.id);
      const total = found.reduce((sum, recipe) => sum + recipe.lines.length, 0);
      if (total > linesPerCookbookAdd) {
        unprocessable(
          `The cookbook's recipes have ${total} ingredient lines; at most ${linesPerCookbookAdd} are added to a shopping list at once`,
        );
      }
      const lines = found.flatMap((recipe) =>
        recipe.lines.map((line) => ({ line, source: { recipeId: recipe.id, title: recipe.title } })),
      );
      return add(request.params.id, member.id, lines, operationId);
    },
  );

  route.post(
    '/api/shopping-lists/:id/plan-entries',
    {
      config: { access: 'member' },
      schema: {
        ...common,
        params: shoppingListParams,
        body: addShoppingPlanEntriesBody,
        response: { 200: shoppingList, ...errorResponses(400, 401, 404, 409, 413, 422, 429) },
      },
    },
    async (request) => {
      const member = request.member;
      const { planId, entryIds, operationId } = request.body;
      const planned =
        (await plans.recipeEntries(planId, member.id, [...new Set(entryIds)])) ??
        notFound('Meal plan not found');
      const found = await ingredientLines([...new Set(planned.map((entry) => entry.recipeId))], member.id);
      const byId = new Map(found.map((recipe) => [recipe.id, recipe]));
      // Entries whose recipe the member cannot open (a housemate's private recipe) are left out, and not marked.
      const listed = planned.flatMap((entry) => {
        const recipe = byId.get(entry.recipeId);
        return recipe ? [{ entry, recipe }] : [];
      });
      const total = listed.reduce((sum, { recipe }) => sum + recipe.lines.length, 0);
      if (total > linesPerPlanAdd) {
        unprocessable(
          `The planned recipes have ${total} ingredient lines; at most ${linesPerPlanAdd} are added to a shopping list at once`,
        );
      }
      const lines = listed.flatMap(({ entry, recipe }) => {
        const factor = entry.servings === null ? 1 : servingsFactor(recipe.servings, entry.servings);
        const source = { recipeId: recipe.id, title: entry.title, days: [entry.day] };
        return recipe.lines.map((line) => ({ line: scaleIngredient(line, factor), source }));
      });
      const marked = listed.map(({ entry }) => entry.id);
      let markedNow = false;
      const list = await add(request.params.id, member.id, lines, operationId, async (tx) => {
        markedNow = await plans.markAddedToList(planId, member.id, marked, tx);
      });
      // `add` told the list's audience; the plan's learns its entries are marked (a replay marks nothing).
      if (markedNow) await tellPlan(planId);
      return list;
    },
  );

  route.patch(
    '/api/shopping-lists/:id/items/:itemId',
    {
      config: { access: 'member' },
      schema: {
        ...common,
        params: shoppingItemParams,
        body: updateShoppingItemBody,
        response: { 200: shoppingList, ...errorResponses(400, 401, 404, 413, 429) },
      },
    },
    async (request) => {
      const { id, itemId } = request.params;
      const { changedAt, ...change } = request.body;
      const changed = await lists.updateItem(id, request.member.id, itemId, change, new Date(changedAt));
      const { outcome, list } = answered(changed);
      if (outcome === 'missing') notFound('Item not found');
      // Its audience came with the change (one statement fewer for the commonest shared write).
      if (outcome === 'changed') {
        const event = { type: 'shopping' as const, listId: id, version: list.updatedAt };
        await publish(app.db, changed?.audience ?? [], event);
      }
      return list;
    },
  );

  route.delete(
    '/api/shopping-lists/:id/items/:itemId',
    {
      config: { access: 'member' },
      schema: {
        ...common,
        params: shoppingItemParams,
        response: { 200: shoppingList, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const { id, itemId } = request.params;
      const { outcome: deleted, list } = answered(await lists.deleteItem(id, request.member.id, itemId));
      if (!deleted) notFound('Item not found');
      await tell(id, list.updatedAt);
      return list;
    },
  );

  route.post(
    '/api/shopping-lists/:id/clear-checked',
    {
      config: { access: 'member' },
      schema: {
        ...common,
        params: shoppingListParams,
        response: { 200: shoppingList, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const { list } = answered(await lists.clearChecked(request.params.id, request.member.id));
      await tell(request.params.id, list.updatedAt);
      return list;
    },
  );

  route.post(
    '/api/shopping-lists/:id/shares',
    {
      config: { access: 'member' },
      schema: {
        ...common,
        params: shoppingListParams,
        body: shareShoppingListBody,
        response: { 200: shoppingList, ...errorResponses(400, 401, 403, 404, 409, 413, 429) },
      },
    },
    async (request) => {
      const member = request.member;
      const target = request.body;
      if ('cookbookId' in target) {
        const cookbook = await cookbooks.findVisible(target.cookbookId, member.id);
        if (!cookbook?.owners.includes(member.id)) notFound('Cookbook not found');
      }
      const { outcome, list } = answered(await lists.share(request.params.id, member.id, target));
      if (outcome === 'not-owner') forbidden('Only the owner shares the shopping list');
      if (outcome === 'not-friends') forbidden('You can only share your shopping list with friends');
      if (outcome === 'duplicate') conflict('The shopping list is already shared with them');
      if (outcome === 'full') conflict('The shopping list is shared with as many as it can be');
      await tell(list.id, list.updatedAt);
      return list;
    },
  );

  route.delete(
    '/api/shopping-lists/:id/shares/:shareId',
    {
      config: { access: 'member' },
      schema: {
        ...common,
        params: shoppingShareParams,
        response: { 200: shoppingList, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const member = request.member;
      const { id, shareId } = request.params;
      const changed = await lists.unshare(id, member.id, shareId);
      if (!changed) notFound(notFoundMessage);
      const { outcome, list } = changed;
      if (!outcome.ended && outcome.reason === 'missing') notFound('Share not found');
      // The owner unshares; a member it is shared with may leave.
      if (!outcome.ended) forbidden('Only the owner unshares the shopping list');
      await tell(id, list?.updatedAt, outcome.before);
      // Someone who left can no longer open it: they get their own list instead.
      return (
        list ?? (await lists.read(await lists.ownListId(member.id), member.id)) ?? notFound(notFoundMessage)
      );
    },
  );
}

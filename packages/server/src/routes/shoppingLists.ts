import {
  addShoppingCookbookBody,
  addShoppingLinesBody,
  addShoppingRecipeBody,
  errorResponses,
  type ShoppingList,
  shareShoppingListBody,
  shoppingItemParams,
  shoppingList,
  shoppingListParams,
  shoppingListSummaries,
  shoppingShareParams,
  updateShoppingItemBody,
} from '@potluck/contract';
import { scaleIngredient, servingsFactor } from '@potluck/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { conflict, forbidden, notFound } from '../errors.ts';
import { publish } from '../events.ts';
import { requireMember } from '../plugins/auth.ts';
import { type LineToAdd, ShoppingListFull } from '../repositories/shoppingListRepository.ts';

// Shopping lists (API.md "Shopping lists"; contract/shopping.ts). A list the member cannot open is a 404, never
// a 403, so its existence is not told. Every change answers the whole list as the member sees it and tells
// everyone who can open the list (a `shopping` live event), within a second on every instance.

const notFoundMessage = 'Shopping list not found';
const fullMessage = 'The shopping list is full: clear checked items or delete some first';

export default async function shoppingListRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { shoppingLists: lists, friends, cookbooks } = app;

  /** The list as the member sees it, or 404. */
  async function opened(listId: string, memberId: string): Promise<ShoppingList> {
    return (await lists.read(listId, memberId)) ?? notFound(notFoundMessage);
  }

  /** Tells everyone who can open the list (and those who just lost it) that it changed. */
  async function tell(listId: string, also: readonly string[] = []) {
    const audience = new Set([...(await lists.audience(listId)), ...also]);
    for (const memberId of audience) await publish(app.db, memberId, { type: 'shopping', listId });
  }

  async function add(listId: string, memberId: string, lines: LineToAdd[], operationId?: string) {
    await opened(listId, memberId);
    try {
      if (await lists.addLines(listId, lines, operationId)) await tell(listId);
    } catch (error) {
      if (error instanceof ShoppingListFull) conflict(fullMessage);
      throw error;
    }
    return opened(listId, memberId);
  }

  const common = { tags: ['shopping'] };

  route.get(
    '/api/shopping-lists',
    {
      config: { access: 'member' },
      schema: { ...common, response: { 200: shoppingListSummaries, ...errorResponses(401) } },
    },
    async (request) => lists.summaries(requireMember(request).id),
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
    async (request) => opened(request.params.id, requireMember(request).id),
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
        requireMember(request).id,
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
        response: { 200: shoppingList, ...errorResponses(400, 401, 404, 409, 413, 429) },
      },
    },
    async (request) => {
      const member = requireMember(request);
      const { recipeId, servings, operationId } = request.body;
      await opened(request.params.id, member.id);
      const [recipe] = await lists.ingredientLines([recipeId], member.id);
      if (!recipe) notFound('Recipe not found');
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
        response: { 200: shoppingList, ...errorResponses(400, 401, 404, 409, 413, 429) },
      },
    },
    async (request) => {
      const member = requireMember(request);
      const { cookbookId, operationId } = request.body;
      await opened(request.params.id, member.id);
      const cookbook = (await cookbooks.findVisible(cookbookId, member.id)) ?? notFound('Cookbook not found');
      const recipes = await lists.ingredientLines(cookbook.recipes, member.id);
      const lines = recipes.flatMap((recipe) =>
        recipe.lines.map((line) => ({ line, source: { recipeId: recipe.id, title: recipe.title } })),
      );
      return add(request.params.id, member.id, lines, operationId);
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
      const member = requireMember(request);
      const { id, itemId } = request.params;
      const { changedAt, ...change } = request.body;
      await opened(id, member.id);
      const outcome = await lists.updateItem(id, itemId, change, new Date(changedAt));
      if (outcome === 'missing') notFound('Item not found');
      if (outcome === 'changed') await tell(id);
      return opened(id, member.id);
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
      const member = requireMember(request);
      const { id, itemId } = request.params;
      await opened(id, member.id);
      if (!(await lists.deleteItem(id, itemId))) notFound('Item not found');
      await tell(id);
      return opened(id, member.id);
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
      const member = requireMember(request);
      await opened(request.params.id, member.id);
      await lists.clearChecked(request.params.id);
      await tell(request.params.id);
      return opened(request.params.id, member.id);
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
      const member = requireMember(request);
      const list = await opened(request.params.id, member.id);
      if (list.ownerId !== member.id) forbidden('Only the owner shares the shopping list');
      const target = request.body;
      if ('memberId' in target) {
        if ((await friends.relation(member.id, target.memberId)) !== 'friends') {
          forbidden('You can only share your shopping list with friends');
        }
      } else {
        const cookbook = await cookbooks.findVisible(target.cookbookId, member.id);
        if (!cookbook?.owners.includes(member.id)) notFound('Cookbook not found');
      }
      const outcome = await lists.share(list.id, target);
      if (outcome === 'duplicate') conflict('The shopping list is already shared with them');
      if (outcome === 'full') conflict('The shopping list is shared with as many as it can be');
      await tell(list.id);
      return opened(list.id, member.id);
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
      const member = requireMember(request);
      const { id, shareId } = request.params;
      const list = await opened(id, member.id);
      const share = (await lists.findShare(id, shareId)) ?? notFound('Share not found');
      // The owner unshares; a member it is shared with may leave.
      if (list.ownerId !== member.id && share.memberId !== member.id) {
        forbidden('Only the owner unshares the shopping list');
      }
      const before = await lists.audience(id);
      await lists.unshare(id, shareId);
      await tell(id, before);
      // Someone who left can no longer open it: they get their own list instead.
      return (await lists.read(id, member.id)) ?? opened(await lists.ownListId(member.id), member.id);
    },
  );
}

import type { ShoppingList } from '@potluck/contract';
import { shoppingLimits } from '@potluck/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerMember, type TestApp, type TestMember, tinyPng } from './helpers/index.ts';

// Every add to a shopping list is bounded before any work (API.md "Sharing with friends"): a recipe's lines count
// against the per-add limit, a cookbook add has its own limits, each refused with 422 naming the numbers; and no
// amount, however absurd, makes a list unreadable.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

function call(member: TestMember, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { cookie: member.cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function ownList(member: TestMember): Promise<string> {
  return (await call(member, 'GET', '/api/shopping-lists')).json<Array<{ id: string }>>()[0]!.id;
}

async function recipe(member: TestMember, title: string, ingredients: string[]): Promise<string> {
  const made = await call(member, 'POST', '/api/recipes', {
    title,
    image: tinyPng,
    servings: '4',
    ingredients,
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json<{ _id: string }>()._id;
}

const numbered = (count: number, what = 'spice') =>
  Array.from({ length: count }, (_, i) => `1 tsp ${what} number ${i}`);

describe('absurd amounts', () => {
  it('a recipe whose amounts add up past the largest number leaves a list that still reads, every amount finite', async () => {
    const ada = await registerMember(t.app);
    const listId = await ownList(ada);
    const huge = await recipe(ada, 'Flour mountain', [`18${'0'.repeat(304)} kg flour`, '1 g flour']);
    const added = await call(ada, 'POST', `/api/shopping-lists/${listId}/recipes`, { recipeId: huge });
    expect(added.statusCode, added.body).toBe(200);
    // Twice, so a merge of the two would be tried both ways.
    expect(
      (await call(ada, 'POST', `/api/shopping-lists/${listId}/recipes`, { recipeId: huge })).statusCode,
    ).toBe(200);
    const read = await call(ada, 'GET', `/api/shopping-lists/${listId}`);
    expect(read.statusCode, read.body).toBe(200);
    const items = read.json<ShoppingList>().items;
    for (const item of items) {
      expect(item.quantity === null || Number.isFinite(item.quantity), item.text).toBe(true);
    }
    // The absurd line is kept as the cook wrote it, the sane one is an amount.
    expect(items.map((item) => item.text).sort()).toEqual([`18${'0'.repeat(304)} kg flour`, '2 g flour']);
  });

  it('typed amounts whose sum would pass the largest amount stay two items', async () => {
    const ada = await registerMember(t.app);
    const listId = await ownList(ada);
    await call(ada, 'POST', `/api/shopping-lists/${listId}/items`, { lines: ['1000000 kg sugar'] });
    const added = await call(ada, 'POST', `/api/shopping-lists/${listId}/items`, {
      lines: ['1 kg sugar', '1 kg sugar'],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<ShoppingList>().items.map((item) => item.quantity)).toEqual(
      expect.arrayContaining([shoppingLimits.largestQuantity, 2]),
    );
  });
});

describe('the work of an add', () => {
  it('is as many statements for a hundred lines as for one, whatever the list holds', async () => {
    const ada = await registerMember(t.app);
    const listId = await ownList(ada);
    for (let start = 0; start < 300; start += 100) {
      await call(ada, 'POST', `/api/shopping-lists/${listId}/items`, {
        lines: numbered(100, `herb ${start}`),
      });
    }
    const statements = async (lines: string[]) => {
      t.resetQueryCount();
      const added = await call(ada, 'POST', `/api/shopping-lists/${listId}/items`, { lines });
      expect(added.statusCode, added.body).toBe(200);
      return t.queryCount();
    };
    const one = await statements(['1 tsp cumin']);
    // A hundred lines: half merge into the items above, half are new.
    const hundred = await statements([...numbered(50, 'herb 0'), ...numbered(50, 'seed')]);
    expect(hundred).toBe(one);
    // The session, the transaction with its access check and lock, the merge's one read and one write, the
    // list's time; then the answer read once (list, items, shares) and the audience of the event.
    expect(one).toBeLessThanOrEqual(12);
  });
});

describe('the largest adds', () => {
  it('adds a recipe of as many lines as one add takes, and refuses one more before any work, naming the numbers', async () => {
    const ada = await registerMember(t.app);
    const listId = await ownList(ada);
    const most = await recipe(ada, 'Most', numbered(shoppingLimits.linesPerAdd));
    const tooMany = await recipe(ada, 'Too many', numbered(shoppingLimits.linesPerAdd + 1, 'herb'));
    t.resetQueryCount();
    const refused = await call(ada, 'POST', `/api/shopping-lists/${listId}/recipes`, { recipeId: tooMany });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe(
      `The recipe has ${shoppingLimits.linesPerAdd + 1} ingredient lines; at most ${shoppingLimits.linesPerAdd} are added to a shopping list at once`,
    );
    // The session and the recipe's lines, and nothing of the list.
    expect(t.queryCount()).toBeLessThanOrEqual(3);
    const added = await call(ada, 'POST', `/api/shopping-lists/${listId}/recipes`, { recipeId: most });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<ShoppingList>().items).toHaveLength(shoppingLimits.linesPerAdd);
  });

  it('refuses a cookbook of more recipes than one add takes, naming the numbers', async () => {
    const ada = await registerMember(t.app);
    const listId = await ownList(ada);
    const book = (await call(ada, 'POST', '/api/cookbook', { title: 'Everything' })).json<{ _id: string }>();
    const recipes = shoppingLimits.recipesPerCookbookAdd + 1;
    await t.db.query(
      `INSERT INTO cookbook_recipes (cookbook_id, recipe_id)
       SELECT $1, id::text FROM provider_recipes ORDER BY id LIMIT $2`,
      [book._id, recipes],
    );
    const refused = await call(ada, 'POST', `/api/shopping-lists/${listId}/cookbooks`, {
      cookbookId: book._id,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe(
      `The cookbook has ${recipes} recipes; at most ${shoppingLimits.recipesPerCookbookAdd} are added to a shopping list at once`,
    );
  });

  it('refuses a cookbook whose recipes hold more lines than one add takes, naming the numbers; takes the most', async () => {
    const ada = await registerMember(t.app);
    const listId = await ownList(ada);
    const book = (await call(ada, 'POST', '/api/cookbook', { title: 'Big' })).json<{ _id: string }>();
    const perRecipe = shoppingLimits.linesPerAdd;
    const recipes = shoppingLimits.linesPerCookbookAdd / perRecipe;
    for (let i = 0; i < recipes; i += 1) {
      const id = await recipe(ada, `Big ${i}`, numbered(perRecipe, `spice ${i}`));
      expect(
        (await call(ada, 'POST', `/api/cookbook/${book._id}/addRecipe`, { recipeId: id })).statusCode,
      ).toBe(201);
    }
    // As many lines as a cookbook add takes: all of them, merged into their items.
    const most = await call(ada, 'POST', `/api/shopping-lists/${listId}/cookbooks`, { cookbookId: book._id });
    expect(most.statusCode, most.body).toBe(200);
    expect(most.json<ShoppingList>().items).toHaveLength(shoppingLimits.linesPerCookbookAdd);
    const one = await recipe(ada, 'One more', ['1 lemon']);
    await call(ada, 'POST', `/api/cookbook/${book._id}/addRecipe`, { recipeId: one });
    const refused = await call(ada, 'POST', `/api/shopping-lists/${listId}/cookbooks`, {
      cookbookId: book._id,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe(
      `The cookbook's recipes have ${shoppingLimits.linesPerCookbookAdd + 1} ingredient lines; at most ${shoppingLimits.linesPerCookbookAdd} are added to a shopping list at once`,
    );
  });
});

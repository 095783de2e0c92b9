import type { AddressInfo } from 'node:net';
import type { ShoppingList } from '@potluck/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  makeFriends,
  registerMember,
  type TestApp,
  type TestMember,
  tinyPng,
} from './helpers/index.ts';
import { openEventStream } from './helpers/liveEvents.ts';

// Shopping lists (contract/shopping.ts): merging by ingredient and convertible unit, aisles and the remembered
// aisle, recipe and cookbook adds, sharing and who may open a list, last change wins, replays applied once, and
// concurrent changes from two members.

let t: TestApp;

function call(
  member: TestMember | undefined,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: member ? { cookie: member.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function ownList(member: TestMember): Promise<string> {
  const response = await call(member, 'GET', '/api/shopping-lists');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Array<{ id: string; ownerId: string }>>()[0]!.id;
}

async function addLines(
  member: TestMember,
  listId: string,
  lines: string[],
  extra: Record<string, unknown> = {},
) {
  const response = await call(member, 'POST', `/api/shopping-lists/${listId}/items`, { lines, ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ShoppingList>();
}

const texts = (list: ShoppingList) => list.items.map((item) => item.text);
const itemNamed = (list: ShoppingList, name: string) => list.items.find((item) => item.name === name)!;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('a member’s own list', () => {
  it('is made on first use, merges lines of one ingredient and convertible units, and groups by aisle', async () => {
    const ada = await registerMember(t.app);
    const listId = await ownList(ada);
    expect(await ownList(ada)).toBe(listId);
    await addLines(ada, listId, ['200 g butter', '2 onions, chopped', '1 tsp salt']);
    const list = await addLines(ada, listId, [
      '100 g butter',
      '0.5 kg flour',
      '600 g flour',
      '1 onion',
      '1 cup butter',
    ]);
    // One ingredient in units that do not convert stays two items, side by side.
    expect(texts(list)).toEqual(['3 onions', '1 cup butter', '300 g butter', '1.1 kg flour', '1 tsp salt']);
    expect(list.items.map((item) => item.aisle)).toEqual(['produce', 'dairy', 'dairy', 'pantry', 'spices']);
    expect(list.ownerId).toBe(ada.id);
    expect(list.shares).toEqual([]);
  });

  it('checks off, edits, moves to an aisle it remembers, deletes and clears checked items', async () => {
    const ada = await registerMember(t.app);
    const listId = await ownList(ada);
    let list = await addLines(ada, listId, ['2 lemons', 'paper towels', '1 l milk']);
    const now = () => new Date().toISOString();
    const towels = itemNamed(list, 'paper towel');
    expect(towels.aisle).toBe('other');
    list = (
      await call(ada, 'PATCH', `/api/shopping-lists/${listId}/items/${towels.id}`, {
        aisle: 'pantry',
        changedAt: now(),
      })
    ).json<ShoppingList>();
    expect(itemNamed(list, 'paper towel').aisle).toBe('pantry');
    // Deleted and added again: the list remembers where this member keeps it.
    await call(ada, 'DELETE', `/api/shopping-lists/${listId}/items/${towels.id}`);
    list = await addLines(ada, listId, ['Paper towels']);
    expect(itemNamed(list, 'paper towel').aisle).toBe('pantry');

    const lemons = itemNamed(list, 'lemon');
    const edited = await call(ada, 'PATCH', `/api/shopping-lists/${listId}/items/${lemons.id}`, {
      text: '3 limes',
      changedAt: now(),
    });
    expect(itemNamed(edited.json(), 'lime').text).toBe('3 limes');
    const milk = itemNamed(list, 'milk');
    list = (
      await call(ada, 'PATCH', `/api/shopping-lists/${listId}/items/${milk.id}`, {
        checked: true,
        changedAt: now(),
      })
    ).json<ShoppingList>();
    expect(itemNamed(list, 'milk').checked).toBe(true);
    // More milk after it was bought is a new item, not more of the checked one.
    list = await addLines(ada, listId, ['500 ml milk']);
    expect(
      list.items.filter((item) => item.name === 'milk').map((item) => [item.text, item.checked]),
    ).toEqual([
      ['1 l milk', true],
      ['500 ml milk', false],
    ]);
    list = (await call(ada, 'POST', `/api/shopping-lists/${listId}/clear-checked`)).json<ShoppingList>();
    expect(texts(list)).toEqual(['3 limes', '500 ml milk', 'paper towel']);
  });

  it('adds a recipe at the servings chosen, remembering the recipe, and a cookbook’s recipes', async () => {
    const ada = await registerMember(t.app);
    const listId = await ownList(ada);
    const recipe = await call(ada, 'POST', '/api/recipes', {
      title: 'Pancakes',
      image: tinyPng,
      servings: '4',
      ingredients: ['200 g flour', '2 eggs', '300 ml milk', 'butter for the pan'],
    });
    expect(recipe.statusCode, recipe.body).toBe(201);
    const pancakes = recipe.json<{ _id: string }>()._id;
    const doubled = await call(ada, 'POST', `/api/shopping-lists/${listId}/recipes`, {
      recipeId: pancakes,
      servings: 8,
    });
    expect(doubled.statusCode, doubled.body).toBe(200);
    const list = doubled.json<ShoppingList>();
    expect(texts(list)).toEqual(['butter for the pan', '4 eggs', '600 ml milk', '400 g flour']);
    expect(itemNamed(list, 'flour').sources).toEqual([{ recipeId: pancakes, title: 'Pancakes' }]);

    const [catalogued] = await t.db.query<{ id: number; title: string }>(
      "SELECT id, title FROM provider_recipes WHERE jsonb_array_length(data->'extendedIngredients') > 0 ORDER BY id LIMIT 1",
    );
    const book = (await call(ada, 'POST', '/api/cookbook', { title: 'Brunch' })).json<{ _id: string }>();
    for (const recipeId of [pancakes, String(catalogued!.id)]) {
      expect((await call(ada, 'POST', `/api/cookbook/${book._id}/addRecipe`, { recipeId })).statusCode).toBe(
        201,
      );
    }
    const all = await call(ada, 'POST', `/api/shopping-lists/${listId}/cookbooks`, { cookbookId: book._id });
    expect(all.statusCode, all.body).toBe(200);
    const withBook = all.json<ShoppingList>();
    expect(itemNamed(withBook, 'flour').text).toBe('600 g flour');
    expect(
      withBook.items.some((item) => item.sources.some((source) => source.title === catalogued!.title)),
    ).toBe(true);

    const unknown = await call(ada, 'POST', `/api/shopping-lists/${listId}/recipes`, {
      recipeId: 'f'.repeat(24),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses bad input with a clear 400 and changes nothing', async () => {
    const ada = await registerMember(t.app);
    const listId = await ownList(ada);
    await addLines(ada, listId, ['1 apple']);
    for (const [method, url, body, field] of [
      ['POST', `/api/shopping-lists/${listId}/items`, { lines: [] }, 'lines'],
      ['POST', `/api/shopping-lists/${listId}/items`, { lines: ['x'.repeat(121)] }, 'lines'],
      [
        'POST',
        `/api/shopping-lists/${listId}/items`,
        { lines: ['ok'], operationId: 'no spaces!' },
        'operationId',
      ],
      ['POST', `/api/shopping-lists/${listId}/recipes`, { recipeId: 'pancakes' }, 'recipeId'],
      ['POST', `/api/shopping-lists/${listId}/recipes`, { recipeId: '123', servings: 0 }, 'servings'],
      ['POST', `/api/shopping-lists/${listId}/shares`, { memberId: ada.id, cookbookId: ada.id }, ''],
      ['POST', '/api/shopping-lists/not-an-id/items', { lines: ['ok'] }, 'id'],
    ] as const) {
      const response = await call(ada, method, url, body);
      expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json().error).toContain(field);
    }
    const item = (await call(ada, 'GET', `/api/shopping-lists/${listId}`)).json<ShoppingList>().items[0]!;
    const noChange = await call(ada, 'PATCH', `/api/shopping-lists/${listId}/items/${item.id}`, {
      changedAt: new Date().toISOString(),
    });
    expect(noChange.statusCode).toBe(400);
    const badAisle = await call(ada, 'PATCH', `/api/shopping-lists/${listId}/items/${item.id}`, {
      aisle: 'garden',
      changedAt: new Date().toISOString(),
    });
    expect(badAisle.statusCode).toBe(400);
    expect(texts((await call(ada, 'GET', `/api/shopping-lists/${listId}`)).json())).toEqual(['1 apple']);
  });

  it('keeps to its bound: an add that would pass 500 items is refused whole', async () => {
    const ada = await registerMember(t.app);
    const listId = await ownList(ada);
    for (let start = 0; start < 500; start += 100) {
      await addLines(
        ada,
        listId,
        Array.from({ length: 100 }, (_, i) => `thing number ${start + i}`),
      );
    }
    const over = await call(ada, 'POST', `/api/shopping-lists/${listId}/items`, {
      lines: ['one more', 'and more'],
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toMatch(/full/);
    expect((await call(ada, 'GET', `/api/shopping-lists/${listId}`)).json<ShoppingList>().items).toHaveLength(
      500,
    );
  });
});

describe('offline replays', () => {
  it('applies a named add once, however often it is sent', async () => {
    const ada = await registerMember(t.app);
    const listId = await ownList(ada);
    await addLines(ada, listId, ['2 eggs'], { operationId: 'offline-add-0001' });
    const again = await addLines(ada, listId, ['2 eggs'], { operationId: 'offline-add-0001' });
    expect(texts(again)).toEqual(['2 eggs']);
    expect(texts(await addLines(ada, listId, ['2 eggs'], { operationId: 'offline-add-0002' }))).toEqual([
      '4 eggs',
    ]);
  });

  it('lets the last change win: an older change than the item’s is answered with the list unchanged', async () => {
    const ada = await registerMember(t.app);
    const listId = await ownList(ada);
    const egg = itemNamed(await addLines(ada, listId, ['2 eggs']), 'egg');
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    const patch = (checked: boolean, changedAt: string) =>
      call(ada, 'PATCH', `/api/shopping-lists/${listId}/items/${egg.id}`, { checked, changedAt });
    expect(itemNamed((await patch(true, at(0))).json(), 'egg').checked).toBe(true);
    // Made offline five minutes ago, arriving now: older than the check-off, so it loses.
    expect(itemNamed((await patch(false, at(5))).json(), 'egg').checked).toBe(true);
    // A clock in the future counts as now, so it cannot win over every later change.
    await patch(false, new Date(Date.now() + 3_600_000).toISOString());
    expect(itemNamed((await patch(true, at(0))).json(), 'egg').checked).toBe(true);
  });
});

describe('sharing', () => {
  it('shares with a friend, who reads and changes it; strangers get 404; only friends are shared with', async () => {
    const [ada, bo, cy] = [
      await registerMember(t.app),
      await registerMember(t.app),
      await registerMember(t.app),
    ];
    await makeFriends(t.app, ada, bo);
    const listId = await ownList(ada);
    await addLines(ada, listId, ['1 cabbage']);
    expect((await call(bo, 'GET', `/api/shopping-lists/${listId}`)).statusCode).toBe(404);
    const refused = await call(ada, 'POST', `/api/shopping-lists/${listId}/shares`, { memberId: cy.id });
    expect(refused.statusCode).toBe(403);
    const shared = await call(ada, 'POST', `/api/shopping-lists/${listId}/shares`, { memberId: bo.id });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json<ShoppingList>().shares).toEqual([
      { kind: 'member', id: expect.any(String), memberId: bo.id, username: bo.username },
    ]);
    expect(
      (await call(ada, 'POST', `/api/shopping-lists/${listId}/shares`, { memberId: bo.id })).statusCode,
    ).toBe(409);

    const summaries = (await call(bo, 'GET', '/api/shopping-lists')).json<
      Array<{ id: string; ownerName: string }>
    >();
    expect(summaries.map((summary) => summary.ownerName)).toEqual([bo.username, ada.username]);
    const seen = await addLines(bo, listId, ['1 cabbage']);
    expect(texts(seen)).toEqual(['2 cabbages']);
    // Only the owner sees whom it is shared with, and only the owner shares it on.
    expect(seen.shares).toEqual([]);
    expect(
      (await call(bo, 'POST', `/api/shopping-lists/${listId}/shares`, { memberId: ada.id })).statusCode,
    ).toBe(403);
    for (const [method, url] of [
      ['GET', `/api/shopping-lists/${listId}`],
      ['POST', `/api/shopping-lists/${listId}/clear-checked`],
      ['DELETE', `/api/shopping-lists/${listId}/items/${seen.items[0]!.id}`],
    ] as const) {
      expect((await call(cy, method, url)).statusCode, `${method} ${url}`).toBe(404);
      expect((await call(undefined, method, url)).statusCode).toBe(401);
    }

    // Bo leaves: he gets his own list back and no longer opens Ada's.
    const share = shared.json<ShoppingList>().shares[0]!;
    const left = await call(bo, 'DELETE', `/api/shopping-lists/${listId}/shares/${share.id}`);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json<ShoppingList>().ownerId).toBe(bo.id);
    expect((await call(bo, 'GET', `/api/shopping-lists/${listId}`)).statusCode).toBe(404);
  });

  it('shared with a cookbook, every owner of the cookbook opens it, and no one else', async () => {
    const [ada, bo, cy] = [
      await registerMember(t.app),
      await registerMember(t.app),
      await registerMember(t.app),
    ];
    const book = (await call(ada, 'POST', '/api/cookbook', { title: 'Sunday' })).json<{ _id: string }>();
    await call(ada, 'POST', `/api/cookbook/${book._id}/share`, { toUserId: bo.id });
    await call(bo, 'POST', `/api/cookbook/${book._id}/share/accept`, { inviterInfoId: ada.id });
    const listId = await ownList(ada);
    // Someone else's cookbook cannot be used to reach its owners.
    const foreign = (await call(cy, 'POST', '/api/cookbook', { title: 'Mine' })).json<{ _id: string }>();
    expect(
      (await call(ada, 'POST', `/api/shopping-lists/${listId}/shares`, { cookbookId: foreign._id }))
        .statusCode,
    ).toBe(404);
    const shared = await call(ada, 'POST', `/api/shopping-lists/${listId}/shares`, { cookbookId: book._id });
    expect(shared.json<ShoppingList>().shares).toEqual([
      { kind: 'cookbook', id: expect.any(String), cookbookId: book._id, title: 'Sunday' },
    ]);
    expect((await call(bo, 'GET', `/api/shopping-lists/${listId}`)).statusCode).toBe(200);
    expect((await call(cy, 'GET', `/api/shopping-lists/${listId}`)).statusCode).toBe(404);
    // Bo may not remove the cookbook's share (only the owner unshares; a member may only leave their own).
    const shareId = shared.json<ShoppingList>().shares[0]!.id;
    expect((await call(bo, 'DELETE', `/api/shopping-lists/${listId}/shares/${shareId}`)).statusCode).toBe(
      403,
    );
    expect((await call(ada, 'DELETE', `/api/shopping-lists/${listId}/shares/${shareId}`)).statusCode).toBe(
      200,
    );
    expect((await call(bo, 'GET', `/api/shopping-lists/${listId}`)).statusCode).toBe(404);
  });

  it('two members checking off and adding at once lose nothing and make no item twice', async () => {
    const [ada, bo] = [await registerMember(t.app), await registerMember(t.app)];
    await makeFriends(t.app, ada, bo);
    const listId = await ownList(ada);
    await call(ada, 'POST', `/api/shopping-lists/${listId}/shares`, { memberId: bo.id });
    const list = await addLines(ada, listId, ['1 apple', '1 pear', '1 plum', '1 fig']);
    const now = new Date().toISOString();
    const results = await Promise.all([
      ...list.items.map((item, i) =>
        call(i % 2 ? ada : bo, 'PATCH', `/api/shopping-lists/${listId}/items/${item.id}`, {
          checked: true,
          changedAt: now,
        }),
      ),
      ...Array.from({ length: 6 }, (_, i) =>
        call(i % 2 ? ada : bo, 'POST', `/api/shopping-lists/${listId}/items`, { lines: ['100 g sugar'] }),
      ),
    ]);
    expect(results.map((result) => result.statusCode)).toEqual(Array(10).fill(200));
    const after = (await call(bo, 'GET', `/api/shopping-lists/${listId}`)).json<ShoppingList>();
    expect(after.items.filter((item) => item.checked)).toHaveLength(4);
    expect(after.items.filter((item) => item.name === 'sugar').map((item) => item.text)).toEqual([
      '600 g sugar',
    ]);
  });

  it('tells everyone who can open the list when it changes, live, on another instance too', async () => {
    const [ada, bo] = [await registerMember(t.app), await registerMember(t.app)];
    await makeFriends(t.app, ada, bo);
    const listId = await ownList(ada);
    await call(ada, 'POST', `/api/shopping-lists/${listId}/shares`, { memberId: bo.id });
    // Bo's page is connected to a second instance of the app on the same database (NOTIFY on PostgreSQL).
    const second = await t.secondInstance();
    try {
      await second.app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(second.app.server.address() as AddressInfo).port}`;
      const stream = await openEventStream(base, bo);
      // The stream is open once it says so; then Ada adds on the first instance.
      await stream.waitFor(': connected');
      await addLines(ada, listId, ['1 melon']);
      const received = await stream.waitFor(`"listId":"${listId}"`);
      stream.close();
      expect(received).toContain('event: shopping');
    } finally {
      await second.close();
    }
  });
});

describe('the cost of a check-off', () => {
  // Issue 30: the commonest shared write. The change with its access check, lock and audience in one statement
  // and the list's answer in one (with its shares for its owner): 2 statements on PGlite (was 4), 5 on PostgreSQL
  // (was 7), where the session lookup, the shared rate-limit hit and the NOTIFY are statements too; for the owner
  // and for a friend it is shared with alike, however many share the list.
  it('checks an item off a shared list in a fixed number of statements, its audience read in the change', async () => {
    const [ada, bo, cy] = [
      await registerMember(t.app),
      await registerMember(t.app),
      await registerMember(t.app),
    ];
    await makeFriends(t.app, ada, bo);
    await makeFriends(t.app, ada, cy);
    const listId = await ownList(ada);
    const list = await addLines(ada, listId, ['1 cabbage', '2 leeks']);
    const checkOff = async (member: TestMember, itemId: string) => {
      // The member's session looked up first: PGlite remembers it a while (sessions.ts), PostgreSQL does not.
      await call(member, 'GET', `/api/shopping-lists/${listId}`);
      t.resetQueryCount();
      const response = await call(member, 'PATCH', `/api/shopping-lists/${listId}/items/${itemId}`, {
        checked: true,
        changedAt: new Date().toISOString(),
      });
      expect(response.statusCode, response.body).toBe(200);
      return t.queryCount();
    };
    const bound = t.db.kind === 'postgres' ? 5 : 2;
    expect(await checkOff(ada, itemNamed(list, 'cabbage').id)).toBe(bound);
    for (const friend of [bo, cy]) {
      expect(
        (await call(ada, 'POST', `/api/shopping-lists/${listId}/shares`, { memberId: friend.id })).statusCode,
      ).toBe(200);
    }
    expect(await checkOff(bo, itemNamed(list, 'leek').id)).toBe(bound);
  });
});

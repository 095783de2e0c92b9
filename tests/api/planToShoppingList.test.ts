import type { AddressInfo } from 'node:net';
import type { PlanEntryAdded, PlanSummary, PlanWeek, ShoppingList } from '@potluck/contract';
import { addDays, shoppingLimits, weekStartOf } from '@potluck/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  createTestApp,
  makeAdmin,
  makeFriends,
  registerMember,
  type TestApp,
  type TestMember,
  tinyPng,
} from './helpers/index.ts';
import { openEventStream } from './helpers/liveEvents.ts';

// "Add this week to the shopping list" (POST /api/shopping-lists/:id/plan-entries): the ingredients of a plan's
// recipe entries at their servings, merged, each item naming its recipes and days; the entries marked added in the
// same transaction; who may add a plan's entries (its owner, a friend it is shared with; not an ex-friend, a
// stranger, an admin or a visitor); bounds before any work; a replayed operation applied once; live events only to
// those who may open the list and the plan.

let t: TestApp;

const call = callAs(() => t.app);

const thisWeek = weekStartOf(new Date().toISOString().slice(0, 10));
const monday = thisWeek;
const wednesday = addDays(thisWeek, 2);
const thursday = addDays(thisWeek, 3);

async function ownPlan(member: TestMember): Promise<string> {
  return (await call(member, 'GET', '/api/plans')).json<PlanSummary[]>()[0]!.id;
}

async function ownList(member: TestMember): Promise<string> {
  return (await call(member, 'GET', '/api/shopping-lists')).json<Array<{ id: string }>>()[0]!.id;
}

async function plan(member: TestMember, planId: string, body: Record<string, unknown>) {
  const response = await call(member, 'POST', `/api/plans/${planId}/entries`, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PlanEntryAdded>().entryId;
}

async function week(member: TestMember, planId: string) {
  const response = await call(member, 'GET', `/api/plans/${planId}/weeks/${thisWeek}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PlanWeek>();
}

async function recipe(member: TestMember, title: string, ingredients: string[], extra = {}) {
  const response = await call(member, 'POST', '/api/recipes', {
    title,
    image: tinyPng,
    servings: '4',
    ingredients,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ _id: string }>()._id;
}

function addWeek(member: TestMember | undefined, listId: string, body: Record<string, unknown>) {
  return call(member, 'POST', `/api/shopping-lists/${listId}/plan-entries`, body);
}

const texts = (list: ShoppingList) => list.items.map((item) => item.text).sort();
const itemNamed = (list: ShoppingList, name: string) => list.items.find((item) => item.name === name)!;
const addedAt = (plan: PlanWeek) => Object.fromEntries(plan.entries.map((e) => [e.title, e.addedToListAt]));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('adding a week of a plan', () => {
  it('adds every recipe entry at its servings, merged, naming recipes and days, and marks the entries', async () => {
    const ada = await registerMember(t.app);
    const planId = await ownPlan(ada);
    const listId = await ownList(ada);
    const pancakes = await recipe(ada, 'Pancakes', ['200 g flour', '2 eggs', '300 ml milk']);
    const chili = await recipe(ada, 'Chili', ['1 onion', '2 eggs', '400 g rice']);
    const mondayPancakes = await plan(ada, planId, {
      day: monday,
      meal: 'breakfast',
      recipeId: pancakes,
      servings: 8,
    });
    const thursdayPancakes = await plan(ada, planId, {
      day: thursday,
      meal: 'breakfast',
      recipeId: pancakes,
    });
    const wednesdayChili = await plan(ada, planId, { day: wednesday, meal: 'dinner', recipeId: chili });
    const note = await plan(ada, planId, { day: wednesday, meal: 'lunch', note: 'Leftovers' });

    const response = await addWeek(ada, listId, {
      planId,
      entryIds: [mondayPancakes, thursdayPancakes, wednesdayChili, note],
      operationId: 'week-to-list-1',
    });
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<ShoppingList>();
    // Pancakes for 8 on Monday (double) and for 4 on Thursday: 600 g flour, 900 ml milk; eggs from both recipes.
    expect(texts(list)).toEqual(['1 onion', '400 g rice', '600 g flour', '8 eggs', '900 ml milk']);
    expect(itemNamed(list, 'flour').sources).toEqual([
      { recipeId: pancakes, title: 'Pancakes', days: [monday, thursday] },
    ]);
    expect(itemNamed(list, 'egg').sources).toEqual([
      { recipeId: pancakes, title: 'Pancakes', days: [monday, thursday] },
      { recipeId: chili, title: 'Chili', days: [wednesday] },
    ]);

    // The recipe entries are marked in the same change; the note is not.
    const marked = addedAt(await week(ada, planId));
    expect(marked.Pancakes).toEqual(expect.any(String));
    expect(marked.Chili).toEqual(expect.any(String));
    expect(marked.Leftovers).toBeNull();

    // The same operation sent again (a queue replayed after a lost answer) adds nothing and marks nothing anew.
    const replay = await addWeek(ada, listId, {
      planId,
      entryIds: [mondayPancakes, thursdayPancakes, wednesdayChili, note],
      operationId: 'week-to-list-1',
    });
    expect(replay.statusCode, replay.body).toBe(200);
    expect(texts(replay.json<ShoppingList>())).toEqual(texts(list));
    expect(addedAt(await week(ada, planId))).toEqual(marked);

    // A new operation adds again (the app asks first): amounts grow, days stay one each.
    const again = await addWeek(ada, listId, { planId, entryIds: [wednesdayChili] });
    expect(texts(again.json<ShoppingList>())).toEqual([
      '10 eggs',
      '2 onions',
      '600 g flour',
      '800 g rice',
      '900 ml milk',
    ]);
    expect(itemNamed(again.json<ShoppingList>(), 'rice').sources).toEqual([
      { recipeId: chili, title: 'Chili', days: [wednesday] },
    ]);
  });

  it('leaves out entries whose recipe the member cannot open, and does not mark them', async () => {
    const [owner, sharee] = [await registerMember(t.app), await registerMember(t.app)];
    await makeFriends(t.app, owner, sharee);
    const planId = await ownPlan(owner);
    await call(owner, 'POST', `/api/plans/${planId}/shares`, { memberId: sharee.id });
    const secret = await recipe(owner, 'Secret stew', ['1 kg beef'], { isPublic: false });
    const soup = await recipe(owner, 'Soup', ['1 leek']);
    const stew = await plan(owner, planId, { day: monday, meal: 'dinner', recipeId: secret });
    const lunch = await plan(owner, planId, { day: monday, meal: 'lunch', recipeId: soup });
    const response = await addWeek(sharee, await ownList(sharee), { planId, entryIds: [stew, lunch] });
    expect(response.statusCode, response.body).toBe(200);
    expect(texts(response.json<ShoppingList>())).toEqual(['1 leek']);
    const marked = addedAt(await week(owner, planId));
    expect(marked['Secret stew']).toBeNull();
    expect(marked.Soup).toEqual(expect.any(String));
  });
});

describe('who may add a plan’s entries', () => {
  it('its owner and the friend it is shared with; an ex-friend, a stranger, an admin get 404, a visitor 401', async () => {
    const [owner, sharee, exFriend, stranger, admin] = await Promise.all(
      [1, 2, 3, 4, 5].map(() => registerMember(t.app)),
    );
    await makeAdmin(t.db, admin!.id);
    await makeFriends(t.app, owner!, sharee!);
    await makeFriends(t.app, owner!, exFriend!);
    const planId = await ownPlan(owner!);
    for (const member of [sharee!, exFriend!]) {
      await call(owner!, 'POST', `/api/plans/${planId}/shares`, { memberId: member.id });
    }
    const unfriended = await call(exFriend!, 'PUT', '/api/friends/remove', {
      userId: exFriend!.id,
      friendId: owner!.id,
    });
    expect(unfriended.statusCode, unfriended.body).toBe(200);
    const soup = await recipe(owner!, 'Soup', ['1 leek']);
    const entry = await plan(owner!, planId, { day: monday, meal: 'lunch', recipeId: soup });

    const status = async (member: TestMember) =>
      (await addWeek(member, await ownList(member), { planId, entryIds: [entry] })).statusCode;
    for (const outsider of [exFriend!, stranger!, admin!]) {
      const response = await addWeek(outsider, await ownList(outsider), { planId, entryIds: [entry] });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Meal plan not found' });
      const list = await call(outsider, 'GET', `/api/shopping-lists/${await ownList(outsider)}`);
      expect(list.json<ShoppingList>().items).toEqual([]);
    }
    expect(addedAt(await week(owner!, planId)).Soup).toBeNull();
    expect((await addWeek(undefined, await ownList(owner!), { planId, entryIds: [entry] })).statusCode).toBe(
      401,
    );
    // A list the member may not open is a 404 too, even with a plan they may.
    const notTheirs = await addWeek(stranger!, await ownList(owner!), { planId, entryIds: [entry] });
    expect(notTheirs.statusCode).toBe(404);
    expect(await status(sharee!)).toBe(200);
    expect(await status(owner!)).toBe(200);
    expect(addedAt(await week(owner!, planId)).Soup).toEqual(expect.any(String));
  });
});

describe('bounds and bad input', () => {
  it('refuses malformed bodies with a 400 naming the field, and changes nothing', async () => {
    const ada = await registerMember(t.app);
    const listId = await ownList(ada);
    const planId = await ownPlan(ada);
    const tooMany = Array.from({ length: shoppingLimits.entriesPerPlanAdd + 1 }, (_, i) =>
      i.toString(16).padStart(24, '0'),
    );
    for (const [body, words] of [
      [{ planId, entryIds: [] }, 'entryIds'],
      [{ planId, entryIds: tooMany }, 'at most 100 entries'],
      [{ planId, entryIds: ['not-an-id'] }, 'entryIds'],
      [{ planId: 'x\u0000', entryIds: ['a'.repeat(24)] }, 'planId'],
      [{ entryIds: ['a'.repeat(24)] }, 'planId'],
      [{ planId, entryIds: ['a'.repeat(24)], operationId: 'short' }, 'operationId'],
    ] as const) {
      const response = await addWeek(ada, listId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.body).toContain(words);
    }
    expect((await call(ada, 'GET', `/api/shopping-lists/${listId}`)).json<ShoppingList>().items).toEqual([]);
  });

  it(`refuses more than ${shoppingLimits.linesPerPlanAdd} ingredient lines in all with a 422 naming the numbers, adding and marking nothing`, async () => {
    const ada = await registerMember(t.app);
    const listId = await ownList(ada);
    const planId = await ownPlan(ada);
    const big = await recipe(
      ada,
      'Feast',
      Array.from({ length: 100 }, (_, i) => `${i + 1} g spice ${i}`),
    );
    const entries: string[] = [];
    for (let day = 0; day < 6; day += 1) {
      entries.push(await plan(ada, planId, { day: addDays(thisWeek, day), meal: 'dinner', recipeId: big }));
    }
    const response = await addWeek(ada, listId, { planId, entryIds: entries });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual({
      error:
        'The planned recipes have 600 ingredient lines; at most 500 are added to a shopping list at once',
    });
    expect((await call(ada, 'GET', `/api/shopping-lists/${listId}`)).json<ShoppingList>().items).toEqual([]);
    expect(Object.values(addedAt(await week(ada, planId)))).toEqual([null]);
    // Five of them fit.
    const fits = await addWeek(ada, listId, { planId, entryIds: entries.slice(0, 5) });
    expect(fits.statusCode, fits.body).toBe(200);
    expect(fits.json<ShoppingList>().items).toHaveLength(100);
  });
});

describe('live events', () => {
  it('tell the list’s and the plan’s audiences, and no one else', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const [owner, sharee, stranger] = [
      await registerMember(t.app),
      await registerMember(t.app),
      await registerMember(t.app),
    ];
    await makeFriends(t.app, owner, sharee);
    const planId = await ownPlan(owner);
    await call(owner, 'POST', `/api/plans/${planId}/shares`, { memberId: sharee.id });
    const soup = await recipe(owner, 'Soup', ['1 leek']);
    const entry = await plan(owner, planId, { day: monday, meal: 'lunch', recipeId: soup });
    const shareeList = await ownList(sharee);
    const streams = await Promise.all([owner, sharee, stranger].map((m) => openEventStream(base, m)));
    const [ownerStream, shareeStream, strangerStream] = streams;
    // (A change's event may also carry the thing's version after it.)
    const planEvent = `data: {"type":"plan","planId":"${planId}"`;
    const listEvent = `data: {"type":"shopping","listId":"${shareeList}"`;
    try {
      const response = await addWeek(sharee, shareeList, { planId, entryIds: [entry] });
      expect(response.statusCode, response.body).toBe(200);
      await ownerStream!.waitFor(planEvent);
      await shareeStream!.waitFor(planEvent);
      await shareeStream!.waitFor(listEvent);
      await new Promise((resolve) => setTimeout(resolve, 300));
      // The sharee's list is not shared with the owner: the owner hears of the plan only.
      expect(ownerStream!.count('"type":"shopping"')).toBe(0);
      expect(strangerStream!.count('event: plan')).toBe(0);
      expect(strangerStream!.count('"type":"shopping"')).toBe(0);
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});

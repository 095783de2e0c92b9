import type { AddressInfo } from 'node:net';
import type { PlanEntryAdded, PlanSummary, PlanWeek } from '@potluck/contract';
import { addDays, weekStartOf } from '@potluck/domain';
import ICAL from 'ical.js';
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
  uniqueUsername,
} from './helpers/index.ts';

// Meal plans (contract/plan.ts): a week of entries (recipes the member can open, notes), moves and servings, the
// week's bound and hostile input, replays per member, last change wins, and the sharing rules of API.md "Sharing
// with friends": who may open a plan is decided on every request, a share ends with the friendship (either way),
// and live events reach exactly those who may open the plan.

let t: TestApp;
const origin = 'https://potluck.example';

const call = callAs(() => t.app);

const today = new Date().toISOString().slice(0, 10);
const thisWeek = weekStartOf(today);
const nextWeek = addDays(thisWeek, 7);
const now = () => new Date().toISOString();

async function ownPlan(member: TestMember): Promise<string> {
  const response = await call(member, 'GET', '/api/plans');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PlanSummary[]>()[0]!.id;
}

async function add(member: TestMember, planId: string, body: Record<string, unknown>) {
  const response = await call(member, 'POST', `/api/plans/${planId}/entries`, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PlanEntryAdded>();
}

async function week(member: TestMember, planId: string, monday = thisWeek) {
  const response = await call(member, 'GET', `/api/plans/${planId}/weeks/${monday}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PlanWeek>();
}

async function memberRecipe(member: TestMember, extra: Record<string, unknown> = {}) {
  const response = await call(member, 'POST', '/api/recipes', {
    title: 'Pancakes',
    image: tinyPng,
    servings: '4 servings',
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ _id: string; title: string }>();
}

async function unfriend(member: TestMember, friend: TestMember) {
  const response = await call(member, 'PUT', '/api/friends/remove', {
    userId: member.id,
    friendId: friend.id,
  });
  expect(response.statusCode, response.body).toBe(200);
}

const titles = (plan: PlanWeek) => plan.entries.map((entry) => entry.title);

let catalogued: { id: number; title: string; servings: number };

beforeAll(async () => {
  t = await createTestApp({ config: { publicOrigin: origin } });
  const [row] = await t.db.query<{ id: number; title: string; servings: number }>(
    'SELECT id, title, servings FROM provider_recipes WHERE servings BETWEEN 1 AND 100 ORDER BY id LIMIT 1',
  );
  catalogued = row!;
});
afterAll(() => t?.close());

describe('a member’s own plan', () => {
  it('is made on first use and holds recipes and notes by day and meal, titles and pictures from the server', async () => {
    const ada = await registerMember(t.app);
    const planId = await ownPlan(ada);
    expect(await ownPlan(ada)).toBe(planId);
    const pancakes = await memberRecipe(ada);
    const tuesday = addDays(thisWeek, 1);
    await add(ada, planId, { day: tuesday, meal: 'dinner', recipeId: pancakes._id, title: 'ignored' });
    await add(ada, planId, { day: tuesday, meal: 'breakfast', recipeId: catalogued.id, servings: 2 });
    const added = await add(ada, planId, { day: thisWeek, meal: 'lunch', note: '  Leftovers  ' });
    expect(added.weekStart).toBe(thisWeek);
    expect(added.ownerId).toBe(ada.id);
    expect(added.ownerName).toBe(ada.username);
    expect(added.shares).toEqual([]);
    expect(added.entries.map((entry) => [entry.day, entry.meal, entry.title])).toEqual([
      [thisWeek, 'lunch', 'Leftovers'],
      [tuesday, 'breakfast', catalogued.title],
      [tuesday, 'dinner', 'Pancakes'],
    ]);
    const [note, fromCatalogue, fromMember] = added.entries;
    expect(note).toMatchObject({ recipeId: null, note: 'Leftovers', image: null, servings: null });
    expect(note!.id).toBe(added.entryId);
    // The servings are the recipe's unless given; a member recipe's "4 servings" counts as 4.
    expect(fromMember).toMatchObject({
      recipeId: pancakes._id,
      note: null,
      servings: 4,
      addedToListAt: null,
    });
    expect(fromMember!.image).toMatch(new RegExp(`^${origin}/media/[0-9a-f]{64}\\.webp$`));
    expect(fromCatalogue).toMatchObject({ recipeId: String(catalogued.id), servings: 2 });
    expect(fromCatalogue!.image).toMatch(new RegExp(`^${origin}/catalogue-images/`));
    expect(
      (await add(ada, planId, { day: today, meal: 'snack', recipeId: String(catalogued.id) })).entries.find(
        (entry) => entry.meal === 'snack',
      )?.servings,
    ).toBe(catalogued.servings);
  });

  it('moves an entry to another day and meal, changes its servings and note, and removes it', async () => {
    const ada = await registerMember(t.app);
    const planId = await ownPlan(ada);
    const { entryId } = await add(ada, planId, { day: thisWeek, meal: 'dinner', note: 'Eat out' });
    const patch = (body: Record<string, unknown>, query = '') =>
      call(ada, 'PATCH', `/api/plans/${planId}/entries/${entryId}${query}`, { ...body, changedAt: now() });

    const moved = await patch({ day: addDays(thisWeek, 2), meal: 'lunch', servings: 3, note: 'Pizza night' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<PlanWeek>().entries).toMatchObject([
      { id: entryId, day: addDays(thisWeek, 2), meal: 'lunch', servings: 3, title: 'Pizza night' },
    ]);
    // Moved into next week, the answer is the week it is in now; unless the query names the week on screen.
    const away = await patch({ day: addDays(nextWeek, 4) });
    expect(away.json<PlanWeek>()).toMatchObject({ weekStart: nextWeek, entries: [{ id: entryId }] });
    const stay = await patch({ meal: 'snack', servings: null }, `?weekStart=${thisWeek}`);
    expect(stay.json<PlanWeek>()).toMatchObject({ weekStart: thisWeek, entries: [] });
    const marked = await patch({ addedToList: true });
    const entry = marked.json<PlanWeek>().entries[0]!;
    expect(entry).toMatchObject({ meal: 'snack', servings: null });
    expect(Date.parse(entry.addedToListAt!)).toBeLessThanOrEqual(Date.now());

    const removed = await call(ada, 'DELETE', `/api/plans/${planId}/entries/${entryId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<PlanWeek>()).toMatchObject({ weekStart: nextWeek, entries: [] });
    expect((await call(ada, 'DELETE', `/api/plans/${planId}/entries/${entryId}`)).statusCode).toBe(404);
    expect(removed.headers['cache-control']).toBe('private, no-store');
  });
});

describe('bounds and hostile input', () => {
  it('refuses bad input with a 400 naming the field, and changes nothing', async () => {
    const ada = await registerMember(t.app);
    const planId = await ownPlan(ada);
    const { entryId } = await add(ada, planId, { day: today, meal: 'dinner', recipeId: catalogued.id });
    const entries = `/api/plans/${planId}/entries`;
    const farAway = addDays(today, 3 * 366);
    for (const [method, url, body, field] of [
      ['GET', `/api/plans/${planId}/weeks/${addDays(thisWeek, 1)}`, undefined, 'weekStart'],
      ['GET', `/api/plans/${planId}/weeks/2026-02-30`, undefined, 'weekStart'],
      ['GET', `/api/plans/${planId}/weeks/${weekStartOf(farAway)}`, undefined, 'weekStart'],
      ['GET', `/api/plans/${planId}/weeks/%00`, undefined, 'weekStart'],
      ['GET', `/api/plans/not-a-plan/weeks/${thisWeek}`, undefined, 'id'],
      [
        'POST',
        `${entries}?weekStart=${today === thisWeek ? addDays(today, 1) : today}`,
        { day: today, meal: 'dinner', note: 'x' },
        'weekStart',
      ],
      ['POST', entries, { day: farAway, meal: 'dinner', note: 'x' }, 'day'],
      ['POST', entries, { day: '30/11/2026', meal: 'dinner', note: 'x' }, 'day'],
      ['POST', entries, { day: today, meal: 'brunch', note: 'x' }, 'meal'],
      ['POST', entries, { day: today, meal: 'dinner', note: 'x'.repeat(201) }, 'note'],
      ['POST', entries, { day: today, meal: 'dinner', note: '   ' }, 'note'],
      ['POST', entries, { day: today, meal: 'dinner', note: 'a\u0000b' }, 'note'],
      ['POST', entries, { day: today, meal: 'dinner', note: 7 }, 'note'],
      ['POST', entries, { day: today, meal: 'dinner', note: 'x', servings: 0 }, 'servings'],
      ['POST', entries, { day: today, meal: 'dinner', note: 'x', servings: 101 }, 'servings'],
      ['POST', entries, { day: today, meal: 'dinner', note: 'x', servings: 1.5 }, 'servings'],
      ['POST', entries, { day: today, meal: 'dinner', note: 'x', servings: '4' }, 'servings'],
      [
        'POST',
        entries,
        { day: today, meal: 'dinner', note: 'x', recipeId: catalogued.id },
        'recipeId or note',
      ],
      ['POST', entries, { day: today, meal: 'dinner' }, 'recipeId or note'],
      ['POST', entries, { day: today, meal: 'dinner', recipeId: 'pancakes' }, 'recipeId'],
      ['POST', entries, { day: today, meal: 'dinner', note: 'x', operationId: 'no spaces!' }, 'operationId'],
      ['PATCH', `${entries}/${entryId}`, { changedAt: now() }, 'must change'],
      ['PATCH', `${entries}/${entryId}`, { meal: 'lunch' }, 'changedAt'],
      ['PATCH', `${entries}/${entryId}`, { servings: -1, changedAt: now() }, 'servings'],
      ['PATCH', `${entries}/${entryId}`, { note: 'now a note', changedAt: now() }, 'note'],
      ['PATCH', `${entries}/not-an-entry`, { meal: 'lunch', changedAt: now() }, 'entryId'],
      ['DELETE', `${entries}/${'g'.repeat(24)}`, undefined, 'entryId'],
      ['POST', `/api/plans/${planId}/shares`, { memberId: 'someone' }, 'memberId'],
    ] as const) {
      const response = await call(ada, method, url, body);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)}: ${response.body}`).toBe(400);
      expect(response.json().error).toContain(field);
    }
    // A lone surrogate, which JSON can carry and PostgreSQL cannot store.
    const surrogate = await t.app.inject({
      method: 'POST',
      url: entries,
      headers: { cookie: ada.cookie, 'content-type': 'application/json' },
      payload: `{"day":"${today}","meal":"dinner","note":"\\ud800"}`,
    });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json().error).toContain('note');
    const unchanged = await week(ada, planId, weekStartOf(today));
    expect(unchanged.entries.map((entry) => [entry.id, entry.meal])).toEqual([[entryId, 'dinner']]);
  });

  it('adds only recipes the member can open', async () => {
    const [ada, bo] = [await registerMember(t.app), await registerMember(t.app)];
    const planId = await ownPlan(ada);
    const secret = await memberRecipe(bo, { title: 'Bo’s secret', isPublic: false });
    for (const recipeId of [secret._id, 'f'.repeat(24), '999999999']) {
      const response = await call(ada, 'POST', `/api/plans/${planId}/entries`, {
        day: today,
        meal: 'dinner',
        recipeId,
      });
      expect(response.statusCode, recipeId).toBe(404);
      expect(response.json().error).toBe('Recipe not found');
    }
    // Its owner can: private recipes go on the owner's own plan.
    const bosPlan = await ownPlan(bo);
    expect(titles(await add(bo, bosPlan, { day: today, meal: 'dinner', recipeId: secret._id }))).toEqual([
      'Bo’s secret',
    ]);
  });

  it('keeps an unusually long recipe title within bounds rather than failing', async () => {
    const ada = await registerMember(t.app);
    const planId = await ownPlan(ada);
    const [other] = await t.db.query<{ id: number }>(
      'UPDATE provider_recipes SET title = repeat($1, 130) WHERE id = (SELECT id FROM provider_recipes WHERE id <> $2 ORDER BY id LIMIT 1) RETURNING id',
      ['Long ', catalogued.id],
    );
    const week = await add(ada, planId, { day: today, meal: 'dinner', recipeId: other!.id });
    expect(week.entries[0]!.title).toBe('Long '.repeat(100));
  });

  it(`holds at most 100 entries a week: the 101st, added or moved in, is a 422 naming the limit`, async () => {
    const ada = await registerMember(t.app);
    const planId = await ownPlan(ada);
    // 99 entries written straight to the table (the API adds the 100th): the bound is what is tested here.
    await t.db.query(
      `INSERT INTO plan_entries (id, plan_id, day, meal, note)
       SELECT 'a' || lpad(to_hex(n), 23, '0'), $1, $2::date + (n % 7), 'dinner', 'Soup ' || n
         FROM generate_series(1, 99) AS n`,
      [planId, nextWeek],
    );
    await add(ada, planId, { day: nextWeek, meal: 'lunch', note: 'The hundredth' });
    const over = await call(ada, 'POST', `/api/plans/${planId}/entries`, {
      day: addDays(nextWeek, 6),
      meal: 'lunch',
      note: 'One too many',
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().error).toContain('100');
    const { entryId } = await add(ada, planId, { day: thisWeek, meal: 'lunch', note: 'Movable' });
    const moveIn = await call(ada, 'PATCH', `/api/plans/${planId}/entries/${entryId}`, {
      day: nextWeek,
      changedAt: now(),
    });
    expect(moveIn.statusCode).toBe(422);
    expect((await week(ada, planId, nextWeek)).entries).toHaveLength(100);
    expect((await week(ada, planId)).entries.map((entry) => entry.id)).toEqual([entryId]);
    // Within its full week an entry still moves.
    const full = await week(ada, planId, nextWeek);
    const within = await call(ada, 'PATCH', `/api/plans/${planId}/entries/${full.entries[0]!.id}`, {
      day: addDays(nextWeek, 6),
      meal: 'breakfast',
      changedAt: now(),
    });
    expect(within.statusCode, within.body).toBe(200);
  });
  it('keeps to the bound under concurrent adds from two members: the week ends with exactly 100', async () => {
    const [ada, bo] = [await registerMember(t.app), await registerMember(t.app)];
    await makeFriends(t.app, ada, bo);
    const planId = await ownPlan(ada);
    await call(ada, 'POST', `/api/plans/${planId}/shares`, { memberId: bo.id });
    await t.db.query(
      `INSERT INTO plan_entries (id, plan_id, day, meal, note)
       SELECT 'b' || lpad(to_hex(n), 23, '0'), $1, $2::date, 'dinner', 'Stew ' || n FROM generate_series(1, 97) AS n`,
      [planId, nextWeek],
    );
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call(i % 2 ? ada : bo, 'POST', `/api/plans/${planId}/entries`, {
          day: nextWeek,
          meal: 'snack',
          note: `Snack ${i}`,
        }),
      ),
    );
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 200, 200, 422, 422, 422]);
    expect((await week(ada, planId, nextWeek)).entries).toHaveLength(100);
  });
});

describe('offline changes', () => {
  it('adds a named operation once, answering the entry it added, and one member’s ids never touch another’s', async () => {
    const [ada, bo] = [await registerMember(t.app), await registerMember(t.app)];
    await makeFriends(t.app, ada, bo);
    const planId = await ownPlan(ada);
    await call(ada, 'POST', `/api/plans/${planId}/shares`, { memberId: bo.id });
    const body = { day: today, meal: 'dinner', note: 'Tacos', operationId: 'offline-add-0001' };
    const first = await add(ada, planId, body);
    const again = await add(ada, planId, body);
    expect(again.entryId).toBe(first.entryId);
    expect(titles(again)).toEqual(['Tacos']);
    // Bo's device happened to name its change the same: it is his, and it is applied.
    const bos = await add(bo, planId, { ...body, note: 'Burritos' });
    expect(bos.entryId).not.toBe(first.entryId);
    expect(titles(bos).sort()).toEqual(['Burritos', 'Tacos']);
    // A replay of an add whose entry was removed since adds nothing again.
    await call(ada, 'DELETE', `/api/plans/${planId}/entries/${first.entryId}`);
    expect(titles(await add(ada, planId, body))).toEqual(['Burritos']);
  });

  it('lets the last change win per entry; a change from the future counts as now', async () => {
    const ada = await registerMember(t.app);
    const planId = await ownPlan(ada);
    const { entryId } = await add(ada, planId, { day: thisWeek, meal: 'dinner', note: 'Curry' });
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    const patch = async (meal: string, changedAt: string) => {
      const response = await call(ada, 'PATCH', `/api/plans/${planId}/entries/${entryId}`, {
        meal,
        changedAt,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<PlanWeek>().entries[0]!;
    };
    expect((await patch('lunch', at(0))).meal).toBe('lunch');
    // Made offline five minutes ago, arriving now: older than the move to lunch, so it loses.
    expect((await patch('breakfast', at(5))).meal).toBe('lunch');
    // A clock an hour ahead counts as now, so it cannot win over every later change.
    await patch('snack', new Date(Date.now() + 3_600_000).toISOString());
    expect((await patch('dinner', at(0))).meal).toBe('dinner');
  });
});

describe('who may open a plan', () => {
  async function household() {
    const [owner, sharee, friend, stranger, admin] = [
      await registerMember(t.app, { fName: 'Olive', lName: 'Owens' }),
      await registerMember(t.app, { fName: 'Sam', lName: 'Sharp' }),
      await registerMember(t.app),
      await registerMember(t.app),
      await registerMember(t.app),
    ];
    await makeAdmin(t.db, admin.id);
    await makeFriends(t.app, owner, sharee);
    await makeFriends(t.app, owner, friend);
    const planId = await ownPlan(owner);
    const shared = await call(owner, 'POST', `/api/plans/${planId}/shares`, { memberId: sharee.id });
    expect(shared.statusCode, shared.body).toBe(200);
    const share = shared.json<PlanWeek>().shares[0]!;
    const { entryId } = await add(owner, planId, { day: today, meal: 'dinner', note: 'Risotto' });
    return { owner, sharee, friend, stranger, admin, planId, shareId: share.id, entryId };
  }

  /** What a member gets from each call on the plan (statuses), the plan's own entry left in place. */
  async function answers(member: TestMember | undefined, planId: string, entryId: string) {
    const base = `/api/plans/${planId}`;
    const statuses: number[] = [];
    for (const [method, url, body] of [
      ['GET', `${base}/weeks/${thisWeek}`, undefined],
      ['POST', `${base}/entries`, { day: today, meal: 'lunch', note: 'Soup' }],
      ['PATCH', `${base}/entries/${entryId}`, { servings: 2, changedAt: now() }],
    ] as const) {
      statuses.push((await call(member, method, url, body)).statusCode);
    }
    const listed = member
      ? (await call(member, 'GET', '/api/plans')).json<PlanSummary[]>().some((plan) => plan.id === planId)
      : false;
    return { statuses, listed };
  }

  it('opens to its owner and the friend it is shared with; others get 404, visitors 401', async () => {
    const { owner, sharee, friend, stranger, admin, planId, entryId } = await household();
    expect(await answers(owner, planId, entryId)).toEqual({ statuses: [200, 200, 200], listed: true });
    expect(await answers(sharee, planId, entryId)).toEqual({ statuses: [200, 200, 200], listed: true });
    for (const outsider of [friend, stranger, admin]) {
      expect(await answers(outsider, planId, entryId)).toEqual({ statuses: [404, 404, 404], listed: false });
      expect((await call(outsider, 'DELETE', `/api/plans/${planId}/entries/${entryId}`)).statusCode).toBe(
        404,
      );
    }
    expect((await answers(undefined, planId, entryId)).statuses).toEqual([401, 401, 401]);
    expect((await call(undefined, 'GET', '/api/plans')).statusCode).toBe(401);

    // A plan shared with the member says whose it is, by username and name (the app shows the name first, issue
    // 39); only the owner sees whom it is shared with, by username and name too.
    const summaries = (await call(sharee, 'GET', '/api/plans')).json<PlanSummary[]>();
    const whose = (plan: PlanSummary | PlanWeek) => [
      plan.ownerId,
      plan.ownerName,
      plan.ownerFName,
      plan.ownerLName,
    ];
    expect(summaries.map(whose)).toEqual([
      [sharee.id, sharee.username, 'Sam', 'Sharp'],
      [owner.id, owner.username, 'Olive', 'Owens'],
    ]);
    const seen = await week(sharee, planId);
    expect(whose(seen)).toEqual([owner.id, owner.username, 'Olive', 'Owens']);
    expect(seen.shares).toEqual([]);
    expect((await week(owner, planId)).shares).toEqual([
      {
        id: expect.any(String),
        memberId: sharee.id,
        username: sharee.username,
        fName: 'Sam',
        lName: 'Sharp',
      },
    ]);
    // The sharee's change is the household's: the owner sees it.
    expect(titles(await week(owner, planId)).sort()).toEqual(['Risotto', 'Soup', 'Soup']);
  });

  it('lists the plans shared with the member by their owners’ names, a name left empty by username', async () => {
    const member = await registerMember(t.app);
    const owners = [
      await registerMember(t.app, { username: uniqueUsername('aa'), fName: 'Zoe', lName: 'Adams' }),
      await registerMember(t.app, { username: uniqueUsername('zz'), fName: 'Ann', lName: 'Zimmer' }),
      await registerMember(t.app, { username: uniqueUsername('mm') }),
    ];
    // Sign-up asks for a name, but a guest who kept their account may have only a first name, and older rows none.
    await t.db.query(`UPDATE members SET f_name = ' ', l_name = '' WHERE id = $1`, [owners[2]!.id]);
    for (const owner of owners) {
      await makeFriends(t.app, owner, member);
      const shared = await call(owner, 'POST', `/api/plans/${await ownPlan(owner)}/shares`, {
        memberId: member.id,
      });
      expect(shared.statusCode, shared.body).toBe(200);
    }
    const [zoe, ann, nameless] = owners;
    const summaries = (await call(member, 'GET', '/api/plans')).json<PlanSummary[]>();
    expect(summaries.map((plan) => plan.ownerId)).toEqual([member.id, ann!.id, nameless!.id, zoe!.id]);
  });

  it('is shared by its owner, with friends only, once; the sharee may leave, the owner may unshare', async () => {
    const { owner, sharee, friend, stranger, planId, shareId } = await household();
    const share = (memberId: string, by = owner) =>
      call(by, 'POST', `/api/plans/${planId}/shares`, { memberId });
    expect((await share(stranger.id)).statusCode).toBe(403);
    expect((await share(sharee.id)).statusCode).toBe(409);
    expect((await share(owner.id, sharee)).statusCode).toBe(403);
    expect((await share(friend.id)).statusCode).toBe(200);
    // The sharee may not end the friend's share, only leave; the friend's is ended by the owner.
    const friendsShare = (await week(owner, planId)).shares.find((s) => s.memberId === friend.id)!;
    expect((await call(sharee, 'DELETE', `/api/plans/${planId}/shares/${friendsShare.id}`)).statusCode).toBe(
      403,
    );
    expect((await call(stranger, 'DELETE', `/api/plans/${planId}/shares/${shareId}`)).statusCode).toBe(404);
    const left = await call(sharee, 'DELETE', `/api/plans/${planId}/shares/${shareId}`);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json<PlanWeek>().ownerId).toBe(sharee.id);
    expect((await call(sharee, 'GET', `/api/plans/${planId}/weeks/${thisWeek}`)).statusCode).toBe(404);
    const unshared = await call(owner, 'DELETE', `/api/plans/${planId}/shares/${friendsShare.id}`);
    expect(unshared.json<PlanWeek>().shares).toEqual([]);
    expect((await call(friend, 'GET', `/api/plans/${planId}/weeks/${thisWeek}`)).statusCode).toBe(404);
  });

  for (const who of ['the owner', 'the sharee'] as const) {
    it(`ends for the ex-friend when ${who} ends the friendship, and stays ended after making friends again`, async () => {
      const { owner, sharee, planId, entryId } = await household();
      if (who === 'the owner') await unfriend(owner, sharee);
      else await unfriend(sharee, owner);
      expect(await answers(sharee, planId, entryId)).toEqual({ statuses: [404, 404, 404], listed: false });
      expect((await week(owner, planId)).shares).toEqual([]);
      await makeFriends(t.app, owner, sharee);
      expect(await answers(sharee, planId, entryId)).toEqual({ statuses: [404, 404, 404], listed: false });
    });
  }

  it('asks about the friendship on every request: a share left behind opens nothing to a non-friend', async () => {
    const { owner, stranger, planId, entryId } = await household();
    // A share row to someone who is not a friend (as a write racing an unfriending could leave one).
    await t.db.query(`INSERT INTO plan_shares (id, plan_id, member_id) VALUES ($1, $2, $3)`, [
      'c'.repeat(24),
      planId,
      stranger.id,
    ]);
    expect(await answers(stranger, planId, entryId)).toEqual({ statuses: [404, 404, 404], listed: false });
    await makeFriends(t.app, owner, stranger);
    expect((await answers(stranger, planId, entryId)).statuses).toEqual([200, 200, 200]);
  });
});

describe('live events', () => {
  let base: string;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  async function openStream(member: TestMember) {
    const controller = new AbortController();
    const response = await fetch(`${base}/api/events`, {
      headers: { cookie: member.cookie },
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    const count = (text: string) => received.split(text).length - 1;
    const waitFor = async (text: string, times = 1) => {
      const deadline = Date.now() + 5000;
      while (count(text) < times) {
        if (Date.now() > deadline) throw new Error(`no ${times}× "${text}" in the stream; got: ${received}`);
        const chunk = await Promise.race([
          reader.read(),
          new Promise<undefined>((resolve) => setTimeout(resolve, deadline - Date.now())),
        ]);
        if (chunk?.value) received += decoder.decode(chunk.value, { stream: true });
      }
    };
    /** Reads what arrived within a moment (for what must not arrive). */
    const settle = async () => {
      const until = Date.now() + 300;
      while (Date.now() < until) {
        const chunk = await Promise.race([
          reader.read(),
          new Promise<undefined>((resolve) => setTimeout(resolve, until - Date.now())),
        ]);
        if (chunk?.value) received += decoder.decode(chunk.value, { stream: true });
      }
    };
    await waitFor(': connected');
    return { waitFor, settle, count, close: () => controller.abort() };
  }

  it('go to the owner and the friend it is shared with, not to others, and stop when the friendship ends', async () => {
    const [owner, sharee, friend, stranger] = [
      await registerMember(t.app),
      await registerMember(t.app),
      await registerMember(t.app),
      await registerMember(t.app),
    ];
    await makeFriends(t.app, owner, sharee);
    await makeFriends(t.app, owner, friend);
    const planId = await ownPlan(owner);
    await call(owner, 'POST', `/api/plans/${planId}/shares`, { memberId: sharee.id });
    const streams = await Promise.all([owner, sharee, friend, stranger].map(openStream));
    const [ownerStream, shareeStream, friendStream, strangerStream] = streams;
    // (A member's change carries the plan's version after it; an unfriending's carries none.)
    const event = `event: plan\ndata: {"type":"plan","planId":"${planId}"`;
    try {
      // The sharee's change reaches the owner, and the sharee's own other pages.
      await add(sharee, planId, { day: today, meal: 'dinner', note: 'Gnocchi' });
      await ownerStream!.waitFor(event);
      await shareeStream!.waitFor(event);
      await unfriend(sharee, owner);
      // Told that the plan is gone (the sharee) and that its shares changed (the owner).
      await shareeStream!.waitFor(event, 2);
      await ownerStream!.waitFor(event, 2);
      await add(owner, planId, { day: today, meal: 'lunch', note: 'Salad' });
      await ownerStream!.waitFor(event, 3);
      await Promise.all(streams.map((stream) => stream.settle()));
      expect(shareeStream!.count(event)).toBe(2);
      expect(friendStream!.count('event: plan')).toBe(0);
      expect(strangerStream!.count('event: plan')).toBe(0);
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});

describe('the calendar feed', () => {
  /** The feed's address for the member, and the path it is served at. */
  async function feedOf(member: TestMember) {
    const response = await call(member, 'GET', '/api/calendar');
    expect(response.statusCode, response.body).toBe(200);
    const { url, webcalUrl } = response.json<{ url: string; webcalUrl: string }>();
    return { url, webcalUrl, path: url.slice(origin.length) };
  }

  /** The feed read by ical.js, a parser other than the library that wrote it: its events, by start. */
  async function eventsAt(path: string) {
    const response = await call(undefined, 'GET', path);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    return calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      const start = event.startDate;
      return {
        uid: event.uid,
        summary: event.summary,
        start: `${start.toString()}${start.zone === ICAL.Timezone.utcTimezone ? 'Z' : ''}`,
        floating: start.zone === ICAL.Timezone.localTimezone,
        end: event.endDate.toString(),
        url: component.getFirstPropertyValue('url'),
        description: event.description,
      };
    });
  }

  it('holds every entry of the plans the member may open at its meal’s time, with the recipe’s link', async () => {
    const [ada, bo] = [
      await registerMember(t.app),
      await registerMember(t.app, { fName: 'Bo', lName: 'Berg' }),
    ];
    await makeFriends(t.app, ada, bo);
    const adasPlan = await ownPlan(ada);
    const bosPlan = await ownPlan(bo);
    await call(bo, 'POST', `/api/plans/${bosPlan}/shares`, { memberId: ada.id });
    const pancakes = await memberRecipe(ada, { title: 'Pancakes, with "syrup"; and more' });
    const monday = thisWeek;
    const wednesday = addDays(thisWeek, 2);
    const { entryId } = await add(ada, adasPlan, { day: wednesday, meal: 'dinner', recipeId: pancakes._id });
    await add(ada, adasPlan, { day: monday, meal: 'breakfast', recipeId: catalogued.id, servings: 2 });
    await add(ada, adasPlan, { day: monday, meal: 'lunch', note: 'Leftovers' });
    await add(bo, bosPlan, { day: monday, meal: 'snack', note: 'Bo’s cake' });
    // Outside the feed's weeks: five weeks back and thirteen ahead.
    await add(ada, adasPlan, { day: addDays(thisWeek, -35), meal: 'dinner', note: 'Too old' });
    await add(ada, adasPlan, { day: addDays(thisWeek, 7 * 13), meal: 'dinner', note: 'Too far' });
    await add(ada, adasPlan, { day: addDays(thisWeek, 7 * 13 - 1), meal: 'dinner', note: 'Last day' });
    await add(ada, adasPlan, { day: addDays(thisWeek, -28), meal: 'dinner', note: 'First day' });

    const feed = await feedOf(ada);
    expect(feed.url).toMatch(new RegExp(`^${origin}/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(feed.webcalUrl).toBe(feed.url.replace('https:', 'webcal:'));
    // The address stays the same until it is reset, so a calendar app stays subscribed.
    expect((await feedOf(ada)).url).toBe(feed.url);

    const compact = (day: string) => day.replaceAll('-', '');
    const events = await eventsAt(feed.path);
    expect(events.map((event) => [event.start, event.summary])).toEqual([
      [`${addDays(thisWeek, -28)}T19:00:00`, 'First day'],
      [`${monday}T08:00:00`, catalogued.title],
      [`${monday}T12:30:00`, 'Leftovers'],
      [`${monday}T16:00:00`, 'Bo’s cake'],
      [`${wednesday}T19:00:00`, 'Pancakes, with "syrup"; and more'],
      [`${addDays(thisWeek, 7 * 13 - 1)}T19:00:00`, 'Last day'],
    ]);
    expect(events.every((event) => event.floating)).toBe(true);
    const dinner = events.find((event) => event.summary.startsWith('Pancakes'))!;
    expect(dinner.uid).toBe(`${entryId}@potluck`);
    expect(dinner.end).toBe(`${wednesday}T20:00:00`);
    expect(dinner.url).toBe(`${origin}/recipe/${pancakes._id}`);
    expect(dinner.description).toContain(`${origin}/recipe/${pancakes._id}`);
    expect(events.find((event) => event.summary === catalogued.title)?.url).toBe(
      `${origin}/recipe/${catalogued.id}`,
    );
    expect(events.find((event) => event.summary === 'Leftovers')?.url).toBeNull();
    // A shared plan's entry says whose plan it is by name (issue 39); a member without one, by username.
    expect(events.find((event) => event.summary === 'Bo’s cake')?.description).toBe('Snack · Bo Berg’s plan');
    expect(compact(monday)).toHaveLength(8);

    // Once they are no longer friends, Bo's plan is no longer in Ada's feed.
    await unfriend(ada, bo);
    expect((await eventsAt(feed.path)).map((event) => event.summary)).not.toContain('Bo’s cake');
  });

  it('holds at most 1,000 entries, the earliest first', async () => {
    const ada = await registerMember(t.app);
    const planId = await ownPlan(ada);
    // Written straight to the table: the API's weekly bound would need eleven weeks of adds.
    await t.db.query(
      `INSERT INTO plan_entries (id, plan_id, day, meal, note)
       SELECT 'd' || lpad(to_hex(n), 23, '0'), $1, $2::date + (n % 77), 'dinner', 'Soup ' || n
         FROM generate_series(1, 1010) AS n`,
      [planId, thisWeek],
    );
    await add(ada, planId, { day: addDays(thisWeek, 80), meal: 'dinner', note: 'The latest' });
    const events = await eventsAt((await feedOf(ada)).path);
    expect(events).toHaveLength(1000);
    expect(events.map((event) => event.summary)).not.toContain('The latest');
    expect(events[0]!.start).toBe(`${thisWeek}T19:00:00`);
  });

  it('answers 404 to a wrong or reset secret; the new address works at once', async () => {
    const ada = await registerMember(t.app);
    await add(ada, await ownPlan(ada), { day: today, meal: 'dinner', note: 'Dumplings' });
    const old = await feedOf(ada);
    expect((await eventsAt(old.path)).map((event) => event.summary)).toEqual(['Dumplings']);
    const secret = old.path.slice('/calendar/'.length, -'.ics'.length);
    const wrong = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    for (const path of [
      `/calendar/${wrong}.ics`,
      `/calendar/${secret}`,
      `/calendar/${secret}.ics.ics`,
      '/calendar/short.ics',
      `/calendar/${secret}.ICS`,
    ]) {
      const response = await call(undefined, 'GET', path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toEqual({ error: 'Calendar not found' });
    }
    // Text that cannot be stored is bad input, as everywhere (API.md).
    const nul = await call(undefined, 'GET', `/calendar/${secret}.ics%00`);
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error).toMatch(/^file: /);
    const reset = await call(ada, 'POST', '/api/calendar/reset');
    expect(reset.statusCode, reset.body).toBe(200);
    const fresh = reset.json<{ url: string }>();
    expect(fresh.url).not.toBe(old.url);
    expect((await call(undefined, 'GET', old.path)).statusCode).toBe(404);
    expect((await feedOf(ada)).url).toBe(fresh.url);
    expect((await eventsAt(fresh.url.slice(origin.length))).map((event) => event.summary)).toEqual([
      'Dumplings',
    ]);
    // The address is the member's own: a visitor gets none, nor can one be reset without a session.
    expect((await call(undefined, 'GET', '/api/calendar')).statusCode).toBe(401);
    expect((await call(undefined, 'POST', '/api/calendar/reset')).statusCode).toBe(401);
    // The database keeps no secret, only its hash.
    const [row] = await t.db.query<{ secret_hash: string }>(
      'SELECT secret_hash FROM calendar_feeds WHERE member_id = $1',
      [ada.id],
    );
    expect(row!.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.secret_hash).not.toContain(fresh.url.slice(-47, -4));
  });
});

describe('a database that is gone', () => {
  it('answers the plan’s calls and the feed 503 {error}, not 500', async () => {
    const broken = await createTestApp();
    await broken.db.close();
    try {
      for (const [method, url] of [
        ['GET', '/api/plans'],
        ['POST', `/api/plans/${'a'.repeat(24)}/entries`],
        ['GET', `/calendar/${'A'.repeat(43)}.ics`],
      ] as const) {
        const response = await broken.app.inject({
          method,
          url,
          headers: { cookie: 'potluck_session=x' },
          ...(method === 'POST' ? { payload: { day: today, meal: 'dinner', note: 'Soup' } } : {}),
        });
        expect(response.statusCode, url).toBe(503);
        expect(response.json()).toEqual({ error: expect.any(String) });
      }
    } finally {
      await broken.close();
    }
  });
});

describe('the OpenAPI document', () => {
  it('lists the plan’s and the calendar’s calls under the tag plan', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { tags?: string[] }>>;
    }>();
    const tagged = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.tags?.includes('plan'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(tagged.sort()).toEqual(
      [
        'GET /api/plans',
        'GET /api/plans/{id}/weeks/{weekStart}',
        'POST /api/plans/{id}/entries',
        'PATCH /api/plans/{id}/entries/{entryId}',
        'DELETE /api/plans/{id}/entries/{entryId}',
        'POST /api/plans/{id}/shares',
        'DELETE /api/plans/{id}/shares/{shareId}',
        'GET /api/calendar',
        'POST /api/calendar/reset',
        'GET /calendar/{file}',
      ].sort(),
    );
  });
});

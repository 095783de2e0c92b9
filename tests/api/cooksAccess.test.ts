import type { AddressInfo } from 'node:net';
import type { Cook, CookPage, CookSummary } from '@potluck/contract';
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

// Who sees a cook (docs/decisions/037, API.md "Sharing with friends"), walked as a matrix: its cook, a friend, an
// ex-friend either way, a stranger, an admin (no one special) and a visitor, over cooks kept private, for friends and
// for everyone, of a public recipe, a private one, one that went private after it was cooked, and a catalogue
// recipe; on every route (one cook, a recipe's cooks and summary, a profile's, friends' recent cooks, deleting) and
// on the live events. Decided in SQL on every request: the unfriending hides at once.

let t: TestApp;
const call = callAs(() => t.app);

async function recipeOf(member: TestMember, isPublic = true): Promise<string> {
  const response = await call(member, 'POST', '/api/recipes', { title: 'Ragù', image: tinyPng, isPublic });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ _id: string }>()._id;
}

async function cooked(member: TestMember, recipeId: string, visibility: string): Promise<string> {
  const response = await call(member, 'POST', `/api/recipes/${recipeId}/cooks`, { visibility, rating: 4 });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Cook>().id;
}

async function unfriend(member: TestMember, friend: TestMember) {
  const response = await call(member, 'PUT', '/api/friends/remove', {
    userId: member.id,
    friendId: friend.id,
  });
  expect(response.statusCode, response.body).toBe(200);
}

let catalogueId: string;
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db.query<{ id: number }>('SELECT id FROM provider_recipes ORDER BY id LIMIT 1');
  catalogueId = String(row!.id);
});
afterAll(() => t?.close());

describe('the access matrix', () => {
  type Name = 'al' | 'bob' | 'fay' | 'eve' | 'xan' | 'sam' | 'ada';
  const names: Name[] = ['al', 'bob', 'fay', 'eve', 'xan', 'sam', 'ada'];
  const m = {} as Record<Name, TestMember>;
  const recipes = {} as Record<'pub' | 'priv' | 'turned' | 'cat', string>;
  type Kind = keyof typeof recipes;
  const cooks: Array<{ id: string; by: Name; recipe: Kind; visibility: 'private' | 'friends' | 'everyone' }> =
    [];

  beforeAll(async () => {
    for (const name of names)
      m[name] = await registerMember(t.app, { username: `${name}_${Date.now() % 1e6}` });
    await makeAdmin(t.db, m.ada.id);
    // Bob's friends: Fay now; Eve and Xan until the test ends it (Bob leaves Eve, Xan leaves Bob). Al's: Fay.
    for (const friend of [m.fay, m.eve, m.xan]) await makeFriends(t.app, m.bob, friend);
    await makeFriends(t.app, m.al, m.fay);
    recipes.pub = await recipeOf(m.al);
    recipes.priv = await recipeOf(m.al, false);
    recipes.turned = await recipeOf(m.al);
    recipes.cat = catalogueId;
    const log = async (by: Name, recipe: Kind, visibility: 'private' | 'friends' | 'everyone') =>
      cooks.push({ id: await cooked(m[by], recipes[recipe], visibility), by, recipe, visibility });
    for (const visibility of ['private', 'friends', 'everyone'] as const) await log('bob', 'pub', visibility);
    await log('bob', 'cat', 'friends');
    await log('bob', 'cat', 'everyone');
    await log('bob', 'turned', 'friends');
    await log('bob', 'turned', 'everyone');
    await log('al', 'priv', 'friends');
    await log('al', 'pub', 'friends');
    await log('al', 'turned', 'everyone');
  });

  /** Friends now, once the test below has ended Bob's friendships with Eve and Xan. */
  const friendsOf = (name: Name): Name[] => (name === 'bob' || name === 'al' ? ['fay'] : []);
  const mayOpenRecipe = (viewer: Name, recipe: Kind) =>
    recipe === 'priv' || recipe === 'turned' ? viewer === 'al' : true;
  const sees = (viewer: Name, cook: (typeof cooks)[number]) =>
    mayOpenRecipe(viewer, cook.recipe) &&
    (viewer === cook.by ||
      cook.visibility === 'everyone' ||
      (cook.visibility === 'friends' && friendsOf(cook.by).includes(viewer)));
  const expected = (viewer: Name, where: (cook: (typeof cooks)[number]) => boolean) =>
    cooks
      .filter((cook) => where(cook) && sees(viewer, cook))
      .map((cook) => cook.id)
      .sort();
  const ids = (list: Cook[]) => list.map((cook) => cook.id).sort();

  it('ex-friends see a friends’ cook until the friendship ends, either way, and not a moment after', async () => {
    const friendsCook = cooks.find(
      (cook) => cook.by === 'bob' && cook.recipe === 'pub' && cook.visibility === 'friends',
    )!;
    for (const viewer of [m.eve, m.xan, m.fay]) {
      expect((await call(viewer, 'GET', `/api/cooks/${friendsCook.id}`)).statusCode).toBe(200);
      expect(
        (await call(viewer, 'GET', '/api/cooks/friends')).json<Cook[]>().map((cook) => cook.id),
      ).toContain(friendsCook.id);
    }
    await unfriend(m.bob, m.eve);
    await unfriend(m.xan, m.bob);
    // Al's recipe that went private after Bob cooked it.
    expect((await call(m.al, 'PUT', `/api/recipes/${recipes.turned}`, { isPublic: false })).statusCode).toBe(
      200,
    );
    for (const viewer of [m.eve, m.xan]) {
      expect((await call(viewer, 'GET', `/api/cooks/${friendsCook.id}`)).statusCode).toBe(404);
      expect((await call(viewer, 'GET', '/api/cooks/friends')).json<Cook[]>()).toEqual([]);
    }
  });

  it('one cook: 200 to whom may see it, 404 to everyone else', async () => {
    for (const viewer of names) {
      for (const cook of cooks) {
        const response = await call(m[viewer], 'GET', `/api/cooks/${cook.id}`);
        expect(
          response.statusCode,
          `${viewer} reads ${cook.by}'s ${cook.visibility} cook of ${cook.recipe}`,
        ).toBe(sees(viewer, cook) ? 200 : 404);
      }
    }
  });

  it('a recipe’s cooks and summary: those the viewer may see, of a recipe they may open (else 404)', async () => {
    for (const viewer of names) {
      for (const recipe of Object.keys(recipes) as Kind[]) {
        const list = await call(m[viewer], 'GET', `/api/recipes/${recipes[recipe]}/cooks?limit=100`);
        const summary = await call(m[viewer], 'GET', `/api/recipes/${recipes[recipe]}/cooks/summary`);
        const label = `${viewer} on ${recipe}`;
        if (!mayOpenRecipe(viewer, recipe)) {
          expect([list.statusCode, summary.statusCode], label).toEqual([404, 404]);
          continue;
        }
        // The catalogue recipe is shared by every test of this file: only this matrix's cooks are compared.
        const mine = new Set(cooks.map((cook) => cook.id));
        const seen = ids(list.json<CookPage>().cooks).filter((id) => mine.has(id));
        expect(seen, label).toEqual(expected(viewer, (cook) => cook.recipe === recipe));
        if (recipe !== 'cat') {
          expect(summary.json<CookSummary>().count, label).toBe(seen.length);
          expect(summary.json<CookSummary>().ratings, label).toBe(
            new Set(
              cooks.filter((cook) => cook.recipe === recipe && sees(viewer, cook)).map((cook) => cook.by),
            ).size,
          );
        }
      }
    }
  });

  it('a profile’s cooks and friends’ recent cooks: those the viewer may see', async () => {
    for (const viewer of names) {
      for (const cookName of ['bob', 'al'] as const) {
        const page = await call(m[viewer], 'GET', `/api/cooks/user/${m[cookName].username}?limit=100`);
        expect(ids(page.json<CookPage>().cooks), `${viewer} on ${cookName}'s profile`).toEqual(
          expected(viewer, (cook) => cook.by === cookName),
        );
      }
      const friends = await call(m[viewer], 'GET', '/api/cooks/friends?limit=50');
      const current = (['bob', 'al'] as const).filter((cookName) => friendsOf(cookName).includes(viewer));
      expect(ids(friends.json<Cook[]>()), `${viewer}'s friends cooked`).toEqual(
        expected(viewer, (cook) => current.includes(cook.by as 'bob' | 'al')),
      );
    }
  });

  it('deleting: only its cook; 403 to whom may see it, 404 to everyone else; a visitor 401', async () => {
    for (const viewer of names) {
      for (const cook of cooks) {
        if (cook.by === viewer) continue;
        const response = await call(m[viewer], 'DELETE', `/api/cooks/${cook.id}`);
        expect(
          response.statusCode,
          `${viewer} deletes ${cook.by}'s ${cook.visibility} cook of ${cook.recipe}`,
        ).toBe(sees(viewer, cook) ? 403 : 404);
      }
    }
    const anyCook = cooks[0]!;
    expect((await call(undefined, 'GET', `/api/cooks/${anyCook.id}`)).statusCode).toBe(401);
    expect((await call(undefined, 'DELETE', `/api/cooks/${anyCook.id}`)).statusCode).toBe(401);
    expect((await call(undefined, 'GET', `/api/recipes/${recipes.pub}/cooks`)).statusCode).toBe(401);
    // Nothing was deleted by anyone but its cook.
    for (const cook of cooks)
      expect((await call(m[cook.by], 'GET', `/api/cooks/${cook.id}`)).statusCode).not.toBe(500);
  });

  it('a cook of a recipe that went private is seen by nobody who may not open it, its own cook included', async () => {
    const turned = cooks.filter((cook) => cook.recipe === 'turned' && cook.by === 'bob');
    for (const cook of turned)
      expect((await call(m.bob, 'GET', `/api/cooks/${cook.id}`)).statusCode).toBe(404);
    expect(
      (await call(m.bob, 'GET', '/api/my-cooks'))
        .json()
        .recipes.map((row: { recipe: { id: string } }) => row.recipe.id),
    ).not.toContain(recipes.turned);
    // Its author still sees Bob's cook for everyone.
    const everyone = turned.find((cook) => cook.visibility === 'everyone')!;
    expect((await call(m.al, 'GET', `/api/cooks/${everyone.id}`)).statusCode).toBe(200);
    // Made public again, it shows again: nothing was lost, only hidden.
    expect((await call(m.al, 'PUT', `/api/recipes/${recipes.turned}`, { isPublic: true })).statusCode).toBe(
      200,
    );
    expect((await call(m.sam, 'GET', `/api/cooks/${everyone.id}`)).statusCode).toBe(200);
    expect((await call(m.al, 'PUT', `/api/recipes/${recipes.turned}`, { isPublic: false })).statusCode).toBe(
      200,
    );
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
    const readUntil = async (done: () => boolean, until: number) => {
      while (!done() && Date.now() < until) {
        const chunk = await Promise.race([
          reader.read(),
          new Promise<undefined>((resolve) => setTimeout(resolve, until - Date.now())),
        ]);
        if (chunk?.value) received += decoder.decode(chunk.value, { stream: true });
      }
    };
    const waitFor = async (text: string, times = 1) => {
      await readUntil(() => count(text) >= times, Date.now() + 5000);
      if (count(text) < times) throw new Error(`no ${times}× "${text}" in the stream; got: ${received}`);
    };
    /** Reads what arrives within a moment (for what must not arrive). */
    const settle = () => readUntil(() => false, Date.now() + 300);
    await waitFor(': connected');
    return { waitFor, settle, count, close: () => controller.abort() };
  }

  it('go to those a cook concerns who may see it: its cook, their current friends, the author who may see it', async () => {
    const [al, bob, fay, eve, xan, sam, ada] = [
      await registerMember(t.app),
      await registerMember(t.app),
      await registerMember(t.app),
      await registerMember(t.app),
      await registerMember(t.app),
      await registerMember(t.app),
      await registerMember(t.app),
    ];
    await makeAdmin(t.db, ada!.id);
    for (const friend of [fay!, eve!, xan!]) await makeFriends(t.app, bob!, friend);
    await makeFriends(t.app, al!, sam!);
    await unfriend(bob!, eve!);
    await unfriend(xan!, bob!);
    const pub = await recipeOf(al!);
    const priv = await recipeOf(al!, false);
    const members = { al: al!, bob: bob!, fay: fay!, eve: eve!, xan: xan!, sam: sam!, ada: ada! };
    const streams = Object.fromEntries(
      await Promise.all(
        Object.entries(members).map(async ([name, member]) => [name, await openStream(member)] as const),
      ),
    );
    const event = 'event: cooked\n';
    try {
      await cooked(bob!, pub, 'friends');
      await streams.fay!.waitFor(event, 1);
      const everyone = await cooked(bob!, pub, 'everyone');
      await streams.al!.waitFor(event, 1);
      await cooked(bob!, pub, 'private');
      await streams.bob!.waitFor(event, 3);
      expect((await call(bob!, 'DELETE', `/api/cooks/${everyone}`)).statusCode).toBe(200);
      await streams.al!.waitFor(event, 2);
      // Al's cook of his private recipe, for friends: his friend Sam cannot open the recipe.
      await cooked(al!, priv, 'friends');
      await streams.al!.waitFor(event, 3);
      await Promise.all(Object.values(streams).map((stream) => stream.settle()));
      expect(
        Object.fromEntries(Object.entries(streams).map(([name, stream]) => [name, stream.count(event)])),
      ).toEqual({
        al: 3,
        bob: 4,
        fay: 3,
        eve: 0,
        xan: 0,
        sam: 0,
        ada: 0,
      });
      // The author heard of the one cook he may see as a notification too, and the event names ids only.
      expect(streams.al!.count('"notificationType":"recipe_cooked"')).toBe(1);
      expect(streams.fay!.count(`"type":"cooked","recipeId":"${pub}"`)).toBe(3);
      expect(streams.fay!.count('Ragù')).toBe(0);
    } finally {
      for (const stream of Object.values(streams)) stream.close();
    }
  });
});

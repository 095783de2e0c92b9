// The one cache of server answers (packages/client/src/data): reads, a member's own changes, the live-event
// router's marks, and the copies kept on the device for one member, checked when read back.
import type { DataKey, LiveUpdate, Potluck } from '@potluck/contract';
import type { PersistedQuery } from '@tanstack/query-persist-client-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppClient } from '../../../packages/client/src/appClient.ts';
import { createAnswerCache } from '../../../packages/client/src/data/cache.ts';
import { checkKept } from '../../../packages/client/src/data/checkAnswers.ts';
import { forgetKeptCopies, type KeptStorage } from '../../../packages/client/src/data/keptStorage.ts';
import { keys } from '../../../packages/client/src/data/keys.ts';
import { staleKeys } from '../../../packages/client/src/data/liveRouter.ts';
import { ApiError } from '../../../packages/client/src/http.ts';
import type { EventSourceLike } from '../../../packages/client/src/liveEvents.ts';
import { aPotluck } from '../../../stories/statecharts/potluckSamples.ts';
import { aCookbook, aRecipe, sampleId } from '../../../stories/statecharts/samples.ts';

const maria = sampleId(1);
const kenji = sampleId(2);
const cookbook = aCookbook({ _id: sampleId(300) });
const offline = () => new ApiError(0, 'Could not reach the server.');
const at = '2026-11-29T10:00:00.123Z';

/** The device's store as IndexedDB keeps it: a copy of each value (structured clone), listed by `entries`. */
function memoryKeptStorage(): KeptStorage & { items: Map<string, PersistedQuery> } {
  const items = new Map<string, PersistedQuery>();
  return {
    items,
    getItem: (name) => structuredClone(items.get(name)),
    setItem: (name, value) => void items.set(name, structuredClone(value)),
    removeItem: (name) => void items.delete(name),
    entries: async () => [...items.entries()],
  };
}

/** A cache keeping answers for `memberId` in `storage`. */
function keeping(storage: KeptStorage, memberId = maria) {
  const cache = createAnswerCache();
  cache.serve({ storage, memberId, check: checkKept });
  return cache;
}

/** Lets the cache's writes to the device finish (their checks are loaded before the tests: beforeAll). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
beforeAll(async () => {
  await import('../../../packages/client/src/data/answers.ts');
  await import('../../../packages/client/src/data/queryStore.ts');
});

describe('the answer cache', () => {
  it('asks the server on every read by default, and once within a fresh time', async () => {
    const cache = createAnswerCache();
    const fetch = vi.fn(async () => cookbook);
    await cache.read(keys.cookbook(cookbook._id), fetch);
    await cache.read(keys.cookbook(cookbook._id), fetch);
    expect(fetch).toHaveBeenCalledTimes(2);
    await cache.read(keys.cookbook(cookbook._id), fetch, { freshForMs: 60_000 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('reads again once someone else changed it, and tells whoever listens to that family', async () => {
    const cache = createAnswerCache();
    const fetch = vi.fn(async () => cookbook);
    const heard: DataKey[] = [];
    const stop = cache.onStale(['cookbook'], (key) => heard.push(key));
    cache.onStale(['potluck'], () => heard.push(['potlucks']));
    await cache.read(keys.cookbook(cookbook._id), fetch, { freshForMs: 60_000 });
    cache.markStale(keys.cookbook(cookbook._id));
    expect(heard).toEqual([['cookbook', cookbook._id]]);
    await cache.read(keys.cookbook(cookbook._id), fetch, { freshForMs: 60_000 });
    expect(fetch).toHaveBeenCalledTimes(2);
    stop();
    cache.markStale(keys.cookbook(cookbook._id));
    expect(heard).toHaveLength(1);
  });
});

describe('the answer cache and its session', () => {
  it('reads again when what it read was marked stale while the answer was on its way', async () => {
    const cache = createAnswerCache();
    let version = 1;
    let answer: (() => void) | undefined;
    const fetch = vi.fn(() => {
      const sent = version;
      return new Promise<{ version: number }>((resolve) => {
        answer = () => resolve({ version: sent });
      });
    });
    const reading = cache.read(keys.cookbook(cookbook._id), fetch, { freshForMs: 60_000 });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    // Another owner changes the cookbook while the first answer, read before it, is still on its way.
    version = 2;
    cache.markStale(keys.cookbook(cookbook._id));
    answer?.();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    answer?.();
    await expect(reading).resolves.toEqual({ version: 2 });
  });

  it("forgets a closed thing when the server says it is not the member's to open, in memory and on the device", async () => {
    const storage = memoryKeptStorage();
    const cache = keeping(storage);
    const list = {
      id: sampleId(6),
      ownerId: maria,
      ownerName: 'maria',
      items: [],
      shares: [],
      updatedAt: at,
    };
    await cache.read(keys.shoppingList(list.id), async () => list);
    await cache.read(keys.cookbook(cookbook._id), async () => cookbook);
    await settle();
    const keptKinds = () => [...storage.items.values()].map((kept) => kept.queryKey[0]).sort();
    expect(keptKinds()).toEqual(['cookbook', 'shoppingList']);
    await expect(
      cache.read(keys.cookbook(cookbook._id), async () =>
        Promise.reject(new ApiError(404, 'Cookbook not found')),
      ),
    ).rejects.toThrow('Cookbook not found');
    expect(cache.peek(keys.cookbook(cookbook._id))).toBeUndefined();
    // Only what the server closed goes: the list stays the member's.
    await vi.waitFor(() => expect(keptKinds()).toEqual(['shoppingList']));
  });

  it('a write answered after the member changed is not kept for the next one', async () => {
    const storage = memoryKeptStorage();
    const cache = keeping(storage, maria);
    await cache.read(keys.cookbook(cookbook._id), async () => cookbook);
    let answer: (potluck: Potluck) => void = () => {};
    const claim = cache.applied(
      keys.potluck(sampleId(8)),
      new Promise<Potluck>((resolve) => {
        answer = resolve;
      }),
    );
    cache.serve({ storage, memberId: kenji, check: checkKept });
    answer(aPotluck());
    await claim;
    await settle();
    expect(cache.peek(keys.potluck(sampleId(8)))).toBeUndefined();
    expect(cache.peek(keys.cookbook(cookbook._id))).toBeUndefined();
    expect([...storage.items.keys()].some((name) => name.includes(kenji))).toBe(false);
  });
});

describe('the live-event router', () => {
  const cache = createAnswerCache();
  const cases: [LiveUpdate, DataKey[]][] = [
    [
      { type: 'notification.received', notificationId: sampleId(5), notificationType: 'recipe_like' },
      [['notifications']],
    ],
    [{ type: 'message.received', messageId: sampleId(5), from: kenji }, [['conversation', kenji], ['chats']]],
    [
      { type: 'friends.changed', change: 'remove', memberId: kenji },
      // Who sees a cook for friends changed too: on every recipe, friends' cooks, the other member's list.
      [['friends'], ['chats'], ['notifications'], ['friendsCooked'], ['cooks'], ['memberCooks', kenji]],
    ],
    [{ type: 'cookbook.changed', cookbookId: cookbook._id }, [['cookbook', cookbook._id], ['cookbooks']]],
    [{ type: 'shopping.changed', listId: sampleId(6) }, [['shoppingList', sampleId(6)], ['shoppingLists']]],
    [{ type: 'plan.changed', planId: sampleId(7) }, [['plan', sampleId(7)], ['plans']]],
    [{ type: 'potluck.changed', potluckId: sampleId(8) }, [['potluck', sampleId(8)], ['potlucks']]],
    [
      { type: 'potluck.changed', potluckId: sampleId(8), messageId: sampleId(5) },
      [['potluckThread', sampleId(8)]],
    ],
    [
      { type: 'cooks.changed', recipeId: '716429', cookId: sampleId(9), memberId: kenji },
      [['cooks', '716429'], ['friendsCooked'], ['memberCooks', kenji]],
    ],
  ];
  it.each(cases)('%j marks exactly its keys', (update, marked) => {
    expect(staleKeys(update, cache)).toEqual(marked);
  });

  it("the echo of the member's own change to a shopping list or a week marks nothing; someone else's does", async () => {
    const held = createAnswerCache();
    const listId = sampleId(6);
    const planId = sampleId(7);
    const at = '2026-11-29T10:00:00.123Z';
    await held.read(keys.shoppingList(listId), async () => ({ id: listId, updatedAt: at }));
    await held.read(keys.planWeek(planId, '2026-11-23'), async () => ({ id: planId, updatedAt: at }));
    const later = '2026-11-29T10:00:02.000Z';
    expect(staleKeys({ type: 'shopping.changed', listId, version: at }, held)).toEqual([]);
    expect(staleKeys({ type: 'shopping.changed', listId, version: later }, held)).toEqual([
      ['shoppingList', listId],
      ['shoppingLists'],
    ]);
    expect(staleKeys({ type: 'plan.changed', planId, version: at }, held)).toEqual([]);
    expect(staleKeys({ type: 'plan.changed', planId, version: later }, held)).toEqual([
      ['plan', planId],
      ['plans'],
    ]);
    // An event without a version (an unfriending ended a share) is always news.
    expect(staleKeys({ type: 'plan.changed', planId }, held)).toEqual([['plan', planId], ['plans']]);
  });

  it("the echo of the member's own potluck change marks nothing (the write forgot the lists itself)", async () => {
    const held = createAnswerCache();
    const potluck = aPotluck('host', { updatedAt: '2026-11-29T10:00:00.123Z' }) as Potluck;
    await held.read(keys.potluck(potluck.id), async () => potluck);
    const change = (version: string): LiveUpdate => ({
      type: 'potluck.changed',
      potluckId: potluck.id,
      version,
    });
    expect(staleKeys(change('2026-11-29T10:00:00.123Z'), held)).toEqual([]);
    expect(staleKeys(change('2026-11-29T09:59:59.000Z'), held)).toEqual([]);
    // Someone else changed it after the answer the member holds.
    expect(staleKeys(change('2026-11-29T10:00:01.000Z'), held)).toEqual([
      ['potluck', potluck.id],
      ['potlucks'],
    ]);
  });
});

describe('offline within a page', () => {
  it('answers with what the page read before, of any kind, when the server cannot be reached', async () => {
    const cache = createAnswerCache();
    const page = [{ id: 1, title: 'Soup' }];
    await cache.read(['feed', 'catalogue', 'soup'], async () => page);
    await expect(
      cache.read(['feed', 'catalogue', 'soup'], async () => Promise.reject(offline())),
    ).resolves.toEqual(page);
    await expect(
      cache.read(['feed', 'catalogue', 'cake'], async () => Promise.reject(offline())),
    ).rejects.toThrow('Could not reach the server.');
  });
});

describe('copies kept on the device', () => {
  it('answers a read the server cannot answer with the copy kept for the member', async () => {
    const storage = memoryKeptStorage();
    const online = keeping(storage);
    await online.read(keys.cookbook(cookbook._id), async () => cookbook);
    await settle();
    expect(storage.items.size).toBe(1);
    // The page is reloaded offline: a new cache, the same device.
    const reloaded = keeping(storage);
    await expect(
      reloaded.read(keys.cookbook(cookbook._id), async () => Promise.reject(offline())),
    ).resolves.toEqual(cookbook);
    // Any other failure is the server's answer, and is said as such.
    await expect(
      reloaded.read(keys.cookbook(cookbook._id), async () => Promise.reject(new ApiError(404, 'Gone'))),
    ).rejects.toThrow('Gone');
  });

  it('keeps nothing of a kind not read offline, and never shows a copy the contract does not describe', async () => {
    const storage = memoryKeptStorage();
    const cache = keeping(storage);
    await cache.read(['notifications'], async () => []);
    await settle();
    expect(storage.items.size).toBe(0);
    await cache.read(keys.cookbook(cookbook._id), async () => ({ ...cookbook, owners: 'everyone' }));
    await settle();
    const reloaded = keeping(storage);
    await expect(
      reloaded.read(keys.cookbook(cookbook._id), async () => Promise.reject(offline())),
    ).rejects.toThrow('Could not reach the server.');
    expect(storage.items.size).toBe(0);
  });

  it('reads back only the signed-in member’s copies; another member finds none of them', async () => {
    const storage = memoryKeptStorage();
    await keeping(storage, maria).read(keys.recipe(aRecipe()._id), async () => aRecipe());
    await settle();
    const other = keeping(storage, kenji);
    await expect(
      other.read(keys.recipe(aRecipe()._id), async () => Promise.reject(offline())),
    ).rejects.toThrow('Could not reach the server.');
    await forgetKeptCopies(storage);
    expect(storage.items.size).toBe(0);
  });

  it('drops a corrupt copy and a copy of an older shape, never shows either', async () => {
    const storage = memoryKeptStorage();
    await keeping(storage).read(keys.cookbook(cookbook._id), async () => cookbook);
    await keeping(storage).read(keys.recipe(aRecipe()._id), async () => aRecipe());
    await settle();
    const entry = (kind: string) => {
      const found = [...storage.items.entries()].find(([, kept]) => kept.queryKey[0] === kind);
      if (!found) throw new Error(`no kept ${kind}`);
      return found;
    };
    const [cookbookEntry, kept] = entry('cookbook');
    const [recipeEntry, keptRecipe] = entry('recipe');
    storage.items.set(cookbookEntry, { ...kept, state: { ...kept.state, data: { title: 42 } } });
    storage.items.set(recipeEntry, { ...keptRecipe, buster: '0' });
    const reloaded = keeping(storage);
    await expect(
      reloaded.read(keys.cookbook(cookbook._id), async () => Promise.reject(offline())),
    ).rejects.toThrow();
    await expect(
      reloaded.read(keys.recipe(aRecipe()._id), async () => Promise.reject(offline())),
    ).rejects.toThrow();
    expect(storage.items.size).toBe(0);
  });
});

/** The server's event stream, as the client opens it: the test says what the server pushes. */
function fakeStream() {
  const listeners = new Map<string, (event: MessageEvent<string>) => void>();
  return {
    open: (): EventSourceLike => ({
      readyState: 1,
      close: () => {},
      addEventListener: (type, listener) => listeners.set(type, listener),
    }),
    opened: () => listeners.size > 0,
    says: (event: { type: string } & Record<string, unknown>) =>
      listeners.get(event.type)?.({ data: JSON.stringify(event) } as MessageEvent<string>),
  };
}

describe('the client through the cache', () => {
  const answers = (routes: Record<string, unknown>) =>
    vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const path = new URL(String(url), 'http://potluck.test').pathname;
      const body = routes[`${init?.method ?? 'GET'} ${path}`];
      return body === undefined
        ? new Response('{"error":"no"}', { status: 404 })
        : new Response(JSON.stringify(body));
    });

  it('a like shows on every kept page of the catalogue that holds the recipe, without asking again', async () => {
    const page = {
      offset: 0,
      number: 24,
      totalResults: 1,
      results: [{ id: 716429, title: 'Pasta', likeCount: 0 }],
    };
    const fetch = answers({
      'GET /provider/recipes/complexSearch': page,
      'POST /api/recipes/716429/like': { likeCount: 1, liked: true },
    });
    const client = createAppClient({ fetch });
    const search = { query: '', filter: {}, offset: 0, number: 24 };
    expect((await client.searchExternal(search))[0]?.likeCount).toBe(0);
    await client.toggleLike('716429');
    expect((await client.searchExternal(search))[0]?.likeCount).toBe(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("the echo of a member's own potluck change that outruns its answer is still not news", async () => {
    const potluck = aPotluck('host', { updatedAt: '2026-11-29T10:00:00.123Z' });
    let answer: (response: Response) => void = () => {};
    const server = fakeStream();
    const client = createAppClient({
      fetch: vi.fn(async (_url: string | URL | Request, init?: RequestInit) =>
        init?.method === 'POST'
          ? new Promise<Response>((resolve) => {
              answer = resolve;
            })
          : new Response(JSON.stringify({ ...potluck, updatedAt: '2026-11-29T09:00:00.000Z' })),
      ),
      openEventSource: server.open,
    });
    const heard = vi.fn();
    client.onStale(['potluck', potluck.id], heard);
    await client.getPotluck(potluck.id);
    const claimed = client.claimPotluckDish(potluck.id, { course: 'main', text: 'Soup' } as never);
    await vi.waitFor(() => expect(server.opened()).toBe(true));
    server.says({ type: 'potluck', potluckId: potluck.id, version: potluck.updatedAt });
    answer(new Response(JSON.stringify(potluck), { status: 201 }));
    await claimed;
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(heard).not.toHaveBeenCalled();
  });

  it("a member's own potluck change is applied from its answer; its echo is not news, another change is", async () => {
    const potluck = aPotluck('host', { updatedAt: '2026-11-29T10:00:00.123Z' });
    const server = fakeStream();
    const client = createAppClient({
      fetch: answers({
        [`GET /api/potlucks/${potluck.id}`]: { ...potluck, updatedAt: '2026-11-29T09:00:00.000Z' },
        [`POST /api/potlucks/${potluck.id}/dishes`]: potluck,
      }),
      openEventSource: server.open,
    });
    const heard = vi.fn();
    client.onStale(['potluck', potluck.id], heard);
    await client.getPotluck(potluck.id);
    await client.claimPotluckDish(potluck.id, { course: 'main', title: 'Soup' } as never);
    server.says({ type: 'potluck', potluckId: potluck.id, version: potluck.updatedAt });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(heard).not.toHaveBeenCalled();
    server.says({ type: 'potluck', potluckId: potluck.id, version: '2026-11-29T10:00:05.000Z' });
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
  });

  it('checks every answer against the contract when asked to, naming what does not match', async () => {
    const { checkEveryAnswer } = await import('../../../packages/client/src/data/checkAnswers.ts');
    const client = createAppClient({
      checkAnswer: checkEveryAnswer,
      fetch: answers({ [`GET /api/cookbook/${cookbook._id}`]: { ...cookbook, title: 7 } }),
    });
    await expect(client.getCookbook(cookbook._id)).rejects.toThrow(/cookbook answer does not match.*title/);
  });
});

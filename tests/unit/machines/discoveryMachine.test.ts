import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { type DiscoveryClient, discoveryMachine, fillPage } from '../../../machines/discoveryMachine.ts';
import type { RecipeCard } from '../../../machines/support/records.ts';
import { createActor } from './helpers/coverage.ts';
import { done, elapsed, failed, unreachableStates } from './helpers/reachability.ts';
import { stateAfter, type TransitionRow } from './helpers/transitions.ts';

const external = (from: number, n: number): RecipeCard[] =>
  Array.from({ length: n }, (_, i) => ({ id: from + i, title: `E${from + i}`, source: 'external' }));
const member = (n: number): RecipeCard[] =>
  Array.from({ length: n }, (_, i) => ({ id: `m${i}`, title: `M${i}`, source: 'member' }));

function start(pages: RecipeCard[][], publicRecipes = member(2)) {
  const client: DiscoveryClient = {
    searchExternal: vi.fn(async ({ offset }) => pages[offset / 24] ?? []),
    getPublicRecipes: vi.fn(async () => publicRecipes),
  };
  const actor = createActor(discoveryMachine, {
    input: { client, random: () => 0, query: 'soup', filter: {} },
  }).start();
  return { actor, client };
}

describe('fillPage', () => {
  it('puts an external result in every 6th slot and public recipes elsewhere', () => {
    const { page, rest } = fillPage(member(17), external(1, 3));
    expect(page.map((c) => c.title)).toEqual([
      ...['M0', 'M1', 'M2', 'M3', 'M4', 'E1'],
      ...['M5', 'M6', 'M7', 'M8', 'M9', 'E2'],
      ...['M10', 'M11', 'M12', 'M13', 'M14', 'E3'],
    ]);
    expect(rest.map((c) => c.title)).toEqual(['M15', 'M16']);
  });
});

describe('discoveryMachine', () => {
  it('loads page 1 with 24 per page at offset 0, then the next page at offset 24', async () => {
    const { actor, client } = start([external(1, 24), external(25, 24)]);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches({ grid: 'browsing' }));
    expect(client.searchExternal).toHaveBeenCalledWith({ query: 'soup', filter: {}, offset: 0, number: 24 });
    expect(actor.getSnapshot().context.cards).toHaveLength(26);
    actor.send({ type: 'page.next' });
    await waitFor(actor, (s) => s.matches({ grid: 'browsing' }) && s.context.page === 2);
    expect(client.searchExternal).toHaveBeenLastCalledWith({
      query: 'soup',
      filter: {},
      offset: 24,
      number: 24,
    });
    expect(actor.getSnapshot().context.cards).toHaveLength(50);
  });

  it('stops at the first empty page', async () => {
    const { actor } = start([external(1, 24)]);
    await waitFor(actor, (s) => s.matches({ grid: 'browsing' }));
    actor.send({ type: 'page.next' });
    await waitFor(actor, (s) => s.matches({ grid: 'exhausted' }));
    actor.send({ type: 'page.next' });
    expect(actor.getSnapshot().value).toEqual({ grid: 'exhausted', recipe: 'closed' });
  });

  it('says nothing was found when both sources are empty', async () => {
    const { actor } = start([], []);
    await waitFor(actor, (s) => s.matches({ grid: 'empty' }));
  });

  it('a like made in the modal shows on its card', async () => {
    const { actor } = start([external(1, 24), external(25, 24)]);
    await waitFor(actor, (s) => s.matches({ grid: 'browsing' }));
    actor.send({ type: 'page.next' });
    await waitFor(actor, (s) => s.matches({ grid: 'browsing' }) && s.context.page === 2);
    actor.send({ type: 'recipe.open', id: '30' });
    actor.send({ type: 'recipe.liked', recipeId: '30', likeCount: 7 });
    actor.send({ type: 'recipe.liked', recipeId: 'm1', likeCount: 2 });
    const likes = (id: string | number) =>
      actor.getSnapshot().context.cards.find((c) => c.id === id)?.likeCount;
    expect([likes(30), likes('m1'), likes(31)]).toEqual([7, 2, undefined]);
  });

  it('a new search or filter starts over from page 1', async () => {
    const { actor, client } = start([external(1, 24), external(25, 24)]);
    await waitFor(actor, (s) => s.matches({ grid: 'browsing' }));
    actor.send({ type: 'page.next' });
    await waitFor(actor, (s) => s.context.page === 2);
    actor.send({ type: 'search.change', query: 'cake', filter: { diet: 'vegan' } });
    expect(actor.getSnapshot().matches({ grid: 'pausing' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ grid: 'browsing' }));
    expect(client.searchExternal).toHaveBeenLastCalledWith({
      query: 'cake',
      filter: { diet: 'vegan' },
      offset: 0,
      number: 24,
    });
    expect(actor.getSnapshot().context.page).toBe(1);
  });

  it('searches once the top bar has rested for 300 ms, not per keystroke', async () => {
    vi.useFakeTimers();
    try {
      const { actor, client } = start([external(1, 24)]);
      await vi.waitFor(() => expect(actor.getSnapshot().matches({ grid: 'browsing' })).toBe(true));
      for (const query of ['c', 'ca', 'cak', 'cake']) {
        actor.send({ type: 'search.change', query, filter: {} });
        await vi.advanceTimersByTimeAsync(100);
      }
      expect(client.searchExternal).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(300);
      expect(client.searchExternal).toHaveBeenCalledTimes(2);
      expect(client.searchExternal).toHaveBeenLastCalledWith(expect.objectContaining({ query: 'cake' }));
    } finally {
      vi.useRealTimers();
    }
  });

  it('Clear search and filters starts over at once with neither, and asks the app to clear the top bar', async () => {
    const { actor, client } = start([], []);
    actor.send({ type: 'search.change', query: 'soup', filter: { diet: 'vegan' } });
    await waitFor(actor, (s) => s.matches({ grid: 'empty' }));
    const cleared = vi.fn();
    actor.on('search.cleared', cleared);
    actor.send({ type: 'search.clear' });
    expect(actor.getSnapshot().matches({ grid: 'loading' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ query: '', filter: {} });
    expect(cleared).toHaveBeenCalledTimes(1);
    await waitFor(actor, (s) => s.matches({ grid: 'empty' }));
    expect(client.searchExternal).toHaveBeenLastCalledWith({ query: '', filter: {}, offset: 0, number: 24 });
    expect(client.getPublicRecipes).toHaveBeenLastCalledWith({ query: '', filter: {} });
    // Nothing left to clear: the event is not taken, and the app offers no button.
    expect(actor.getSnapshot().can({ type: 'search.clear' })).toBe(false);
  });

  it('keeps the recipe opened from a card beside the grid', async () => {
    const { actor } = start([external(1, 24)]);
    await waitFor(actor, (s) => s.matches({ grid: 'browsing' }));
    actor.send({ type: 'recipe.open', id: '716429', title: 'Pasta' });
    expect(actor.getSnapshot().value).toEqual({ grid: 'browsing', recipe: 'open' });
    expect(actor.getSnapshot().context.opened).toEqual({ id: '716429', title: 'Pasta' });
    actor.send({ type: 'recipe.close' });
    expect(actor.getSnapshot().context.opened).toBeNull();
    // Sent without a title, the modal is titled from the opened card.
    actor.send({ type: 'recipe.open', id: '3' });
    expect(actor.getSnapshot().context.opened).toEqual({ id: '3', title: 'E3' });
  });

  it('reaches every state', () => {
    expect(
      unreachableStates(discoveryMachine, {
        input: {
          client: {} as DiscoveryClient,
          random: () => 0,
        },
        events: [
          { type: 'search.change', query: 'x', filter: {} },
          { type: 'search.clear' },
          { type: 'page.next' },
          done('loadFirstPage', { publicRecipes: [], external: external(1, 1) }),
          done('loadFirstPage', { publicRecipes: member(1), external: [] }),
          done('loadFirstPage', { publicRecipes: [], external: [] }),
          failed('loadFirstPage'),
          done('loadNextPage', []),
          elapsed('searchPause', 'discovery.grid.pausing'),
          { type: 'recipe.open', id: '716429', title: 'Pasta' },
          { type: 'recipe.close' },
        ],
        serialize: (s) => JSON.stringify(s.value),
      }),
    ).toEqual([]);
  });
});

describe('discoveryMachine transition table', () => {
  const firstPage = done('loadFirstPage', { publicRecipes: member(1), external: external(1, 24) });
  const next = { type: 'page.next' } as const;
  it.each<TransitionRow>([
    ['loading page 1', [], 'loading'],
    ['page 1 shown', [firstPage], 'browsing'],
    ['nothing found', [done('loadFirstPage', { publicRecipes: [], external: [] })], 'empty'],
    [
      'only member recipes: no more pages',
      [done('loadFirstPage', { publicRecipes: member(2), external: [] })],
      'exhausted',
    ],
    ['page 1 failed', [failed('loadFirstPage')], 'failed'],
    ['scrolled to the bottom', [firstPage, next], 'loadingMore'],
    ['scrolling while loading changes nothing', [firstPage, next, next], 'loadingMore'],
    ['a later page', [firstPage, next, done('loadNextPage', external(25, 24))], 'browsing'],
    ['an empty page ends the list', [firstPage, next, done('loadNextPage', [])], 'exhausted'],
    ['a failed later page keeps the grid', [firstPage, next, failed('loadNextPage')], 'browsing'],
    [
      'a new search waits for the top bar to rest',
      [firstPage, next, { type: 'search.change', query: 'cake', filter: {} }],
      'pausing',
    ],
    [
      'then starts over',
      [
        firstPage,
        next,
        { type: 'search.change', query: 'cake', filter: {} },
        elapsed('searchPause', 'discovery.grid.pausing'),
      ],
      'loading',
    ],
    [
      'Clear search and filters on an empty result starts over at once',
      [
        { type: 'search.change', query: 'zzz', filter: {} },
        elapsed('searchPause', 'discovery.grid.pausing'),
        done('loadFirstPage', { publicRecipes: [], external: [] }),
        { type: 'search.clear' },
      ],
      'loading',
    ],
    [
      'with no search there is nothing to clear',
      [done('loadFirstPage', { publicRecipes: [], external: [] }), { type: 'search.clear' }],
      'empty',
    ],
    [
      'the same search again changes nothing',
      [firstPage, { type: 'search.change', query: '', filter: {} }],
      'browsing',
    ],
  ])('%s', (_, events, expected) => {
    expect(
      stateAfter(discoveryMachine, { client: {} as DiscoveryClient, random: () => 0 }, events).matches({
        grid: expected,
      } as never),
    ).toBe(true);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { type CookbookDetailClient, cookbookDetailMachine } from '../../../machines/cookbookDetailMachine.ts';
import { memoryStorage } from '../../../machines/support/env.ts';
import type { CookbookDetail } from '../../../machines/support/records.ts';
import { cookbookCacheKey } from '../../../machines/support/storageKeys.ts';
import { aCookbook, aSummary } from '../../../stories/statecharts/samples.ts';
import { createActor } from './helpers/coverage.ts';
import { done, failed, unreachableStates } from './helpers/reachability.ts';
import { stateAfter, type TransitionRow } from './helpers/transitions.ts';

const me = 'm'.repeat(24);
const id = 'c'.repeat(24);
const book: CookbookDetail = aCookbook({
  _id: id,
  isPublic: true,
  owners: [me],
  recipes: ['716429', 'r'.repeat(24)],
  recipeSummaries: [
    aSummary({ id: '716429', title: 'Pasta' }),
    aSummary({ id: 'r'.repeat(24), title: 'Soup' }),
  ],
});

function start(
  options: { client?: Partial<CookbookDetailClient>; memberId?: string; answer?: boolean; at?: number } = {},
) {
  const client: CookbookDetailClient = {
    getCookbook: vi.fn(async () => book),
    removeRecipeFromCookbook: vi.fn(async () => ({})),
    ...options.client,
  };
  let clock = options.at ?? 0;
  const localStorage = memoryStorage();
  const confirm = vi.fn(() => options.answer ?? true);
  const exportPdf = vi.fn(async () => undefined);
  const make = () =>
    createActor(cookbookDetailMachine, {
      input: {
        client,
        cookbookId: id,
        memberId: options.memberId ?? me,
        localStorage,
        now: () => clock,
        confirm,
        exportPdf,
      },
    }).start();
  const actor = make();
  const toasts: string[] = [];
  actor.on('toast.show', (e) => toasts.push(e.text));
  return {
    actor,
    client,
    localStorage,
    confirm,
    exportPdf,
    toasts,
    make,
    tick: (ms: number) => (clock += ms),
  };
}

describe('cookbookDetailMachine', () => {
  it('serves the cookbook from the local-storage cache for 10 minutes', async () => {
    const { actor, client, make, tick } = start();
    await waitFor(actor, (s) => s.matches('loaded'));
    tick(600_000);
    await waitFor(make(), (s) => s.matches('loaded'));
    expect(client.getCookbook).toHaveBeenCalledTimes(1);
    tick(1);
    await waitFor(make(), (s) => s.matches('loaded'));
    expect(client.getCookbook).toHaveBeenCalledTimes(2);
  });

  it('removes a recipe after confirming, drops the cache and toasts Recipe removed', async () => {
    const { actor, client, confirm, localStorage, toasts } = start();
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'recipe.remove', recipeId: '716429' });
    await waitFor(actor, (s) => s.matches({ loaded: { recipes: 'idle' } }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to remove this recipe?');
    expect(client.removeRecipeFromCookbook).toHaveBeenCalledWith(id, '716429');
    expect(actor.getSnapshot().context.cookbook?.recipeSummaries?.map((r) => r.title)).toEqual(['Soup']);
    expect(localStorage.getItem(cookbookCacheKey(id))).toBeNull();
    expect(toasts).toEqual(['Recipe removed']);
  });

  it('a failed removal toasts Failed to remove recipe and keeps the card', async () => {
    const { actor, toasts } = start({
      client: { removeRecipeFromCookbook: vi.fn(async () => Promise.reject(new Error())) },
    });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'recipe.remove', recipeId: '716429' });
    await waitFor(actor, (s) => s.matches({ loaded: { recipes: 'idle' } }));
    expect(toasts).toEqual(['Failed to remove recipe']);
    expect(actor.getSnapshot().context.cookbook?.recipes).toHaveLength(2);
  });

  it('a new collaborator refreshes past the cache', async () => {
    const { actor, client } = start();
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'collaborator.added' });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(client.getCookbook).toHaveBeenCalledTimes(2);
  });

  it('only owners export a PDF: generating, then done or failed', async () => {
    const { actor, exportPdf } = start();
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'pdf.export' });
    expect(actor.getSnapshot().matches({ loaded: { pdf: 'generating' } })).toBe(true);
    await waitFor(actor, (s) => s.matches({ loaded: { pdf: 'done' } }));
    expect(exportPdf).toHaveBeenCalledWith(book);

    const visitor = start({ memberId: 'v'.repeat(24) });
    await waitFor(visitor.actor, (s) => s.matches('loaded'));
    visitor.actor.send({ type: 'pdf.export' });
    visitor.actor.send({ type: 'recipe.remove', recipeId: '716429' });
    expect(visitor.actor.getSnapshot().matches({ loaded: { pdf: 'idle', recipes: 'idle' } })).toBe(true);
    expect(visitor.confirm).not.toHaveBeenCalled();
  });

  it('reaches every state', () => {
    expect(
      unreachableStates(cookbookDetailMachine, {
        input: {
          client: {} as CookbookDetailClient,
          cookbookId: id,
          memberId: me,
          localStorage: memoryStorage(),
          now: () => 0,
          confirm: () => true,
          exportPdf: async () => undefined,
        },
        events: [
          { type: 'recipe.remove', recipeId: '716429' },
          { type: 'collaborator.added' },
          { type: 'pdf.export' },
          done('loadCookbook', book),
          failed('loadCookbook'),
          done('removeRecipe'),
          done('exportPdf'),
          failed('exportPdf'),
        ],
        serialize: (s) => JSON.stringify(s.value),
      }),
    ).toEqual([]);
  });
});

describe('cookbookDetailMachine transition table', () => {
  const loaded = done('loadCookbook', book);
  it.each<TransitionRow>([
    ['loading at first', [], 'loading'],
    ['failed', [failed('loadCookbook')], 'failed'],
    ['loaded', [loaded], { loaded: { recipes: 'idle', pdf: 'idle' } }],
    [
      'removing',
      [loaded, { type: 'recipe.remove', recipeId: '716429' }],
      { loaded: { recipes: 'removing' } },
    ],
    [
      'removed',
      [loaded, { type: 'recipe.remove', recipeId: '716429' }, done('removeRecipe')],
      { loaded: { recipes: 'idle' } },
    ],
    ['generating the PDF', [loaded, { type: 'pdf.export' }], { loaded: { pdf: 'generating' } }],
    ['PDF done', [loaded, { type: 'pdf.export' }, done('exportPdf')], { loaded: { pdf: 'done' } }],
    ['PDF failed', [loaded, { type: 'pdf.export' }, failed('exportPdf')], { loaded: { pdf: 'failed' } }],
    [
      'another PDF after one was made',
      [loaded, { type: 'pdf.export' }, done('exportPdf'), { type: 'pdf.export' }],
      { loaded: { pdf: 'generating' } },
    ],
    [
      'the PDF tried again after a failure',
      [loaded, { type: 'pdf.export' }, failed('exportPdf'), { type: 'pdf.export' }],
      { loaded: { pdf: 'generating' } },
    ],
    ['a new collaborator reloads', [loaded, { type: 'collaborator.added' }], 'loading'],
  ])('%s', (_, events, expected) => {
    expect(
      stateAfter(
        cookbookDetailMachine,
        {
          client: {} as CookbookDetailClient,
          cookbookId: id,
          memberId: me,
          localStorage: memoryStorage(),
          now: () => 0,
          confirm: () => true,
          exportPdf: async () => undefined,
        },
        events,
      ).matches(expected as never),
    ).toBe(true);
  });
});

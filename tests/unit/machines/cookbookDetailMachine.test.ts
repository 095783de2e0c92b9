import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { type CookbookDetailClient, cookbookDetailMachine } from '../../../machines/cookbookDetailMachine.ts';
import type { CookbookDetail } from '../../../machines/support/records.ts';
import { aCookbook, aSummary } from '../../../stories/statecharts/samples.ts';
import { createActor } from './helpers/coverage.ts';
import { fakeLiveUpdates } from './helpers/liveUpdates.ts';
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

const ada = { _id: 'a'.repeat(24), username: 'ada', fName: 'Ada', lName: 'Lovelace' };

function start(options: { client?: Partial<CookbookDetailClient>; memberId?: string } = {}) {
  const live = fakeLiveUpdates();
  const client: CookbookDetailClient = {
    getCookbook: vi.fn(async () => book),
    onStale: live.onStale,
    removeRecipeFromCookbook: vi.fn(async () => ({})),
    searchUsers: vi.fn(async () => [ada]),
    shareCookbook: vi.fn(async () => ({})),
    ...options.client,
  };
  const exportPdf = vi.fn(async () => undefined);
  const keepForOffline = vi.fn();
  const make = () =>
    createActor(cookbookDetailMachine, {
      input: {
        client,
        cookbookId: id,
        memberId: options.memberId ?? me,
        memberUsername: 'maria',
        exportPdf,
        keepForOffline,
      },
    }).start();
  const actor = make();
  const toasts: string[] = [];
  actor.on('toast.show', (e) => toasts.push(e.text));
  return {
    actor,
    client,
    exportPdf,
    keepForOffline,
    toasts,
    make,
    /** The server's live event, through the client's live-event router. */
    says: live.push,
    live,
  };
}

describe('cookbookDetailMachine', () => {
  it('hands the copy it shows to be kept for offline use, each time it reads one', async () => {
    const { actor, keepForOffline, says } = start();
    await waitFor(actor, (s) => s.matches({ loaded: { freshness: 'fresh' } }));
    expect(keepForOffline).toHaveBeenCalledTimes(1);
    expect(keepForOffline).toHaveBeenLastCalledWith(book);
    says({ type: 'cookbook.changed', cookbookId: id });
    await waitFor(actor, (s) => s.matches({ loaded: { freshness: 'fresh' } }));
    expect(keepForOffline).toHaveBeenCalledTimes(2);
  });

  it('hands every recipe to the shopping list’s queue, for anyone who can open the cookbook', async () => {
    const { actor } = start({ memberId: 'x'.repeat(24) });
    const asked: unknown[] = [];
    actor.on('shopping.addCookbook', (event) => asked.push(event));
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'shopping.addAll' });
    expect(asked).toEqual([{ type: 'shopping.addCookbook', cookbookId: id, title: book.title }]);
  });

  it('refreshes when the server says this cookbook changed, not another one', async () => {
    const { actor, client, says } = start();
    await waitFor(actor, (s) => s.matches({ loaded: { freshness: 'fresh' } }));
    says({ type: 'cookbook.changed', cookbookId: 'x'.repeat(24) });
    says({ type: 'message.received', messageId: 'x'.repeat(24), from: ada._id });
    expect(actor.getSnapshot().matches({ loaded: { freshness: 'fresh' } })).toBe(true);
    vi.mocked(client.getCookbook).mockResolvedValue({ ...book, recipes: [], recipeSummaries: [] });
    says({ type: 'cookbook.changed', cookbookId: id });
    expect(actor.getSnapshot().matches({ loaded: { freshness: 'refreshing' } })).toBe(true);
    await waitFor(actor, (s) => s.matches({ loaded: { freshness: 'fresh' } }));
    expect(actor.getSnapshot().context.cookbook?.recipes).toEqual([]);
  });

  it('shows the empty view when a refresh finds the cookbook gone; keeps the copy on other failures', async () => {
    const gone = Object.assign(new Error('Cookbook not found'), { status: 404 });
    const { actor, client, says } = start();
    await waitFor(actor, (s) => s.matches({ loaded: { freshness: 'fresh' } }));
    vi.mocked(client.getCookbook).mockRejectedValueOnce(new Error('offline'));
    says({ type: 'cookbook.changed', cookbookId: id });
    await waitFor(actor, (s) => s.matches({ loaded: { freshness: 'fresh' } }));
    expect(actor.getSnapshot().context.cookbook?.recipes).toHaveLength(2);
    vi.mocked(client.getCookbook).mockRejectedValueOnce(gone);
    says({ type: 'cookbook.changed', cookbookId: id });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.cookbook).toBeNull();
  });

  it('asks before removing a recipe; cancelling keeps it', async () => {
    const { actor, client } = start();
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'recipe.remove', recipeId: '716429' });
    expect(actor.getSnapshot().matches({ loaded: { recipes: 'confirmingRemove' } })).toBe(true);
    expect(actor.getSnapshot().context.removing).toBe('716429');
    actor.send({ type: 'remove.cancel' });
    expect(actor.getSnapshot().matches({ loaded: { recipes: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.removing).toBeNull();
    expect(client.removeRecipeFromCookbook).not.toHaveBeenCalled();
  });

  it('removes a recipe once confirmed and toasts Recipe removed', async () => {
    const { actor, client, toasts } = start();
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'recipe.remove', recipeId: '716429' });
    actor.send({ type: 'remove.confirm' });
    await waitFor(actor, (s) => s.matches({ loaded: { recipes: 'idle' } }));
    expect(client.removeRecipeFromCookbook).toHaveBeenCalledWith(id, '716429');
    expect(actor.getSnapshot().context.cookbook?.recipeSummaries?.map((r) => r.title)).toEqual(['Soup']);
    expect(toasts).toEqual(['Recipe removed']);
  });

  it('a failed removal toasts Failed to remove recipe and keeps the card', async () => {
    const { actor, toasts } = start({
      client: { removeRecipeFromCookbook: vi.fn(async () => Promise.reject(new Error())) },
    });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'recipe.remove', recipeId: '716429' });
    actor.send({ type: 'remove.confirm' });
    await waitFor(actor, (s) => s.matches({ loaded: { recipes: 'idle' } }));
    expect(toasts).toEqual(['Failed to remove recipe']);
    expect(actor.getSnapshot().context.cookbook?.recipes).toHaveLength(2);
  });

  it('the invite dialog searches and invites; a new collaborator closes it and reads the cookbook again', async () => {
    const { actor, client } = start();
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'invite.open' });
    expect(actor.getSnapshot().matches({ loaded: { invite: 'open' } })).toBe(true);
    actor.send({ type: 'query.change', query: 'ada' });
    const invite = actor.getSnapshot().children.invite;
    await waitFor(invite!, (s) => s.matches('results'));
    expect(client.searchUsers).toHaveBeenCalledWith('ada', 'maria');
    actor.send({ type: 'invite.send', userId: ada._id });
    await waitFor(actor, (s) => s.matches({ loaded: { invite: 'closed' } }));
    expect(client.shareCookbook).toHaveBeenCalledWith(id, ada._id);
    expect(client.getCookbook).toHaveBeenCalledTimes(2);
  });

  it('closing the invite dialog stops its search', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'invite.open' });
    actor.send({ type: 'invite.close' });
    expect(actor.getSnapshot().matches({ loaded: { invite: 'closed' } })).toBe(true);
    expect(actor.getSnapshot().children.invite).toBeUndefined();
  });

  it('opens a recipe in the modal and closes it', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'recipe.open', recipe: { id: '716429', title: 'Pasta' } });
    expect(actor.getSnapshot().matches({ loaded: { recipe: 'open' } })).toBe(true);
    expect(actor.getSnapshot().context.opened).toEqual({ id: '716429', title: 'Pasta' });
    actor.send({ type: 'recipe.close' });
    expect(actor.getSnapshot().context.opened).toBeNull();
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
    visitor.actor.send({ type: 'invite.open' });
    expect(
      visitor.actor.getSnapshot().matches({ loaded: { pdf: 'idle', recipes: 'idle', invite: 'closed' } }),
    ).toBe(true);
  });

  it('makes the PDF from the cookbook as it is now, not as the page first showed it', async () => {
    const { actor, client, exportPdf } = start();
    await waitFor(actor, (s) => s.matches({ loaded: { freshness: 'fresh' } }));
    const changed = { ...book, recipes: ['716429'], recipeSummaries: book.recipeSummaries?.slice(0, 1) };
    vi.mocked(client.getCookbook).mockResolvedValue(changed);
    actor.send({ type: 'pdf.export' });
    await waitFor(actor, (s) => s.matches({ loaded: { pdf: 'done' } }));
    expect(exportPdf).toHaveBeenCalledWith(changed);
    expect(actor.getSnapshot().context.cookbook).toEqual(changed);
  });

  it('reaches every state', () => {
    expect(
      unreachableStates(cookbookDetailMachine, {
        input: {
          client: {} as CookbookDetailClient,
          cookbookId: id,
          memberId: me,
          memberUsername: 'maria',
          exportPdf: async () => undefined,
        },
        events: [
          { type: 'recipe.remove', recipeId: '716429' },
          { type: 'remove.confirm' },
          { type: 'remove.cancel' },
          { type: 'invite.open' },
          { type: 'invite.close' },
          { type: 'recipe.open', recipe: { id: '716429' } },
          { type: 'recipe.close' },
          { type: 'pdf.export' },
          { type: 'shopping.addAll' },
          { type: 'cookbook.changed' },
          done('loadCookbook', book),
          failed('loadCookbook'),
          done('refreshCookbook', book),
          failed('refreshCookbook'),
          done('removeRecipe'),
          done('exportPdf', book),
          failed('exportPdf'),
        ],
        serialize: (s) => JSON.stringify(s.value),
      }),
    ).toEqual([]);
  });
});

describe('cookbookDetailMachine transition table', () => {
  const loaded = done('loadCookbook', book);
  const changed = { type: 'cookbook.changed' } as const;
  it.each<TransitionRow>([
    ['loading at first', [], 'loading'],
    ['failed', [failed('loadCookbook')], 'failed'],
    ['loaded', [loaded], { loaded: { recipes: 'idle', pdf: 'idle', freshness: 'fresh' } }],
    ['refreshed', [loaded, changed, done('refreshCookbook', book)], { loaded: { freshness: 'fresh' } }],
    [
      'a change told while refreshing reads it again',
      [loaded, changed, changed],
      { loaded: { freshness: 'refreshing' } },
    ],
    [
      'a refresh that failed keeps the copy',
      [loaded, changed, failed('refreshCookbook')],
      { loaded: { freshness: 'fresh' } },
    ],
    [
      'the server says it changed',
      [loaded, { type: 'cookbook.changed' }],
      { loaded: { freshness: 'refreshing' } },
    ],
    [
      'confirming a removal',
      [loaded, { type: 'recipe.remove', recipeId: '716429' }],
      { loaded: { recipes: 'confirmingRemove' } },
    ],
    [
      'removal cancelled',
      [loaded, { type: 'recipe.remove', recipeId: '716429' }, { type: 'remove.cancel' }],
      { loaded: { recipes: 'idle' } },
    ],
    [
      'removing',
      [loaded, { type: 'recipe.remove', recipeId: '716429' }, { type: 'remove.confirm' }],
      { loaded: { recipes: 'removing' } },
    ],
    [
      'removed',
      [
        loaded,
        { type: 'recipe.remove', recipeId: '716429' },
        { type: 'remove.confirm' },
        done('removeRecipe'),
      ],
      { loaded: { recipes: 'idle' } },
    ],
    [
      'removal failed',
      [
        loaded,
        { type: 'recipe.remove', recipeId: '716429' },
        { type: 'remove.confirm' },
        failed('removeRecipe'),
      ],
      { loaded: { recipes: 'idle' } },
    ],
    ['the invite dialog opens', [loaded, { type: 'invite.open' }], { loaded: { invite: 'open' } }],
    [
      'typing in the invite dialog keeps it open',
      [loaded, { type: 'invite.open' }, { type: 'query.change', query: 'ad' }],
      { loaded: { invite: 'open' } },
    ],
    [
      'inviting keeps it open',
      [loaded, { type: 'invite.open' }, { type: 'invite.send', userId: 'a'.repeat(24) }],
      { loaded: { invite: 'open' } },
    ],
    [
      'the invite dialog closes',
      [loaded, { type: 'invite.open' }, { type: 'invite.close' }],
      { loaded: { invite: 'closed' } },
    ],
    ['a new collaborator reloads', [loaded, { type: 'invite.open' }, done('invite')], 'loading'],
    [
      'a recipe opens',
      [loaded, { type: 'recipe.open', recipe: { id: '716429' } }],
      { loaded: { recipe: 'open' } },
    ],
    [
      'another recipe opens over it',
      [
        loaded,
        { type: 'recipe.open', recipe: { id: '716429' } },
        { type: 'recipe.open', recipe: { id: '1' } },
      ],
      { loaded: { recipe: 'open' } },
    ],
    [
      'the recipe closes',
      [loaded, { type: 'recipe.open', recipe: { id: '716429' } }, { type: 'recipe.close' }],
      { loaded: { recipe: 'closed' } },
    ],
    ['generating the PDF', [loaded, { type: 'pdf.export' }], { loaded: { pdf: 'generating' } }],
    ['PDF done', [loaded, { type: 'pdf.export' }, done('exportPdf', book)], { loaded: { pdf: 'done' } }],
    ['PDF failed', [loaded, { type: 'pdf.export' }, failed('exportPdf')], { loaded: { pdf: 'failed' } }],
    [
      'another PDF after one was made',
      [loaded, { type: 'pdf.export' }, done('exportPdf', book), { type: 'pdf.export' }],
      { loaded: { pdf: 'generating' } },
    ],
    [
      'the PDF tried again after a failure',
      [loaded, { type: 'pdf.export' }, failed('exportPdf'), { type: 'pdf.export' }],
      { loaded: { pdf: 'generating' } },
    ],
  ])('%s', (_, events, expected) => {
    expect(
      stateAfter(
        cookbookDetailMachine,
        {
          client: {} as CookbookDetailClient,
          cookbookId: id,
          memberId: me,
          memberUsername: 'maria',
          exportPdf: async () => undefined,
        },
        events,
      ).matches(expected as never),
    ).toBe(true);
  });
});

import type { Cook, LogCookBody } from '@potluck/contract';
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { type RecipeCooksClient, recipeCooksMachine } from '../../../machines/cooks/recipeCooksMachine.ts';
import {
  aCookPage,
  aCursor,
  aRecipeCook,
  aSummary,
  cooksNow,
  cooksRecipeId,
  noCooks,
  viewerId,
} from '../../../stories/recipeCooksSamples.ts';
import { createActor } from './helpers/coverage.ts';
import { fakeLiveUpdates } from './helpers/liveUpdates.ts';
import { done, failed, unreachableStates } from './helpers/reachability.ts';

// Cooks on a recipe's page: the summary and the cooks, paged; the viewer's own cook deleted after asking; "I cooked
// this" sent, refused, or saved and shown at once; a live `cooked` reads them again.

const own = aRecipeCook(0, { id: 'c'.repeat(24) }, true);

function start(overrides: Partial<RecipeCooksClient> = {}, input: { everyoneAllowed?: boolean } = {}) {
  const live = fakeLiveUpdates();
  const client = {
    getCookSummary: vi.fn(async () => aSummary()),
    getRecipeCooks: vi.fn(async (_id: string, page?: { cursor?: string }) =>
      page?.cursor
        ? aCookPage(2, null, 20)
        : { cooks: [own, ...aCookPage(19).cooks.slice(1)], next: aCursor },
    ),
    deleteCook: vi.fn(async () => ({ ok: true })),
    logCook: vi.fn(
      async (_id: string, body: LogCookBody): Promise<Cook> =>
        aRecipeCook(0, { id: 'd'.repeat(24), day: body.day ?? '2026-11-29', note: body.note ?? '' }, true),
    ),
    onStale: live.onStale,
    ...overrides,
  } satisfies RecipeCooksClient;
  const actor = createActor(recipeCooksMachine, {
    input: {
      client,
      recipeId: cooksRecipeId,
      memberId: viewerId,
      now: () => cooksNow,
      everyoneAllowed: input.everyoneAllowed ?? true,
    },
  }).start();
  const toasts: string[] = [];
  const alerts: string[] = [];
  actor.on('toast.show', (e) => toasts.push(e.text));
  actor.on('alert.show', (e) => alerts.push(e.text));
  return { actor, client, live, toasts, alerts };
}

const idle = { list: { ready: 'idle' } } as const;

describe('recipeCooksMachine', () => {
  it('loads the summary and the first page, then pages on', async () => {
    const { actor, client } = start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches(idle));
    expect(client.getRecipeCooks).toHaveBeenCalledWith(cooksRecipeId, { limit: 20 });
    expect(actor.getSnapshot().context.cooks).toHaveLength(19);
    actor.send({ type: 'cooks.more' });
    expect(actor.getSnapshot().matches({ list: { ready: 'loadingMore' } })).toBe(true);
    await waitFor(actor, (s) => s.matches(idle));
    expect(client.getRecipeCooks).toHaveBeenLastCalledWith(cooksRecipeId, { limit: 20, cursor: aCursor });
    expect(actor.getSnapshot().context.cooks).toHaveLength(21);
    expect(actor.getSnapshot().context.next).toBeNull();
    actor.send({ type: 'cooks.more' });
    expect(actor.getSnapshot().matches(idle)).toBe(true);
  });

  it('says a failed read and tries again; a failed page keeps the list', async () => {
    let fail = true;
    const { actor } = start({
      getCookSummary: vi.fn(async () => {
        if (fail) throw new Error('offline');
        return noCooks;
      }),
    });
    await waitFor(actor, (s) => s.matches({ list: 'failed' }));
    fail = false;
    actor.send({ type: 'cooks.retry' });
    await waitFor(actor, (s) => s.matches(idle));
    expect(actor.getSnapshot().context.summary).toEqual(noCooks);
  });

  it('keeps the list when the next page fails, and tries again', async () => {
    const getRecipeCooks = vi
      .fn()
      .mockResolvedValueOnce(aCookPage(20, aCursor))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(aCookPage(1, null, 20));
    const { actor } = start({ getRecipeCooks });
    await waitFor(actor, (s) => s.matches(idle));
    actor.send({ type: 'cooks.more' });
    await waitFor(actor, (s) => s.matches({ list: { ready: 'moreFailed' } }));
    expect(actor.getSnapshot().context.cooks).toHaveLength(20);
    actor.send({ type: 'cooks.more' });
    await waitFor(actor, (s) => s.matches(idle));
    expect(actor.getSnapshot().context.cooks).toHaveLength(21);
  });

  it('deletes only the viewer’s own cook, after asking', async () => {
    const { actor, client } = start();
    await waitFor(actor, (s) => s.matches(idle));
    const other = actor.getSnapshot().context.cooks[1];
    actor.send({ type: 'cook.delete', cookId: other?.id ?? '' });
    expect(actor.getSnapshot().matches(idle)).toBe(true);
    actor.send({ type: 'cook.delete', cookId: own.id });
    expect(actor.getSnapshot().matches({ list: { ready: 'confirmingDelete' } })).toBe(true);
    actor.send({ type: 'cookDelete.cancel' });
    expect(actor.getSnapshot().matches(idle)).toBe(true);
    expect(client.deleteCook).not.toHaveBeenCalled();
    actor.send({ type: 'cook.delete', cookId: own.id });
    actor.send({ type: 'cookDelete.confirm' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches({ list: { ready: 'refreshing' } }));
    expect(client.deleteCook).toHaveBeenCalledWith(own.id);
    expect(actor.getSnapshot().context.cooks.some((cook) => cook.id === own.id)).toBe(false);
  });

  it('alerts when a delete fails and keeps the cook', async () => {
    const { actor, alerts } = start({
      deleteCook: vi.fn(async () => Promise.reject(new Error('Not yours'))),
    });
    await waitFor(actor, (s) => s.matches(idle));
    actor.send({ type: 'cook.delete', cookId: own.id });
    actor.send({ type: 'cookDelete.confirm' });
    await waitFor(actor, (s) => s.matches(idle));
    expect(alerts).toEqual(['Not yours']);
    expect(actor.getSnapshot().context.cooks[0]?.id).toBe(own.id);
  });

  it('reads the summary and first page again on a live cooked event for the recipe', async () => {
    const { actor, client, live } = start();
    await waitFor(actor, (s) => s.matches(idle));
    live.push({
      type: 'cooks.changed',
      recipeId: cooksRecipeId,
      cookId: 'e'.repeat(24),
      memberId: 'f'.repeat(24),
    });
    expect(actor.getSnapshot().matches({ list: { ready: 'refreshing' } })).toBe(true);
    await waitFor(actor, (s) => s.matches(idle));
    expect(client.getCookSummary).toHaveBeenCalledTimes(2);
    live.push({
      type: 'cooks.changed',
      recipeId: 'b'.repeat(24),
      cookId: 'e'.repeat(24),
      memberId: 'f'.repeat(24),
    });
    expect(actor.getSnapshot().matches(idle)).toBe(true);
    actor.stop();
    expect(live.listening()).toBe(0);
  });

  it('logs a cook: today by default, the note bounded, saved, shown at once and said', async () => {
    const { actor, client, toasts } = start();
    await waitFor(actor, (s) => s.matches(idle));
    expect(actor.getSnapshot().matches({ log: 'closed' })).toBe(true);
    actor.send({ type: 'cookLog.open' });
    expect(actor.getSnapshot().context.draft).toEqual({
      day: '2026-11-29',
      photos: [],
      note: '',
      rating: null,
      visibility: 'friends',
    });
    actor.send({
      type: 'cookLog.change',
      draft: { note: 'x'.repeat(1200), rating: 4, photos: ['a', 'b', 'c', 'd', 'e'] },
    });
    expect(actor.getSnapshot().context.draft.note).toHaveLength(1000);
    expect(actor.getSnapshot().context.draft.photos).toHaveLength(4);
    actor.send({ type: 'cookLog.change', draft: { note: 'Lovely', photos: [], visibility: 'everyone' } });
    actor.send({ type: 'cookLog.send' });
    expect(actor.getSnapshot().matches({ log: 'sending' })).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches({ log: 'closed' }));
    expect(client.logCook).toHaveBeenCalledWith(cooksRecipeId, {
      day: '2026-11-29',
      photos: [],
      note: 'Lovely',
      rating: 4,
      visibility: 'everyone',
    });
    expect(toasts).toEqual(['Saved to your cooking log.']);
    expect(actor.getSnapshot().context.cooks[0]?.id).toBe('d'.repeat(24));
    expect(actor.getSnapshot().matches({ list: { ready: 'refreshing' } })).toBe(true);
  });

  it('offers everyone only for a public or catalogue recipe', async () => {
    const { actor } = start({}, { everyoneAllowed: false });
    actor.send({ type: 'cookLog.open' });
    actor.send({ type: 'cookLog.change', draft: { visibility: 'everyone' } });
    expect(actor.getSnapshot().context.draft.visibility).toBe('friends');
    actor.send({ type: 'cookLog.change', draft: { visibility: 'private' } });
    expect(actor.getSnapshot().context.draft.visibility).toBe('private');
  });

  it('refuses a day after today and a photo past 5 MB before sending, and says the server’s refusal', async () => {
    const { actor, client } = start({
      logCook: vi.fn(async () => Promise.reject(new Error('note must be text'))),
    });
    actor.send({ type: 'cookLog.open' });
    actor.send({ type: 'cookLog.change', draft: { day: '2026-11-30' } });
    actor.send({ type: 'cookLog.send' });
    expect(actor.getSnapshot().matches({ log: 'refused' })).toBe(true);
    expect(actor.getSnapshot().context.refusal).toBe('The day cannot be after today.');
    actor.send({ type: 'cookLog.change', draft: { day: '2026-11-28', photos: ['x'.repeat(7_100_000)] } });
    expect(actor.getSnapshot().matches({ log: 'editing' })).toBe(true);
    actor.send({ type: 'cookLog.send' });
    expect(actor.getSnapshot().context.refusal).toBe('A photo is larger than 5 MB. Choose a smaller one.');
    expect(client.logCook).not.toHaveBeenCalled();
    actor.send({ type: 'cookLog.change', draft: { photos: [] } });
    actor.send({ type: 'cookLog.send' });
    await waitFor(actor, (s) => s.matches({ log: 'refused' }));
    expect(actor.getSnapshot().context.refusal).toBe('note must be text');
    actor.send({ type: 'cookLog.close' });
    expect(actor.getSnapshot().matches({ log: 'closed' })).toBe(true);
  });

  it('reaches every state', () => {
    const client = {
      getCookSummary: async () => noCooks,
      getRecipeCooks: async () => aCookPage(0),
      deleteCook: async () => ({}),
      logCook: async () => own,
      onStale: () => () => {},
    } satisfies RecipeCooksClient;
    expect(
      unreachableStates(recipeCooksMachine, {
        input: {
          client,
          recipeId: cooksRecipeId,
          memberId: viewerId,
          now: () => cooksNow,
          everyoneAllowed: true,
        },
        events: [
          done('loadCooks', { summary: aSummary(), page: { cooks: [own], next: aCursor } }),
          failed('loadCooks'),
          done('refreshCooks', { summary: aSummary(), page: { cooks: [own], next: aCursor } }),
          failed('refreshCooks'),
          done('loadMore', aCookPage(1, null, 5)),
          failed('loadMore'),
          done('deleteCook', { ok: true }),
          failed('deleteCook'),
          done('logCook', own),
          failed('logCook'),
          { type: 'cooks.more' },
          { type: 'cooks.retry' },
          { type: 'cooks.changed' },
          { type: 'cook.delete', cookId: own.id },
          { type: 'cookDelete.confirm' },
          { type: 'cookDelete.cancel' },
          { type: 'cookLog.open' },
          { type: 'cookLog.close' },
          { type: 'cookLog.change', draft: { day: '2026-12-30' } },
          { type: 'cookLog.send' },
        ],
        serialize: (s) => JSON.stringify(s.value),
      }),
    ).toEqual([]);
  });
});

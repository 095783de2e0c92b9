import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { type CookbooksClient, cookbooksMachine } from '../../../machines/cookbooksMachine.ts';
import type { Cookbook } from '../../../machines/support/records.ts';
import { aCookbook, sampleId } from '../../../stories/statecharts/samples.ts';
import { createActor } from './helpers/coverage.ts';
import { done, failed, unreachableStates } from './helpers/reachability.ts';
import { stateAfter, type TransitionRow } from './helpers/transitions.ts';

const cookbook = (n: number, isPublic = false): Cookbook =>
  aCookbook({ _id: sampleId(n), title: `Book ${n}`, isPublic });

function start(overrides: Partial<CookbooksClient> = {}) {
  const client: CookbooksClient = {
    getCookbooks: vi.fn(async () => [cookbook(1)]),
    createCookbook: vi.fn(async (c) => ({ ...c, _id: cookbook(9)._id })),
    setCookbookPrivacy: vi.fn(async (_id: string, isPublic: boolean) => ({ isPublic })),
    deleteCookbook: vi.fn(async () => ({})),
    ...overrides,
  };
  return { actor: createActor(cookbooksMachine, { input: { client } }).start(), client };
}

describe('cookbooksMachine', () => {
  it('create stays disabled until title and cover are set; title stops at 18 characters', async () => {
    const { actor, client } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'draft.change', title: 'A very long cookbook title' });
    expect(actor.getSnapshot().context.draft.title).toBe('A very long cookbo');
    actor.send({ type: 'cookbook.create' });
    expect(actor.getSnapshot().matches({ ready: { creating: 'editing' } })).toBe(true);
    expect(client.createCookbook).not.toHaveBeenCalled();
  });

  it('creates a private cookbook by default, appends it, resets and closes', async () => {
    const { actor, client } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'draft.change', title: ' Soups ', coverImage: 'cover3.JPG' });
    actor.send({ type: 'cookbook.create' });
    await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    expect(client.createCookbook).toHaveBeenCalledWith({
      title: 'Soups',
      coverImage: 'cover3.JPG',
      isPublic: false,
    });
    expect(actor.getSnapshot().context.cookbooks.map((c) => c.title)).toEqual(['Book 1', 'Soups']);
    expect(actor.getSnapshot().context.draft).toEqual({ title: '', coverImage: null, isPublic: false });
  });

  it('privacy follows the returned isPublic', async () => {
    const { actor } = start({ setCookbookPrivacy: vi.fn(async () => ({ isPublic: false })) });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'cookbook.togglePrivacy', id: cookbook(1)._id });
    await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    expect(actor.getSnapshot().context.cookbooks[0]?.isPublic).toBe(false);
  });

  it('a failed privacy change leaves the card as it was (only logged)', async () => {
    const { actor, client } = start({
      setCookbookPrivacy: vi.fn(async () => Promise.reject(new Error('Request failed (500)'))),
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'cookbook.togglePrivacy', id: cookbook(1)._id });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    expect(client.setCookbookPrivacy).toHaveBeenCalledWith(cookbook(1)._id, true);
    expect(actor.getSnapshot().context.cookbooks[0]?.isPublic).toBe(false);
    expect(actor.getSnapshot().context.target).toBeNull();
  });

  it('reloads the list on request, also after a failed load', async () => {
    const getCookbooks = vi.fn(async (): Promise<Cookbook[]> => Promise.reject(new Error('x')));
    const { actor } = start({ getCookbooks });
    await waitFor(actor, (s) => s.matches('failed'));
    getCookbooks.mockResolvedValueOnce([cookbook(1)]);
    actor.send({ type: 'cookbooks.reload' });
    await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    getCookbooks.mockResolvedValueOnce([cookbook(1), cookbook(2)]);
    actor.send({ type: 'cookbooks.reload' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    expect(actor.getSnapshot().context.cookbooks).toHaveLength(2);
  });

  it('asks before deleting; cancelling keeps the card and calls nothing', async () => {
    const { actor, client } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'cookbook.delete', id: cookbook(1)._id });
    expect(actor.getSnapshot().matches({ ready: 'confirmingDelete' })).toBe(true);
    expect(actor.getSnapshot().context.target).toBe(cookbook(1)._id);
    actor.send({ type: 'delete.cancel' });
    expect(actor.getSnapshot().matches({ ready: 'browsing' })).toBe(true);
    expect(actor.getSnapshot().context.target).toBeNull();
    expect(client.deleteCookbook).not.toHaveBeenCalled();
  });

  it('removes a card only after a confirmed, successful delete', async () => {
    const { actor } = start({ deleteCookbook: vi.fn(async () => Promise.reject(new Error('x'))) });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'cookbook.delete', id: cookbook(1)._id });
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    expect(actor.getSnapshot().context.cookbooks).toHaveLength(1);

    const ok = start();
    await waitFor(ok.actor, (s) => s.matches('ready'));
    ok.actor.send({ type: 'cookbook.delete', id: cookbook(1)._id });
    ok.actor.send({ type: 'delete.confirm' });
    await waitFor(ok.actor, (s) => s.matches({ ready: 'browsing' }) && s.context.cookbooks.length === 0);
    expect(ok.client.deleteCookbook).toHaveBeenCalledWith(cookbook(1)._id);
  });

  it('reaches every state', () => {
    expect(
      unreachableStates(cookbooksMachine, {
        input: {
          client: {
            getCookbooks: async () => [],
            createCookbook: async () => cookbook(1),
            setCookbookPrivacy: async () => ({ isPublic: true }),
            deleteCookbook: async () => ({}),
          },
        },
        events: [
          { type: 'cookbooks.reload' },
          { type: 'dialog.open' },
          { type: 'dialog.close' },
          { type: 'draft.change', title: 'Soups', coverImage: 'cover2.JPG' },
          { type: 'cookbook.create' },
          { type: 'cookbook.togglePrivacy', id: cookbook(1)._id },
          { type: 'cookbook.delete', id: cookbook(1)._id },
          { type: 'delete.confirm' },
          { type: 'delete.cancel' },
          done('loadCookbooks', [cookbook(1)]),
          failed('loadCookbooks'),
          done('createCookbook', cookbook(2)),
          done('setPrivacy', { isPublic: true }),
          done('deleteCookbook'),
        ],
        serialize: (s) => JSON.stringify(s.value) + s.context.draft.title,
      }),
    ).toEqual([]);
  });
});

describe('cookbooksMachine transition table', () => {
  const loaded = done('loadCookbooks', [cookbook(1)]);
  const open = { type: 'dialog.open' } as const;
  const create = { type: 'cookbook.create' } as const;
  const draft = { type: 'draft.change', title: 'Soups', coverImage: 'cover2.JPG' } as const;
  it.each<TransitionRow>([
    ['loading at first', [], 'loading'],
    ['loaded', [loaded], { ready: 'browsing' }],
    ['load failed', [failed('loadCookbooks')], 'failed'],
    ['dialog open', [loaded, open], { ready: { creating: 'editing' } }],
    [
      'create without title and cover does nothing',
      [loaded, open, create],
      { ready: { creating: 'editing' } },
    ],
    ['saving', [loaded, open, draft, create], { ready: { creating: 'saving' } }],
    [
      'closing while saving is ignored',
      [loaded, open, draft, create, { type: 'dialog.close' }],
      { ready: { creating: 'saving' } },
    ],
    [
      'created and closed',
      [loaded, open, draft, create, done('createCookbook', cookbook(2))],
      { ready: 'browsing' },
    ],
    [
      'create failed, dialog stays',
      [loaded, open, draft, create, failed('createCookbook')],
      { ready: { creating: 'editing' } },
    ],
    ['dialog closed', [loaded, open, { type: 'dialog.close' }], { ready: 'browsing' }],
    [
      'privacy saving',
      [loaded, { type: 'cookbook.togglePrivacy', id: cookbook(1)._id }],
      { ready: 'savingPrivacy' },
    ],
    [
      'confirming a delete',
      [loaded, { type: 'cookbook.delete', id: cookbook(1)._id }],
      { ready: 'confirmingDelete' },
    ],
    [
      'delete cancelled',
      [loaded, { type: 'cookbook.delete', id: cookbook(1)._id }, { type: 'delete.cancel' }],
      { ready: 'browsing' },
    ],
    [
      'deleting',
      [loaded, { type: 'cookbook.delete', id: cookbook(1)._id }, { type: 'delete.confirm' }],
      { ready: 'deleting' },
    ],
  ])('%s', (_, events, expected) => {
    expect(
      stateAfter(cookbooksMachine, { client: {} as CookbooksClient }, events).matches(expected as never),
    ).toBe(true);
  });
});

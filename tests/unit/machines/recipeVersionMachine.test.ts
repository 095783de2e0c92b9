import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import {
  notMadeMessage,
  type RecipeVersionClient,
  recipeVersionMachine,
} from '../../../machines/versions/recipeVersionMachine.ts';
import { changesOfEachKind, original, someVersions } from '../../../stories/versionsSamples.ts';
import { createActor } from './helpers/coverage.ts';
import { done, failed, unreachableStates } from './helpers/reachability.ts';

// "Make it my own", "What changed" and the versions a recipe lists.

const recipeId = 'b'.repeat(24);

function start(
  overrides: Partial<RecipeVersionClient> = {},
  input: { version?: boolean; mayMakeOwn?: boolean } = {},
) {
  const client = {
    getVersions: vi.fn(async (_id: string, page?: { before?: string }) =>
      page?.before ? someVersions(1, 11, null, 10) : someVersions(10, 11, 'e'.repeat(24)),
    ),
    getVersionChanges: vi.fn(async () => changesOfEachKind),
    makeVersion: vi.fn(async () => ({ _id: 'c'.repeat(24) })),
    ...overrides,
  } satisfies RecipeVersionClient;
  const actor = createActor(recipeVersionMachine, {
    input: {
      client,
      recipeId,
      adaptedFrom: input.version ? original : null,
      mayMakeOwn: input.mayMakeOwn ?? true,
    },
  }).start();
  const made: string[] = [];
  const toasts: string[] = [];
  actor.on('version.made', (event) => made.push(event.recipeId));
  actor.on('toast.show', (event) => toasts.push(event.text));
  return { actor, client, made, toasts };
}

describe('recipeVersionMachine', () => {
  it('lists the versions the member may open and pages them', async () => {
    const { actor, client } = start();
    expect(actor.getSnapshot().matches({ versions: 'loading' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ versions: { shown: 'idle' } }));
    expect(actor.getSnapshot().context).toMatchObject({ count: 11, next: 'e'.repeat(24) });
    actor.send({ type: 'versions.more' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches({ versions: { shown: 'idle' } }));
    expect(client.getVersions).toHaveBeenLastCalledWith(recipeId, { limit: 10, before: 'e'.repeat(24) });
    expect(actor.getSnapshot().context.next).toBeNull();
    actor.send({ type: 'versions.more' });
    expect(actor.getSnapshot().matches({ versions: { shown: 'idle' } })).toBe(true);
  });

  it('draws nothing when nobody made it their own, and says a failed read', async () => {
    const empty = start({ getVersions: async () => someVersions(0) });
    await waitFor(empty.actor, (s) => s.matches({ versions: 'none' }));
    const broken = start({ getVersions: async () => Promise.reject(new Error('offline')) });
    await waitFor(broken.actor, (s) => s.matches({ versions: 'failed' }));
  });

  it('opens What changed on a version only', async () => {
    const plain = start();
    plain.actor.send({ type: 'changes.open' });
    expect(plain.actor.getSnapshot().matches({ changes: 'closed' })).toBe(true);
    const { actor, client } = start({}, { version: true });
    actor.send({ type: 'changes.open' });
    await waitFor(actor, (s) => s.matches({ changes: 'shown' }));
    expect(client.getVersionChanges).toHaveBeenCalledWith(recipeId);
    expect(actor.getSnapshot().context.changes).toEqual(changesOfEachKind);
    actor.send({ type: 'changes.close' });
    expect(actor.getSnapshot().matches({ changes: 'closed' })).toBe(true);
  });

  it('makes the copy and asks the app to open it; a refusal is told', async () => {
    const { actor, client, made } = start();
    actor.send({ type: 'version.make' });
    expect(actor.getSnapshot().matches({ copy: 'making' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ copy: 'idle' }));
    expect(client.makeVersion).toHaveBeenCalledWith(recipeId);
    expect(made).toEqual(['c'.repeat(24)]);

    const refused = start({ makeVersion: async () => Promise.reject(new Error('409')) });
    refused.actor.send({ type: 'version.make' });
    await waitFor(refused.actor, (s) => s.matches({ copy: 'idle' }));
    expect(refused.toasts).toEqual([notMadeMessage]);
    expect(refused.made).toEqual([]);
  });

  it('does not copy the member’s own recipe', () => {
    const { actor, client } = start({}, { mayMakeOwn: false });
    actor.send({ type: 'version.make' });
    expect(client.makeVersion).not.toHaveBeenCalled();
  });

  it('reaches every state', () => {
    expect(
      unreachableStates(recipeVersionMachine, {
        input: { client: {} as never, recipeId, adaptedFrom: original, mayMakeOwn: true },
        events: [
          done('loadVersions', someVersions(2, 3, 'e'.repeat(24))),
          done('loadVersions', someVersions(0)),
          failed('loadVersions'),
          done('loadMoreVersions', someVersions(1, 3, null, 2)),
          failed('loadMoreVersions'),
          done('loadChanges', changesOfEachKind),
          failed('loadChanges'),
          done('makeVersion', { _id: 'c'.repeat(24) }),
          failed('makeVersion'),
          { type: 'versions.more' },
          { type: 'versions.retry' },
          { type: 'changes.open' },
          { type: 'changes.close' },
          { type: 'changes.retry' },
          { type: 'version.make' },
        ],
        serialize: (s) => JSON.stringify(s.value),
      }),
    ).toEqual([]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import {
  type FriendsCookedClient,
  friendsCookedMachine,
} from '../../../machines/cooks/friendsCookedMachine.ts';
import { aCook, someCooks } from '../../../stories/versionsSamples.ts';
import { createActor } from './helpers/coverage.ts';
import { fakeLiveUpdates } from './helpers/liveUpdates.ts';
import { done, failed, unreachableStates } from './helpers/reachability.ts';

// "Your friends cooked": read once, hidden when there are none, read again when a friend cooks.

function start(answers: (() => Promise<ReturnType<typeof someCooks>>)[]) {
  const live = fakeLiveUpdates();
  const getFriendsCooked = vi.fn(async (_limit?: number) => {
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next();
  });
  const client = { getFriendsCooked, onStale: live.onStale } satisfies FriendsCookedClient;
  const actor = createActor(friendsCookedMachine, { input: { client } }).start();
  return { actor, client, live };
}

const cooked = {
  type: 'cooks.changed',
  recipeId: aCook(0).recipe.id,
  cookId: aCook(9).id,
  memberId: aCook(1).member._id,
} as const;

describe('friendsCookedMachine', () => {
  it('shows the friends’ cooks, and reads them again when a friend cooks', async () => {
    const { actor, client, live } = start([async () => someCooks(2), async () => someCooks(3)]);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches('shown'));
    expect(client.getFriendsCooked).toHaveBeenCalledWith(12);
    expect(actor.getSnapshot().context.cooks).toHaveLength(2);
    live.push(cooked);
    expect(actor.getSnapshot().matches('refreshing')).toBe(true);
    expect(actor.getSnapshot().context.cooks).toHaveLength(2);
    await waitFor(actor, (s) => s.matches('shown'));
    expect(actor.getSnapshot().context.cooks).toHaveLength(3);
  });

  it('is hidden when no friend cooked, and appears when one does', async () => {
    const { actor, live } = start([async () => [], async () => someCooks(1)]);
    await waitFor(actor, (s) => s.matches('none'));
    live.push(cooked);
    await waitFor(actor, (s) => s.matches('shown'));
  });

  it('says a failed read and tries again; a failed re-read keeps the row', async () => {
    const { actor, live } = start([
      async () => Promise.reject(new Error('offline')),
      async () => someCooks(1),
      async () => Promise.reject(new Error('offline')),
    ]);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    actor.send({ type: 'friendsCooked.retry' });
    await waitFor(actor, (s) => s.matches('shown'));
    live.push(cooked);
    await waitFor(actor, (s) => s.matches('shown'));
    expect(actor.getSnapshot().context.cooks).toHaveLength(1);
  });

  it('stops listening when stopped', async () => {
    const { actor, live } = start([async () => []]);
    await waitFor(actor, (s) => s.matches('none'));
    actor.stop();
    expect(live.listening()).toBe(0);
  });

  it('reaches every state', () => {
    const client = {
      getFriendsCooked: async () => [],
      onStale: () => () => {},
    } satisfies FriendsCookedClient;
    expect(
      unreachableStates(friendsCookedMachine, {
        input: { client },
        events: [
          done('loadFriendsCooked', someCooks(2)),
          done('loadFriendsCooked', []),
          failed('loadFriendsCooked'),
          done('refreshFriendsCooked', someCooks(1)),
          done('refreshFriendsCooked', []),
          failed('refreshFriendsCooked'),
          { type: 'friendsCooked.changed' },
          { type: 'friendsCooked.retry' },
        ],
      }),
    ).toEqual([]);
  });
});

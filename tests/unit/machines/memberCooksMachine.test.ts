import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { type CookHistoryClient, cookHistoryMachine } from '../../../machines/cooks/cookHistoryMachine.ts';
import { type MemberCooksClient, memberCooksMachine } from '../../../machines/cooks/memberCooksMachine.ts';
import { aHistory, someCooks } from '../../../stories/versionsSamples.ts';
import { createActor } from './helpers/coverage.ts';
import { done, failed, unreachableStates } from './helpers/reachability.ts';

// What a member cooked on their profile: someone else's cooks (by cursor), or one's own history (by offset).

const cursor = `20261120${'a'.repeat(24)}`;

function startCooks(overrides: Partial<MemberCooksClient> = {}) {
  const client = {
    getMemberCooks: vi.fn(async (_username: string, page?: { cursor?: string }) =>
      page?.cursor ? { cooks: someCooks(14).slice(12), next: null } : { cooks: someCooks(12), next: cursor },
    ),
    ...overrides,
  } satisfies MemberCooksClient;
  const actor = createActor(memberCooksMachine, { input: { client, username: 'kenji' } }).start();
  return { actor, client };
}

function startHistory(overrides: Partial<CookHistoryClient> = {}) {
  const client = {
    getCookHistory: vi.fn(async (page?: { offset?: number }) =>
      page?.offset ? aHistory(2, null, 12) : aHistory(12, 12),
    ),
    ...overrides,
  } satisfies CookHistoryClient;
  const actor = createActor(cookHistoryMachine, { input: { client } }).start();
  return { actor, client };
}

describe('memberCooksMachine', () => {
  it('lists someone else’s cooks and pages them by the server’s cursor', async () => {
    const { actor, client } = startCooks();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches({ shown: 'idle' }));
    expect(client.getMemberCooks).toHaveBeenCalledWith('kenji', { limit: 12 });
    actor.send({ type: 'memberCooks.more' });
    await waitFor(actor, (s) => s.matches({ shown: 'idle' }));
    expect(client.getMemberCooks).toHaveBeenLastCalledWith('kenji', { limit: 12, cursor });
    expect(actor.getSnapshot().context.cooks).toHaveLength(14);
  });

  it('lists the member’s own history and pages it by offset', async () => {
    const { actor, client } = startHistory();
    await waitFor(actor, (s) => s.matches({ shown: 'idle' }));
    actor.send({ type: 'memberCooks.more' });
    await waitFor(actor, (s) => s.matches({ shown: 'idle' }));
    expect(client.getCookHistory).toHaveBeenLastCalledWith({ limit: 12, offset: 12 });
    expect(actor.getSnapshot().context).toMatchObject({ offset: null });
    expect(actor.getSnapshot().context.history).toHaveLength(14);
  });

  it('says none, a failed read (tried again), and a failed next page', async () => {
    const none = startCooks({ getMemberCooks: async () => ({ cooks: [], next: null }) });
    await waitFor(none.actor, (s) => s.matches('none'));
    let fail = true;
    const flaky = startHistory({
      getCookHistory: async (page) => {
        if (fail || page?.offset) throw new Error('offline');
        return aHistory(3, 3);
      },
    });
    await waitFor(flaky.actor, (s) => s.matches('failed'));
    fail = false;
    flaky.actor.send({ type: 'memberCooks.retry' });
    await waitFor(flaky.actor, (s) => s.matches({ shown: 'idle' }));
    flaky.actor.send({ type: 'memberCooks.more' });
    await waitFor(flaky.actor, (s) => s.matches({ shown: 'moreFailed' }));
    expect(flaky.actor.getSnapshot().context.history).toHaveLength(3);
  });

  it('reaches every state', () => {
    expect(
      unreachableStates(memberCooksMachine, {
        input: { client: {} as never, username: 'kenji' },
        events: [
          done('loadCooks', { cooks: someCooks(2), next: cursor }),
          done('loadCooks', { cooks: [], next: null }),
          failed('loadCooks'),
          done('loadMoreCooks', { cooks: someCooks(1), next: null }),
          failed('loadMoreCooks'),
          { type: 'memberCooks.more' },
          { type: 'memberCooks.retry' },
        ],
        serialize: (s) => JSON.stringify(s.value),
      }),
    ).toEqual([]);
    expect(
      unreachableStates(cookHistoryMachine, {
        input: { client: {} as never },
        events: [
          done('loadHistory', aHistory(2, 2)),
          done('loadHistory', aHistory(0)),
          failed('loadHistory'),
          done('loadMoreHistory', aHistory(1)),
          failed('loadMoreHistory'),
          { type: 'memberCooks.more' },
          { type: 'memberCooks.retry' },
        ],
        serialize: (s) => JSON.stringify(s.value),
      }),
    ).toEqual([]);
  });
});

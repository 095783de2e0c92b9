import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { type PotluckJoinClient, potluckJoinMachine } from '../../../machines/potluck/potluckJoinMachine.ts';
import { memoryStorage } from '../../../machines/support/env.ts';
import { potluckJoinAfterLoginKey } from '../../../machines/support/storageKeys.ts';
import { potluckId } from '../../../stories/statecharts/potluckSamples.ts';
import { done, failed, unreachableStates } from './helpers/reachability.ts';
import { started } from './potluckFakes.ts';

const token = 'a'.repeat(32);
const preview = { title: 'Sunday lunch', hostName: 'Maria Rossi', day: '2026-12-06' };

function start(member: boolean, overrides: Partial<PotluckJoinClient> = {}) {
  const client: PotluckJoinClient = {
    getPotluckLink: vi.fn(async () => preview),
    joinPotluckByLink: vi.fn(async () => ({ potluckId })),
    ...overrides,
  };
  const storage = memoryStorage();
  const { actor, emitted } = started(potluckJoinMachine, { client, token, member, storage });
  return { actor, client, storage, emitted };
}

describe('potluckJoinMachine', () => {
  it('a member sees the title and host, joins, and the potluck opens', async () => {
    const { actor, client, emitted } = start(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.preview).toEqual(preview);
    actor.send({ type: 'join.send' });
    await waitFor(actor, (s) => s.matches('joined'));
    expect(client.joinPotluckByLink).toHaveBeenCalledWith(token);
    expect(emitted).toContainEqual({ type: 'potluck.opened', potluckId });
  });

  it('a visitor cannot join yet: the link is kept for after logging in', async () => {
    const { actor, client, storage } = start(false);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'join.send' });
    expect(client.joinPotluckByLink).not.toHaveBeenCalled();
    expect(storage.getItem(potluckJoinAfterLoginKey)).toBe(`/potluck-link/${token}`);
  });

  it('a link turned off is gone; a refused join is said', async () => {
    const off = start(false, { getPotluckLink: vi.fn(async () => Promise.reject(new Error('Not found'))) });
    await waitFor(off.actor, (s) => s.matches('gone'));
    const refused = start(true, {
      joinPotluckByLink: vi.fn(async () => Promise.reject(new Error('This potluck is full'))),
    });
    await waitFor(refused.actor, (s) => s.matches('ready'));
    refused.actor.send({ type: 'join.send' });
    await waitFor(refused.actor, () => refused.emitted.length > 0);
    expect(refused.emitted).toEqual([{ type: 'alert.show', text: 'This potluck is full' }]);
  });

  it('reaches every state', () => {
    expect(
      unreachableStates(potluckJoinMachine, {
        input: { client: {} as never, token, member: true, storage: memoryStorage() },
        events: [
          done('loadPreview', preview),
          failed('loadPreview'),
          { type: 'join.send' },
          done('join', { potluckId }),
          failed('join'),
        ],
      }),
    ).toEqual([]);
  });
});

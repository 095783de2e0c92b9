import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { appStatusMachine } from '../../../machines/appStatusMachine.ts';
import { createActor } from './helpers/coverage.ts';
import { done, failed, unreachableStates } from './helpers/reachability.ts';

const start = (applyUpdate = vi.fn(async () => undefined)) => ({
  actor: createActor(appStatusMachine, { input: { applyUpdate } }).start(),
  applyUpdate,
});

describe('appStatusMachine', () => {
  it('follows the browser offline and back online', () => {
    const { actor } = start();
    expect(actor.getSnapshot().hasTag('offline')).toBe(false);
    actor.send({ type: 'connection.offline' });
    expect(actor.getSnapshot().hasTag('offline')).toBe(true);
    actor.send({ type: 'connection.online' });
    expect(actor.getSnapshot().matches({ connection: 'online' })).toBe(true);
  });

  it('asks before a new version takes over, and lets it take over only after Reload', async () => {
    const { actor, applyUpdate } = start();
    actor.send({ type: 'update.reload' });
    expect(applyUpdate).not.toHaveBeenCalled();
    actor.send({ type: 'update.available' });
    expect(actor.getSnapshot().matches({ update: 'available' })).toBe(true);
    actor.send({ type: 'update.reload' });
    expect(actor.getSnapshot().matches({ update: 'reloading' })).toBe(true);
    expect(applyUpdate).toHaveBeenCalledTimes(1);
  });

  it('Later hides the question until another version is waiting; a failed take-over asks again', async () => {
    const { actor } = start(vi.fn(async () => Promise.reject(new Error('no waiting worker'))));
    actor.send({ type: 'update.available' });
    actor.send({ type: 'update.later' });
    expect(actor.getSnapshot().matches({ update: 'postponed' })).toBe(true);
    actor.send({ type: 'update.available' });
    actor.send({ type: 'update.reload' });
    await waitFor(actor, (s) => s.matches({ update: 'available' }));
  });

  it('reaches every state', () => {
    expect(
      unreachableStates(appStatusMachine, {
        input: { applyUpdate: async () => undefined },
        events: [
          { type: 'connection.offline' },
          { type: 'connection.online' },
          { type: 'update.available' },
          { type: 'update.reload' },
          { type: 'update.later' },
          done('applyUpdate'),
          failed('applyUpdate'),
        ],
      }),
    ).toEqual([]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { type PotlucksClient, potlucksMachine } from '../../../machines/potluck/potlucksMachine.ts';
import { aPotluck, aPotluckSummary } from '../../../stories/statecharts/potluckSamples.ts';
import { createActor } from './helpers/coverage.ts';
import { done, failed, unreachableStates } from './helpers/reachability.ts';
import { started } from './potluckFakes.ts';

const now = () => Date.parse('2026-11-28T12:00:00Z');

function start(overrides: Partial<PotlucksClient> = {}) {
  const client: PotlucksClient = {
    getPotlucks: vi.fn(async () => [aPotluckSummary()]),
    createPotluck: vi.fn(async () => aPotluck('host')),
    updatePotluck: vi.fn(),
    ...overrides,
  };
  const { actor, emitted } = started(potlucksMachine, { client, now });
  return { actor, client, emitted };
}

describe('potlucksMachine', () => {
  it('lists the member’s potlucks; a failure can be retried', async () => {
    const { actor } = start({
      getPotlucks: vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue([aPotluckSummary()]),
    });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'potlucks.reload' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.potlucks.map((p) => p.title)).toEqual(['Sunday lunch at Maria’s']);
    actor.send({ type: 'potlucks.reload' });
    await waitFor(actor, (s) => s.matches('ready'));
  });

  it('“Host a potluck” runs the host’s form; the potluck hosted opens; closing goes back to the list', async () => {
    const { actor, client, emitted } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'host.open' });
    const form = () => actor.getSnapshot().children.hostForm;
    expect(form()?.getSnapshot().context.draft.day).toBe('2026-12-05');
    actor.send({ type: 'form.change', title: 'Sunday lunch' });
    actor.send({ type: 'form.save' });
    await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    expect(client.createPotluck).toHaveBeenCalledWith(expect.objectContaining({ title: 'Sunday lunch' }));
    expect(emitted).toContainEqual({ type: 'potluck.opened', potluckId: aPotluck().id });
    actor.send({ type: 'host.open' });
    actor.send({ type: 'form.close' });
    expect(actor.getSnapshot().matches({ ready: 'browsing' })).toBe(true);
    expect(form()).toBeUndefined();
    expect(emitted.filter((e) => e.type === 'potluck.opened')).toHaveLength(1);
  });

  it('opens the form as soon as the list is read when asked to (the plan’s link)', async () => {
    const client: PotlucksClient = {
      getPotlucks: vi.fn(async () => []),
      createPotluck: vi.fn(),
      updatePotluck: vi.fn(),
    };
    const actor = createActor(potlucksMachine, { input: { client, now, hostAtOnce: true } }).start();
    await waitFor(actor, (s) => s.matches({ ready: 'hosting' }));
  });

  it('reaches every state', () => {
    expect(
      unreachableStates(potlucksMachine, {
        input: { client: {} as never, now },
        events: [
          done('loadPotlucks', []),
          failed('loadPotlucks'),
          { type: 'potlucks.reload' },
          { type: 'host.open' },
          done('hostForm', aPotluck()),
        ],
      }),
    ).toEqual([]);
  });
});

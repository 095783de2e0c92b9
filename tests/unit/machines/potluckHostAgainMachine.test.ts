// Host again (hostAgainMachine): the same courses and guests on a new day.
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { hostAgainMachine } from '../../../machines/potluck/hostAgainMachine.ts';
import { aPotluck, potluckId } from '../../../stories/statecharts/potluckSamples.ts';
import { sampleId } from '../../../stories/statecharts/samples.ts';
import { done, failed, unreachableStates } from './helpers/reachability.ts';
import { fakePotluckClient, refusal, started } from './potluckFakes.ts';

function start(overrides: Parameters<typeof fakePotluckClient>[1] = {}) {
  const { client } = fakePotluckClient('host', overrides);
  const { actor, emitted } = started(hostAgainMachine, { client, potluck: aPotluck('host') });
  return { actor, client, emitted };
}

describe('hostAgainMachine', () => {
  it('hosts again on a new day: a day is needed, a failure is said, one being made stays open', async () => {
    const { actor, client, emitted } = start({
      hostPotluckAgain: vi
        .fn()
        .mockRejectedValueOnce(refusal(500))
        .mockResolvedValue({ ...aPotluck(), id: sampleId(701) }),
    });
    expect(actor.getSnapshot().context).toMatchObject({ day: '2026-12-06', time: '13:00' });
    actor.send({ type: 'again.change', day: '' });
    actor.send({ type: 'again.send' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    actor.send({ type: 'again.change', day: '2027-01-10', time: '12:30' });
    actor.send({ type: 'again.change', linkGuests: true });
    actor.send({ type: 'again.send' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(emitted).toEqual([{ type: 'alert.show', text: 'The potluck could not be hosted again.' }]);
    actor.send({ type: 'again.send' });
    actor.send({ type: 'again.close' });
    expect(actor.getSnapshot().matches('sending')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(client.hostPotluckAgain).toHaveBeenLastCalledWith(potluckId, {
      day: '2027-01-10',
      time: '12:30',
      linkGuests: true,
    });
    expect(actor.getSnapshot().output?.id).toBe(sampleId(701));
  });

  it('closing ends it with nothing', () => {
    const { actor } = start();
    actor.send({ type: 'again.close' });
    expect(actor.getSnapshot().output).toBeNull();
  });

  it('reaches every state', () => {
    expect(
      unreachableStates(hostAgainMachine, {
        input: { client: {} as never, potluck: aPotluck('host') },
        events: [
          { type: 'again.change', day: '2027-01-10' },
          { type: 'again.send' },
          done('hostAgain', aPotluck()),
          failed('hostAgain'),
          { type: 'again.close' },
        ],
        serialize: (s) => JSON.stringify({ value: s.value, day: s.context.day }),
      }),
    ).toEqual([]);
  });
});

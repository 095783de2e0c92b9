import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import type { PotlucksClient } from '../../../machines/potluck/calls.ts';
import { potlucksMachine } from '../../../machines/potluck/potlucksMachine.ts';
import { aPotluck, aPotluckSummary } from '../../../stories/statecharts/potluckSamples.ts';
import { createActor } from './helpers/coverage.ts';
import { done, failed, unreachableStates } from './helpers/reachability.ts';

const now = () => Date.parse('2026-11-28T12:00:00Z');

function start(overrides: Partial<PotlucksClient> = {}) {
  const client: PotlucksClient = {
    getPotlucks: vi.fn(async () => [aPotluckSummary()]),
    createPotluck: vi.fn(async () => aPotluck('host')),
    ...overrides,
  };
  const actor = createActor(potlucksMachine, { input: { client, now } });
  const emitted: { type: string }[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
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

  it('hosts a potluck: default courses, a week ahead at 19:00; a title is needed; the new one opens', async () => {
    const { actor, client, emitted } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'host.open' });
    expect(actor.getSnapshot().context.draft).toMatchObject({
      day: '2026-12-05',
      time: '19:00',
      courses: { starter: 2, main: 3, side: 3, dessert: 2, drinks: 1 },
    });
    actor.send({ type: 'host.save' });
    expect(actor.getSnapshot().matches({ ready: { hosting: 'editing' } })).toBe(true);
    actor.send({ type: 'host.change', title: ' Sunday lunch ', place: 'Maria’s', dish: 'A lemon tart' });
    actor.send({ type: 'host.change', course: { course: 'drinks', places: 0 } });
    actor.send({ type: 'host.change', dishCourse: 'dessert' });
    actor.send({ type: 'host.save' });
    await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    expect(client.createPotluck).toHaveBeenCalledWith({
      title: 'Sunday lunch',
      day: '2026-12-05',
      time: '19:00',
      place: 'Maria’s',
      note: '',
      courses: { starter: 2, main: 3, side: 3, dessert: 2, drinks: 0 },
      hostDish: { course: 'dessert', text: 'A lemon tart' },
    });
    expect(emitted).toContainEqual({ type: 'potluck.opened', potluckId: aPotluck().id });
  });

  it('opens the form as soon as the list is read when asked to (the plan’s link)', async () => {
    const client: PotlucksClient = { getPotlucks: vi.fn(async () => []), createPotluck: vi.fn() };
    const actor = createActor(potlucksMachine, { input: { client, now, hostAtOnce: true } }).start();
    await waitFor(actor, (s) => s.matches({ ready: { hosting: 'editing' } }));
  });

  it('a refused potluck keeps the form and says why; closing drops it', async () => {
    const { actor, emitted } = start({
      createPotluck: vi.fn(async () => Promise.reject(new Error('day: must be a real date'))),
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'host.open' });
    actor.send({ type: 'host.change', title: 'Lunch' });
    actor.send({ type: 'host.save' });
    await waitFor(actor, (s) => s.matches({ ready: { hosting: 'editing' } }));
    expect(emitted).toContainEqual({ type: 'alert.show', text: 'day: must be a real date' });
    expect(actor.getSnapshot().context.draft.title).toBe('Lunch');
    actor.send({ type: 'host.close' });
    expect(actor.getSnapshot().matches({ ready: 'browsing' })).toBe(true);
  });

  it('the form being sent stays open', async () => {
    const { actor } = start({ createPotluck: vi.fn(() => new Promise<never>(() => {})) });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'host.open' });
    actor.send({ type: 'host.change', title: 'Lunch' });
    actor.send({ type: 'host.save' });
    actor.send({ type: 'host.close' });
    expect(actor.getSnapshot().matches({ ready: { hosting: 'saving' } })).toBe(true);
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
          { type: 'host.change', title: 'Lunch' },
          { type: 'host.save' },
          { type: 'host.close' },
          done('createPotluck', aPotluck()),
          failed('createPotluck'),
        ],
        serialize: (s) => JSON.stringify({ value: s.value, title: s.context.draft.title }),
      }),
    ).toEqual([]);
  });
});

// The host's form (hostFormMachine), one machine for "Host a potluck" on /potlucks and "Edit" on a potluck's page.
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { type HostFormClient, hostFormMachine } from '../../../machines/potluck/hostFormMachine.ts';
import { aPotluck, potluckId } from '../../../stories/statecharts/potluckSamples.ts';
import { done, failed, unreachableStates } from './helpers/reachability.ts';
import { refusal, started } from './potluckFakes.ts';

const now = () => Date.parse('2026-11-28T12:00:00Z');

function start(potluck: ReturnType<typeof aPotluck> | null, overrides: Partial<HostFormClient> = {}) {
  const client: HostFormClient = {
    createPotluck: vi.fn(async () => aPotluck('host')),
    updatePotluck: vi.fn(async (_id, body) => ({ ...aPotluck('host'), ...body }) as never),
    ...overrides,
  };
  const { actor, emitted } = started(hostFormMachine, { client, now, potluck });
  return { actor, client, emitted };
}

describe('hostFormMachine', () => {
  it('a new potluck: default courses, a week ahead at 19:00; a title is needed; it ends with the one hosted', async () => {
    const { actor, client } = start(null);
    expect(actor.getSnapshot().context.draft).toMatchObject({
      day: '2026-12-05',
      time: '19:00',
      courses: { starter: 2, main: 3, side: 3, dessert: 2, drinks: 1 },
    });
    actor.send({ type: 'form.save' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    actor.send({ type: 'form.change', title: ' Sunday lunch ', place: 'Maria’s', dish: 'A lemon tart' });
    actor.send({ type: 'form.change', course: { course: 'drinks', places: 0 } });
    actor.send({ type: 'form.change', dishCourse: 'dessert' });
    actor.send({ type: 'form.save' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(client.createPotluck).toHaveBeenCalledWith({
      title: 'Sunday lunch',
      day: '2026-12-05',
      time: '19:00',
      place: 'Maria’s',
      note: '',
      courses: { starter: 2, main: 3, side: 3, dessert: 2, drinks: 0 },
      hostDish: { course: 'dessert', text: 'A lemon tart' },
    });
    expect(actor.getSnapshot().output?.id).toBe(potluckId);
  });

  it('an edit is filled with the potluck as it is and sends only what changed', async () => {
    const { actor, client } = start(aPotluck('host'));
    expect(actor.getSnapshot().context.draft.title).toBe('Sunday lunch at Maria’s');
    actor.send({ type: 'form.change', title: '' });
    actor.send({ type: 'form.save' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    actor.send({ type: 'form.change', title: 'Sunday lunch', course: { course: 'dessert', places: 3 } });
    actor.send({ type: 'form.save' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(client.updatePotluck).toHaveBeenCalledWith(potluckId, {
      title: 'Sunday lunch',
      courses: { starter: 2, main: 3, side: 3, dessert: 3, drinks: 1 },
    });
    expect(actor.getSnapshot().output?.title).toBe('Sunday lunch');
  });

  it('a refused form stays as typed and says why (the server’s words, else the form’s); closing ends it with nothing', async () => {
    const hosting = start(null, {
      createPotluck: vi.fn(async () => Promise.reject(new Error('day: must be a real date'))),
    });
    hosting.actor.send({ type: 'form.change', title: 'Lunch' });
    hosting.actor.send({ type: 'form.save' });
    await waitFor(hosting.actor, (s) => s.matches('editing'));
    expect(hosting.emitted).toEqual([{ type: 'alert.show', text: 'day: must be a real date' }]);
    expect(hosting.actor.getSnapshot().context.draft.title).toBe('Lunch');
    hosting.actor.send({ type: 'form.close' });
    expect(hosting.actor.getSnapshot().output).toBeNull();
    const editing = start(aPotluck('host'), {
      updatePotluck: vi.fn(async () => Promise.reject(refusal(500))),
    });
    editing.actor.send({ type: 'form.save' });
    await waitFor(editing.actor, (s) => s.matches('editing'));
    expect(editing.emitted).toEqual([{ type: 'alert.show', text: 'The potluck could not be changed.' }]);
  });

  it('a form being sent stays open', () => {
    const { actor } = start(null, { createPotluck: vi.fn(() => new Promise<never>(() => {})) });
    actor.send({ type: 'form.change', title: 'Lunch' });
    actor.send({ type: 'form.save' });
    actor.send({ type: 'form.close' });
    expect(actor.getSnapshot().matches('sending')).toBe(true);
  });

  it('reaches every state', () => {
    expect(
      unreachableStates(hostFormMachine, {
        input: { client: {} as never, now, potluck: null },
        events: [
          { type: 'form.change', title: 'Lunch' },
          { type: 'form.save' },
          { type: 'form.close' },
          done('save', aPotluck()),
          failed('save'),
        ],
        serialize: (s) => JSON.stringify({ value: s.value, title: s.context.draft.title }),
      }),
    ).toEqual([]);
  });
});

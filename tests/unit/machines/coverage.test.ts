// The coverage report's recording (helpers/coverage.ts): what a test goes through lands in its task.meta, keyed
// the same way as the machine definition's own list of states and transitions.
import { describe, expect, it } from 'vitest';
import { assign, raise, setup } from 'xstate';
import {
  createActor,
  getInitialSnapshot,
  getNextSnapshot,
  statesOf,
  transitionsOf,
} from './helpers/coverage.ts';
import { unreachableStates } from './helpers/reachability.ts';

// A small machine of its own (not one of the product's, so the report leaves it out).
type DoorEvent = { type: 'open' } | { type: 'push' } | { type: 'close' } | { type: 'knocked' };
const door = setup({
  types: { context: {} as { opened: number; knocks: number }, events: {} as DoorEvent },
  actions: {
    count: assign({ opened: ({ context }) => context.opened + 1 }),
    knock: raise({ type: 'knocked' }),
    hear: assign({ knocks: ({ context }) => context.knocks + 1 }),
  },
  guards: { isFirst: ({ context }) => context.opened === 0 },
}).createMachine({
  id: 'coverageDoor',
  context: { opened: 0, knocks: 0 },
  initial: 'shut',
  on: { knocked: { actions: 'hear' } },
  states: {
    shut: {
      on: {
        open: [
          { guard: 'isFirst', target: 'ajar', actions: ['count', 'knock'] },
          { target: 'open', actions: 'count' },
        ],
      },
    },
    ajar: { on: { push: 'open' } },
    open: { on: { close: 'shut' } },
  },
});

describe('machine coverage recording', () => {
  it('lists the states and transitions of a definition', () => {
    expect(statesOf(door).map((s) => s.id)).toEqual([
      'coverageDoor.shut',
      'coverageDoor.ajar',
      'coverageDoor.open',
    ]);
    expect(transitionsOf(door).map((t) => t.label)).toEqual([
      'coverageDoor: knocked → (stays)',
      'coverageDoor.shut: open [isFirst] → coverageDoor.ajar',
      'coverageDoor.shut: open → coverageDoor.open',
      'coverageDoor.ajar: push → coverageDoor.open',
      'coverageDoor.open: close → coverageDoor.shut',
    ]);
  });

  it('records what an actor goes through, raised events included', ({ task }) => {
    const actor = createActor(door).start();
    actor.send({ type: 'open' });
    actor.send({ type: 'push' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.knocks).toBe(1);
    const [knocked, first, , push] = transitionsOf(door);
    expect(task.meta.machineVisits?.coverageDoor).toEqual({
      states: ['coverageDoor.shut', 'coverageDoor.ajar', 'coverageDoor.open'],
      transitions: [first?.id, knocked?.id, push?.id],
    });
  });

  it("records the guarded alternative a pure step took (its event's transitions only)", ({ task }) => {
    const start = getInitialSnapshot(door);
    const opened = getNextSnapshot(door, { ...start, context: { opened: 1, knocks: 0 } } as typeof start, {
      type: 'open',
    });
    expect(opened.value).toBe('open');
    const [, , second] = transitionsOf(door);
    expect(task.meta.machineVisits?.coverageDoor?.transitions).toEqual([second?.id]);
  });

  it('records the steps of the shortest paths', ({ task }) => {
    expect(
      unreachableStates(door, {
        events: [{ type: 'open' }, { type: 'push' }, { type: 'close' }],
        serialize: (s) => JSON.stringify(s.value),
      }),
    ).toEqual([]);
    const [, first, , push] = transitionsOf(door);
    expect(task.meta.machineVisits?.coverageDoor?.transitions).toEqual([first?.id, push?.id]);
  });
});

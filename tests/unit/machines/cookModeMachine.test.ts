import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type CookModeEmitted,
  type CookModeInput,
  cookModeMachine,
  type HeldWakeLock,
  type ScreenWakeLock,
  timersOnScreen,
} from '../../../machines/cookModeMachine.ts';
import { kitchenTimerMachine } from '../../../machines/kitchenTimerMachine.ts';
import { createActor } from './helpers/coverage.ts';
import { unreachableStates } from './helpers/reachability.ts';
import { stateAfter, type TransitionRow } from './helpers/transitions.ts';

// Cook mode: steps (bounded), the ingredient checklist, timers on fake timers, and the wake lock through a fake
// that records every acquire and release.

const steps = [
  'Fry the onion for 15 minutes until golden.',
  'Add the spices and cook 1–2 minutes.',
  'Simmer for 1 hr 10 min, stirring now and then.',
  'Season and serve.',
];
const ingredients = ['1 onion', '2 tsp cumin', '400 g tomatoes'];

/** A Screen Wake Lock the test controls: count acquires and releases, refuse, or take the lock back. */
function fakeWakeLock(options: { refuse?: boolean } = {}) {
  const fake = {
    acquired: 0,
    released: 0,
    /** Locks handed out that are still held. */
    held: [] as { takeBack(): void }[],
    api: {
      acquire: async (): Promise<HeldWakeLock> => {
        if (options.refuse) throw new Error('NotAllowedError');
        fake.acquired += 1;
        let listener = () => {};
        let released = false;
        const lock: HeldWakeLock = {
          release: async () => {
            if (released) return;
            released = true;
            fake.released += 1;
          },
          onRelease: (callback) => {
            listener = callback;
          },
        };
        fake.held.push({
          takeBack: () => {
            released = true;
            listener();
          },
        });
        return lock;
      },
    } satisfies ScreenWakeLock,
  };
  return fake;
}

const input = (overrides: Partial<CookModeInput> = {}): CookModeInput => ({
  title: 'Curry',
  steps,
  ingredients,
  wakeLock: fakeWakeLock().api,
  now: () => Date.now(),
  ...overrides,
});

describe('cookModeMachine transitions', () => {
  it.each<TransitionRow>([
    ['starts asking for the wake lock', [], { cooking: { wakeLock: 'asking' } }],
    ['the lock is granted', [{ type: 'wakeLock.acquired' }], { cooking: { wakeLock: 'held' } }],
    ['the lock is refused', [{ type: 'wakeLock.refused' }], { cooking: 'mayDim' }],
    [
      'the browser takes the lock back',
      [{ type: 'wakeLock.acquired' }, { type: 'wakeLock.lost' }],
      { cooking: 'mayDim' },
    ],
    [
      'the page is shown again: ask again',
      [{ type: 'wakeLock.acquired' }, { type: 'wakeLock.lost' }, { type: 'page.visible' }],
      { cooking: { wakeLock: 'asking' } },
    ],
    [
      'moving between steps keeps the lock',
      [{ type: 'wakeLock.acquired' }, { type: 'step.next' }, { type: 'step.go', index: 3 }],
      { cooking: { wakeLock: 'held' } },
    ],
    ['leaving', [{ type: 'cook.leave' }], 'left'],
  ])('%s', (_name, events, expected) => {
    expect(stateAfter(cookModeMachine, input(), events).matches(expected as never)).toBe(true);
  });

  it('asking again keeps the step', () => {
    const snapshot = stateAfter(cookModeMachine, input(), [
      { type: 'step.go', index: 3 },
      { type: 'wakeLock.refused' },
      { type: 'page.visible' },
    ]);
    expect(snapshot.context.step).toBe(3);
  });

  it('keeps the step within the recipe', () => {
    const at = (events: TransitionRow[1]) => stateAfter(cookModeMachine, input(), events).context.step;
    expect(at([{ type: 'step.previous' }])).toBe(0);
    expect(at([{ type: 'step.go', index: 2 }])).toBe(2);
    expect(at([{ type: 'step.go', index: 3 }, { type: 'step.next' }, { type: 'step.next' }])).toBe(3);
    expect(at([{ type: 'step.go', index: -1 }])).toBe(0);
    expect(at([{ type: 'step.go', index: 1.5 }])).toBe(0);
  });

  it('lets the screen disable Previous on the first step and Next on the last', () => {
    const next = { type: 'step.next' } as const;
    const previous = { type: 'step.previous' } as const;
    const first = stateAfter(cookModeMachine, input(), []);
    expect([first.can(previous), first.can(next)]).toEqual([false, true]);
    const last = stateAfter(cookModeMachine, input(), [{ type: 'step.go', index: 3 }]);
    expect([last.can(previous), last.can(next)]).toEqual([true, false]);
    for (const recipeSteps of [['Serve.'], []]) {
      const only = stateAfter(cookModeMachine, input({ steps: recipeSteps }), []);
      expect([only.can(previous), only.can(next), only.can({ type: 'step.go', index: 0 })]).toEqual([
        false,
        false,
        recipeSteps.length === 1,
      ]);
    }
  });

  it('ticks ingredients off and on, ignoring ones the recipe does not have', () => {
    const ticked = stateAfter(cookModeMachine, input(), [
      { type: 'ingredient.toggle', index: 2 },
      { type: 'ingredient.toggle', index: 0 },
      { type: 'ingredient.toggle', index: 7 },
    ]);
    expect(ticked.context.checked).toEqual([0, 2]);
    const unticked = stateAfter(cookModeMachine, input(), [
      { type: 'ingredient.toggle', index: 2 },
      { type: 'ingredient.toggle', index: 2 },
    ]);
    expect(unticked.context.checked).toEqual([]);
  });

  it('has a timer for every duration in the steps', () => {
    const actor = createActor(cookModeMachine, { input: input() }).start();
    const timers = actor.getSnapshot().context.timers.map((timer) => timer.getSnapshot().context);
    expect(timers.map(({ id, label, seconds, step }) => ({ id, label, seconds, step }))).toEqual([
      { id: 'step1-1', label: '15 minutes', seconds: 900, step: 0 },
      { id: 'step2-1', label: '1–2 minutes', seconds: 60, step: 1 },
      { id: 'step3-1', label: '1 hr 10 min', seconds: 4200, step: 2 },
    ]);
    actor.stop();
  });
});

describe('cookModeMachine timers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function cook() {
    const actor = createActor(cookModeMachine, { input: input() });
    const rings: CookModeEmitted[] = [];
    actor.on('timer.ring', (event) => rings.push(event));
    actor.start();
    const timer = (id: string) => {
      const found = actor.getSnapshot().context.timers.find((t) => t.id === id);
      if (!found) throw new Error(`no timer ${id}`);
      return found.getSnapshot();
    };
    return { actor, rings, timer };
  }

  it('starts on tap, keeps counting when the step changes, and rings when done', () => {
    const { actor, rings, timer } = cook();
    expect(timer('step1-1').hasTag('idle')).toBe(true);
    actor.send({ type: 'timer.start', id: 'step1-1' });
    expect(timer('step1-1').hasTag('running')).toBe(true);
    vi.advanceTimersByTime(5 * 60_000);
    actor.send({ type: 'step.next' });
    actor.send({ type: 'step.next' });
    // Still counting from when it was started, not from the step change: 10 of its 15 minutes left.
    expect(timer('step1-1').context.startedAt).toBe(Date.now() - 5 * 60_000);
    vi.advanceTimersByTime(10 * 60_000 - 1);
    expect(rings).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(rings).toEqual([{ type: 'timer.ring', id: 'step1-1', label: '15 minutes' }]);
    expect(timer('step1-1').hasTag('ringing')).toBe(true);
    actor.send({ type: 'timer.dismiss', id: 'step1-1' });
    expect(timer('step1-1').hasTag('idle')).toBe(true);
    actor.stop();
  });

  it('runs several timers at once, each ringing at its own time', () => {
    const { actor, rings } = cook();
    actor.send({ type: 'timer.start', id: 'step1-1' });
    actor.send({ type: 'step.go', index: 1 });
    actor.send({ type: 'timer.start', id: 'step2-1' });
    vi.advanceTimersByTime(60_000);
    expect(rings.map((ring) => ring.id)).toEqual(['step2-1']);
    vi.advanceTimersByTime(14 * 60_000);
    expect(rings.map((ring) => ring.id)).toEqual(['step2-1', 'step1-1']);
    actor.stop();
  });

  it('a cancelled timer does not ring, and a timer the recipe does not have is ignored', () => {
    const { actor, rings, timer } = cook();
    actor.send({ type: 'timer.start', id: 'step1-1' });
    actor.send({ type: 'timer.cancel', id: 'step1-1' });
    actor.send({ type: 'timer.start', id: 'step9-9' });
    vi.advanceTimersByTime(60 * 60_000);
    expect(rings).toEqual([]);
    expect(timer('step1-1').hasTag('idle')).toBe(true);
    actor.stop();
  });

  it('shows the step’s own timers, then those counting on other steps', () => {
    const { actor } = cook();
    actor.send({ type: 'timer.start', id: 'step1-1' });
    actor.send({ type: 'step.go', index: 2 });
    expect(timersOnScreen(actor.getSnapshot().context).map((t) => t.id)).toEqual(['step3-1', 'step1-1']);
    actor.send({ type: 'step.go', index: 3 });
    expect(timersOnScreen(actor.getSnapshot().context).map((t) => t.id)).toEqual(['step1-1']);
    actor.stop();
  });
});

describe('cookModeMachine wake lock', () => {
  it('is acquired on entering and released on leaving', async () => {
    const wakeLock = fakeWakeLock();
    const actor = createActor(cookModeMachine, { input: input({ wakeLock: wakeLock.api }) }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('awake')).toBe(true));
    expect(wakeLock.acquired).toBe(1);
    actor.send({ type: 'cook.leave' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(wakeLock.released).toBe(1);
  });

  it('is released when the screen goes away without leaving (the machine is stopped)', async () => {
    const wakeLock = fakeWakeLock();
    const actor = createActor(cookModeMachine, { input: input({ wakeLock: wakeLock.api }) }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('awake')).toBe(true));
    actor.stop();
    expect(wakeLock.released).toBe(1);
  });

  it('is given back at once when granted after cook mode was left', async () => {
    const wakeLock = fakeWakeLock();
    const actor = createActor(cookModeMachine, { input: input({ wakeLock: wakeLock.api }) }).start();
    actor.send({ type: 'cook.leave' });
    await vi.waitFor(() => expect(wakeLock.released).toBe(1));
    expect(wakeLock.acquired).toBe(1);
  });

  it('may dim when refused, and asks again when taken back and the page is shown again', async () => {
    const refused = createActor(cookModeMachine, {
      input: input({ wakeLock: fakeWakeLock({ refuse: true }).api }),
    }).start();
    await vi.waitFor(() => expect(refused.getSnapshot().hasTag('mayDim')).toBe(true));
    refused.stop();

    const wakeLock = fakeWakeLock();
    const actor = createActor(cookModeMachine, { input: input({ wakeLock: wakeLock.api }) }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('awake')).toBe(true));
    wakeLock.held[0]?.takeBack();
    expect(actor.getSnapshot().hasTag('mayDim')).toBe(true);
    actor.send({ type: 'page.visible' });
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('awake')).toBe(true));
    expect(wakeLock.acquired).toBe(2);
    actor.stop();
    expect(wakeLock.released).toBe(1);
  });
});

describe('cookModeMachine reachability', () => {
  it('reaches every state', () => {
    expect(
      unreachableStates(cookModeMachine, {
        input: input(),
        events: [
          { type: 'step.next' },
          { type: 'wakeLock.acquired' },
          { type: 'wakeLock.refused' },
          { type: 'wakeLock.lost' },
          { type: 'page.visible' },
          { type: 'cook.leave' },
        ],
        serialize: (s) => JSON.stringify({ value: s.value, step: s.context.step }),
      }),
    ).toEqual([]);
  });

  it('reaches every state of a kitchen timer', () => {
    expect(
      unreachableStates(kitchenTimerMachine.provide({ actions: { tellCook: () => {} } }), {
        input: { id: 't', label: '15 minutes', step: 0, seconds: 900, now: () => 0 },
        events: [
          { type: 'timer.start' },
          { type: 'timer.cancel' },
          { type: 'timer.dismiss' },
          { type: 'xstate.after.timerLength.kitchenTimer.running' },
        ],
      }),
    ).toEqual([]);
  });
});

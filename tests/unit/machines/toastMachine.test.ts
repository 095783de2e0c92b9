import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastMachine } from '../../../machines/toastMachine.ts';
import { createActor, getInitialSnapshot, getNextSnapshot } from './helpers/coverage.ts';
import { elapsed, unreachableStates } from './helpers/reachability.ts';

describe('toastMachine transitions', () => {
  it('shows a toast and queues later ones behind it', () => {
    const first = getNextSnapshot(toastMachine, getInitialSnapshot(toastMachine), {
      type: 'toast.show',
      text: 'Recipe removed',
      kind: 'success',
    });
    expect(first.value).toBe('showing');
    const second = getNextSnapshot(toastMachine, first, {
      type: 'toast.show',
      text: 'Failed',
      kind: 'error',
    });
    expect(second.context.toasts.map((t) => t.text)).toEqual(['Recipe removed', 'Failed']);
  });

  it('holds at most 20 toasts, dropping the oldest', () => {
    let snapshot = getInitialSnapshot(toastMachine);
    for (let i = 1; i <= 25; i++) {
      snapshot = getNextSnapshot(toastMachine, snapshot, { type: 'toast.show', text: `t${i}` });
    }
    expect(snapshot.context.toasts).toHaveLength(20);
    expect(snapshot.context.toasts[0]?.text).toBe('t6');
  });

  it('dismissing the last toast empties the queue', () => {
    const shown = getNextSnapshot(toastMachine, getInitialSnapshot(toastMachine), {
      type: 'toast.show',
      text: 'a',
    });
    const dismissed = getNextSnapshot(toastMachine, shown, { type: 'toast.dismiss', id: 1 });
    expect(dismissed.value).toBe('idle');
    expect(dismissed.context.toasts).toEqual([]);
  });
});

describe('toastMachine timing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a success leaves after 2 s, other toasts after 4 s each', () => {
    const actor = createActor(toastMachine).start();
    actor.send({ type: 'toast.show', text: 'Saved', kind: 'success' });
    actor.send({ type: 'toast.show', text: 'Oops', kind: 'error' });
    vi.advanceTimersByTime(1_999);
    expect(actor.getSnapshot().context.toasts).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.toasts.map((t) => t.text)).toEqual(['Oops']);
    vi.advanceTimersByTime(3_999);
    expect(actor.getSnapshot().context.toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('dismissing the head restarts the timer for the next toast', () => {
    const actor = createActor(toastMachine).start();
    actor.send({ type: 'toast.show', text: 'one' });
    vi.advanceTimersByTime(3_000);
    actor.send({ type: 'toast.show', text: 'two' });
    actor.send({ type: 'toast.dismiss', id: 1 });
    vi.advanceTimersByTime(3_999);
    expect(actor.getSnapshot().context.toasts.map((t) => t.text)).toEqual(['two']);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.toasts).toEqual([]);
  });
});

describe('toastMachine dismissing a queued toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('removes it without restarting the timer of the one shown first', () => {
    const actor = createActor(toastMachine).start();
    actor.send({ type: 'toast.show', text: 'one' });
    actor.send({ type: 'toast.show', text: 'two' });
    actor.send({ type: 'toast.show', text: 'three' });
    vi.advanceTimersByTime(3_000);
    actor.send({ type: 'toast.dismiss', id: 2 });
    expect(actor.getSnapshot().context.toasts.map((t) => t.text)).toEqual(['one', 'three']);
    vi.advanceTimersByTime(1_000);
    expect(actor.getSnapshot().context.toasts.map((t) => t.text)).toEqual(['three']);
  });
});

describe('toastMachine reachability', () => {
  it('reaches every state', () => {
    expect(
      unreachableStates(toastMachine, {
        events: [
          { type: 'toast.show', text: 'hello', kind: 'success' },
          { type: 'toast.dismiss', id: 1 },
          elapsed('toastDuration', 'toast.showing'),
        ],
        serialize: (s) => `${JSON.stringify(s.value)}:${s.context.toasts.length}`,
        limit: 200,
      }),
    ).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { alertMachine, shownAlert } from '../../../machines/alertMachine.ts';
import { getInitialSnapshot, getNextSnapshot } from './helpers/coverage.ts';
import { unreachableStates } from './helpers/reachability.ts';
import { stateAfter, type TransitionRow } from './helpers/transitions.ts';

const show = (text: string) => ({ type: 'alert.show', text }) as const;
const dismiss = { type: 'alert.dismiss' } as const;

describe('alertMachine transitions', () => {
  const rows: TransitionRow[] = [
    ['nothing to read at first', [], 'idle'],
    ['an alert shows', [show('Comment is too short!')], 'showing'],
    ['dismissing the only alert leaves nothing showing', [show('a'), dismiss], 'idle'],
    ['dismissing one of two shows the next', [show('a'), show('b'), dismiss], 'showing'],
    ['dismissing with nothing showing changes nothing', [dismiss], 'idle'],
  ];
  it.each(rows)('%s', (_name, events, expected) => {
    expect(stateAfter(alertMachine, undefined, events).value).toEqual(expected);
  });
});

describe('alertMachine queue', () => {
  it('shows alerts one after the other, in the order they came, losing none', () => {
    let snapshot = getInitialSnapshot(alertMachine);
    for (const text of ['Link copied to clipboard!', 'Comment is too short!', 'Please select a cookbook!']) {
      snapshot = getNextSnapshot(alertMachine, snapshot, show(text));
    }
    const read: (string | null)[] = [];
    while (snapshot.value === 'showing') {
      read.push(shownAlert(snapshot.context));
      snapshot = getNextSnapshot(alertMachine, snapshot, dismiss);
    }
    expect(read).toEqual(['Link copied to clipboard!', 'Comment is too short!', 'Please select a cookbook!']);
    expect(shownAlert(snapshot.context)).toBeNull();
  });

  it('keeps the alert being read when another arrives', () => {
    const snapshot = stateAfter(alertMachine, undefined, [show('first'), show('second')]);
    expect(shownAlert(snapshot.context)).toBe('first');
  });
});

describe('alertMachine reachability', () => {
  it('reaches every state', () => {
    expect(
      unreachableStates(alertMachine, {
        events: [show('a'), show('b'), dismiss],
        // The queue has no cap: one, two or more waiting are the cases that differ.
        serialize: (s) => `${JSON.stringify(s.value)}:${Math.min(s.context.alerts.length, 2)}`,
        limit: 50,
      }),
    ).toEqual([]);
  });
});

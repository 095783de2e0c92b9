// Transition tables: the state a machine is in after a sequence of events, computed purely with
// getNextSnapshot (no actor runs), so each row reads as "from the start, these events lead here".
import type {
  AnyStateMachine,
  EventFromLogic,
  EventObject,
  InputFrom,
  SnapshotFrom,
  StateValue,
} from 'xstate';
import { getInitialSnapshot, getNextSnapshot } from './coverage.ts';

export function stateAfter<M extends AnyStateMachine>(
  machine: M,
  input: InputFrom<M>,
  events: (EventFromLogic<M> | EventObject)[],
): SnapshotFrom<M> {
  let snapshot = getInitialSnapshot(machine, input);
  for (const event of events) snapshot = getNextSnapshot(machine, snapshot, event as EventFromLogic<M>);
  return snapshot as SnapshotFrom<M>;
}

/** One row of a transition table: what it shows, the events from the start, the state they lead to. */
export type TransitionRow = [
  name: string,
  events: (EventObject & Record<string, unknown>)[],
  expected: StateValue,
];

// The snapshot a machine is in after some events, computed without running it, for the selectors' tests.
import {
  type AnyStateMachine,
  type EventFromLogic,
  type EventObject,
  getInitialSnapshot,
  getNextSnapshot,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';

export function snapshotAfter<M extends AnyStateMachine>(
  machine: M,
  input: InputFrom<M>,
  events: (EventFromLogic<M> | EventObject)[] = [],
): SnapshotFrom<M> {
  let snapshot = getInitialSnapshot(machine, input);
  for (const event of events) snapshot = getNextSnapshot(machine, snapshot, event as EventFromLogic<M>);
  return snapshot as SnapshotFrom<M>;
}

export const done = (id: string, output?: unknown): EventObject =>
  ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
export const failed = (id: string): EventObject =>
  ({ type: `xstate.error.actor.${id}`, error: new Error('Request failed (500)') }) as EventObject;

// Proves that every state node of a machine can be reached by some sequence of events, using xstate/graph's
// shortest paths over the pure transition function (no actor runs). Results of invoked actors and timers are
// events too (`xstate.done.actor.<id>`, `xstate.after.<delay>.<state id>`), so each test lists the ones its
// machine needs with realistic payloads. The steps of the paths count towards the coverage report.
import type { AnyMachineSnapshot, AnyStateMachine, EventFromLogic, EventObject, InputFrom } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { recordSnapshot, recordStep } from './coverage.ts';

type Options<M extends AnyStateMachine> = {
  input?: InputFrom<M>;
  /** Events to try in every state; events a state does not handle are skipped by the traversal. */
  events: (EventFromLogic<M> | EventObject)[];
  /** How states are told apart; defaults to the state value plus the context without functions. */
  serialize?: (snapshot: AnyMachineSnapshot) => string;
  /** Upper bound on explored states, for machines whose context can grow without end. */
  limit?: number;
};

export function unreachableStates<M extends AnyStateMachine>(machine: M, options: Options<M>): string[] {
  const serialize =
    options.serialize ?? ((s: AnyMachineSnapshot) => JSON.stringify({ value: s.value, context: s.context }));
  const met = new Set<string>();
  const paths = getShortestPaths(machine, {
    input: options.input,
    events: options.events as never,
    serializeState: (snapshot, event, previous) => {
      const key = serialize(snapshot as AnyMachineSnapshot);
      // The traversal is breadth first: the first time a state is met, it is by the last step of the shortest
      // path to it, taken from the state that step starts in. That step counts towards the coverage report.
      if (!met.has(key)) {
        met.add(key);
        if (previous && event)
          recordStep(previous as AnyMachineSnapshot, event, snapshot as AnyMachineSnapshot);
        else recordSnapshot(snapshot as AnyMachineSnapshot);
      }
      return key;
    },
    limit: options.limit ?? 5_000,
  });
  const reached = new Set<string>();
  for (const path of paths) {
    for (const node of (path.state as unknown as { _nodes: { id: string }[] })._nodes) reached.add(node.id);
  }
  // History nodes are pseudo-states: the machine never rests in them.
  return getStateNodes(machine)
    .filter((node) => node.type !== 'history')
    .map((node) => node.id)
    .filter((id) => !reached.has(id));
}

/** The event an invoked promise actor sends when it resolves. */
export const done = (id: string, output?: unknown): EventObject =>
  ({ type: `xstate.done.actor.${id}`, output }) as EventObject;

/** The event an invoked promise actor sends when it rejects. */
export const failed = (id: string, error: unknown = new Error('failed')): EventObject =>
  ({ type: `xstate.error.actor.${id}`, error }) as EventObject;

/** The event a named delay sends when it elapses in the state with the given id. */
export const elapsed = (delay: string, stateId: string): EventObject =>
  ({ type: `xstate.after.${delay}.${stateId}` }) as EventObject;

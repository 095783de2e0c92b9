// What the machine tests visit, for the coverage report printed at the end of the run (coverageReporter.ts).
// Tests create actors and compute pure steps through the functions below instead of xstate's own; each state node
// and transition they pass through is added to the running test's `task.meta.machineVisits`, which vitest hands
// to the reporter. The shortest-path checks (reachability.ts) and transition tables (transitions.ts) record too.
// A pure step records the transitions its event selects; those of an event the machine raises within the step
// are recorded when an actor runs them (an actor's inspection sees every microstep).
import { TestRunner } from 'vitest';
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
  getInitialSnapshot as getXStateInitialSnapshot,
  getNextSnapshot as getXStateNextSnapshot,
  type InspectionEvent,
  isMachineSnapshot,
  createActor as xstateCreateActor,
} from 'xstate';
import { eventLabel, guardName } from '../../../../machines/support/outline.ts';

/** Per machine id: the ids of the state nodes and the keys of the transitions a test went through. */
export type MachineVisits = Record<string, { states: string[]; transitions: string[] }>;

declare module 'vitest' {
  interface TaskMeta {
    machineVisits?: MachineVisits;
  }
}

/**
 * A transition's identity, the same whether read from a running machine or from its definition: the source state
 * node, the event, and its place among that node's transitions for the event (guarded alternatives differ there).
 */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source;
  const siblings = transition.eventType === '' ? source.always : source.transitions.get(transition.eventType);
  return `${source.id} ${transition.eventType || 'always'} #${siblings?.indexOf(transition) ?? -1}`;
}

/** A state node or a transition of a machine definition: its id in the visits, and how the report names it. */
export type Part = { id: string; label: string };

/** Every state node a machine can rest in (not the root, which is always active, nor history pseudo-states). */
export function statesOf(machine: AnyStateMachine): Part[] {
  const states: Part[] = [];
  const walk = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      if (child.type !== 'history') states.push({ id: child.id, label: child.id });
      walk(child);
    }
  };
  walk(machine.root);
  return states;
}

/** Every transition of every state node: each event's guarded alternatives, delays, actor results, eventless. */
export function transitionsOf(machine: AnyStateMachine): Part[] {
  const transitions: Part[] = [];
  const walk = (node: AnyStateNode) => {
    for (const definition of [...node.transitions.values()].flat().concat(node.always ?? [])) {
      const guard = definition.guard ? ` [${guardName(definition.guard)}]` : '';
      const targets = (definition.target ?? []).map((target: AnyStateNode) => target.id).join(', ');
      transitions.push({
        id: transitionKey(definition),
        label: `${node.id}: ${eventLabel(definition.eventType || 'always')}${guard} → ${targets || '(stays)'}`,
      });
    }
    for (const child of Object.values(node.states) as AnyStateNode[]) walk(child);
  };
  walk(machine.root);
  return transitions;
}

const seen = new WeakMap<object, Set<string>>();

function visitsOfCurrentTest(machine: AnyStateMachine) {
  const test = TestRunner.getCurrentTest();
  // Outside a test (collection, hooks), nothing is recorded: coverage is what tests do.
  if (!test) return undefined;
  test.meta.machineVisits ??= {};
  test.meta.machineVisits[machine.id] ??= { states: [], transitions: [] };
  let keys = seen.get(test);
  if (!keys) {
    keys = new Set();
    seen.set(test, keys);
  }
  return { visits: test.meta.machineVisits[machine.id] as MachineVisits[string], keys };
}

export function recordSnapshot(snapshot: AnyMachineSnapshot): void {
  const current = visitsOfCurrentTest(snapshot.machine);
  if (!current) return;
  // The root is always active; the report counts the states below it.
  for (const node of snapshot._nodes.filter((n) => n.parent)) {
    const key = `${snapshot.machine.id} state ${node.id}`;
    if (current.keys.has(key)) continue;
    current.keys.add(key);
    current.visits.states.push(node.id);
  }
}

export function recordTransitions(machine: AnyStateMachine, transitions: AnyTransitionDefinition[]): void {
  const current = visitsOfCurrentTest(machine);
  if (!current) return;
  for (const transition of transitions) {
    const key = transitionKey(transition);
    if (current.keys.has(`${machine.id} transition ${key}`)) continue;
    current.keys.add(`${machine.id} transition ${key}`);
    current.visits.transitions.push(key);
  }
}

/** Records the transitions `event` selects in `snapshot`, then the states of the snapshot it leads to. */
export function recordStep(snapshot: AnyMachineSnapshot, event: EventObject, next: AnyMachineSnapshot): void {
  recordTransitions(snapshot.machine, snapshot.machine.getTransitionData(snapshot as never, event as never));
  recordSnapshot(next);
}

/** An inspection observer: every microstep of every machine actor in the system, with its transitions. */
export function recordInspection(event: InspectionEvent): void {
  if (event.type !== '@xstate.microstep' && event.type !== '@xstate.snapshot') return;
  if (!isMachineSnapshot(event.snapshot)) return;
  if (event.type === '@xstate.microstep') recordTransitions(event.snapshot.machine, event._transitions);
  recordSnapshot(event.snapshot);
}

/** xstate's createActor, recording what the actor (and any machine it invokes) goes through. */
export const createActor = ((logic: AnyStateMachine, options?: Parameters<typeof xstateCreateActor>[1]) =>
  xstateCreateActor(logic, {
    ...options,
    inspect: (event: InspectionEvent) => {
      recordInspection(event);
      if (typeof options?.inspect === 'function') options.inspect(event);
      else options?.inspect?.next?.(event);
    },
  })) as typeof xstateCreateActor;

/** xstate's getInitialSnapshot, recording the initial states. */
export const getInitialSnapshot = ((machine: AnyStateMachine, input?: unknown) => {
  const snapshot = getXStateInitialSnapshot(machine, input);
  recordSnapshot(snapshot);
  return snapshot;
}) as typeof getXStateInitialSnapshot;

/** xstate's getNextSnapshot, recording the transitions taken and the states reached. */
export const getNextSnapshot = ((
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
) => {
  const next = getXStateNextSnapshot(machine, snapshot, event);
  recordStep(snapshot, event, next);
  return next;
}) as typeof getXStateNextSnapshot;

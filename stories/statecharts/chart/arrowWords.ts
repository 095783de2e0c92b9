// The product's words on each arrow. A walk says its events in words ('The member claims a main'); an arrow is a
// transition of the machine. Which walk event takes which arrow is the machine's own answer: from the arrow's state
// (with the walk's first context) the machine chooses the transition each event of that type would take, so five
// 'relation.known' events land on their five guarded arrows. An arrow no walk event takes keeps the machine's words.
import type { AnyMachineSnapshot, AnyStateMachine, EventObject, StateValue } from 'xstate';
import { getInitialSnapshot } from 'xstate';
import {
  type OutlineNode,
  type OutlineTransition,
  transitionIdOf,
} from '../../../machines/support/outline.ts';
import { eventOf, isSaid, type WalkEvent } from '../walks/support.ts';

/** One event the walk may send: its place in the walk (kept in the story's URL), the event and its words. */
export type WalkChoice = { index: number; event: EventObject; words: string | null };

export const stepsOf = (events: WalkEvent[]): WalkChoice[] =>
  events.map((item, index) => ({ index, event: eventOf(item), words: isSaid(item) ? item.say : null }));

/** The state value that puts the machine in `id` ('potluck.loaded.dialog.claim' → {loaded: {dialog: 'claim'}}). */
function stateValueOf(rootId: string, id: string): StateValue | null {
  const path = id === rootId ? [] : id.slice(rootId.length + 1).split('.');
  if (path.length === 0) return null;
  return path
    .slice(0, -1)
    .reduceRight<StateValue>((inner, key) => ({ [key]: inner }), path[path.length - 1] as string);
}

/** Which transitions an event takes from a snapshot, as outline ids; none when the machine would ignore it. */
export function arrowsTaken(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: EventObject) {
  try {
    return machine.getTransitionData(snapshot, event).map(transitionIdOf);
  } catch {
    // A guard that reads what the walk's first context lacks throws; that event takes no arrow from here.
    return [];
  }
}

/** Product words per transition id, for every arrow some walk event takes from its own state. */
export function arrowWords(
  machine: AnyStateMachine,
  root: OutlineNode,
  input: unknown,
  steps: WalkChoice[],
): Map<string, string> {
  const first = getInitialSnapshot(machine, input) as AnyMachineSnapshot;
  const words = new Map<string, string>();
  const visit = (node: OutlineNode) => {
    const byEvent = new Map<string, OutlineTransition[]>();
    for (const t of node.transitions) byEvent.set(t.event, [...(byEvent.get(t.event) ?? []), t]);
    const value = stateValueOf(root.id, node.id);
    // The machine's own transitions are there in any state: its first state will do.
    const snapshot = value === null ? first : machine.resolveState({ value, context: first.context });
    for (const [event, transitions] of byEvent) {
      const said = steps.filter((step) => step.event.type === event && step.words);
      if (said.length === 0) continue;
      for (const step of said) {
        const taken = arrowsTaken(machine, snapshot, step.event);
        for (const id of taken) if (!words.has(id)) words.set(id, step.words as string);
      }
      // The guard read something the first context does not have: the first words of that event stand in.
      for (const t of transitions) if (!words.has(t.id)) words.set(t.id, said[0]?.words as string);
    }
    node.children.filter((child) => child.type !== 'history').forEach(visit);
  };
  visit(root);
  return words;
}

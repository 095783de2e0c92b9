// Which arrows the walk can take from where it stands: for each event the walk defines, the machine says which
// transitions it would take now; the first event to take an arrow is that arrow's button, named as a member reads
// it ('The member claims a main: from idle to claiming'). Events whose arrow already has a button are offered
// beside the chart (the same arrow with other words or another payload).
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { eventLabel, type OutlineNode } from '../../../machines/support/outline.ts';
import { arrowsTaken, type WalkChoice } from './arrowWords.ts';

export type ArrowButton = { words: string; name: string; step: WalkChoice };
export type WalkArrows = { buttons: Map<string, ArrowButton>; more: WalkChoice[] };

/** For each transition id: its words' ends, 'from idle to claiming' or 'stays in ready'. */
export function arrowEnds(root: OutlineNode): Map<string, string> {
  const names = new Map<string, string>();
  const ends = new Map<string, string>();
  const collect = (node: OutlineNode) => {
    names.set(node.id, node.key);
    node.children.forEach(collect);
  };
  collect(root);
  const visit = (node: OutlineNode) => {
    for (const t of node.transitions) {
      const target = t.targets[0];
      ends.set(
        t.id,
        target === undefined ? `stays in ${node.key}` : `from ${node.key} to ${names.get(target) ?? target}`,
      );
    }
    node.children.forEach(visit);
  };
  visit(root);
  return ends;
}

export function walkArrows(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  steps: WalkChoice[],
  ends: Map<string, string>,
  drawn: ReadonlySet<string>,
): WalkArrows {
  const buttons = new Map<string, ArrowButton>();
  const more: WalkChoice[] = [];
  for (const step of steps) {
    const taken = arrowsTaken(machine, snapshot, step.event).filter((id) => drawn.has(id));
    const fresh = taken.filter((id) => !buttons.has(id));
    const words = step.words ?? eventLabel(step.event.type);
    for (const id of fresh) buttons.set(id, { words, name: `${words}: ${ends.get(id) ?? ''}`, step });
    if (fresh.length === 0 && (taken.length > 0 || snapshot.can(step.event))) more.push(step);
  }
  return { buttons, more };
}

// A plain description of a machine's states and transitions, read from the machine definition itself. The
// Mermaid diagrams (scripts/diagrams.ts) and the walkable stories (stories/statecharts) both draw from it, so
// neither can drift from the machine.
import type { AnyStateMachine, AnyStateNode } from 'xstate';

export type OutlineTransition = {
  /** The raw event type, as sent. */
  event: string;
  /** A readable label: `comments.expand`, `done loadComments`, `after searchPause`. */
  label: string;
  guard: string | null;
  /** Ids of the target state nodes; empty for a transition that stays (actions only). */
  targets: string[];
};

export type OutlineNode = {
  id: string;
  key: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  tags: string[];
  initial: string | null;
  invokes: string[];
  transitions: OutlineTransition[];
  children: OutlineNode[];
};

export function eventLabel(event: string): string {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event);
  if (done) return `done ${done[1]}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(event);
  if (error) return `error ${error[1]}`;
  const after = /^xstate\.after\.([^.]+)\./.exec(event);
  if (after) return `after ${after[1]}`;
  return event;
}

export function guardName(guard: unknown): string | null {
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return guard.type;
  if (typeof guard === 'function') return guard.name || 'guard';
  return 'guard';
}

function outlineNode(node: AnyStateNode): OutlineNode {
  const transitions: OutlineTransition[] = [];
  for (const [event, definitions] of node.transitions) {
    for (const definition of definitions) {
      transitions.push({
        event,
        label: eventLabel(event),
        guard: guardName(definition.guard),
        targets: (definition.target ?? []).map((target: AnyStateNode) => target.id),
      });
    }
  }
  const initialTarget = node.type === 'compound' ? node.initial.target[0] : undefined;
  return {
    id: node.id,
    key: node.key,
    type: node.type,
    tags: [...node.tags],
    initial: initialTarget ? initialTarget.id : null,
    invokes: node.invoke.map((invoke) => invoke.id),
    transitions,
    children: Object.values(node.states).map((child) => outlineNode(child as AnyStateNode)),
  };
}

export const outline = (machine: AnyStateMachine): OutlineNode => outlineNode(machine.root);

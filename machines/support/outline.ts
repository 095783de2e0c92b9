// A plain description of a machine's states and transitions, read from the machine definition itself. The
// drawn charts (docs/statecharts by scripts/diagrams.ts, the walkable stories in stories/statecharts) both draw
// from it, so neither can drift from the machine.
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/** What makes a transition happen: an event sent, a delay elapsed, a call answered or failed, or nothing at all. */
export type TransitionKind = 'event' | 'delay' | 'done' | 'error' | 'always';

export type OutlineTransition = {
  /** Unique in the machine: the source state's id and the transition's place in it (see transitionIdOf). */
  id: string;
  /** The raw event type, as sent; '' for an eventless (`always`) transition. */
  event: string;
  kind: TransitionKind;
  /** A readable label: `comments.expand`, `done loadComments`, `after searchPause`, `always`. */
  label: string;
  guard: string | null;
  /** The delay in milliseconds of a `delay` transition, when the machine names a fixed one. */
  delayMs: number | null;
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

function kindOf(event: string): TransitionKind {
  if (event === '') return 'always';
  if (event.startsWith('xstate.done.actor.')) return 'done';
  if (event.startsWith('xstate.error.actor.')) return 'error';
  if (event.startsWith('xstate.after.')) return 'delay';
  return 'event';
}

/** A state's transitions in one fixed order: by event as defined, then the eventless ones. */
const definitionsOf = (node: AnyStateNode): AnyTransitionDefinition[] => [
  ...[...node.transitions.values()].flat(),
  ...(node.always ?? []),
];

/** The outline id of a transition the machine chose (getTransitionData), so a walk can light its arrow. */
export function transitionIdOf(definition: AnyTransitionDefinition): string {
  return `${definition.source.id}#${definitionsOf(definition.source).indexOf(definition)}`;
}

/** 300 for `after: { 300: … }` or a named delay of 300; null when the delay is computed from the context. */
function delayOf(machine: AnyStateMachine, event: string): number | null {
  const name = /^xstate\.after\.([^.]+)\./.exec(event)?.[1];
  if (name === undefined) return null;
  const named = (machine.implementations.delays as Record<string, unknown>)[name];
  const value = named ?? Number(name);
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function outlineNode(machine: AnyStateMachine, node: AnyStateNode): OutlineNode {
  const transitions = definitionsOf(node).map((definition, index): OutlineTransition => {
    const event = definition.eventType ?? '';
    return {
      id: `${node.id}#${index}`,
      event,
      kind: kindOf(event),
      label: event === '' ? 'always' : eventLabel(event),
      guard: guardName(definition.guard),
      delayMs: delayOf(machine, event),
      targets: (definition.target ?? []).map((target: AnyStateNode) => target.id),
    };
  });
  const initialTarget = node.type === 'compound' ? node.initial.target[0] : undefined;
  return {
    id: node.id,
    key: node.key,
    type: node.type,
    tags: [...node.tags],
    initial: initialTarget ? initialTarget.id : null,
    invokes: node.invoke.map((invoke) => invoke.id),
    transitions,
    children: Object.values(node.states).map((child) => outlineNode(machine, child as AnyStateNode)),
  };
}

export const outline = (machine: AnyStateMachine): OutlineNode => outlineNode(machine, machine.root);

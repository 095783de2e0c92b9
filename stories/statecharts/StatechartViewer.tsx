// A walkable statechart: the machine's states drawn as nested boxes from its own definition (active ones
// highlighted, tags and transitions listed), and one button per event the walkthrough offers. Sending steps the
// machine purely (getNextSnapshot): no actor runs, no timer fires, no server is called; the walker chooses how
// each call ends ('done …' / 'error …') and when a delay elapses ('after …'). Buttons for events the current
// state would ignore are disabled.
import { Badge, Button } from '@potluck/ui';
import { type ReactNode, useMemo, useState } from 'react';
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  getInitialSnapshot,
  getNextSnapshot,
} from 'xstate';
import { eventLabel, type OutlineNode, outline } from '../../machines/support/outline.ts';
import styles from './StatechartViewer.module.css';
import { eventOf, isSaid, type SaidEvent } from './walks/support.ts';

export type StatechartViewerProps = {
  machine: AnyStateMachine;
  input?: unknown;
  /** The events the walker may send, with their payloads; a said event has the product's words on its button. */
  events: (EventObject | SaidEvent)[];
  /** The screen in the current state: the route's selector over this snapshot; its callbacks step the chart. */
  screen?: ((snapshot: AnyMachineSnapshot, send: (event: EventObject) => void) => ReactNode) | undefined;
};

/** 'comment.change "Lovely soup"', 'done loadComments [1]': the event and a glimpse of its payload. */
export function eventName(event: EventObject): string {
  const { type, ...payload } = event as EventObject & Record<string, unknown>;
  const data =
    'output' in payload ? payload.output : 'error' in payload ? (payload.error as Error).message : payload;
  const glimpse = Array.isArray(data)
    ? `[${data.length}]`
    : data && typeof data === 'object'
      ? Object.values(data)
          .filter((v) => typeof v !== 'object')
          .map((v) => JSON.stringify(v))
          .join(' ')
      : data === undefined
        ? ''
        : JSON.stringify(data);
  const short = glimpse.length > 40 ? `${glimpse.slice(0, 39)}…` : glimpse;
  return short ? `${eventLabel(type)} ${short}` : eventLabel(type);
}

const relative = (rootId: string, id: string) => id.slice(rootId.length + 1) || rootId;

/** The context as data: injected clients, storages and callbacks are left out. */
function contextText(context: unknown): string {
  return JSON.stringify(
    context,
    (key, value) => (key === 'client' || typeof value === 'function' ? undefined : value),
    2,
  );
}

function StateBox({ node, rootId, active }: { node: OutlineNode; rootId: string; active: Set<string> }) {
  const isActive = active.has(node.id);
  return (
    <li
      className={styles.state}
      data-type={node.type}
      data-active={isActive || undefined}
      aria-current={isActive ? 'true' : undefined}
    >
      <span className={styles.name}>
        {node.key}
        {node.type === 'parallel' ? ' (parallel)' : ''}
      </span>
      {node.tags.map((tag) => (
        <Badge key={tag} tone={tag === 'error' ? 'danger' : 'primary'}>
          {tag}
        </Badge>
      ))}
      {node.transitions.length > 0 && (
        <ul className={styles.transitions} aria-label={`Transitions from ${node.key}`}>
          {node.transitions.map((t) => (
            <li key={`${t.event} ${t.guard} ${t.targets.join()}`}>
              {t.label}
              {t.guard ? ` [${t.guard}]` : ''} →{' '}
              {t.targets.length ? t.targets.map((id) => relative(rootId, id)).join(', ') : 'stays'}
            </li>
          ))}
        </ul>
      )}
      {node.children.length > 0 && (
        <ul className={styles.children} data-parallel={node.type === 'parallel' || undefined}>
          {node.children.map((child) => (
            <StateBox key={child.id} node={child} rootId={rootId} active={active} />
          ))}
        </ul>
      )}
    </li>
  );
}

export function StatechartViewer({ machine, input, events, screen }: StatechartViewerProps) {
  const tree = useMemo(() => outline(machine), [machine]);
  const first = useMemo(() => getInitialSnapshot(machine, input) as AnyMachineSnapshot, [machine, input]);
  const [snapshot, setSnapshot] = useState<AnyMachineSnapshot>(first);
  const [trail, setTrail] = useState<string[]>([]);

  const nodes = snapshot._nodes as { id: string; type: string }[];
  const active = new Set(nodes.map((node) => node.id));
  const leaves = nodes
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => relative(tree.id, node.id));

  const send = (event: EventObject, label = eventName(event)) => {
    // From the screen several events may come at once: each steps from the one before.
    setSnapshot((current) => getNextSnapshot(machine, current, event) as AnyMachineSnapshot);
    setTrail((sent) => [...sent, label]);
  };
  const reset = () => {
    setSnapshot(first);
    setTrail([]);
  };

  return (
    <div className={styles.viewer}>
      <section className={styles.chart} aria-label={`The ${tree.id} statechart`}>
        <h1>{tree.id}</h1>
        <ul className={styles.children}>
          {tree.children.map((child) => (
            <StateBox key={child.id} node={child} rootId={tree.id} active={active} />
          ))}
        </ul>
      </section>
      {/* The screen below may open a modal dialog, which makes every press elsewhere a press "outside" that
          closes it: the panel keeps its presses to itself, so a product owner can step the chart with the
          dialog open, as the member would answer it. */}
      <section
        className={styles.panel}
        aria-labelledby="events-title"
        onPointerDown={(event) => event.stopPropagation()}
      >
        <h2 id="events-title">Send an event</h2>
        <p role="status" className={styles.current}>
          {leaves.join(' · ')}
          {snapshot.tags.size > 0 ? ` (${[...snapshot.tags].join(', ')})` : ''}
        </p>
        <ul className={styles.events}>
          {events.map((item, index) => {
            const event = eventOf(item);
            const label = isSaid(item) ? item.say : eventName(event);
            return (
              // Events may share a type with different payloads; their position tells them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list of events never changes order
              <li key={index}>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={!snapshot.can(event)}
                  onClick={() => send(event, label)}
                  title={isSaid(item) ? eventName(event) : undefined}
                >
                  {label}
                </Button>
              </li>
            );
          })}
        </ul>
        <Button size="sm" variant="ghost" onClick={reset}>
          Reset
        </Button>
        <h3>Events sent</h3>
        {trail.length ? (
          <ol className={styles.trail}>
            {trail.map((name, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same event may be sent twice
              <li key={index}>{name}</li>
            ))}
          </ol>
        ) : (
          <p>None yet.</p>
        )}
        <details>
          <summary>Context</summary>
          <pre className={styles.context}>{contextText(snapshot.context)}</pre>
        </details>
      </section>
      {screen && (
        // A figure, not a region: the screen brings its own landmarks (main, navigation), which may not sit
        // inside another landmark.
        <figure className={styles.screen} aria-label="The screen in this state">
          {screen(snapshot, (event) => send(event))}
        </figure>
      )}
    </div>
  );
}

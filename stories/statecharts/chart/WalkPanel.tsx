// Beside the chart: where the member is now, the events sent so far as a breadcrumb (each one a way back to the
// state after it), the walk's other events the state accepts that no arrow offers, and the context as data.
import { Button } from '@potluck/ui';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { eventLabel } from '../../../machines/support/outline.ts';
import type { WalkChoice } from './arrowWords.ts';
import styles from './WalkPanel.module.css';

type Props = {
  snapshot: AnyMachineSnapshot;
  /** The words of each event sent, in order. */
  trail: string[];
  onBack: (steps: number) => void;
  /** Walk events the state accepts whose arrow already carries another event of the walk (other words, payload). */
  more: WalkChoice[];
  onSend: (step: WalkChoice) => void;
  rootId: string;
};

/** 'comment.change "Lovely soup"', 'done loadComments [1]': the event and a glimpse of its payload. */
export function eventName(event: EventObject): string {
  const { type, ...payload } = event as EventObject & Record<string, unknown>;
  const data =
    'output' in payload ? payload.output : 'error' in payload ? (payload.error as Error)?.message : payload;
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

/** The context as data: injected clients, storages and callbacks are left out. */
function contextText(context: unknown): string {
  return JSON.stringify(
    context,
    (key, value) => (key === 'client' || typeof value === 'function' ? undefined : value),
    2,
  );
}

/** 'loaded.thread.ready · loaded.work.idle (busy)': the states the member is in, deepest first. */
export function whereNow(snapshot: AnyMachineSnapshot, rootId: string): string {
  const leaves = (snapshot._nodes as { id: string; type: string }[])
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.id.slice(rootId.length + 1));
  const tags = snapshot.tags.size > 0 ? ` (${[...snapshot.tags].join(', ')})` : '';
  return `${leaves.join(' · ')}${tags}`;
}

export function WalkPanel({ snapshot, trail, onBack, more, onSend, rootId }: Props) {
  return (
    <section className={styles.panel} aria-labelledby="walk-title">
      <h2 id="walk-title" className={styles.title}>
        Where the member is
      </h2>
      <p role="status" className={styles.now}>
        {whereNow(snapshot, rootId)}
      </p>
      <nav aria-label="Events sent">
        <ol className={styles.trail}>
          <li>
            {trail.length ? (
              <Button size="sm" variant="ghost" onClick={() => onBack(0)}>
                Start
              </Button>
            ) : (
              <span aria-current="step">Start</span>
            )}
          </li>
          {trail.map((words, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same event may be sent twice
            <li key={index}>
              {index === trail.length - 1 ? (
                <span aria-current="step">{words}</span>
              ) : (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => onBack(index + 1)}
                  aria-label={`Back to: ${words}`}
                >
                  {words}
                </Button>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {trail.length > 0 && (
        <Button size="sm" variant="secondary" onClick={() => onBack(trail.length - 1)}>
          Back one step
        </Button>
      )}
      {more.length > 0 && (
        <>
          <h3 className={styles.subtitle}>Also from here</h3>
          <ul className={styles.more}>
            {more.map((step) => (
              <li key={step.index}>
                <Button size="sm" variant="secondary" onClick={() => onSend(step)}>
                  {step.words ?? eventName(step.event)}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      <details>
        <summary>Context</summary>
        <pre className={styles.context}>{contextText(snapshot.context)}</pre>
      </details>
    </section>
  );
}

// A walkable statechart: the machine drawn as states and arrows (laid out by ELK, drawn in SVG), the states the
// member is in lit, and the arrows the walk can take from there as buttons; the member's screen in that state beside
// the chart; the events sent so far as a breadcrumb with a way back. Sending steps the machine purely
// (getNextSnapshot): no actor runs, no timer fires, no server is called; the walker chooses how each call ends
// ('… answers' / '… fails') and when a delay elapses ('after 300 ms'). The walk is kept in the story's `walk` arg,
// so the story's URL opens the same state for someone else.
import { useEffect, useMemo, useState } from 'react';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { outline } from '../../machines/support/outline.ts';
import { arrowWords, stepsOf, type WalkChoice } from './chart/arrowWords.ts';
import { ChartDrawing, chartMargin } from './chart/ChartDrawing.tsx';
import { ChartPane } from './chart/ChartPane.tsx';
import { ScreenFrame } from './chart/ScreenFrame.tsx';
import type { ScreenOfState } from './chart/ScreenOfWalk.tsx';
import { firstFolds, useChartLayout } from './chart/useChartLayout.ts';
import { eventName, WalkPanel } from './chart/WalkPanel.tsx';
import { arrowEnds, walkArrows } from './chart/walkArrows.ts';
import { decodeWalk, encodeWalk, eventOfEntry, replay, type WalkEntry } from './chart/walkState.ts';
import styles from './StatechartViewer.module.css';
import type { WalkEvent } from './walks/support.ts';

export type StatechartViewerProps = {
  machine: AnyStateMachine;
  input?: unknown;
  /** The events the walker may send, with their payloads; a said event carries the product's words. */
  events: WalkEvent[];
  /** The screen in the current state: the route's selector over this snapshot; its callbacks step the chart. */
  screen?: ScreenOfState | undefined;
  /** The walk so far, as the story's URL holds it ('3-7-12'). */
  walk?: string | undefined;
  onWalkChange?: ((walk: string) => void) | undefined;
  /** The hidden story that draws `screen` in a frame beside the chart; no frame without it. */
  screenStoryId?: string | undefined;
};

export function StatechartViewer({
  machine,
  input,
  events,
  screen,
  walk,
  onWalkChange,
  screenStoryId,
}: StatechartViewerProps) {
  const tree = useMemo(() => outline(machine), [machine]);
  const steps = useMemo(() => stepsOf(events), [events]);
  const words = useMemo(() => arrowWords(machine, tree, input, steps), [machine, tree, input, steps]);
  const ends = useMemo(() => arrowEnds(tree), [tree]);

  const [entries, setEntries] = useState<WalkEntry[]>(() => decodeWalk(walk));
  // The walk changed from outside (a link opened, Storybook's args reset): it wins.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new `walk` from outside counts
  useEffect(() => {
    if (walk !== undefined && walk !== encodeWalk(entries)) setEntries(decodeWalk(walk));
  }, [walk]);

  const plain = useMemo(() => steps.map((step) => step.event), [steps]);
  const snapshots = useMemo(() => replay(machine, input, plain, entries), [machine, input, plain, entries]);
  const snapshot = snapshots[snapshots.length - 1] as AnyMachineSnapshot;
  const active = new Set((snapshot._nodes as { id: string }[]).map((node) => node.id));
  active.delete(tree.id);

  const [folded, setFolded] = useState(() => firstFolds(tree));
  const layout = useChartLayout(tree, words, folded, active);
  const drawn = new Set(layout?.arrows.map((arrow) => arrow.id));
  const { buttons, more } = walkArrows(machine, snapshot, steps, ends, drawn);
  const takeable = new Map([...buttons].map(([id, { words, name }]) => [id, { words, name }]));

  const go = (next: WalkEntry[]) => {
    setEntries(next);
    onWalkChange?.(encodeWalk(next));
  };
  const send = (step: WalkChoice) => go([...entries, step.index]);
  /** An event from the screen: kept as the walk's own when it is one (a shorter link), else as itself. */
  const sentFromScreen = (event: EventObject) => {
    const same = steps.find((step) => JSON.stringify(step.event) === JSON.stringify(event));
    setEntries((current) => {
      const next = [...current, same ? same.index : event];
      onWalkChange?.(encodeWalk(next));
      return next;
    });
  };
  const fold = (id: string) =>
    setFolded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const trail = entries.map((entry) => {
    const step = typeof entry === 'number' ? steps[entry] : undefined;
    const event = eventOfEntry(entry, plain);
    return step?.words ?? (event ? eventName(event) : 'an unknown event');
  });
  const label = `The ${tree.id} statechart`;

  return (
    <div className={styles.viewer} data-screen={screen && screenStoryId ? '' : undefined}>
      <div className={styles.chart}>
        <h1 className={styles.title}>{tree.id}</h1>
        {layout ? (
          <ChartPane
            width={layout.width + 2 * chartMargin}
            height={layout.height + 2 * chartMargin}
            label={label}
            litKey={[...active].join(' ')}
          >
            {(zoom) => (
              <ChartDrawing
                layout={layout}
                label={label}
                zoom={zoom}
                lit={active}
                takeable={takeable}
                onTake={(id) => {
                  const button = buttons.get(id);
                  if (button) send(button.step);
                }}
                onFold={fold}
              />
            )}
          </ChartPane>
        ) : (
          <p>Drawing the chart…</p>
        )}
        <WalkPanel
          snapshot={snapshot}
          trail={trail}
          onBack={(count) => go(entries.slice(0, count))}
          more={more}
          onSend={send}
          rootId={tree.id}
        />
      </div>
      {screen && screenStoryId && (
        <div className={styles.screen}>
          <ScreenFrame screenStoryId={screenStoryId} entries={entries} onSent={sentFromScreen} />
        </div>
      )}
    </div>
  );
}

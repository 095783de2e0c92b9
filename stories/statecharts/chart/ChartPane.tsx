// A window onto a chart larger than the screen: zoom in and out, fit the whole chart, and pan by dragging the
// background or scrolling (the pane is an ordinary scrolling box, so the keyboard and touch pan it too).
import { Button } from '@potluck/ui';
import { type PointerEvent, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import styles from './ChartPane.module.css';

type Props = {
  /** The chart's own size at 100 %. */
  width: number;
  height: number;
  /** What the chart shows, for the pane's accessible name. */
  label: string;
  /** The states lit now: when they change, the pane scrolls them into view. */
  litKey: string;
  children: (zoom: number) => ReactNode;
};

const steps = [0.25, 0.33, 0.5, 0.67, 0.8, 1, 1.25, 1.5, 2];
/** The smallest zoom a chart opens at: its words still read (11 px at 100 %). */
const readable = 0.67;

export function ChartPane({ width, height, label, litKey, children }: Props) {
  const pane = useRef<HTMLElement>(null);
  const [zoom, setZoom] = useState(1);
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);

  /** The zoom that shows the whole chart, never above 100 %. */
  const fitting = () => {
    const box = pane.current;
    if (!box || !width || !height) return 1;
    return Math.min(1, (box.clientWidth - 4) / width, (box.clientHeight - 4) / height);
  };
  const fit = () => setZoom(fitting());
  // A chart laid out anew (a state folded or opened) is fitted again, but not below a size one can read: a larger
  // chart is panned, and the walk's lit state is kept in view (below).
  // biome-ignore lint/correctness/useExhaustiveDependencies: fit again only when the chart's size changes
  useLayoutEffect(() => setZoom(Math.max(fitting(), readable)), [width, height]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: look again when the lit states or the view change
  useEffect(() => {
    const lit = pane.current?.querySelector('.sc-state[data-lit]:not([data-children])');
    lit?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [litKey, zoom, width, height]);

  const zoomBy = (direction: 1 | -1) => {
    const next =
      direction > 0 ? steps.find((s) => s > zoom + 0.001) : steps.findLast((s) => s < zoom - 0.001);
    setZoom(next ?? zoom);
  };

  // Dragging the background pans; a press on an arrow or a fold is a press, not a drag.
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if ((event.target as Element).closest('[role="button"]') || !pane.current) return;
    drag.current = {
      x: event.clientX,
      y: event.clientY,
      left: pane.current.scrollLeft,
      top: pane.current.scrollTop,
    };
    pane.current.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!drag.current || !pane.current) return;
    pane.current.scrollLeft = drag.current.left - (event.clientX - drag.current.x);
    pane.current.scrollTop = drag.current.top - (event.clientY - drag.current.y);
  };

  return (
    <div className={styles.frame}>
      <div className={styles.tools} role="toolbar" aria-label="Chart view">
        <Button size="sm" variant="secondary" onClick={() => zoomBy(-1)} aria-label="Zoom out">
          −
        </Button>
        <span className={styles.zoom}>{Math.round(zoom * 100)} %</span>
        <Button size="sm" variant="secondary" onClick={() => zoomBy(1)} aria-label="Zoom in">
          +
        </Button>
        <Button size="sm" variant="secondary" onClick={fit}>
          Fit
        </Button>
      </div>
      <section
        ref={pane}
        className={styles.pane}
        aria-label={`${label}: drag or scroll to pan`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box is reached by Tab so the keyboard pans it
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => {
          drag.current = null;
        }}
      >
        <div style={{ width: width * zoom, height: height * zoom }} className={styles.canvas}>
          {children(zoom)}
        </div>
      </section>
    </div>
  );
}

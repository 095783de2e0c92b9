import { showsScrollerArrows } from '@potluck/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Children, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { IconButton } from '../../primitives/IconButton/index.ts';
import styles from './HorizontalScroller.module.css';

export interface HorizontalScrollerProps {
  /** Names the list ('Public cookbooks'). */
  label: string;
  children: ReactNode;
}

/** Where the row stands: whether it is wider than its box, and whether it can move left or right. */
type Reach = { overflows: boolean; atStart: boolean; atEnd: boolean };
const resting: Reach = { overflows: false, atStart: true, atEnd: true };

/** A sub-pixel rounding must not count as overflow. */
const slack = 1;

function reachOf(track: HTMLElement): Reach {
  const room = track.scrollWidth - track.clientWidth;
  const left = Math.abs(track.scrollLeft);
  // Snapping may stop a card's start short of the very edge, by the row's padding.
  const edge = slack + (Number.parseFloat(getComputedStyle(track).paddingInlineStart) || 0);
  return { overflows: room > slack, atStart: left <= edge, atEnd: left >= room - edge };
}

/**
 * A row of cards that scrolls sideways. With 3 or more items (SPEC §9) and only when the row is wider than its
 * box, arrow buttons above the row's end scroll it; they never cover a card, and each is disabled at its end.
 * Whether the row overflows is layout, measured here (like hover, purely visual state).
 */
export function HorizontalScroller({ label, children }: HorizontalScrollerProps) {
  const track = useRef<HTMLUListElement>(null);
  const items = Children.toArray(children);
  const [reach, setReach] = useState<Reach>(resting);
  const measure = useCallback(() => {
    const element = track.current;
    if (!element) return;
    const next = reachOf(element);
    setReach((previous) =>
      previous.overflows === next.overflows &&
      previous.atStart === next.atStart &&
      previous.atEnd === next.atEnd
        ? previous
        : next,
    );
  }, []);
  const count = items.length;
  useEffect(() => {
    const element = track.current;
    if (!element || count === 0) return;
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure, count]);

  const scroll = (direction: -1 | 1) => {
    const element = track.current;
    if (element) element.scrollBy({ left: direction * element.clientWidth * 0.8, behavior: 'smooth' });
  };
  const arrows = showsScrollerArrows(count) && reach.overflows;
  return (
    <div className={styles.scroller}>
      {arrows && (
        <div className={styles.arrows}>
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={`Scroll ${label} left`}
            icon={<ChevronLeft />}
            disabled={reach.atStart}
            onClick={() => scroll(-1)}
          />
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={`Scroll ${label} right`}
            icon={<ChevronRight />}
            disabled={reach.atEnd}
            onClick={() => scroll(1)}
          />
        </div>
      )}
      <ul ref={track} className={styles.track} aria-label={label} onScroll={measure}>
        {items.map((item, index) => (
          <li key={index} className={styles.item}>
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
HorizontalScroller.displayName = 'HorizontalScroller';

import { showsScrollerArrows } from '@potluck/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Children, type ReactNode, useRef } from 'react';
import { IconButton } from '../../primitives/IconButton/index.ts';
import styles from './HorizontalScroller.module.css';

export interface HorizontalScrollerProps {
  /** Names the list ('Public cookbooks'). */
  label: string;
  children: ReactNode;
}

/** A row of cards that scrolls sideways, with arrow buttons once there are 3 or more. */
export function HorizontalScroller({ label, children }: HorizontalScrollerProps) {
  const track = useRef<HTMLUListElement>(null);
  const items = Children.toArray(children);
  const scroll = (direction: -1 | 1) => {
    const element = track.current;
    if (element) element.scrollBy({ left: direction * element.clientWidth * 0.8, behavior: 'smooth' });
  };
  const arrows = showsScrollerArrows(items.length);
  return (
    <div className={styles.scroller}>
      {arrows && (
        <IconButton
          className={styles.previous}
          variant="overlay"
          aria-label={`Scroll ${label} left`}
          icon={<ChevronLeft />}
          onClick={() => scroll(-1)}
        />
      )}
      <ul ref={track} className={styles.track} aria-label={label}>
        {items.map((item, index) => (
          <li key={index} className={styles.item}>
            {item}
          </li>
        ))}
      </ul>
      {arrows && (
        <IconButton
          className={styles.next}
          variant="overlay"
          aria-label={`Scroll ${label} right`}
          icon={<ChevronRight />}
          onClick={() => scroll(1)}
        />
      )}
    </div>
  );
}
HorizontalScroller.displayName = 'HorizontalScroller';

import clsx from 'clsx';
import { ScrollArea as RadixScrollArea } from 'radix-ui';
import type { CSSProperties, ReactNode } from 'react';
import styles from './ScrollArea.module.css';

export interface ScrollAreaProps {
  children: ReactNode;
  /** The most the area grows to before it scrolls, as a CSS length (for example `var(--size-notification-panel-max)`). */
  maxBlockSize?: string;
  /**
   * Names the scrolled region. Give one when the content has nothing focusable: the region then takes focus
   * itself so keyboard users can scroll it with the arrow keys.
   */
  label?: string;
  className?: string;
}

/** A vertically scrolling region with a slim themed scrollbar, on Radix ScrollArea (native scrolling underneath). */
export function ScrollArea({ children, maxBlockSize, label, className }: ScrollAreaProps) {
  const style = maxBlockSize ? ({ '--scroll-area-max': maxBlockSize } as CSSProperties) : undefined;
  return (
    <RadixScrollArea.Root className={clsx(styles.root, className)} style={style} type="hover">
      <RadixScrollArea.Viewport
        className={styles.viewport}
        {...(label ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
      >
        {children}
      </RadixScrollArea.Viewport>
      <RadixScrollArea.Scrollbar orientation="vertical" className={styles.scrollbar}>
        <RadixScrollArea.Thumb className={styles.thumb} />
      </RadixScrollArea.Scrollbar>
    </RadixScrollArea.Root>
  );
}
ScrollArea.displayName = 'ScrollArea';

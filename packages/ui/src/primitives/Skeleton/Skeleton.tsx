import clsx from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import styles from './Skeleton.module.css';

export const skeletonShapes = ['text', 'title', 'block', 'image', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps extends ComponentPropsWithRef<'div'> {
  shape?: SkeletonShape;
}

/** A pulsing placeholder. Hidden from screen readers: the region around it says it is loading. */
export function Skeleton({ shape = 'text', className, ...props }: SkeletonProps) {
  return (
    <div aria-hidden="true" className={clsx(styles.skeleton, className)} data-shape={shape} {...props} />
  );
}
Skeleton.displayName = 'Skeleton';

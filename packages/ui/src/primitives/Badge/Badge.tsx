import { badgeText } from '@potluck/domain';
import clsx from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import styles from './Badge.module.css';

export const badgeTones = ['neutral', 'primary', 'success', 'danger', 'warning'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  tone?: BadgeTone;
  /** Shows a count bubble instead of children ('9+' above 9); nothing renders for 0. */
  count?: number;
}

export function Badge({ tone = 'neutral', count, className, children, ...props }: BadgeProps) {
  if (count !== undefined && count <= 0) return null;
  return (
    <span
      className={clsx(styles.badge, className)}
      data-tone={count !== undefined ? 'danger' : tone}
      data-count={count !== undefined || undefined}
      {...props}
    >
      {count !== undefined ? badgeText(count) : children}
    </span>
  );
}
Badge.displayName = 'Badge';

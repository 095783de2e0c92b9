import clsx from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import styles from './Badge.module.css';

export const badgeTones = ['neutral', 'primary', 'success', 'danger', 'warning'] as const;
export type BadgeTone = (typeof badgeTones)[number];

/** Counts above this show as '9+' (SPEC §9). */
export const badgeCountMax = 9;

export function formatBadgeCount(count: number): string {
  return count > badgeCountMax ? `${badgeCountMax}+` : String(count);
}

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  tone?: BadgeTone;
  /** Shows a count bubble instead of children; nothing renders for 0. */
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
      {count !== undefined ? formatBadgeCount(count) : children}
    </span>
  );
}
Badge.displayName = 'Badge';

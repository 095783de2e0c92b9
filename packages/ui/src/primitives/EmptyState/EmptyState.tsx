import clsx from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './EmptyState.module.css';

export interface EmptyStateProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  icon?: ReactNode;
  /** The spec's empty text, e.g. 'No cookbooks created yet. Click Create to add one.' */
  message: ReactNode;
  /** A way forward ('Browse Recipes'). */
  action?: ReactNode;
  tone?: 'neutral' | 'error';
}

/** What a list shows when it has nothing (or failed to load). */
export function EmptyState({
  icon,
  message,
  action,
  tone = 'neutral',
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div className={clsx(styles.empty, className)} data-tone={tone} {...props}>
      {icon && (
        <span aria-hidden="true" className={styles.icon}>
          {icon}
        </span>
      )}
      <p className={styles.message}>{message}</p>
      {action}
    </div>
  );
}
EmptyState.displayName = 'EmptyState';

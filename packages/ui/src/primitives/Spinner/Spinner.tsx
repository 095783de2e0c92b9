import clsx from 'clsx';
import { VisuallyHidden } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import styles from './Spinner.module.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps extends ComponentPropsWithRef<'span'> {
  size?: SpinnerSize;
  /** Announced to screen readers; `null` when the surrounding text already says what is loading. */
  label?: string | null;
}

export function Spinner({ size = 'md', label = 'Loading', className, ...props }: SpinnerProps) {
  if (label === null) {
    return (
      <span aria-hidden="true" className={clsx(styles.spinner, className)} data-size={size} {...props} />
    );
  }
  return (
    <span role="status" className={clsx(styles.wrapper, className)} {...props}>
      <span aria-hidden="true" className={styles.spinner} data-size={size} />
      <VisuallyHidden.Root>{label}</VisuallyHidden.Root>
    </span>
  );
}
Spinner.displayName = 'Spinner';

import clsx from 'clsx';
import { Slot } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import { Spinner } from '../Spinner/index.ts';
import styles from './Button.module.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disables the button and shows a spinner; the caller passes the in-flight text ('Publishing…'). */
  loading?: boolean;
  /** Takes the full width of its container. */
  block?: boolean;
  /** Renders the single child (a router link, an anchor) with the button's look. */
  asChild?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  block = false,
  asChild = false,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  const shared = {
    className: clsx(styles.button, className),
    'data-variant': variant,
    'data-size': size,
    'data-block': block || undefined,
    'data-loading': loading || undefined,
  };
  if (asChild) {
    return (
      <Slot.Root {...shared} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      {...shared}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Spinner size="sm" label={null} />}
      {children}
    </button>
  );
}
Button.displayName = 'Button';

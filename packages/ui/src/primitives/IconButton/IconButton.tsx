import clsx from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './IconButton.module.css';

export const iconButtonVariants = ['ghost', 'solid', 'overlay', 'danger'] as const;
export const iconButtonSizes = ['sm', 'md', 'lg'] as const;
export type IconButtonVariant = (typeof iconButtonVariants)[number];
export type IconButtonSize = (typeof iconButtonSizes)[number];

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  /** Required: an icon alone says nothing to a screen reader. */
  'aria-label': string;
  icon: ReactNode;
  variant?: IconButtonVariant;
  size?: IconButtonSize;
}

export function IconButton({
  icon,
  variant = 'ghost',
  size = 'md',
  className,
  type = 'button',
  ...props
}: IconButtonProps) {
  return (
    <button
      type={type}
      className={clsx(styles.iconButton, className)}
      data-variant={variant}
      data-size={size}
      {...props}
    >
      <span aria-hidden="true" className={styles.icon}>
        {icon}
      </span>
    </button>
  );
}
IconButton.displayName = 'IconButton';

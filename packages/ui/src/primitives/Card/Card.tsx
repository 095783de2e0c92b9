import clsx from 'clsx';
import { Slot } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import styles from './Card.module.css';

export const cardPaddings = ['none', 'sm', 'md', 'lg'] as const;
export type CardPadding = (typeof cardPaddings)[number];

export interface CardProps extends ComponentPropsWithRef<'div'> {
  padding?: CardPadding;
  /** Lifts on hover, for cards that open something. */
  interactive?: boolean;
  /** Renders the child element (an <article>, <li>, <section>) with the card's look. */
  asChild?: boolean;
}

/** A raised surface grouping related content. */
export function Card({
  padding = 'md',
  interactive = false,
  asChild = false,
  className,
  ...props
}: CardProps) {
  const Element = asChild ? Slot.Root : 'div';
  return (
    <Element
      className={clsx(styles.card, className)}
      data-padding={padding}
      data-interactive={interactive || undefined}
      {...props}
    />
  );
}
Card.displayName = 'Card';

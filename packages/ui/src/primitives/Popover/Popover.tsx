import clsx from 'clsx';
import { Popover as RadixPopover } from 'radix-ui';
import type { ComponentProps } from 'react';
import styles from './Popover.module.css';

/**
 * A floating surface anchored to its trigger, on Radix Popover: it closes on Escape and on a click outside, and
 * returns focus to the trigger. Compose `Popover` (state), `PopoverTrigger` (usually `asChild`) and
 * `PopoverContent` (portalled, so it escapes clipping containers, and themed by <html data-theme>).
 */
export const Popover = RadixPopover.Root;
export const PopoverTrigger = RadixPopover.Trigger;
export const PopoverClose = RadixPopover.Close;

export type PopoverContentProps = ComponentProps<typeof RadixPopover.Content>;

export function PopoverContent({ className, sideOffset = 8, ...props }: PopoverContentProps) {
  return (
    <RadixPopover.Portal>
      <RadixPopover.Content className={clsx(styles.content, className)} sideOffset={sideOffset} {...props} />
    </RadixPopover.Portal>
  );
}
PopoverContent.displayName = 'PopoverContent';

import clsx from 'clsx';
import { DropdownMenu as RadixMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import styles from './DropdownMenu.module.css';

export interface MenuItem {
  label: string;
  icon?: ReactNode;
  onSelect: () => void;
  disabled?: boolean;
  tone?: 'default' | 'danger';
}

export interface DropdownMenuProps {
  /** The element that opens the menu (a Button or IconButton). */
  trigger: ReactNode;
  items: readonly MenuItem[];
  /** Names the menu for screen readers ('Share'). */
  label?: string;
  align?: 'start' | 'center' | 'end';
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/** A list of actions behind a button, on Radix DropdownMenu (arrow keys, typeahead, Escape). */
export function DropdownMenu({
  trigger,
  items,
  label,
  align = 'end',
  open,
  onOpenChange,
  className,
}: DropdownMenuProps) {
  return (
    <RadixMenu.Root open={open} onOpenChange={onOpenChange}>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content
          className={clsx(styles.content, className)}
          align={align}
          sideOffset={6}
          aria-label={label}
        >
          {items.map((item) => (
            <RadixMenu.Item
              key={item.label}
              className={styles.item}
              data-tone={item.tone ?? 'default'}
              disabled={item.disabled}
              onSelect={() => item.onSelect()}
            >
              {item.icon && (
                <span aria-hidden="true" className={styles.icon}>
                  {item.icon}
                </span>
              )}
              {item.label}
            </RadixMenu.Item>
          ))}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}
DropdownMenu.displayName = 'DropdownMenu';

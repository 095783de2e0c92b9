import clsx from 'clsx';
import { DropdownMenu as RadixMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import styles from './DropdownMenu.module.css';

export interface MenuItem {
  label: string;
  icon?: ReactNode;
  /** Not called for an item with `items`: that one opens its submenu. */
  onSelect: () => void;
  disabled?: boolean;
  tone?: 'default' | 'danger';
  /** A submenu (Radix DropdownMenu.Sub: arrow right opens it, arrow left closes it). */
  items?: readonly MenuItem[];
}

function Items({ items }: { items: readonly MenuItem[] }) {
  return items.map((item) => {
    const content = (
      <>
        {item.icon && (
          <span aria-hidden="true" className={styles.icon}>
            {item.icon}
          </span>
        )}
        {item.label}
      </>
    );
    if (item.items) {
      return (
        <RadixMenu.Sub key={item.label}>
          <RadixMenu.SubTrigger className={styles.item} disabled={item.disabled}>
            {content}
          </RadixMenu.SubTrigger>
          <RadixMenu.Portal>
            <RadixMenu.SubContent className={styles.content} sideOffset={4} aria-label={item.label}>
              <Items items={item.items} />
            </RadixMenu.SubContent>
          </RadixMenu.Portal>
        </RadixMenu.Sub>
      );
    }
    return (
      <RadixMenu.Item
        key={item.label}
        className={styles.item}
        data-tone={item.tone ?? 'default'}
        disabled={item.disabled}
        onSelect={() => item.onSelect()}
      >
        {content}
      </RadixMenu.Item>
    );
  });
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
          <Items items={items} />
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}
DropdownMenu.displayName = 'DropdownMenu';

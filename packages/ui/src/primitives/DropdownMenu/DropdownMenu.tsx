import clsx from 'clsx';
import { DropdownMenu as RadixMenu, Slot } from 'radix-ui';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
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

/**
 * A list of actions behind a button, on Radix DropdownMenu (arrow keys, typeahead, Escape).
 *
 * Until the member reaches for it, an uncontrolled menu is its trigger alone, with the closed menu's attributes:
 * a shopping list draws a menu on each of its 150 rows and a grid two on each card, and Radix's closed menu (its
 * providers, popper anchor, portal and presence) cost more to draw than the rows themselves (issue 30). A press
 * on the trigger puts the Radix menu in its place, open, as Radix opens on a press; the keyboard's focus puts it
 * there closed and focused, so Enter, Space and the arrow keys then open it as Radix does.
 */
export function DropdownMenu(props: DropdownMenuProps) {
  const [reached, setReached] = useState<'press' | 'focus' | null>(null);
  if (props.open !== undefined || reached) return <RadixDropdownMenu {...props} reachedBy={reached} />;
  return (
    <Slot.Root
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerDown={(event) => {
        // As Radix's trigger: the main button without Ctrl opens it, and the trigger does not take the focus.
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        setReached('press');
      }}
      onFocus={() => setReached('focus')}
    >
      {props.trigger}
    </Slot.Root>
  );
}
DropdownMenu.displayName = 'DropdownMenu';

function RadixDropdownMenu({
  trigger,
  items,
  label,
  align = 'end',
  open,
  onOpenChange,
  className,
  reachedBy,
}: DropdownMenuProps & { reachedBy: 'press' | 'focus' | null }) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  // The trigger the keyboard focused was drawn again as Radix's: the focus stays on the button.
  useLayoutEffect(() => {
    if (reachedBy === 'focus') triggerRef.current?.focus();
  }, [reachedBy]);
  return (
    <RadixMenu.Root open={open} defaultOpen={reachedBy === 'press'} onOpenChange={onOpenChange}>
      <RadixMenu.Trigger asChild ref={triggerRef}>
        {trigger}
      </RadixMenu.Trigger>
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

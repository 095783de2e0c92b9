import clsx from 'clsx';
import { DropdownMenu as RadixMenu, Slot } from 'radix-ui';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
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
            {/* Radix sets a submenu's side and flips it, but never shifts it sideways: on a phone neither side of
                the menu has room (375 px: 159 px left of the plan entry's menu for a 168 px submenu), so it
                opened off the left edge (issue 39). It keeps clear of the edges and is capped to the room Radix
                measured on the side it chose (.subContent): it narrows, its labels wrap. */}
            <RadixMenu.SubContent
              className={clsx(styles.content, styles.subContent)}
              sideOffset={4}
              collisionPadding={8}
              aria-label={item.label}
            >
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
 * Until the member opens it, an uncontrolled menu is its trigger alone, with the closed menu's attributes: a
 * shopping list draws a menu on each of its 150 rows and a grid two on each card, and Radix's closed menu (its
 * providers, popper anchor, portal and presence) cost more to draw than the rows themselves (issue 30, decision
 * 030). What opens Radix's menu opens this one, and puts Radix's menu in its place, open: a press (the main
 * button without Ctrl; the trigger does not take the focus), or Enter, Space or the down arrow (the first item
 * takes the focus). From then on it is Radix's menu.
 */
export function DropdownMenu(props: DropdownMenuProps) {
  const [openedBy, setOpenedBy] = useState<'press' | 'keyboard' | null>(null);
  if (props.open !== undefined || openedBy) return <RadixDropdownMenu {...props} openedBy={openedBy} />;
  return (
    <Slot.Root
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerDown={(event) => {
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        setOpenedBy('press');
      }}
      onKeyDown={(event) => {
        if (!['Enter', ' ', 'ArrowDown'].includes(event.key)) return;
        event.preventDefault();
        setOpenedBy('keyboard');
      }}
    >
      {props.trigger}
    </Slot.Root>
  );
}
DropdownMenu.displayName = 'DropdownMenu';

/** Gives the menu's first item the focus when drawn (before Radix's own focusing, which then leaves it there). */
function FocusFirstItem({ menu }: { menu: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    menu.current
      ?.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')
      ?.focus({ preventScroll: true });
  }, [menu]);
  return null;
}

function RadixDropdownMenu({
  trigger,
  items,
  label,
  align = 'end',
  open,
  onOpenChange,
  className,
  openedBy,
}: DropdownMenuProps & { openedBy: 'press' | 'keyboard' | null }) {
  // Radix learns that the keyboard is in use from key presses it sees, and this one came before it was drawn:
  // opened by the keyboard, its first item takes the focus, as in Radix's own keyboard opening.
  const [keyboardOpening, setKeyboardOpening] = useState(openedBy === 'keyboard');
  const content = useRef<HTMLDivElement>(null);
  return (
    <RadixMenu.Root
      open={open}
      defaultOpen={openedBy !== null}
      onOpenChange={(next) => {
        if (!next) setKeyboardOpening(false);
        onOpenChange?.(next);
      }}
    >
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content
          ref={content}
          className={clsx(styles.content, className)}
          align={align}
          sideOffset={6}
          aria-label={label}
        >
          <Items items={items} />
          {keyboardOpening && <FocusFirstItem menu={content} />}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}

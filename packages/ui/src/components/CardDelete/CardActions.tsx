import clsx from 'clsx';
import { Ellipsis, Trash2 } from 'lucide-react';
import { DropdownMenu, type MenuItem } from '../../primitives/DropdownMenu/index.ts';
import { IconButton } from '../../primitives/IconButton/index.ts';
import styles from './CardDelete.module.css';
import type { CardDeletePointer } from './CardDelete.tsx';

export interface CardActionsProps {
  /** The card's title, naming the menu ('More actions for Baking'). */
  title: string;
  /** What the card offers besides its destructive action ("Plan it"). */
  items: readonly MenuItem[];
  /** The card's destructive action, if it has one ('Delete', 'Remove from cookbook'). */
  destructive?:
    | {
        /** The hover button's name, the title in it: 'Delete Baking'. */
        label: string;
        /** The menu item: 'Delete'. */
        action: string;
        onSelect: () => void;
      }
    | undefined;
  pointer?: CardDeletePointer;
  className?: string | undefined;
}

/**
 * A card's one ⋯ menu, top right. With a fine pointer that can hover, the menu (and, for a card its member may
 * delete, the red trash button beside it) shows while the card is hovered or holds keyboard focus; on a touch
 * screen the menu is always there and holds the destructive action too, last and in red, so a tap on a card's
 * corner never deletes by surprise. Deleting asks for a confirmation either way.
 */
export function CardActions({ title, items, destructive, pointer = 'auto', className }: CardActionsProps) {
  const forced = pointer === 'auto' ? undefined : pointer;
  const menu = (all: readonly MenuItem[]) => (
    <DropdownMenu
      label={`Actions for ${title}`}
      trigger={
        <IconButton
          variant="overlay"
          size="sm"
          aria-label={`More actions for ${title}`}
          icon={<Ellipsis />}
        />
      }
      items={all}
    />
  );
  const danger: MenuItem[] = destructive
    ? [{ label: destructive.action, icon: <Trash2 />, tone: 'danger', onSelect: destructive.onSelect }]
    : [];
  return (
    <>
      <span className={clsx(styles.onHover, styles.actions, className)} data-pointer={forced}>
        {items.length > 0 && menu(items)}
        {destructive && (
          <IconButton
            variant="danger"
            size="sm"
            aria-label={destructive.label}
            icon={<Trash2 />}
            onClick={() => destructive.onSelect()}
          />
        )}
      </span>
      <span className={clsx(styles.onTouch, className)} data-pointer={forced}>
        {menu([...items, ...danger])}
      </span>
    </>
  );
}
CardActions.displayName = 'CardActions';

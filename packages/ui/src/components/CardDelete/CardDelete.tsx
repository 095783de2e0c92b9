import clsx from 'clsx';
import { Ellipsis, Trash2 } from 'lucide-react';
import { DropdownMenu } from '../../primitives/DropdownMenu/index.ts';
import { IconButton } from '../../primitives/IconButton/index.ts';
import styles from './CardDelete.module.css';

export interface CardDeleteProps {
  /** The button's name, the card's title in it: 'Delete Baking', 'Remove Soup from cookbook'. */
  label: string;
  /** The menu item on touch screens: 'Delete', 'Remove from cookbook'. */
  action: string;
  /** The card's title, naming the touch menu ('More actions for Baking'). */
  title: string;
  onSelect: () => void;
  /**
   * Which form to draw: 'auto' asks the device (hover and a fine pointer: the hover button; else the menu);
   * 'fine' and 'coarse' force one, for stories and previews.
   */
  pointer?: CardDeletePointer;
  className?: string | undefined;
}

export const cardDeletePointers = ['auto', 'fine', 'coarse'] as const;
export type CardDeletePointer = (typeof cardDeletePointers)[number];

/**
 * A card's destructive action, in the card's top right corner. With a fine pointer that can hover it is a red
 * trash button that shows while the card is hovered or holds keyboard focus, so a grid of cards stays calm; on
 * touch screens, which cannot hover, it is a '⋯' menu holding the action, so a tap on a card's corner never
 * deletes by surprise. Either way the owner of the card asks for a confirmation before anything is deleted.
 */
export function CardDelete({ label, action, title, onSelect, pointer = 'auto', className }: CardDeleteProps) {
  const forced = pointer === 'auto' ? undefined : pointer;
  return (
    <>
      <IconButton
        className={clsx(styles.onHover, className)}
        data-pointer={forced}
        variant="danger"
        size="sm"
        aria-label={label}
        icon={<Trash2 />}
        onClick={() => onSelect()}
      />
      <span className={clsx(styles.onTouch, className)} data-pointer={forced}>
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
          items={[{ label: action, icon: <Trash2 />, tone: 'danger', onSelect }]}
        />
      </span>
    </>
  );
}
CardDelete.displayName = 'CardDelete';

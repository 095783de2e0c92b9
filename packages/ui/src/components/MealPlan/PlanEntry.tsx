import { type Meal, mealName, meals, planLimits } from '@potluck/domain';
import {
  ChefHat,
  Minus,
  MoreHorizontal,
  MoveRight,
  Plus,
  ShoppingBasket,
  StickyNote,
  Trash2,
  UtensilsCrossed,
} from 'lucide-react';
import { DropdownMenu, type MenuItem } from '../../primitives/DropdownMenu/index.ts';
import { IconButton } from '../../primitives/IconButton/index.ts';
import type { LinkComponent } from '../Link/index.ts';
import styles from './MealPlan.module.css';

export interface PlanEntryView {
  id: string;
  day: string;
  meal: Meal;
  /** The recipe's title, or the note's text. */
  title: string;
  /** The recipe's page; null for a note. */
  href: string | null;
  /** Null when not said. */
  servings: number | null;
  /** Its ingredients were put on a shopping list ("Add this week to the shopping list"). */
  onList: boolean;
}

/** What a dragged entry carries: its id, under a type of its own so nothing else dropped on a day moves it. */
export const planEntryType = 'application/x-potluck-plan-entry';

/** The entry callbacks a week hands each of its entries; each takes one object, as every callback here does. */
export interface PlanEntryActions {
  onMove: (move: { entryId: string; day?: string; meal?: Meal }) => void;
  onServingsChange: (change: { entryId: string; servings: number }) => void;
  onRemove: (removal: { entryId: string }) => void;
  /** "I cooked this" on a recipe's entry (issue 41): the page opens the recipe with its dialog. */
  onCooked?: ((entry: { entryId: string; href: string }) => void) | undefined;
}

export interface PlanEntryProps extends PlanEntryActions {
  entry: PlanEntryView;
  /** The days of the week on screen, for Move ("Wednesday 25 Nov"). */
  days: readonly { day: string; label: string }[];
  Link: LinkComponent;
}

/** The ⋯ menu: Move to another day or meal (submenus, so it works by keyboard and on a phone), servings, Remove. */
function menuOf({ entry, days, onMove, onServingsChange, onRemove, onCooked }: PlanEntryProps): MenuItem[] {
  const servings = entry.servings;
  const nothing = () => {};
  return [
    {
      label: 'Move to day',
      icon: <MoveRight />,
      onSelect: nothing,
      items: days
        .filter((choice) => choice.day !== entry.day)
        .map((choice) => ({
          label: choice.label,
          onSelect: () => onMove({ entryId: entry.id, day: choice.day }),
        })),
    },
    {
      label: 'Move to meal',
      icon: <UtensilsCrossed />,
      onSelect: nothing,
      items: meals
        .filter((meal) => meal !== entry.meal)
        .map((meal) => ({ label: mealName(meal), onSelect: () => onMove({ entryId: entry.id, meal }) })),
    },
    {
      label: servings === null ? 'Set servings (2)' : `More servings (${servings + 1})`,
      icon: <Plus />,
      disabled: servings !== null && servings >= planLimits.servings,
      onSelect: () => onServingsChange({ entryId: entry.id, servings: servings === null ? 2 : servings + 1 }),
    },
    ...(servings !== null
      ? [
          {
            label: `Fewer servings (${Math.max(1, servings - 1)})`,
            icon: <Minus />,
            disabled: servings <= 1,
            onSelect: () => onServingsChange({ entryId: entry.id, servings: servings - 1 }),
          },
        ]
      : []),
    ...(onCooked && entry.href
      ? [
          {
            label: 'I cooked this',
            icon: <ChefHat />,
            onSelect: () => onCooked({ entryId: entry.id, href: entry.href ?? '' }),
          },
        ]
      : []),
    { label: 'Remove', icon: <Trash2 />, tone: 'danger', onSelect: () => onRemove({ entryId: entry.id }) },
  ];
}

/** One entry of a meal: the recipe (a link to its page) or a note, its servings, and its ⋯ menu. */
export function PlanEntry(props: PlanEntryProps) {
  const { entry, Link } = props;
  return (
    <li
      className={styles.entry}
      data-kind={entry.href ? 'recipe' : 'note'}
      // Drag to another day on a desktop; the ⋯ menu's Move does the same by keyboard and on a phone.
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData(planEntryType, entry.id);
        event.dataTransfer.effectAllowed = 'move';
      }}
    >
      <span className={styles.entryText}>
        {entry.href ? (
          <Link to={entry.href} className={styles.entryTitle}>
            {entry.title}
          </Link>
        ) : (
          <span className={styles.entryTitle}>
            <StickyNote aria-hidden="true" className={styles.noteIcon} />
            {entry.title}
          </span>
        )}
        {entry.servings !== null && <span className={styles.servings}>Serves {entry.servings}</span>}
        {entry.onList && (
          <span className={styles.onList}>
            <ShoppingBasket aria-hidden="true" />
            On the shopping list
          </span>
        )}
      </span>
      <DropdownMenu
        label={`Change ${entry.title}`}
        trigger={<IconButton aria-label={`More for ${entry.title}`} icon={<MoreHorizontal />} size="sm" />}
        items={menuOf(props)}
      />
    </li>
  );
}
PlanEntry.displayName = 'PlanEntry';

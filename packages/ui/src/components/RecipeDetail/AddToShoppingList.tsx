import { ShoppingBasket } from 'lucide-react';
import { Button } from '../../primitives/Button/index.ts';
import styles from './RecipeDetail.module.css';

export interface AddToShoppingListProps {
  /** The servings chosen in the scaler, when they differ from the recipe's. */
  servings?: number | null | undefined;
  onAdd: () => void;
}

/**
 * 'Add to shopping list' under the ingredients: every line, at the chosen servings, onto the member's list. The
 * list shows them at once and keeps them offline, so the button never waits (a toast says they were added).
 */
export function AddToShoppingList({ servings, onAdd }: AddToShoppingListProps) {
  return (
    <Button className={styles.addToShoppingList} variant="secondary" onClick={() => onAdd()}>
      <ShoppingBasket aria-hidden="true" />
      {servings ? `Add to shopping list (${servings} servings)` : 'Add to shopping list'}
    </Button>
  );
}
AddToShoppingList.displayName = 'RecipeDetail.AddToShoppingList';

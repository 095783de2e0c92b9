import { ShoppingBasket } from 'lucide-react';
import { Button } from '../../primitives/Button/index.ts';
import styles from './RecipeDetail.module.css';

export interface AddToShoppingListProps {
  /** On its way: the button waits. (A toast says when it is done, an alert why it could not be.) */
  adding: boolean;
  /** The servings chosen in the scaler, when they differ from the recipe's. */
  servings?: number | null | undefined;
  onAdd: () => void;
}

/** 'Add to shopping list' under the ingredients: every line, at the chosen servings, onto the member's list. */
export function AddToShoppingList({ adding, servings, onAdd }: AddToShoppingListProps) {
  return (
    <Button className={styles.addToShoppingList} variant="secondary" loading={adding} onClick={() => onAdd()}>
      <ShoppingBasket aria-hidden="true" />
      {servings ? `Add to shopping list (${servings} servings)` : 'Add to shopping list'}
    </Button>
  );
}
AddToShoppingList.displayName = 'RecipeDetail.AddToShoppingList';

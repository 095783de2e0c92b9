export * from './ShareShoppingListDialog.tsx';
export * from './ShoppingList.tsx';

import {
  ShareShoppingListDialog,
  type ShareShoppingListDialogProps,
  ShoppingList,
  type ShoppingListProps,
} from '../components/ShoppingList/index.ts';
import { ConfirmDialog, type ConfirmDialogProps } from '../primitives/ConfirmDialog/index.ts';
import { AppShell, type AppShellProps } from './AppShell/index.ts';

type Shell = Omit<AppShellProps, 'children' | 'title'>;

export interface ShoppingListScreenProps {
  shell: Shell;
  list: ShoppingListProps;
  /** The owner's share dialog; absent on a list shared with the member. */
  share?: ShareShoppingListDialogProps | undefined;
  confirmClear: Omit<ConfirmDialogProps, 'title' | 'message'>;
}

/** /shopping: the member's shopping list (or one shared with them), its share dialog and "clear checked". */
export function ShoppingListScreen({ shell, list, share, confirmClear }: ShoppingListScreenProps) {
  return (
    <AppShell {...shell} title="Shopping list">
      <ShoppingList {...list} />
      {share && <ShareShoppingListDialog {...share} />}
      <ConfirmDialog
        title="Clear checked items"
        message="Remove every checked item from the list? Everyone it is shared with sees it go."
        confirmLabel="Clear checked"
        {...confirmClear}
      />
    </AppShell>
  );
}
ShoppingListScreen.displayName = 'ShoppingListScreen';

import { CookbookGrid, type CookbookGridProps } from '../components/CookbookGrid/index.ts';
import {
  CreateCookbookDialog,
  type CreateCookbookDialogProps,
} from '../components/CreateCookbookDialog/index.ts';
import { ConfirmDialog, type ConfirmDialogProps } from '../primitives/ConfirmDialog/index.ts';
import { Fab } from '../primitives/Fab/index.ts';
import { AppShell, type AppShellProps } from './AppShell/index.ts';

type Shell = Omit<AppShellProps, 'children' | 'title'>;

export interface CookbooksScreenProps {
  shell: Shell;
  grid: CookbookGridProps;
  create: CreateCookbookDialogProps;
  confirmDelete?: Omit<ConfirmDialogProps, 'title' | 'message'> | undefined;
}

/** /cookbook: heading 'Cookbooks', the cards, the add button and the create dialog. */
export function CookbooksScreen({ shell, grid, create, confirmDelete }: CookbooksScreenProps) {
  return (
    <AppShell {...shell} title="Cookbooks">
      <CookbookGrid {...grid} />
      <Fab aria-label="Create Cookbook" onClick={() => create.onOpenChange(true)} />
      <CreateCookbookDialog {...create} />
      {confirmDelete && (
        <ConfirmDialog
          title="Delete cookbook"
          message="Are you sure you want to delete this cookbook? This action cannot be undone."
          {...confirmDelete}
        />
      )}
    </AppShell>
  );
}
CookbooksScreen.displayName = 'CookbooksScreen';

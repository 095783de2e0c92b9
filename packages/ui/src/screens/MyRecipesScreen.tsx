import { CreateRecipeForm, type CreateRecipeFormProps } from '../components/CreateRecipeForm/index.ts';
import type { RecipeModalProps } from '../components/RecipeDetail/RecipeModal.tsx';
import { RecipeGrid, type RecipeGridProps } from '../components/RecipeGrid/index.ts';
import { ConfirmDialog, type ConfirmDialogProps } from '../primitives/ConfirmDialog/index.ts';
import { Dialog } from '../primitives/Dialog/index.ts';
import { Fab } from '../primitives/Fab/index.ts';
import { AppShell, type AppShellProps } from './AppShell/index.ts';
import { RecipeModalSlot } from './RecipeModalSlot.tsx';
import styles from './Screens.module.css';

type Shell = Omit<AppShellProps, 'children' | 'title'>;

export interface MyRecipesScreenProps {
  shell: Shell;
  grid: RecipeGridProps;
  modal?: RecipeModalProps | undefined;
  createOpen: boolean;
  onCreateOpenChange: (open: boolean) => void;
  createForm: Omit<CreateRecipeFormProps, 'onCancel'>;
  /** Asks before a recipe is deleted. */
  confirmDelete?: Omit<ConfirmDialogProps, 'title' | 'message'> | undefined;
}

/** /add-recipe: the member's own recipes, the add button and the 'Create a New Recipe' modal. */
export function MyRecipesScreen({
  shell,
  grid,
  modal,
  createOpen,
  onCreateOpenChange,
  createForm,
  confirmDelete,
}: MyRecipesScreenProps) {
  return (
    <AppShell {...shell} title="Recipes">
      <RecipeGrid
        emptyMessage="No recipes created yet. Click + Add Recipe to create one."
        label="My recipes"
        {...grid}
      />
      <Fab aria-label="Add Recipe" onClick={() => onCreateOpenChange(true)} />
      <Dialog
        open={createOpen}
        onOpenChange={onCreateOpenChange}
        title="Create a New Recipe"
        size="lg"
        className={styles.createDialog}
      >
        <CreateRecipeForm {...createForm} onCancel={() => onCreateOpenChange(false)} />
      </Dialog>
      <RecipeModalSlot modal={modal} />
      {confirmDelete && (
        <ConfirmDialog
          title="Delete recipe"
          message="Are you sure you want to delete this recipe? This action cannot be undone."
          {...confirmDelete}
        />
      )}
    </AppShell>
  );
}
MyRecipesScreen.displayName = 'MyRecipesScreen';

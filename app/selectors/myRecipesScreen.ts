// /add-recipe, 'Recipes' (SPEC §2, §4, §5): the My Recipes machine (list, delete confirmation, privacy, opened
// recipe) and the create recipe machine (the 'Create a New Recipe' modal and its draft) as the MyRecipesScreen's
// props. The top bar's 'Search Your Recipes...' narrows the grid by title (`?q=`).
import type { MyRecipesScreenProps } from '@potluck/ui';
import type { SnapshotFrom } from 'xstate';
import {
  type CreateRecipeEvent,
  type createRecipeMachine,
  importProblemMessages,
  missingFields,
} from '../../machines/createRecipeMachine.ts';
import type { MyRecipesEvent, myRecipesMachine } from '../../machines/myRecipesMachine.ts';
import type { OpenedRecipe } from '../recipe/useRecipe.ts';
import { toRecipeCard } from './recipeCard.ts';
import type { RecipeDetailOptions } from './recipeDetail.ts';
import { selectRecipeModal } from './recipeModal.ts';

type Snapshots = {
  list: SnapshotFrom<typeof myRecipesMachine>;
  create: SnapshotFrom<typeof createRecipeMachine>;
  /** The opened recipe's machines, once started. */
  recipe: OpenedRecipe | null;
};
type Sends = { list: (event: MyRecipesEvent) => void; create: (event: CreateRecipeEvent) => void };

export function selectMyRecipesScreen(
  { list, create, recipe }: Snapshots,
  send: Sends,
  { Link, units, query = '' }: RecipeDetailOptions & { query?: string } = {},
): Omit<MyRecipesScreenProps, 'shell'> {
  const wanted = query.trim().toLowerCase();
  const recipes = list.context.recipes
    .filter((r) => r.title.toLowerCase().includes(wanted))
    .map(toRecipeCard);
  const { draft } = create.context;
  return {
    grid: {
      recipes,
      status: list.hasTag('loading') ? 'loading' : 'complete',
      skeletonCount: 8,
      onOpen: ({ id }) =>
        send.list({ type: 'recipe.open', id, title: recipes.find((r) => r.id === id)?.title }),
      onDelete: ({ id }) => send.list({ type: 'recipe.delete', id }),
      onTogglePrivacy: ({ id }) => send.list({ type: 'recipe.togglePrivacy', id }),
    },
    modal: selectRecipeModal(
      list.matches({ recipe: 'open' }) ? list.context.opened : null,
      recipe,
      () => send.list({ type: 'recipe.close' }),
      { Link, units },
    ),
    createOpen:
      create.matches('editing') ||
      create.matches('importing') ||
      create.matches('submitting') ||
      create.matches('failed'),
    onCreateOpenChange: (open) => send.create({ type: open ? 'form.open' : 'form.close' }),
    createForm: {
      draft,
      onDraftChange: (change) => send.create({ type: 'draft.change', ...change }),
      missing: create.matches({ editing: 'incomplete' }) ? missingFields(draft) : [],
      onSubmit: () => send.create({ type: 'recipe.submit' }),
      submitting: create.hasTag('busy'),
      cookbooks: create.context.cookbooks,
      errorFocusRequest: create.context.refusals,
      recipeImport: {
        url: create.context.importUrl,
        onUrlChange: ({ url }) => send.create({ type: 'import.change', url }),
        onImport: () => send.create({ type: 'import.submit' }),
        importing: create.hasTag('importing'),
        error:
          create.matches({ editing: 'importFailed' }) && create.context.importProblem
            ? importProblemMessages[create.context.importProblem]
            : null,
        importedFrom: create.matches({ editing: 'imported' }) ? draft.link : null,
      },
    },
    confirmDelete: {
      open: list.matches({ list: 'confirmingDelete' }),
      onOpenChange: (open) => {
        if (!open) send.list({ type: 'delete.cancel' });
      },
      onConfirm: () => send.list({ type: 'delete.confirm' }),
    },
  };
}

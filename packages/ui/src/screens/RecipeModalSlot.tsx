import { lazy, Suspense, useEffect } from 'react';
import type { RecipeModalProps } from '../components/RecipeDetail/RecipeModal.tsx';

// The recipe modal (the detail with its menus, picker and form controls) is a chunk of its own: the grids that
// open it do not wait for it, and it is fetched once the grid has rendered, before the first click.
const loadRecipeModal = () => import('../components/RecipeDetail/RecipeModal.tsx');
const LazyRecipeModal = lazy(async () => ({ default: (await loadRecipeModal()).RecipeModal }));

/** Where a grid screen shows the recipe opened from a card; nothing while none is open. */
export function RecipeModalSlot({ modal }: { modal: RecipeModalProps | undefined }) {
  useEffect(() => {
    void loadRecipeModal();
  }, []);
  if (!modal) return null;
  return (
    <Suspense fallback={null}>
      <LazyRecipeModal {...modal} />
    </Suspense>
  );
}
RecipeModalSlot.displayName = 'RecipeModalSlot';

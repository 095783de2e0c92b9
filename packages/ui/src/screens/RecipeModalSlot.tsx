import { lazy, Suspense, useEffect } from 'react';
import type { RecipeModalProps } from '../components/RecipeDetail/RecipeModal.tsx';

// The recipe modal (the detail with its menus, picker and form controls) is a chunk of its own: the grids that
// open it do not wait for it, and it is fetched when the browser is idle after the grid has rendered, before the
// first click (issue 30: fetching it right after the grid evaluated it, with its stylesheet, in the grid's task).
const loadRecipeModal = () => import('../components/RecipeDetail/RecipeModal.tsx');
const LazyRecipeModal = lazy(async () => ({ default: (await loadRecipeModal()).RecipeModal }));

/** Calls `go` when the browser is idle (after a second in a browser without requestIdleCallback). */
function whenIdle(go: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(go, { timeout: 5000 });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(go, 1000);
  return () => clearTimeout(timer);
}

/** Where a grid screen shows the recipe opened from a card; nothing while none is open. */
export function RecipeModalSlot({ modal }: { modal: RecipeModalProps | undefined }) {
  useEffect(() => whenIdle(() => void loadRecipeModal()), []);
  if (!modal) return null;
  return (
    <Suspense fallback={null}>
      <LazyRecipeModal {...modal} />
    </Suspense>
  );
}
RecipeModalSlot.displayName = 'RecipeModalSlot';

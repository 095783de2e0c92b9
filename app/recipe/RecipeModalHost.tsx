// A recipe opened from a card shows over the page in a modal; Escape or a backdrop click closes it (SPEC §2).
// The detail (its machines, the comments, the share and cookbook menus) is a chunk of its own: the grids that
// host the modal do not wait for it, and it is fetched once the grid has rendered, before the first click.
import { lazy, Suspense, useEffect } from 'react';

const loadOpenRecipe = () => import('./OpenRecipe.tsx');
const OpenRecipe = lazy(async () => ({ default: (await loadOpenRecipe()).OpenRecipe }));

export function RecipeModalHost({
  recipe,
  onClose,
}: {
  recipe: { id: string; title?: string } | null;
  onClose: () => void;
}) {
  useEffect(() => {
    void loadOpenRecipe();
  }, []);
  if (!recipe) return null;
  // Keyed by id: each opened recipe gets fresh machines.
  return (
    <Suspense fallback={null}>
      <OpenRecipe key={recipe.id} recipeId={recipe.id} title={recipe.title} onClose={onClose} />
    </Suspense>
  );
}

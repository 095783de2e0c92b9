// A recipe opened from a card shows over the page in a modal; Escape or a backdrop click closes it (SPEC §2).
import { RecipeModal } from '@potluck/ui';
import { useRecipeDetail } from './useRecipeDetail.tsx';

function OpenRecipe({ recipeId, title, onClose }: { recipeId: string; title?: string; onClose: () => void }) {
  // Sharing with a friend opens the chat; the modal closes so the chat can be used.
  const { props } = useRecipeDetail(recipeId, onClose);
  return (
    <RecipeModal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      detail={props}
      title={title}
    />
  );
}

export function RecipeModalHost({
  recipe,
  onClose,
}: {
  recipe: { id: string; title?: string } | null;
  onClose: () => void;
}) {
  if (!recipe) return null;
  // Keyed by id: each opened recipe gets fresh machines.
  return <OpenRecipe key={recipe.id} recipeId={recipe.id} title={recipe.title} onClose={onClose} />;
}

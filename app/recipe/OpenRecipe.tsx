// One opened recipe in the modal: the recipe detail and comments machines behind the design system's RecipeModal.
import { RecipeModal } from '@potluck/ui';
import { useRecipeDetail } from './useRecipeDetail.tsx';

export function OpenRecipe({
  recipeId,
  title,
  onClose,
}: {
  recipeId: string;
  title?: string;
  onClose: () => void;
}) {
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

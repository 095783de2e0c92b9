// /recipe/:id: the recipe detail as a full page (the shareable link).
import { EmptyState, RecipeDetail, RecipeDetailSkeleton } from '@potluck/ui';
import { useParams } from 'react-router-dom';
import { useRecipeDetail } from '../recipe/useRecipeDetail.tsx';

function RecipePage({ recipeId }: { recipeId: string }) {
  const { props, failed } = useRecipeDetail(recipeId);
  if (failed) return <EmptyState message="This recipe could not be loaded." />;
  return props ? <RecipeDetail {...props} /> : <RecipeDetailSkeleton />;
}

export function Component() {
  const { id = '' } = useParams();
  return <RecipePage key={id} recipeId={id} />;
}

// /recipe/:id: the recipe detail and comments machines drawn as the design system's RecipeScreen.
import { RecipeScreen } from '@potluck/ui';
import { useParams } from 'react-router-dom';
import { RouterLink } from '../links.tsx';
import { useRecipe } from '../recipe/useRecipe.ts';
import { selectRecipeScreen } from '../selectors/recipeDetail.ts';
import { useShell } from '../shell/memberShell.tsx';

export function Component() {
  const { id = '' } = useParams();
  const recipe = useRecipe(id);
  return <RecipeScreen shell={useShell()} {...selectRecipeScreen(recipe, { Link: RouterLink })} />;
}

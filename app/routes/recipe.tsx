// /recipe/:id: the recipe detail and comments machines drawn as the design system's RecipeScreen.
import { RecipeScreen } from '@potluck/ui';
import { useDeferredValue, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { RouterLink } from '../links.tsx';
import { useRecipe } from '../recipe/useRecipe.ts';
import { selectRecipeScreen } from '../selectors/recipeDetail.ts';
import { useMemberUnits } from '../shell/AppActors.tsx';
import { useShell } from '../shell/memberShell.tsx';

export function Component() {
  const { id = '' } = useParams();
  // The machines' news is drawn as a transition: the recipe's page renders in slices, giving a phone its main
  // thread back between them (browse.tsx does the same for the grid).
  const recipe = useDeferredValue(useRecipe(id));
  const units = useMemberUnits();
  const screen = useMemo(() => selectRecipeScreen(recipe, { Link: RouterLink, units }), [recipe, units]);
  return <RecipeScreen shell={useShell()} {...screen} />;
}

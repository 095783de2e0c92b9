// A recipe's page with its cooks (issue 41) in the slot the route fills: the recipe from its machines with a fake
// client, as the recipe's own stories draw it, and the cooks section handed in.
import { RecipeScreen, type RecipeScreenProps } from '@potluck/ui';
import type { ReactNode } from 'react';
import { selectRecipeScreen } from '../../app/selectors/recipeDetail.ts';
import { recipeDetail } from '../fixtures.ts';
import { memberShell } from '../screens/shell.tsx';
import { recipeClient, useRecipeStory } from './recipeMachines.tsx';

const client = recipeClient();

export function RecipeWithCooks({
  children,
  shell = memberShell(),
}: {
  children: ReactNode;
  shell?: RecipeScreenProps['shell'];
}) {
  const recipe = useRecipeStory(client, recipeDetail.id);
  const screen = selectRecipeScreen(recipe);
  return (
    <RecipeScreen shell={shell} {...screen} detail={screen.detail && { ...screen.detail, cooks: children }} />
  );
}

// /add-recipe, 'Recipes': the My Recipes and create recipe machines drawn as the design system's
// MyRecipesScreen; a card's recipe opens in its modal.
import { MyRecipesScreen } from '@potluck/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { createRecipeMachine, myRecipesMachine } from '../../machines/index.ts';
import { RouterLink } from '../links.tsx';
import { useNotices } from '../noticeForwarding.ts';
import { useRecipe } from '../recipe/useRecipe.ts';
import { selectMyRecipesScreen } from '../selectors/myRecipesScreen.ts';
import { client } from '../services.ts';
import { useMemberUnits, usePlanRecipe } from '../shell/AppActors.tsx';
import { useShell } from '../shell/memberShell.tsx';

export function Component() {
  const list = useActorRef(myRecipesMachine, { input: { client } });
  const create = useActorRef(createRecipeMachine, { input: { client } });
  useNotices(create);
  // A created recipe reloads the list (SPEC §4).
  useEffect(() => {
    const subscription = create.on('recipe.created', () => list.send({ type: 'recipes.reload' }));
    return () => subscription.unsubscribe();
  }, [create, list]);

  const [params] = useSearchParams();
  const units = useMemberUnits();
  const listSnapshot = useSelector(list, (s) => s);
  const createSnapshot = useSelector(create, (s) => s);
  const recipe = useRecipe(listSnapshot.context.opened?.id ?? null, {
    onChatOpened: () => list.send({ type: 'recipe.close' }),
  });
  const onPlan = usePlanRecipe();
  const screen = selectMyRecipesScreen(
    { list: listSnapshot, create: createSnapshot, recipe },
    { list: list.send, create: create.send },
    { Link: RouterLink, units, query: params.get('q') ?? '' },
  );
  return <MyRecipesScreen shell={useShell()} {...screen} grid={{ ...screen.grid, onPlan }} />;
}

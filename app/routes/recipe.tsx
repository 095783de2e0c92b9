// /recipe/:id: the recipe detail and comments machines drawn as the design system's RecipeScreen. Once the recipe
// has loaded, its cooks (issue 41) follow in a chunk of their own; `?cooked=1` opens "I cooked this".
import { RecipeScreen } from '@potluck/ui';
import { lazy, Suspense, useCallback, useDeferredValue, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { RouterLink } from '../links.tsx';
import { useRecipe } from '../recipe/useRecipe.ts';
import { selectRecipeScreen } from '../selectors/recipeDetail.ts';
import { useMember, useMemberUnits } from '../shell/AppActors.tsx';
import { useShell } from '../shell/memberShell.tsx';

const RecipeCooksPart = lazy(() => import('../recipe/RecipeCooksPart.tsx'));

export function Component() {
  const { id = '' } = useParams();
  // The machines' news is drawn as a transition: the recipe's page renders in slices, giving a phone its main
  // thread back between them (browse.tsx does the same for the grid).
  const recipe = useDeferredValue(useRecipe(id));
  const units = useMemberUnits();
  const cooks = useRecipeCooks(id, recipe?.detail.context.recipe ?? null);
  const screen = useMemo(() => {
    const selected = selectRecipeScreen(recipe, { Link: RouterLink, units });
    return selected.detail && cooks ? { ...selected, detail: { ...selected.detail, cooks } } : selected;
  }, [recipe, units, cooks]);
  return <RecipeScreen shell={useShell()} {...screen} />;
}

/** The cooks' section once the recipe has loaded (none before: the recipe draws first). */
function useRecipeCooks(id: string, loaded: { source: string; isPublic?: boolean | undefined } | null) {
  const { member } = useMember();
  const [params, setParams] = useSearchParams();
  const logOpen = params.get('cooked') === '1';
  const onLogOpened = useCallback(
    () =>
      setParams(
        (current) => {
          current.delete('cooked');
          return current;
        },
        { replace: true },
      ),
    [setParams],
  );
  const everyoneAllowed = loaded ? loaded.source === 'provider' || loaded.isPublic === true : false;
  const shown = loaded !== null;
  return useMemo(
    () =>
      shown ? (
        <Suspense fallback={null}>
          <RecipeCooksPart
            recipeId={id}
            memberId={member.id}
            everyoneAllowed={everyoneAllowed}
            logOpen={logOpen}
            onLogOpened={onLogOpened}
          />
        </Suspense>
      ) : undefined,
    [shown, id, member.id, everyoneAllowed, logOpen, onLogOpened],
  );
}

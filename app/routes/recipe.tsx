// /recipe/:id: the recipe detail and comments machines drawn as the design system's RecipeScreen. Once the recipe
// has loaded, its cooks (issue 41) follow in a chunk of their own; `?cooked=1` opens "I cooked this". So do its
// versions: "Adapted from …", "What changed", "Make it my own" and the versions the member may open.
import type { RecipeView } from '@potluck/client';
import { RecipeScreen } from '@potluck/ui';
import { lazy, Suspense, useCallback, useDeferredValue, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { RouterLink } from '../links.tsx';
import { useRecipe } from '../recipe/useRecipe.ts';
import { selectRecipeScreen } from '../selectors/recipeDetail.ts';
import { useMember, useMemberUnits } from '../shell/AppActors.tsx';
import { useShell } from '../shell/memberShell.tsx';

const RecipeCooksPart = lazy(() => import('../recipe/RecipeCooksPart.tsx'));
const RecipeVersionPart = lazy(() => import('../recipe/RecipeVersionPart.tsx'));

export function Component() {
  const { id = '' } = useParams();
  // The machines' news is drawn as a transition: the recipe's page renders in slices, giving a phone its main
  // thread back between them (browse.tsx does the same for the grid).
  const recipe = useDeferredValue(useRecipe(id));
  const units = useMemberUnits();
  const cooks = useRecipeCooks(id, recipe?.detail.context.recipe ?? null);
  const version = useRecipeVersion(id, recipe?.detail.context.recipe ?? null);
  const screen = useMemo(() => {
    const selected = selectRecipeScreen(recipe, { Link: RouterLink, units });
    return selected.detail && (cooks || version)
      ? { ...selected, detail: { ...selected.detail, cooks, version } }
      : selected;
  }, [recipe, units, cooks, version]);
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

/** The versions' part once the recipe has loaded: a member recipe of someone else or a catalogue recipe may be copied. */
function useRecipeVersion(id: string, loaded: RecipeView | null) {
  const { member } = useMember();
  const shown = loaded !== null;
  const mayMakeOwn = loaded ? loaded.source === 'provider' || loaded.owner?._id !== member.id : false;
  // Kept by its fields: the recipe read again (a like, a live change) must not start the part over.
  const { id: originalId, title, authorName, originalDeleted } = loaded?.adaptedFrom ?? {};
  const adaptedFrom = useMemo(
    () =>
      originalId !== undefined && title !== undefined && authorName !== undefined
        ? { id: originalId, title, authorName, originalDeleted: originalDeleted === true }
        : null,
    [originalId, title, authorName, originalDeleted],
  );
  return useMemo(
    () =>
      shown ? (
        <Suspense fallback={null}>
          <RecipeVersionPart recipeId={id} adaptedFrom={adaptedFrom} mayMakeOwn={mayMakeOwn} />
        </Suspense>
      ) : undefined,
    [shown, id, adaptedFrom, mayMakeOwn],
  );
}

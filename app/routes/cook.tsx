// /recipe/:id/cook: the recipe detail machine (loading, failed), then cook mode's machine, drawn as the design
// system's full-screen CookScreen. `?servings=` carries the servings chosen on the recipe into the checklist,
// `?units=as-written` the recipe page's switch to the units the recipe is written in.
import { CookScreen } from '@potluck/ui';
import { useParams, useSearchParams } from 'react-router-dom';
import { useCookMode } from '../cook/useCookMode.ts';
import { RouterLink } from '../links.tsx';
import { useRecipe } from '../recipe/useRecipe.ts';
import { cookModeRecipe, selectCookScreen, servingsParam, unitsParam } from '../selectors/cookScreen.ts';
import { useMemberUnits } from '../shell/AppActors.tsx';

export function Component() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const servings = servingsParam(params.get('servings'));
  const units = unitsParam(params.get('units'), useMemberUnits());
  const recipe = useRecipe(id);
  const loaded = recipe?.detail.matches('loaded') ? recipe.detail.context.recipe : null;
  const cook = useCookMode(loaded ? cookModeRecipe(loaded, servings, units) : null);
  return (
    <CookScreen
      {...selectCookScreen({ detail: recipe?.detail ?? null, cook: cook.snapshot }, cook.send, {
        recipeId: id,
        servings,
        Link: RouterLink,
      })}
    />
  );
}

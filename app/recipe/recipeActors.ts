// The detail chunk: the recipe detail and comments machines of one recipe, started with the app's client and
// environment. Loaded on demand (useRecipe.ts), so the grids that open recipes in a modal do not wait for it.
import { createActor } from 'xstate';
import { commentsMachine, recipeDetailMachine } from '../../machines/index.ts';
import { client, env } from '../services.ts';

// The recipe's selector travels with its machines: a grid draws the modal's detail with it once a recipe is open.
export { selectRecipeDetail } from '../selectors/recipeDetail.ts';

/** `memberId`: who is looking (the share picker lists their friends). */
export function startRecipe(recipeId: string, memberId: string) {
  const detail = createActor(recipeDetailMachine, {
    input: {
      client,
      recipeId,
      memberId,
      origin: env.origin,
      writeClipboard: env.writeClipboard,
      sessionStorage: env.sessionStorage,
      now: env.now,
    },
  }).start();
  const comments = createActor(commentsMachine, { input: { client, recipeId } }).start();
  return {
    recipeId,
    detail,
    comments,
    stop: () => {
      detail.stop();
      comments.stop();
    },
  };
}

export type RecipeActors = ReturnType<typeof startRecipe>;

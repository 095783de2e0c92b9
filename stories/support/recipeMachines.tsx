// The recipe screens' stories run the same machines the app does, with a fake client answering from the
// fixtures: the recipe detail and comments machines of one recipe (useRecipeStory), and the client every recipe
// screen calls (recipeClient). Overrides swap one call for `never` (stays loading) or `refuse()` (fails).
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { EventFromLogic } from 'xstate';
import type { OpenedRecipe } from '../../app/recipe/useRecipe.ts';
import { selectRecipeDetail } from '../../app/selectors/recipeDetail.ts';
import { commentsMachine, recipeDetailMachine } from '../../machines/index.ts';
import { memoryStorage } from '../../machines/support/env.ts';
import type { MemberRecipe, RecipeCard } from '../../machines/support/records.ts';
import { comments, cookbooks, friends, recipeDetail, recipes } from '../fixtures.ts';
import {
  aComment,
  aCookbook,
  aFriend,
  anOwnProfile,
  aRecipe,
  aRecipeView,
  sampleId,
} from '../statecharts/samples.ts';
import { answer, refuse } from './answers.ts';
import { useStoryActor } from './fromMachine.tsx';

/** The fixtures' Roasted Tomato Soup as the client hands it to the recipe detail machine. */
export const soup = aRecipeView({
  id: recipeDetail.id,
  source: 'member',
  title: recipeDetail.title,
  image: recipeDetail.image,
  servings: recipeDetail.servings,
  readyInMinutes: recipeDetail.readyInMinutes,
  owner: recipeDetail.author,
  ingredients: recipeDetail.ingredients,
  supplies: recipeDetail.supplies,
  steps: recipeDetail.steps,
  nutrients: recipeDetail.nutrition,
});

/** The fixtures' cards as the discovery machine keeps them, and as the member's own recipes. */
const authors = ['maria_cooks', 'kenji.eats', 'priya'];
/** Browse cards as the client hands them over: time and likes, and the author of a member recipe. */
export const discovered: RecipeCard[] = recipes.map((card, index) => {
  const source = index % 6 === 5 ? 'external' : 'member';
  return {
    id: card.id,
    title: card.title,
    image: card.image ?? undefined,
    source,
    readyInMinutes: card.readyInMinutes ?? null,
    likeCount: (index * 7) % 40,
    ...(source === 'member' && { author: authors[index % authors.length] }),
  };
});
export const ownRecipes: MemberRecipe[] = recipes.map((card, index) =>
  aRecipe({
    _id: sampleId(700 + index),
    title: card.title,
    image: card.image ?? '',
    isPublic: card.isPublic ?? true,
  }),
);

export function recipeClient(overrides: Record<string, unknown> = {}): never {
  return {
    // The recipe detail
    getMemberRecipe: answer(soup),
    getExternalRecipe: answer(soup),
    getOwnProfile: answer(anOwnProfile({ intolerances: ['dairy'] })),
    getLikes: answer({ likeCount: 12, liked: false }),
    toggleLike: answer({ likeCount: 13, liked: true }),
    getCookbooks: answer(cookbooks.map((c) => aCookbook({ _id: c.id, title: c.title }))),
    addRecipeToCookbook: answer({}),
    addRecipeToMyShoppingList: answer({}),
    getFriends: answer(friends.map((f) => aFriend({ _id: f.id, username: f.username, fName: f.name }))),
    // Comments
    getComments: answer(
      comments.map((c, n) => aComment({ _id: sampleId(400 + n), username: c.username, text: c.text })),
    ),
    getCommentCount: answer({ count: comments.length }),
    postComment: answer({}),
    // Discovery
    searchExternal: async ({ offset }: { offset: number }) =>
      offset === 0 ? structuredClone(discovered) : [],
    getPublicRecipes: answer([]),
    // My Recipes
    getMyRecipes: answer(ownRecipes.slice(0, 6)),
    deleteRecipe: answer({}),
    setRecipePrivacy: async (_id: string, isPublic: boolean) => ({ isPublic }),
    createRecipe: answer(ownRecipes[0]),
    importRecipe: refuse(422, 'No recipe found on that page'),
    ...overrides,
  } as never;
}

type Events = {
  detail?: EventFromLogic<typeof recipeDetailMachine>[];
  comments?: EventFromLogic<typeof commentsMachine>[];
};

/** One recipe's machines, running as in the app (app/recipe/useRecipe.ts), for a story. */
export function useRecipeStory(client: never, recipeId: string, events: Events = {}): OpenedRecipe {
  // The first render's events: a story's render function may build them anew each time.
  const [once] = useState(() => ({ detail: events.detail ?? [], comments: events.comments ?? [] }));
  const detail = useStoryActor(
    recipeDetailMachine,
    {
      client,
      recipeId,
      memberId: sampleId(9),
      origin: 'https://potluck.example',
      writeClipboard: async () => undefined,
      sessionStorage: memoryStorage(),
      now: () => Date.parse('2026-11-24T11:00:00'),
    },
    once.detail,
  );
  const thread = useStoryActor(commentsMachine, { client, recipeId }, once.comments);
  return {
    detail: useSelector(detail, (s) => s),
    comments: useSelector(thread, (s) => s),
    send: { detail: detail.send, comments: thread.send },
    select: selectRecipeDetail,
  };
}

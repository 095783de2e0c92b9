// What a recipe detail talks in: what it starts from (input), the events the screen sends, what it asks the app
// to do (emitted), and what it keeps (context).
import type { Meal } from '@potluck/domain';
import type { Clock, KeyValueStorage, WriteClipboard } from '../support/env.ts';
import type { Cookbook, Friend, Id, Likes, RecipeDetail } from '../support/records.ts';
import type { RecipeDetailClient } from './calls.ts';

export type RecipeDetailInput = {
  client: RecipeDetailClient;
  recipeId: string;
  /** The logged-in member (the session machine's member.id): whose friends the share picker lists. */
  memberId: Id;
  origin: string;
  writeClipboard: WriteClipboard;
  sessionStorage: KeyValueStorage;
  /** The clock: 'Plan it' offers today first. */
  now: Clock;
};

export type RecipeDetailEvent =
  | { type: 'recipe.reload' }
  | { type: 'like.toggle' }
  | { type: 'cookbook.select'; cookbookId: Id | null }
  | { type: 'cookbook.add' }
  | { type: 'share.open' }
  | { type: 'share.close' }
  | { type: 'share.copyLink' }
  | { type: 'share.friends' }
  | { type: 'friend.choose'; friendId: Id }
  | { type: 'nutrition.showMore' }
  | { type: 'nutrition.showLess' }
  /** The servings stepper (or a number typed): cook for this many. */
  | { type: 'servings.change'; servings: number }
  | { type: 'servings.halve' }
  | { type: 'servings.double' }
  /** Back to the servings the recipe is written for. */
  | { type: 'servings.reset' }
  /** The amounts in the units the recipe is written in, or in the member's (metric or US customary). */
  | { type: 'units.showAsWritten' }
  | { type: 'units.showMine' }
  /** 'Add to shopping list': the ingredients at the servings chosen (issue 20). */
  | { type: 'shopping.add' }
  /** 'Plan it': choose a day, a meal and servings, then add it to the member's meal plan. */
  | { type: 'plan.open' }
  | { type: 'plan.change'; day?: string; meal?: Meal; servings?: number | null }
  | { type: 'plan.confirm' }
  | { type: 'plan.close' };

/** Asks the app to open the chat with a friend, the link prefilled (the window event openChat). */
export type ChatOpen = { type: 'chat.open'; userId: Id; link: string };

/** Tells the app the member's like changed, so a grid showing the recipe's card shows it too. */
export type RecipeLiked = { type: 'recipe.liked'; recipeId: string } & Likes;

/**
 * Asks the app to put the ingredients on the member's shopping list: the list's own machine queues it like any
 * change of the list (one write path), shows the lines at once and sends them when it can.
 */
export type ShoppingAddRecipe = {
  type: 'shopping.addRecipe';
  recipeId: string;
  title: string;
  /** The servings chosen in the scaler, or undefined for the recipe as written. */
  servings: number | undefined;
  /** The lines at those servings, as the list shows them until the server has answered. */
  lines: string[];
};

/**
 * Asks the app to put the recipe on the member's meal plan: the plan's own machine queues it like any change of
 * the plan (one write path), shows it at once and sends it when it can.
 */
export type PlanAddRecipe = {
  type: 'plan.addRecipe';
  recipeId: string;
  title: string;
  image: string | null;
  /** Null: as the recipe says. */
  servings: number | null;
  day: string;
  meal: Meal;
};

/** What 'Plan it' has chosen so far. */
export type PlanChoice = { day: string; meal: Meal; servings: number | null };

export type RecipeDetailContext = RecipeDetailInput & {
  recipe: RecipeDetail | null;
  intolerances: string[];
  likes: Likes;
  cookbooks: Cookbook[];
  selectedCookbook: Id | null;
  friends: Friend[];
  /** The friend the recipe was last shared with (the chat opened with them). */
  chosenFriend: Id | null;
  /** The servings chosen with the scaler; null while the recipe is shown as written. */
  servings: number | null;
  plan: PlanChoice;
};

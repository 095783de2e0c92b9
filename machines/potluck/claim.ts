// The claim dialog of a potluck page: the course, what the member looks for, the recipe picked or the free text,
// and the servings (none chosen: the headcount). Pure, read by claimMachine and the page's selector.
import type { Potluck, PotluckDish } from '@potluck/contract';
import { type PotluckCourse, potluckLimits } from '@potluck/domain';
import type { FoundRecipe } from '../support/findRecipes.ts';

export type ClaimDraft = {
  course: PotluckCourse;
  query: string;
  found: FoundRecipe[];
  recipe: FoundRecipe | null;
  text: string;
  /** Null: the headcount (the server's default). */
  servings: number | null;
};

export const newClaim = (course: PotluckCourse): ClaimDraft => ({
  course,
  query: '',
  found: [],
  recipe: null,
  text: '',
  servings: null,
});

/** The meal types (a recipe's tags) that make a dish for each course: a member's own recipes of these come first. */
const courseMealTypes: Record<PotluckCourse, readonly string[]> = {
  starter: ['appetizer', 'soup', 'salad', 'fingerfood', 'snack'],
  main: ['main course', 'dinner', 'lunch'],
  side: ['side dish', 'salad', 'bread', 'sauce'],
  dessert: ['dessert'],
  drinks: ['beverage', 'drink'],
};

/** How many of the member's own recipes the dialog offers before any search. */
export const ownRecipesOffered = 8;

type OwnRecipe = { _id: string; title: string; image?: string | undefined; tags?: { mealType: string[] } };

/**
 * "Bring a dish" opens on the member's own recipes that fit the course (by their meal types), at most
 * ownRecipesOffered; search finds more.
 */
export function ownRecipesFor(course: PotluckCourse, recipes: readonly OwnRecipe[]): FoundRecipe[] {
  const fits = courseMealTypes[course];
  return recipes
    .filter((recipe) => recipe.tags?.mealType.some((type) => fits.includes(type)) ?? false)
    .slice(0, ownRecipesOffered)
    .map((recipe) => ({
      recipeId: recipe._id,
      title: recipe.title,
      image: recipe.image || null,
      source: 'yours',
    }));
}

/** Why the server refused a claim the member must be told of: the last place went, or claims closed. */
export type ClaimRefusal = 'full' | 'closed';

export const hasDish = (claim: ClaimDraft) =>
  claim.recipe !== null ||
  (claim.text.trim().length > 0 && claim.text.length <= potluckLimits.dishTextLength);

/** The dish someone already brings with the recipe picked, if any. */
export const sameRecipe = (potluck: Potluck | null, claim: ClaimDraft | null): PotluckDish | undefined =>
  claim?.recipe
    ? potluck?.courses.flatMap((menu) => menu.dishes).find((dish) => dish.recipeId === claim.recipe?.recipeId)
    : undefined;

/** The claim call's body; `confirmDuplicate` once the member said yes to bringing the same recipe. */
export function claimBody(claim: ClaimDraft, confirmDuplicate: boolean) {
  return {
    course: claim.course,
    ...(claim.recipe ? { recipeId: claim.recipe.recipeId } : { text: claim.text.trim() }),
    ...(claim.servings !== null && { servings: claim.servings }),
    confirmDuplicate,
  };
}

/** The 409 of a claim says why (the contract's potluckClaimConflict). */
export function refusalReason(error: unknown): 'full' | 'duplicate' | 'closed' | undefined {
  const body = (error as { body?: { reason?: unknown } } | null)?.body;
  const reason = body?.reason;
  return reason === 'full' || reason === 'duplicate' || reason === 'closed' ? reason : undefined;
}

/** The course has a free place and the host has not closed claims on a planned potluck. */
export const canClaimIn = (potluck: Potluck | null, course: PotluckCourse) =>
  potluck !== null &&
  potluck.status === 'planned' &&
  !potluck.claimsClosed &&
  (potluck.courses.find((menu) => menu.course === course)?.open ?? 0) > 0;

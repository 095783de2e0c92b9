import type { Cuisine, Diet, Intolerance, MealType } from '@potluck/domain';

// A demo recipe as written in the seed files: real content, tags typed against SPEC §3's option lists so a
// misspelt tag fails the type check rather than the filters.

export interface DemoRecipe {
  /** Username of the demo member who posted it. */
  owner: string;
  title: string;
  ingredients: string[];
  instructions: string[];
  prepTime: number;
  cookTime: number;
  servings: string;
  mealType: MealType[];
  cuisine: Cuisine[];
  diet: Diet[];
  intolerance: Intolerance[];
  /** Demo recipes are public unless said otherwise. */
  isPublic?: boolean;
  link?: string;
  /** How long before the seed ran it was posted. */
  daysAgo: number;
}

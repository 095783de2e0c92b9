export interface NutrientData {
  name: string;
  amount: number;
  unit: string;
  percentOfDailyNeeds?: number | null | undefined;
}

export interface RecipeDetailData {
  id: string;
  title: string;
  image?: string | null | undefined;
  servings?: string | number | null | undefined;
  readyInMinutes?: number | null | undefined;
  /** The member who created it; absent for provider recipes. */
  author?: { username: string } | null | undefined;
  ingredients: readonly string[];
  supplies: readonly string[];
  /** Directions, one step per entry. */
  steps: readonly string[];
  nutrition: readonly NutrientData[];
}

export interface CommentData {
  id: string;
  username: string;
  text: string;
  createdAt: string;
}

export interface CookbookChoice {
  id: string;
  title: string;
}

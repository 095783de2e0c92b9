import type { Meal } from '@potluck/domain';

// Maria's meal plan for the week the demo is loaded in, shared with Kenji (they plan their dinners together).
// Recipes are named by title, or `catalogue:<cuisine>:<n>` like the rest of the demo activity; days count from
// that week's Monday.

export interface DemoPlanEntry {
  day: number;
  meal: Meal;
  recipe?: string;
  note?: string;
  servings?: number;
}

export const demoPlan = {
  owner: 'maria_cooks',
  sharedWith: 'kenji.eats',
  entries: [
    { day: 0, meal: 'dinner', recipe: 'Nonna’s Sunday Ragù', servings: 4 },
    { day: 1, meal: 'dinner', recipe: 'Chana Masala' },
    { day: 2, meal: 'lunch', note: 'Leftovers' },
    { day: 2, meal: 'dinner', recipe: 'catalogue:italian:1', servings: 2 },
    { day: 3, meal: 'dinner', recipe: 'Weeknight Shoyu Ramen' },
    { day: 4, meal: 'dinner', recipe: 'catalogue:japanese:0' },
    { day: 5, meal: 'lunch', recipe: 'Panzanella' },
    { day: 6, meal: 'breakfast', recipe: 'Lemon Ricotta Pancakes' },
  ] satisfies DemoPlanEntry[] as DemoPlanEntry[],
};

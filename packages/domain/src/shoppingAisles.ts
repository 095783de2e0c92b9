// The aisles a shopping list is grouped by, in the order a shop is walked. Which aisle an ingredient belongs to
// is guessed from its name (aisleFor, in shoppingList.ts); a member's own choice for an ingredient wins.

export const aisles = [
  'produce',
  'dairy',
  'meat-and-fish',
  'bakery',
  'pantry',
  'spices',
  'frozen',
  'drinks',
  'other',
] as const;
export type Aisle = (typeof aisles)[number];

/** How each aisle is titled on the list. */
export const aisleLabels: Record<Aisle, string> = {
  produce: 'Produce',
  dairy: 'Dairy',
  'meat-and-fish': 'Meat and fish',
  bakery: 'Bakery',
  pantry: 'Pantry',
  spices: 'Spices',
  frozen: 'Frozen',
  drinks: 'Drinks',
  other: 'Other',
};

/** Bounds of a shopping list (API.md's rule: every list is bounded). */
export const shoppingLimits = {
  /** Items on one list. */
  items: 500,
  /** Lines added in one call (a recipe's or a cookbook's ingredients count line by line). */
  linesPerAdd: 100,
  /** Characters of one typed line. */
  lineLength: 120,
  /** Members and cookbooks one list is shared with. */
  shares: 50,
  /** Recipes an item remembers it came from. */
  sourcesPerItem: 20,
} as const;

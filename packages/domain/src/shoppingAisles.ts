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
  /** Lines added in one call: typed lines, or a recipe's ingredient lines (counted before any is read). */
  linesPerAdd: 100,
  /** Recipes of one cookbook added in one call. */
  recipesPerCookbookAdd: 50,
  /** Ingredient lines of all the recipes of one cookbook added in one call. */
  linesPerCookbookAdd: 500,
  /**
   * The largest amount an item holds, in its unit (a tonne in grams, a thousand litres in millilitres): a line
   * above it is kept as text without an amount, two amounts whose sum passes it stay two items. The database's
   * CHECK on shopping_items.quantity (migration 014) holds the same bound.
   */
  largestQuantity: 1_000_000,
  /** Characters of one typed line. */
  lineLength: 120,
  /** Members and cookbooks one list is shared with. */
  shares: 50,
  /** Recipes an item remembers it came from. */
  sourcesPerItem: 20,
} as const;

// SPEC §9 business constants and limits, in one place, so the UI, machines, client and server agree.

export const limits = {
  commentMin: 3,
  commentMax: 150,
  commentsFirstShown: 3,
  commentsPerLoadMore: 3,
  nutritionShown: 6,
  memberRecipeIdLength: 24,
  bioMax: 60,
  cookbookTitleMax: 18,
  passwordMin: 6,
  coverCount: 9,
  userSearchMinChars: 2,
  userSearchPauseMs: 300,
  recipePageSize: 24,
  /** Every 6th slot of the discovery grid holds a provider recipe. */
  providerSlotEvery: 6,
  skeletonsFirstPage: 24,
  skeletonsLaterPage: 4,
  /** Loading placeholders on the cookbooks list and on My Recipes. */
  skeletonsCookbooks: 8,
  infiniteScrollThresholdPx: 100,
  imageMaxHeightPx: 500,
  cookbookCacheMs: 600_000,
  notificationPollMs: 10_000,
  chatAlertPollMs: 30_000,
  badgeMax: 9,
  scrollerArrowsFrom: 3,
  adminUsersShown: 3,
  adminTopCount: 5,
  toastsHeld: 20,
  toastMs: 4_000,
  successToastMs: 2_000,
  providerRequestsPerWindow: 5,
  providerWindowMs: 1_000,
  /** Not in the spec: the API's cap on one chat message, so one message cannot fill the database. */
  chatMessageMax: 1_000,
} as const;

/** The provider's offset for a 1-based results page: 24 × (page − 1). Pages below 1 count as page 1. */
export function pageOffset(page: number): number {
  const whole = Number.isFinite(page) ? Math.max(1, Math.floor(page)) : 1;
  return limits.recipePageSize * (whole - 1);
}

/** The notification bell's badge: nothing for no unread, the count up to 9, '9+' above. */
export function badgeText(unread: number): string {
  const whole = Math.floor(unread);
  if (Number.isNaN(whole) || whole <= 0) return '';
  return whole > limits.badgeMax ? `${limits.badgeMax}+` : String(whole);
}

/** Whether a horizontal scroller shows its arrows (3 or more items). */
export function showsScrollerArrows(itemCount: number): boolean {
  return itemCount >= limits.scrollerArrowsFrom;
}

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
  /** Meal-plan entries added in one call ("Add this week to the shopping list"): a plan's week holds 100. */
  entriesPerPlanAdd: 100,
  /** Ingredient lines of all the recipe entries of one such add (a recipe planned twice counts twice). */
  linesPerPlanAdd: 500,
  /** Planned days one recipe of an item remembers ("Pancakes (Mon, Thu)"). */
  daysPerSource: 14,
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

import { aisles, shoppingLimits } from '@potluck/domain';
import { z } from 'zod';
import { recipeRef } from './comments.ts';
import { changeTime, id24, timestamp } from './common.ts';
import { shownText } from './text.ts';

// Shopping lists (API.md "Shopping lists"). Every member has one list, made on first use. Its owner may share it
// with friends or with a cookbook's owners (whoever owns that cookbook at the time); everyone it is shared with
// reads and changes it like the owner, only the owner shares and unshares (a member it is shared with may leave).
// Every change is told to everyone who can open the list (a `shopping` live event). Every change answers the
// whole list, so a client never has to merge answers itself.

/**
 * A recipe an item came from and, when it came from a meal plan, the days it is planned on (ISO dates, oldest
 * first, at most shoppingLimits.daysPerSource): the list says "Pancakes (Mon), Chili (Wed)".
 */
export const shoppingItemSource = z.object({
  recipeId: z.string(),
  title: z.string(),
  days: z.array(z.string()).optional(),
});

export const shoppingItem = z.object({
  id: id24,
  /** The ingredient, normalised ("butter" for "Butter, softened"): items with one name and a convertible unit merge. */
  name: z.string(),
  /**
   * The amount in `unit`, or null when the line had none ("salt to taste") or one past
   * shoppingLimits.largestQuantity (kept as text). Always finite, from 0 to that bound.
   */
  quantity: z.number().nullable(),
  /** The unit as the list writes it ("g", "kg", "tsp", "cup", "clove"), '' for a count ("3 onions"). */
  unit: z.string(),
  /** The line as the list shows it: "300 g butter". */
  text: z.string(),
  aisle: z.enum(aisles),
  checked: z.boolean(),
  /** At most shoppingLimits.sourcesPerItem recipes, oldest first. */
  sources: z.array(shoppingItemSource),
  updatedAt: timestamp,
});
export type ShoppingItem = z.infer<typeof shoppingItem>;

export const shoppingListShare = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('member'), id: id24, memberId: id24, username: z.string() }),
  z.object({ kind: z.literal('cookbook'), id: id24, cookbookId: id24, title: z.string() }),
]);
export type ShoppingListShare = z.infer<typeof shoppingListShare>;

export const shoppingList = z.object({
  id: id24,
  ownerId: id24,
  ownerName: z.string(),
  /** Grouped by the client; the server answers them by aisle order, then name. */
  items: z.array(shoppingItem),
  /** Only the owner sees whom the list is shared with; others get []. */
  shares: z.array(shoppingListShare),
  updatedAt: timestamp,
});
export type ShoppingList = z.infer<typeof shoppingList>;

/** GET /api/shopping-lists: the member's own list first, then the lists shared with them. */
export const shoppingListSummary = z.object({
  id: id24,
  ownerId: id24,
  ownerName: z.string(),
  itemCount: z.number().int(),
  uncheckedCount: z.number().int(),
});
export const shoppingListSummaries = z.array(shoppingListSummary);
export type ShoppingListSummary = z.infer<typeof shoppingListSummary>;

export const shoppingListParams = z.object({ id: id24 });
export const shoppingItemParams = z.object({ id: id24, itemId: id24 });
export const shoppingShareParams = z.object({ id: id24, shareId: id24 });

/**
 * A client's name for one change, so a change sent again (an offline queue replayed after a lost answer) is applied
 * once: the server remembers the ids it applied per list and per member (another member's equal id is another change).
 */
export const operationId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _');

const shoppingLine = shownText({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(shoppingLimits.lineLength, `must be at most ${shoppingLimits.lineLength} characters`);

/** POST /api/shopping-lists/:id/items: lines typed by hand ("200 g butter"). */
export const addShoppingLinesBody = z.object({
  lines: z
    .array(shoppingLine)
    .min(1, 'must hold at least one line')
    .max(shoppingLimits.linesPerAdd, `must hold at most ${shoppingLimits.linesPerAdd} lines`),
  operationId: operationId.optional(),
});

/**
 * POST /api/shopping-lists/:id/recipes: a recipe's ingredients at the servings chosen in the scaler. A recipe of more
 * than shoppingLimits.linesPerAdd lines is refused (422) before anything is added.
 */
export const addShoppingRecipeBody = z.object({
  recipeId: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z.string({ error: 'is required' }).pipe(recipeRef),
  ),
  servings: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100, 'must be at most 100')
    .optional(),
  operationId: operationId.optional(),
});

/**
 * POST /api/shopping-lists/:id/cookbooks: every recipe of a cookbook the member can see. More than
 * shoppingLimits.recipesPerCookbookAdd recipes or linesPerCookbookAdd lines in all is refused (422), adding nothing.
 */
export const addShoppingCookbookBody = z.object({
  cookbookId: id24,
  operationId: operationId.optional(),
});

/**
 * POST /api/shopping-lists/:id/plan-entries: the ingredients of recipe entries of a meal plan the member may open
 * ("Add this week to the shopping list"), each at its servings, merged; each item remembers the recipes and days it
 * is for, and the entries are marked added (`addedToListAt`) in the same transaction. More than
 * shoppingLimits.entriesPerPlanAdd entries, or linesPerPlanAdd ingredient lines in all, is refused (422) adding
 * nothing. Entries that are notes, gone, or whose recipe the member cannot open are left out (and not marked).
 */
export const addShoppingPlanEntriesBody = z.object({
  planId: id24,
  entryIds: z
    .array(id24)
    .min(1, 'must hold at least one entry')
    .max(shoppingLimits.entriesPerPlanAdd, `must hold at most ${shoppingLimits.entriesPerPlanAdd} entries`),
  operationId: operationId.optional(),
});
export type AddShoppingPlanEntriesBody = z.input<typeof addShoppingPlanEntriesBody>;

/**
 * PATCH /api/shopping-lists/:id/items/:itemId. `changedAt` is when the member made the change (on their device,
 * perhaps offline): the last change wins per item, so an older change than the item's is answered with the list
 * unchanged. A new `text` is read again (name, amount, unit); a new `aisle` is remembered for that ingredient.
 */
export const updateShoppingItemBody = z
  .object({
    checked: z.boolean({ error: 'must be true or false' }).optional(),
    text: shoppingLine.optional(),
    aisle: z.enum(aisles, { error: `must be one of ${aisles.join(', ')}` }).optional(),
    changedAt: changeTime,
  })
  .refine((body) => body.checked !== undefined || body.text !== undefined || body.aisle !== undefined, {
    error: 'must change checked, text or aisle',
  });

/** POST /api/shopping-lists/:id/shares: a friend, or a cookbook the owner owns (its owners then share the list). */
export const shareShoppingListBody = z.union(
  [z.object({ memberId: id24 }).strict(), z.object({ cookbookId: id24 }).strict()],
  { error: 'must name a memberId or a cookbookId' },
);

// A member's changes to a shopping list, kept on the device until the server has them (issue 20; the queue itself
// is machines/queue/, the meal plan's too): each has an operation id (the server applies one id once, however
// often it is sent), and a change to an item carries when the member made it (the last change wins per item). The
// list the member sees is the server's last answer with the changes not yet sent applied on top, by the same rules
// the server merges with (@potluck/domain).
import type { ShoppingItem, ShoppingList } from '@potluck/contract';
import {
  type Aisle,
  addAmounts,
  aisleFor,
  aisles,
  amountsMerge,
  formatShoppingItem,
  itemToMergeInto,
  readShoppingLine,
  type ShoppingAmount,
} from '@potluck/domain';
import { isNumber, isOneOf, isQueuedRecord, isRecord, isText, isTexts } from '../queue/index.ts';

/** Which item a change is about: its id, and its amount to find it again once a line added offline is saved. */
export type ItemTarget = { id: string } & ShoppingAmount;

export type ShoppingChange = { listId: string; operationId: string } & (
  | { kind: 'add'; lines: string[] }
  /** A recipe's ingredients at the servings chosen; `lines` are what the list shows until the server answers. */
  | { kind: 'addRecipe'; recipeId: string; title: string; servings?: number | undefined; lines: string[] }
  /** Every recipe of a cookbook: the server reads their lines, so nothing shows before it has answered. */
  | { kind: 'addCookbook'; cookbookId: string; title: string }
  /** Recipe entries of a meal plan (a week): the server reads their lines and marks them added, like a cookbook. */
  | { kind: 'addPlanEntries'; planId: string; entryIds: string[] }
  | {
      kind: 'update';
      item: ItemTarget;
      change: { checked?: boolean; text?: string; aisle?: Aisle };
      /** ISO time the member made the change. */
      changedAt: string;
    }
  | { kind: 'delete'; item: ItemTarget }
  | { kind: 'clearChecked' }
);

/** An item added on this device and not yet saved has an id of its own, never a server id (24 hex). */
const localPrefix = 'local-';
export const isLocalItem = (id: string): boolean => id.startsWith(localPrefix);

export const targetOf = (item: ShoppingItem): ItemTarget => ({
  id: item.id,
  name: item.name,
  quantity: item.quantity,
  unit: item.unit,
});

/**
 * The server's id for the item a change is about. An item added on this device got a local id; once its line is
 * saved, the server's answer holds it (merged perhaps) under the same ingredient, which is found by its amount.
 */
export function serverItemId(list: ShoppingList, item: ItemTarget): string | undefined {
  if (!isLocalItem(item.id)) return item.id;
  const candidates = list.items.filter((candidate) => amountsMerge(candidate, item));
  return (candidates.find((candidate) => !candidate.checked) ?? candidates[0])?.id;
}

function withAmount(item: ShoppingItem, amount: ShoppingAmount): ShoppingItem {
  return { ...item, ...amount, text: formatShoppingItem(amount) };
}

/** The list with lines added, merged as the server merges them; new items get local ids. */
function withLines(
  list: ShoppingList,
  change: { operationId: string; lines: readonly string[] },
  sources: ShoppingItem['sources'],
  at: string,
): ShoppingList {
  const items = [...list.items];
  change.lines.forEach((line, index) => {
    const amount = readShoppingLine(line);
    if (!amount.name) return;
    const same = itemToMergeInto(items, amount);
    if (same) {
      const known = new Set(same.sources.map((source) => source.recipeId));
      items[items.indexOf(same)] = {
        ...withAmount(same, addAmounts(same, amount)),
        sources: [...same.sources, ...sources.filter((source) => !known.has(source.recipeId))],
      };
      return;
    }
    items.push({
      id: `${localPrefix}${change.operationId}-${index}`,
      ...amount,
      text: formatShoppingItem(amount),
      aisle: aisleFor(amount.name),
      checked: false,
      sources,
      updatedAt: at,
    });
  });
  return { ...list, items };
}

/** The list with one change applied, as the server will apply it. */
export function applyChange(list: ShoppingList, change: ShoppingChange, at: string): ShoppingList {
  if (change.listId !== list.id) return list;
  switch (change.kind) {
    case 'add':
      return withLines(list, change, [], at);
    case 'addRecipe':
      return withLines(list, change, [{ recipeId: change.recipeId, title: change.title }], at);
    case 'addCookbook':
    case 'addPlanEntries':
      return list;
    case 'update':
      return {
        ...list,
        items: list.items.map((item) => {
          if (item.id !== change.item.id) return item;
          const { checked, text, aisle } = change.change;
          const changed = text === undefined ? item : withAmount(item, readShoppingLine(text));
          return {
            ...changed,
            ...(checked !== undefined && { checked }),
            ...(aisle !== undefined && { aisle }),
          };
        }),
      };
    case 'delete':
      return { ...list, items: list.items.filter((item) => item.id !== change.item.id) };
    case 'clearChecked':
      return { ...list, items: list.items.filter((item) => !item.checked) };
  }
}

/** The list the member sees: the server's last answer and, on top, the changes not yet sent. */
export function withPending(list: ShoppingList, pending: readonly ShoppingChange[]): ShoppingList {
  return pending.reduce((current, change) => applyChange(current, change, list.updatedAt), list);
}

const isAisle = isOneOf(aisles);
const isMaybe =
  <T>(check: (value: unknown) => value is T) =>
  (value: unknown) =>
    value === undefined || check(value);

const isItemTarget = (value: unknown): value is ItemTarget =>
  isRecord(value) &&
  isText(value.id) &&
  isText(value.name) &&
  (value.quantity === null || isNumber(value.quantity)) &&
  isText(value.unit);

const isFlag = (value: unknown): value is boolean => typeof value === 'boolean';

const isItemChange = (value: unknown): boolean =>
  isRecord(value) &&
  isMaybe(isFlag)(value.checked) &&
  isMaybe(isText)(value.text) &&
  isMaybe(isAisle)(value.aisle);

/** A change read back from the device has the shape this app sends (the queue drops the copy otherwise). */
export function isShoppingChange(value: unknown): value is ShoppingChange {
  if (!isQueuedRecord(value) || !isText(value.listId)) return false;
  switch (value.kind) {
    case 'add':
      return isTexts(value.lines);
    case 'addRecipe':
      return (
        isText(value.recipeId) &&
        isText(value.title) &&
        isMaybe(isNumber)(value.servings) &&
        isTexts(value.lines)
      );
    case 'addCookbook':
      return isText(value.cookbookId) && isText(value.title);
    case 'addPlanEntries':
      return isText(value.planId) && isTexts(value.entryIds);
    case 'update':
      return isItemTarget(value.item) && isItemChange(value.change) && isText(value.changedAt);
    case 'delete':
      return isItemTarget(value.item);
    case 'clearChecked':
      return true;
    default:
      return false;
  }
}

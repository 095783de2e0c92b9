// A member's changes to a meal plan, kept on the device until the server has them (the queue is
// machines/queue/, the shopping list's too): each has an operation id of the member's own (an add sent twice is
// applied once), and a move or a change of servings carries when the member made it (the last change wins per
// entry). The week the member sees is the server's last answer with the changes not yet sent applied on top.
import type { PlanEntry, PlanWeek } from '@potluck/contract';
import { type Meal, meals, weekDays } from '@potluck/domain';
import { isNumber, isOneOf, isQueuedRecord, isRecord, isText } from '../queue/index.ts';

/** What an entry shows before the server has it: a recipe (with its title and picture) or a note. */
export type NewEntry = {
  day: string;
  meal: Meal;
  recipeId: string | null;
  title: string;
  image: string | null;
  /** Null: as the recipe says (the server reads it) or, for a note, not said. */
  servings: number | null;
  note: string | null;
};

export type EntryChange = { day?: string; meal?: Meal; servings?: number | null };

/** A change's `entryId` is the entry's id on this device (`local-…`) until the server answers its own. */
export type PlanChange = { planId: string; operationId: string } & (
  | ({ kind: 'add'; entryId: string } & NewEntry)
  | { kind: 'update'; entryId: string; change: EntryChange; changedAt: string }
  | { kind: 'remove'; entryId: string }
);

/** An entry added on this device and not yet saved has an id of its own, never a server id (24 hex). */
const localPrefix = 'local-';
export const localEntryId = (operationId: string): string => `${localPrefix}${operationId}`;
export const isLocalEntry = (id: string): boolean => id.startsWith(localPrefix);

/** The entry a removal took away, as an add that puts it back (Undo after the removal was sent). */
export function newEntryOf(entry: PlanEntry): NewEntry {
  return {
    day: entry.day,
    meal: entry.meal,
    recipeId: entry.recipeId,
    title: entry.title,
    image: entry.image,
    servings: entry.servings,
    note: entry.note,
  };
}

function added(change: Extract<PlanChange, { kind: 'add' }>, at: string): PlanEntry {
  const { planId: _, operationId: __, kind: ___, entryId, ...entry } = change;
  return { id: entryId, ...entry, addedToListAt: null, updatedAt: at };
}

/** The week with one change applied, as the server will apply it. */
export function applyChange(week: PlanWeek, change: PlanChange): PlanWeek {
  if (change.planId !== week.id) return week;
  const days = weekDays(week.weekStart);
  switch (change.kind) {
    case 'add':
      return days.includes(change.day)
        ? { ...week, entries: [...week.entries, added(change, week.updatedAt)] }
        : week;
    case 'update':
      return {
        ...week,
        entries: week.entries
          .map((entry) => (entry.id === change.entryId ? { ...entry, ...change.change } : entry))
          .filter((entry) => days.includes(entry.day)),
      };
    case 'remove':
      return { ...week, entries: week.entries.filter((entry) => entry.id !== change.entryId) };
  }
}

/** The week the member sees: the server's last answer and, on top, the changes not yet sent. */
export function withPending(week: PlanWeek, pending: readonly PlanChange[]): PlanWeek {
  return pending.reduce(applyChange, week);
}

const isMeal = isOneOf(meals);
const isTextOrNull = (value: unknown) => value === null || isText(value);
const isServings = (value: unknown) => value === null || isNumber(value);

const isNewEntry = (value: Record<string, unknown>): boolean =>
  isText(value.day) &&
  isMeal(value.meal) &&
  isTextOrNull(value.recipeId) &&
  isText(value.title) &&
  isTextOrNull(value.image) &&
  isServings(value.servings) &&
  isTextOrNull(value.note);

const isEntryChange = (value: unknown): boolean =>
  isRecord(value) &&
  (value.day === undefined || isText(value.day)) &&
  (value.meal === undefined || isMeal(value.meal)) &&
  (value.servings === undefined || isServings(value.servings));

/** A change read back from the device has the shape this app sends (the queue drops the copy otherwise). */
export function isPlanChange(value: unknown): value is PlanChange {
  if (!isQueuedRecord(value) || !isText(value.planId) || !isText(value.entryId)) return false;
  switch (value.kind) {
    case 'add':
      return isNewEntry(value);
    case 'update':
      return isEntryChange(value.change) && isText(value.changedAt);
    case 'remove':
      return true;
    default:
      return false;
  }
}

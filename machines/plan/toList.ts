// "Add this week to the shopping list": which entries of the week on screen go, and the mark the member sees at
// once. Only recipe entries the server knows go (an entry added offline has a local id until it is saved); the
// server reads their ingredients and marks them added in the same change (shopping list's `addPlanEntries`),
// and until its answer reaches the plan the device shows them marked (`listed`).
import type { PlanWeek } from '@potluck/contract';
import type { Id } from '../support/records.ts';
import { isLocalEntry } from './changes.ts';

/** Every recipe entry of the week, or only those never added to a shopping list. */
export type ToList = 'all' | 'new';

/** The event the plan emits for the member's shopping list (the shell forwards it to the list's queue). */
export type PlanEntriesToList = { type: 'planEntries.add'; planId: Id; entryIds: Id[] };

const recipeEntries = (week: PlanWeek | null) =>
  (week?.entries ?? []).filter((entry) => entry.recipeId !== null && !isLocalEntry(entry.id));

/** The ids of the week's recipe entries that go to the list. */
export function entriesToList(week: PlanWeek | null, which: ToList): Id[] {
  return recipeEntries(week)
    .filter((entry) => which === 'all' || entry.addedToListAt === null)
    .map((entry) => entry.id);
}

/** How many of the week's recipe entries were added to a shopping list before, and how many not. */
export function listedCounts(week: PlanWeek | null): { before: number; new: number } {
  const entries = recipeEntries(week);
  const before = entries.filter((entry) => entry.addedToListAt !== null).length;
  return { before, new: entries.length - before };
}

/** The week with the entries sent to the list from this device shown as added, until the server says so too. */
export function withListed(week: PlanWeek, listed: Readonly<Record<Id, string>>): PlanWeek {
  if (Object.keys(listed).length === 0) return week;
  return {
    ...week,
    entries: week.entries.map((entry) =>
      entry.addedToListAt === null && listed[entry.id]
        ? { ...entry, addedToListAt: listed[entry.id] as string }
        : entry,
    ),
  };
}

/** The marks the server's week now holds itself are forgotten. */
export function stillListed(listed: Readonly<Record<Id, string>>, week: PlanWeek | null): Record<Id, string> {
  const marked = new Set(
    (week?.entries ?? []).filter((entry) => entry.addedToListAt !== null).map((e) => e.id),
  );
  return Object.fromEntries(Object.entries(listed).filter(([id]) => !marked.has(id)));
}

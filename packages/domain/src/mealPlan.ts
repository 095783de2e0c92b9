import { recipeServingsCount } from './servingsScaler.ts';

// The meal plan ("Plan the week"): weeks start on Monday, each day has four meals, and every entry sits at its
// meal's time in the member's calendar. Days are ISO dates ("2026-11-30") without a time zone: a plan is about
// the household's days, not instants, so the server and every device agree on which day an entry is.

export const meals = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type Meal = (typeof meals)[number];

/**
 * When each meal is in the calendar feed, as a wall-clock time ("floating" in RFC 5545 terms): dinner is at 19:00
 * wherever the member's calendar is, with no time zone to get wrong.
 */
export const mealTimes: Record<Meal, { hour: number; minute: number }> = {
  breakfast: { hour: 8, minute: 0 },
  lunch: { hour: 12, minute: 30 },
  snack: { hour: 16, minute: 0 },
  dinner: { hour: 19, minute: 0 },
};

export const planLimits = {
  /** Entries in one plan's week (Monday to Sunday). */
  entriesPerWeek: 100,
  /** Characters of a note ("Leftovers", "Eat out"). */
  noteLength: 200,
  /** Servings of one entry. */
  servings: 100,
  /** How far from today (either way) a day may be planned. */
  yearsFromToday: 2,
  /** Friends one plan is shared with. */
  shares: 50,
  /** The calendar feed: weeks before this week and after it that it holds. */
  feedWeeksBack: 4,
  feedWeeksAhead: 12,
  /** Events in one calendar feed (every plan the member may open, over those weeks). */
  feedEntries: 1000,
} as const;

/** A recipe's servings ("4", "4 servings", 6) as an entry's: a whole number from 1 to 100, or null (not said). */
export function plannedServings(recipeServings: number | string | null | undefined): number | null {
  const count = recipeServingsCount(recipeServings);
  if (count === null) return null;
  const whole = Math.round(count);
  return whole >= 1 && whole <= planLimits.servings ? whole : null;
}

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the text is a real calendar date written YYYY-MM-DD ("2026-02-30" is not). */
export function isIsoDate(value: string): boolean {
  const match = isoDatePattern.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The ISO date `days` after (or before, when negative) the given one. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Monday 0 … Sunday 6. */
function weekdayIndex(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

export function isMonday(day: string): boolean {
  return isIsoDate(day) && weekdayIndex(day) === 0;
}

/** The Monday of the week a day is in. */
export function weekStartOf(day: string): string {
  return addDays(day, -weekdayIndex(day));
}

/** Today as an ISO date, on the device's own calendar (a member plans by the days they live in). */
export function localToday(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const date = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${date}`;
}

/**
 * Whether a day is within planLimits.yearsFromToday of today (a day's slack either side, so a device a time zone
 * away from the server agrees).
 */
export function isPlannableDay(day: string, now: Date = new Date()): boolean {
  if (!isIsoDate(day)) return false;
  const today = now.toISOString().slice(0, 10);
  const span = planLimits.yearsFromToday * 366 + 1;
  return day >= addDays(today, -span) && day <= addDays(today, span);
}

/** The seven days of the week that starts on `weekStart`. */
export function weekDays(weekStart: string): string[] {
  return Array.from({ length: 7 }, (_, n) => addDays(weekStart, n));
}

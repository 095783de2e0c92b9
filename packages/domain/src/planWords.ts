// How the meal plan names its days and meals to a member ("Tuesday", "Tue 1 Dec", "Dinner"). Days are ISO dates
// without a time zone (mealPlan.ts), so they are read as UTC dates: the name never shifts with the device's zone.

import type { Meal } from './mealPlan.ts';

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * A day in words by one of a few fixed formats. `toLocaleDateString` with options builds a new
 * Intl.DateTimeFormat on every call, which costs more than the rest of a page's selector (a week's plan names a
 * day about thirty times; issue 30), so each format's formatter is made once, when first used.
 */
const formats = {
  weekday: { weekday: 'long' },
  shortWeekday: { weekday: 'short' },
  shortDay: { weekday: 'short', day: 'numeric', month: 'short' },
  dayMonth: { day: 'numeric', month: 'short' },
  dayMonthYear: { day: 'numeric', month: 'short', year: 'numeric' },
  longDay: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
const formatters = new Map<keyof typeof formats, Intl.DateTimeFormat>();

/** An ISO date ("2026-12-06") in the words of one format: `dayWords('2026-12-06', 'longDay')`. */
export function dayWords(day: string, format: keyof typeof formats): string {
  let formatter = formatters.get(format);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { ...formats[format], timeZone: 'UTC' });
    formatters.set(format, formatter);
  }
  return formatter.format(asDate(day));
}

/** "Tuesday". */
export const weekdayName = (day: string): string => dayWords(day, 'weekday');

/** "Tue 1 Dec". */
export const shortDayName = (day: string): string => dayWords(day, 'shortDay');

/** "Dinner". */
export const mealName = (meal: Meal): string => `${meal.charAt(0).toUpperCase()}${meal.slice(1)}`;

/** "30 Nov – 6 Dec 2026", the week's title. */
export function weekTitle(weekStart: string, weekEnd: string): string {
  return `${dayWords(weekStart, 'dayMonth')} – ${dayWords(weekEnd, 'dayMonthYear')}`;
}

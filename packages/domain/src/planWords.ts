// How the meal plan names its days and meals to a member ("Tuesday", "Tue 1 Dec", "Dinner"). Days are ISO dates
// without a time zone (mealPlan.ts), so they are read as UTC dates: the name never shifts with the device's zone.

import type { Meal } from './mealPlan.ts';

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** "Tuesday". */
export function weekdayName(day: string): string {
  return asDate(day).toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' });
}

/** "Tue 1 Dec". */
export function shortDayName(day: string): string {
  return asDate(day).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

/** "Dinner". */
export const mealName = (meal: Meal): string => `${meal.charAt(0).toUpperCase()}${meal.slice(1)}`;

/** "30 Nov – 6 Dec 2026", the week's title. */
export function weekTitle(weekStart: string, weekEnd: string): string {
  const dayMonth = { day: 'numeric', month: 'short', timeZone: 'UTC' } as const;
  const start = asDate(weekStart).toLocaleDateString('en-GB', dayMonth);
  const end = asDate(weekEnd).toLocaleDateString('en-GB', { ...dayMonth, year: 'numeric' });
  return `${start} – ${end}`;
}

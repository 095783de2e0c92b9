// The recipes a shopping-list item is for, and the planned days of each when it came from a meal plan: the list
// says "for Pancakes (Mon, Thu), Chili (Wed)". One rule for the server's merge and the device's queue.
import { shoppingLimits } from './limits.ts';
import { weekStartOf } from './mealPlan.ts';
import { dayWords, shortDayName } from './planWords.ts';

export type ItemSource = { recipeId: string; title: string; days?: string[] | undefined };

/** The sources with one more: a recipe already named gains the new days (in order, bounded), else it is added. */
export function withSource(sources: readonly ItemSource[], source: ItemSource): ItemSource[] {
  const index = sources.findIndex((known) => known.recipeId === source.recipeId);
  if (index === -1) {
    return sources.length < shoppingLimits.sourcesPerItem ? [...sources, source] : [...sources];
  }
  const known = sources[index] as ItemSource;
  if (!source.days?.length) return [...sources];
  const days = [...new Set([...(known.days ?? []), ...source.days])]
    .sort()
    .slice(0, shoppingLimits.daysPerSource);
  return sources.map((item, at) => (at === index ? { ...known, days } : item));
}

/** "Mon": the short weekday of an ISO date, read as a date without a time zone. */
const weekday = (day: string) => dayWords(day, 'shortWeekday');

/**
 * "Pancakes (Mon, Thu)", or the title alone for a recipe added from its page. Days of more than one week are
 * dated ("Pancakes (Mon 30 Nov, Mon 7 Dec)"), so two Mondays never read alike.
 */
export function sourceWords(source: ItemSource): string {
  const days = source.days ?? [];
  if (days.length === 0) return source.title;
  const oneWeek = new Set(days.map(weekStartOf)).size === 1;
  return `${source.title} (${days.map(oneWeek ? weekday : shortDayName).join(', ')})`;
}

// The words of issue 41's versions and cooks ("Make it my own", "Your friends cooked", a member's history), so
// every screen says them alike and the unit tests read them. Pure: today is passed in, as an ISO day.
import { dayDistanceWords } from './relativeTime.ts';

const times = (count: number) => (count === 1 ? 'once' : count === 2 ? 'twice' : `${count} times`);

/** "Adapted from Nonna's Sunday Ragù by maria_cooks". */
export function adaptedFromWords(original: { title: string; authorName: string }): string {
  return `Adapted from ${original.title} by ${original.authorName}`;
}

export const originalDeletedWords = 'The original was deleted';

/** "3 members made it their own"; empty for none. */
export function versionCountWords(count: number): string {
  if (count <= 0) return '';
  return count === 1 ? '1 member made it their own' : `${count} members made it their own`;
}

/** "You cooked this 3 times; last: 2 weeks ago" ("today", "yesterday" as the day says). */
export function yourCooksWords(count: number, lastDay: string, today: string): string {
  const last = dayDistanceWords(lastDay, today);
  return last ? `You cooked this ${times(count)}; last: ${last}` : `You cooked this ${times(count)}`;
}

/** The day of a cook as a row says it: "today", "yesterday", "4 days ago", "2 weeks ago". */
export function cookDayWords(day: string, today: string): string {
  return dayDistanceWords(day, today);
}

/** "Rated 4 of 5"; empty without a rating. */
export function ratingWords(rating: number | null): string {
  return rating === null ? '' : `Rated ${rating} of 5`;
}

/** "What changed" in one line: "2 ingredients added, 1 step changed"; "Nothing changed" for none. */
export function changeCountWords(changes: {
  ingredients: { added: readonly unknown[]; removed: readonly unknown[]; changed: readonly unknown[] };
  instructions: { added: readonly unknown[]; removed: readonly unknown[]; changed: readonly unknown[] };
}): string {
  const parts: string[] = [];
  for (const [noun, lines] of [
    ['ingredient', changes.ingredients],
    ['step', changes.instructions],
  ] as const) {
    for (const kind of ['added', 'removed', 'changed'] as const) {
      const count = lines[kind].length;
      if (count > 0) parts.push(`${count} ${noun}${count === 1 ? '' : 's'} ${kind}`);
    }
  }
  return parts.length ? parts.join(', ') : 'Nothing changed';
}

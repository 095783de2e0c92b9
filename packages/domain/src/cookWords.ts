// The words of "Cooked it" on a recipe's page (issue 41, docs/cooked.md): the summary of the cooks a viewer may
// see, and what one cook may carry. The viewer's own line, a cook's day and a rating read aloud are in
// versionWords.ts (yourCooksWords, cookDayWords, ratingWords), shared with the profile and the history.

/** What one cook may carry, as the server bounds it (the contract's cookLimits): photos and the note's length. */
export const cookLogLimits = { photos: 4, note: 1000 } as const;

/**
 * 'No one has cooked this yet', 'Cooked once', 'Cooked twice', 'Cooked 12 times · 4.4 from 9 ratings' (counted as
 * 'You cooked this twice' is): the server's numbers over the cooks the viewer may see; the average to one decimal.
 */
export function cookSummaryWords(summary: {
  count: number;
  ratings: number;
  average: number | null;
}): string {
  if (summary.count === 0) return 'No one has cooked this yet';
  const times = summary.count === 1 ? 'once' : summary.count === 2 ? 'twice' : `${summary.count} times`;
  const cooked = `Cooked ${times}`;
  if (summary.ratings === 0 || summary.average === null) return cooked;
  const average = (Math.round(summary.average * 10) / 10).toFixed(1);
  return `${cooked} · ${average} from ${summary.ratings} ${summary.ratings === 1 ? 'rating' : 'ratings'}`;
}

// The typo fallback of the provider's text search: a query word that no word of the catalogue contains may stand
// for a word a small typo away ("chiken" for "chicken", "lasanga" for "lasagna"). The database proposes the
// candidates by trigram similarity (pg_trgm's `%`); the edit distance decides here, because trigrams punish a
// swap of two letters in a short word harder than a reader does.

/** Query words shorter than this are never corrected: too many words are one edit away from them. */
export const shortestCorrectedWord = 4;

/** The edits a word of this length may be away: one, two from eight letters on. */
function allowedEdits(length: number): number {
  return length >= 8 ? 2 : 1;
}

/** Letters and digits only at the ends: "chicken," and "(chicken" are the word "chicken" for a typo. */
function core(word: string): string {
  return word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}

/**
 * Optimal string alignment distance: insertions, deletions, substitutions and swaps of two neighbouring
 * characters, each one edit. Words differing in length by more than `limit` are not compared (limit + 1).
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  const left = [...a];
  const right = [...b];
  if (Math.abs(left.length - right.length) > limit) return limit + 1;
  // rows[i][j]: the distance between the first i characters of a and the first j of b.
  const rows: number[][] = [Array.from({ length: right.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= left.length; i++) {
    const row = [i];
    for (let j = 1; j <= right.length; j++) {
      const above = rows[i - 1] as number[];
      const cost = left[i - 1] === right[j - 1] ? 0 : 1;
      let value = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && left[i - 1] === right[j - 2] && left[i - 2] === right[j - 1])
        value = Math.min(value, (rows[i - 2]?.[j - 2] as number) + 1);
      row[j] = value;
    }
    rows.push(row);
  }
  return rows[left.length]?.[right.length] as number;
}

/** Whether a (folded) catalogue word is a small typo away from a (folded) query word. */
export function isSmallTypo(queryWord: string, word: string): boolean {
  const wanted = core(queryWord);
  if ([...wanted].length < shortestCorrectedWord) return false;
  const limit = allowedEdits([...wanted].length);
  return editDistance(wanted, core(word), limit) <= limit;
}

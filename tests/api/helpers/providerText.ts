// The provider's text query by the letter, for tests to compute what complexSearch must answer: every word of the
// query (split at white space) inside a word of the title or of an ingredient name, case and accents ignored.
// The server folds with PostgreSQL's unaccent; this folding agrees with it on the catalogue's letters.

const unsplit: Record<string, string> = { ł: 'l', ø: 'o', đ: 'd', œ: 'oe', æ: 'ae', ß: 'ss' };

/** Lower case without accents: "Crème Brûlée" → "creme brulee", "Gołąbki" → "golabki". */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[łøđœæß]/g, (letter) => unsplit[letter] ?? letter);
}

export function queryWords(query: string): string[] {
  return fold(query)
    .split(/\s+/)
    .filter((word) => word !== '');
}

/** Whether a recipe with this title and these ingredient names answers the text query (typos aside). */
export function matchesQuery(title: string, ingredientNames: readonly string[], query: string): boolean {
  const texts = [title, ...ingredientNames].map(fold);
  return queryWords(query).every((word) => texts.some((text) => text.includes(word)));
}

// Small text helpers the product's wording rules share (SPEC §2 'Contains:' line, option labels).

/** 'tree nut' → 'Tree Nut'. Each word gets a capital first letter and a lower-case rest, whatever case came in. */
export function titleCase(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/** Whether the text has anything but whitespace: blank fields count as not filled in (SPEC §5). */
export function isBlank(text: string | null | undefined): boolean {
  return text == null || text.trim() === '';
}

/** Singular or plural word by count: ('Recipe', 'Recipes', 1) → 'Recipe' (SPEC §2 cookbook detail). */
export function pluralWord(count: number, singular: string, plural: string): string {
  return count === 1 ? singular : plural;
}

/** Letters that are not an accent away from a Latin one, and the curly apostrophes, as a reader sorts them. */
const foldedLetters: Record<string, string> = {
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  ß: 'ss',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  '’': "'",
  '‘': "'",
};

/** Names as they sort first, accents and case set aside ('Crème' → 'creme'): remembered, as lists sort the same names often. */
const sortKeys = new Map<string, string>();
function sortKey(name: string): string {
  let key = sortKeys.get(name);
  if (key === undefined) {
    key = name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[æœøłßđðþı’‘]/g, (letter) => foldedLetters[letter] ?? letter);
    if (sortKeys.size >= 10_000) sortKeys.clear();
    sortKeys.set(name, key);
  }
  return key;
}

const byCodeUnits = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
/** Lower case before upper case where two names differ only in case: 'eggs' before 'Eggs'. */
const swapCase = (name: string) =>
  name.replace(/\p{L}/gu, (letter) => {
    const lower = letter.toLowerCase();
    return letter === lower ? letter.toUpperCase() : lower;
  });

/**
 * Orders names as a reader expects and as Intl.Collator does: by their letters whatever their accents and case
 * ('apple', 'Crème fraîche', 'eggs'), then unaccented before accented ('creme', 'crème'), then lower case before
 * upper ('eggs', 'Eggs'). Written out rather than asked of Intl.Collator or localeCompare: their first use loads
 * the browser's collation data, 20–30 ms of the shopping list's and the potluck's first render on a slow phone's
 * CPU (issue 30, `npm run trace:pages`), where this costs well under a millisecond for a list of 150.
 */
export function compareNames(a: string, b: string): number {
  return (
    byCodeUnits(sortKey(a), sortKey(b)) ||
    byCodeUnits(a.normalize('NFD').toLowerCase(), b.normalize('NFD').toLowerCase()) ||
    byCodeUnits(swapCase(a), swapCase(b))
  );
}

/**
 * The text cut to at most `max` characters (code points) at a word's end, never mid-word: "Sunday lunch at Maria's"
 * fitted to 18 is "Sunday lunch at". A first word longer than `max` is cut, as nothing shorter says anything.
 */
export function fitAtWord(text: string, max: number): string {
  const characters = [...text.trim()];
  if (characters.length <= max) return characters.join('');
  const cut = characters.slice(0, max + 1).join('');
  const lastSpace = cut.search(/\s\S*$/u);
  const fitted = lastSpace > 0 ? cut.slice(0, lastSpace) : characters.slice(0, max).join('');
  return fitted.replace(/[\s,;:–—-]+$/u, '');
}

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

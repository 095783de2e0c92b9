import { parseFilterList } from '@potluck/domain';

// SPEC §5 filter rules as SQL for the public feed: the search text is a case-insensitive substring of the title,
// and each set filter (a comma-separated list) passes a recipe when at least one of its values is in the list —
// an array overlap (&&), served by the GIN indexes of migration 003.

export interface PublicRecipeFilters {
  query?: string | undefined;
  type?: string | undefined;
  cuisine?: string | undefined;
  diet?: string | undefined;
  intolerances?: string | undefined;
}

/** "Main Course, soup," → ['main course', 'soup'] (stored tags are lower case); undefined when nothing is set. */
export function filterValues(list: string | undefined): string[] | undefined {
  const values = parseFilterList(list).map((value) => value.toLowerCase());
  return values.length > 0 ? [...new Set(values)] : undefined;
}

/** The search text as a LIKE pattern that matches it literally: % and _ are text, not wildcards. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const tagColumns = [
  ['type', 'meal_type'],
  ['cuisine', 'cuisine'],
  ['diet', 'diet'],
  ['intolerances', 'intolerance'],
] as const;

/** SQL conditions over `recipes r` with parameters numbered from firstParam + 1. */
export function publicRecipeConditions(
  filters: PublicRecipeFilters,
  firstParam: number,
): { sql: string[]; params: unknown[] } {
  const sql: string[] = [];
  const params: unknown[] = [];
  const next = () => `$${firstParam + params.length}`;
  const query = filters.query?.trim();
  if (query) {
    params.push(containsPattern(query));
    sql.push(`lower(r.title) LIKE ${next()}`);
  }
  for (const [filter, column] of tagColumns) {
    const values = filterValues(filters[filter]);
    if (!values) continue;
    params.push(values);
    sql.push(`r.${column} && ${next()}::text[]`);
  }
  return { sql, params };
}

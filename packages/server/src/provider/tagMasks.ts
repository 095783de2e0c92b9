// The tag lists of the search table (migration 006) as integer bit masks: bit i stands for the i-th value of the
// domain's list. Searching turns filter values into masks here; the catalogue loader builds the rows' masks in
// SQL from the same lists (catalogue/searchRows.ts), and rebuilds them when this layout changes.
import { cuisines, diets, intolerances, mealTypes } from '@potluck/domain';

export const tagLists = {
  cuisines,
  dishTypes: mealTypes,
  diets,
  intolerances,
} as const satisfies Record<string, readonly string[]>;

export type TagKind = keyof typeof tagLists;

/** Identifies the bit layout: rows built with another one are rebuilt. */
export const tagLayout = JSON.stringify(tagLists);

/** The mask of the given values; values the list does not hold add no bit. */
export function tagMask(kind: TagKind, values: readonly string[]): number {
  const list: readonly string[] = tagLists[kind];
  let mask = 0;
  for (const value of values) {
    const bit = list.indexOf(value);
    if (bit >= 0) mask |= 1 << bit;
  }
  return mask;
}

// Sample cooks of one recipe for the recipe page's cooks (issue 41): stories, walks and tests. Photos are the
// stories' own placeholders, never fetched.
import type { Cook, CookPage, CookSummary } from '@potluck/contract';

const hex = (n: number) => n.toString(16).padStart(24, '0');

/** The member looking at the recipe in the samples (Maria). */
export const viewerId = hex(0xf00);
export const cooksRecipeId = hex(0xaa);
/** 2026-11-29 12:00 UTC: the samples' "now". */
export const cooksNow = Date.UTC(2026, 10, 29, 12);

const cooks = ['kenji', 'priya_eats', 'nora.bakes', 'lea'];
const notes = [
  'Doubled the garlic and let it simmer an extra hour. Worth it.',
  '',
  'Used pappardelle instead of tagliatelle; the kids asked for seconds.',
  'A bit salty with the pancetta I had — next time less.',
];

/** The nth cook, newest first; `own` makes it the viewer's. */
export function aRecipeCook(n: number, overrides: Partial<Cook> = {}, own = false): Cook {
  const day = new Date(cooksNow - n * 3 * 86_400_000).toISOString().slice(0, 10);
  return {
    id: hex(0xc0000 + n),
    recipe: { id: cooksRecipeId, title: 'Nonna’s Sunday Ragù', image: null },
    member: own
      ? { _id: viewerId, username: 'maria_cooks', profilePic: '' }
      : { _id: hex(0xf10 + (n % 4)), username: cooks[n % 4] ?? 'kenji', profilePic: '' },
    day,
    note: notes[n % 4] ?? '',
    rating: n % 3 === 2 ? null : 5 - (n % 2),
    visibility: 'friends',
    photos: n % 2 === 0 ? [{ image: '/fallback-recipe.webp' }] : [],
    createdAt: `${day}T19:00:00.000Z`,
    ...overrides,
  };
}

export const recipeCooks = (count: number, from = 0): Cook[] =>
  Array.from({ length: count }, (_, n) => aRecipeCook(from + n));

export const aCookPage = (count: number, next: string | null = null, from = 0): CookPage => ({
  cooks: recipeCooks(count, from),
  next,
});

/** A cursor as the server gives one: the day and a cook's id. */
export const aCursor = `20261101${hex(0xc0010)}`;

export const aSummary = (overrides: Partial<CookSummary> = {}): CookSummary => ({
  count: 12,
  ratings: 9,
  average: 4.44,
  yours: { count: 3, lastDay: '2026-11-15' },
  ...overrides,
});

export const noCooks: CookSummary = {
  count: 0,
  ratings: 0,
  average: null,
  yours: { count: 0, lastDay: null },
};

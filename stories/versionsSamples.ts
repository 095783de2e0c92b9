// Sample cooks and versions for issue 41's home row, profile lists, history and versions (stories, walks and
// tests). Images are the stories' own placeholders, never fetched.
import type { Cook, CookHistory, RecipeVersions, VersionChanges } from '@potluck/contract';

const hex = (n: number) => n.toString(16).padStart(24, '0');

export const sampleToday = '2026-11-29';

export function aCook(n: number, overrides: Partial<Cook> = {}): Cook {
  const friends = ['kenji', 'priya_eats', 'nora.bakes', 'lea'];
  return {
    id: hex(0xc00c + n),
    recipe: {
      id: hex(0xaa + (n % 3)),
      title: ['Nonna’s Sunday Ragù', 'Vegan pancakes', 'Green curry'][n % 3] ?? '',
      image: `/catalogue-images/${5001 + (n % 3)}.webp`,
    },
    member: { _id: hex(0xf0 + (n % 4)), username: friends[n % 4] ?? 'kenji', profilePic: '' },
    day: `2026-11-${String(28 - n).padStart(2, '0')}`,
    note: '',
    rating: n % 2 === 0 ? 5 - (n % 3) : null,
    visibility: 'friends',
    // Every third cook has a photo of its own; the others show the recipe's picture.
    photos: n % 3 === 1 ? [{ image: `/catalogue-images/${5004 + (n % 2)}.webp` }] : [],
    createdAt: `2026-11-${String(28 - n).padStart(2, '0')}T19:00:00.000Z`,
    ...overrides,
  };
}

export const someCooks = (count: number) => Array.from({ length: count }, (_, n) => aCook(n));

/** `first`: the first row's number, so a later page holds other recipes. */
export function aHistory(count: number, next: number | null = null, first = 0): CookHistory {
  return {
    recipes: Array.from({ length: count }, (_, index) => index + first).map((n) => ({
      recipe: { id: hex(0xaa + n), title: `Recipe ${n + 1}`, image: null },
      count: (n % 4) + 1,
      lastDay: `2026-11-${String(28 - n * 3).padStart(2, '0')}`,
      rating: n % 2 === 0 ? 4 : null,
    })),
    next,
  };
}

/** `first`: the first version's number, so a later page holds other versions. */
export function someVersions(
  count: number,
  total = count,
  next: string | null = null,
  first = 0,
): RecipeVersions {
  const owners = ['kenji', 'lea', 'priya_eats'];
  return {
    count: total,
    versions: Array.from({ length: count }, (_, index) => index + first).map((n) => ({
      id: hex(0xbe00 + n),
      title: ['Weeknight Ragù', 'Ragù for a crowd', 'Mushroom ragù'][n % 3] ?? '',
      image: '',
      owner: { _id: hex(0xf0 + n), username: owners[n % 3] ?? 'kenji' },
      createdAt: '2026-11-20T10:00:00.000Z',
    })),
    next,
  };
}

export const original = {
  id: hex(0xaa),
  title: 'Nonna’s Sunday Ragù',
  authorName: 'maria_cooks',
  originalDeleted: false,
};

const unchanged = { added: [], removed: [], changed: [], kept: 0 };

export const changesOfEachKind: VersionChanges = {
  original,
  ingredients: {
    added: ['1 tsp chilli flakes'],
    removed: ['150 ml red wine'],
    changed: [{ from: '500 g beef mince', to: '500 g beef and pork mince' }],
    kept: 6,
  },
  instructions: {
    added: ['Serve with grated pecorino.'],
    removed: ['Simmer for 3 hours, stirring now and then.'],
    changed: [
      { from: 'Brown the mince in two batches.', to: 'Brown the mince in one batch over high heat.' },
    ],
    kept: 4,
  },
};

export const noChanges: VersionChanges = {
  original,
  ingredients: { ...unchanged, kept: 8 },
  instructions: { ...unchanged, kept: 6 },
};

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pluralIngredient, singularIngredient } from '../../../packages/domain/src/ingredientNouns.ts';
import { readShoppingLine } from '../../../packages/domain/src/shoppingList.ts';
import { readCatalogue } from '../../../packages/server/src/catalogue/catalogueFiles.ts';
import { originalLine } from '../../../packages/server/src/provider/measures.ts';
import { demoRecipes } from '../../../packages/server/src/seed/recipes/index.ts';

// The names a shopping list keys its items by, singular as a cook writes one ("garlic clove", never "garlic clof"):
// the kitchen's words, and every catalogue and demo ingredient line against the singulars reviewed by hand in
// shoppingSingulars.tsv.

describe('singularIngredient', () => {
  it.each([
    ['bay leaves', 'bay leaf'],
    ['loaves', 'loaf'],
    ['garlic cloves', 'garlic clove'],
    ['whole cloves', 'whole clove'],
    ['kalamata olives', 'kalamata olive'],
    ['chives', 'chive'],
    ['endives', 'endive'],
    ['green chillies', 'green chilli'],
    ['red chilies', 'red chili'],
    ['ancho chiles', 'ancho chile'],
    ['tomatoes', 'tomato'],
    ['potatoes', 'potato'],
    ['berries', 'berry'],
    ['anchovies', 'anchovy'],
    ['radishes', 'radish'],
    ['peaches', 'peach'],
    ['mangoes', 'mango'],
    ['pecan halves', 'pecan half'],
    ['egg whites', 'egg white'],
    ['pies', 'pie'],
    ['cookies', 'cookie'],
    ['brownies', 'brownie'],
    ['quiches', 'quiche'],
    ['brioches', 'brioche'],
    ['chocolate mousses', 'chocolate mousse'],
  ])('%s → %s', (plural, singular) => {
    expect(singularIngredient(plural)).toBe(singular);
  });

  it.each([
    'molasses',
    'couscous',
    'hummus',
    'asparagus',
    'swiss cheese',
    'lemongrass',
    'rolled oats',
    'corn grits',
    'collard greens',
    'angostura bitters',
    'foie gras',
    'crème de cassis',
    'haggis',
    'schnapps',
    'rice',
    'garlic',
    'salmon',
    'shrimp',
  ])('keeps %s', (name) => {
    expect(singularIngredient(name)).toBe(name);
  });
});

describe('pluralIngredient', () => {
  it.each([
    ['garlic clove', 'garlic cloves'],
    ['bay leaf', 'bay leaves'],
    ['green chilli', 'green chillies'],
    ['red chili', 'red chilies'],
    ['cookie', 'cookies'],
    ['quiche', 'quiches'],
    ['tomato', 'tomatoes'],
    ['berry', 'berries'],
    ['molasses', 'molasses'],
    ['hummus', 'hummus'],
    ['rolled oats', 'rolled oats'],
  ])('%s → %s', (singular, plural) => {
    expect(pluralIngredient(singular)).toBe(plural);
  });

  it('is the way back from every singular', () => {
    for (const plural of [
      'garlic cloves',
      'green chillies',
      'red chilies',
      'brownies',
      'bay leaves',
      'olives',
    ])
      expect(pluralIngredient(singularIngredient(plural))).toBe(plural);
  });
});

/** The reviewed words: as written → on the list. */
const reviewed = readFileSync(new URL('./shoppingSingulars.tsv', import.meta.url), 'utf8')
  .split('\n')
  .filter((row) => row.trim() !== '' && !row.startsWith('#'))
  .map((row) => {
    const [written = '', listed = ''] = row.split('\t');
    return { written, listed, row: `${written}\t${listed}` };
  });

describe('every catalogue and demo ingredient line’s name on the list', () => {
  const lines = [
    ...readCatalogue().flatMap((recipe) => recipe.ingredients.map(originalLine)),
    ...demoRecipes.flatMap((recipe) => recipe.ingredients),
  ];

  it('ends in a word the line wrote, or in its singular as reviewed by hand', () => {
    const unreviewed: string[] = [];
    const used = new Set<string>();
    for (const line of lines) {
      const name = readShoppingLine(line).name;
      const last = name.split(' ').at(-1) ?? '';
      const written = new Set(line.toLowerCase().match(/[\p{L}\p{N}'-]+/gu));
      // A word kept as written is the cook's, unless it ends in "s": then it must be one kept on purpose.
      const kept = written.has(last) && !last.endsWith('s');
      const row = reviewed.find((word) => word.listed === last && written.has(word.written));
      if (row) used.add(row.row);
      else if (!kept) unreviewed.push(`${line} → "${name}"`);
    }
    expect(unreviewed).toEqual([]);
    // Every reviewed word still comes from a line (a row no line needs would go unchecked).
    expect(reviewed.map(({ row }) => row).filter((row) => !used.has(row))).toEqual([]);
    expect(reviewed.length).toBeGreaterThan(80);
  });

  it('never ends in a made-up singular', () => {
    const names = lines.map((line) => readShoppingLine(line).name);
    expect(
      names.filter((name) => /\b(?:clof|olif|chif|chily|chilly|molass|grit|oat|bitter)$/.test(name)),
    ).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import { aisleFor, aisles, readShoppingLine } from '@potluck/domain';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../../packages/server/src/catalogue/catalogueFiles.ts';
import { originalLine } from '../../../packages/server/src/provider/measures.ts';

// Which aisle a shopping-list item is filed under (issue 39): hand-picked names, and every ingredient line of the
// built-in catalogue against the aisles reviewed by hand in catalogueAisles.tsv, through the name the list keys the
// line by (readShoppingLine), as the server files it.

describe('aisleFor', () => {
  it.each([
    ['onion', 'produce'],
    ['garlic', 'produce'],
    ['garlic clove', 'produce'],
    ['red bell pepper', 'produce'],
    ['lemon', 'produce'],
    ['fresh basil', 'produce'],
    ['avocado', 'produce'],
    ['butter', 'dairy'],
    ['egg', 'dairy'],
    ['parmesan', 'dairy'],
    ['greek yogurt', 'dairy'],
    ['chicken thigh', 'meat-and-fish'],
    ['ground beef', 'meat-and-fish'],
    ['salmon fillet', 'meat-and-fish'],
    ['shrimp', 'meat-and-fish'],
    ['sourdough bread', 'bakery'],
    ['tortilla', 'bakery'],
    ['flour', 'pantry'],
    ['olive oil', 'pantry'],
    ['coconut milk', 'pantry'],
    ['soy sauce', 'pantry'],
    ['chickpea', 'pantry'],
    ['basmati rice', 'pantry'],
    ['peanut butter', 'pantry'],
    ['salt', 'spices'],
    ['black pepper', 'spices'],
    ['ground cumin', 'spices'],
    ['ground ginger', 'spices'],
    ['cinnamon', 'spices'],
    ['dried oregano', 'spices'],
    ['frozen peas', 'frozen'],
    ['vanilla ice cream', 'frozen'],
    ['white wine', 'drinks'],
    ['orange juice', 'drinks'],
    ['paper towels', 'other'],
    // Issue 39: names a broader word filed wrongly.
    ['baking soda', 'pantry'],
    ['soda water', 'drinks'],
    ['chicken stock', 'pantry'],
    ['bread flour', 'pantry'],
    ['red wine vinegar', 'pantry'],
    ['garlic powder', 'spices'],
    ['green bean', 'produce'],
    ['lemon juice', 'produce'],
    ['juice of 1 lemon', 'produce'],
    ['scotch bonnet pepper', 'produce'],
    ['all-butter puff pastry', 'frozen'],
    ['lukewarm water', 'other'],
    ['rigatoni', 'pantry'],
    ['parmigiano to serve', 'dairy'],
    // The list's singulars (pluralize and the kitchen's words): "cloves" is "clove", "chillies" "chilli".
    ['whole clove', 'spices'],
    ['garlic clove', 'produce'],
    ['kalamata olive', 'pantry'],
    ['green chilli', 'produce'],
    ['red chili', 'produce'],
    ['chive', 'produce'],
    // Tomatoes sold in a tin by their cut are the tin's.
    ['chopped tomato', 'pantry'],
    ['crushed tomato', 'pantry'],
    ['diced tomato', 'pantry'],
    ['canned whole tomato', 'pantry'],
    ['tomato', 'produce'],
  ])('%s → %s', (name, aisle) => {
    expect(aisleFor(name)).toBe(aisle);
  });
});

/** The reviewed aisles: catalogue ingredient name (lower case) → aisle. */
const reviewed = new Map(
  readFileSync(new URL('./catalogueAisles.tsv', import.meta.url), 'utf8')
    .split('\n')
    .filter((row) => row.trim() !== '' && !row.startsWith('#'))
    .map((row) => {
      const [name = '', aisle = ''] = row.split('\t');
      return [name, aisle] as const;
    }),
);

describe('every catalogue ingredient line’s aisle', () => {
  const catalogueLines = readCatalogue().flatMap((recipe) => recipe.ingredients);

  it('is reviewed: every ingredient has one of the aisles, and every reviewed name is in the catalogue', () => {
    const names = new Set(catalogueLines.map((ingredient) => ingredient.name.toLowerCase()));
    expect([...names].filter((name) => !reviewed.has(name))).toEqual([]);
    expect([...reviewed.keys()].filter((name) => !names.has(name))).toEqual([]);
    expect([...reviewed.values()].filter((aisle) => !(aisles as readonly string[]).includes(aisle))).toEqual(
      [],
    );
    expect(reviewed.size).toBeGreaterThan(600);
  });

  it('is the reviewed aisle, as the list files the line', () => {
    const wrong: string[] = [];
    for (const ingredient of catalogueLines) {
      const key = ingredient.name.toLowerCase();
      const listName = readShoppingLine(originalLine(ingredient)).name;
      const expected = reviewed.get(key);
      const filed = aisleFor(listName);
      if (filed !== expected)
        wrong.push(`${ingredient.name} ("${listName}"): ${filed}, reviewed ${expected}`);
    }
    expect(wrong).toEqual([]);
  });

  it('files baking soda in the pantry, never with the drinks', () => {
    const sodas = catalogueLines.filter((ingredient) => /baking soda/i.test(ingredient.name));
    expect(sodas.length).toBeGreaterThan(0);
    for (const ingredient of sodas)
      expect(aisleFor(readShoppingLine(originalLine(ingredient)).name)).toBe('pantry');
  });
});

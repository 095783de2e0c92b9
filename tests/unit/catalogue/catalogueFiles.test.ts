import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cuisines, diets, intoleranceChecker, intolerances, mealTypes } from '@potluck/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  catalogueFileNames,
  imagesDir,
  parseCatalogueFile,
  readCatalogue,
  recipesDir,
} from '../../../packages/server/src/catalogue/catalogueFiles.ts';
import type { CatalogueRecipe } from '../../../packages/server/src/catalogue/catalogueRecipe.ts';
import { containedIntolerancesOf } from '../../../packages/server/src/catalogue/catalogueRows.ts';

// Every shipped catalogue file: valid, honest about its flags, and together covering every filter value of
// SPEC §3 at least three times (PROVIDER.md), each recipe with its picture.

const files = catalogueFileNames();
const catalogue: CatalogueRecipe[] = readCatalogue();

const meatWords = [
  'chicken',
  'beef',
  'pork',
  'lamb',
  'mutton',
  'veal',
  'bacon',
  'ham',
  'sausage',
  'turkey',
  'duck',
  'goat',
  'guanciale',
  'pancetta',
  'prosciutto',
  'chorizo',
  'salami',
  'pepperoni',
  'mince',
  'brisket',
  'venison',
  'gelatin',
  'lard',
  'oxtail',
  'liver',
  'meatballs',
  'steak',
  'andouille',
];
const ingredientContains = (name: string, intolerance: string) =>
  intoleranceChecker({ ingredients: [name] })(intolerance);
const hasWord = (recipe: CatalogueRecipe, words: readonly string[]) =>
  recipe.ingredients.some((ingredient) => words.some((word) => ingredientContains(ingredient.name, word)));
const has = (recipe: CatalogueRecipe, intolerance: string) =>
  recipe.ingredients.some((ingredient) => ingredientContains(ingredient.name, intolerance));

describe('catalogue files', () => {
  it('exist, one per cuisine file, and parse', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) {
      expect(
        () => parseCatalogueFile(name, readFileSync(join(recipesDir, name), 'utf8')),
        name,
      ).not.toThrow();
    }
  });

  it('name the file and field of a broken recipe', () => {
    expect(() => parseCatalogueFile('x.json', '[{"id": 1}]')).toThrow(/x\.json recipe 0: title/);
    expect(() => parseCatalogueFile('x.json', '{')).toThrow(/not valid JSON/);
  });

  it.each(catalogue.map((recipe) => [recipe.title, recipe] as const))(
    '%s: flags agree with its ingredients',
    (_, recipe) => {
      expect(recipe.dairyFree, 'dairyFree').toBe(!has(recipe, 'dairy'));
      expect(recipe.glutenFree, 'glutenFree').toBe(!has(recipe, 'gluten'));
      expect(recipe.diets.includes('gluten free'), '"gluten free" in diets').toBe(recipe.glutenFree);
      const vegetarian =
        recipe.vegetarian || recipe.vegan || recipe.diets.some((d) => d.includes('vegetarian'));
      if (vegetarian || recipe.diets.includes('vegan')) {
        expect(hasWord(recipe, meatWords), 'meat in a vegetarian recipe').toBe(false);
        expect(has(recipe, 'seafood'), 'fish in a vegetarian recipe').toBe(false);
      }
      if (recipe.vegan || recipe.diets.includes('vegan')) {
        expect(recipe.vegan, 'vegan flag').toBe(true);
        expect(
          has(recipe, 'dairy') || has(recipe, 'egg') || hasWord(recipe, ['honey']),
          'animal product',
        ).toBe(false);
      }
      expect(recipe.readyInMinutes).toBeGreaterThanOrEqual(recipe.preparationMinutes + recipe.cookingMinutes);
    },
  );

  it('cover every cuisine, meal type, diet and intolerance at least three times', () => {
    const count = (test: (recipe: CatalogueRecipe) => boolean) => catalogue.filter(test).length;
    const missing: string[] = [];
    for (const cuisine of cuisines)
      if (count((r) => r.cuisines.includes(cuisine)) < 3) missing.push(`cuisine ${cuisine}`);
    for (const type of mealTypes)
      if (count((r) => r.dishTypes.includes(type)) < 3) missing.push(`meal type ${type}`);
    for (const diet of diets) if (count((r) => r.diets.includes(diet)) < 3) missing.push(`diet ${diet}`);
    for (const intolerance of intolerances) {
      if (count((r) => containedIntolerancesOf(r).includes(intolerance)) < 3)
        missing.push(`intolerance ${intolerance}`);
    }
    expect(missing).toEqual([]);
  });

  it('hold at least 150 recipes', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(150);
  });

  it('give every recipe its own 556×370 WebP picture', async () => {
    const missing = catalogue.filter((recipe) => !existsSync(join(imagesDir, `${recipe.id}.webp`)));
    expect(missing.map((recipe) => recipe.id)).toEqual([]);
    for (const recipe of catalogue) {
      const meta = await sharp(join(imagesDir, `${recipe.id}.webp`)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 556, 370]);
    }
  });
});

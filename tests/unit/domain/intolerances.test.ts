import {
  containedIntolerances,
  type IntoleranceCheckedRecipe,
  ingredientWords,
  intoleranceChecker,
  intolerances,
  intoleranceWords,
} from '@potluck/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

// One ingredient line or one recipe against one intolerance, through the checker the server and the recipe page use.
const ingredientContains = (text: string, intolerance: string) =>
  intoleranceChecker({ ingredients: [text] })(intolerance);
const recipeContains = (recipe: IntoleranceCheckedRecipe, intolerance: string) =>
  intoleranceChecker(recipe)(intolerance);

describe('ingredientWords', () => {
  it('lower-cases, drops accents and splits on anything but letters and digits', () => {
    expect(ingredientWords('Crème-Fraîche, 200g')).toEqual(['creme', 'fraiche', '200g']);
    expect(ingredientWords('  ')).toEqual([]);
  });
});

describe('ingredientContains', () => {
  it('matches the intolerance name whole-word and case-insensitively (SPEC §5)', () => {
    expect(ingredientContains('1 tbsp SESAME seeds', 'sesame')).toBe(true);
    expect(ingredientContains('Shellfish stock', 'shellfish')).toBe(true);
    expect(ingredientContains('a handful of tree nuts', 'tree nut')).toBe(true);
    expect(ingredientContains('2 eggs', 'Egg')).toBe(true);
  });

  it('never matches inside a longer word', () => {
    expect(ingredientContains('1 eggplant', 'egg')).toBe(false);
    expect(ingredientContains('1 butternut squash', 'dairy')).toBe(false);
    expect(ingredientContains('2 tbsp soya-free spread', 'soy')).toBe(false);
    expect(ingredientContains('1 tsp nutmeg', 'tree nut')).toBe(false);
    expect(ingredientContains('buckwheat groats', 'wheat')).toBe(false);
  });

  it('accepts s, es and ies plurals', () => {
    expect(ingredientContains('3 peanuts', 'peanut')).toBe(true);
    expect(ingredientContains('6 anchovies', 'seafood')).toBe(true);
    expect(ingredientContains('2 egg yolks', 'egg')).toBe(true);
    expect(ingredientContains('500 g mussels', 'shellfish')).toBe(true);
    expect(ingredientContains('4 eggss', 'egg')).toBe(false);
  });

  it('finds the ingredient words the name alone misses', () => {
    expect(ingredientContains('200 g shrimp, peeled', 'shellfish')).toBe(true);
    expect(ingredientContains('2 cups milk', 'dairy')).toBe(true);
    expect(ingredientContains('1 cup all-purpose flour', 'gluten')).toBe(true);
    expect(ingredientContains('2 tbsp tahini', 'sesame')).toBe(true);
    expect(ingredientContains('100 ml dry white wine', 'sulfite')).toBe(true);
    expect(ingredientContains('50 g crème fraîche', 'dairy')).toBe(true);
    expect(ingredientContains('50 g creme fraiche', 'dairy')).toBe(true);
    expect(ingredientContains('8 corn tortillas', 'gluten')).toBe(false);
    expect(ingredientContains('8 flour tortillas', 'gluten')).toBe(true);
  });

  it('does not count phrases that only look like the food', () => {
    expect(ingredientContains('2 tbsp peanut butter', 'dairy')).toBe(false);
    expect(ingredientContains('2 tbsp peanut butter', 'peanut')).toBe(true);
    expect(ingredientContains('1 can coconut milk', 'dairy')).toBe(false);
    expect(ingredientContains('1 tsp cream of tartar', 'dairy')).toBe(false);
    expect(ingredientContains('1 cup almond flour', 'grain')).toBe(false);
    expect(ingredientContains('1 cup almond flour', 'tree nut')).toBe(true);
    // The exception covers only its own words: the butter here is still dairy.
    expect(ingredientContains('peanut butter and butter', 'dairy')).toBe(true);
  });

  it('does not count an ingredient that says it is free of the intolerance', () => {
    expect(ingredientContains('200 g gluten-free pasta', 'gluten')).toBe(false);
    expect(ingredientContains('dairy free cheese', 'dairy')).toBe(false);
    expect(ingredientContains('200 g gluten-free pasta', 'wheat')).toBe(true);
  });

  it('matches unknown intolerances by name only', () => {
    expect(ingredientContains('1 tsp Dijon mustard', 'mustard')).toBe(true);
    expect(ingredientContains('1 tsp Dijon mustard', 'celery')).toBe(false);
    expect(ingredientContains('anything', '   ')).toBe(false);
  });

  it('treats pattern characters in names and ingredients as plain text', () => {
    expect(ingredientContains('a.b', '.*')).toBe(false);
    expect(ingredientContains('(egg', '(egg')).toBe(true);
    expect(() => ingredientContains('[[[', '(((')).not.toThrow();
    fc.assert(
      fc.property(fc.string(), fc.string(), (text, name) => {
        expect(typeof ingredientContains(text, name)).toBe('boolean');
      }),
    );
  });

  it('finds every listed word of every intolerance, and its plural', () => {
    for (const intolerance of intolerances) {
      for (const word of intoleranceWords[intolerance]) {
        expect(ingredientContains(`2 ${word}`, intolerance), `${word} → ${intolerance}`).toBe(true);
        expect(ingredientContains(`${word}s, chopped`, intolerance), `${word}s → ${intolerance}`).toBe(true);
      }
    }
  });
});

describe('recipeContains', () => {
  it('uses the dairyFree and glutenFree flags only to add a warning', () => {
    expect(recipeContains({ ingredients: ['water'], dairyFree: false }, 'dairy')).toBe(true);
    expect(recipeContains({ ingredients: ['water'], glutenFree: false }, 'gluten')).toBe(true);
    expect(recipeContains({ ingredients: ['water'], dairyFree: true }, 'dairy')).toBe(false);
    expect(recipeContains({ ingredients: ['1 cup milk'], dairyFree: true }, 'dairy')).toBe(true);
    expect(recipeContains({ ingredients: ['water'], glutenFree: false }, 'dairy')).toBe(false);
    expect(recipeContains({ ingredients: ['water'] }, 'dairy')).toBe(false);
  });

  it('checks both the original line and the name of ingredient objects', () => {
    const philly = { name: 'cream cheese', original: '1 pkg Philadelphia' };
    expect(recipeContains({ ingredients: [philly] }, 'dairy')).toBe(true);
    expect(recipeContains({ ingredients: [{ name: 'rice' }] }, 'grain')).toBe(true);
    expect(recipeContains({ ingredients: [{ original: null, name: null }] }, 'grain')).toBe(false);
  });
});

describe('intoleranceChecker', () => {
  it('answers for many intolerances from one reading of the ingredients, like recipeContains', () => {
    const recipe = {
      ingredients: ['200 g prawns', { name: 'tofu' }, '1 tbsp peanut butter'],
      dairyFree: true,
    };
    const contains = intoleranceChecker(recipe);
    for (const intolerance of [...intolerances, 'prawn', 'mustard']) {
      expect(contains(intolerance), intolerance).toBe(recipeContains(recipe, intolerance));
    }
    expect(intolerances.filter(contains)).toEqual(['peanut', 'seafood', 'shellfish', 'soy']);
  });
});

describe('containedIntolerances (the Contains: line)', () => {
  const recipe = {
    ingredients: ['200 g shrimp', '2 tbsp soy sauce', { name: 'butter', original: '2 tbsp butter' }],
    glutenFree: true,
  };

  it('lists contained intolerances title-cased, in the member order', () => {
    expect(containedIntolerances(recipe, ['soy', 'egg', 'shellfish', 'dairy', 'gluten'])).toEqual([
      'Soy',
      'Shellfish',
      'Dairy',
      'Gluten',
    ]);
    expect(containedIntolerances(recipe, ['tree nut', 'peanut'])).toEqual([]);
  });

  it('deduplicates names case-insensitively and skips blanks', () => {
    expect(containedIntolerances(recipe, ['Dairy', 'dairy', ' DAIRY ', '', 'Tree Nut'])).toEqual(['Dairy']);
    expect(containedIntolerances({ ingredients: ['almonds'] }, ['tree nut', 'Tree Nut'])).toEqual([
      'Tree Nut',
    ]);
  });

  it('is empty for a member without intolerances or a recipe without ingredients', () => {
    expect(containedIntolerances(recipe, [])).toEqual([]);
    expect(containedIntolerances({ ingredients: [] }, ['dairy', 'gluten'])).toEqual([]);
  });
});

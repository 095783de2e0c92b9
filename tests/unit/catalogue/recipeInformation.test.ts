import { describe, expect, it } from 'vitest';
import type { CatalogueRecipe } from '../../../packages/server/src/catalogue/catalogueRecipe.ts';
import {
  catalogueRowOf,
  containedIntolerancesOf,
} from '../../../packages/server/src/catalogue/catalogueRows.ts';
import { dietLabelsOf, searchDietName, searchDietsOf } from '../../../packages/server/src/provider/diets.ts';
import { imageFileName, measuresOf, originalLine } from '../../../packages/server/src/provider/measures.ts';
import { nutritionWidgetOf } from '../../../packages/server/src/provider/nutrition.ts';
import { recipeInformationOf } from '../../../packages/server/src/provider/recipeInformation.ts';
import { stepLength } from '../../../packages/server/src/provider/steps.ts';

// A catalogue recipe turned into Spoonacular's shapes, checked on one hand-made recipe.

const recipe: CatalogueRecipe = {
  id: 77,
  title: 'Prawn & Tofu Stir-Fry',
  cuisines: ['chinese'],
  dishTypes: ['main course'],
  diets: ['pescetarian'],
  servings: 2,
  preparationMinutes: 10,
  cookingMinutes: 8,
  readyInMinutes: 20,
  summary: 'Quick <and> bright.',
  ingredients: [
    { name: 'prawns', amount: 250, unit: 'g', aisle: 'Seafood' },
    { name: 'firm tofu', amount: 200, unit: 'g', aisle: 'Ethnic Foods' },
    { name: 'soy sauce', amount: 2, unit: 'tbsp', aisle: 'Condiments' },
    { name: 'spring onions', amount: 3, unit: '', aisle: 'Produce' },
    { name: 'coconut milk', amount: 1, unit: 'cup', aisle: 'Canned and Jarred' },
  ],
  steps: [
    'Fry the tofu in the wok for 5 minutes.',
    'Add the prawns and soy sauce and cook 2-3 minutes.',
    'Serve.',
  ],
  equipment: ['wok', 'knife'],
  nutrition: {
    calories: 410,
    fat: 20,
    saturatedFat: 9,
    carbohydrates: 12,
    sugar: 4,
    fiber: 2,
    protein: 40,
    cholesterol: 210,
    sodium: 1200,
    potassium: 600,
    calcium: 300,
    iron: 4.5,
    vitaminC: 12,
  },
  dairyFree: true,
  glutenFree: false,
  vegetarian: false,
  vegan: false,
  veryPopular: false,
  cheap: true,
  aggregateLikes: 12,
  healthScore: 75,
  pricePerServing: 250,
};

describe('recipe information from a catalogue recipe', () => {
  it('writes ingredient lines and measures in both systems', () => {
    const ingredient = (index: number) => {
      const found = recipe.ingredients[index];
      if (!found) throw new Error(`no ingredient ${index}`);
      return found;
    };
    const [prawns, soy, onions, milk] = [ingredient(0), ingredient(2), ingredient(3), ingredient(4)];
    expect(originalLine(prawns)).toBe('250 g prawns');
    expect(originalLine(onions)).toBe('3 spring onions');
    expect(measuresOf(prawns)).toEqual({
      us: { amount: 8.82, unitShort: 'oz', unitLong: 'ounces' },
      metric: { amount: 250, unitShort: 'g', unitLong: 'grams' },
    });
    // A US cup is 236.588 ml (NIST), as Spoonacular's measures have it.
    expect(measuresOf(milk).metric).toEqual({ amount: 237, unitShort: 'ml', unitLong: 'milliliters' });
    expect(measuresOf(soy).us).toEqual(measuresOf(soy).metric);
    expect(imageFileName('Crème Fraîche')).toBe('creme-fraiche.jpg');
  });

  it('links steps to the ingredients and equipment they mention, with their length', () => {
    const [first, second, third] = recipeInformationOf(recipe).analyzedInstructions[0]?.steps ?? [];
    expect(first?.ingredients.map((i) => i.name)).toEqual(['firm tofu']);
    expect(first?.equipment.map((e) => e.name)).toEqual(['wok']);
    expect(first?.length).toEqual({ number: 5, unit: 'minutes' });
    expect(second?.ingredients.map((i) => i.name)).toEqual(['prawns', 'soy sauce']);
    expect(second?.length).toEqual({ number: 3, unit: 'minutes' });
    expect(third).not.toHaveProperty('length');
    expect(stepLength('Chill for 2 hours.')).toEqual({ number: 2, unit: 'hours' });
  });

  it('escapes the summary into HTML and adds the key facts', () => {
    const info = recipeInformationOf(recipe);
    expect(info.summary).toContain('Quick &lt;and&gt; bright.');
    expect(info.summary).toContain('<b>20 minutes</b>');
    expect(info.veryHealthy).toBe(true);
  });

  it('computes 14 nutrients, a caloric breakdown and the widget rows', () => {
    const { nutrition } = recipeInformationOf(recipe);
    expect(nutrition.nutrients).toHaveLength(14);
    expect(nutrition.nutrients.find((n) => n.name === 'Protein')).toEqual({
      name: 'Protein',
      amount: 40,
      unit: 'g',
      percentOfDailyNeeds: 80,
    });
    expect(nutrition.nutrients.find((n) => n.name === 'Net Carbohydrates')?.amount).toBe(10);
    const { percentProtein, percentFat, percentCarbs } = nutrition.caloricBreakdown;
    expect(percentProtein + percentFat + percentCarbs).toBeCloseTo(100, 1);
    const widget = nutritionWidgetOf(nutrition.nutrients);
    expect(widget).toMatchObject({ calories: '410', carbs: '12g', fat: '20g', protein: '40g' });
    expect(widget.bad.find((row) => row.title === 'Sugar')).toMatchObject({ amount: '4g', indented: true });
    expect(widget.good.map((row) => row.title)).toContain('Vitamin C');
  });

  it('finds contained intolerances by the whole-word rule and the flags', () => {
    expect(containedIntolerancesOf(recipe)).toEqual(['gluten', 'seafood', 'shellfish', 'soy', 'wheat']);
    expect(catalogueRowOf(recipe).intolerances_contained).toEqual(containedIntolerancesOf(recipe));
  });

  it('searches implied diets and shows Spoonacular’s diet labels', () => {
    const vegan = {
      diets: ['vegan', 'paleo'] as CatalogueRecipe['diets'],
      vegan: true,
      vegetarian: true,
      glutenFree: true,
      dairyFree: true,
    };
    expect(searchDietsOf(vegan)).toEqual(
      [
        'gluten free',
        'lacto vegetarian',
        'ovo vegetarian',
        'paleo',
        'pescetarian',
        'primal',
        'vegan',
        'vegetarian',
      ].sort(),
    );
    expect(dietLabelsOf(vegan)).toEqual([
      'gluten free',
      'dairy free',
      'lacto ovo vegetarian',
      'vegan',
      'paleolithic',
    ]);
    expect(searchDietName(' Whole 30 ')).toBe('whole30');
    expect(searchDietName('Pescatarian')).toBe('pescetarian');
  });

  it('changes its content hash only when what is stored changes', () => {
    expect(catalogueRowOf(recipe).content_hash).toBe(catalogueRowOf({ ...recipe }).content_hash);
    expect(catalogueRowOf({ ...recipe, aggregateLikes: 13 }).content_hash).not.toBe(
      catalogueRowOf(recipe).content_hash,
    );
  });
});

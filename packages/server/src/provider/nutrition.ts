// Nutrition per serving in Spoonacular's shapes: the nutrients list with percent of daily needs, the caloric
// breakdown, and the nutrition widget (strings with units, "bad" and "good" rows).
import type { CatalogueNutrition, CatalogueRecipe } from '../catalogue/catalogueRecipe.ts';
import { gramsOf, ingredientId } from './measures.ts';

export interface Nutrient {
  name: string;
  amount: number;
  unit: string;
  percentOfDailyNeeds: number;
}

/** name, unit, daily need (the values Spoonacular uses), how to read it from the catalogue. */
const nutrientTable: ReadonlyArray<readonly [string, string, number, (n: CatalogueNutrition) => number]> = [
  ['Calories', 'kcal', 2000, (n) => n.calories],
  ['Fat', 'g', 65, (n) => n.fat],
  ['Saturated Fat', 'g', 20, (n) => n.saturatedFat],
  ['Carbohydrates', 'g', 300, (n) => n.carbohydrates],
  ['Net Carbohydrates', 'g', 300, (n) => Math.max(0, n.carbohydrates - n.fiber)],
  ['Sugar', 'g', 100, (n) => n.sugar],
  ['Cholesterol', 'mg', 300, (n) => n.cholesterol],
  ['Sodium', 'mg', 2400, (n) => n.sodium],
  ['Protein', 'g', 50, (n) => n.protein],
  ['Fiber', 'g', 25, (n) => n.fiber],
  ['Potassium', 'mg', 3500, (n) => n.potassium],
  ['Calcium', 'mg', 1000, (n) => n.calcium],
  ['Iron', 'mg', 18, (n) => n.iron],
  ['Vitamin C', 'mg', 60, (n) => n.vitaminC],
];

const round2 = (value: number) => Math.round(value * 100) / 100;

export function nutrientsOf(nutrition: CatalogueNutrition): Nutrient[] {
  return nutrientTable.map(([name, unit, daily, read]) => {
    const amount = round2(read(nutrition));
    return { name, amount, unit, percentOfDailyNeeds: round2((amount / daily) * 100) };
  });
}

export function caloricBreakdownOf(nutrition: CatalogueNutrition) {
  const protein = nutrition.protein * 4;
  const fat = nutrition.fat * 9;
  const carbs = nutrition.carbohydrates * 4;
  const total = protein + fat + carbs || 1;
  return {
    percentProtein: round2((protein / total) * 100),
    percentFat: round2((fat / total) * 100),
    percentCarbs: round2((carbs / total) * 100),
  };
}

/** The `nutrition` object of recipe information. */
export function nutritionOf(recipe: CatalogueRecipe) {
  const nutrients = nutrientsOf(recipe.nutrition);
  const grams = recipe.ingredients.reduce((sum, ingredient) => sum + gramsOf(ingredient), 0);
  return {
    nutrients,
    properties: [{ name: 'Health Score', amount: recipe.healthScore, unit: '' }],
    flavonoids: [],
    ingredients: recipe.ingredients.map((ingredient) => ({
      id: ingredientId(ingredient.name),
      name: ingredient.name,
      amount: round2(ingredient.amount / recipe.servings),
      unit: ingredient.unit,
      nutrients: [],
    })),
    caloricBreakdown: caloricBreakdownOf(recipe.nutrition),
    weightPerServing: { amount: Math.round(grams / recipe.servings), unit: 'g' },
  };
}

/** Rows of the widget, sub-rows (Saturated Fat under Fat) indented. */
const badRows: ReadonlyArray<readonly [string, boolean]> = [
  ['Calories', false],
  ['Fat', false],
  ['Saturated Fat', true],
  ['Carbohydrates', false],
  ['Net Carbohydrates', true],
  ['Sugar', true],
  ['Cholesterol', false],
  ['Sodium', false],
];
const goodRows = ['Protein', 'Fiber', 'Potassium', 'Calcium', 'Iron', 'Vitamin C'];

function withUnit(nutrient: Nutrient): string {
  const amount = Math.round(nutrient.amount * 10) / 10;
  return nutrient.unit === 'kcal' ? String(Math.round(amount)) : `${amount}${nutrient.unit}`;
}

/** nutritionWidget.json, computed from the nutrients list (so it also works on a cached information answer). */
export function nutritionWidgetOf(nutrients: readonly Nutrient[]) {
  const byName = new Map(nutrients.map((nutrient) => [nutrient.name, nutrient]));
  const value = (name: string) => {
    const nutrient = byName.get(name);
    return nutrient ? withUnit(nutrient) : name === 'Calories' ? '0' : '0g';
  };
  const row = (name: string, indented: boolean) => {
    const nutrient = byName.get(name);
    if (!nutrient) return [];
    return [
      {
        title: name,
        amount: withUnit(nutrient),
        indented,
        percentOfDailyNeeds: nutrient.percentOfDailyNeeds,
      },
    ];
  };
  return {
    calories: value('Calories'),
    carbs: value('Carbohydrates'),
    fat: value('Fat'),
    protein: value('Protein'),
    bad: badRows.flatMap(([name, indented]) => row(name, indented)),
    good: goodRows.flatMap((name) => row(name, false)),
    nutrients: [...nutrients],
  };
}

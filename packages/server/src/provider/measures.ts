// Spoonacular's extendedIngredients for a catalogue ingredient: the written line ("800 g chicken thighs"), a
// stable ingredient id, an image file name, and the amount in US and metric measures.
import { unitFactor } from '@potluck/domain';
import type { CatalogueIngredient } from '../catalogue/catalogueRecipe.ts';

export interface Measure {
  amount: number;
  unitShort: string;
  unitLong: string;
}

const unitNames: Record<string, string> = {
  g: 'grams',
  kg: 'kilograms',
  ml: 'milliliters',
  l: 'liters',
  tsp: 'teaspoons',
  tbsp: 'tablespoons',
  cup: 'cups',
  oz: 'ounces',
  lb: 'pounds',
  'fl oz': 'fluid ounces',
  pinch: 'pinches',
  clove: 'cloves',
};

/**
 * Known units in the other system: factor and unit, by the exact definitions (decision 021; Spoonacular's own
 * measures use them too). Spoon measures are the same in both.
 */
const toUs: Record<string, [number, string]> = {
  g: [unitFactor('g', 'oz'), 'oz'],
  kg: [unitFactor('kg', 'lb'), 'lb'],
  ml: [unitFactor('ml', 'cup'), 'cup'],
  l: [unitFactor('l', 'cup'), 'cup'],
};
const toMetric: Record<string, [number, string]> = {
  oz: [unitFactor('oz', 'g'), 'g'],
  lb: [unitFactor('lb', 'g'), 'g'],
  cup: [unitFactor('cup', 'ml'), 'ml'],
  'fl oz': [unitFactor('fl oz', 'ml'), 'ml'],
};

function rounded(value: number): number {
  return value >= 10 ? Math.round(value) : Math.round(value * 100) / 100;
}

function measure(amount: number, unit: string): Measure {
  const long = unitNames[unit] ?? unit;
  return {
    amount: rounded(amount),
    unitShort: unit,
    unitLong: amount === 1 ? long.replace(/(e?s)$/, '') : long,
  };
}

export function measuresOf(ingredient: CatalogueIngredient): { us: Measure; metric: Measure } {
  const unit = ingredient.unit.trim().toLowerCase();
  const us = toUs[unit];
  const metric = toMetric[unit];
  const same = measure(ingredient.amount, ingredient.unit);
  return {
    us: us ? measure(ingredient.amount * us[0], us[1]) : same,
    metric: metric ? measure(ingredient.amount * metric[0], metric[1]) : same,
  };
}

/** "800 g chicken thighs", "2 onions", "0.5 tsp salt". */
export function originalLine(ingredient: CatalogueIngredient): string {
  const amount = rounded(ingredient.amount);
  return [amount, ingredient.unit.trim(), ingredient.name].filter((part) => part !== '').join(' ');
}

/** A stable ingredient id from its name (Spoonacular ids are integers; ours are per name, 1001–999999). */
export function ingredientId(name: string): number {
  let hash = 2166136261;
  for (const char of name.toLowerCase()) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619);
  return 1001 + ((hash >>> 0) % 998999);
}

/** Spoonacular gives ingredient and equipment images as file names: "chicken-thighs.jpg". */
export function imageFileName(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'ingredient'}.jpg`;
}

/** Grams of an ingredient, roughly, for the weight per serving: countable items count as 100 g each. */
export function gramsOf(ingredient: CatalogueIngredient): number {
  const perUnit: Record<string, number> = {
    g: 1,
    kg: 1000,
    ml: 1,
    l: 1000,
    tsp: 5,
    tbsp: 15,
    cup: 240,
    oz: 28.35,
    lb: 453.6,
  };
  const factor = perUnit[ingredient.unit.trim().toLowerCase()] ?? (ingredient.unit.trim() === '' ? 100 : 5);
  return ingredient.amount * factor;
}

// The servings scaler (issue 19): every amount of a recipe multiplied by chosen servings ÷ the recipe's servings,
// written the way cooks write amounts — "1 ½ cups", "⅓ tsp", "300 g" — and never more precisely than a kitchen
// can measure. Lines without an amount ("a pinch of salt", "salt to taste") stay exactly as they were.
import { isMetricUnit, parseIngredientAmount, unitFor } from './ingredientAmount.ts';

/** The fractions a cook measures with spoons and cups; anything else is written as a decimal. */
const kitchenFractions: [value: number, text: string][] = [
  [1 / 8, '⅛'],
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [3 / 8, '⅜'],
  [1 / 2, '½'],
  [5 / 8, '⅝'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
  [7 / 8, '⅞'],
];
/** How far from a kitchen fraction an amount may be and still be written as it (a 48th of a unit). */
const fractionTolerance = 1 / 48;

/** How many a recipe serves as a number ("4", "4 servings", "4-6" → 4), or null when it does not say. */
export function recipeServingsCount(servings: number | string | null | undefined): number | null {
  const count = typeof servings === 'string' ? Number.parseFloat(servings) : servings;
  return count != null && Number.isFinite(count) && count > 0 ? count : null;
}

/** The factor that turns a recipe's servings into the chosen servings; 1 when either is unknown or not positive. */
export function servingsFactor(recipeServings: number | string | null | undefined, chosen: number): number {
  const from = recipeServingsCount(recipeServings);
  if (from === null || !Number.isFinite(chosen) || chosen <= 0) return 1;
  return chosen / from;
}

function decimal(value: number, places: number): string {
  return String(Number(value.toFixed(places)));
}

/** Grams and millilitres: whole numbers from 10 up (nobody weighs 83.33 g), one decimal below. */
function formatMetric(value: number, unit: string): string {
  const big = /^(kg|kilograms?|l|litres?|liters?)$/i.test(unit);
  if (big) return decimal(value, 2);
  return value >= 10 ? String(Math.round(value)) : decimal(value, 1);
}

/** Spoons, cups and counts: a whole number and a kitchen fraction ("1 ½", "⅓"), else a short decimal. */
function formatKitchen(value: number): string {
  const whole = Math.floor(value + fractionTolerance);
  const rest = value - whole;
  if (Math.abs(rest) <= fractionTolerance) return String(Math.max(whole, 0));
  const near = kitchenFractions.find(([fraction]) => Math.abs(rest - fraction) <= fractionTolerance);
  if (!near) return decimal(value, 2);
  return whole === 0 ? near[1] : `${whole} ${near[1]}`;
}

/** An amount as a cook writes it for this unit: formatAmount(1.5, 'cups') → '1 ½', formatAmount(83.3, 'g') → '83'. */
export function formatAmount(value: number, unit = ''): string {
  if (!Number.isFinite(value) || value <= 0) return '0';
  // A metric amount below a tenth (a pinch of saffron scaled down) still shows as a fraction, never "0 g".
  if (isMetricUnit(unit) && value >= 0.1) return formatMetric(value, unit);
  return formatKitchen(value);
}

/** The ingredient line for `factor` times the servings; a line without an amount comes back unchanged. */
export function scaleIngredient(line: string, factor: number): string {
  const amount = parseIngredientAmount(line);
  if (!amount || !Number.isFinite(factor) || factor <= 0 || factor === 1) return line;
  const low = amount.quantity * factor;
  const high = amount.upTo === null ? null : amount.upTo * factor;
  const written =
    formatAmount(low, amount.unit) +
    (high === null ? '' : amount.separator + formatAmount(high, amount.unit));
  const after = line.slice(amount.end);
  // Only the unit word right after the amount changes number ("1 cup" → "2 cups"); the rest is the cook's text.
  const unitAt = after.indexOf(amount.unit);
  const rewritten =
    amount.unit === '' || unitAt < 0
      ? after
      : after.slice(0, unitAt) + unitFor(amount.unit, high ?? low) + after.slice(unitAt + amount.unit.length);
  return line.slice(0, amount.start) + written + rewritten;
}

/** A provider ingredient's measure (extendedIngredients' amount and unit), scaled and written for the screen. */
export function scaleMeasure(
  measure: { amount: number; unit: string },
  factor: number,
): { amount: number; unit: string; text: string } {
  const amount = Number.isFinite(factor) && factor > 0 ? measure.amount * factor : measure.amount;
  const unit = unitFor(measure.unit, amount);
  const text = [formatAmount(amount, measure.unit), unit].filter((part) => part !== '').join(' ');
  return { amount, unit, text };
}

// Amounts as cooks write them (NYT Cooking, Serious Eats): "½ tsp", "1 ½ cups", "300 g", "1 egg", "2 eggs",
// "3 cloves garlic", "2–3 eggs", "Serves 4". One writer for the recipe as written and scaled, cook mode and the
// shopping list, so "0.5 tsp" reads "½ tsp" everywhere. The fraction characters come from format-quantity and
// the singulars and plurals from pluralize (decision 021) with the kitchen's own words (ingredientNouns.ts); which
// fractions a kitchen measures, which things are counted whole and how near is near enough are ours.
import { formatQuantity } from 'format-quantity';
import { pluralIngredient, singularIngredient } from './ingredientNouns.ts';

/** Units written in grams and millilitres (and their big siblings): amounts are rounded, not fractions. */
export const metricUnits = [
  'mg',
  'g',
  'gram',
  'grams',
  'gr',
  'kg',
  'kilogram',
  'kilograms',
  'ml',
  'millilitre',
  'millilitres',
  'milliliter',
  'milliliters',
  'cl',
  'dl',
  'l',
  'litre',
  'litres',
  'liter',
  'liters',
] as const;

/** Whether a unit is weighed or measured in grams or millilitres (or kilograms, litres…). */
export function isMetricUnit(unit: string): boolean {
  return (metricUnits as readonly string[]).includes(unit.toLowerCase().replace(/\.$/, ''));
}

/**
 * Things a cook counts rather than measures: a line without a unit ("2 eggs") or with one of these ("3 cloves
 * garlic"). Nobody cracks 0.62 of an egg, so their amounts are rounded to the nearest half.
 */
export const countedUnits = [
  'clove',
  'can',
  'slice',
  'stick',
  'sprig',
  'bunch',
  'handful',
  'piece',
  'head',
  'stalk',
  'pinch',
  'dash',
  'jar',
  'pack',
  'packet',
  'bag',
  'bottle',
  'tin',
  'portion',
  'fillet',
  'sheet',
  'pod',
  'leaf',
] as const;

/** Unit words spelled out, which agree with their number ("1 cup", "2 cups"); abbreviations never change. */
const spelledUnits = new Set<string>([
  ...countedUnits,
  'cup',
  'teaspoon',
  'tablespoon',
  'pound',
  'ounce',
  'gram',
  'kilogram',
  'litre',
  'liter',
  'millilitre',
  'milliliter',
  'quart',
  'pint',
  'gallon',
]);

const singularOf = (word: string) => singularIngredient(word.toLowerCase());

/** Unit abbreviations a recipe writes after an amount (besides the metric ones). */
const unitAbbreviations = new Set([
  'tsp',
  'tbsp',
  'tbs',
  'tbl',
  't',
  'oz',
  'lb',
  'lbs',
  'c',
  'pt',
  'qt',
  'fl',
]);

/** Whether the word after an amount is a unit ("cups", "g", "cloves") rather than the thing counted ("eggs"). */
export function isUnitWord(word: string): boolean {
  const bare = word.replace(/\.$/, '');
  return (
    isMetricUnit(bare) ||
    unitAbbreviations.has(bare.toLowerCase()) ||
    // "T" is a tablespoon; "t" a teaspoon.
    bare === 'T' ||
    spelledUnits.has(singularOf(bare))
  );
}

/** Whether a unit word counts whole things ("cloves", "can", "sprigs"). */
export function isCountedUnit(unit: string): boolean {
  return (countedUnits as readonly string[]).includes(singularOf(unit.replace(/\.$/, '')));
}

/** The fractions a cook measures with spoons and cups; anything else is written as a short decimal. */
const kitchenFractions = [0, 1 / 8, 1 / 4, 1 / 3, 3 / 8, 1 / 2, 5 / 8, 2 / 3, 3 / 4, 7 / 8, 1];
/** How far from a kitchen fraction an amount may be and still be written as it (a 48th of a unit). */
const fractionTolerance = 1 / 48;

function decimal(value: number, places: number): string {
  return String(Number(value.toFixed(places)));
}

/** "1 ½", "⅓", "2": a whole number and a vulgar fraction, spaced as cookbooks print them. */
function fractionText(value: number): string {
  return formatQuantity(value, { vulgarFractions: true, separator: ' ' }) ?? decimal(value, 2);
}

/** Grams and millilitres: whole numbers from 10 up (nobody weighs 83.33 g), one decimal below. */
function metricText(value: number, unit: string): string {
  if (/^(kg|kilograms?|l|litres?|liters?)$/i.test(unit)) return decimal(value, 2);
  return value >= 10 ? String(Math.round(value)) : decimal(value, 1);
}

/** How far, as a share of the amount, a kitchen fraction may be from it and still be written as it (decision 036). */
const fractionShare = 0.05;

/**
 * Spoons, cups, ounces: a whole number and a kitchen fraction ("1 ½", "⅓"), else a short decimal. The fraction is
 * near in both senses: within a 48th of the unit, and 5% of the amount (0.145 tsp is "0.15", not "⅛").
 */
function measureText(value: number): string {
  const whole = Math.floor(value);
  const near = kitchenFractions.find(
    (fraction) => Math.abs(value - whole - fraction) <= Math.min(fractionTolerance, fractionShare * value),
  );
  if (near === undefined) return decimal(value, 2);
  const snapped = whole + near;
  return snapped === 0 ? decimal(value, 2) : fractionText(snapped);
}

/**
 * An amount written to be read again and added up, not measured (a scaled line on its way to the shopping list):
 * a kitchen fraction only when it is one exactly ("⅝", "1 ⅓"), else up to four decimals ("0.4167"); grams and
 * millilitres (`fractions` false) always in decimals ("12.5").
 */
export function exactAmount(value: number, fractions = true): string {
  if (!Number.isFinite(value) || value <= 0) return '0';
  const whole = Math.floor(value);
  const exact = fractions && kitchenFractions.some((fraction) => Math.abs(value - whole - fraction) < 1e-9);
  return exact ? fractionText(value) : decimal(value, 4);
}

/** A count of whole things, to the nearest half and never less than half: "2 ½" eggs, "½" lemon. */
export function wholeThings(value: number): number {
  return Math.max(Math.round(value * 2) / 2, 0.5);
}

/**
 * An amount as a cook writes it for this unit: writeAmount(1.5, 'cups') → '1 ½', writeAmount(83.3, 'g') → '83',
 * writeAmount(2.6, '') → '2 ½' (eggs are counted whole, to the half).
 */
export function writeAmount(value: number, unit = ''): string {
  if (!Number.isFinite(value) || value <= 0) return '0';
  // A metric amount below a tenth (a pinch of saffron scaled down) still shows as a fraction, never "0 g".
  if (isMetricUnit(unit) && value >= 0.1) return metricText(value, unit);
  if (unit === '' || isCountedUnit(unit)) return fractionText(wholeThings(value));
  return measureText(value);
}

/** Keeps the capital letter the cook wrote ("Cups"). */
function sameCase(model: string, word: string): string {
  return model[0] !== undefined && model[0] === model[0].toUpperCase() && model[0] !== model[0].toLowerCase()
    ? (word[0]?.toUpperCase() ?? '') + word.slice(1)
    : word;
}

/**
 * A word in the number its amount asks for: "egg" for one or less, "eggs" for more; kitchen words as the list spells
 * them (ingredientNouns.ts: "1 green chilli", never "chilly"; "1 tbsp molasses").
 */
export function nounFor(word: string, amount: number): string {
  const agreed = amount > 1 ? pluralIngredient(word) : singularIngredient(word);
  return sameCase(word, agreed);
}

/** The unit written for an amount: "cup" for one, "cups" for more; abbreviations ("tsp", "g") unchanged. */
export function unitFor(unit: string, amount: number): string {
  const bare = unit.replace(/\.$/, '');
  if (!spelledUnits.has(singularOf(bare))) return unit;
  return nounFor(bare, amount);
}

/** Which word agrees with the amount: the last word of the first phrase ("2 soft-boiled eggs, halved"). */
const phraseEnd = /[,(;:+]|\s(?:and|or|for|in|into|to|with|of|from|plus)\s/i;

/**
 * The words after an amount that has just crossed one (scaled from 2 to 1, or from 1 to 2): the counted word of
 * the first phrase agrees ("1 egg, beaten", "2 small pieces tamarind"), everything else stays as written.
 */
export function agreeingWords(after: string, amount: number): string {
  const end = after.search(phraseEnd);
  const phrase = end < 0 ? after : after.slice(0, end);
  const words = [...phrase.matchAll(/[\p{L}'-]+/gu)];
  const counted = words.find((word) => isCountedUnit(word[0])) ?? words[words.length - 1];
  if (!counted || counted.index === undefined) return after;
  return (
    after.slice(0, counted.index) +
    nounFor(counted[0], amount) +
    after.slice(counted.index + counted[0].length)
  );
}

/** Ranges are written with an en dash ("2–3 eggs"); a range written in words ("2 to 3") keeps its words. */
export function rangeSeparator(written: string): string {
  return /^\s*[-–—]\s*$/.test(written) ? '–' : written;
}

/**
 * The recipe's yield as a cook reads it: 4 → "Serves 4", "4 servings" → "Serves 4", "2-3" → "Serves 2–3",
 * "1 loaf" → "Makes 1 loaf"; null when the recipe does not say.
 */
export function servingsLabel(servings: number | string | null | undefined): string | null {
  if (servings == null) return null;
  const text = String(servings)
    .trim()
    .replace(/\s*[-–—]\s*/, '–');
  if (text === '') return null;
  const counted = /^(\d+(?:[.,]\d+)?(?:–\d+(?:[.,]\d+)?)?)\s*(.*)$/.exec(text);
  if (!counted) return `Serves ${text}`;
  const [, count = '', what = ''] = counted;
  if (what === '' || /^(servings?|people|persons?|portions?)$/i.test(what)) return `Serves ${count}`;
  return `Makes ${count} ${what}`;
}

/** A number of servings chosen with the scaler: "1 serving", "1 ½ servings", "6 servings". */
export function servingsText(servings: number): string {
  return `${writeAmount(servings)} ${servings > 1 ? 'servings' : 'serving'}`;
}

// The servings scaler (issue 19) and the member's units: every ingredient line of a recipe multiplied by chosen
// servings ÷ the recipe's servings, in the member's system when asked, and written the way cooks write amounts —
// "1 ½ cups", "⅓ tsp", "300 g", "1 egg" — never more precisely than a kitchen can measure. The recipe as written
// goes through the same writer, so "0.5 tsp" reads "½ tsp" there too. Lines without an amount ("a pinch of
// salt", "salt to taste") stay exactly as they were.
import {
  agreeingWords,
  exactAmount,
  isMetricUnit,
  isUnitWord,
  rangeSeparator,
  unitFor,
  writeAmount,
} from './amountWords.ts';
import { parseIngredientAmount } from './ingredientAmount.ts';
import type { UnitSystem } from './localeUnits.ts';
import { convertAmount, tidyMetric } from './unitSystems.ts';
import { isUsMeasure, measureUs, measureWords, nearestIn, usMeasureOf } from './usMeasures.ts';

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

export interface LineChoice {
  /** Chosen ÷ written servings; 1 (or anything that is no number of servings) is the recipe as written. */
  factor?: number;
  /** The member's system; null or absent keeps the units the recipe is written in. */
  system?: UnitSystem | null;
}

/**
 * An ingredient line for the chosen servings and units, as a cook writes it: ("0.5 tsp baking soda") →
 * "½ tsp baking soda"; ("2 eggs", ×½) → "1 egg"; ("250 g flour", US) → "2 cups flour"; ("3 tbsp butter", ×2) →
 * "6 tbsp butter"; ("¾ cup sugar", ×½) → "¼ cup + 2 tbsp sugar"; ("2-3 cloves garlic", ×2) → "4–6 cloves garlic". A US
 * amount scaled or converted is one a cook measures (usMeasures.ts); a line as written keeps the cook's unit. A
 * line without an amount comes back unchanged.
 */
export function ingredientLine(line: string, choice: LineChoice = {}): string {
  return rewriteLine(line, choice, false);
}

/**
 * The ingredient line for `factor` times the servings, in the unit it is written in, with its amount exact rather
 * than measured ("1 ¼ tsp salt" × ½ → "⅝ tsp salt", "½ cup + 2 tbsp flour" × 2 → "1 ¼ cups flour"): the line a
 * shopping list reads and adds up, then writes as a cook measures the sum.
 */
export function scaleIngredient(line: string, factor: number): string {
  return rewriteLine(line, { factor }, true);
}

function rewriteLine(line: string, { factor = 1, system = null }: LineChoice, exact: boolean): string {
  const amount = parseIngredientAmount(line);
  if (!amount) return line;
  const scale = Number.isFinite(factor) && factor > 0 ? factor : 1;
  const after = line.slice(amount.end);
  // The word after the amount is a unit ("cups", "g") or the thing counted ("eggs": a count, unit '').
  const writtenUnit = isUnitWord(amount.unit) ? amount.unit : '';
  const unitAt = writtenUnit === '' ? -1 : after.indexOf(writtenUnit);
  // A second measure ("½ cup + 2 tbsp") joins the first, in the first's unit, once the line is scaled or converted.
  const plus = amount.plus && unitAt >= 0 && (exact || scale !== 1 || system) ? amount.plus : null;
  const plusQuantity = plus ? inUnitOf(plus.quantity, plus.unit, writtenUnit) : 0;
  // What follows the unit word: the ingredient (its name decides the density) and the cook's notes.
  const rest = plus ? line.slice(plus.end) : unitAt < 0 ? after : after.slice(unitAt + writtenUnit.length);
  const low = (amount.quantity + plusQuantity) * scale;
  const high = amount.upTo === null ? null : amount.upTo * scale;
  // Converted to the member's system, or, scaled in metric, into the unit that fits ("0.5 kg" → "500 g").
  const rewrite = (quantity: number) =>
    (system ? convertAmount({ quantity, unit: writtenUnit }, system, rest) : null) ??
    (scale !== 1 ? tidyMetric({ quantity, unit: writtenUnit }) : null);
  let converted = rewrite(low);
  // A range keeps one unit: both ends rewritten alike, or neither.
  if (converted && high !== null && converted.unit !== (rewrite(high)?.unit ?? converted.unit))
    converted = null;
  const convertedHigh = converted && high !== null ? rewrite(high) : null;
  const unit = converted?.unit ?? writtenUnit;
  const shownLow = converted?.quantity ?? low;
  const shownHigh = converted ? (convertedHigh?.quantity ?? null) : high;
  const shownMost = shownHigh ?? shownLow;
  const start = line.slice(0, amount.start);
  // A US measure scaled or converted reads as a cook measures it ("6 tbsp", "½ cup + 2 tbsp").
  if (!exact && unitAt >= 0 && (converted || scale !== 1 || plus) && isUsMeasure(unit)) {
    const keep = converted ? undefined : writtenUnit;
    const words =
      shownHigh === null
        ? measureWords(measureUs(shownLow, unit, { keep })?.parts ?? [], keep)
        : measuredRange(shownLow, shownHigh, unit, rangeSeparator(amount.separator), keep);
    if (words !== '') return start + words + rest;
  }
  // On its way to the shopping list a measured amount stays exact ("⅝ tsp", "12.5 g"), for the list to add up and
  // measure once; things counted are counted to the half either way.
  const number = (value: number) =>
    exact && isUsMeasure(unit)
      ? exactAmount(value)
      : exact && isMetricUnit(unit)
        ? exactAmount(value, false)
        : writeAmount(value, unit);
  const written =
    number(shownLow) + (shownHigh === null ? '' : rangeSeparator(amount.separator) + number(shownHigh));
  if (unitAt >= 0) {
    // A unit the amount brought along ("1 cup" → "2 cups", "250 g" → "2 cups") agrees with its number.
    const unitWord = converted
      ? ` ${unitFor(unit, shownMost)}`
      : after.slice(0, unitAt) + unitFor(unit, shownMost);
    return start + written + unitWord + rest;
  }
  // A count ("2 eggs"): the counted word changes number only where the amount crossed one, so the cook's own
  // wording ("2 star anise") stays as written.
  const writtenMost = amount.upTo ?? amount.quantity;
  const crossed = writtenMost > 1 !== shownMost > 1;
  return start + written + (crossed ? agreeingWords(after, shownMost) : after);
}

/** An amount of one US measure in another of its kind: 2 tbsp in cups is ⅛. */
function inUnitOf(quantity: number, unit: string, target: string): number {
  const [from, to] = [usMeasureOf(unit), usMeasureOf(target)];
  return from && to && from.kind === to.kind ? (quantity * from.size) / to.size : 0;
}

/**
 * A range of a US measure, both ends in the one unit the upper end is measured in, each to that unit's nearest
 * kitchen fraction: "250-300 ml milk" → "1–1 ¼ cups". Empty when the range has no such unit.
 */
function measuredRange(low: number, high: number, unit: string, separator: string, keep?: string): string {
  const top = measureUs(high, unit, { keep })?.parts[0]?.unit;
  if (!top) return '';
  const [lowEnd, highEnd] = [nearestIn(low, unit, top), nearestIn(high, unit, top)];
  if (lowEnd === null || highEnd === null || lowEnd >= highEnd) return '';
  const spelling = keep !== undefined && usMeasureOf(keep)?.unit === top ? keep.replace(/\.$/, '') : top;
  return `${writeAmount(lowEnd, top)}${separator}${writeAmount(highEnd, top)} ${unitFor(spelling, highEnd)}`;
}

// Reading the amount at the start of an ingredient line ("1 1/2 cups flour", "200 g butter", "2-3 cloves
// garlic", "½ tsp salt", "1½ onions"), so the servings scaler can change the number and keep every other word as
// the cook wrote it. A line whose start is not an amount ("a pinch of salt", "salt to taste", "2-inch piece of
// ginger") is not parsed at all: leaving a line alone is always safer than garbling it. Measured against
// parse-ingredient over every catalogue and demo line (decision 021): it reads as well, but loses where the
// amount stood in the line, which a scaled line needs to keep every other word as written.
import { numericQuantity, vulgarFractionToAsciiMap } from 'numeric-quantity';
import { isMetricUnit, metricUnits } from './amountWords.ts';
import { shoppingLimits } from './limits.ts';
import { usMeasureOf } from './usMeasures.ts';

/** The vulgar fractions cooks type ("½", "⅓"), as numeric-quantity reads them ("⅟" is no amount on its own). */
const fractionClass = Object.keys(vulgarFractionToAsciiMap)
  .filter((character) => character !== '⅟')
  .join('');
// One quantity: "1 1/2", "1½", "1 ½", "½", "3/4", "1.5", "200".
const quantity = `(?:\\d+\\s+\\d+\\/\\d+|\\d+\\s*[${fractionClass}]|[${fractionClass}]|\\d+\\/\\d+|\\d+(?:\\.\\d+)?)`;
// The line's amount: a quantity, optionally a range to a second one ("2-3", "1–2", "2 to 3"), then what follows
// must be a space, the end, or a unit glued to the number ("200g").
const amountPattern = new RegExp(
  `^(\\s*)(${quantity})(?:(\\s*(?:-|–|—|to)\\s*)(${quantity}))?(?=\\s|$|(?:${metricUnits.join('|')})\\b)`,
  'i',
);
const unitPattern = /^(\s*)([a-zA-Z]+\.?)/;
// A second, smaller measure added to the first: "½ cup + 2 tbsp", "1 tbsp plus 1 tsp", "1 lb 2 oz".
const plusPattern = new RegExp(
  `^(\\s*(?:\\+|plus)\\s*|\\s+)(${quantity})\\s*([a-zA-Z]+\\.?)(?=\\s|$|[,;)])`,
  'i',
);

export interface IngredientAmount {
  /** The amount, or the low end of a range. */
  quantity: number;
  /** The high end of a range ("2-3 cloves"), else null. */
  upTo: number | null;
  /** The unit word right after the amount as written ("cups", "g"), or '' (a count: "2 onions"). */
  unit: string;
  /** Whether the unit is metric (grams, millilitres…): scaled amounts are rounded rather than written as fractions. */
  metric: boolean;
  /** Where the amount text starts and ends in the line, so a scaled line keeps every other character. */
  start: number;
  end: number;
  /** The range separator as written (" to ", "-"), kept when the range is rewritten. */
  separator: string;
  /**
   * A second, smaller US measure the line adds to the first ("½ cup + 2 tbsp flour", "1 lb 2 oz beef"): its amount,
   * unit and where it ends; null for one measure. The first's quantity, unit and end are as for any line.
   */
  plus: { quantity: number; unit: string; end: number } | null;
}

/** The value of one quantity as written: "1 1/2" → 1.5, "1½" → 1.5, "3/4" → 0.75, "200" → 200; NaN if none. */
export function quantityValue(text: string): number {
  return numericQuantity(text.trim(), { round: false });
}

/** The amount at the start of an ingredient line, or null when the line does not start with one. */
export function parseIngredientAmount(line: string): IngredientAmount | null {
  const match = amountPattern.exec(line);
  if (!match) return null;
  const [whole, lead = '', first = '', separator = '', second] = match;
  const low = quantityValue(first);
  const high = second === undefined ? null : quantityValue(second);
  // "0 g", "1/0 cup", a range that runs backwards or "18" with 304 zeros is not an amount a cook means: the line
  // is kept as written, never rewritten or added up.
  if (!Number.isFinite(low) || low <= 0 || (high !== null && (!Number.isFinite(high) || high <= low))) {
    return null;
  }
  if ((high ?? low) > shoppingLimits.largestQuantity) return null;
  const unitMatch = unitPattern.exec(line.slice(whole.length));
  const unit = unitMatch?.[2] ?? '';
  const afterUnit = whole.length + (unitMatch?.[0].length ?? 0);
  return {
    quantity: low,
    upTo: high,
    unit,
    metric: isMetricUnit(unit),
    start: lead.length,
    end: whole.length,
    separator,
    plus: high === null && unitMatch ? plusOf(line, unit, afterUnit) : null,
  };
}

/** The second measure after the first's unit, when both are US measures of one kind and the second is smaller. */
function plusOf(line: string, unit: string, at: number): IngredientAmount['plus'] {
  const match = plusPattern.exec(line.slice(at));
  const first = usMeasureOf(unit);
  if (!match || !first) return null;
  const [whole, joint = '', amount = '', secondUnit = ''] = match;
  const second = usMeasureOf(secondUnit);
  const quantity = quantityValue(amount);
  // Pounds and ounces may stand side by side ("1 lb 2 oz"); two volume measures are joined by "+" or "plus".
  const joined = joint.trim() !== '' || (first.kind === 'weight' && second?.kind === 'weight');
  if (!second || second.kind !== first.kind || second.size >= first.size || !joined) return null;
  if (!Number.isFinite(quantity) || quantity <= 0) return null;
  return { quantity, unit: secondUnit, end: at + whole.length };
}

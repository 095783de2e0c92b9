// Reading the amount at the start of an ingredient line ("1 1/2 cups flour", "200 g butter", "2-3 cloves
// garlic", "½ tsp salt", "1½ onions"), so the servings scaler can change the number and keep every other word as
// the cook wrote it. A line whose start is not an amount ("a pinch of salt", "salt to taste", "2-inch piece of
// ginger") is not parsed at all: leaving a line alone is always safer than garbling it.

/** Unicode vulgar fractions cooks type, by value. */
export const fractionCharacters: Record<string, number> = {
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅕': 1 / 5,
  '⅖': 2 / 5,
  '⅗': 3 / 5,
  '⅘': 4 / 5,
  '⅙': 1 / 6,
  '⅚': 5 / 6,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
};

/** Units written in grams and millilitres (and their big siblings): scaled amounts are rounded, not fractions. */
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

/** The singular and plural of units cooks count, so "1 cup" scaled by 2 reads "2 cups". */
const unitPlurals: Record<string, string> = {
  cup: 'cups',
  teaspoon: 'teaspoons',
  tablespoon: 'tablespoons',
  clove: 'cloves',
  pinch: 'pinches',
  can: 'cans',
  slice: 'slices',
  pound: 'pounds',
  ounce: 'ounces',
  gram: 'grams',
  kilogram: 'kilograms',
  litre: 'litres',
  liter: 'liters',
  millilitre: 'millilitres',
  milliliter: 'milliliters',
  stick: 'sticks',
  sprig: 'sprigs',
  bunch: 'bunches',
  handful: 'handfuls',
  piece: 'pieces',
  head: 'heads',
  stalk: 'stalks',
};
const unitSingulars = Object.fromEntries(Object.entries(unitPlurals).map(([one, many]) => [many, one]));

const fractionClass = Object.keys(fractionCharacters).join('');
// One quantity: "1 1/2", "1½", "1 ½", "½", "3/4", "1.5", "200".
const quantity = `(?:\\d+\\s+\\d+\\/\\d+|\\d+\\s*[${fractionClass}]|[${fractionClass}]|\\d+\\/\\d+|\\d+(?:\\.\\d+)?)`;
// The line's amount: a quantity, optionally a range to a second one ("2-3", "1–2", "2 to 3"), then what follows
// must be a space, the end, or a unit glued to the number ("200g").
const amountPattern = new RegExp(
  `^(\\s*)(${quantity})(?:(\\s*(?:-|–|—|to)\\s*)(${quantity}))?(?=\\s|$|(?:${metricUnits.join('|')})\\b)`,
  'i',
);
const unitPattern = /^(\s*)([a-zA-Z]+\.?)/;

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
}

/** The value of one quantity as written: "1 1/2" → 1.5, "1½" → 1.5, "3/4" → 0.75, "200" → 200. */
export function quantityValue(text: string): number {
  const trimmed = text.trim();
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(trimmed);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = /^(\d+)\/(\d+)$/.exec(trimmed);
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  const last = trimmed.slice(-1);
  const vulgar = fractionCharacters[last];
  if (vulgar !== undefined) {
    const whole = trimmed.slice(0, -1).trim();
    return (whole === '' ? 0 : Number(whole)) + vulgar;
  }
  return Number(trimmed);
}

/** Whether a unit is weighed or measured in grams or millilitres (or kilograms, litres…). */
export function isMetricUnit(unit: string): boolean {
  return (metricUnits as readonly string[]).includes(unit.toLowerCase().replace(/\.$/, ''));
}

/** The amount at the start of an ingredient line, or null when the line does not start with one. */
export function parseIngredientAmount(line: string): IngredientAmount | null {
  const match = amountPattern.exec(line);
  if (!match) return null;
  const [whole, lead = '', first = '', separator = '', second] = match;
  const low = quantityValue(first);
  const high = second === undefined ? null : quantityValue(second);
  // "0 g", "1/0 cup" or a range that runs backwards is not an amount a cook means.
  if (!Number.isFinite(low) || low <= 0 || (high !== null && (!Number.isFinite(high) || high <= low))) {
    return null;
  }
  const unit = unitPattern.exec(line.slice(whole.length))?.[2] ?? '';
  return {
    quantity: low,
    upTo: high,
    unit,
    metric: isMetricUnit(unit),
    start: lead.length,
    end: whole.length,
    separator,
  };
}

/** The unit written for an amount: "cup" for one, "cups" for more; unknown words and abbreviations unchanged. */
export function unitFor(unit: string, amount: number): string {
  const lower = unit.toLowerCase();
  const swapped = amount > 1 ? unitPlurals[lower] : unitSingulars[lower];
  if (swapped === undefined) return unit;
  // Keep the cook's capitalisation of the first letter ("Cups").
  return unit[0] === unit[0]?.toUpperCase() ? swapped[0]?.toUpperCase() + swapped.slice(1) : swapped;
}

// Metric or US customary (issue "Plan the week", part 2): an amount in the member's system, as a cook there would
// measure it. Cups ↔ millilitres, ounces ↔ grams, pounds ↔ kilograms, °F ↔ °C in step texts; teaspoons and
// tablespoons are the same spoons in both and stay. Weight becomes volume (and back) only for the few ingredients
// whose density a kitchen can rely on; anything else keeps to weight or volume. The arithmetic is convert's
// (decision 021); the rounding to what a metric kitchen measures is ours here, a US amount is measured by
// usMeasures.ts (decision 036). Pure: the recipe page, cook mode, the shopping list and the week's plan all call
// it.
import { convert } from 'convert';
import type { UnitSystem } from './localeUnits.ts';
import { hasUsMeasure } from './usMeasures.ts';

type Kind = 'mass' | 'volume';
type ConvertUnit =
  | 'g'
  | 'kg'
  | 'mg'
  | 'oz'
  | 'lb'
  | 'ml'
  | 'l'
  | 'cl'
  | 'dl'
  | 'cup'
  | 'fl oz'
  | 'pint'
  | 'quart';
interface Measure {
  kind: Kind;
  system: UnitSystem;
  unit: ConvertUnit;
}

/** Every spelling a recipe uses for a unit that belongs to one system; spoons are in both and absent here. */
const measures: Record<string, Measure> = {};
function spellings(kind: Kind, system: UnitSystem, unit: ConvertUnit, words: string[]) {
  for (const word of [unit, ...words]) measures[word] = { kind, system, unit };
}
spellings('mass', 'metric', 'g', ['gram', 'grams', 'gr']);
spellings('mass', 'metric', 'kg', ['kilogram', 'kilograms', 'kilo', 'kilos']);
spellings('mass', 'metric', 'mg', ['milligram', 'milligrams']);
spellings('volume', 'metric', 'ml', ['millilitre', 'millilitres', 'milliliter', 'milliliters']);
spellings('volume', 'metric', 'l', ['litre', 'litres', 'liter', 'liters']);
spellings('volume', 'metric', 'cl', ['centilitre', 'centilitres']);
spellings('volume', 'metric', 'dl', ['decilitre', 'decilitres']);
spellings('mass', 'us', 'oz', ['ounce', 'ounces']);
spellings('mass', 'us', 'lb', ['lbs', 'pound', 'pounds']);
spellings('volume', 'us', 'cup', ['cups', 'c']);
spellings('volume', 'us', 'fl oz', ['fluid ounce', 'fluid ounces']);
spellings('volume', 'us', 'pint', ['pints', 'pt']);
spellings('volume', 'us', 'quart', ['quarts', 'qt']);

/** How many of one unit make another, by the exact definitions (a US cup is 236.588 ml, not 240). */
export function unitFactor(from: ConvertUnit, to: ConvertUnit): number {
  return convert(1, from).to(to);
}

/** The measure a unit word names, or undefined for spoons, counts and words that are no unit. */
export function measureOf(unit: string): Measure | undefined {
  const bare = unit.trim().replace(/\.$/, '');
  return measures[bare] ?? measures[bare.toLowerCase()];
}

/**
 * Grams per millilitre of the ingredients whose weight and volume a kitchen trades reliably (a cup of flour is
 * 125 g, of sugar 200 g, of butter 227 g). Weighed solids become grams in metric; liquids stay a volume there
 * (nobody weighs milk for a sauce) but turn from grams into cups for US cooks ("375 g water" in a bread).
 */
export const densities: ReadonlyArray<{ name: string; gramsPerMl: number; liquid: boolean }> = [
  { name: 'flour', gramsPerMl: 0.53, liquid: false },
  { name: 'sugar', gramsPerMl: 0.85, liquid: false },
  { name: 'butter', gramsPerMl: 0.96, liquid: false },
  { name: 'rice', gramsPerMl: 0.78, liquid: false },
  { name: 'water', gramsPerMl: 1, liquid: true },
  { name: 'milk', gramsPerMl: 1.03, liquid: true },
  { name: 'oil', gramsPerMl: 0.92, liquid: true },
];

/**
 * The density of an ingredient (the words after the amount and unit), or undefined when it is not in the table.
 * Matched on the last word before any note, so "bread flour" is flour and "rice vinegar" or "rice noodles" are
 * not rice.
 */
export function densityOf(ingredient: string): (typeof densities)[number] | undefined {
  const head = ingredient
    .toLowerCase()
    .split(/[,(;+]|\s(?:for|to|in|with|plus|and|or)\s/)[0]
    ?.trim()
    .split(/\s+/)
    .pop();
  return densities.find(({ name }) => name === head);
}

export interface Amount {
  quantity: number;
  unit: string;
}

const round = (value: number, step: number) => Math.max(Math.round(value / step) * step, step);

/** The step a metric kitchen rounds to: to the gram below 20, then 5, 10 from 100 and 25 from 500. */
const metricStep = (value: number) => (value >= 500 ? 25 : value >= 100 ? 10 : value >= 20 ? 5 : 1);

/** Grams as a metric kitchen weighs them: 7 g, 45 g, 130 g, 900 g, 1.25 kg (never "236.588"). */
function inGrams(grams: number): Amount {
  const rounded = round(grams, metricStep(grams));
  return rounded >= 1000 ? { quantity: rounded / 1000, unit: 'kg' } : { quantity: rounded, unit: 'g' };
}

/** Millilitres as a metric jug measures them: 5 ml, 60 ml, 240 ml, 1.2 l. */
function inMillilitres(ml: number): Amount {
  const rounded = round(ml, metricStep(ml));
  return rounded >= 1000 ? { quantity: rounded / 1000, unit: 'l' } : { quantity: rounded, unit: 'ml' };
}

/** Below half an ounce a US kitchen scale reads nothing useful: "5 g yeast" stays in grams. */
const smallestOunceInGrams = 14;

/**
 * An exact US amount in the unit its size suggests (cups from a quarter cup, tablespoons from one, else teaspoons;
 * ounces, pounds from one), or null when no US measure comes within 5% of it (0.3 ml has no spoon): how it is
 * measured ("½ cup + 2 tbsp") is the writer's (usMeasures.ts, decision 036).
 */
function inUsMeasure(quantity: number, unit: 'tsp' | 'oz'): Amount | null {
  if (!hasUsMeasure(quantity, unit)) return null;
  if (unit === 'oz')
    return quantity >= 15.5 ? { quantity: quantity / 16, unit: 'lb' } : { quantity, unit: 'oz' };
  if (quantity >= 12) return { quantity: quantity / 48, unit: 'cup' };
  if (quantity >= 3) return { quantity: quantity / 3, unit: 'tbsp' };
  return { quantity, unit: 'tsp' };
}

/**
 * An amount in the member's system: `convertAmount({quantity: 250, unit: 'g'}, 'us', 'flour')` → 1.99 cups (a
 * US amount is exact, and measured as it is written: "2 cups"); `({quantity: 1, unit: 'cup'}, 'metric', 'stock')`
 * → 240 ml (rounded as a metric kitchen weighs and pours). Null when there is nothing to convert: the unit is
 * already the system's, a spoon, a count, no unit the table knows, or an amount no US measure comes near.
 */
export function convertAmount(amount: Amount, system: UnitSystem, ingredient = ''): Amount | null {
  const measure = measureOf(amount.unit);
  if (!measure || measure.system === system || !Number.isFinite(amount.quantity) || amount.quantity <= 0) {
    return null;
  }
  const density = densityOf(ingredient);
  if (measure.kind === 'mass') {
    const grams = convert(amount.quantity, measure.unit).to('g');
    if (system === 'metric') return inGrams(grams);
    if (density) return inUsMeasure(convert(grams / density.gramsPerMl, 'ml').to('tsp'), 'tsp');
    return grams < smallestOunceInGrams ? null : inUsMeasure(convert(grams, 'g').to('oz'), 'oz');
  }
  const ml = convert(amount.quantity, measure.unit).to('ml');
  if (system === 'us') return inUsMeasure(convert(ml, 'ml').to('tsp'), 'tsp');
  return density && !density.liquid ? inGrams(ml * density.gramsPerMl) : inMillilitres(ml);
}

/**
 * A scaled metric amount in the unit a cook would write it in: 0.5 kg is "500 g", 1500 g is "1.5 kg" (likewise
 * litres and millilitres). Null when the unit already fits or is no metric unit.
 */
export function tidyMetric(amount: Amount): Amount | null {
  const measure = measureOf(amount.unit);
  if (measure?.system !== 'metric') return null;
  const big = measure.unit === 'kg' || measure.unit === 'l';
  const small = measure.unit === 'g' || measure.unit === 'ml';
  if (big && amount.quantity < 1) {
    return { quantity: amount.quantity * 1000, unit: measure.kind === 'mass' ? 'g' : 'ml' };
  }
  if (small && amount.quantity >= 1000) {
    return { quantity: amount.quantity / 1000, unit: measure.kind === 'mass' ? 'kg' : 'l' };
  }
  return null;
}

/**
 * Degrees as a cook reads them: an oven dial in °F moves by 25 (175 °C → 350 °F), in °C by 5 (350 °F → 175 °C);
 * other hot temperatures to 5 degrees, and a thermometer's (74 °C inside) to the degree.
 */
function roundedDegrees(value: number, scale: 'C' | 'F'): number {
  const step = scale === 'F' && value >= 300 ? 25 : value >= (scale === 'F' ? 250 : 120) ? 5 : 1;
  return Math.round(value / step) * step;
}

const temperature =
  /(\d+(?:\.\d+)?)(?:(\s*(?:-|–|—|to)\s*)(\d+(?:\.\d+)?))?\s*(?:°|º|degrees?)\s*(?:(C|F)\b|(Celsius|Fahrenheit|centigrade)\b)/gi;

/**
 * A step's temperatures in the member's system: "Bake at 350°F" → "Bake at 175 °C" (metric), "Heat the oil to
 * 165 °C" → "Heat the oil to 330 °F" (US). Ranges stay ranges; everything else is the cook's text.
 */
export function convertTemperatures(text: string, system: UnitSystem): string {
  return text.replace(
    temperature,
    (
      whole,
      low: string,
      separator: string | undefined,
      high: string | undefined,
      letter?: string,
      word?: string,
    ) => {
      const scale = (letter ?? word ?? '').toUpperCase().startsWith('F') ? 'F' : 'C';
      const target = system === 'us' ? 'F' : 'C';
      if (scale === target) return whole;
      const degrees = (value: string) =>
        String(roundedDegrees(convert(Number(value), scale).to(target), target));
      const range = high === undefined ? '' : `${separator?.trim() === 'to' ? ' to ' : '–'}${degrees(high)}`;
      return `${degrees(low)}${range} °${target}`;
    },
  );
}

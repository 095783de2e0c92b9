// Shopping-list lines: what a typed line or a recipe's ingredient line means on a list ("200 g butter, softened"
// → 200 g of butter), when two lines are the same item (one ingredient, units that convert), their sum and how the
// list writes it ("1 ½ cups flour", "1.2 kg potatoes"); which aisle it belongs in is shoppingAisles.ts's. Pure:
// the server merges with it; the app can show an item the same way.
import { isCountedUnit, unitFor, wholeThings, writeAmount } from './amountWords.ts';
import { parseIngredientAmount } from './ingredientAmount.ts';
import { pluralIngredient, singularIngredient } from './ingredientNouns.ts';
import { shoppingLimits } from './limits.ts';
import type { UnitSystem } from './localeUnits.ts';
import { convertAmount } from './unitSystems.ts';
import { amountWithUnit } from './usMeasures.ts';

export interface ShoppingAmount {
  /** The ingredient, normalised: lower case, singular, without preparation notes ("butter"). */
  name: string;
  /** The amount in `unit`, or null when the line had none ("salt to taste"). */
  quantity: number | null;
  /** The unit as the list writes it ("g", "tsp", "clove"), '' for a count. */
  unit: string;
}

/**
 * Units that convert into one another: each family counts in its smallest unit. The list writes an amount in the
 * largest unit of its family in which it is at least 1 (and, for kitchen measures, reads as a kitchen fraction).
 */
const families: Record<string, { family: string; base: number; written: string }> = {};
function family(name: string, units: Array<[string, number, string[]]>) {
  for (const [written, base, spellings] of units) {
    for (const spelling of [written, ...spellings]) families[spelling] = { family: name, base, written };
  }
}
family('mass', [
  ['mg', 0.001, ['milligram', 'milligrams']],
  ['g', 1, ['gram', 'grams', 'gr']],
  ['kg', 1000, ['kilogram', 'kilograms', 'kilo', 'kilos']],
]);
family('volume', [
  ['ml', 1, ['millilitre', 'millilitres', 'milliliter', 'milliliters']],
  ['cl', 10, ['centilitre', 'centilitres']],
  ['dl', 100, ['decilitre', 'decilitres']],
  ['l', 1000, ['litre', 'litres', 'liter', 'liters']],
]);
// US kitchen measures: 3 teaspoons to the tablespoon, 16 tablespoons to the cup.
family('spoons', [
  ['tsp', 1, ['teaspoon', 'teaspoons', 't']],
  ['tbsp', 3, ['tablespoon', 'tablespoons', 'tbs', 'tbl', 'T']],
  ['cup', 48, ['cups', 'c']],
]);
family('weight', [
  ['oz', 1, ['ounce', 'ounces']],
  ['lb', 16, ['pound', 'pounds', 'lbs']],
]);

/** Centilitres and decilitres are read, never written: a list says "940 ml", not "9.4 dl". */
const readOnlyUnits = new Set(['cl', 'dl']);

const unitsOfFamily = (name: string) =>
  [
    ...new Map(
      Object.values(families)
        .filter((unit) => unit.family === name && !readOnlyUnits.has(unit.written))
        .map((unit) => [unit.written, unit]),
    ).values(),
  ].sort((a, b) => b.base - a.base);

function knownUnit(unit: string) {
  const bare = unit.replace(/\.$/, '');
  return families[bare] ?? families[bare.toLowerCase()];
}

/** Words that describe how an ingredient is prepared or bought, dropped from its name. */
const preparation =
  /\b(finely|roughly|thinly|freshly|coarsely|chopped|diced|minced|sliced|grated|crushed|softened|melted|beaten|peeled|to taste|at room temperature|divided|optional|large|small|medium|fresh)\b/g;

/**
 * Tomatoes a shop sells in a tin by their cut: "chopped", "crushed" and "diced tomatoes" name the tin, not a
 * preparation, so they are kept apart from fresh tomatoes and filed with the tins ("canned" before them says it
 * twice). Counted, they are fresh ones the cook cuts ("2 diced tomatoes"), as "tomatoes, chopped" always is.
 */
const tinnedTomatoCut = /^(chopped|crushed|diced)$/;
const tinnedTomatoes = /\b(?:canned|tinned)\s+(?=(?:chopped|crushed|diced)\s+tomato)/g;

/** The ingredient's name as the list keys it: "2 Large Onions, finely chopped" → "onion". */
export function ingredientName(text: string): string {
  return listName(text, false);
}

/** The name of a line's ingredient; `counted` when the line counts it without a unit ("2 diced tomatoes"). */
function listName(text: string, counted: boolean): string {
  const named = text
    .toLowerCase()
    // A size said before the name ("2 cans (800 g) crushed tomatoes") is no part of it.
    .replace(/^\s*\([^)]*\)/, '')
    .split(/[,(]/)[0]
    ?.replace(preparation, (word, _, at: number, line: string) =>
      !counted && tinnedTomatoCut.test(word) && /^\s+tomato/.test(line.slice(at + word.length)) ? word : ' ',
    )
    .replace(/^\s*(of|a|an)\s+/, '')
    // "400 g can chopped tomatoes": what is weighed is canned.
    .replace(/^\s*(?:cans?|tins?)\s+(?:of\s+)?/, 'canned ');
  const words = (counted ? named : named?.replace(tinnedTomatoes, ''))
    ?.replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!words) return text.trim().toLowerCase();
  return singularIngredient(words);
}

/**
 * Whether an item may hold this amount: a finite number from 0 up to shoppingLimits.largestQuantity. Anything
 * else ("18" and 304 zeros kg, a sum that overflows to Infinity) is no amount a cook means, and would make the
 * list unreadable: JSON has no Infinity and the database refuses it (migration 014).
 */
export function isSaneQuantity(quantity: number): boolean {
  return Number.isFinite(quantity) && quantity >= 0 && quantity <= shoppingLimits.largestQuantity;
}

/** The line kept as the cook wrote it, without an amount: nothing is lost, nothing absurd is added up. */
const asText = (line: string): ShoppingAmount => ({ name: ingredientName(line), quantity: null, unit: '' });

/** A typed line or an ingredient line as a list item's name, amount and unit. */
export function readShoppingLine(line: string): ShoppingAmount {
  const amount = parseIngredientAmount(line);
  if (!amount) return asText(line);
  let rest = line.slice(amount.end).trim();
  // "2 x 400 g tins chopped tomatoes": twice what follows.
  if (/^[x×]$/i.test(amount.unit)) {
    const each = readShoppingLine(rest.slice(amount.unit.length).trim());
    const quantity = (amount.upTo ?? amount.quantity) * (each.quantity ?? 1);
    return isSaneQuantity(quantity) ? { ...each, quantity } : asText(line);
  }
  let unitWord = amount.unit;
  // "1 (14 oz) can diced tomatoes": each can's size, said before the unit.
  const size = unitWord === '' ? /^\([^)]*\)\s*/.exec(rest) : null;
  if (size) {
    rest = rest.slice(size[0].length);
    unitWord = /^\p{L}+\.?/u.exec(rest)?.[0] ?? '';
  }
  let unit = '';
  if (unitWord) {
    const known = knownUnit(unitWord);
    const bare = unitWord.replace(/\.$/, '').toLowerCase();
    // A unit is a unit when it converts, or is a counted unit cooks use ("2 cloves garlic"); otherwise the word
    // is the ingredient ("2 onions").
    if (known || isCountedUnit(bare)) {
      unit = known ? known.written : unitFor(bare, 1);
      rest = rest
        .slice(unitWord.length)
        .trim()
        .replace(/^of\s+/i, '');
    }
  }
  // A range buys the upper amount: "2-3 cloves" → 3.
  const quantity = amount.upTo ?? amount.quantity;
  if (!isSaneQuantity(quantity)) return asText(line);
  return { name: listName(rest || line, unit === ''), quantity, unit };
}

/** Whether two amounts of one ingredient add up: both without an amount, the same unit, or units that convert. */
export function amountsMerge(a: ShoppingAmount, b: ShoppingAmount): boolean {
  if (a.name !== b.name) return false;
  if (a.quantity === null || b.quantity === null) return a.quantity === null && b.quantity === null;
  if (a.unit === b.unit) return true;
  const [first, second] = [knownUnit(a.unit), knownUnit(b.unit)];
  return first !== undefined && second !== undefined && first.family === second.family;
}

/**
 * What an item is merged by: two amounts with one key merge (amountsMerge) and no others, so a list indexes its
 * items by key in a Map and adds n lines in n steps, not n × items.
 */
export function shoppingMergeKey({ name, quantity, unit }: ShoppingAmount): string {
  if (quantity === null) return `${name}\n`;
  return `${name}\n${knownUnit(unit)?.family ?? `unit ${unit}`}`;
}

/**
 * The item a new line adds to: an unchecked item of the same ingredient in a unit that converts (a checked item
 * is bought already, so a new amount of it is a new item) whose sum stays sane. Undefined when the line is a new
 * item.
 */
export function itemToMergeInto<Item extends ShoppingAmount & { checked: boolean }>(
  items: readonly Item[],
  amount: ShoppingAmount,
): Item | undefined {
  return items.find(
    (item) => !item.checked && amountsMerge(item, amount) && boundedSum(item, amount) !== null,
  );
}

/**
 * The sum of two amounts that merge (amountsMerge), in the unit the list writes it in; null when it would pass
 * shoppingLimits.largestQuantity (the two then stay two items).
 */
export function boundedSum(a: ShoppingAmount, b: ShoppingAmount): ShoppingAmount | null {
  const sum = unboundedSum(a, b);
  return sum.quantity === null || isSaneQuantity(sum.quantity) ? sum : null;
}

/** The sum of two amounts that merge; throws rather than answer an absurd amount (check with boundedSum). */
export function addAmounts(a: ShoppingAmount, b: ShoppingAmount): ShoppingAmount {
  const sum = boundedSum(a, b);
  if (!sum) throw new RangeError(`${a.name}: the sum passes ${shoppingLimits.largestQuantity}`);
  return sum;
}

function unboundedSum(a: ShoppingAmount, b: ShoppingAmount): ShoppingAmount {
  if (a.quantity === null || b.quantity === null) return { ...a, quantity: null };
  if (a.unit === b.unit && !knownUnit(a.unit)) return { ...a, quantity: a.quantity + b.quantity };
  const [first, second] = [knownUnit(a.unit), knownUnit(b.unit)];
  if (!first || !second) return { ...a, quantity: a.quantity + b.quantity };
  return inBestUnit(first.family, a.quantity * first.base + b.quantity * second.base, a.name);
}

/** An amount counted in its family's smallest unit, written in the largest unit where it is at least 1. */
function inBestUnit(familyName: string, baseAmount: number, name: string): ShoppingAmount {
  const units = unitsOfFamily(familyName);
  const best = units.find((unit) => baseAmount / unit.base >= 1) ?? units[units.length - 1];
  if (!best) return { name, quantity: baseAmount, unit: '' };
  return { name, quantity: Math.round((baseAmount / best.base) * 1000) / 1000, unit: best.written };
}

/**
 * The item as the list shows it, in the member's system when one is given (the server writes it as merged):
 * "300 g butter", "1 ½ cups flour", "3 onions", "salt"; in US units "10 oz cheddar", "⅓ cup + 1 tbsp butter".
 */
export function formatShoppingItem(
  { name, quantity, unit }: ShoppingAmount,
  system?: UnitSystem | null,
): string {
  if (quantity === null) return name;
  const shown = (system && convertAmount({ quantity, unit }, system, name)) || { quantity, unit };
  if (shown.unit === '') {
    // The noun agrees with the count as written: "1 egg" (1.2 rounds to 1), "1 ½ eggs", "3 red chilies".
    const noun = wholeThings(shown.quantity) > 1 ? pluralIngredient(name) : singularIngredient(name);
    return `${writeAmount(shown.quantity)} ${noun}`;
  }
  // A US measure as a cook measures it ("1 tbsp + 2 tsp sugar"), anything else as its number and unit.
  return `${amountWithUnit(shown.quantity, shown.unit)} ${name}`;
}

// Measures our hand-written amount code against the field's libraries on every ingredient line of the built-in
// catalogue and the demo recipes (decision 021), job by job: reading a line, writing a quantity as a kitchen
// fraction, singulars and plurals, unit conversion. "Ours" is the code as it stood before decision 021
// (commit 51f196c), read from git, so the comparison can be run again after it was replaced.
//
//   npm i --no-save parse-ingredient recipe-ingredient-parser-v3 convert-units   (the candidates not kept)
//   node --import tsx scripts/measure-ingredient-readers.ts
//
// A candidate that is not installed is reported as such and skipped.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isUnitWord, nounFor, quantityValue } from '@potluck/domain';
import { convert } from 'convert';
import { formatQuantity } from 'format-quantity';
import pluralize from 'pluralize';
import { readCatalogue } from '../packages/server/src/catalogue/catalogueFiles.ts';
import { originalLine } from '../packages/server/src/provider/measures.ts';
import { demoRecipes } from '../packages/server/src/seed/recipes/index.ts';

const before = '51f196c';

/** The hand-written modules as they were, written to a temporary folder and imported from there. */
async function ours() {
  const dir = mkdtempSync(join(tmpdir(), 'potluck-amounts-'));
  for (const file of ['ingredientAmount.ts', 'servingsScaler.ts', 'shoppingList.ts', 'shoppingAisles.ts']) {
    const text = execFileSync('git', ['show', `${before}:packages/domain/src/${file}`], { encoding: 'utf8' });
    writeFileSync(join(dir, file), text);
  }
  const amount = await import(pathToFileURL(join(dir, 'ingredientAmount.ts')).href);
  const scaler = await import(pathToFileURL(join(dir, 'servingsScaler.ts')).href);
  const shopping = await import(pathToFileURL(join(dir, 'shoppingList.ts')).href);
  return { amount, scaler, shopping };
}

async function optional<T>(name: string): Promise<T | null> {
  try {
    // A variable name keeps the type checker from requiring the candidates to be installed.
    return (await import(/* @vite-ignore */ name)) as T;
  } catch {
    console.log(`  (${name} is not installed: npm i --no-save ${name})`);
    return null;
  }
}

const catalogue = readCatalogue().flatMap((recipe) => recipe.ingredients);
const catalogueLines = catalogue.map((ingredient) => ({ ingredient, line: originalLine(ingredient) }));
const demoLines = demoRecipes.flatMap((recipe) => recipe.ingredients);
const old = await ours();
const percent = (count: number, of: number) => `${count}/${of} (${((100 * count) / of).toFixed(1)} %)`;

console.log(
  `Lines: ${catalogueLines.length} catalogue (amount and unit known), ${demoLines.length} demo (as typed)\n`,
);

// 1. Reading a line: the amount and unit of every catalogue line (their true values are in the file), and on the
// demo lines, whether the reader kept the words after the amount (a scaled line is rebuilt from them).
type Reading = { quantity: number | null; unit: string; rest: string | null };
const readers: Record<string, ((line: string) => Reading) | null> = {
  ours: (line) => {
    const amount = old.amount.parseIngredientAmount(line);
    if (!amount) return { quantity: null, unit: '', rest: null };
    return {
      quantity: amount.quantity,
      unit: isUnitWord(amount.unit) ? amount.unit : '',
      rest: line.slice(amount.end),
    };
  },
};
// The candidates' shapes, written here: they are measured when installed, not dependencies of the project.
type ParsedIngredient = { quantity: number | null; unitOfMeasure: string | null; description: string };
const parseIngredient = await optional<{ parseIngredient: (line: string) => ParsedIngredient[] }>(
  'parse-ingredient',
);
readers['parse-ingredient'] = parseIngredient
  ? (line) => {
      const [first] = parseIngredient.parseIngredient(line);
      return {
        quantity: first?.quantity ?? null,
        unit: first?.unitOfMeasure ?? '',
        rest: first ? `${first.unitOfMeasure ?? ''} ${first.description}` : null,
      };
    }
  : null;
const recipeParser = await optional<{ parse: (line: string, language: string) => Record<string, unknown> }>(
  'recipe-ingredient-parser-v3',
);
readers['recipe-ingredient-parser-v3'] = recipeParser
  ? (line) => {
      try {
        const read = recipeParser.parse(line, 'eng');
        const quantity = Number(read.quantity);
        return {
          quantity: quantity > 0 ? quantity : null,
          unit: String(read.unit ?? ''),
          rest: `${String(read.unit ?? '')} ${String(read.ingredient ?? '')}`,
        };
      } catch {
        return { quantity: null, unit: '', rest: null };
      }
    }
  : null;

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
const sameUnit = (read: string, truth: string) =>
  truth === ''
    ? read === ''
    : read !== '' && pluralize.singular(read.toLowerCase()) === pluralize.singular(truth);
console.log('1. Reading ingredient lines');
for (const [name, read] of Object.entries(readers)) {
  if (!read) continue;
  const wrong = catalogueLines.filter(({ ingredient, line }) => {
    const reading = read(line);
    return (
      reading.quantity === null ||
      Math.abs(reading.quantity - ingredient.amount) > 0.01 ||
      !sameUnit(reading.unit, ingredient.unit.trim())
    );
  });
  // A demo line is garbled when a reader finds an amount and the words after it are not the line's own words
  // after its first number ("Juice of 1 lemon" read as 1 "Juice of lemon"), or it loses some of them.
  const garbled = demoLines.filter((line) => {
    const reading = read(line);
    if (reading.quantity === null || reading.rest === null) return false;
    const startsWithAmount = /^\s*[\d½⅓⅔¼¾⅛⅜⅝⅞]/.test(line);
    const kept = words(reading.rest).join(' ');
    const written = words(line.replace(/^\s*[\d\s./½⅓⅔¼¾⅛⅜⅝⅞–-]+/, '')).join(' ');
    return !startsWithAmount || kept !== written;
  });
  const readCount = demoLines.filter((line) => read(line).quantity !== null).length;
  console.log(
    `  ${name.padEnd(28)} catalogue wrong ${percent(wrong.length, catalogueLines.length)}; demo read ${readCount}, garbled ${garbled.length}`,
  );
  for (const line of garbled.slice(0, 4))
    console.log(`      e.g. ${JSON.stringify(line)} → ${read(line).rest}`);
}

// 2. Writing a quantity: every catalogue amount of a spoon, cup or count scaled by the scaler's factors.
const kitchen = /^(\d+|\d+ [½⅓⅔¼¾⅛⅜⅝⅞]|[½⅓⅔¼¾⅛⅜⅝⅞]|\d+\.\d{1,2})$/;
const factors = [0.5, 1 / 3, 0.75, 1.25, 1.5, 2, 3];
const values = catalogue
  .filter((ingredient) => !/^(g|kg|ml|l)$/.test(ingredient.unit))
  .flatMap((ingredient) => factors.map((factor) => ingredient.amount * factor));
const writers: Record<string, (value: number) => string> = {
  ours: (value) => old.scaler.formatAmount(value, 'tsp'),
  'format-quantity (as is)': (value) =>
    formatQuantity(value, { vulgarFractions: true, separator: ' ' }) ?? '',
};
console.log(`\n2. Writing ${values.length} scaled amounts as a kitchen reads them`);
for (const [name, write] of Object.entries(writers)) {
  const odd = values.filter((value) => !kitchen.test(write(value)));
  const samples = [...new Set(odd.map(write))].slice(0, 5).join(', ');
  console.log(`  ${name.padEnd(28)} not a kitchen amount ${percent(odd.length, values.length)} ${samples}`);
}
const agree = values.filter((value) => writers.ours?.(value) === writers['format-quantity (as is)']?.(value));
console.log(`  agree ${percent(agree.length, values.length)}`);

// 3. Singular and plural of what a line counts: a catalogue count line's noun is written for its amount.
const counted = catalogue
  .filter((ingredient) => ingredient.unit === '')
  .map((ingredient) => ({
    word: ingredient.name.split(/[,(]/)[0]?.trim().split(' ').pop() ?? '',
    ...ingredient,
  }));
const numberers: Record<string, (word: string, amount: number) => string> = {
  // The shopping list's singular() (inside ingredientName) and plural() (inside formatShoppingItem) were ours.
  ours: (word, amount) =>
    amount > 1
      ? (old.shopping.formatShoppingItem({ name: word, quantity: 2, unit: '' }) as string).slice(2)
      : (old.shopping.ingredientName(word) as string),
  pluralize: (word, amount) => nounFor(word, amount),
};
console.log(`\n3. Numbering ${counted.length} counted nouns for the other number and back`);
for (const [name, number] of Object.entries(numberers)) {
  const wrong = counted.filter(({ word, amount }) => {
    const other = number(word, amount > 1 ? 1 : 2);
    return number(other, amount) !== word || (other === word && !/^(garlic|rice|anise)$/.test(word));
  });
  const samples = wrong
    .slice(0, 5)
    .map(({ word, amount }) => `${word}→${number(word, amount > 1 ? 1 : 2)}`)
    .join(', ');
  console.log(`  ${name.padEnd(28)} wrong ${percent(wrong.length, counted.length)} ${samples}`);
}

// 4. Unit conversion: the factors against the exact definitions (NIST Handbook 44), and every catalogue line of
// grams, kilograms, millilitres and litres converted without an error.
const exact = { cupMl: 236.5882365, ozG: 28.349523125, lbG: 453.59237, tbspMl: 14.78676478125 };
const converters: Record<string, ((value: number, from: string, to: string) => number) | null> = {
  convert: (value, from, to) => convert(value, from as 'g').to(to as 'g'),
};
const convertUnits = await optional<{
  default: (value: number) => { from: (u: string) => { to: (u: string) => number } };
}>('convert-units');
converters['convert-units'] = convertUnits
  ? (value, from, to) =>
      convertUnits
        .default(value)
        .from(from === 'tbsp' ? 'Tbs' : from)
        .to(to === 'tbsp' ? 'Tbs' : to)
  : null;
console.log('\n4. Unit conversion');
console.log(
  '  ours                         measures.ts: cup = 240 ml, oz = 28.3495 g, lb = 453.592 g (hand-typed)',
);
for (const [name, to] of Object.entries(converters)) {
  if (!to) continue;
  const error = Math.max(
    Math.abs(to(1, 'cup', 'ml') - exact.cupMl) / exact.cupMl,
    Math.abs(to(1, 'oz', 'g') - exact.ozG) / exact.ozG,
    Math.abs(to(1, 'lb', 'g') - exact.lbG) / exact.lbG,
    Math.abs(to(1, 'tbsp', 'ml') - exact.tbspMl) / exact.tbspMl,
  );
  const failed = catalogue.filter((ingredient) => {
    const unit = ingredient.unit.trim();
    if (!/^(g|kg|ml|l)$/.test(unit)) return false;
    const result = to(ingredient.amount, unit, /^(g|kg)$/.test(unit) ? 'oz' : 'cup');
    return !Number.isFinite(result) || result <= 0;
  });
  console.log(
    `  ${name.padEnd(28)} largest error ${error.toExponential(1)}; catalogue lines failed ${failed.length}`,
  );
}
console.log(
  `\n(quantityValue now numeric-quantity: "1 ½" → ${quantityValue('1 ½')}, "⅓" → ${quantityValue('⅓')})`,
);

import {
  ingredientLine,
  nounFor,
  parseIngredientAmount,
  quantityValue,
  scaleIngredient,
  servingsFactor,
  writeAmount,
} from '@potluck/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../../packages/server/src/catalogue/catalogueFiles.ts';
import { originalLine } from '../../../packages/server/src/provider/measures.ts';

// The servings scaler (issue 19) over hand-picked lines, over every ingredient line of the built-in catalogue, and
// as a property: scaling by k and back by 1/k returns the amount (the exact scaling a shopping list reads; the
// measured words a cook reads are usMeasures.test.ts's).

describe('parseIngredientAmount', () => {
  it.each([
    ['1 1/2 cups flour', 1.5, null, 'cups'],
    ['200 g butter', 200, null, 'g'],
    ['200g butter', 200, null, 'g'],
    ['2-3 cloves garlic', 2, 3, 'cloves'],
    ['2 to 3 tbsp oil', 2, 3, 'tbsp'],
    ['1–2 tsp chilli flakes', 1, 2, 'tsp'],
    ['½ tsp salt', 0.5, null, 'tsp'],
    ['1½ onions', 1.5, null, 'onions'],
    ['1 ½ cups milk', 1.5, null, 'cups'],
    ['3/4 cup sugar', 0.75, null, 'cup'],
    ['0.5 tsp salt', 0.5, null, 'tsp'],
    ['4 eggs', 4, null, 'eggs'],
  ])('reads "%s"', (line, quantity, upTo, unit) => {
    expect(parseIngredientAmount(line)).toMatchObject({ quantity, upTo, unit });
  });

  it.each([
    'a pinch of salt',
    'salt to taste',
    'Salt and pepper',
    '2-inch piece of ginger',
    '0 g sugar',
    '3-2 eggs',
    '',
  ])('leaves "%s" alone', (line) => {
    expect(parseIngredientAmount(line)).toBeNull();
  });

  it('reads quantities the way cooks write them', () => {
    expect(quantityValue('1 1/2')).toBe(1.5);
    expect(quantityValue('1½')).toBe(1.5);
    expect(quantityValue('⅓')).toBeCloseTo(1 / 3);
    expect(quantityValue('12')).toBe(12);
  });
});

describe('ingredientLine, scaled as a cook reads it', () => {
  it.each([
    ['1 1/2 cups flour', 2, '3 cups flour'],
    ['1 1/2 cups flour', 1 / 3, '½ cup flour'],
    ['1 cup milk', 2, '2 cups milk'],
    ['1 cup milk', 1 / 3, '⅓ cup milk'],
    ['½ tsp salt', 0.5, '¼ tsp salt'],
    ['1½ onions', 2, '3 onions'],
    ['1 tbsp oil', 1.5, '1 ½ tbsp oil'],
    // ¾ tbsp is no spoon: 2 ¼ tsp is (decision 036).
    ['3 tbsp oil', 0.25, '2 ¼ tsp oil'],
    ['2-3 cloves garlic', 2, '4–6 cloves garlic'],
    ['2 eggs', 0.5, '1 egg'],
    ['2 eggs', 1.25, '2 ½ eggs'],
    ['2 eggs', 0.3, '½ egg'],
    ['1 egg, beaten', 2, '2 eggs, beaten'],
    ['2-3 eggs', 2, '4–6 eggs'],
    ['1 clove garlic', 3, '3 cloves garlic'],
    ['3 cloves garlic', 1 / 3, '1 clove garlic'],
    ['0.5 tsp baking soda', 0.5, '¼ tsp baking soda'],
    ['2 star anise', 2, '4 star anise'],
    ['4 portions fresh ramen noodles', 0.25, '1 portion fresh ramen noodles'],
    ['2 to 3 tbsp oil', 0.5, '1 to 1 ½ tbsp oil'],
    ['200 g butter', 1 / 3, '67 g butter'],
    ['200g sugar', 1.5, '300g sugar'],
    ['250 ml stock', 0.3, '75 ml stock'],
    ['5 g yeast', 0.5, '2.5 g yeast'],
    ['1 kg tomatoes', 1.25, '1.25 kg tomatoes'],
    ['1 Cup rice', 3, '3 Cups rice'],
  ])('"%s" × %d → "%s"', (line, factor, expected) => {
    expect(ingredientLine(line, { factor })).toBe(expected);
  });

  it.each(['a pinch of salt', 'salt to taste', '2-inch piece of ginger', 'Fresh basil leaves'])(
    'shows "%s" unchanged',
    (line) => {
      expect(ingredientLine(line, { factor: 2 })).toBe(line);
      expect(scaleIngredient(line, 2)).toBe(line);
    },
  );

  it('scales a line for the shopping list exactly, in the unit it is written in', () => {
    expect(scaleIngredient('3 tbsp oil', 0.25)).toBe('¾ tbsp oil');
    expect(scaleIngredient('½ tsp salt', 0.3)).toBe('0.15 tsp salt');
    expect(scaleIngredient('25 g bread flour', 0.5)).toBe('12.5 g bread flour');
    expect(scaleIngredient('2-3 cloves garlic', 2)).toBe('4–6 cloves garlic');
    expect(scaleIngredient('1 kg ripe tomatoes', 0.5)).toBe('500 g ripe tomatoes');
  });

  it('writes the recipe as written the way it writes it scaled, for a factor of 1 or one that is no factor', () => {
    for (const factor of [1, 0, -2, Number.NaN, Number.POSITIVE_INFINITY]) {
      for (const scale of [
        (line: string) => ingredientLine(line, { factor }),
        (line: string) => scaleIngredient(line, factor),
      ]) {
        expect(scale('1 1/2 cups flour')).toBe('1 ½ cups flour');
        expect(scale('0.5 tsp baking soda')).toBe('½ tsp baking soda');
        expect(scale('2 star anise')).toBe('2 star anise');
        expect(scale('200g butter')).toBe('200g butter');
      }
      // A line as written keeps the cook's unit: "6 tsp" is not rewritten as "2 tbsp".
      expect(ingredientLine('6 tsp demerara sugar', { factor })).toBe('6 tsp demerara sugar');
    }
    expect(ingredientLine('2-3 eggs')).toBe('2–3 eggs');
  });
});

describe('writeAmount and servingsFactor', () => {
  it('writes kitchen fractions, else short decimals, rounds grams and millilitres, and counts to the half', () => {
    expect(writeAmount(1.5, 'cups')).toBe('1 ½');
    expect(writeAmount(2 / 3, 'cup')).toBe('⅔');
    expect(writeAmount(0.125, 'tsp')).toBe('⅛');
    expect(writeAmount(0.4, 'tsp')).toBe('0.4');
    expect(writeAmount(83.333, 'g')).toBe('83');
    expect(writeAmount(7.46, 'ml')).toBe('7.5');
    expect(writeAmount(0.05, 'g')).toBe('0.05');
    expect(writeAmount(2.6)).toBe('2 ½');
    expect(writeAmount(0.1, 'cloves')).toBe('½');
  });

  it('turns servings into a factor, 1 when the recipe does not say', () => {
    expect(servingsFactor(4, 6)).toBe(1.5);
    expect(servingsFactor('4 servings', 2)).toBe(0.5);
    expect(servingsFactor('', 2)).toBe(1);
    expect(servingsFactor(null, 2)).toBe(1);
    expect(servingsFactor(4, 0)).toBe(1);
  });
});

describe('the catalogue’s ingredient lines', () => {
  const lines = readCatalogue().flatMap((recipe) =>
    recipe.ingredients.map((ingredient) => ({ ingredient, line: originalLine(ingredient) })),
  );

  it('has lines to check', () => {
    expect(lines.length).toBeGreaterThan(500);
  });

  it('every line parses to its amount and unit, or is left alone', () => {
    const garbled = lines.filter(({ ingredient, line }) => {
      const amount = parseIngredientAmount(line);
      if (!amount) return false;
      const unitRead = ingredient.unit === '' || amount.unit === ingredient.unit;
      return Math.abs(amount.quantity - ingredient.amount) > 0.01 || !unitRead;
    });
    expect(garbled.map(({ line }) => line)).toEqual([]);
  });

  // The words of a name, each in the singular: "2 bay leaves" halved is "1 bay leaf", the same ingredient.
  const singularWords = (text: string) => (text.match(/[\p{L}'-]+/gu) ?? []).map((word) => nounFor(word, 1));

  it('scaling changes only the amount (and the number of its unit or counted word): the name is the same', () => {
    for (const factor of [0.5, 2, 1 / 3, 1.5]) {
      for (const { ingredient, line } of lines) {
        const scaled = ingredientLine(line, { factor });
        const tail = singularWords(scaled).slice(-singularWords(ingredient.name).length);
        expect(tail, `${line} × ${factor} → ${scaled}`).toEqual(singularWords(ingredient.name));
        expect(scaled, `${line} × ${factor}`).not.toMatch(/NaN|undefined|\d\.\d{3}/);
        const again = parseIngredientAmount(scaled);
        if (parseIngredientAmount(line)) expect(again, `${line} × ${factor} → ${scaled}`).not.toBeNull();
      }
    }
  });

  it('scaled for the shopping list, every line reads again as its amount times the factor', () => {
    for (const factor of [0.5, 2, 1 / 3, 1.5]) {
      for (const { line } of lines) {
        const amount = parseIngredientAmount(line);
        if (!amount || !/^(g|kg|ml|l|tsp|tbsp)$/.test(amount.unit)) continue;
        const again = parseIngredientAmount(scaleIngredient(line, factor));
        const size = (unit = '') => (/^(kg|l)$/.test(unit) ? 1000 : 1);
        const exact = amount.quantity * factor * size(amount.unit);
        const read = (again?.quantity ?? 0) * size(again?.unit);
        expect(Math.abs(read - exact), `${line} × ${factor}`).toBeLessThanOrEqual(exact * 1e-3);
      }
    }
  });
});

describe('scaling by k and back by 1/k', () => {
  // Amounts cooks write: a whole number and a kitchen fraction of a spoon or cup, or whole grams.
  const spoonAmount = fc.tuple(
    fc.integer({ min: 0, max: 20 }),
    fc.constantFrom(0, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4),
  );
  const kitchenText = (whole: number, part: number) => writeAmount(whole + part, 'cups');

  it('returns the amount of a cup line', () => {
    fc.assert(
      fc.property(spoonAmount, fc.integer({ min: 2, max: 4 }), ([whole, part], k) => {
        fc.pre(whole + part > 0);
        const line = `${kitchenText(whole, part)} cups flour`;
        const back = scaleIngredient(scaleIngredient(line, k), 1 / k);
        expect(parseIngredientAmount(back)?.quantity).toBeCloseTo(whole + part, 6);
      }),
    );
  });

  it('returns the amount of a gram line, to the 10 g a kilogram amount is written to', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 5000 }), fc.integer({ min: 2, max: 10 }), (grams, k) => {
        const line = `${grams} g butter`;
        const back = scaleIngredient(scaleIngredient(line, k), 1 / k);
        const amount = parseIngredientAmount(back);
        const backGrams = (amount?.quantity ?? 0) * (amount?.unit === 'kg' ? 1000 : 1);
        // Past 1000 g a line reads kilograms to two places ("1.87 kg", to 10 g), so there and back it may be
        // rounded twice: by up to 5 g when scaled (which scaling back divides by k, at least 2), then by up to 5 g
        // again ("1006 g" × 2 → "2.01 kg" → "1 kg"): within 7.5 g, or half a percent, whichever is more.
        const off = Math.abs(backGrams - grams);
        expect(off, `${line} × ${k} → ${back}`).toBeLessThanOrEqual(Math.max(7.5, grams * 0.005));
        expect(back.endsWith(' butter')).toBe(true);
      }),
    );
  });

  it('writes a scaled metric amount in the unit that fits', () => {
    expect(scaleIngredient('1 kg ripe tomatoes', 0.5)).toBe('500 g ripe tomatoes');
    expect(scaleIngredient('600 g flour', 2)).toBe('1.2 kg flour');
    expect(scaleIngredient('1.2 l chicken stock', 0.5)).toBe('600 ml chicken stock');
    expect(scaleIngredient('1000 g flour', 1)).toBe('1000 g flour');
  });
});

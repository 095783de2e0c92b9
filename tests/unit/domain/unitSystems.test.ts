import {
  convertAmount,
  convertTemperatures,
  densityOf,
  ingredientLine,
  parseIngredientAmount,
  unitSystemForLocale,
  usMeasureOf,
} from '@potluck/domain';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../../packages/server/src/catalogue/catalogueFiles.ts';
import { originalLine } from '../../../packages/server/src/provider/measures.ts';
import { demoRecipes } from '../../../packages/server/src/seed/recipes/index.ts';

// Metric ↔ US customary over hand-picked lines (the words a cook reads), and over every ingredient line and step
// of the built-in catalogue and the demo recipes: nothing garbled, and there and back again stays put.

describe('the member’s system', () => {
  it.each([
    ['en-US', 'us'],
    ['en-LR', 'us'],
    ['my', 'us'],
    ['en', 'us'],
    ['es-419', 'metric'],
    ['my-MM', 'us'],
    ['en-GB', 'metric'],
    ['de-DE', 'metric'],
    ['fr', 'metric'],
    ['', 'metric'],
    ['not a locale!', 'metric'],
  ])('the locale "%s" suggests %s', (locale, system) => {
    expect(unitSystemForLocale(locale)).toBe(system);
  });
});

describe('ingredient lines in US units', () => {
  it.each([
    ['250 g all-purpose flour', '2 cups all-purpose flour'],
    ['480 ml buttermilk', '2 cups buttermilk'],
    // 45 g of butter is 3.17 tbsp: 3 tbsp would be 5.4% short (decision 036).
    ['45 g unsalted butter, melted', '3 tbsp + ½ tsp unsalted butter, melted'],
    ['120 ml maple syrup', '½ cup maple syrup'],
    ['400 g chopped tomatoes', '14 oz chopped tomatoes'],
    ['1 kg onions, thinly sliced', '2 ¼ lb onions, thinly sliced'],
    ['1.2 l chicken stock', '5 cups chicken stock'],
    // 200 g of rice is 1.08 cups: 1 cup would be 7.7% short.
    ['200 g basmati rice', '1 cup + 1 tbsp basmati rice'],
    ['5 ml vanilla extract', '1 tsp vanilla extract'],
    ['60 ml rice vinegar', '¼ cup rice vinegar'],
    ['100 g rice noodles', '3 ½ oz rice noodles'],
    ['250-300 ml milk', '1–1 ¼ cups milk'],
    ['1 cup water', '1 cup water'],
  ])('"%s" reads "%s"', (line, expected) => {
    expect(ingredientLine(line, { system: 'us' })).toBe(expected);
  });

  it('keeps spoons, counts, small weights and lines without an amount', () => {
    for (const line of [
      '2 tbsp olive oil',
      '½ tsp salt',
      '3 eggs',
      '3 cloves garlic',
      '7 g dried yeast',
      'a pinch of salt',
    ]) {
      expect(ingredientLine(line, { system: 'us' })).toBe(line);
    }
  });

  it('scales, then converts, or writes a scaled metric amount in the unit that fits', () => {
    expect(ingredientLine('1 kg ripe tomatoes', { factor: 0.5, system: 'metric' })).toBe(
      '500 g ripe tomatoes',
    );
    expect(ingredientLine('250 g all-purpose flour', { factor: 0.5, system: 'us' })).toBe(
      '1 cup all-purpose flour',
    );
    expect(ingredientLine('2 eggs', { factor: 0.5, system: 'us' })).toBe('1 egg');
  });
});

describe('ingredient lines in metric units', () => {
  it.each([
    ['2 cups flour', '250 g flour'],
    ['1 cup chicken stock', '240 ml chicken stock'],
    ['1 ½ cups whole milk', '350 ml whole milk'],
    ['2 cups water', '470 ml water'],
    ['8 oz cheddar, grated', '230 g cheddar, grated'],
    ['2 lb beef chuck', '900 g beef chuck'],
    ['1 stick butter', '1 stick butter'],
    ['½ cup sugar', '100 g sugar'],
    ['3 tbsp butter', '3 tbsp butter'],
  ])('"%s" reads "%s"', (line, expected) => {
    expect(ingredientLine(line, { system: 'metric' })).toBe(expected);
  });

  it('converts nothing for a line already in the system', () => {
    expect(convertAmount({ quantity: 200, unit: 'g' }, 'metric', 'flour')).toBeNull();
    expect(convertAmount({ quantity: 2, unit: 'cups' }, 'us', 'flour')).toBeNull();
    expect(convertAmount({ quantity: 2, unit: 'tbsp' }, 'metric', 'oil')).toBeNull();
  });

  it('knows the density of the few ingredients in its table, by their last word', () => {
    expect(densityOf(' strong white flour')?.gramsPerMl).toBe(0.53);
    expect(densityOf(' unsalted butter, melted')?.gramsPerMl).toBe(0.96);
    expect(densityOf(' rice vinegar')).toBeUndefined();
    expect(densityOf(' buttermilk')).toBeUndefined();
  });
});

describe('temperatures in step texts', () => {
  it.each([
    ['Bake at 350°F for 30 minutes.', 'metric', 'Bake at 175 °C for 30 minutes.'],
    ['Bake at 175 °C for 30 minutes.', 'us', 'Bake at 350 °F for 30 minutes.'],
    ['Heat the oven to 220 °C.', 'us', 'Heat the oven to 425 °F.'],
    ['Fry at 180–190 °C until golden.', 'us', 'Fry at 350–375 °F until golden.'],
    ['until it reads 74 °C inside', 'us', 'until it reads 165 °F inside'],
    ['Preheat to 400 degrees Fahrenheit.', 'metric', 'Preheat to 205 °C.'],
    ['Bake at 200 °C for 20 minutes.', 'metric', 'Bake at 200 °C for 20 minutes.'],
    ['Rest 5 minutes, then serve 4.', 'us', 'Rest 5 minutes, then serve 4.'],
  ])('"%s" in %s reads "%s"', (step, system, expected) => {
    expect(convertTemperatures(step, system as 'us' | 'metric')).toBe(expected);
  });
});

/** Teaspoons or ounces in a US line's amount, its second measure ("+ 1 tbsp", "2 oz") added; null for none. */
function usAmount(line: string): number | null {
  const amount = parseIngredientAmount(line);
  const measure = amount && usMeasureOf(amount.unit);
  if (!amount || !measure) return null;
  const plus = amount.plus ? amount.plus.quantity * (usMeasureOf(amount.plus.unit)?.size ?? 0) : 0;
  return amount.quantity * measure.size + plus;
}

const catalogue = readCatalogue();
const lines = [
  ...catalogue.flatMap((recipe) => recipe.ingredients.map(originalLine)),
  ...demoRecipes.flatMap((recipe) => recipe.ingredients),
];
const steps = [
  ...catalogue.flatMap((recipe) => recipe.steps),
  ...demoRecipes.flatMap((recipe) => recipe.instructions),
];
/** Signs of a garbled amount: not a number, a missing word, a long decimal, a zero amount. */
const garbled = /NaN|undefined|null|Infinity|\d\.\d{3}|(^|\s)0 (?!°)|\s{2}/;

describe('every catalogue and demo line in either system', () => {
  it('has lines and steps to check', () => {
    expect(lines.length).toBeGreaterThan(1500);
    expect(steps.filter((step) => /°/.test(step)).length).toBeGreaterThan(40);
  });

  it('is never garbled, as written, scaled or converted', () => {
    const bad: string[] = [];
    for (const line of lines) {
      for (const system of [null, 'us', 'metric'] as const) {
        for (const factor of [1, 0.5, 1.5, 2]) {
          const shown = ingredientLine(line, { factor, system });
          if (garbled.test(shown)) bad.push(`${line} (${system} ×${factor}) → ${shown}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('keeps every word after the amount and unit', () => {
    for (const line of lines) {
      const amount = parseIngredientAmount(line);
      if (!amount) continue;
      const words =
        line
          .slice(amount.end)
          .match(/[\p{L}]+/gu)
          ?.slice(1) ?? [];
      const shown = ingredientLine(line, { system: 'us' });
      for (const word of words) expect(shown, line).toContain(word);
    }
  });

  it('comes back from US units to the metric amount, within a kitchen’s rounding', () => {
    const drifted: string[] = [];
    const spoonMl: Record<string, number> = { tsp: 4.93, tbsp: 14.79 };
    for (const line of lines) {
      const amount = parseIngredientAmount(line);
      if (!amount || !/^(g|kg|ml|l)$/i.test(amount.unit)) continue;
      const us = ingredientLine(line, { system: 'us' });
      const back = ingredientLine(us, { system: 'metric' });
      const again = parseIngredientAmount(back);
      const rest = line.slice(amount.end + amount.unit.length + 1);
      const grams = (read: typeof amount) => {
        // Spoons are the same in both systems and stay spoons: what they hold, weighed if the original was.
        const spoon = spoonMl[read.unit];
        if (spoon === undefined) return read.quantity * (/^(kg|l)$/i.test(read.unit) ? 1000 : 1);
        const density = /^(g|kg)$/i.test(amount.unit) ? (densityOf(rest)?.gramsPerMl ?? 1) : 1;
        return read.quantity * spoon * density;
      };
      // Cups are measured to the quarter or third: a fifth of the amount at most, or 15 g for a spoonful.
      const off = again ? Math.abs(grams(again) - grams(amount)) : Number.POSITIVE_INFINITY;
      if (off > Math.max(0.2 * grams(amount), 15)) drifted.push(`${line} → ${us} → ${back}`);
      // Steady: a second round trip writes a US line within 10% of the first, each measure being within 5% of
      // the metric amount it comes from, which is rounded to 5 or 10 g on the way ("120 g sugar" is "½ cup + 2
      // tbsp", that "130 g", that "⅔ cup"); a line kept in grams is the same line.
      const usAgain = ingredientLine(back, { system: 'us' });
      const [first, second] = [usAmount(us), usAmount(usAgain)];
      const steady =
        first === null ? usAgain === us : second !== null && Math.abs(second - first) <= 0.1 * first;
      if (!steady) {
        drifted.push(`${line} → ${us} → ${back} → ${usAgain}`);
      }
    }
    expect(drifted).toEqual([]);
  });

  it('converts every step’s temperatures there and back within 10 degrees', () => {
    for (const step of steps) {
      const us = convertTemperatures(step, 'us');
      const back = convertTemperatures(us, 'metric');
      expect(us).not.toMatch(/°C|NaN/);
      expect(back).not.toMatch(/°F|NaN/);
      const degrees = (text: string) => [...text.matchAll(/(\d+) °C/g)].map((match) => Number(match[1]));
      const written = degrees(step.replace(/(\d+)\s*°\s*C/g, '$1 °C'));
      degrees(back).forEach((value, index) => {
        expect(Math.abs(value - (written[index] ?? 0)), `${step} → ${us} → ${back}`).toBeLessThanOrEqual(10);
      });
    }
  });
});

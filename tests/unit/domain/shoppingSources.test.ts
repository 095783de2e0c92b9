import { shoppingLimits, sourceWords, withSource } from '@potluck/domain';
import { describe, expect, it } from 'vitest';

// The recipes and planned days a shopping-list item is for, in the words the list shows.

const pancakes = { recipeId: '1', title: 'Pancakes' };
const chili = { recipeId: '2', title: 'Chili' };

describe('withSource', () => {
  it('adds a new recipe, and gives a known one the new days in order, once each', () => {
    let sources = withSource([], { ...pancakes, days: ['2026-11-26'] });
    sources = withSource(sources, { ...chili, days: ['2026-11-25'] });
    sources = withSource(sources, { ...pancakes, days: ['2026-11-23', '2026-11-26'] });
    expect(sources).toEqual([
      { ...pancakes, days: ['2026-11-23', '2026-11-26'] },
      { ...chili, days: ['2026-11-25'] },
    ]);
    // A recipe added from its page (no days) leaves a known one as it was.
    expect(withSource(sources, pancakes)).toEqual(sources);
  });

  it('keeps to its bounds: recipes per item and days per recipe', () => {
    const many = Array.from({ length: shoppingLimits.sourcesPerItem }, (_, n) => ({
      recipeId: `r${n}`,
      title: `R${n}`,
    }));
    expect(withSource(many, chili)).toHaveLength(shoppingLimits.sourcesPerItem);
    const days = Array.from({ length: 30 }, (_, n) => `2026-12-${String(n + 1).padStart(2, '0')}`);
    expect(withSource([pancakes], { ...pancakes, days })[0]?.days).toHaveLength(shoppingLimits.daysPerSource);
  });
});

describe('sourceWords', () => {
  it('says the weekdays of one week, dates across weeks, and the title alone without days', () => {
    expect(sourceWords({ ...pancakes, days: ['2026-11-23', '2026-11-26'] })).toBe('Pancakes (Mon, Thu)');
    expect(sourceWords({ ...pancakes, days: ['2026-11-23', '2026-11-30'] })).toBe(
      'Pancakes (Mon 23 Nov, Mon 30 Nov)',
    );
    expect(sourceWords(chili)).toBe('Chili');
  });
});

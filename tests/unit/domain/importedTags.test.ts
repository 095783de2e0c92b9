import { tagsFromWords } from '@potluck/domain';
import { describe, expect, it } from 'vitest';

// An imported page's categories, cuisines, diets and keywords mapped onto SPEC §3's option lists.

describe('tagsFromWords', () => {
  it('maps words, plurals, synonyms and schema.org diets onto the option lists, in their order', () => {
    expect(
      tagsFromWords([
        'Dinner',
        'Main Dishes',
        'Italian',
        'https://schema.org/VeganDiet',
        'Desserts',
        'keto',
        'Gluten-Free',
        'middle eastern',
        'Dairy',
      ]),
    ).toEqual({
      mealType: ['main course', 'dessert', 'dinner'],
      cuisine: ['italian', 'middle eastern'],
      diet: ['gluten free', 'ketogenic', 'vegan'],
      intolerance: ['dairy'],
    });
  });

  it('drops words that name no option', () => {
    expect(tagsFromWords(['weeknight', 'cake', 'easy', 'https://schema.org/LowSaltDiet', ''])).toEqual({
      mealType: [],
      cuisine: [],
      diet: [],
      intolerance: [],
    });
  });
});

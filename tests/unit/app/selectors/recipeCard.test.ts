import { describe, expect, it } from 'vitest';
import { toRecipeCard, toVisibleRecipeCards } from '../../../../app/selectors/recipeCard.ts';
import { aRecipe, aSummary, sampleId } from '../../../../stories/statecharts/samples.ts';

describe('toRecipeCard', () => {
  it('maps a member recipe: ready time from prep + cook, servings text, privacy', () => {
    const card = toRecipeCard(aRecipe({ _id: sampleId(7), prepTime: 10, cookTime: 15, servings: '4-6' }));
    expect(card).toEqual({
      id: sampleId(7),
      title: 'Pancakes',
      image: '/media/pancakes.webp',
      readyInMinutes: 25,
      servings: '4-6',
      isPublic: true,
    });
  });

  it('maps a member recipe without times or servings to unknowns', () => {
    const card = toRecipeCard(aRecipe({ prepTime: null, cookTime: null, servings: '', image: '' }));
    expect(card).toMatchObject({ readyInMinutes: null, servings: null, image: null });
  });

  it('maps a cookbook summary', () => {
    expect(toRecipeCard(aSummary({ id: '716429', title: 'Pasta', servings: 2 }))).toEqual({
      id: '716429',
      title: 'Pasta',
      image: null,
      readyInMinutes: 30,
      servings: 2,
    });
  });

  it('maps a discovery result with a numeric provider id', () => {
    expect(
      toRecipeCard({ id: 716429, title: 'Pasta', image: 'https://x/p.jpg', source: 'external' }),
    ).toEqual({
      id: '716429',
      title: 'Pasta',
      image: 'https://x/p.jpg',
      readyInMinutes: null,
    });
  });

  it('maps what a browse card tells: ready time, likes and, for a member recipe, its author', () => {
    expect(
      toRecipeCard({
        id: sampleId(3),
        title: 'Shakshuka',
        source: 'member',
        readyInMinutes: 35,
        likeCount: 4,
        author: 'maria_cooks',
      }),
    ).toMatchObject({ id: sampleId(3), readyInMinutes: 35, likeCount: 4, author: 'maria_cooks' });
    const external = toRecipeCard({
      id: 716429,
      title: 'Pasta',
      source: 'external',
      readyInMinutes: 20,
      likeCount: 0,
      author: 'someone',
    });
    expect(external).toMatchObject({ readyInMinutes: 20, likeCount: 0 });
    expect(external.author).toBeUndefined();
  });

  it('leaves out cookbook recipes the server no longer knows', () => {
    const cards = toVisibleRecipeCards([aSummary({ id: '1' }), aSummary({ id: '2', title: null })]);
    expect(cards.map((card) => card.id)).toEqual(['1']);
  });
});

import { limits } from '@potluck/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../../packages/server/src/catalogue/catalogueFiles.ts';
import {
  dishSvg,
  type IllustratedDish,
  pictureKindOf,
  shapeFor,
  vesselFor,
} from '../../../packages/server/src/illustrations/dish.ts';
import { foodColoursFor, shade, tableFor } from '../../../packages/server/src/illustrations/palette.ts';
import { dishWebp } from '../../../packages/server/src/illustrations/raster.ts';
import { demoRecipes } from '../../../packages/server/src/seed/recipes/index.ts';

const curry: IllustratedDish = {
  id: 4242,
  dishTypes: ['main course', 'dinner'],
  cuisines: ['indian'],
  ingredients: ['chicken thighs', 'basmati rice', 'spinach', 'yogurt'],
};

describe('dish illustrations', () => {
  it('pick the vessel from the dish type, the first type with a vessel of its own winning', () => {
    expect(vesselFor(['main course', 'dinner'])).toBe('plate');
    expect(vesselFor(['Soup', 'lunch'])).toBe('soup bowl');
    expect(vesselFor(['drink'])).toBe('glass');
    expect(vesselFor(['side dish', 'salad'])).toBe('salad bowl');
    expect(vesselFor(['marinade'])).toBe('sauce bowl');
    expect(vesselFor(['bread', 'breakfast'])).toBe('bread board');
    expect(vesselFor(['fingerfood'])).toBe('snack board');
    expect(vesselFor(['dessert'])).toBe('dessert plate');
  });

  it('draw dishes with a shape of their own from a word of the title, drinks always in their glass', () => {
    expect(shapeFor('Pad Thai with Shrimp')).toBe('noodles');
    expect(shapeFor('Spaghetti alla Carbonara')).toBe('noodles');
    expect(shapeFor('Pork and Cabbage Jiaozi')).toBe('dumplings');
    expect(shapeFor('Chicken Tinga Tacos')).toBe('tacos');
    expect(shapeFor('Chicken Satay with Peanut Sauce')).toBe('skewers');
    expect(shapeFor('Goi Cuon with Peanut Hoisin Dip')).toBe('summer rolls');
    expect(shapeFor('Thai Green Curry with Chicken')).toBe('coconut curry');
    expect(shapeFor('Chicken Tikka Masala')).toBe('curry');
    expect(shapeFor('Butter Chicken')).toBe('curry');
    expect(shapeFor('Pho Bo')).toBe('noodle soup');
    expect(shapeFor('Weeknight Shoyu Ramen')).toBe('noodle soup');
    expect(shapeFor('Nonna’s Sunday Ragù')).toBe('noodles');
    expect(shapeFor('Bibimbap')).toBe('rice bowl');
    expect(shapeFor('Lemongrass Tofu Bánh Mì Bowl')).toBe('rice bowl');
    expect(shapeFor('Banh Mi Thit Nuong')).toBe('sandwich');
    expect(shapeFor('Shakshuka')).toBe('eggs in a skillet');
    expect(shapeFor('Tortilla Española')).toBe('eggs in a skillet');
    expect(shapeFor('Swedish Meatballs')).toBe('meatballs');
    expect(shapeFor('Ratatouille Provençale')).toBe('sliced vegetables');
    expect(shapeFor('Moussaka')).toBe('oven dish');
    expect(shapeFor('French Onion Soup')).toBe('soup crock');
    expect(shapeFor('Chicken Shish Tawook')).toBe('skewers');
    expect(shapeFor('Paella de Marisco')).toBe('rice pan');
    expect(shapeFor('Black Forest Cake')).toBe('layer cake');
    expect(shapeFor('Classic Apple Pie')).toBe('pie');
    expect(shapeFor("Shepherd's Pie")).toBeUndefined();
    expect(shapeFor('Haemul Pajeon')).toBe('savoury pancake');
    expect(shapeFor('Buttermilk Pancakes')).toBe('pancakes');
    expect(shapeFor('Garlic Naan')).toBe('flatbread');
    expect(shapeFor('Braided Challah')).toBe('braided loaf');
    expect(shapeFor('Bavarian Soft Pretzels')).toBe('pretzels');
    expect(shapeFor('Classic British Scones')).toBe('buns');
    expect(shapeFor('Gołąbki Cabbage Rolls')).toBeUndefined();
    expect(shapeFor('Minestrone')).toBeUndefined();
    // Masala Chai is a drink: its title names a curry word, its picture stays a glass.
    const chai = dishSvg({
      id: 7,
      title: 'Masala Chai',
      dishTypes: ['beverage'],
      cuisines: ['indian'],
      ingredients: ['tea'],
    });
    const curryPicture = dishSvg({
      id: 7,
      title: 'Masala Chai',
      dishTypes: ['main course'],
      cuisines: ['indian'],
      ingredients: ['tea'],
    });
    expect(chai).not.toBe(curryPicture);
    expect(chai).toBe(
      dishSvg({ id: 7, dishTypes: ['beverage'], cuisines: ['indian'], ingredients: ['tea'] }),
    );
  });

  it('never draw two neighbours of the first browse pages alike: the catalogue by popularity, shapes then vessels', () => {
    const popular = [...readCatalogue()].sort((a, b) => b.aggregateLikes - a.aggregateLikes || a.id - b.id);
    const kinds = popular.slice(0, 2 * limits.recipePageSize).map(pictureKindOf);
    const alike = kinds.flatMap((kind, i) => (i > 0 && kind === kinds[i - 1] ? [`${i}: ${kind}`] : []));
    expect(alike).toEqual([]);
    // The member recipes of the demo are shuffled into the grid: no kind of picture more than four times.
    const demoKinds = demoRecipes.map((recipe) =>
      pictureKindOf({ title: recipe.title, dishTypes: recipe.mealType }),
    );
    const counts = new Map<string, number>();
    for (const kind of demoKinds) counts.set(kind, (counts.get(kind) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(4);
    expect(counts.size).toBeGreaterThanOrEqual(20);
  });

  it('take colours from the cuisine and the main ingredients, in recipe order', () => {
    expect(tableFor(['Indian']).table).toBe(tableFor(['indian']).table);
    expect(tableFor(['unknown']).table).not.toBe(tableFor(['indian']).table);
    const [chicken, rice] = foodColoursFor(curry.ingredients, 4);
    expect(chicken).not.toBe(rice);
    expect(foodColoursFor(['water'], 3)).toHaveLength(3);
    expect(shade('#808080', 1)).toBe('#ffffff');
    expect(shade('#808080', -1)).toBe('#000000');
  });

  it('draw the same picture for the same recipe id and a different one for another', () => {
    expect(dishSvg(curry)).toBe(dishSvg({ ...curry }));
    expect(dishSvg({ ...curry, id: 4243 })).not.toBe(dishSvg(curry));
    expect(dishSvg(curry)).toMatch(/^<svg [^>]*width="556" height="370"/);
  });

  it('rasterise to a small 556×370 WebP', async () => {
    const webp = await dishWebp(curry);
    const meta = await sharp(webp).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 556, 370]);
    expect(webp.length).toBeLessThan(60_000);
  });
});

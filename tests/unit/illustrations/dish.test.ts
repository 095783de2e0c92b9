import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { dishSvg, type IllustratedDish, vesselFor } from '../../../packages/server/src/illustrations/dish.ts';
import { foodColoursFor, shade, tableFor } from '../../../packages/server/src/illustrations/palette.ts';
import { dishWebp } from '../../../packages/server/src/illustrations/raster.ts';

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

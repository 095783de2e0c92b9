import type { Db } from '../db/db.ts';
import { dishWebp } from '../illustrations/raster.ts';
import { seedOf } from '../illustrations/seed.ts';
import { storeImage } from '../images.ts';
import type { DemoRecipe } from './recipes/index.ts';

// Pictures for the demo recipes, drawn by the same illustrations as the built-in catalogue (vessel from the meal
// type, colours from the cuisine and ingredients) and stored like an upload, so they are served from /media like
// any member's photo. The title seeds the drawing: the same recipe always gets the same picture.

export async function demoRecipeImages(db: Db, recipes: DemoRecipe[]): Promise<Map<string, string>> {
  const images = new Map<string, string>();
  for (const recipe of recipes) {
    const webp = await dishWebp({
      id: seedOf(recipe.title),
      dishTypes: recipe.mealType,
      cuisines: recipe.cuisine,
      ingredients: recipe.ingredients,
    });
    images.set(recipe.title, await storeImage(db, `data:image/webp;base64,${webp.toString('base64')}`));
  }
  return images;
}

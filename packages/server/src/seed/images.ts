import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
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
      title: recipe.title,
      dishTypes: recipe.mealType,
      cuisines: recipe.cuisine,
      ingredients: recipe.ingredients,
    });
    images.set(recipe.title, await storeImage(db, `data:image/webp;base64,${webp.toString('base64')}`));
  }
  return images;
}

export interface Portrait {
  profilePic: string;
  coverImage: string;
}

/** How many portraits `npm run assets` draws (assets/public/avatars and profile-covers). */
export const portraitCount = 8;

// Profile pictures and profile covers for the demo members: the drawn avatars and cover patterns of
// `npm run assets`, stored like an upload so a member can replace or clear them like their own.
export async function demoPortraits(db: Db, publicDir: string): Promise<Portrait[]> {
  const portraits: Portrait[] = [];
  for (let n = 1; n <= portraitCount; n++) {
    const [avatar, cover] = await Promise.all([
      readFile(join(publicDir, 'avatars', `avatar-${n}.webp`)),
      readFile(join(publicDir, 'profile-covers', `profile-cover-${n}.webp`)),
    ]);
    portraits.push({
      profilePic: await storeImage(db, `data:image/webp;base64,${avatar.toString('base64')}`, 'profilePic'),
      coverImage: await storeImage(db, `data:image/webp;base64,${cover.toString('base64')}`, 'coverImage'),
    });
  }
  return portraits;
}

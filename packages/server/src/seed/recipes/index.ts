import { julesRecipes } from './jules.ts';
import { kenjiRecipes } from './kenji.ts';
import { leaRecipes } from './lea.ts';
import { mariaRecipes } from './maria.ts';
import { noraRecipes } from './nora.ts';
import { omarRecipes } from './omar.ts';
import { priyaRecipes } from './priya.ts';
import { samRecipes } from './sam.ts';
import type { DemoRecipe } from './types.ts';

export type { DemoRecipe } from './types.ts';

/** Every demo recipe, oldest first (the order they are inserted in). */
export const demoRecipes: DemoRecipe[] = [
  ...mariaRecipes,
  ...kenjiRecipes,
  ...priyaRecipes,
  ...samRecipes,
  ...leaRecipes,
  ...omarRecipes,
  ...julesRecipes,
  ...noraRecipes,
].sort((a, b) => b.daysAgo - a.daysAgo);

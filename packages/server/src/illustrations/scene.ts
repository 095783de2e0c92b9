// What every dish scene receives: its seeded random stream, the food colours and the cuisine's table colours.
import type { TableColours } from './palette.ts';
import type { Random } from './seed.ts';

export const width = 556;
export const height = 370;

export interface Scene {
  random: Random;
  /** Food colours, main ingredient first (at least four). */
  food: readonly string[];
  table: TableColours;
}

export function colour(scene: Scene, index: number): string {
  return scene.food[index % scene.food.length] ?? '#e9c46a';
}

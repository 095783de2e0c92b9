// A recipe's illustration: a flat-style picture of the dish on the cuisine's table, seen from above (drinks from
// the side). The vessel follows the dish type, the colours the cuisine and main ingredients, and every random
// choice comes from the recipe id, so a recipe always gets the same picture.
import { saladBowl, sauceBowl, soupBowl } from './bowls.ts';
import { drinkGlasses } from './drinks.ts';
import { foodColoursFor, shade, tableFor } from './palette.ts';
import { board, dessertPlate, mainPlate } from './plates.ts';
import { height, type Scene, width } from './scene.ts';
import { r, seededRandom } from './seed.ts';
import { napkin } from './shapes.ts';

export interface IllustratedDish {
  id: number;
  dishTypes: readonly string[];
  cuisines: readonly string[];
  /** Ingredient names, main ingredient first. */
  ingredients: readonly string[];
}

export type Vessel =
  | 'glass'
  | 'soup bowl'
  | 'salad bowl'
  | 'sauce bowl'
  | 'bread board'
  | 'snack board'
  | 'dessert plate'
  | 'plate';

// The first dish type that has a vessel of its own wins; a "main course, dinner" is served on a plate.
const vessels: ReadonlyArray<readonly [string, Vessel]> = [
  ['beverage', 'glass'],
  ['drink', 'glass'],
  ['soup', 'soup bowl'],
  ['salad', 'salad bowl'],
  ['sauce', 'sauce bowl'],
  ['marinade', 'sauce bowl'],
  ['bread', 'bread board'],
  ['dessert', 'dessert plate'],
  ['fingerfood', 'snack board'],
  ['snack', 'snack board'],
  ['appetizer', 'snack board'],
];

export function vesselFor(dishTypes: readonly string[]): Vessel {
  const types = dishTypes.map((type) => type.toLowerCase());
  return vessels.find(([type]) => types.includes(type))?.[1] ?? 'plate';
}

function drawVessel(vessel: Vessel, scene: Scene): string {
  switch (vessel) {
    case 'glass':
      return drinkGlasses(scene);
    case 'soup bowl':
      return soupBowl(scene);
    case 'salad bowl':
      return saladBowl(scene);
    case 'sauce bowl':
      return sauceBowl(scene);
    case 'bread board':
      return board(scene, true);
    case 'snack board':
      return board(scene, false);
    case 'dessert plate':
      return dessertPlate(scene);
    case 'plate':
      return mainPlate(scene);
  }
}

/** The table: its colour, a faint grain or weave, and a napkin at a corner. */
function tableTop(scene: Scene): string {
  const { random, table } = scene;
  let out = `<rect width="${width}" height="${height}" fill="${table.table}"/>`;
  const line = shade(table.table, random.next() > 0.5 ? -0.06 : 0.08);
  for (let y = 18; y < height; y += random.between(22, 40)) {
    out += `<path d="M0 ${r(y)} q${width / 2} ${r(random.between(-8, 8))} ${width} 0" stroke="${line}" stroke-width="3" fill="none"/>`;
  }
  const corner = random.int(0, 1);
  out +=
    corner === 0
      ? napkin(40, 330, -18, table.cloth, table.accent)
      : napkin(520, 40, 22, table.cloth, table.accent);
  return out;
}

export function dishSvg(dish: IllustratedDish): string {
  const random = seededRandom(dish.id);
  const scene: Scene = {
    random,
    food: foodColoursFor(dish.ingredients, 4),
    table: tableFor(dish.cuisines),
  };
  const body = tableTop(scene) + drawVessel(vesselFor(dish.dishTypes), scene);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

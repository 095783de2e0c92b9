// A recipe's illustration: a flat-style picture of the dish on the cuisine's table, seen from above (drinks from
// the side). A dish with a shape of its own (noodles, dumplings, tacos, a layer cake …) is drawn as that shape,
// found from its title; any other follows its dish type (a bowl of soup, a plate). The colours follow the cuisine
// and main ingredients, and every random choice comes from the recipe id, so a recipe always gets the same picture.
import { braidedLoaf, buns, flatbread, latticePie, pancakeStack, pretzels, wholeCake } from './baked.ts';
import { saladBowl, sauceBowl, soupBowl, soupCrock } from './bowls.ts';
import { drinkGlasses } from './drinks.ts';
import { foodColoursFor, shade, tableFor } from './palette.ts';
import { ovenDish, skillet } from './pans.ts';
import {
  coconutCurry,
  curryBowl,
  dumplingSteamer,
  noodleBowl,
  riceBowl,
  ricePan,
  rollBoard,
  sandwichBoard,
  skewerPlate,
  tacoPlate,
} from './plated.ts';
import { board, dessertPlate, mainPlate } from './plates.ts';
import { height, type Scene, width } from './scene.ts';
import { r, seededRandom } from './seed.ts';
import { napkin } from './shapes.ts';

export interface IllustratedDish {
  id: number;
  /** The recipe's title: words such as 'noodles', 'tacos' or 'cake' choose a shape of their own. */
  title?: string | undefined;
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

/** Dishes with a shape of their own, by a word of their title; the first that matches wins. */
const shapes: ReadonlyArray<readonly [string, RegExp, (scene: Scene) => string]> = [
  ['sushi', /\b(sushi|maki|nigiri)\b/i, (scene) => rollBoard(scene, 'nori')],
  ['summer rolls', /\b(spring rolls?|summer rolls?|goi cuon)\b/i, (scene) => rollBoard(scene, 'rice paper')],
  ['rice bowl', /\b(bibimbap|poke|donburi|rice bowl|bowl)\b/i, riceBowl],
  ['noodle soup', /\b(pho|ramen|udon|laksa|noodle soup)\b/i, (scene) => noodleBowl(scene, true)],
  [
    'noodles',
    /\b(noodles?|spaghetti|pasta|linguine|tagliatelle|pad thai|soba|lo mein|rag[uù]|bolognese)(?!\w)/i,
    (scene) => noodleBowl(scene, false),
  ],
  ['dumplings', /\b(dumplings?|jiaozi|gyoza|pierogi|momo|ravioli|wontons?|bao)\b/i, dumplingSteamer],
  ['tacos', /\b(tacos?|tostadas?|wraps?)\b/i, tacoPlate],
  ['skewers', /\b(satay|skewers?|kebabs?|souvlaki|yakitori|brochettes?|shish|tawook)\b/i, skewerPlate],
  ['coconut curry', /\b(green curry|red curry|yellow curry|massaman|panang|khao soi)\b/i, coconutCurry],
  ['soup crock', /\b(onion soup|soupe à l'oignon)(?!\w)/i, soupCrock],
  ['curry', /\b(curry|masala|korma|vindaloo|wot|dal|paneer|maafe|butter chicken)\b/i, curryBowl],
  ['sandwich', /\b(b[aá]nh m[iì]|sandwich(es)?|subs?|panini|po' boy)(?!\w)/i, sandwichBoard],
  [
    'eggs in a skillet',
    /\b(shakshuka|huevos rancheros|frittata|tortilla española)\b/i,
    (scene) => skillet(scene, 'eggs'),
  ],
  [
    'meatballs',
    /\b(meatballs|köttbullar|albóndigas|albondigas|kofta)\b/i,
    (scene) => skillet(scene, 'meatballs'),
  ],
  ['sliced vegetables', /\b(ratatouille|tian|confit byaldi)\b/i, (scene) => ovenDish(scene, 'slices')],
  [
    'oven dish',
    /\b(moussaka|lasagn[ae]|gratin|casserole|enchiladas|pastitsio|bake)\b/i,
    (scene) => ovenDish(scene, 'crust'),
  ],
  ['rice pan', /\b(paella|jollof|nasi goreng|fried rice|risotto|pilaf|biryani)\b/i, ricePan],
  ['layer cake', /\b(cake|gateau|torte)\b/i, wholeCake],
  ['pie', /\b(?<!shepherd's )(pie|tart)\b/i, latticePie],
  ['savoury pancake', /\b(pajeon|scallion pancakes?)\b/i, (scene) => pancakeStack(scene, true)],
  ['pancakes', /\b(pancakes?|blini|crêpes?|crepes?|latkes|boxty)\b/i, (scene) => pancakeStack(scene, false)],
  ['flatbread', /\b(naan|focaccia|flatbread|pizza|pita|arepas?)\b/i, flatbread],
  ['braided loaf', /\b(challah|braided)\b/i, braidedLoaf],
  ['pretzels', /\b(pretzels?)\b/i, pretzels],
  ['buns', /\b(scones|biscuits|buns|kanelbullar|pão de queijo|puff-puff|loukoumades)\b/i, buns],
];

/** The name of the shape a title asks for ('noodles', 'layer cake' …), if any. @internal for its tests */
export function shapeFor(title: string | undefined): string | undefined {
  return title ? shapes.find(([, words]) => words.test(title))?.[0] : undefined;
}

/** A drink is always drawn in its glass, whatever its title says (Masala Chai is no curry). */
function shapeEntryFor(dish: Pick<IllustratedDish, 'title' | 'dishTypes'>) {
  const { title } = dish;
  if (!title || vesselFor(dish.dishTypes) === 'glass') return undefined;
  return shapes.find(([, words]) => words.test(title));
}

/**
 * What the picture shows, colours aside: the dish's own shape ('noodles', 'layer cake' …), else its vessel.
 * @internal for its tests, which check that a page of the grid is not all one kind of picture
 */
export function pictureKindOf(dish: Pick<IllustratedDish, 'title' | 'dishTypes'>): string {
  return shapeEntryFor(dish)?.[0] ?? vesselFor(dish.dishTypes);
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
  const shape = shapeEntryFor(dish)?.[2](scene);
  const body = tableTop(scene) + (shape ?? drawVessel(vesselFor(dish.dishTypes), scene));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

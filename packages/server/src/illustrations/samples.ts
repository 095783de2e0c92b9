// Pictures that are not of one catalogue recipe: the landing page's sample dishes (SPEC §2 "sample images") and
// the fallback shown when a recipe has no picture.
import type { IllustratedDish } from './dish.ts';
import { height, width } from './scene.ts';
import { cutlery, napkin, shadow } from './shapes.ts';

export const landingDishes: readonly IllustratedDish[] = [
  {
    id: 9001,
    dishTypes: ['main course'],
    cuisines: ['italian'],
    ingredients: ['tomato', 'spaghetti', 'basil'],
  },
  { id: 9002, dishTypes: ['salad'], cuisines: ['greek'], ingredients: ['tomato', 'cucumber', 'feta cheese'] },
  {
    id: 9003,
    dishTypes: ['soup'],
    cuisines: ['thai'],
    ingredients: ['coconut milk', 'shrimp', 'lime', 'chili'],
  },
  { id: 9004, dishTypes: ['dessert'], cuisines: ['french'], ingredients: ['flour', 'cream', 'raspberries'] },
];

/** An empty plate laid on a neutral table: "no picture yet", without looking broken. */
export function emptyPlateSvg(): string {
  const body =
    `<rect width="${width}" height="${height}" fill="#ece6dc"/>` +
    napkin(60, 320, -16, '#d9cbb8', '#b79f83') +
    shadow(286, 197, 130, 126) +
    '<circle cx="278" cy="185" r="130" fill="#fbfaf7"/>' +
    '<circle cx="278" cy="185" r="100" fill="#f2eee7"/><circle cx="278" cy="185" r="98" fill="#fbfaf7"/>' +
    cutlery(450, 75, 220, '#bfb6aa');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

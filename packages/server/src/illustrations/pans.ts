// Dishes served in what they were cooked in, seen from above: a cast-iron skillet (eggs poached in sauce, or
// meatballs) and an oven dish with a browned top. Which one a recipe gets comes from its title (dish.ts).
import { shade } from './palette.ts';
import { colour, type Scene } from './scene.ts';
import { r } from './seed.ts';
import { blob, scatteredLeaves, shadow, sprinkle } from './shapes.ts';

/** A skillet of sauce with eggs (shakshuka, huevos rancheros) or meatballs in it, herbs on top. */
export function skillet(scene: Scene, filling: 'eggs' | 'meatballs'): string {
  const { random } = scene;
  const cx = 258;
  const cy = 190;
  const sauce = colour(scene, 0);
  let out = shadow(cx + 10, cy + 14, 150, 140);
  out += `<rect x="${cx + 130}" y="${cy - 16}" width="150" height="32" rx="16" fill="#2b2b2b"/>`;
  out += `<circle cx="${cx}" cy="${cy}" r="150" fill="#333333"/><circle cx="${cx}" cy="${cy}" r="136" fill="#1f1f1f"/>`;
  out += blob(random, cx, cy, 130, 124, shade(sauce, -0.12)) + blob(random, cx, cy, 118, 112, sauce);
  if (filling === 'eggs') {
    for (const [dx, dy] of [
      [-54, -44],
      [48, -50],
      [-40, 52],
      [56, 44],
    ] as const) {
      const x = cx + dx + random.between(-8, 8);
      const y = cy + dy + random.between(-8, 8);
      out +=
        blob(random, x, y, 36, 32, '#fbf7ee') +
        `<circle cx="${r(x + 4)}" cy="${r(y - 2)}" r="14" fill="#f6b93b"/>`;
    }
  } else {
    const meat = '#8a4b2c';
    for (let i = 0; i < 9; i++) {
      const angle = (i / 9) * Math.PI * 2 + random.between(-0.2, 0.2);
      const distance = i === 0 ? 0 : random.between(62, 84);
      const x = cx + Math.cos(angle) * distance;
      const y = cy + Math.sin(angle) * distance;
      out += `<circle cx="${r(x + 3)}" cy="${r(y + 4)}" r="27" fill="${shade(meat, -0.35)}"/>`;
      out += `<circle cx="${r(x)}" cy="${r(y)}" r="26" fill="${meat}"/>`;
      out += `<circle cx="${r(x - 8)}" cy="${r(y - 9)}" r="8" fill="${shade(meat, 0.3)}"/>`;
    }
  }
  out += scatteredLeaves(random, {
    at: [cx, cy],
    x: [-95, 95],
    y: [-90, 90],
    count: 10,
    length: 15,
    colour: '#3f8f3a',
  });
  return out + sprinkle(random, cx, cy, 110, 30, shade(sauce, -0.4), 2);
}

/**
 * An oven dish with handles: vegetables sliced and laid in overlapping rows (ratatouille, a tian), or a golden,
 * browned crust (moussaka, lasagne, a gratin).
 */
export function ovenDish(scene: Scene, top: 'slices' | 'crust'): string {
  const { random } = scene;
  const glaze = scene.table.accent === '#ffffff' ? '#c0392b' : scene.table.accent;
  let out = shadow(282, 200, 220, 130, 0.16);
  out += `<rect x="52" y="92" width="456" height="212" rx="30" fill="${shade(glaze, -0.2)}"/>`;
  out += `<rect x="72" y="70" width="416" height="228" rx="36" fill="${glaze}"/>`;
  if (top === 'slices') {
    out += `<rect x="92" y="90" width="376" height="188" rx="24" fill="${shade(colour(scene, 0), -0.3)}"/>`;
    for (let row = 0; row < 4; row++) {
      for (let column = 0; column < 8; column++) {
        const x = 118 + column * 46 + (row % 2) * 12;
        const y = 116 + row * 44;
        const fill = colour(scene, (row + column) % 3);
        out += `<circle cx="${r(x + 2)}" cy="${r(y + 3)}" r="22" fill="${shade(fill, -0.3)}"/><circle cx="${r(x)}" cy="${r(y)}" r="21" fill="${fill}"/>`;
      }
    }
  } else {
    const crust = '#e9b35c';
    out += `<rect x="92" y="90" width="376" height="188" rx="24" fill="${shade(crust, -0.25)}"/>`;
    out += `<rect x="100" y="98" width="360" height="172" rx="20" fill="${crust}"/>`;
    for (let i = 0; i < 14; i++) {
      out += blob(
        random,
        random.between(130, 430),
        random.between(125, 245),
        30,
        20,
        shade(crust, random.between(-0.45, -0.25)),
      );
    }
    out += sprinkle(random, 280, 184, 150, 60, shade(crust, 0.4), 2.4);
  }
  out += scatteredLeaves(random, {
    at: [0, 0],
    x: [120, 440],
    y: [115, 255],
    count: 7,
    length: 16,
    colour: '#4a9a3a',
  });
  return out;
}

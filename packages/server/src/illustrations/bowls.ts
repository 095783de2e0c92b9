// Dishes served in a bowl seen from above: soup, salad, and a sauce or marinade with its spoon.
import { shade } from './palette.ts';
import { colour, type Scene } from './scene.ts';
import { r } from './seed.ts';
import { blob, leaf, shadow, sprinkle } from './shapes.ts';

function bowl(cx: number, cy: number, radius: number, glaze: string): string {
  return (
    shadow(cx + 10, cy + 14, radius, radius * 0.95) +
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${glaze}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r(radius - 12)}" fill="${shade(glaze, 0.55)}"/>`
  );
}

export function soupBowl(scene: Scene): string {
  const { random } = scene;
  const cx = 270;
  const cy = 186;
  const broth = colour(scene, 0);
  let out = bowl(cx, cy, 140, scene.table.accent === '#ffffff' ? '#3d5a80' : scene.table.accent);
  out += `<circle cx="${cx}" cy="${cy}" r="118" fill="${broth}"/>`;
  out += `<ellipse cx="${cx - 40}" cy="${cy - 44}" rx="48" ry="20" fill="${shade(broth, 0.3)}" opacity="0.6"/>`;
  for (let i = 0; i < 14; i++) {
    const angle = random.between(0, Math.PI * 2);
    const distance = random.between(10, 92);
    const fill = colour(scene, 1 + (i % 3));
    out += blob(random, cx + Math.cos(angle) * distance, cy + Math.sin(angle) * distance, 11, 9, fill);
  }
  out += `<path d="M${cx - 70} ${cy + 20} q70 40 140 0" stroke="${shade(broth, 0.45)}" stroke-width="5" fill="none" opacity="0.7" stroke-linecap="round"/>`;
  for (let i = 0; i < 6; i++) {
    out += leaf(
      cx + random.between(-60, 60),
      cy + random.between(-50, 50),
      random.between(14, 22),
      random.between(0, 360),
      '#4c9a2a',
    );
  }
  // A spoon resting beside the bowl.
  out += `<g transform="rotate(-28 460 250)"><ellipse cx="460" cy="180" rx="22" ry="30" fill="#c9ccd1"/><rect x="455" y="205" width="10" height="120" rx="5" fill="#c9ccd1"/></g>`;
  return out;
}

export function saladBowl(scene: Scene): string {
  const { random } = scene;
  const cx = 278;
  const cy = 186;
  let out = bowl(cx, cy, 150, '#f6f1e7');
  out += `<circle cx="${cx}" cy="${cy}" r="126" fill="#dce8c8"/>`;
  const greens = ['#6a994e', '#8bc34a', '#a7c957', '#386641'];
  for (let i = 0; i < 34; i++) {
    const angle = random.between(0, Math.PI * 2);
    const distance = Math.sqrt(random.next()) * 104;
    out += leaf(
      cx + Math.cos(angle) * distance,
      cy + Math.sin(angle) * distance,
      random.between(30, 48),
      random.between(0, 360),
      random.pick(greens),
    );
  }
  for (let i = 0; i < 10; i++) {
    const angle = random.between(0, Math.PI * 2);
    const distance = random.between(20, 96);
    const fill = colour(scene, i % 3);
    const x = cx + Math.cos(angle) * distance;
    const y = cy + Math.sin(angle) * distance;
    out += `<circle cx="${r(x)}" cy="${r(y)}" r="${r(random.between(9, 14))}" fill="${fill}"/>`;
    out += `<circle cx="${r(x - 3)}" cy="${r(y - 3)}" r="3" fill="#ffffff" opacity="0.45"/>`;
  }
  out += sprinkle(random, cx, cy, 100, 26, '#f3e9d2', 2.4);
  return out;
}

/** A small bowl of sauce or marinade with a wooden spoon and a few of its ingredients scattered around. */
export function sauceBowl(scene: Scene): string {
  const { random } = scene;
  const cx = 240;
  const cy = 196;
  const sauce = colour(scene, 0);
  let out = bowl(cx, cy, 104, '#f4efe6');
  out += `<circle cx="${cx}" cy="${cy}" r="84" fill="${sauce}"/>`;
  out += `<path d="M${cx - 50} ${cy - 10} q50 -40 100 0 q-50 30 -100 0" fill="${shade(sauce, 0.25)}" opacity="0.55"/>`;
  out += sprinkle(random, cx, cy, 66, 24, shade(sauce, -0.35), 2.4);
  out += `<g transform="rotate(24 ${cx} ${cy})"><ellipse cx="${cx}" cy="${cy - 20}" rx="24" ry="34" fill="#b5835a"/><rect x="${cx - 6}" y="${cy + 8}" width="12" height="170" rx="6" fill="#b5835a"/></g>`;
  for (let i = 0; i < 7; i++) {
    const x = random.between(380, 500);
    const y = random.between(70, 320);
    const fill = colour(scene, 1 + (i % 3));
    out += shadow(x + 3, y + 4, 18, 14, 0.12) + blob(random, x, y, 18, 14, fill);
  }
  for (let i = 0; i < 4; i++) {
    out += leaf(random.between(370, 510), random.between(60, 320), 26, random.between(0, 360), '#4c9a2a');
  }
  return out;
}

/** A soup baked under cheese (French onion soup): a crock with two handles, a browned, bubbled crust on top. */
export function soupCrock(scene: Scene): string {
  const { random } = scene;
  const cx = 270;
  const cy = 190;
  const glaze = scene.table.accent === '#ffffff' ? '#8d5a3b' : shade(scene.table.accent, -0.1);
  let out = shadow(cx + 10, cy + 14, 140, 130);
  out += `<rect x="${cx - 190}" y="${cy - 22}" width="380" height="44" rx="22" fill="${shade(glaze, -0.2)}"/>`;
  out += `<circle cx="${cx}" cy="${cy}" r="134" fill="${glaze}"/>`;
  out += blob(random, cx, cy, 124, 120, '#f1c77a') + blob(random, cx, cy, 110, 104, '#f5d58f');
  for (let i = 0; i < 16; i++) {
    const angle = random.between(0, Math.PI * 2);
    const distance = Math.sqrt(random.next()) * 96;
    out += blob(
      random,
      cx + Math.cos(angle) * distance,
      cy + Math.sin(angle) * distance,
      random.between(8, 18),
      random.between(6, 14),
      shade('#c98a3c', random.between(-0.3, 0)),
    );
  }
  return out + sprinkle(random, cx, cy, 100, 16, '#3f7f3a', 2.2);
}

// Dishes served flat: a main course on a plate, a dessert slice, bread or finger food on a wooden board.
import { shade } from './palette.ts';
import { colour, type Scene } from './scene.ts';
import { r } from './seed.ts';
import { blob, cutlery, leaf, shadow, sprinkle } from './shapes.ts';

function plate(cx: number, cy: number, radius: number, rim: string): string {
  return (
    shadow(cx + 8, cy + 12, radius, radius * 0.96) +
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${rim}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r(radius * 0.78)}" fill="${shade(rim, -0.04)}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r(radius * 0.76)}" fill="${rim}"/>`
  );
}

/** A main course: the main ingredient heaped, a side beside it, greens on top. */
// Plate glazes: most plates are white, some take the cuisine's accent on the rim.
const plateStyles = ['white', 'white', 'rim', 'stoneware'] as const;

/** A main course: the main ingredient heaped, a side beside it, a third item or a sauce, greens on top. */
export function mainPlate(scene: Scene): string {
  const { random } = scene;
  const cx = 278;
  const cy = 188;
  const style = random.pick(plateStyles);
  const glaze = style === 'stoneware' ? '#e8ddd0' : '#fbfaf7';
  let out = plate(cx, cy, 142, glaze) + cutlery(cx + 172, 70, 230);
  if (style === 'rim') {
    out += `<circle cx="${cx}" cy="${cy}" r="134" fill="none" stroke="${scene.table.cloth}" stroke-width="5"/>`;
  }
  const main = colour(scene, 0);
  const side = colour(scene, 1);
  const third = colour(scene, 2);
  const angle = random.between(0, Math.PI * 2);
  // A pool of sauce under everything on some plates.
  if (random.next() < 0.4) out += blob(random, cx, cy, 104, 92, shade(main, -0.35));
  const sx = cx + Math.cos(angle) * 48;
  const sy = cy + Math.sin(angle) * 40;
  out += blob(random, sx, sy, 64, 56, side) + sprinkle(random, sx, sy, 50, 30, shade(side, -0.15), 3.2);
  // The third ingredient as a small heap of pieces on the free side of the plate.
  const tx = cx + Math.cos(angle + Math.PI / 2) * 70;
  const ty = cy + Math.sin(angle + Math.PI / 2) * 62;
  for (let i = 0; i < 6; i++) {
    const x = tx + random.between(-22, 22);
    const y = ty + random.between(-18, 18);
    out += blob(random, x + 2, y + 3, 13, 11, shade(third, -0.3)) + blob(random, x, y, 13, 11, third);
  }
  const mx = cx - Math.cos(angle) * 38;
  const my = cy - Math.sin(angle) * 32;
  out += blob(random, mx + 5, my + 7, 74, 58, shade(main, -0.25));
  out += blob(random, mx, my, 72, 56, main);
  out += blob(random, mx - 16, my - 18, 34, 22, shade(main, 0.25));
  const green = scene.food.find((c, i) => i > 1 && c !== main) ?? '#5a9e4b';
  for (let i = 0; i < 5; i++) {
    out += leaf(
      mx + random.between(-40, 40),
      my + random.between(-30, 30),
      random.between(16, 26),
      random.between(0, 360),
      i % 2 ? '#4c9a2a' : shade(green, -0.1),
    );
  }
  out += sprinkle(random, cx, cy, 100, 16, '#3b2f2f', 1.6);
  return out;
}

/** A dessert: a layered cake slice standing on a small plate, berries and a drizzle around it. */
export function dessertPlate(scene: Scene): string {
  const { random } = scene;
  const cx = 278;
  const cy = 196;
  const sponge = colour(scene, 0);
  const cream = colour(scene, 1);
  let out = plate(cx, cy, 126, '#fdfcf8');
  out += `<path d="M${cx - 90} ${cy + 30} q90 ${r(random.between(-40, -20))} 180 0" stroke="${shade(sponge, -0.3)}" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.8"/>`;
  const left = cx - 70;
  const top = cy - 70;
  out += shadow(cx + 6, cy + 52, 86, 14, 0.12);
  out += `<path d="M${left} ${top + 40} L${left + 150} ${top} L${left + 150} ${top + 100} L${left} ${top + 120} Z" fill="${sponge}"/>`;
  for (let layer = 1; layer <= 2; layer++) {
    const y = top + 40 + layer * 27;
    out += `<path d="M${left} ${y} L${left + 150} ${y - 40} L${left + 150} ${y - 31} L${left} ${y + 9} Z" fill="${cream}"/>`;
  }
  out += `<path d="M${left} ${top + 40} L${left + 150} ${top} L${left + 170} ${top + 8} L${left + 22} ${top + 50} Z" fill="${shade(cream, 0.2)}"/>`;
  const berry = colour(scene, 2);
  for (let i = 0; i < 4; i++) {
    out += `<circle cx="${r(left + 40 + i * 30)}" cy="${r(top + 28 - i * 8)}" r="${r(random.between(7, 10))}" fill="${berry}"/>`;
  }
  for (let i = 0; i < 3; i++) {
    out += leaf(cx + 70 + i * 10, cy + 48 - i * 6, 18, random.between(0, 180), '#66bb6a');
  }
  return out;
}

/** Bread or finger food on a wooden board, with a small dip when it is finger food. */
export function board(scene: Scene, loaf: boolean): string {
  const { random } = scene;
  const wood = '#c68b59';
  let out = shadow(282, 200, 210, 120, 0.16);
  out += `<rect x="70" y="78" width="400" height="226" rx="40" fill="${wood}"/>`;
  out += `<rect x="450" y="166" width="70" height="34" rx="17" fill="${wood}"/>`;
  out += `<circle cx="500" cy="183" r="8" fill="${shade(wood, -0.3)}"/>`;
  for (let i = 0; i < 5; i++) {
    const y = 100 + i * 44 + random.between(-6, 6);
    out += `<path d="M90 ${r(y)} q180 ${r(random.between(-10, 10))} 360 0" stroke="${shade(wood, -0.12)}" stroke-width="2" fill="none"/>`;
  }
  if (loaf) {
    const crust = colour(scene, 0);
    out += blob(random, 262, 194, 150, 78, shade(crust, -0.2));
    out += blob(random, 258, 188, 144, 72, crust);
    for (let i = 0; i < 4; i++) {
      const x = 170 + i * 60;
      out += `<path d="M${x} 150 q20 38 4 80" stroke="${shade(crust, 0.35)}" stroke-width="8" fill="none" stroke-linecap="round"/>`;
    }
    out += sprinkle(random, 258, 188, 110, 30, shade(crust, 0.45), 2.2);
    return out;
  }
  const dip = colour(scene, 2);
  out += `<circle cx="390" cy="190" r="52" fill="#f7f5f0"/><circle cx="390" cy="190" r="42" fill="${dip}"/>`;
  out += sprinkle(random, 390, 190, 30, 10, shade(dip, -0.3), 2);
  for (let row = 0; row < 3; row++) {
    for (let column = 0; column < 4; column++) {
      const x = 115 + column * 56 + random.between(-6, 6);
      const y = 122 + row * 68 + random.between(-6, 6);
      const fill = colour(scene, (row + column) % 2);
      out += blob(random, x + 3, y + 4, 24, 20, shade(fill, -0.3)) + blob(random, x, y, 24, 20, fill);
      out += leaf(x + 4, y - 6, 12, random.between(0, 360), '#4c9a2a');
    }
  }
  return out;
}

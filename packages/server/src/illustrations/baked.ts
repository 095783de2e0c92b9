// Baked and griddled dishes with a shape of their own, seen from above: a whole layer cake with a slice cut, a pie
// with a lattice, a stack of pancakes, a flatbread, a braided loaf, pretzels and small buns. Which one a recipe gets
// comes from its title (dish.ts).
import { shade } from './palette.ts';
import { colour, type Scene } from './scene.ts';
import { r } from './seed.ts';
import { blob, scatteredLeaves, shadow, sprinkle } from './shapes.ts';

const woodBoard = (x: number, y: number, w: number, h: number) =>
  shadow(x + w / 2 + 8, y + h / 2 + 12, w / 2, h / 2, 0.15) +
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="34" fill="#c68b59"/>` +
  `<path d="M${x + 20} ${y + h / 2} h${w - 40}" stroke="#b07a4c" stroke-width="2"/>`;

/** A whole round layer cake on a stand, one slice cut out to show the layers. */
export function wholeCake(scene: Scene): string {
  const { random } = scene;
  const cx = 270;
  const cy = 190;
  const frosting = colour(scene, 1);
  const sponge = colour(scene, 0);
  let out = `${shadow(cx + 8, cy + 14, 150, 146)}<circle cx="${cx}" cy="${cy}" r="150" fill="#fdfcf8"/>`;
  out += `<circle cx="${cx}" cy="${cy}" r="118" fill="${shade(frosting, -0.08)}"/>`;
  out += `<circle cx="${cx}" cy="${cy}" r="110" fill="${frosting}"/>`;
  // The cut: a wedge showing sponge and cream layers.
  out += `<path d="M${cx} ${cy} L${cx + 118} ${cy - 20} A118 118 0 0 1 ${cx + 96} ${cy + 70} Z" fill="${sponge}"/>`;
  for (let layer = 1; layer <= 2; layer++) {
    const k = 1 - layer * 0.3;
    out += `<path d="M${cx} ${cy} L${r(cx + 118 * k)} ${r(cy - 20 * k)} L${r(cx + 96 * k)} ${r(cy + 70 * k)} Z" fill="none" stroke="${shade(frosting, 0.3)}" stroke-width="6"/>`;
  }
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2 + 1.2;
    if (Math.cos(a) > 0.75 && Math.sin(a) > -0.2) continue;
    const x = cx + Math.cos(a) * 92;
    const y = cy + Math.sin(a) * 92;
    out += `<circle cx="${r(x)}" cy="${r(y)}" r="11" fill="${shade(frosting, 0.35)}"/><circle cx="${r(x)}" cy="${r(y - 3)}" r="7" fill="${colour(scene, 2)}"/>`;
  }
  out += sprinkle(random, cx - 20, cy, 60, 30, shade(colour(scene, 3), -0.2), 2.2);
  return out;
}

/** A pie in its dish: a crimped edge and a lattice over the filling. */
export function latticePie(scene: Scene): string {
  const { random } = scene;
  const cx = 270;
  const cy = 190;
  const crust = '#e0a95f';
  const filling = colour(scene, 0);
  let out =
    shadow(cx + 8, cy + 14, 152, 146) +
    `<circle cx="${cx}" cy="${cy}" r="152" fill="${shade(colour(scene, 3), -0.2)}"/>`;
  out += `<circle cx="${cx}" cy="${cy}" r="134" fill="${crust}"/>`;
  for (let i = 0; i < 28; i++) {
    const a = (i / 28) * Math.PI * 2;
    out += `<circle cx="${r(cx + Math.cos(a) * 126)}" cy="${r(cy + Math.sin(a) * 126)}" r="10" fill="${shade(crust, 0.15)}"/>`;
  }
  out += `<circle cx="${cx}" cy="${cy}" r="112" fill="${filling}"/>`;
  out += sprinkle(random, cx, cy, 100, 30, shade(filling, -0.3), 4);
  out += `<clipPath id="pie"><circle cx="${cx}" cy="${cy}" r="112"/></clipPath><g clip-path="url(#pie)">`;
  // Strips with room between them, so the filling shows through the lattice.
  for (let k = -3; k <= 3; k++) {
    out += `<rect x="${cx + k * 38 - 9}" y="${cy - 120}" width="18" height="240" rx="6" fill="${shade(crust, 0.1)}" transform="rotate(20 ${cx} ${cy})"/>`;
    out += `<rect x="${cx - 120}" y="${cy + k * 38 - 9}" width="240" height="18" rx="6" fill="${crust}" transform="rotate(20 ${cx} ${cy})"/>`;
  }
  return `${out}</g>`;
}

/** A stack of pancakes (or one big savoury pancake cut in wedges) with a topping. */
export function pancakeStack(scene: Scene, savoury: boolean): string {
  const { random } = scene;
  const cx = 272;
  const cy = 192;
  const batter = savoury ? '#e7c27d' : '#dca35f';
  let out = `${shadow(cx + 8, cy + 14, 146, 140)}<circle cx="${cx}" cy="${cy}" r="146" fill="#fbfaf7"/>`;
  for (let k = 3; k >= 0; k--)
    out += blob(random, cx + k * 3, cy + k * 4, 112, 106, shade(batter, -0.06 * k));
  out += blob(random, cx, cy, 108, 102, batter) + blob(random, cx - 20, cy - 24, 60, 46, shade(batter, 0.12));
  if (savoury) {
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI * 2;
      out += `<path d="M${cx} ${cy} L${r(cx + Math.cos(a) * 106)} ${r(cy + Math.sin(a) * 100)}" stroke="${shade(batter, -0.3)}" stroke-width="3"/>`;
    }
    out += scatteredLeaves(random, {
      at: [cx, cy],
      x: [-80, 80],
      y: [-75, 75],
      count: 24,
      length: 20,
      colour: (i) => (i % 2 ? '#4c9a2a' : '#7cb342'),
      turn: 180,
    });
    return out;
  }
  const topping = colour(scene, 2);
  out += `<path d="M${cx - 50} ${cy - 20} q30 -30 70 -6 q40 24 20 60 q-30 40 -70 10 z" fill="#b5651d" opacity="0.75"/>`;
  out += `<rect x="${cx - 30}" y="${cy - 30}" width="44" height="34" rx="6" fill="#fff3b0"/>`;
  for (let i = 0; i < 7; i++)
    out += `<circle cx="${r(cx + random.between(-80, 80))}" cy="${r(cy + random.between(-70, 70))}" r="9" fill="${topping}"/>`;
  return out;
}

/** A flatbread (naan, focaccia, pizza bianca): a blistered oval on a board, dimpled, herbs and oil on top. */
export function flatbread(scene: Scene): string {
  const { random } = scene;
  const dough = '#edc98a';
  let out = woodBoard(62, 80, 430, 226);
  out += blob(random, 276, 194, 176, 94, shade(dough, -0.12)) + blob(random, 272, 190, 170, 88, dough);
  for (let i = 0; i < 22; i++) {
    const x = 272 + random.between(-140, 140);
    const y = 190 + random.between(-65, 65);
    out += `<ellipse cx="${r(x)}" cy="${r(y)}" rx="${r(random.between(6, 12))}" ry="${r(random.between(4, 8))}" fill="${shade(dough, -0.35)}" opacity="0.7"/>`;
  }
  out += scatteredLeaves(random, {
    at: [272, 190],
    x: [-130, 130],
    y: [-60, 60],
    count: 10,
    length: 18,
    colour: '#3e8e41',
  });
  out += sprinkle(random, 272, 190, 120, 30, colour(scene, 1), 3);
  return out;
}

/** A braided loaf (challah) on a board, glossy and seeded. */
export function braidedLoaf(scene: Scene): string {
  const { random } = scene;
  const crust = shade(colour(scene, 0), -0.1);
  let out = woodBoard(52, 100, 452, 190);
  for (let k = 0; k < 6; k++) {
    const x = 120 + k * 62;
    const up = k % 2 === 0;
    out += `<ellipse cx="${x}" cy="${up ? 178 : 214}" rx="48" ry="34" fill="${shade(crust, -0.15)}" transform="rotate(${up ? -24 : 24} ${x} ${up ? 178 : 214})"/>`;
    out += `<ellipse cx="${x - 2}" cy="${up ? 174 : 210}" rx="44" ry="30" fill="${crust}" transform="rotate(${up ? -24 : 24} ${x} ${up ? 178 : 214})"/>`;
    out += `<ellipse cx="${x - 10}" cy="${up ? 164 : 200}" rx="16" ry="7" fill="#ffffff" opacity="0.3"/>`;
  }
  out += sprinkle(random, 276, 196, 150, 40, '#fff5dc', 2);
  return out;
}

/** Pretzels: twisted knots on a board, flecked with salt. */
export function pretzels(scene: Scene): string {
  const { random } = scene;
  const crust = '#8d4f1e';
  let out = woodBoard(60, 90, 436, 210);
  for (const [x, y, turn] of [
    [170, 196, -8],
    [370, 196, 10],
  ] as const) {
    out += `<g transform="translate(${x} ${y}) rotate(${turn})" fill="none" stroke-linecap="round">`;
    const knot =
      'M-70 40 C-110 -20 -60 -80 0 -30 C60 -80 110 -20 70 40 M-70 40 C-30 60 20 -10 40 -40 M70 40 C30 60 -20 -10 -40 -40';
    out += `<path d="${knot}" stroke="${shade(crust, -0.3)}" stroke-width="26" transform="translate(3 4)"/>`;
    out += `<path d="${knot}" stroke="${crust}" stroke-width="24"/>`;
    out += '</g>';
    out += sprinkle(random, x, y - 10, 70, 26, '#fbfbfb', 2.4);
  }
  return out;
}

/** Small buns, scones or biscuits in a basket cloth, one broken open. */
export function buns(scene: Scene): string {
  const { random } = scene;
  const crust = colour(scene, 0);
  let out = shadow(282, 208, 200, 130, 0.15);
  out += `<rect x="90" y="70" width="380" height="250" rx="30" fill="${scene.table.cloth}"/>`;
  out += `<rect x="90" y="120" width="380" height="12" fill="${scene.table.accent}" opacity="0.6"/><rect x="90" y="260" width="380" height="12" fill="${scene.table.accent}" opacity="0.6"/>`;
  const spots: Array<[number, number]> = [
    [170, 150],
    [270, 140],
    [370, 152],
    [200, 246],
    [310, 244],
    [410, 240],
  ];
  for (const [x, y] of spots) {
    out += blob(random, x + 4, y + 6, 44, 38, shade(crust, -0.35)) + blob(random, x, y, 44, 38, crust);
    out += blob(random, x - 10, y - 12, 20, 12, shade(crust, 0.3));
  }
  out +=
    blob(random, 470, 320, 30, 22, '#fff8e1') +
    `<rect x="448" y="290" width="40" height="22" rx="4" fill="#ffe082"/>`;
  return out;
}

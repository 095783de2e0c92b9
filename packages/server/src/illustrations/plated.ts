// Dishes with a shape of their own, served plated or in a bowl, seen from above: noodles, dumplings, tacos,
// skewers, sushi rolls, a curry with rice and a rice pan. Which one a recipe gets comes from its title (dish.ts).
import { shade } from './palette.ts';
import { colour, type Scene } from './scene.ts';
import { r } from './seed.ts';
import { blob, leaf, scatteredLeaves, shadow, sprinkle } from './shapes.ts';

function disc(cx: number, cy: number, radius: number, fill: string): string {
  return `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="${fill}"/>`;
}

function chopsticks(x: number, y: number, angle: number): string {
  return (
    `<g transform="rotate(${angle} ${x} ${y})">` +
    `<rect x="${x}" y="${y}" width="230" height="8" rx="4" fill="#a0522d"/>` +
    `<rect x="${x}" y="${y + 16}" width="230" height="8" rx="4" fill="#8b4513"/></g>`
  );
}

/**
 * Noodles: in broth, a deep bowl of wavy strands (pho, ramen); otherwise tossed in their sauce on a white plate
 * (pad thai, spaghetti). A few toppings, chopsticks across.
 */
export function noodleBowl(scene: Scene, broth: boolean): string {
  const { random } = scene;
  const cx = 262;
  const cy = 190;
  const sauce = colour(scene, 0);
  const noodle = broth ? '#f2d49b' : '#dca85a';
  let out =
    shadow(cx + 10, cy + 14, 146, 138) +
    disc(
      cx,
      cy,
      146,
      broth ? (scene.table.accent === '#ffffff' ? '#2f4858' : scene.table.accent) : '#fbfaf7',
    );
  out += broth ? disc(cx, cy, 128, shade(sauce, -0.15)) : blob(random, cx, cy, 112, 104, shade(sauce, 0.1));
  for (let i = 0; i < 16; i++) {
    const y = cy - 100 + i * 13 + random.between(-3, 3);
    const half = Math.sqrt(Math.max(0, 118 ** 2 - (y - cy) ** 2)) * 0.92;
    let d = `M${r(cx - half)} ${r(y)}`;
    for (let x = cx - half; x < cx + half - 10; x += 20) d += ` q10 ${r(random.between(-9, 9))} 20 0`;
    out += `<path d="${d}" stroke="${shade(noodle, random.between(-0.12, 0.08))}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  }
  for (let i = 0; i < 5; i++) {
    const angle = random.between(0, Math.PI * 2);
    const distance = random.between(30, 80);
    const fill = colour(scene, 1 + (i % 3));
    out += blob(random, cx + Math.cos(angle) * distance, cy + Math.sin(angle) * distance, 20, 15, fill);
  }
  out += scatteredLeaves(random, {
    at: [cx, cy],
    x: [-70, 70],
    y: [-60, 60],
    count: 6,
    length: 18,
    colour: '#5aa02c',
  });
  out += sprinkle(random, cx, cy, 90, 20, '#f7f3e8', 2);
  return out + chopsticks(330, 40, 38);
}

/** Dumplings: pleated half-moons in a bamboo steamer, a dish of dipping sauce beside it. */
export function dumplingSteamer(scene: Scene): string {
  const { random } = scene;
  const cx = 240;
  const cy = 190;
  const dough = shade(colour(scene, 0), 0.7);
  let out = shadow(cx + 10, cy + 14, 150, 142) + disc(cx, cy, 150, '#c9a16b') + disc(cx, cy, 136, '#e3c596');
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    out += `<path d="M${r(cx + Math.cos(a) * 138)} ${r(cy + Math.sin(a) * 138)} L${r(cx + Math.cos(a) * 150)} ${r(cy + Math.sin(a) * 150)}" stroke="#a57c49" stroke-width="3"/>`;
  }
  const spots: Array<[number, number]> = [
    [-58, -52],
    [30, -66],
    [-84, 22],
    [6, 4],
    [82, -4],
    [-30, 74],
    [58, 66],
  ];
  for (const [dx, dy] of spots) {
    const x = cx + dx + random.between(-5, 5);
    const y = cy + dy + random.between(-5, 5);
    const turn = random.between(-30, 30);
    out +=
      `<g transform="translate(${r(x)} ${r(y)}) rotate(${r(turn)})">` +
      `<path d="M-40 10 Q0 -46 40 10 Z" fill="${shade(dough, -0.1)}"/>` +
      `<path d="M-36 8 Q0 -40 36 8 Q0 18 -36 8 Z" fill="${dough}"/>` +
      [-20, -8, 4, 16]
        .map(
          (px) =>
            `<path d="M${px} -14 q4 8 2 16" stroke="${shade(dough, -0.2)}" stroke-width="2.5" fill="none"/>`,
        )
        .join('') +
      '</g>';
  }
  const dip = colour(scene, 2);
  out +=
    shadow(462, 296, 52, 48, 0.14) + disc(456, 290, 52, '#f7f4ee') + disc(456, 290, 40, shade(dip, -0.45));
  out += sprinkle(random, 456, 290, 28, 12, '#f3e9d2', 2);
  return out + chopsticks(360, 40, 70);
}

/** Tacos: three folded tortillas side by side, filled and topped. */
export function tacoPlate(scene: Scene): string {
  const { random } = scene;
  let out = shadow(288, 206, 230, 120, 0.15);
  out += `<rect x="58" y="86" width="450" height="220" rx="110" fill="#fbfaf7"/>`;
  const tortilla = '#e9c27a';
  for (let i = 0; i < 3; i++) {
    const x = 150 + i * 130;
    const y = 196 + random.between(-8, 8);
    const filling = colour(scene, i % 2);
    out += `<g transform="rotate(${r(random.between(-10, 10))} ${x} ${y})">`;
    out += `<ellipse cx="${x}" cy="${y}" rx="62" ry="92" fill="${shade(tortilla, -0.12)}"/>`;
    out += blob(random, x, y, 42, 74, filling);
    out += blob(random, x - 10, y - 20, 24, 30, shade(filling, 0.2));
    out += sprinkle(random, x, y, 40, 14, colour(scene, 2), 4);
    for (let k = 0; k < 3; k++)
      out += leaf(
        x + random.between(-20, 20),
        y + random.between(-50, 50),
        16,
        random.between(0, 360),
        '#3f9b3f',
      );
    out += `<path d="M${x - 62} ${y} a62 92 0 0 0 124 0" fill="none" stroke="${tortilla}" stroke-width="14"/>`;
    out += '</g>';
  }
  // A lime wedge at the end of the plate.
  out += `<path d="M470 140 a32 32 0 0 1 -10 60 z" fill="#9ccc65"/><path d="M468 146 a26 26 0 0 1 -8 48 z" fill="#dcedc8"/>`;
  return out;
}

/** Skewers: grilled pieces threaded on sticks across a long plate, a dip at one end. */
export function skewerPlate(scene: Scene): string {
  const { random } = scene;
  let out = shadow(286, 206, 236, 110, 0.15);
  out += `<rect x="50" y="96" width="472" height="200" rx="26" fill="#f5f1ea"/>`;
  for (let i = 0; i < 3; i++) {
    const y = 140 + i * 56;
    out += `<rect x="70" y="${y - 3}" width="350" height="6" rx="3" fill="#c89f6d"/>`;
    for (let k = 0; k < 6; k++) {
      const x = 110 + k * 48 + random.between(-3, 3);
      const fill = colour(scene, (k + i) % 3);
      out += blob(random, x + 3, y + 4, 22, 20, shade(fill, -0.4)) + blob(random, x, y, 22, 20, fill);
      out += `<path d="M${x - 12} ${y - 8} l24 16" stroke="${shade(fill, -0.5)}" stroke-width="4" stroke-linecap="round" opacity="0.6"/>`;
    }
  }
  const dip = colour(scene, 3);
  out +=
    disc(462, 196, 44, '#ffffff') +
    disc(462, 196, 34, dip) +
    sprinkle(random, 462, 196, 24, 8, shade(dip, -0.35), 2.2);
  return out;
}

/** Rolls: sushi in nori, or summer and spring rolls in rice paper, cut in rounds on a slate with a dip. */
export function rollBoard(scene: Scene, wrapping: 'nori' | 'rice paper'): string {
  const { random } = scene;
  let out = shadow(282, 204, 230, 120, 0.15);
  out += `<rect x="60" y="92" width="420" height="200" rx="14" fill="#3b3b3b"/>`;
  const wrap = wrapping === 'nori' ? '#1f2d1f' : '#efe3c8';
  for (let row = 0; row < 2; row++) {
    for (let k = 0; k < 5; k++) {
      const x = 110 + k * 76;
      const y = 148 + row * 92;
      out += disc(x + 3, y + 4, 34, '#000000') + disc(x, y, 34, wrap) + disc(x, y, 27, '#faf7ef');
      out +=
        blob(random, x, y, 12, 11, colour(scene, k % 3)) +
        blob(random, x + 6, y - 5, 6, 5, colour(scene, 1 + (k % 2)));
    }
  }
  out += disc(500, 110, 36, '#f7f4ee') + disc(500, 110, 27, '#4e342e');
  out += blob(random, 505, 300, 26, 16, '#f48fb1') + blob(random, 470, 320, 18, 14, '#a5d6a7');
  return out;
}

/** A curry: rice heaped on one side of a wide bowl, the curry on the other, herbs on top. */
export function curryBowl(scene: Scene): string {
  const { random } = scene;
  const cx = 276;
  const cy = 188;
  const curry = colour(scene, 0);
  let out =
    shadow(cx + 10, cy + 14, 156, 146) +
    disc(cx, cy, 156, scene.table.accent === '#ffffff' ? '#7b4b2a' : scene.table.accent);
  out += disc(cx, cy, 138, '#f6efe3');
  out += `<path d="M${cx - 120} ${cy - 70} A138 138 0 0 1 ${cx + 60} ${cy - 124} Q${cx - 10} ${cy - 20} ${cx - 120} ${cy - 70} Z" fill="#fbf8f1"/>`;
  out +=
    blob(random, cx - 50, cy - 60, 72, 52, '#fbf8f1') +
    sprinkle(random, cx - 50, cy - 60, 60, 60, '#ece4d4', 2.6);
  out +=
    blob(random, cx + 20, cy + 40, 118, 88, shade(curry, -0.1)) +
    blob(random, cx + 24, cy + 34, 104, 76, curry);
  for (let i = 0; i < 9; i++) {
    const fill = colour(scene, 1 + (i % 3));
    out += blob(random, cx + random.between(-60, 100), cy + random.between(0, 90), 16, 13, fill);
  }
  out += `<path d="M${cx - 40} ${cy + 60} q60 30 130 -10" stroke="${shade(curry, 0.5)}" stroke-width="6" fill="none" opacity="0.7" stroke-linecap="round"/>`;
  out += scatteredLeaves(random, {
    at: [cx, cy],
    x: [-20, 100],
    y: [0, 80],
    count: 6,
    length: 16,
    colour: '#43a047',
  });
  return out;
}

/** A rice pan (paella, jollof, fried rice): a wide pan of golden rice with pieces pressed in, lemon at the rim. */
export function ricePan(scene: Scene): string {
  const { random } = scene;
  const cx = 270;
  const cy = 190;
  const rice = shade(colour(scene, 0), 0.35);
  let out = shadow(cx + 10, cy + 14, 160, 150);
  out += `<rect x="${cx + 140}" y="${cy - 12}" width="120" height="24" rx="12" fill="#37474f"/>`;
  out += disc(cx, cy, 160, '#455a64') + disc(cx, cy, 148, shade(rice, -0.1));
  out += sprinkle(random, cx, cy, 140, 220, shade(rice, 0.2), 2.6);
  for (let i = 0; i < 12; i++) {
    const angle = random.between(0, Math.PI * 2);
    const distance = random.between(20, 120);
    const fill = colour(scene, 1 + (i % 3));
    const x = cx + Math.cos(angle) * distance;
    const y = cy + Math.sin(angle) * distance;
    out += blob(random, x + 2, y + 3, 17, 13, shade(fill, -0.35)) + blob(random, x, y, 17, 13, fill);
  }
  out += `<path d="M${cx - 40} ${cy - 150} a30 30 0 0 0 60 0 z" fill="#fff176"/>`;
  out += scatteredLeaves(random, {
    at: [cx, cy],
    x: [-110, 110],
    y: [-100, 100],
    count: 8,
    length: 14,
    colour: '#4caf50',
  });
  return out;
}

/** A rice bowl (bibimbap, poke, donburi): rice under toppings laid in wedges round an egg, chopsticks beside. */
export function riceBowl(scene: Scene): string {
  const { random } = scene;
  const cx = 262;
  const cy = 190;
  let out =
    shadow(cx + 10, cy + 14, 146, 138) +
    disc(cx, cy, 146, scene.table.accent === '#ffffff' ? '#37474f' : scene.table.accent);
  out += disc(cx, cy, 128, '#fbf8f1');
  const wedges = 6;
  for (let i = 0; i < wedges; i++) {
    const from = (i / wedges) * Math.PI * 2 + 0.06;
    const to = ((i + 1) / wedges) * Math.PI * 2 - 0.06;
    const fill = colour(scene, i % 4);
    const point = (angle: number, radius: number) =>
      `${r(cx + Math.cos(angle) * radius)} ${r(cy + Math.sin(angle) * radius)}`;
    out += `<path d="M${point(from, 44)} L${point(from, 118)} A118 118 0 0 1 ${point(to, 118)} L${point(to, 44)} A44 44 0 0 0 ${point(from, 44)} Z" fill="${fill}"/>`;
    out += sprinkle(
      random,
      cx + Math.cos((from + to) / 2) * 82,
      cy + Math.sin((from + to) / 2) * 82,
      26,
      8,
      shade(fill, -0.25),
      3,
    );
  }
  out += blob(random, cx, cy, 46, 42, '#fbf7ee') + disc(cx + 4, cy - 2, 18, '#f6b93b');
  out += sprinkle(random, cx, cy, 120, 24, '#f3e9c6', 2);
  return out + chopsticks(360, 60, 70);
}

/** A sandwich (bánh mì, a sub): a split baguette stuffed with fillings on paper, a dish of chillies beside it. */
export function sandwichBoard(scene: Scene): string {
  const { random } = scene;
  const crust = '#d9a05b';
  let out = shadow(280, 206, 230, 96, 0.14);
  out += `<rect x="40" y="96" width="440" height="200" rx="6" fill="#f3ecdc" transform="rotate(-4 260 196)"/>`;
  out += `<g transform="rotate(-8 270 190)">`;
  out += `<rect x="60" y="140" width="420" height="104" rx="52" fill="${shade(crust, -0.15)}"/>`;
  // The fillings, peeking out of the split along its length.
  for (let i = 0; i < 4; i++) {
    const fill = i === 0 ? '#4caf50' : colour(scene, i - 1);
    const y = 168 + i * 13;
    let d = `M84 ${y}`;
    for (let x = 84; x < 456; x += 24) d += ` q12 ${r(random.between(-10, 10))} 24 0`;
    out += `<path d="${d}" stroke="${fill}" stroke-width="14" fill="none" stroke-linecap="round"/>`;
  }
  out += `<path d="M72 170 Q270 118 468 170 Q470 150 440 142 L100 142 Q70 150 72 170 Z" fill="${crust}"/>`;
  for (let i = 0; i < 5; i++) {
    const x = 130 + i * 70;
    out += `<path d="M${x} 150 q16 -6 30 0" stroke="${shade(crust, 0.35)}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  }
  out += '</g>';
  out += disc(470, 300, 42, '#f7f5f0');
  out += scatteredLeaves(random, {
    at: [470, 300],
    x: [-22, 22],
    y: [-20, 20],
    count: 7,
    length: 14,
    colour: (i) => (i % 2 ? '#d32f2f' : '#388e3c'),
  });
  return out;
}

/** A coconut curry (Thai green or red, massaman): a bowl of curry with a swirl of coconut, rice in a bowl beside. */
export function coconutCurry(scene: Scene): string {
  const { random } = scene;
  const curry = colour(scene, 0);
  const glaze = scene.table.accent === '#ffffff' ? '#5d4037' : scene.table.accent;
  let out = shadow(232, 200, 136, 128) + disc(222, 190, 136, glaze) + disc(222, 190, 118, curry);
  out += `<path d="M150 170 q40 -40 80 0 t80 0" stroke="${shade(curry, 0.55)}" stroke-width="9" fill="none" opacity="0.8" stroke-linecap="round"/>`;
  for (let i = 0; i < 8; i++) {
    const fill = colour(scene, 1 + (i % 3));
    out += blob(random, 222 + random.between(-70, 70), 190 + random.between(-60, 70), 17, 13, fill);
  }
  out += scatteredLeaves(random, {
    at: [222, 190],
    x: [-70, 70],
    y: [-70, 70],
    count: 6,
    length: 18,
    colour: '#2e7d32',
  });
  out += shadow(452, 118, 74, 70) + disc(446, 110, 74, '#f7f5f0') + disc(446, 110, 62, '#e8e2d4');
  out += blob(random, 446, 108, 50, 44, '#fbf8f1') + sprinkle(random, 446, 108, 42, 40, '#ece4d4', 2.4);
  out += `<path d="M406 300 a30 30 0 0 1 60 0 z" fill="#9ccc65"/>`;
  return out;
}

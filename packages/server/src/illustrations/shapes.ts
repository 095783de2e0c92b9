// Small flat-style drawing pieces shared by every illustration: soft blobs of food, leaves, shadows, cutlery.
import { type Random, r } from './seed.ts';

/** An irregular rounded blob: food heaped on a plate never has a perfect outline. */
export function blob(random: Random, cx: number, cy: number, rx: number, ry: number, fill: string): string {
  const points = random.int(7, 10);
  const coords: Array<[number, number]> = [];
  for (let i = 0; i < points; i++) {
    const angle = (i / points) * Math.PI * 2;
    const wobble = random.between(0.82, 1.12);
    coords.push([cx + Math.cos(angle) * rx * wobble, cy + Math.sin(angle) * ry * wobble]);
  }
  // Smooth closed curve through the midpoints, with the points themselves as control points.
  const mid = (a: [number, number], b: [number, number]) => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const first = coords[0] as [number, number];
  const last = coords[coords.length - 1] as [number, number];
  const start = mid(last, first);
  let d = `M${r(start[0] ?? 0)} ${r(start[1] ?? 0)}`;
  for (let i = 0; i < coords.length; i++) {
    const point = coords[i] as [number, number];
    const next = coords[(i + 1) % coords.length] as [number, number];
    const end = mid(point, next);
    d += ` Q${r(point[0])} ${r(point[1])} ${r(end[0] ?? 0)} ${r(end[1] ?? 0)}`;
  }
  return `<path d="${d} Z" fill="${fill}"/>`;
}

export function leaf(cx: number, cy: number, length: number, angle: number, fill: string): string {
  const half = length / 2;
  const width = length * 0.32;
  return (
    `<g transform="translate(${r(cx)} ${r(cy)}) rotate(${r(angle)})">` +
    `<path d="M${r(-half)} 0 Q0 ${r(-width)} ${r(half)} 0 Q0 ${r(width)} ${r(-half)} 0 Z" fill="${fill}"/>` +
    `<path d="M${r(-half * 0.8)} 0 L${r(half * 0.8)} 0" stroke="#ffffff" stroke-opacity="0.35" stroke-width="1.2"/>` +
    '</g>'
  );
}

/**
 * Herbs strewn over a dish: `count` leaves, each at `at` plus a random offset within `x` and `y`, turned at random
 * (up to `turn` degrees); `colour` may alternate by the leaf's index.
 */
export function scatteredLeaves(
  random: Random,
  options: {
    at: readonly [number, number];
    x: readonly [number, number];
    y: readonly [number, number];
    count: number;
    length: number;
    colour: string | ((index: number) => string);
    turn?: number;
  },
): string {
  const { at, x, y, count, length, colour, turn = 360 } = options;
  let out = '';
  for (let i = 0; i < count; i++) {
    out += leaf(
      at[0] + random.between(x[0], x[1]),
      at[1] + random.between(y[0], y[1]),
      length,
      random.between(0, turn),
      typeof colour === 'string' ? colour : colour(i),
    );
  }
  return out;
}

export function shadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.18): string {
  return `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(ry)}" fill="#000000" fill-opacity="${opacity}"/>`;
}

/** A sprinkle of small dots (herbs, pepper, seeds) over an area. */
export function sprinkle(
  random: Random,
  cx: number,
  cy: number,
  radius: number,
  count: number,
  fill: string,
  size: number,
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const angle = random.between(0, Math.PI * 2);
    const distance = Math.sqrt(random.next()) * radius;
    const x = cx + Math.cos(angle) * distance;
    const y = cy + Math.sin(angle) * distance * 0.9;
    out += `<circle cx="${r(x)}" cy="${r(y)}" r="${r(size * random.between(0.6, 1.2))}" fill="${fill}"/>`;
  }
  return out;
}

/** A fork and a knife lying beside the plate. */
export function cutlery(x: number, y: number, height: number, colour = '#c9ccd1'): string {
  const fork =
    `<rect x="${r(x - 3)}" y="${r(y + height * 0.3)}" width="6" height="${r(height * 0.7)}" rx="3" fill="${colour}"/>` +
    `<path d="M${r(x - 10)} ${r(y)} v${r(height * 0.22)} q10 ${r(height * 0.12)} 20 0 v${r(-height * 0.22)}" ` +
    `stroke="${colour}" stroke-width="3.5" fill="none" stroke-linecap="round"/>` +
    `<path d="M${r(x - 3.3)} ${r(y)} v${r(height * 0.2)} M${r(x + 3.3)} ${r(y)} v${r(height * 0.2)}" ` +
    `stroke="${colour}" stroke-width="3" stroke-linecap="round"/>`;
  const kx = x + 34;
  const knife =
    `<path d="M${r(kx - 4)} ${r(y)} q12 ${r(height * 0.18)} 4 ${r(height * 0.42)} h-8 z" fill="${colour}"/>` +
    `<rect x="${r(kx - 4)}" y="${r(y + height * 0.42)}" width="8" height="${r(height * 0.58)}" rx="4" fill="${colour}"/>`;
  return `<g>${fork}${knife}</g>`;
}

/** A folded napkin in a corner, striped in the cuisine's cloth colour. */
export function napkin(x: number, y: number, angle: number, fill: string, stripe: string): string {
  return (
    `<g transform="translate(${r(x)} ${r(y)}) rotate(${r(angle)})">` +
    `<rect x="-70" y="-45" width="140" height="90" rx="6" fill="${fill}"/>` +
    `<rect x="-70" y="-30" width="140" height="8" fill="${stripe}" fill-opacity="0.7"/>` +
    `<rect x="-70" y="22" width="140" height="8" fill="${stripe}" fill-opacity="0.7"/>` +
    '</g>'
  );
}

// Food patterns for the cookbook covers (cover1.JPG … cover9.JPG), the profile covers of the demo members and
// the landing page backdrop: small ingredients scattered in loose rows on a coloured ground.
import { shade } from './palette.ts';
import { type Random, r, seededRandom } from './seed.ts';
import { leaf } from './shapes.ts';

export interface PatternStyle {
  ground: string;
  /** Colours of the scattered ingredients. */
  ink: readonly string[];
}

export const coverStyles: readonly PatternStyle[] = [
  { ground: '#f4a259', ink: ['#bc4b51', '#f4e285', '#5b8e7d'] },
  { ground: '#2a9d8f', ink: ['#e9c46a', '#f4a261', '#ffffff'] },
  { ground: '#f7ede2', ink: ['#e63946', '#84a59d', '#f28482'] },
  { ground: '#264653', ink: ['#e76f51', '#e9c46a', '#8ab17d'] },
  { ground: '#ffcad4', ink: ['#9d4edd', '#ff6b6b', '#5b8e7d'] },
  { ground: '#3d5a80', ink: ['#ee6c4d', '#e0fbfc', '#98c1d9'] },
  { ground: '#e9edc9', ink: ['#bc6c25', '#606c38', '#dda15e'] },
  { ground: '#6b3e26', ink: ['#ffc145', '#ff6b6c', '#fefae0'] },
  { ground: '#cdb4db', ink: ['#6a4c93', '#ffafcc', '#8ac926'] },
];

type Motif = (random: Random, x: number, y: number, size: number, ink: string) => string;

const tomato: Motif = (_random, x, y, size, ink) =>
  `<circle cx="${r(x)}" cy="${r(y)}" r="${r(size)}" fill="${ink}"/>` +
  leaf(x + size * 0.2, y - size * 0.9, size * 0.7, -30, '#4c9a2a');

const citrus: Motif = (_random, x, y, size, ink) => {
  let out = `<circle cx="${r(x)}" cy="${r(y)}" r="${r(size)}" fill="${ink}"/>`;
  out += `<circle cx="${r(x)}" cy="${r(y)}" r="${r(size * 0.8)}" fill="${shade(ink, 0.45)}"/>`;
  for (let i = 0; i < 8; i++) {
    const angle = (i / 8) * Math.PI * 2;
    out += `<path d="M${r(x)} ${r(y)} L${r(x + Math.cos(angle) * size * 0.78)} ${r(y + Math.sin(angle) * size * 0.78)}" stroke="${ink}" stroke-width="${r(size * 0.08)}"/>`;
  }
  return out;
};

const sprig: Motif = (random, x, y, size, ink) => leaf(x, y, size * 2.2, random.between(0, 180), ink);

const chili: Motif = (random, x, y, size, ink) =>
  `<g transform="rotate(${r(random.between(-60, 60))} ${r(x)} ${r(y)})">` +
  `<path d="M${r(x - size)} ${r(y)} q${r(size)} ${r(size * 1.2)} ${r(size * 2)} ${r(-size * 0.2)} q${r(-size)} ${r(size * 0.4)} ${r(-size * 2)} ${r(size * 0.2)} Z" fill="${ink}"/>` +
  `<rect x="${r(x - size * 1.3)}" y="${r(y - size * 0.2)}" width="${r(size * 0.4)}" height="${r(size * 0.3)}" fill="#4c9a2a"/></g>`;

const wheat: Motif = (random, x, y, size, ink) => {
  let out = `<g transform="rotate(${r(random.between(-40, 40))} ${r(x)} ${r(y)})">`;
  out += `<path d="M${r(x)} ${r(y + size * 1.4)} L${r(x)} ${r(y - size * 1.2)}" stroke="${ink}" stroke-width="${r(size * 0.12)}"/>`;
  for (let i = 0; i < 4; i++) {
    const gy = y - size + i * size * 0.5;
    out += `<ellipse cx="${r(x - size * 0.25)}" cy="${r(gy)}" rx="${r(size * 0.22)}" ry="${r(size * 0.4)}" fill="${ink}" transform="rotate(-30 ${r(x - size * 0.25)} ${r(gy)})"/>`;
    out += `<ellipse cx="${r(x + size * 0.25)}" cy="${r(gy)}" rx="${r(size * 0.22)}" ry="${r(size * 0.4)}" fill="${ink}" transform="rotate(30 ${r(x + size * 0.25)} ${r(gy)})"/>`;
  }
  return `${out}</g>`;
};

const motifs: readonly Motif[] = [tomato, citrus, sprig, chili, wheat];

/** A width×height SVG of scattered ingredients; `seed` varies placement, the style the colours. */
export function patternSvg(style: PatternStyle, seed: number, width: number, height: number): string {
  const random = seededRandom(seed);
  const step = Math.max(70, Math.round(Math.min(width, height) / 4.5));
  let body = `<rect width="${width}" height="${height}" fill="${style.ground}"/>`;
  for (let row = 0, y = step / 2; y < height + step / 2; row++, y += step * 0.8) {
    for (let x = (row % 2) * (step / 2); x < width + step / 2; x += step) {
      const motif = random.pick(motifs);
      const size = step * random.between(0.16, 0.24);
      body += motif(
        random,
        x + random.between(-10, 10),
        y + random.between(-10, 10),
        size,
        random.pick(style.ink),
      );
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

#!/usr/bin/env node
// Draws the installable app's icons (issue 20) from the project's own SVG pot (the favicon's drawing): 192 and
// 512 px for the manifest, a maskable 512 px whose pot sits inside the safe zone a launcher may crop to a circle,
// and the 180 px touch icon iOS uses. Run it after changing an SVG: `npm run icons`; the PNGs are committed.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const source = 'packages/server/assets/icons';
const target = 'packages/server/assets/public/icons';
mkdirSync(target, { recursive: true });

const icons = [
  ['icon.svg', 'icon-192.png', 192],
  ['icon.svg', 'icon-512.png', 512],
  ['icon-maskable.svg', 'icon-maskable-512.png', 512],
  ['icon-maskable.svg', 'apple-touch-icon.png', 180],
];
for (const [svg, png, size] of icons) {
  await sharp(join(source, svg), { density: 600 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(target, png));
  console.log(`${png} ${size}×${size}`);
}

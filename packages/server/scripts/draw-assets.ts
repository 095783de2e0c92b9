// `npm run assets`: draws every picture the project ships instead of fetching one — a WebP per catalogue recipe
// (catalogue/images/<id>.webp) and the site-root files (covers, logo, favicon, default avatar, landing and demo
// pictures in assets/public/). Idempotent: existing files are kept unless --force is given.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { imagesDir, readCatalogue } from '../src/catalogue/catalogueFiles.ts';
import { defaultAvatarSvg, faviconSvg, logoSvg, memberAvatarSvg } from '../src/illustrations/brand.ts';
import { dishSvg, type IllustratedDish } from '../src/illustrations/dish.ts';
import { coverStyles, patternSvg } from '../src/illustrations/patterns.ts';
import { dishWebp, svgToJpeg, svgToPng, svgToWebp } from '../src/illustrations/raster.ts';
import { emptyPlateSvg, landingDishes } from '../src/illustrations/samples.ts';

const publicDir = fileURLToPath(new URL('../assets/public', import.meta.url));
const force = process.argv.includes('--force');
let written = 0;
let kept = 0;

async function write(path: string, make: () => Promise<Buffer | string>) {
  if (!force && existsSync(path)) {
    kept++;
    return;
  }
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, await make());
  written++;
}

async function drawCatalogue() {
  const recipes = readCatalogue();
  for (const recipe of recipes) {
    const dish: IllustratedDish = {
      id: recipe.id,
      title: recipe.title,
      dishTypes: recipe.dishTypes,
      cuisines: recipe.cuisines,
      ingredients: recipe.ingredients.map((ingredient) => ingredient.name),
    };
    await write(join(imagesDir, `${recipe.id}.webp`), () => dishWebp(dish));
  }
  return recipes.length;
}

async function drawSiteRoot() {
  for (const [index, style] of coverStyles.entries()) {
    await write(join(publicDir, `cover${index + 1}.JPG`), () =>
      svgToJpeg(patternSvg(style, index + 1, 800, 450)),
    );
  }
  await write(join(publicDir, 'logo.svg'), async () => logoSvg());
  await write(join(publicDir, 'logo.png'), () =>
    svgToPng(logoSvg().replace('width="220" height="64"', 'width="440" height="128"')),
  );
  await write(join(publicDir, 'favicon.svg'), async () => faviconSvg());
  await write(join(publicDir, 'user.png'), () => svgToPng(defaultAvatarSvg()));
  await write(join(publicDir, 'fallback-recipe.webp'), () => svgToWebp(emptyPlateSvg()));
  for (const [index, dish] of landingDishes.entries()) {
    await write(join(publicDir, `landing-${index + 1}.webp`), () => svgToWebp(dishSvg(dish)));
  }
  for (let index = 0; index < 8; index++) {
    await write(join(publicDir, 'avatars', `avatar-${index + 1}.webp`), () =>
      svgToWebp(memberAvatarSvg(index)),
    );
    const style = coverStyles[(index + 3) % coverStyles.length] ?? coverStyles[0];
    if (!style) continue;
    await write(join(publicDir, 'profile-covers', `profile-cover-${index + 1}.webp`), () =>
      svgToWebp(patternSvg(style, 1000 + index, 1200, 360)),
    );
  }
}

const count = await drawCatalogue();
await drawSiteRoot();
console.log(
  `assets: ${count} catalogue recipes; ${written} files written, ${kept} kept (use --force to redraw)`,
);

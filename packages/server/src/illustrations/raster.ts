// SVG drawings become the raster files the app serves: WebP for recipe pictures, JPEG for the covers the spec
// names (cover1.JPG …), PNG where browsers and the PDF export need it.
import { loadSharp } from '../sharpWhenNeeded.ts';
import { dishSvg, type IllustratedDish } from './dish.ts';

async function render(svg: string) {
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg), { density: 72 });
}

export async function svgToWebp(svg: string, quality = 78): Promise<Buffer> {
  return (await render(svg)).webp({ quality, effort: 5 }).toBuffer();
}

export async function svgToJpeg(svg: string, quality = 82): Promise<Buffer> {
  return (await render(svg)).jpeg({ quality, mozjpeg: true }).toBuffer();
}

export async function svgToPng(svg: string): Promise<Buffer> {
  return (await render(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/** The 556×370 WebP picture of a catalogue recipe. */
export function dishWebp(dish: IllustratedDish): Promise<Buffer> {
  return svgToWebp(dishSvg(dish));
}

// SVG drawings become the raster files the app serves: WebP for recipe pictures, JPEG for the covers the spec
// names (cover1.JPG …), PNG where browsers and the PDF export need it.
import sharp from 'sharp';
import { dishSvg, type IllustratedDish } from './dish.ts';

function render(svg: string) {
  return sharp(Buffer.from(svg), { density: 72 });
}

export function svgToWebp(svg: string, quality = 78): Promise<Buffer> {
  return render(svg).webp({ quality, effort: 5 }).toBuffer();
}

export function svgToJpeg(svg: string, quality = 82): Promise<Buffer> {
  return render(svg).jpeg({ quality, mozjpeg: true }).toBuffer();
}

export function svgToPng(svg: string): Promise<Buffer> {
  return render(svg).png({ compressionLevel: 9 }).toBuffer();
}

/** The 556×370 WebP picture of a catalogue recipe. */
export function dishWebp(dish: IllustratedDish): Promise<Buffer> {
  return svgToWebp(dishSvg(dish));
}

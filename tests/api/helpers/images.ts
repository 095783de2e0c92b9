import sharp from 'sharp';

// Small real images as data URLs, the way the SPA uploads them.

async function dataUrl(format: 'png' | 'jpeg', color: { r: number; g: number; b: number }): Promise<string> {
  const image = sharp({ create: { width: 8, height: 6, channels: 3, background: color } });
  const bytes = await (format === 'png' ? image.png() : image.jpeg()).toBuffer();
  return `data:image/${format};base64,${bytes.toString('base64')}`;
}

export const tinyPng = await dataUrl('png', { r: 200, g: 60, b: 40 });
export const tinyJpeg = await dataUrl('jpeg', { r: 40, g: 120, b: 200 });

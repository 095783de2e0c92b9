// The printed invitation's QR code (issue 39): the path draws exactly the code's dark modules, the file is black on
// white, and nothing but the lazy QrCode module imports the QR library, so a potluck's page does not carry it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { qrCodePath, qrCodeSvg } from '../../../packages/ui/src/components/Potluck/QrCode.tsx';

const link = 'https://potluck.example/potluck-link/q7Xb2mK9pLw4Rz8Tn3Vc6Hd1';

/** The modules the path paints: each `M x y h w v1 h-w z` is a run of `w` dark modules in row `y`. */
function painted(path: string): Set<string> {
  const dark = new Set<string>();
  for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g))
    for (let i = 0; i < Number(w); i += 1) dark.add(`${Number(x) + i},${y}`);
  return dark;
}

describe('QR code', () => {
  it('paints exactly the dark modules of the code, with a quiet zone of 4 modules', () => {
    const { path, size } = qrCodePath(link);
    const { data } = encode(link, { ecc: 'M', border: 4 });
    const expected = new Set<string>();
    data.forEach((row, y) => {
      row.forEach((on, x) => {
        if (on) expected.add(`${x},${y}`);
      });
    });
    expect(painted(path)).toEqual(expected);
    expect(size).toBe(data.length);
    // The quiet zone is light, the finder pattern's corner dark.
    expect(
      [...expected].some((cell) =>
        cell
          .split(',')
          .map(Number)
          .some((n) => n < 4 || n >= size - 4),
      ),
    ).toBe(false);
    expect(expected.has('4,4')).toBe(true);
  });

  it('makes a file of its own: black on white whatever the theme', () => {
    const svg = qrCodeSvg(link);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 (\d+) \1"/);
    expect(svg).toContain('fill="white"');
    expect(svg).toContain('fill="black"');
  });

  it('is imported by nothing but the lazy loader, and then only as a type', () => {
    const folder = join(import.meta.dirname, '../../../packages/ui/src');
    const sources = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.tsx?$/.test(file),
    );
    const importers = sources.filter((file) => {
      const text = readFileSync(join(folder, file), 'utf8');
      return (
        /from ['"]uqr['"]/.test(text) || /^import (?!type )[^;]*from ['"]\.\/QrCode\.tsx['"]/m.test(text)
      );
    });
    expect(importers).toEqual([join('components', 'Potluck', 'QrCode.tsx')]);
    const lazy = readFileSync(join(folder, 'components/Potluck/LazyQrCode.tsx'), 'utf8');
    expect(lazy).toContain("lazy(() => import('./QrCode.tsx'))");
  });
});

// Reads a generated PDF back with pdf.js (through unpdf): page sizes, every text run with its position, size and
// font, and where images are drawn. Positions are turned into the layout's own terms: points from the page's
// top-left corner, a text's y its baseline (as packages/domain/src/pdfLayout.ts writes them).
import { getDocumentProxy, getResolvedPDFJS } from 'unpdf';

// pdf.js moves buffers with ArrayBuffer.prototype.transferToFixedLength, which Node only has from 21 on; the
// project supports Node ≥ 20.19. structuredClone with a transfer list moves (detaches) a buffer the same way.
const arrayBuffer = ArrayBuffer.prototype as ArrayBuffer & {
  transferToFixedLength?: (length?: number) => ArrayBuffer;
};
arrayBuffer.transferToFixedLength ??= function transferToFixedLength(this: ArrayBuffer, length?: number) {
  const moved = structuredClone(this, { transfer: [this] });
  if (length === undefined || length === moved.byteLength) return moved;
  const resized = new ArrayBuffer(length);
  new Uint8Array(resized).set(new Uint8Array(moved, 0, Math.min(length, moved.byteLength)));
  return resized;
};

export interface PdfText {
  text: string;
  x: number;
  /** The baseline, from the top of the page. */
  y: number;
  width: number;
  size: number;
  /** How far the font's letters rise above the baseline, in points. */
  ascent: number;
  font: string;
  bold: boolean;
}

export interface PdfImage {
  x: number;
  /** The top edge, from the top of the page. */
  y: number;
  w: number;
  h: number;
  /** The image's own size in pixels. */
  pixelWidth: number;
  pixelHeight: number;
}

export interface PdfPage {
  width: number;
  height: number;
  texts: PdfText[];
  images: PdfImage[];
}

type Matrix = [number, number, number, number, number, number];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

export async function readPdf(bytes: Uint8Array): Promise<PdfPage[]> {
  const { OPS } = await getResolvedPDFJS();
  const document = await getDocumentProxy(bytes);
  const pages: PdfPage[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const { width, height } = page.getViewport({ scale: 1 });
    // The operator list loads the fonts (their PostScript names, Helvetica-Bold …) and says where images go.
    const operators = await page.getOperatorList();
    const images: PdfImage[] = [];
    let matrix: Matrix = [1, 0, 0, 1, 0, 0];
    const saved: Matrix[] = [];
    operators.fnArray.forEach((operator, index) => {
      const args = operators.argsArray[index] as unknown[];
      if (operator === OPS.save) saved.push(matrix);
      else if (operator === OPS.restore) matrix = saved.pop() ?? [1, 0, 0, 1, 0, 0];
      else if (operator === OPS.transform) matrix = multiply(matrix, args as Matrix);
      else if (operator === OPS.paintImageXObject) {
        // An image fills the unit square of the current matrix; PDF's y axis points up.
        const [, pixelWidth, pixelHeight] = args as [string, number, number];
        images.push({
          x: matrix[4],
          y: height - matrix[5] - matrix[3],
          w: matrix[0],
          h: matrix[3],
          pixelWidth,
          pixelHeight,
        });
      }
    });
    const content = await page.getTextContent();
    const texts: PdfText[] = [];
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const [a, b, , , x, y] = item.transform as Matrix;
      const font = (page.commonObjs.get(item.fontName) as { name?: string } | null)?.name ?? item.fontName;
      texts.push({
        text: item.str,
        x,
        y: height - y,
        width: item.width,
        size: Math.hypot(a, b),
        ascent: (content.styles[item.fontName]?.ascent ?? 1) * Math.hypot(a, b),
        font,
        bold: /bold/i.test(font),
      });
    }
    pages.push({ width, height, texts, images });
  }
  await document.destroy();
  return pages;
}

import { useMemo } from 'react';
import { encode } from 'uqr';
import styles from './QrCode.module.css';

// The QR code library and this module load only when a QR code is first shown (LazyQrCode): a potluck's page
// does not carry them in its first chunk.

export interface QrCodeProps {
  /** What the code opens: the join link's address. */
  value: string;
  /** What a screen reader says for the picture: "QR code of the join link". */
  label: string;
  /** The file name the code downloads as ("sunday-lunch-qr.svg"); null: no download link. */
  downloadName?: string | null;
}

/**
 * The dark modules of a QR code as one SVG path (a run of dark modules in a row is one rectangle), and its width
 * in modules with the quiet zone. Error correction M survives a crease or a smudge on a printed invitation, and a
 * quiet zone of 4 modules is what scanners expect around a code.
 */
export function qrCodePath(value: string): { path: string; size: number } {
  const { data, size } = encode(value, { ecc: 'M', border: 4 });
  const runs: string[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x += 1;
      runs.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return { path: runs.join(''), size };
}

/** The code as a file of its own: black on white whatever the theme, as a printer and a scanner want it. */
export function qrCodeSvg(value: string): string {
  const { path, size } = qrCodePath(value);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="white"/><path d="${path}" fill="black"/></svg>`;
}

/** A QR code drawn as SVG, and optionally a link that downloads it. */
export default function QrCode({ value, label, downloadName = null }: QrCodeProps) {
  const { path, size } = useMemo(() => qrCodePath(value), [value]);
  const file = useMemo(
    () => (downloadName ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrCodeSvg(value))}` : null),
    [value, downloadName],
  );
  return (
    <div className={styles.qr}>
      <svg
        className={styles.code}
        role="img"
        aria-label={label}
        viewBox={`0 0 ${size} ${size}`}
        shapeRendering="crispEdges"
      >
        <rect width={size} height={size} className={styles.light} />
        <path d={path} className={styles.dark} />
      </svg>
      {file && downloadName && (
        <a href={file} download={downloadName} className={styles.download}>
          Download the QR code
        </a>
      )}
    </div>
  );
}

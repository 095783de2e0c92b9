import { createHash } from 'node:crypto';
import type { OutputInfo } from 'sharp';
import type { Db } from './db/db.ts';
import { badRequest } from './errors.ts';
import { loadSharp } from './sharpWhenNeeded.ts';

// Uploads arrive as data URLs inside JSON (the spec's way). The bytes are checked (format by magic number, size,
// dimensions), re-encoded to WebP with sharp — which drops EXIF, GPS and any payload hidden in the file — and
// stored content-addressed, so the same picture uploaded twice is stored once. Lists carry /media/<hash>.webp
// URLs, never base64.

/** Requests are JSON of at most 1 MB; routes that carry images raise it to this. */
export const imageBodyLimit = 8 * 1024 * 1024;

export const maxImageBytes = 5 * 1024 * 1024;
export const maxImageSide = 4096;

const dataUrlPattern = /^data:image\/(jpeg|jpg|png|webp|gif);base64,([A-Za-z0-9+/=\s]+)$/;
const bareBase64Pattern = /^[A-Za-z0-9+/=\s]{16,}$/;

function detectFormat(bytes: Buffer): 'jpeg' | 'png' | 'gif' | 'webp' | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return undefined;
}

/** The decoded bytes of a data URL (or bare base64, which the spec treats as JPEG), or undefined. */
function decode(value: string): Buffer | undefined {
  const match = dataUrlPattern.exec(value);
  const base64 = match ? match[2] : bareBase64Pattern.test(value) ? value : undefined;
  return base64 === undefined ? undefined : Buffer.from(base64, 'base64');
}

export function isImageUpload(value: string): boolean {
  return value.startsWith('data:') || bareBase64Pattern.test(value);
}

/** Checks, re-encodes and stores an uploaded image; returns its URL, /media/<hash>.webp. */
export async function storeImage(db: Db, upload: string, field = 'image'): Promise<string> {
  const bytes = decode(upload);
  if (!bytes) badRequest(`${field}: must be a JPEG, PNG, WebP or GIF data URL`);
  return storeImageBytes(db, bytes, field);
}

/** Checks, re-encodes and stores an image's bytes (an upload's, or a picture the recipe import downloaded). */
export async function storeImageBytes(db: Db, bytes: Buffer, field = 'image'): Promise<string> {
  if (bytes.length > maxImageBytes) badRequest(`${field}: image is larger than 5 MB`);
  if (!detectFormat(bytes)) badRequest(`${field}: not a JPEG, PNG, WebP or GIF image`);
  let encoded: { data: Buffer; info: OutputInfo };
  try {
    const sharp = await loadSharp();
    const image = sharp(bytes, { limitInputPixels: maxImageSide * maxImageSide, failOn: 'error' });
    const { width = 0, height = 0 } = await image.metadata();
    if (width > maxImageSide || height > maxImageSide) {
      badRequest(`${field}: image is larger than ${maxImageSide} pixels on a side`);
    }
    // rotate() applies the EXIF orientation before the metadata is dropped, so photos stay upright.
    encoded = await image.rotate().webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof Error && error.name === 'HttpError') throw error;
    badRequest(`${field}: the image could not be read`);
  }
  const hash = createHash('sha256').update(encoded.data).digest('hex');
  await db.query(
    `INSERT INTO images (hash, content_type, bytes, width, height) VALUES ($1, 'image/webp', $2, $3, $4)
     ON CONFLICT (hash) DO NOTHING`,
    [hash, encoded.data, encoded.info.width, encoded.info.height],
  );
  return `/media/${hash}.webp`;
}

const storedImagePath = /^\/media\/([0-9a-f]{64})\.webp$/;

/**
 * A new recipe's image: an upload, or a picture already stored here by its URL on one of our origins (the recipe
 * import's draft carries one, so a draft publishes without the browser downloading and re-sending it).
 */
export async function storeOrKeepImage(
  db: Db,
  value: string,
  ourOrigins: readonly string[],
  field = 'image',
): Promise<string> {
  const origin = ourOrigins.find((candidate) => value.startsWith(`${candidate}/`));
  const path = origin === undefined ? value : value.slice(origin.length);
  const hash = storedImagePath.exec(path)?.[1];
  if (hash === undefined) return storeImage(db, value, field);
  const stored = await db.one('SELECT 1 AS found FROM images WHERE hash = $1', [hash]);
  if (!stored) badRequest(`${field}: there is no such stored image`);
  return path;
}

/**
 * The new value of an image field: undefined keeps the current one, '' clears it, the current URL keeps it,
 * an upload is stored. Anything else (a foreign URL, text) is refused.
 */
export async function resolveImageInput(
  db: Db,
  value: string | undefined,
  current: string,
  field = 'image',
): Promise<string> {
  if (value === undefined || value === current) return current;
  if (value === '') return '';
  if (isImageUpload(value)) return storeImage(db, value, field);
  return badRequest(`${field}: must be a data URL, "" or the current image`);
}

export async function readImage(db: Db, hash: string) {
  const row = await db.one<{ bytes: Uint8Array; contentType: string }>(
    'SELECT bytes, content_type AS "contentType" FROM images WHERE hash = $1',
    [hash],
  );
  return row && { bytes: Buffer.from(row.bytes), contentType: row.contentType };
}

/**
 * A stored picture made `width` pixels wide (never wider than it is) for srcset, as WebP. Pages ask for the
 * width they show (packages/domain imageWidths): a phone's recipe card gets a 320-pixel picture instead of a
 * photo of up to 4096 pixels.
 */
export async function resizeImage(bytes: Buffer, width: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(bytes, { limitInputPixels: maxImageSide * maxImageSide })
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer();
}

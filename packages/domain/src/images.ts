// SPEC §5 image filter: only data URLs, or URLs whose path ends in an image extension (optional query), are shown;
// bare base64 (how member recipes stored photos) is treated as jpeg. Everything else shows the fallback image.
import { type CoverImage, defaultCoverImage, isCoverImage } from './options.ts';

/** Shown where a recipe has no acceptable image. Served from the site root. */
export const fallbackRecipeImage = '/fallback-recipe.webp';
/** Shown where a member has no profile picture (SPEC §2 chat panel: user.png). */
export const defaultAvatar = '/user.png';

export const imageExtensions = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp'] as const;

// Only image data URLs: a data:text/html URL is a data URL too, but never a picture.
const imageDataUrl = /^data:image\/[a-z0-9.+-]+(;[a-z0-9=.+-]+)*,/i;
const base64Text = /^[A-Za-z0-9+/]+={0,2}$/;
// Base64 of even a 1×1 image is far longer; the floor keeps short words from passing as "bare base64".
const minBase64Length = 16;
// Resolves relative URLs ('/media/x.webp', 'img/x.png') so they parse like absolute ones.
const relativeBase = 'http://relative.invalid/';

function hasImageExtension(path: string): boolean {
  const lower = path.toLowerCase();
  return imageExtensions.some((extension) => lower.endsWith(`.${extension}`));
}

function isBareBase64(value: string): boolean {
  return value.length >= minBase64Length && value.length % 4 === 0 && base64Text.test(value);
}

function acceptedUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value, relativeBase);
  } catch {
    return false;
  }
  // Rejects javascript:, ftp:, file: and the like; relative URLs took the base's http:.
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return hasImageExtension(url.pathname);
}

/** The image source to show for a stored image value, or null when the fallback should show instead. */
export function acceptedImage(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const image = value.trim();
  if (image === '') return null;
  if (imageDataUrl.test(image)) return image;
  if (acceptedUrl(image)) return image;
  // Bare base64 may have been wrapped onto lines when stored; the data URL must not carry the breaks. Spaces are
  // not removed: text with spaces is a sentence, not base64.
  const compact = image.replace(/[\r\n]+/g, '');
  if (isBareBase64(compact)) return `data:image/jpeg;base64,${compact}`;
  return null;
}

/** The recipe image to show: the accepted image, else the fallback. */
export function recipeImageUrl(value: unknown): string {
  return acceptedImage(value) ?? fallbackRecipeImage;
}

/** The profile picture to show: the accepted image, else the default avatar. */
export function avatarUrl(value: unknown): string {
  return acceptedImage(value) ?? defaultAvatar;
}

/** A cookbook cover's URL from the site root; a missing or unknown name gives the default cover (SPEC §3). */
export function coverImageUrl(name?: string | null): string {
  const cover: CoverImage = isCoverImage(name) ? name : defaultCoverImage;
  return `/${cover}`;
}

/**
 * The widths, in pixels, the server makes of every stored picture (member uploads at /media, catalogue pictures
 * at /catalogue-images): a phone's card needs about 320, a full-width picture on a phone 640, a desktop 960.
 */
export const imageWidths = [320, 640, 960] as const;
export type ImageWidth = (typeof imageWidths)[number];

// A picture the server stores and can resize: /media/<hash>.webp or /catalogue-images/<id>.webp, relative or on
// an origin (the provider answers with absolute URLs).
const resizablePicture =
  /^((?:https?:\/\/[^/]+)?\/(?:media|catalogue-images))\/([0-9a-f]{64}|\d{1,9})\.webp$/;

/** The address of a stored picture made `width` pixels wide, or undefined for a picture the server cannot resize. */
export function sizedImageUrl(url: string, width: ImageWidth): string | undefined {
  const match = resizablePicture.exec(url);
  return match ? `${match[1]}/w${width}/${match[2]}.webp` : undefined;
}

/** A srcset offering every width of a stored picture, or undefined for any other image (data URLs, foreign URLs). */
export function imageSrcSet(url: string): string | undefined {
  if (!resizablePicture.test(url)) return undefined;
  return imageWidths.map((width) => `${sizedImageUrl(url, width)} ${width}w`).join(', ');
}

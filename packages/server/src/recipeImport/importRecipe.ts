import type { RecipeDraft } from '@potluck/contract';
import type { Db } from '../db/db.ts';
import { HttpError } from '../errors.ts';
import { maxImageBytes, storeImageBytes } from '../images.ts';
import { checkedUrl, type FetchOptions, fetchChecked } from './pageFetcher.ts';
import { imageAddressOf, recipeDraftOf } from './recipeDraft.ts';
import { recipeOnPage } from './recipeOnPage.ts';

// Import from a link (issue 19): fetch the page, read its recipe, bring its picture home. Nothing is saved but
// the picture, which is stored content-addressed like an upload so the draft can show it and publish it.

export const importLimits = { timeoutMs: 10_000, maxPageBytes: 5 * 1024 * 1024, maxRedirects: 5 };

export interface ImportOptions {
  db: Db;
  allowHosts: readonly string[];
  /** Our origin, for the picture's absolute URL. */
  origin: string;
}

const isHtml = (contentType: string) => /^(text\/html|application\/xhtml\+xml)\b/.test(contentType);
const isImage = (contentType: string) => contentType.startsWith('image/');

function decodeText(bytes: Buffer, contentType: string): string {
  const charset = /charset="?([\w-]+)/i.exec(contentType)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/** The picture stored as an upload would be, or null when there is none or it is not a usable image. */
async function importedImage(
  address: string,
  page: URL,
  fetch: Omit<FetchOptions, 'accepts'>,
  options: ImportOptions,
) {
  try {
    const picture = await fetchChecked(checkedUrl(address, page), { ...fetch, accepts: isImage });
    return `${options.origin}${await storeImageBytes(options.db, picture.bytes)}`;
  } catch (error) {
    // Whatever went wrong with the picture (refused address, not an image, too large), the recipe still imports.
    if (error instanceof HttpError) return null;
    throw error;
  }
}

const noRecipe = () => new HttpError(422, 'The page has no recipe we can read');

/** The page's recipe and its draft, or 422. */
function readRecipe(html: string, link: URL) {
  try {
    const recipe = recipeOnPage(html);
    if (recipe) {
      const draft = recipeDraftOf(recipe, link);
      if (draft.title !== '' || draft.ingredients.length > 0 || draft.instructions.length > 0) {
        return { recipe, draft };
      }
    }
  } catch {
    // The page is someone else's: markup nested deeper than the parser's stack, or anything else it cannot
    // read, is a page without a recipe we can read, never a failure of ours.
  }
  throw noRecipe();
}

export async function importRecipe(address: string, options: ImportOptions): Promise<RecipeDraft> {
  const url = checkedUrl(address);
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), importLimits.timeoutMs);
  try {
    const fetch = {
      allowHosts: options.allowHosts,
      signal: deadline.signal,
      maxBytes: importLimits.maxPageBytes,
      maxRedirects: importLimits.maxRedirects,
    };
    const page = await fetchChecked(url, { ...fetch, accepts: isHtml });
    const { recipe, draft } = readRecipe(decodeText(page.bytes, page.contentType), page.url);
    const imageAddress = imageAddressOf(recipe);
    const image =
      imageAddress === undefined
        ? null
        : await importedImage(imageAddress, page.url, { ...fetch, maxBytes: maxImageBytes }, options);
    return { ...draft, image };
  } finally {
    clearTimeout(timer);
  }
}

import { z } from 'zod';

// PostgreSQL's text cannot hold the NUL character (U+0000), and UTF-8 cannot encode a surrogate that is not part
// of a pair (JSON can: "\ud800"). Either would reach the database and fail there as a 500; every text field a
// request carries (body, query string or path) is built from storableText, so it is a 400 naming the field.

const unpairedSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !unpairedSurrogate.test(value);
}

export const unstorableTextMessage = 'must not contain the NUL character or an unpaired surrogate';

/** z.string() that only accepts text the database can store; trim, min, max … chain on as usual. */
export function storableText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, unstorableTextMessage);
}

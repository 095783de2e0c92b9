import { z } from 'zod';
import { storableText } from './text.ts';

// Pieces every resource's schemas share.

/** A member-made id: 24 lowercase hex characters (see packages/server/src/ids.ts). */
export const id24 = z.string().regex(/^[0-9a-f]{24}$/, 'must be a 24-character id');

/** Every error answer: {"error": "<message a person can read>"}. */
export const errorBody = z.object({ error: z.string() });

/** The answer of calls that only succeed. */
export const okBody = z.object({ ok: z.literal(true) });

/** Query numbers arrive as text; an empty or non-numeric value is refused, not silently defaulted. */
export const limitParam = (defaultLimit: number) =>
  z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100, 'must be at most 100')
    .default(defaultLimit);

export const offsetParam = z.coerce
  .number()
  .int('must be a whole number')
  .min(0, 'must be 0 or more')
  .default(0);

/**
 * An image field of an update: '' clears it, the current URL keeps it, a data URL (JPEG, PNG, WebP or GIF) is a
 * new upload. The server checks the bytes; the schema only bounds the size (5 MB decoded is about 7 MB of base64).
 */
export const imageInput = storableText().max(7_200_000, 'image is too large (at most 5 MB)');

/** ISO 8601 timestamps leave the server as strings. */
export const timestamp = z.string();

export const idParams = z.object({ id: id24 });

export const healthBody = z.object({
  ok: z.boolean(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    ok: z.boolean(),
    latencyMs: z.number().nullable(),
  }),
});

/**
 * The error answers a route declares, each an {error} body, for validation of the reply and for the OpenAPI
 * document: `response: { 200: recipe, ...errorResponses(400, 401, 404) }`.
 */
export function errorResponses<const Status extends number>(...statuses: Status[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorBody])) as Record<
    Status,
    typeof errorBody
  >;
}

/**
 * The fields of API answers that hold a picture's address. The server answers them as absolute URLs on its public
 * origin (API.md); a cookbook's `coverImage` is one of the nine cover names instead (SPEC §3), and stays a name.
 */
export const imageFields = ['image', 'profilePic', 'coverImage'] as const;

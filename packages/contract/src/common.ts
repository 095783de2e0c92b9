import { isIsoDate } from '@potluck/domain';
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

// Dates a request may carry. PostgreSQL has no year 0 (1 BC comes before AD 1), JavaScript's dates do, and ISO 8601
// writes four digits of year: a date outside years 1 to 9999 reached the database as a 500. Every day and time a
// route takes is built on these two, with the field's own, narrower range where it has one (a potluck's day, a
// plan's week, a change made on a device); tests/api/dateSweep.test.ts sends each one the edges.

/** The first and last days a request may name, whatever the field. */
export const storableDays = { first: '0001-01-01', last: '9999-12-31' } as const;

/** A day: "2026-12-06", a real date from storableDays.first to storableDays.last. Refine it to the field's range. */
export const isoDay = z
  .string({ error: 'must be a date (YYYY-MM-DD)' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')
  .refine(isIsoDate, 'must be a real date (YYYY-MM-DD)')
  .refine(
    (day) => day >= storableDays.first,
    `must be a date from ${storableDays.first} to ${storableDays.last}`,
  );

/** Whether this instant falls on a day from storableDays.first to storableDays.last, in UTC (how it is stored). */
function isStorableTime(time: string): boolean {
  // Zod runs a refinement after a failed format too: text that is no time at all is not one.
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return false;
  const day = date.toISOString().slice(0, 10);
  return day >= storableDays.first && day <= storableDays.last;
}

/**
 * A moment: ISO 8601 with its offset, "2026-12-06T18:30:00Z" or "2026-12-06T19:30:00+01:00", in years 1 to 9999
 * once read as UTC. Refine it to the field's range.
 */
export const isoTime = z.iso
  .datetime({ offset: true, error: 'must be an ISO 8601 time' })
  .refine(isStorableTime, `must be a time from ${storableDays.first} to ${storableDays.last} (UTC)`);

/**
 * When a member made a change on their device (perhaps offline), which the server clamps to its own clock: from
 * 1970 on. A device whose clock was lost reads about 1970 (a change so dated is older than anything it changes, and
 * is answered unchanged); no device reads earlier.
 */
export const changeTime = isoTime.refine(
  (time) => new Date(time).getTime() >= 0,
  'must be a time from 1970-01-01T00:00:00Z on',
);

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

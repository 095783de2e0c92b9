// A shared thing's version: its updated_at, which every change moves on, and which its live event carries so the
// app can tell the echo of a member's own change (whose answer it already shows) from someone else's (decision 031
// for potlucks, 032 for the app; shopping lists and plans alike).

/**
 * SQL for a thing's next updated_at: the clock, but always at least a millisecond past the last one, so two changes
 * never share a version however close (or concurrent: the row is locked) and versions order the changes. Whole
 * milliseconds because versions leave the server as ISO strings with milliseconds (a JS Date's precision).
 */
export const nextVersion = `greatest(date_trunc('milliseconds', clock_timestamp()), updated_at + interval '1 millisecond')`;

/** A timestamp column as the API writes it: the version a live event carries is the answer's updatedAt. */
export const iso = (value: Date | string) => new Date(value).toISOString();

// Recipe pages give times as ISO 8601 durations (schema.org prepTime, cookTime, totalTime): "PT1H30M",
// "P0DT0H20M", "PT90S". Our recipes keep whole minutes.

const isoPattern =
  /^P(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i;

const number = (text: string | undefined) => (text === undefined ? 0 : Number(text.replace(',', '.')));

/** Whole minutes of an ISO 8601 duration (seconds round up), or null when the text is not one. */
export function isoDurationMinutes(text: string): number | null {
  const trimmed = text.trim();
  const match = isoPattern.exec(trimmed);
  // "P" and "PT" alone match the pattern but say nothing.
  if (!match || /^PT?$/i.test(trimmed)) return null;
  const [, weeks, days, hours, minutes, seconds] = match;
  const total =
    number(weeks) * 7 * 24 * 60 +
    number(days) * 24 * 60 +
    number(hours) * 60 +
    number(minutes) +
    number(seconds) / 60;
  return Number.isFinite(total) ? Math.ceil(total - 1e-9) : null;
}

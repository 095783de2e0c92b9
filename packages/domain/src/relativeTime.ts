// How long ago something happened, as a notification row says it ('5 min ago'); the full time goes in the
// row's hover title. Pure: the caller passes "now", so stories and tests read the same words every time.

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * 'just now' under a minute (and for times a little ahead of a skewed clock), '5 min ago', '3 h ago',
 * 'yesterday', '4 days ago' within a week, then the date: 'Nov 3' this year, 'Nov 3, 2025' before.
 * Dates are read in UTC, so the words do not depend on the machine's time zone.
 */
export function relativeTime(when: string | number | Date, now: number): string {
  const then = new Date(when).getTime();
  if (Number.isNaN(then)) return '';
  const ago = now - then;
  if (ago < minute) return 'just now';
  if (ago < hour) return `${Math.floor(ago / minute)} min ago`;
  if (ago < day) return `${Math.floor(ago / hour)} h ago`;
  const days = Math.floor(ago / day);
  if (days === 1) return 'yesterday';
  if (days < 7) return `${days} days ago`;
  const date = new Date(then);
  const dayAndMonth = `${months[date.getUTCMonth()]} ${date.getUTCDate()}`;
  return date.getUTCFullYear() === new Date(now).getUTCFullYear()
    ? dayAndMonth
    : `${dayAndMonth}, ${date.getUTCFullYear()}`;
}

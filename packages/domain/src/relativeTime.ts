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

const dayMs = 86_400_000;
const calendarDay = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`) / dayMs;
const counted = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * How far a calendar day is from today, as an invitation says it: 'today', 'tomorrow', 'in 6 days', 'in 2 weeks',
 * 'in 3 months', 'in 1 year'; and back: 'yesterday', '4 days ago', '2 weeks ago'. Both are ISO dates ("2026-12-06"):
 * a potluck's day is the household's wall clock and "today" the device's, so no time zone can shift the count.
 * Empty for a day it cannot read.
 */
export function dayDistanceWords(day: string, today: string): string {
  const days = Math.round(calendarDay(day) - calendarDay(today));
  if (Number.isNaN(days)) return '';
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days === -1) return 'yesterday';
  const span = Math.abs(days);
  const words =
    span < 14
      ? counted(span, 'day')
      : span < 60
        ? counted(Math.floor(span / 7), 'week')
        : span < 365
          ? counted(Math.floor(span / 30.44), 'month')
          : counted(Math.floor(span / 365), 'year');
  return days > 0 ? `in ${words}` : `${words} ago`;
}

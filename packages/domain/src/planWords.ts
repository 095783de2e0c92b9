// How the app names days, dates and meals to a member ("Tuesday", "Tue 1 Dec", "Dinner"). Plan days are ISO dates
// without a time zone (mealPlan.ts), so they are read as calendar dates: the name never shifts with the device's zone.

import type { Meal } from './mealPlan.ts';

/**
 * Days and months in British English, as Intl.DateTimeFormat('en-GB') names them ("Sept" included). They are
 * written out rather than asked of Intl: the first formatter a page makes loads the browser's locale data, 50–60 ms
 * of the plan's and the recipe's first render on a slow phone's CPU (issue 30, `npm run trace:pages`), and
 * date-fns, which names them in plain JavaScript, put 6 KB more on the browse page than its budget allows.
 */
const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const shortMonth = (month: number) => (month === 8 ? 'Sept' : (months[month] as string).slice(0, 3));

/** The fields of an ISO date ("2026-12-06"), read as a calendar date: no time zone can shift them. */
function fieldsOf(day: string) {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const weekday = weekdays[new Date(Date.UTC(year, month - 1, date)).getUTCDay()] as string;
  return { year, month: month - 1, date, weekday };
}

const formats = {
  weekday: ({ weekday }) => weekday,
  shortWeekday: ({ weekday }) => weekday.slice(0, 3),
  shortDay: ({ weekday, date, month }) => `${weekday.slice(0, 3)} ${date} ${shortMonth(month)}`,
  dayMonth: ({ date, month }) => `${date} ${shortMonth(month)}`,
  dayMonthYear: ({ date, month, year }) => `${date} ${shortMonth(month)} ${year}`,
  longDay: ({ weekday, date, month, year }) => `${weekday}, ${date} ${months[month]} ${year}`,
} satisfies Record<string, (fields: ReturnType<typeof fieldsOf>) => string>;

/** An ISO date ("2026-12-06") in the words of one format: `dayWords('2026-12-06', 'longDay')`. */
export function dayWords(day: string, format: keyof typeof formats): string {
  return formats[format](fieldsOf(day));
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "6 Dec, 19:05": an instant on the device's clock, as a message's time is shown. */
export function momentWords(instant: string | Date): string {
  const at = new Date(instant);
  return `${at.getDate()} ${shortMonth(at.getMonth())}, ${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}`;
}

/** "6 Dec 2026": the day of an instant on the device's calendar, as a comment's date is shown. */
export function dateWords(instant: string | Date): string {
  const at = new Date(instant);
  return `${at.getDate()} ${shortMonth(at.getMonth())} ${at.getFullYear()}`;
}

/** "Tuesday". */
export const weekdayName = (day: string): string => dayWords(day, 'weekday');

/** "Tue 1 Dec". */
export const shortDayName = (day: string): string => dayWords(day, 'shortDay');

/** "Dinner". */
export const mealName = (meal: Meal): string => `${meal.charAt(0).toUpperCase()}${meal.slice(1)}`;

/** "30 Nov – 6 Dec 2026", the week's title. */
export function weekTitle(weekStart: string, weekEnd: string): string {
  return `${dayWords(weekStart, 'dayMonth')} – ${dayWords(weekEnd, 'dayMonthYear')}`;
}

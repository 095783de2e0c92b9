import {
  dateWords,
  dayWords,
  mealName,
  momentWords,
  shortDayName,
  weekdayName,
  weekTitle,
} from '@potluck/domain';
import { afterEach, describe, expect, it } from 'vitest';

const zoneAtStart = process.env.TZ;
afterEach(() => {
  if (zoneAtStart === undefined) delete process.env.TZ;
  else process.env.TZ = zoneAtStart;
});

describe('plan words', () => {
  it('names a day in every format a member reads', () => {
    expect(weekdayName('2026-12-01')).toBe('Tuesday');
    expect(shortDayName('2026-12-01')).toBe('Tue 1 Dec');
    expect(dayWords('2026-12-01', 'shortWeekday')).toBe('Tue');
    expect(dayWords('2026-12-01', 'dayMonth')).toBe('1 Dec');
    expect(dayWords('2026-12-01', 'dayMonthYear')).toBe('1 Dec 2026');
    expect(dayWords('2026-12-06', 'longDay')).toBe('Sunday, 6 December 2026');
    expect(weekTitle('2026-11-30', '2026-12-06')).toBe('30 Nov – 6 Dec 2026');
    expect(mealName('dinner')).toBe('Dinner');
  });

  it('names every day of a year as Intl names it in British English', () => {
    const intl = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' });
    const formats = {
      weekday: intl({ weekday: 'long' }),
      shortWeekday: intl({ weekday: 'short' }),
      shortDay: intl({ weekday: 'short', day: 'numeric', month: 'short' }),
      dayMonth: intl({ day: 'numeric', month: 'short' }),
      dayMonthYear: intl({ day: 'numeric', month: 'short', year: 'numeric' }),
      longDay: intl({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
    };
    for (let n = 0; n < 366; n += 1) {
      const day = new Date(Date.UTC(2028, 0, 1 + n)).toISOString().slice(0, 10);
      for (const [format, formatter] of Object.entries(formats)) {
        expect(dayWords(day, format as keyof typeof formats)).toBe(
          formatter.format(new Date(`${day}T00:00:00Z`)),
        );
      }
    }
  });

  it('names the same day whatever the device’s time zone', () => {
    for (const zone of ['Pacific/Kiritimati', 'America/Adak', 'UTC', 'America/Sao_Paulo']) {
      process.env.TZ = zone;
      expect(shortDayName('2026-03-29')).toBe('Sun 29 Mar');
      expect(dayWords('2026-10-25', 'longDay')).toBe('Sunday, 25 October 2026');
    }
  });

  it('gives a message’s time on the device’s clock', () => {
    process.env.TZ = 'UTC';
    expect(momentWords('2026-12-06T19:05:00.000Z')).toBe('6 Dec, 19:05');
    process.env.TZ = 'Asia/Kolkata';
    expect(momentWords('2026-12-06T19:05:00.000Z')).toBe('7 Dec, 00:35');
  });

  it('gives a comment’s date on the device’s calendar', () => {
    process.env.TZ = 'UTC';
    expect(dateWords('2026-09-06T19:05:00.000Z')).toBe('6 Sept 2026');
    process.env.TZ = 'Asia/Kolkata';
    expect(dateWords('2026-12-31T19:05:00.000Z')).toBe('1 Jan 2027');
  });
});

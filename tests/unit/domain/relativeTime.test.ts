import { dayDistanceWords, relativeTime } from '@potluck/domain';
import { describe, expect, it } from 'vitest';

const now = Date.parse('2026-11-23T15:12:28Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

describe('relativeTime', () => {
  it.each([
    ['under a minute', ago(59_999), 'just now'],
    ['a clock a little ahead', ago(-5_000), 'just now'],
    ['one minute', ago(minute), '1 min ago'],
    ['five minutes', ago(5 * minute + 30_000), '5 min ago'],
    ['59 minutes', ago(hour - 1), '59 min ago'],
    ['one hour', ago(hour), '1 h ago'],
    ['23 hours', ago(day - 1), '23 h ago'],
    ['one day', ago(day), 'yesterday'],
    ['six days', ago(6 * day + hour), '6 days ago'],
    ['a week: the date', ago(7 * day), 'Nov 16'],
    ['last year: the date with the year', '2025-12-31T23:00:00Z', 'Dec 31, 2025'],
  ])('%s reads "%s"', (_, when, words) => {
    expect(relativeTime(when, now)).toBe(words);
  });

  it('takes dates and milliseconds too, and says nothing for a time it cannot read', () => {
    expect(relativeTime(new Date(now - 2 * hour), now)).toBe('2 h ago');
    expect(relativeTime(now - 3 * day, now)).toBe('3 days ago');
    expect(relativeTime('not a time', now)).toBe('');
  });
});

describe('dayDistanceWords', () => {
  it.each([
    ['2026-12-06', 'today'],
    ['2026-12-07', 'tomorrow'],
    ['2026-12-05', 'yesterday'],
    ['2026-12-12', 'in 6 days'],
    ['2026-12-19', 'in 13 days'],
    ['2026-12-20', 'in 2 weeks'],
    ['2027-01-26', 'in 7 weeks'],
    ['2027-02-04', 'in 1 month'],
    ['2027-12-05', 'in 11 months'],
    ['2027-12-06', 'in 1 year'],
    ['2028-12-06', 'in 2 years'],
    ['2026-12-02', '4 days ago'],
    ['2026-11-15', '3 weeks ago'],
  ])('%s seen on 2026-12-06 is "%s"', (day, words) => {
    expect(dayDistanceWords(day, '2026-12-06')).toBe(words);
  });

  it('counts calendar days across a month end and a clock change, and says nothing for a day it cannot read', () => {
    expect(dayDistanceWords('2026-12-06', '2026-11-30')).toBe('in 6 days');
    expect(dayDistanceWords('2026-03-30', '2026-03-28')).toBe('in 2 days');
    expect(dayDistanceWords('not a day', '2026-12-06')).toBe('');
  });
});

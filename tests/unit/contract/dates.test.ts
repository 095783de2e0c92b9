import { changeTime, isoDay, isoTime } from '@potluck/contract';
import { describe, expect, it } from 'vitest';

// Every day and time a route takes is one the database can store (contract common.ts): years 1 to 9999, read as
// UTC for a time; the API's sweep of every route is tests/api/dateSweep.test.ts.

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? 'ok' : result.error!.issues[0]!.message;

describe('a day', () => {
  it.each([
    ['0001-01-01', 'ok'],
    ['1000-01-01', 'ok'],
    ['9999-12-31', 'ok'],
    ['2028-02-29', 'ok'],
    ['0000-01-01', 'must be a date from 0001-01-01 to 9999-12-31'],
    ['10000-01-01', 'must be a date (YYYY-MM-DD)'],
    ['+010000-01-01', 'must be a date (YYYY-MM-DD)'],
    ['2026-02-30', 'must be a real date (YYYY-MM-DD)'],
    ['2026-12-06T00:00:00Z', 'must be a date (YYYY-MM-DD)'],
  ])('%s: %s', (day, said) => {
    expect(message(isoDay.safeParse(day))).toBe(said);
  });
});

describe('a time', () => {
  it.each([
    ['0001-01-01T00:00:00Z', 'ok', 'must be a time from 1970-01-01T00:00:00Z on'],
    ['1000-01-01T00:00:00Z', 'ok', 'must be a time from 1970-01-01T00:00:00Z on'],
    ['1969-12-31T23:59:59.999Z', 'ok', 'must be a time from 1970-01-01T00:00:00Z on'],
    ['1970-01-01T00:00:00Z', 'ok', 'ok'],
    ['2026-12-06T19:30:00+01:00', 'ok', 'ok'],
    ['9999-12-31T23:59:59.999Z', 'ok', 'ok'],
    // In UTC these are year 0 and year 10000.
    ['0001-01-01T00:30:00+01:00', 'must be a time from 0001-01-01 to 9999-12-31 (UTC)'],
    ['9999-12-31T23:30:00-01:00', 'must be a time from 0001-01-01 to 9999-12-31 (UTC)'],
    ['0000-01-01T00:00:00Z', 'must be a time from 0001-01-01 to 9999-12-31 (UTC)'],
    ['10000-01-01T00:00:00Z', 'must be an ISO 8601 time'],
    ['+010000-01-01T00:00:00Z', 'must be an ISO 8601 time'],
    ['2026-12-06', 'must be an ISO 8601 time'],
    ['not a time', 'must be an ISO 8601 time'],
  ])('%s: %s', (time, said, saidOfAChange = said) => {
    expect(message(isoTime.safeParse(time))).toBe(said);
    expect(message(changeTime.safeParse(time))).toBe(saidOfAChange);
  });
});

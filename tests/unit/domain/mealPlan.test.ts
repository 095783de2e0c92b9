import { describe, expect, it } from 'vitest';
import {
  addDays,
  isIsoDate,
  isMonday,
  isPlannableDay,
  localToday,
  plannedServings,
  weekDays,
  weekStartOf,
} from '../../../packages/domain/src/mealPlan.ts';

// The meal plan's calendar rules: ISO days without a time zone, weeks from Monday, the two years either side of
// today a day may be planned in, and the servings an entry takes from its recipe.

describe('days and weeks', () => {
  it('accepts only real dates written YYYY-MM-DD', () => {
    expect(['2026-11-30', '2028-02-29', '2000-01-01'].every(isIsoDate)).toBe(true);
    for (const text of [
      '2026-02-29',
      '2026-02-30',
      '2026-13-01',
      '2026-1-05',
      '30/11/2026',
      '2026-11-30T00:00',
      '',
    ]) {
      expect(isIsoDate(text), text).toBe(false);
    }
  });

  it('starts every week on its Monday, across months and years', () => {
    expect(weekStartOf('2026-11-30')).toBe('2026-11-30');
    expect(weekStartOf('2026-12-06')).toBe('2026-11-30');
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28');
    expect(isMonday('2026-11-30')).toBe(true);
    expect(isMonday('2026-12-01')).toBe(false);
    expect(isMonday('2026-02-30')).toBe(false);
    expect(weekDays('2026-12-28')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('adds days by the calendar, whatever the clocks do (no daylight-saving hour lost)', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', -1)).toBe('2026-10-24');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('plans days within two years of today, either way', () => {
    const now = new Date('2026-11-30T12:00:00Z');
    expect(isPlannableDay('2028-11-30', now)).toBe(true);
    expect(isPlannableDay('2024-11-30', now)).toBe(true);
    expect(isPlannableDay('2029-01-01', now)).toBe(false);
    expect(isPlannableDay('2024-10-01', now)).toBe(false);
    expect(isPlannableDay('2026-02-30', now)).toBe(false);
  });

  it('reads today on the device’s own calendar', () => {
    const late = new Date(2026, 10, 30, 23, 30);
    expect(localToday(late)).toBe('2026-11-30');
  });
});

describe('plannedServings', () => {
  it('takes the recipe’s servings as a whole number from 1 to 100, else not said', () => {
    expect(plannedServings(4)).toBe(4);
    expect(plannedServings('4 servings')).toBe(4);
    expect(plannedServings('2.5')).toBe(3);
    expect(plannedServings('a crowd')).toBeNull();
    expect(plannedServings(null)).toBeNull();
    expect(plannedServings(0)).toBeNull();
    expect(plannedServings(250)).toBeNull();
  });
});

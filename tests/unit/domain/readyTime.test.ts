import { formatCardTime, formatReadyTime, formatServings, readyMinutes } from '@potluck/domain';
import { describe, expect, it } from 'vitest';

describe('readyMinutes', () => {
  it('uses readyInMinutes when present', () => {
    expect(readyMinutes({ readyInMinutes: 45, prepTime: 10, cookTime: 10 })).toBe(45);
  });

  it('falls back to prepTime plus cookTime (SPEC §3)', () => {
    expect(readyMinutes({ prepTime: 15, cookTime: 50 })).toBe(65);
    expect(readyMinutes({ readyInMinutes: null, prepTime: '10', cookTime: ' 20 ' })).toBe(30);
    expect(readyMinutes({ prepTime: 15 })).toBe(15);
    expect(readyMinutes({ cookTime: '40' })).toBe(40);
  });

  it('is null when nothing usable is known', () => {
    expect(readyMinutes({})).toBeNull();
    expect(readyMinutes({ readyInMinutes: 0, prepTime: '', cookTime: 'soon' })).toBeNull();
    expect(readyMinutes({ prepTime: -5, cookTime: Number.NaN })).toBeNull();
  });

  it('rounds to whole minutes', () => {
    expect(readyMinutes({ readyInMinutes: '12.6' })).toBe(13);
  });
});

describe('formatReadyTime (hours and minutes on the detail)', () => {
  it.each([
    [45, '45 min'],
    [60, '1 hr'],
    [65, '1 hr 5 min'],
    [120, '2 hrs'],
    [150, '2 hrs 30 min'],
    [1, '1 min'],
  ])('%i minutes → %s', (minutes, text) => {
    expect(formatReadyTime(minutes)).toBe(text);
  });

  it('says when the time is unknown', () => {
    expect(formatReadyTime(null)).toBe('No time info');
    expect(formatReadyTime(0)).toBe('No time info');
  });
});

describe('cookbook card texts', () => {
  it("shows '{n} min' or 'No time info'", () => {
    expect(formatCardTime(90)).toBe('90 min');
    expect(formatCardTime(null)).toBe('No time info');
    expect(formatCardTime(undefined)).toBe('No time info');
    expect(formatCardTime(0)).toBe('No time info');
  });

  it("shows 'Serves {n}' or 'No servings info', keeping member text", () => {
    expect(formatServings(4)).toBe('Serves 4');
    expect(formatServings('4-6 people')).toBe('Serves 4-6 people');
    expect(formatServings(' 2 ')).toBe('Serves 2');
    expect(formatServings('')).toBe('No servings info');
    expect(formatServings(null)).toBe('No servings info');
    expect(formatServings(0)).toBe('No servings info');
    expect(formatServings('0')).toBe('No servings info');
    expect(formatServings(Number.NaN)).toBe('No servings info');
  });
});

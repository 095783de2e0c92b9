import { formatTimer, isoDurationMinutes, stepTimers } from '@potluck/domain';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../../packages/server/src/catalogue/catalogueFiles.ts';

// Cook mode's timers come from the durations written in a step; imported recipes' times from ISO 8601 durations.

describe('stepTimers', () => {
  it.each([
    ['Simmer for 15 minutes.', [{ label: '15 minutes', seconds: 900 }]],
    ['Cook 1–2 minutes until golden.', [{ label: '1–2 minutes', seconds: 60 }]],
    ['Bake 25-30 mins.', [{ label: '25-30 mins', seconds: 1500 }]],
    ['Roast for 1 hr 10 min, then rest.', [{ label: '1 hr 10 min', seconds: 4200 }]],
    ['Braise 2 hours and 15 minutes.', [{ label: '2 hours and 15 minutes', seconds: 8100 }]],
    ['Whisk for 30 seconds.', [{ label: '30 seconds', seconds: 30 }]],
    ['Leave for half an hour.', [{ label: 'half an hour', seconds: 1800 }]],
    ['Rest for a minute.', [{ label: 'a minute', seconds: 60 }]],
    ['Chill 1.5 hours.', [{ label: '1.5 hours', seconds: 5400 }]],
    [
      'Fry 5 minutes per side, then simmer 20 minutes.',
      [
        { label: '5 minutes', seconds: 300 },
        { label: '20 minutes', seconds: 1200 },
      ],
    ],
  ])('finds the timers in "%s"', (step, timers) => {
    expect(stepTimers(step)).toEqual(timers);
  });

  it.each([
    'Season to taste and serve.',
    'Cut into 2 cm pieces.',
    'Use a 20cm tin.',
    'Heat the oven to 200C.',
    'Leave overnight.',
  ])('finds no timer in "%s"', (step) => {
    expect(stepTimers(step)).toEqual([]);
  });

  it('finds a timer in every catalogue step that says how many minutes, and only positive ones', () => {
    const steps = readCatalogue().flatMap((recipe) => recipe.steps);
    const withMinutes = steps.filter((step) => /\d+\s*minutes?\b/.test(step));
    expect(withMinutes.length).toBeGreaterThan(100);
    for (const step of withMinutes) expect(stepTimers(step).length, step).toBeGreaterThan(0);
    for (const step of steps) for (const timer of stepTimers(step)) expect(timer.seconds).toBeGreaterThan(0);
  });

  it('shows the remaining time like a kitchen timer', () => {
    expect(formatTimer(3900)).toBe('1:05:00');
    expect(formatTimer(899.2)).toBe('15:00');
    expect(formatTimer(30)).toBe('0:30');
    expect(formatTimer(-3)).toBe('0:00');
  });
});

describe('isoDurationMinutes', () => {
  it.each([
    ['PT30M', 30],
    ['PT2H30M', 150],
    ['P0DT0H20M', 20],
    ['PT1H', 60],
    ['PT90S', 2],
    ['P1D', 1440],
    ['pt15m', 15],
    ['PT0.5H', 30],
  ])('%s is %d minutes', (text, minutes) => {
    expect(isoDurationMinutes(text)).toBe(minutes);
  });

  it.each(['', 'P', 'PT', '30 minutes', 'PT30', 'T30M', 'PTXM'])('"%s" is not a duration', (text) => {
    expect(isoDurationMinutes(text)).toBeNull();
  });
});

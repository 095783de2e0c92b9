import { describe, expect, it } from 'vitest';
import {
  bringCourseWords,
  courseProgressWords,
  defaultPotluckCourses,
  dietarySummary,
  dishDietWords,
  headcountWords,
  hostAgainLinkWords,
  isClockTime,
  isPotluckDay,
  mainFreeWords,
  placeMapUrl,
  potluckAnswerWords,
  potluckCookbookTitle,
  potluckCourses,
  potluckHeadcount,
  potluckNeedsPrivacy,
  potluckReminderDue,
  potluckStartsAt,
  restrictionWords,
  servingsAgainstHeadcountWords,
} from '../../../packages/domain/src/potluck.ts';

// A potluck's pure rules: default courses, days and times, the headcount, and "everyone can eat" (what the guests
// avoid, what each dish contains of it, whether a main is free of each), in numbers and in the words a member reads.

const lasagne = {
  ingredients: [
    '250 g lasagne sheets (wheat pasta)',
    '500 g beef mince',
    '200 g mozzarella',
    '1 tin tomatoes',
  ],
};
const curry = {
  ingredients: ['400 ml coconut milk', '2 tbsp peanut butter', '300 g chicken', '1 tsp cumin'],
};
const riceBowl = { ingredients: ['200 g rice', '1 tbsp soy sauce', 'sesame seeds'] };

describe('courses and bounds', () => {
  it('defaults to 2 starters, 3 mains, 3 sides, 2 desserts and 1 drinks, in menu order', () => {
    expect(potluckCourses).toEqual(['starter', 'main', 'side', 'dessert', 'drinks']);
    expect(defaultPotluckCourses).toEqual({ starter: 2, main: 3, side: 3, dessert: 2, drinks: 1 });
  });

  it('takes wall-clock times HH:MM only', () => {
    expect(['00:00', '19:30', '23:59'].every(isClockTime)).toBe(true);
    expect(['24:00', '7:30', '19:60', '19:30:00', '', '1930', '\u000019:30'].some(isClockTime)).toBe(false);
  });

  it('takes days from yesterday to two years ahead', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    expect(isPotluckDay('2026-11-27', now)).toBe(true);
    expect(isPotluckDay('2026-11-26', now)).toBe(false);
    expect(isPotluckDay('2028-11-27', now)).toBe(true);
    expect(isPotluckDay('2029-01-01', now)).toBe(false);
    expect(isPotluckDay('2026-02-30', now)).toBe(false);
  });

  it('reminds 24 hours before the start read as UTC, across a month end', () => {
    expect(potluckReminderDue('2026-12-01', '19:30').toISOString()).toBe('2026-11-30T19:30:00.000Z');
    expect(potluckStartsAt('2026-12-01', '19:30').toISOString()).toBe('2026-12-01T19:30:00.000Z');
  });
});

describe('headcount', () => {
  it('adds the people of every going answer, the host included', () => {
    const guests = [
      { answer: 'going' as const, people: 1 },
      { answer: 'going' as const, people: 3 },
      { answer: 'maybe' as const, people: 2 },
      { answer: 'cant_go' as const, people: 4 },
      { answer: null, people: 1 },
    ];
    expect(potluckHeadcount(guests)).toBe(4);
    expect(headcountWords(4)).toBe('4 people coming');
    expect(headcountWords(1)).toBe('1 person coming');
  });

  it('says a course’s progress and a dish’s servings against the headcount', () => {
    expect(courseProgressWords('main', 2, 3)).toBe('Mains: 2 of 3 claimed, 1 open');
    expect(courseProgressWords('drinks', 1, 1)).toBe('Drinks: 1 of 1 claimed, all claimed');
    expect(servingsAgainstHeadcountWords(8, 4)).toBe('Makes 8 servings · 4 people are coming');
    expect(servingsAgainstHeadcountWords(1, 1)).toBe('Makes 1 serving · 1 person is coming');
    expect(servingsAgainstHeadcountWords(6, 0)).toBe('Makes 6 servings · 0 people are coming');
    expect(potluckAnswerWords('cant_go')).toBe('Can’t go');
    expect(potluckAnswerWords(null)).toBe('Not answered yet');
  });
});

describe('dietary summary', () => {
  const guests = [
    { memberId: 'host', answer: 'going' as const, intolerances: [] },
    { memberId: 'ana', answer: 'going' as const, intolerances: ['gluten', 'Peanut'] },
    { memberId: 'ben', answer: 'maybe' as const, intolerances: ['gluten', 'gluten'] },
    { memberId: 'cy', answer: 'cant_go' as const, intolerances: ['dairy'] },
    { memberId: 'di', answer: null, intolerances: ['sesame', 'not-a-thing'] },
  ];

  it('counts each guest who may come once per intolerance, most guests first, without anyone who can’t go', () => {
    const summary = dietarySummary(guests, []);
    expect(summary.restrictions.map((r) => [r.intolerance, r.memberIds])).toEqual([
      ['gluten', ['ana', 'ben']],
      ['peanut', ['ana']],
      ['sesame', ['di']],
    ]);
    expect(summary.restrictions.map((r) => restrictionWords(r.intolerance, r.memberIds.length))).toEqual([
      'Gluten: 2 guests',
      'Peanut: 1 guest',
      'Sesame: 1 guest',
    ]);
  });

  it('says what each recipe dish contains of the guests’ intolerances, and that a free text was not checked', () => {
    const summary = dietarySummary(guests, [
      { course: 'main', recipe: lasagne },
      { course: 'main', recipe: curry },
      { course: 'side', recipe: riceBowl },
      { course: 'dessert', recipe: null },
    ]);
    // Soy sauce is made with wheat: the rice bowl contains gluten by the intolerance rules.
    expect(summary.dishes).toEqual([['gluten'], ['peanut'], ['gluten', 'sesame'], null]);
    expect(summary.dishes.map(dishDietWords)).toEqual([
      'Contains gluten',
      'Contains peanut',
      'Contains gluten, sesame',
      'Not checked',
    ]);
    // Dairy is no restriction (its only guest can't go), so the lasagne's mozzarella is not named.
    expect(summary.dishes[0]).not.toContain('dairy');
  });

  it('says per restriction whether at least one checked main is free of it; a free-text main never counts', () => {
    const summary = dietarySummary(guests, [
      { course: 'main', recipe: lasagne },
      { course: 'main', recipe: null },
      { course: 'side', recipe: riceBowl },
    ]);
    const free = Object.fromEntries(summary.restrictions.map((r) => [r.intolerance, r.mainFreeOfIt]));
    expect(free).toEqual({ gluten: false, peanut: true, sesame: true });
    expect(mainFreeWords('gluten', false)).toBe('No main without gluten yet');
    expect(mainFreeWords('Peanut', true)).toBe('At least one main without peanut');
  });

  it('has no main free of anything when there are no mains, and never calls a dish safe', () => {
    const summary = dietarySummary(guests, [{ course: 'side', recipe: riceBowl }]);
    expect(summary.restrictions.every((r) => !r.mainFreeOfIt)).toBe(true);
    const words = [dishDietWords([]), dishDietWords(null), dishDietWords(['gluten', 'tree nut'])];
    expect(words).toEqual([
      'No guest’s intolerance found in its ingredients',
      'Not checked',
      'Contains gluten, tree nut',
    ]);
    expect(words.join(' ').toLowerCase()).not.toContain('safe');
  });

  it('reads the recipe flags too: glutenFree false contains gluten whatever the ingredients', () => {
    const summary = dietarySummary(guests, [
      { course: 'main', recipe: { ingredients: ['rice'], glutenFree: false } },
    ]);
    expect(summary.dishes).toEqual([['gluten']]);
  });
});

describe('an invitation’s words', () => {
  it('offers each course as something to bring', () => {
    expect(potluckCourses.map(bringCourseWords)).toEqual([
      'Bring a starter',
      'Bring a main',
      'Bring a side',
      'Bring a dessert',
      'Bring drinks',
    ]);
  });

  it('opens the place in a map by searching it, and has no map for no place', () => {
    expect(placeMapUrl(' 12 Olive Street, Bristol ')).toBe(
      'https://www.openstreetmap.org/search?query=12%20Olive%20Street%2C%20Bristol',
    );
    expect(placeMapUrl('Café & Bar #2?')).toBe(
      'https://www.openstreetmap.org/search?query=Caf%C3%A9%20%26%20Bar%20%232%3F',
    );
    expect(placeMapUrl('  ')).toBeNull();
  });

  it('offers a cookbook name that fits 18 characters, cut at a word', () => {
    expect(potluckCookbookTitle('Sunday lunch at Maria’s')).toBe('Sunday lunch at');
    expect(potluckCookbookTitle('Brunch')).toBe('Brunch');
    expect([...potluckCookbookTitle('A very long potluck title indeed')].length).toBeLessThanOrEqual(18);
  });

  it('asks the host whether to invite again the people who came with the link', () => {
    expect(hostAgainLinkWords(2)).toBe('Also invite the 2 people who came with the link');
    expect(hostAgainLinkWords(1)).toBe('Also invite the person who came with the link');
  });
});

describe('health stays private', () => {
  it('tells the host how many guests avoid each thing, and a guest only what it is', () => {
    expect(restrictionWords('gluten', 2)).toBe('Gluten: 2 guests');
    expect(restrictionWords('tree nut', 1)).toBe('Tree Nut: 1 guest');
    expect(restrictionWords('gluten', null)).toBe('Gluten');
  });

  it('says who reads a guest’s needs, and that nobody else learns whose they are', () => {
    expect(potluckNeedsPrivacy).toBe(
      'Only the host sees your needs. Other guests see only what the menu still needs, never who.',
    );
  });
});

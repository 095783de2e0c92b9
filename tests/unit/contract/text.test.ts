import {
  createCookbookBody,
  createPotluckBody,
  joinAsGuestBody,
  shownText,
  withoutHiddenCharacters,
} from '@potluck/contract';
import { describe, expect, it } from 'vitest';

// Text other members read keeps no character nobody sees (contract text.ts), and keeps whole what writing needs:
// emoji joined by zero-width joiners, scripts that join or part letters with them, flags, line breaks.

describe('withoutHiddenCharacters', () => {
  it.each([
    ['a right-to-left override and its end', 'Sunday \u202Elunch\u202C', 'Sunday lunch'],
    ['embeddings and isolates', '\u202Ba\u202C \u2067b\u2069 \u2066c\u2069 \u2068d\u2069', 'a b c d'],
    ['left-to-right, right-to-left and Arabic letter marks', '\u200Fשבת\u200E.\u061C', 'שבת.'],
    ['zero-width spaces, word joiners and byte order marks', '\uFEFFPot\u200Bluck\u2060!', 'Potluck!'],
    ['a soft hyphen', 'Apfel\u00ADstrudel', 'Apfelstrudel'],
    ['controls but tab and line breaks', 'a\u0007b\u001Bc\u0085d\te\nf\r\ng', 'abcd\te\nf\r\ng'],
    ['Hangul fillers (the invisible letter)', '\u3164\uFFA0Lunch', 'Lunch'],
    ['tag letters outside a flag (a hidden message)', 'Hi\u{E0068}\u{E0069}', 'Hi'],
    ['a flag’s tag letters that make no flag', '🏴\u{E0041}\u{E0042}x', '🏴x'],
    [
      'a zero-width joiner alone, at an end, doubled or after a space',
      '\u200Da\u200D \u200Db\u200D\u200Dc',
      'a bc',
    ],
    ['a zero-width non-joiner next to no letter', 'x \u200C y\u200C', 'x  y'],
    [
      'joiners between Latin, Greek or Cyrillic letters (a lookalike)',
      'Chi\u200Dli Ψ\u200Cα б\u200Dб',
      'Chili Ψα бб',
    ],
  ])('takes out %s', (_what, text, shown) => {
    expect(withoutHiddenCharacters(text)).toBe(shown);
  });

  it.each([
    ['a family', '👨‍👩‍👧'],
    ['a cook with a skin tone', '👩🏽‍🍳'],
    ['a rainbow flag (a variation selector before the joiner)', '🏳️‍🌈'],
    ['a heart on fire', '❤️‍🔥'],
    ['red hair', '👩‍🦰'],
    ['people holding hands', '🧑‍🤝‍🧑'],
    ['a pirate flag', '🏴‍☠️'],
    ['Scotland’s flag (tag letters)', '🏴󠁧󠁢󠁳󠁣󠁴󠁿'],
    ['a country’s flag', '🇫🇷'],
    ['a keycap', '#️⃣'],
    ['Persian with a zero-width non-joiner', 'می‌خواهم'],
    ['Devanagari’s half form (a zero-width joiner after a virama)', 'क्‍ष'],
    ['Hebrew and Arabic', 'שבת שלום، مرحبا'],
    ['a note of several lines', 'Bring:\n\t- chairs\n\t- a 🥗'],
  ])('keeps %s whole', (_what, text) => {
    expect(withoutHiddenCharacters(text)).toBe(text);
  });
});

describe('the fields other members read', () => {
  it('lose hidden characters before they are trimmed and counted', () => {
    const text = shownText().trim().min(1).max(5);
    expect(text.parse(' \u200Babc\u202E ')).toBe('abc');
    expect(text.safeParse('\u200B\u200B').success).toBe(false);
    // Five letters and five zero-width spaces are five characters.
    expect(text.parse('a\u200Bb\u200Bc\u200Bd\u200Be\u200B')).toBe('abcde');
  });

  it('are a potluck’s title, place, note and dishes, a guest’s name and a cookbook’s title', () => {
    const potluck = createPotluckBody.parse({
      title: 'Lunch \u202Efor\u202C 👨‍👩‍👧',
      day: new Date().toISOString().slice(0, 10),
      time: '12:00',
      place: 'Mar\u200Bia’s',
      note: '\u2066Bring\u2069 chairs',
      hostDish: { course: 'main', text: 'Chi\u200Dli' },
    });
    expect([potluck.title, potluck.place, potluck.note, potluck.hostDish?.text]).toEqual([
      'Lunch for 👨‍👩‍👧',
      'Maria’s',
      'Bring chairs',
      'Chili',
    ]);
    expect(joinAsGuestBody.parse({ name: '\u202ESam', answer: 'going' }).name).toBe('Sam');
    expect(joinAsGuestBody.safeParse({ name: '\u200B', answer: 'going' }).success).toBe(false);
    expect(createCookbookBody.parse({ title: 'Soups\u200B\u202E' }).title).toBe('Soups');
  });
});

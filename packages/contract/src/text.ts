import { z } from 'zod';

// PostgreSQL's text cannot hold the NUL character (U+0000), and UTF-8 cannot encode a surrogate that is not part
// of a pair (JSON can: "\ud800"). Either would reach the database and fail there as a 500; every text field a
// request carries (body, query string or path) is built from storableText, so it is a 400 naming the field.

const unpairedSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !unpairedSurrogate.test(value);
}

export const unstorableTextMessage = 'must not contain the NUL character or an unpaired surrogate';

/** z.string() that only accepts text the database can store; trim, min, max … chain on as usual. */
export function storableText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, unstorableTextMessage);
}

// Characters nobody sees that change what the rest says: a right-to-left override turns "gpj.exe" into "exe.jpg" on
// screen, zero-width spaces and joiners make two titles that look alike different (or a title of nothing at all),
// and invisible "tag" letters can carry a hidden message. Text other members read (a potluck's title, place, note
// and dishes, a guest's name, a cookbook's title, a shopping line) is kept without them. Kept, because writing
// needs them: a zero-width joiner inside an emoji (👨‍👩‍👧, 👩🏽‍🍳, 🏳️‍🌈), both joiners between the letters of
// scripts that use them (Devanagari's half forms, Persian "می‌خواهم"; not Latin, Greek or Cyrillic, where a joiner
// only makes a lookalike), a flag's tag letters (🏴󠁧󠁢󠁳󠁣󠁴󠁿), variation selectors (❤️), tab and line breaks. Every bidirectional control goes, marks too: a mark only settles where the
// neutral characters next to it go (a full stop after Hebrew), so losing one costs at most a misplaced full stop.

/** A subdivision flag, as Unicode writes it: 🏴, two to six tag letters or digits, the cancel tag. */
const flagSequence = String.raw`\u{1F3F4}[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]{2,6}\u{E007F}`;
const hiddenCharacter = new RegExp(
  [
    `(${flagSequence})`,
    // Controls but tab, line feed and carriage return; the soft hyphen, the combining grapheme joiner, the Arabic
    // letter mark, the Hangul fillers and Khmer's invisible vowels, the Mongolian vowel separator; zero-width
    // space, left-to-right and right-to-left marks; embeddings and overrides; the word joiner, invisible operators,
    // isolates and deprecated formats; fillers, the byte order mark, interlinear annotations, shorthand and musical
    // formats, and every tag character (a flag's were taken whole above).
    String.raw`[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0\uFFF9-\uFFFB\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}]`,
    // The zero-width joiner and non-joiner, kept or not by what they sit between (joins).
    '([\u200C\u200D])',
  ].join('|'),
  'gu',
);

const zeroWidthJoiner = '\u200D';
/** Before a joiner inside an emoji: an emoji, a skin tone (👩🏽‍🍳) or the emoji variation selector (🏳️‍🌈). */
const emojiBefore = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F/u;
const emojiAfter = /\p{Extended_Pictographic}/u;
const letterOrMark = /[\p{L}\p{M}]/u;
/** Scripts whose words never need a joiner: in them one only makes a lookalike ("Chi‍li" is not "Chili"). */
const joinlessScript =
  /[\p{Script_Extensions=Latin}\p{Script_Extensions=Greek}\p{Script_Extensions=Cyrillic}]/u;

/** Whether a joiner between these two characters is part of what is written (an emoji, a word of its script). */
function joins(joiner: string, before: string | undefined, after: string | undefined): boolean {
  if (before === undefined || after === undefined) return false;
  if (joiner === zeroWidthJoiner && emojiBefore.test(before) && emojiAfter.test(after)) return true;
  return (
    letterOrMark.test(before) &&
    letterOrMark.test(after) &&
    !joinlessScript.test(before) &&
    !joinlessScript.test(after)
  );
}

/** The text without the characters nobody sees (above); emoji, scripts that need joiners and line breaks whole. */
export function withoutHiddenCharacters(text: string): string {
  return text.replace(
    hiddenCharacter,
    (hidden: string, flag: string | undefined, joiner: string | undefined, at: number) => {
      if (flag !== undefined) return flag;
      if (joiner === undefined) return '';
      const before = [...text.slice(Math.max(0, at - 2), at)].at(-1);
      const next = text.codePointAt(at + 1);
      return joins(joiner, before, next === undefined ? undefined : String.fromCodePoint(next)) ? hidden : '';
    },
  );
}

/**
 * storableText for text other members read: without hidden characters (withoutHiddenCharacters), taken out before
 * trim, min and max chain on, so a title of zero-width spaces is empty and lengths count what is seen.
 */
export function shownText(params?: Parameters<typeof z.string>[0]) {
  return storableText(params).overwrite(withoutHiddenCharacters);
}

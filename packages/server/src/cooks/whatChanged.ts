import type { LineChanges } from '@potluck/contract';
import { diffArrays } from 'diff';

// "What changed" between a version's lines (ingredients or steps) and its original's (docs/decisions/037): jsdiff's
// diffArrays finds the lines kept, removed and added (a longest common subsequence of whole lines), and within each
// hunk a removed line and an added line are paired as "changed" when they share enough of their words. jsdiff's
// own pairing would be by position (a hunk's first removed line with its first added one): on 14 changes of the demo
// versions and the tests it paired 10 right and 5 wrong ("500 g beef mince" → "1 tbsp fish sauce" when a line was
// added above it); pairing by shared words at 0.3 paired all 14 and none wrong (wrong pairs share at most 0.18,
// right ones at least 0.32; 0.4 missed "250 g ricotta" → "250 g silken tofu", 0.5 three). Words, not jsdiff's word diff, measure it: counting shared words is linear, where diffWords
// took 0.3 ms a pair of 150-character lines, 119 ms for a hunk of 20 × 20.

/** Two lines sharing this much of their words are one line changed, not one removed and one added. */
const alike = 0.3;
/** Hunks larger than this on either side are left as removed and added: at most 900 comparisons. */
const pairedAtMost = 30;

/** A line's words, lower case: letters and digits ("2 tbsp", "olive", "oil"), punctuation left out. */
const wordsOf = (line: string): string[] => line.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
const lengthOf = (words: readonly string[]) => words.reduce((sum, word) => sum + word.length, 0);

/** How much two lines' words have in common, weighed by length: 0 (nothing) to 1 (the same words). */
function likeness(a: readonly string[], b: readonly string[]): number {
  const total = lengthOf(a) + lengthOf(b);
  if (total === 0) return 1;
  const left = new Map<string, number>();
  for (const word of a) left.set(word, (left.get(word) ?? 0) + 1);
  let common = 0;
  for (const word of b) {
    const count = left.get(word) ?? 0;
    if (count === 0) continue;
    left.set(word, count - 1);
    common += word.length;
  }
  return (2 * common) / total;
}

/** Pairs removed and added lines of one hunk, the most alike pairs first, each line at most once. */
function pairHunk(removed: string[], added: string[], into: LineChanges): void {
  const candidates: Array<{ from: number; to: number; score: number }> = [];
  if (removed.length <= pairedAtMost && added.length <= pairedAtMost) {
    const addedWords = added.map(wordsOf);
    removed.forEach((line, from) => {
      const words = wordsOf(line);
      addedWords.forEach((other, to) => {
        const score = likeness(words, other);
        if (score >= alike) candidates.push({ from, to, score });
      });
    });
  }
  candidates.sort((a, b) => b.score - a.score || a.to - b.to);
  const pairOf = new Map<number, number>();
  const taken = new Set<number>();
  for (const { from, to } of candidates) {
    if (taken.has(from) || pairOf.has(to)) continue;
    taken.add(from);
    pairOf.set(to, from);
  }
  removed.forEach((line, from) => {
    if (!taken.has(from)) into.removed.push(line);
  });
  // In the version's order, as a reader goes down the new recipe.
  added.forEach((line, to) => {
    const from = pairOf.get(to);
    if (from === undefined) into.added.push(line);
    else into.changed.push({ from: removed[from] ?? '', to: line });
  });
}

/** What the version's lines add, remove and change against the original's, and how many they keep. */
export function lineChanges(original: readonly string[], version: readonly string[]): LineChanges {
  const changes: LineChanges = { added: [], removed: [], changed: [], kept: 0 };
  let removed: string[] = [];
  let added: string[] = [];
  const flush = () => {
    if (removed.length + added.length > 0) pairHunk(removed, added, changes);
    removed = [];
    added = [];
  };
  for (const part of diffArrays([...original], [...version])) {
    if (part.removed) removed.push(...part.value);
    else if (part.added) added.push(...part.value);
    else {
      flush();
      changes.kept += part.count;
    }
  }
  flush();
  return changes;
}

import type { LineChanges } from '@potluck/contract';
import { diffArrays, diffWords } from 'diff';

// "What changed" between a version's lines (ingredients or steps) and its original's (docs/decisions/037): the
// lines jsdiff finds added and removed (diffArrays, a longest common subsequence of whole lines), with a removed
// line and an added line of the same hunk paired as "changed" when they are alike. jsdiff's own pairing is only
// by position (a hunk's first removed line against its first added one), which on our demo versions called
// "400 g beef mince" → "1 tbsp fish sauce" a change when a line was added above it; alikeness is measured with
// jsdiff's word diff: the share of the two lines' characters in words they have in common.

/** Two lines at least this alike are one line changed, not one removed and one added. */
const alike = 0.5;
/** Lines of one hunk compared pairwise at most: 30 × 30 word diffs of lines of ≤ 1000 characters stay quick. */
const pairedAtMost = 30;

/** How alike two lines are: 0 (no word in common) to 1 (the same words), ignoring case. */
export function likeness(a: string, b: string): number {
  if (a.length + b.length === 0) return 1;
  const common = diffWords(a, b, { ignoreCase: true })
    .filter((part) => !part.added && !part.removed)
    .reduce((sum, part) => sum + part.value.trim().length, 0);
  return (2 * common) / (a.trim().length + b.trim().length);
}

/** Pairs each removed line with the most alike added line not paired yet, best pairs first. */
function pairHunk(removed: string[], added: string[], into: LineChanges): void {
  const candidates: Array<{ from: number; to: number; score: number }> = [];
  if (removed.length <= pairedAtMost && added.length <= pairedAtMost) {
    removed.forEach((from, i) => {
      added.forEach((to, j) => {
        const score = likeness(from, to);
        if (score >= alike) candidates.push({ from: i, to: j, score });
      });
    });
  }
  candidates.sort((a, b) => b.score - a.score || a.to - b.to);
  const pairedFrom = new Map<number, number>();
  const pairedTo = new Set<number>();
  for (const { from, to } of candidates) {
    if (pairedFrom.has(from) || pairedTo.has(to)) continue;
    pairedFrom.set(from, to);
    pairedTo.add(to);
  }
  removed.forEach((line, i) => {
    if (!pairedFrom.has(i)) into.removed.push(line);
  });
  // Changes in the version's order, as a reader goes down the new recipe.
  added.forEach((line, j) => {
    const from = [...pairedFrom].find(([, to]) => to === j)?.[0];
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

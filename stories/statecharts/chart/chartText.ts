// The sizes of a chart's words. The layout runs before anything is drawn (and in Node, for docs/statecharts), so
// words are measured by their length in the chart's font at its sizes, with room to spare, not by a browser.
import type { ChartState, ChartTransition } from './chartGraph.ts';

/** Font sizes and line heights in px; the drawing uses the same numbers. */
export const text = {
  name: { size: 13, line: 16, char: 8 },
  small: { size: 11, line: 14, char: 6.6 },
} as const;

export type LabelLine = { text: string; kind: 'words' | 'technical'; width: number; height: number };
export type Measured = { width: number; height: number };

const pad = { x: 12, top: 10, bottom: 8 };
/** The characters on one line of an arrow's words. */
export const wordsPerLine = 24;

/** Words broken into lines of at most `max` characters, at spaces. */
export function wrap(words: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words.split(' ')) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return line ? [...lines, line] : lines;
}

const widthOf = (words: string, font: { char: number }) => Math.ceil(words.length * font.char);

/** A state's tags on one line under its name: 'loading · busy'. */
export const tagLine = (state: Pick<ChartState, 'tags'>) => state.tags.join(' · ');

/** A box's size; for a state with children, the height of its title bar. */
export function stateSize(state: ChartState): Measured {
  if (state.kind === 'history') return { width: 28, height: 28 };
  const lines = [
    widthOf(state.name, text.name),
    ...(state.tags.length ? [widthOf(tagLine(state), text.small)] : []),
    ...(state.inside ? [widthOf(state.inside, text.small)] : []),
  ];
  const smallLines = lines.length - 1;
  return {
    width: Math.max(72, ...lines.map((w) => w + 2 * pad.x)),
    height: pad.top + text.name.line + smallLines * text.small.line + pad.bottom,
  };
}

/** The arrow's label: the walk's words, then the machine's ('after 300 ms', 'loadPotluck fails', '[guard]'). */
export function labelLines(t: Pick<ChartTransition, 'words' | 'technical'>): LabelLine[] {
  const line = (words: string, kind: LabelLine['kind']): LabelLine => ({
    text: words,
    kind,
    width: widthOf(words, text.small) + 6,
    height: text.small.line,
  });
  return [
    ...(t.words ? wrap(t.words, wordsPerLine).map((words) => line(words, 'words')) : []),
    ...wrap(t.technical, 28).map((words) => line(words, 'technical')),
  ];
}

// Text fitting for the cookbook PDF: the layout never knows the font, only a measure function the renderer
// provides (jsPDF's getTextWidth in the app, a fake in tests), so wrapping is pure and testable.

/** Width of `text` at `size` points, in points. `bold` lets a real renderer measure the bold face. */
export type MeasureText = (text: string, size: number, bold?: boolean) => number;

export interface TextStyle {
  size: number;
  bold: boolean;
}

const width = (measure: MeasureText, text: string, style: TextStyle) => measure(text, style.size, style.bold);

/** The longest prefix of `word` that fits `maxWidth`, at least one character so wrapping always advances. */
function fittingPrefix(word: string, maxWidth: number, measure: MeasureText, style: TextStyle): string {
  const characters = Array.from(word);
  let count = 1;
  while (
    count < characters.length &&
    width(measure, characters.slice(0, count + 1).join(''), style) <= maxWidth
  ) {
    count++;
  }
  return characters.slice(0, count).join('');
}

/**
 * Wraps text into lines no wider than `maxWidth`: words are kept whole where they fit, a word wider than a whole
 * line is broken, and line breaks in the text start new lines. Blank text gives no lines.
 */
export function wrapText(text: string, maxWidth: number, measure: MeasureText, style: TextStyle): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter((part) => part !== '')) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (width(measure, candidate, style) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line);
      line = word;
      while (width(measure, line, style) > maxWidth) {
        const prefix = fittingPrefix(line, maxWidth, measure, style);
        lines.push(prefix);
        line = line.slice(prefix.length);
      }
    }
    if (line !== '') lines.push(line);
  }
  return lines;
}

/** One line of at most `maxWidth`: the text itself, or cut short with an ellipsis. */
export function fitLine(text: string, maxWidth: number, measure: MeasureText, style: TextStyle): string {
  if (width(measure, text, style) <= maxWidth) return text;
  const characters = Array.from(text);
  while (characters.length > 0 && width(measure, `${characters.join('')}…`, style) > maxWidth)
    characters.pop();
  return `${characters.join('')}…`;
}

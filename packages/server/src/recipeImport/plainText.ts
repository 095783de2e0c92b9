import { type AnyNode, isTag, isText } from 'domhandler';
import { parseDocument } from 'htmlparser2';

// Recipe pages put markup and entities inside their data ("<p>Whisk the eggs&nbsp;&amp; sugar</p>"). Our recipes
// keep plain text, so every text is parsed as HTML (htmlparser2 decodes the entities) and read back as lines.

const blockTags = new Set([
  'address',
  'article',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);
const hiddenTags = new Set(['script', 'style', 'template', 'noscript']);

function hasBlocks(nodes: AnyNode[]): boolean {
  return nodes.some((node) => isTag(node) && (blockTags.has(node.name) || hasBlocks(node.children)));
}

/**
 * The lines of a text that may hold HTML: one per paragraph, list item or <br>; in a text without such
 * elements, one per line break. Whitespace is collapsed and empty lines dropped.
 */
export function plainLines(html: string): string[] {
  const document = parseDocument(html);
  const splitOnNewlines = !hasBlocks(document.children);
  const lines: string[] = [];
  let current = '';
  const flush = () => {
    const line = current.replace(/\s+/g, ' ').trim();
    if (line !== '') lines.push(line);
    current = '';
  };
  const walk = (nodes: AnyNode[]) => {
    for (const node of nodes) {
      if (isText(node)) {
        const parts = splitOnNewlines ? node.data.split(/\r?\n/) : [node.data];
        parts.forEach((part, index) => {
          if (index > 0) flush();
          current += part;
        });
      } else if (isTag(node) && !hiddenTags.has(node.name)) {
        const block = blockTags.has(node.name);
        if (block) flush();
        walk(node.children);
        if (block) flush();
      }
    }
  };
  walk(document.children);
  flush();
  return lines;
}

/** A text that may hold HTML as one plain line. */
export function plainText(html: string): string {
  return plainLines(html).join(' ');
}

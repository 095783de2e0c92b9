import {
  type CookbookPdf,
  layoutCookbookPdf,
  type MeasureText,
  type PdfDrawOp,
  pdfFileName,
  pdfLayoutConstants,
  pdfPage,
} from '@potluck/domain';
import { describe, expect, it } from 'vitest';

const measure: MeasureText = (text, size) => Array.from(text).length * size * 0.5;
const texts = (page: PdfDrawOp[]) => page.flatMap((op) => (op.kind === 'text' ? [op] : []));
/** The page's content, after its three header operations. */
const content = (page: PdfDrawOp[]) => texts(page).slice(2);

const pancakes = {
  title: 'Fluffy Pancakes',
  servings: 4,
  readyMinutes: 65,
  ingredients: ['2 cups flour', '2 eggs', '1 cup milk'],
  steps: ['Whisk everything.', 'Fry in butter.'],
};
const cookbook: CookbookPdf = {
  cookbookTitle: 'Sunday Breakfasts',
  siteAddress: 'https://potluck.example',
  recipes: [pancakes, { title: 'Toast', ingredients: ['bread'], steps: [] }],
};

describe('pdfFileName', () => {
  it('uses the title with whitespace runs as underscores, or cookbook', () => {
    expect(pdfFileName('Sunday Breakfasts')).toBe('Sunday_Breakfasts.pdf');
    expect(pdfFileName('  Soups \t and   Stews ')).toBe('Soups_and_Stews.pdf');
    expect(pdfFileName('')).toBe('cookbook.pdf');
    expect(pdfFileName('   ')).toBe('cookbook.pdf');
    expect(pdfFileName('Mum/Dad: faves')).toBe('Mum_Dad_faves.pdf');
  });
});

describe('layoutCookbookPdf', () => {
  const pages = layoutCookbookPdf(cookbook, measure);

  it('uses A4 portrait in points', () => {
    expect(pdfPage).toMatchObject({ format: 'a4', orientation: 'portrait', width: 595.28, height: 841.89 });
    expect(pdfLayoutConstants).toMatchObject({ margin: 40, textSize: 14, lineHeight: 16, titleSize: 18 });
  });

  it('puts the header (logo, Potluck, site address) on every page', () => {
    for (const page of pages) {
      expect(page[0]).toEqual({ kind: 'image', name: 'logo', x: 40, y: 40, w: 36, h: 36 });
      expect(page[1]).toMatchObject({ kind: 'text', text: 'Potluck', size: 18, bold: true });
      expect(page[2]).toMatchObject({ kind: 'text', text: 'https://potluck.example', size: 14, bold: false });
    }
  });

  it('opens with the cookbook title, its recipe count and contents', () => {
    const first = content(pages[0] ?? []);
    expect(first.map((op) => op.text)).toEqual([
      'Sunday Breakfasts',
      '2 Recipes',
      'Contents',
      '1. Fluffy Pancakes',
      '2. Toast',
    ]);
    expect(first[0]).toMatchObject({ size: 18, bold: true });
    expect(first[2]).toMatchObject({ size: 14, bold: true });
  });

  it('starts each recipe on a new page with its title, facts, ingredients and directions', () => {
    expect(pages).toHaveLength(3);
    expect(content(pages[1] ?? []).map((op) => op.text)).toEqual([
      'Fluffy Pancakes',
      'Serves 4 · Ready in 1 hr 5 min',
      'Ingredients',
      '• 2 cups flour',
      '• 2 eggs',
      '• 1 cup milk',
      'Directions',
      '1. Whisk everything.',
      '2. Fry in butter.',
    ]);
    expect(content(pages[2] ?? []).map((op) => op.text)).toEqual([
      'Toast',
      'Ingredients',
      '• bread',
      'Directions',
      'No instructions available.',
    ]);
  });

  it('skips blank ingredients and steps instead of printing lone markers', () => {
    const blanks = layoutCookbookPdf(
      {
        ...cookbook,
        recipes: [{ title: 'Tea', ingredients: ['', '1 tea bag', '  '], steps: [' ', 'Steep.'] }],
      },
      measure,
    );
    expect(content(blanks[1] ?? []).map((op) => op.text)).toEqual([
      'Tea',
      'Ingredients',
      '• 1 tea bag',
      'Directions',
      '1. Steep.',
    ]);
  });

  it('writes a one-page cookbook without recipes, singular for one', () => {
    const empty = layoutCookbookPdf({ cookbookTitle: ' ', siteAddress: 'x', recipes: [] }, measure);
    expect(empty).toHaveLength(1);
    expect(content(empty[0] ?? []).map((op) => op.text)).toEqual(['Cookbook', '0 Recipes']);
    const one = layoutCookbookPdf({ ...cookbook, recipes: [pancakes] }, measure);
    expect(content(one[0] ?? [])[1]?.text).toBe('1 Recipe');
  });

  describe('with long text', () => {
    const longStep = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const long = layoutCookbookPdf(
      {
        ...cookbook,
        recipes: [
          {
            title: 'A very long recipe title that will certainly need a second line on the page',
            ingredients: Array.from({ length: 30 }, (_, i) => `${i + 1} tbsp of ingredient number ${i + 1}`),
            steps: Array.from({ length: 20 }, () => longStep),
          },
        ],
      },
      measure,
    );
    const recipePages = long.slice(1);

    it('continues onto new pages, each with the header', () => {
      expect(recipePages.length).toBeGreaterThan(1);
      for (const page of recipePages) expect(texts(page)[0]?.text).toBe('Potluck');
    });

    it('keeps all text inside the margins and moves down the page', () => {
      const { margin, lineHeight } = pdfLayoutConstants;
      for (const page of long) {
        let previous = 0;
        for (const op of content(page)) {
          expect(op.x).toBeGreaterThanOrEqual(margin);
          expect(op.x + measure(op.text, op.size)).toBeLessThanOrEqual(pdfPage.width - margin + 1e-9);
          expect(op.y).toBeLessThanOrEqual(pdfPage.height - margin);
          expect(op.y - previous).toBeGreaterThanOrEqual(lineHeight);
          previous = op.y;
        }
      }
    });

    it('wraps a long step with its continuation lines indented under the text', () => {
      const lines = recipePages.flatMap(content);
      const start = lines.findIndex((op) => op.text.startsWith('1. word0'));
      const stepLines = lines.slice(start, start + 4);
      expect(stepLines[1]?.x).toBeGreaterThan(pdfLayoutConstants.margin);
      const end = lines.findIndex((op) => op.text.startsWith('2. word0'));
      const rejoined = lines
        .slice(start, end)
        .map((op) => op.text)
        .join(' ');
      expect(rejoined).toBe(`1. ${longStep}`);
    });

    it('never leaves a section heading alone at the bottom of a page', () => {
      for (const page of long) {
        const last = content(page).at(-1);
        expect(['Ingredients', 'Directions']).not.toContain(last?.text);
      }
    });

    it('wraps the title in the title style', () => {
      const title = content(recipePages[0] ?? []).filter((op) => op.size === 18);
      expect(title.length).toBe(2);
      expect(title.map((op) => op.text).join(' ')).toBe(
        'A very long recipe title that will certainly need a second line on the page',
      );
    });
  });
});

// SPEC §9 cookbook PDF export as a pure layout model: A4 portrait in points, 40 pt margin, 14 pt text on 16 pt
// lines, 18 pt bold titles; a header (logo, product name, site address) on every page; each recipe starts a new
// page. The browser only replays the draw operations with jsPDF, so everything here is testable without a PDF.
// Coordinates are from the page's top-left corner; a text's y is its baseline, an image's y its top edge
// (jsPDF's own conventions).
import { fitLine, type MeasureText, type TextStyle, wrapText } from './pdfText.ts';
import { formatReadyTime, formatServings } from './readyTime.ts';
import { pluralWord } from './text.ts';

export const productName = 'Potluck';

export const pdfPage = {
  format: 'a4',
  orientation: 'portrait',
  unit: 'pt',
  width: 595.28,
  height: 841.89,
} as const;

export const pdfLayoutConstants = {
  margin: 40,
  textSize: 14,
  lineHeight: 16,
  titleSize: 18,
  titleLineHeight: 22,
  logoSize: 36,
  logoGap: 10,
  /** Space between the header and the page's content, and before each section. */
  sectionGap: 16,
} as const;

export type PdfDrawOp =
  | { kind: 'text'; text: string; x: number; y: number; size: number; bold: boolean }
  | { kind: 'image'; name: 'logo'; x: number; y: number; w: number; h: number };

export interface PdfRecipe {
  title: string;
  servings?: number | string | null;
  readyMinutes?: number | null;
  ingredients: readonly string[];
  steps: readonly string[];
}

export interface CookbookPdf {
  cookbookTitle: string;
  siteAddress: string;
  recipes: readonly PdfRecipe[];
}

const { margin, textSize, lineHeight, titleSize, titleLineHeight, logoSize, logoGap, sectionGap } =
  pdfLayoutConstants;
const contentWidth = pdfPage.width - 2 * margin;
const contentTop = margin + logoSize + sectionGap;
const lowestBaseline = pdfPage.height - margin;
const body: TextStyle = { size: textSize, bold: false };
const heading: TextStyle = { size: textSize, bold: true };
const title: TextStyle = { size: titleSize, bold: true };
const lineHeightOf = (style: TextStyle) => (style.size === titleSize ? titleLineHeight : lineHeight);

/** The cookbook's file name: its title with whitespace runs as underscores, or 'cookbook.pdf' when blank. */
export function pdfFileName(cookbookTitle: string): string {
  // Path and reserved characters would make the browser rename or refuse the download.
  const name = cookbookTitle.replace(/[/\\:*?"<>|]/g, ' ').trim();
  return name === '' ? 'cookbook.pdf' : `${name.replace(/\s+/g, '_')}.pdf`;
}

function pageHeader(siteAddress: string, measure: MeasureText): PdfDrawOp[] {
  const x = margin + logoSize + logoGap;
  const nameBaseline = margin + titleSize - 2;
  const address = fitLine(siteAddress, pdfPage.width - margin - x, measure, body);
  return [
    { kind: 'image', name: 'logo', x: margin, y: margin, w: logoSize, h: logoSize },
    { kind: 'text', text: productName, x, y: nameBaseline, size: titleSize, bold: true },
    { kind: 'text', text: address, x, y: nameBaseline + lineHeight, size: textSize, bold: false },
  ];
}

/** Lays out the whole cookbook: a first page with its title and contents, then one or more pages per recipe. */
export function layoutCookbookPdf(cookbook: CookbookPdf, measure: MeasureText): PdfDrawOp[][] {
  const pages: PdfDrawOp[][] = [];
  let page: PdfDrawOp[] = [];
  let baseline = contentTop;

  const newPage = () => {
    page = pageHeader(cookbook.siteAddress, measure);
    pages.push(page);
    baseline = contentTop;
  };
  // Breaks the page first when the next `height` points would run past the bottom margin.
  const keepRoom = (height: number) => {
    if (baseline + height > lowestBaseline) newPage();
  };
  const line = (text: string, x: number, style: TextStyle) => {
    keepRoom(lineHeightOf(style));
    baseline += lineHeightOf(style);
    page.push({ kind: 'text', text, x, y: baseline, size: style.size, bold: style.bold });
  };
  const paragraph = (text: string, style: TextStyle) => {
    for (const wrapped of wrapText(text, contentWidth, measure, style)) line(wrapped, margin, style);
  };
  // A list item: its marker ('• ', '2. ') in front, wrapped lines hanging under the text, not the marker.
  const item = (marker: string, text: string) => {
    const indent = measure(marker, textSize, false);
    const [first = '', ...rest] = wrapText(text, contentWidth - indent, measure, body);
    line(`${marker}${first}`, margin, body);
    for (const wrapped of rest) line(wrapped, margin + indent, body);
  };
  // A section heading never stays alone at the bottom of a page: it moves on with its first line.
  const section = (name: string) => {
    baseline += sectionGap;
    keepRoom(2 * lineHeight);
    line(name, margin, heading);
  };

  newPage();
  paragraph(cookbook.cookbookTitle.trim() || 'Cookbook', title);
  const count = cookbook.recipes.length;
  line(`${count} ${pluralWord(count, 'Recipe', 'Recipes')}`, margin, body);
  if (count > 0) {
    section('Contents');
    for (const [index, recipe] of cookbook.recipes.entries()) item(`${index + 1}. `, recipeTitle(recipe));
  }

  for (const recipe of cookbook.recipes) {
    // Blank entries would print a lone bullet or an empty numbered step.
    const ingredients = recipe.ingredients.filter((ingredient) => ingredient.trim() !== '');
    const steps = recipe.steps.filter((step) => step.trim() !== '');
    newPage();
    paragraph(recipeTitle(recipe), title);
    const facts = recipeFacts(recipe);
    if (facts !== '') paragraph(facts, body);
    if (ingredients.length > 0) {
      section('Ingredients');
      for (const ingredient of ingredients) item('• ', ingredient);
    }
    section('Directions');
    if (steps.length === 0) paragraph('No instructions available.', body);
    for (const [index, step] of steps.entries()) item(`${index + 1}. `, step);
  }
  return pages;
}

function recipeTitle(recipe: PdfRecipe): string {
  return recipe.title.trim() || 'Untitled recipe';
}

/** 'Serves 4 · Ready in 1 hr 5 min', leaving out what is unknown. */
function recipeFacts(recipe: PdfRecipe): string {
  const servings = formatServings(recipe.servings);
  const facts = servings.startsWith('Serves') ? [servings] : [];
  if (recipe.readyMinutes != null && recipe.readyMinutes > 0) {
    facts.push(`Ready in ${formatReadyTime(recipe.readyMinutes)}`);
  }
  return facts.join(' · ');
}

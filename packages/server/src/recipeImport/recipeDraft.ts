import type { RecipeDraft } from '@potluck/contract';
import { isoDurationMinutes, tagsFromWords } from '@potluck/domain';
import { plainLines, plainText } from './plainText.ts';
import type { SchemaThing } from './recipeOnPage.ts';

// A page's schema.org Recipe read into the draft the Create Recipe form fills in. Every text is made plain, and
// every field is cut to what createRecipeBody accepts, so a draft the member does not edit can still be published.

const limits = { title: 100, line: 1000, lines: 200, servings: 30 };

function list(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** The text of a value that should be text: a string or a number; anything else is nothing. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return plainText(value);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

function firstText(value: unknown, max: number): string {
  return (
    list(value)
      .map(textOf)
      .find((text) => text !== '')
      ?.slice(0, max) ?? ''
  );
}

/** Steps from text, HTML, HowToStep, HowToSection (its steps, in order) or ItemList, as plain lines. */
function instructionLines(value: unknown): string[] {
  return list(value).flatMap((item): string[] => {
    if (typeof item === 'string') return plainLines(item);
    if (typeof item !== 'object' || item === null) return [];
    const thing = item as SchemaThing;
    if (thing.itemListElement !== undefined) return instructionLines(thing.itemListElement);
    // A HowToStep's words are its text; some sites put them in name only.
    return instructionLines(thing.text ?? thing.name);
  });
}

function lines(values: string[]): string[] {
  return values
    .map((line) => line.slice(0, limits.line))
    .filter((line) => line !== '')
    .slice(0, limits.lines);
}

/** Minutes of an ISO 8601 duration; a bare number is taken as minutes already. */
function minutesOf(value: unknown): number | null {
  const first = list(value)[0];
  if (typeof first === 'number') return Number.isFinite(first) && first >= 0 ? Math.round(first) : null;
  if (typeof first !== 'string') return null;
  const minutes = isoDurationMinutes(plainText(first)) ?? (/^\d+$/.test(first.trim()) ? Number(first) : null);
  // createRecipeBody takes at most 10000 minutes; a longer time is a page's mistake, not a recipe's.
  return minutes !== null && minutes <= 10000 ? minutes : null;
}

/** recipeYield as text: 4, "4 servings", or a list like ["4", "4 servings"] where the wordier entry says more. */
function servingsOf(value: unknown): string {
  const texts = list(value)
    .map(textOf)
    .filter((text) => text !== '');
  const worded = texts.find((text) => /[a-z]/i.test(text));
  return (worded ?? texts[0] ?? '').slice(0, limits.servings);
}

/** The picture's address: a URL, a list of them, or an ImageObject (url or contentUrl). */
export function imageAddressOf(recipe: SchemaThing): string | undefined {
  for (const item of list(recipe.image)) {
    if (typeof item === 'string' && item.trim() !== '') return item.trim();
    if (typeof item === 'object' && item !== null) {
      const thing = item as SchemaThing;
      const address = thing.url ?? thing.contentUrl;
      if (typeof address === 'string' && address.trim() !== '') return address.trim();
    }
  }
  return undefined;
}

/** The words a page files its recipe under; sites write lists as arrays or as one comma-separated text. */
function tagWords(recipe: SchemaThing): string[] {
  return [recipe.recipeCategory, recipe.recipeCuisine, recipe.suitableForDiet, recipe.keywords]
    .flatMap(list)
    .flatMap((word) => textOf(word).split(','))
    .filter((word) => word.trim() !== '');
}

/** The draft of a recipe, less its picture (the route stores that) and with `link` the page it came from. */
export function recipeDraftOf(recipe: SchemaThing, link: URL): Omit<RecipeDraft, 'image'> {
  const ingredients = list(recipe.recipeIngredient ?? recipe.ingredients).map(textOf);
  return {
    title: firstText(recipe.name ?? recipe.headline, limits.title),
    ingredients: lines(ingredients),
    instructions: lines(instructionLines(recipe.recipeInstructions)),
    prepTime: minutesOf(recipe.prepTime),
    cookTime: minutesOf(recipe.cookTime),
    readyInMinutes: minutesOf(recipe.totalTime),
    servings: servingsOf(recipe.recipeYield),
    link: link.href.slice(0, 2000),
    tags: tagsFromWords(tagWords(recipe)),
  };
}

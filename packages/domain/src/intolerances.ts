// SPEC §2 and §5: which of a member's intolerances a recipe contains. Matching is whole-word and case-insensitive
// over the ingredient text, on the intolerance's name and its ingredient words (intoleranceWords.ts); 'dairy' also
// matches dairyFree === false and 'gluten' glutenFree === false. The flags only ever add a warning: a missed
// allergen is worse than an extra one.
//
// Text is compared as lists of words, never by building a RegExp from a name or an ingredient, so no input can
// change what a pattern means.
import { intoleranceExceptions, intoleranceWords } from './intoleranceWords.ts';
import { isIntolerance } from './options.ts';
import { titleCase } from './text.ts';

/** An ingredient as the two recipe sources give it: a string, or an object with name and/or original text. */
export type IngredientLike = string | { name?: string | null; original?: string | null };

export interface IntoleranceCheckedRecipe {
  ingredients: readonly IngredientLike[];
  dairyFree?: boolean | null;
  glutenFree?: boolean | null;
}

/** Lower-case words without accents: "Crème-Fraîche," → ['creme', 'fraiche']. */
export function ingredientWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** The word itself, or it with a plural ending: egg/eggs, peach/peaches, anchovy/anchovies. */
function isWordOrPlural(found: string, word: string): boolean {
  if (found === word || found === `${word}s` || found === `${word}es`) return true;
  return word.endsWith('y') && found === `${word.slice(0, -1)}ies`;
}

/** Start positions where `phrase` occurs in `words`, its last word allowed a plural ending. */
function phraseStarts(words: readonly string[], phrase: readonly string[]): number[] {
  const starts: number[] = [];
  if (phrase.length === 0) return starts;
  const last = phrase.length - 1;
  for (let start = 0; start + phrase.length <= words.length; start++) {
    const matches = phrase.every((word, i) => {
      const found = words[start + i] as string;
      return i === last ? isWordOrPlural(found, word) : found === word;
    });
    if (matches) starts.push(start);
  }
  return starts;
}

/** An intolerance turned into word lists once: its name, the words that count for it, the phrases that do not. */
interface IntoleranceTerms {
  name: string[];
  terms: string[][];
  exceptions: string[][];
  /** Every word a match can start with (plurals included), to skip most ingredients after one look each. */
  starts: Set<string>;
}

/** The forms a term's first word can take in a match: plural only when it is also the term's last word. */
function startForms(term: readonly string[]): string[] {
  const [first] = term;
  if (first === undefined) return [];
  if (term.length > 1) return [first];
  const forms = [first, `${first}s`, `${first}es`];
  if (first.endsWith('y')) forms.push(`${first.slice(0, -1)}ies`);
  return forms;
}

function compileTerms(name: string): IntoleranceTerms {
  const known = isIntolerance(name);
  const listed = known ? intoleranceWords[name] : [];
  const exceptions = known ? (intoleranceExceptions[name] ?? []) : [];
  const terms = [name, ...listed].map(ingredientWords);
  return {
    name: ingredientWords(name),
    terms,
    exceptions: exceptions.map(ingredientWords),
    starts: new Set(terms.flatMap(startForms)),
  };
}

// Only the twelve known intolerances are kept, so member-typed names cannot grow the cache without bound.
const knownTerms = new Map<string, IntoleranceTerms>();

function termsFor(intolerance: string): IntoleranceTerms {
  const name = intolerance.trim().toLowerCase();
  if (!isIntolerance(name)) return compileTerms(name);
  let terms = knownTerms.get(name);
  if (!terms) {
    terms = compileTerms(name);
    knownTerms.set(name, terms);
  }
  return terms;
}

function wordsContain(words: readonly string[], intolerance: IntoleranceTerms): boolean {
  if (intolerance.name.length === 0) return false;
  if (!words.some((word) => intolerance.starts.has(word))) return false;
  // "gluten-free pasta" or "dairy free cheese" is made for the member: it does not count for that intolerance.
  if (phraseStarts(words, [...intolerance.name, 'free']).length > 0) return false;
  // Words inside an exception phrase ("peanut butter" for dairy) do not count.
  const excused = new Set<number>();
  for (const exception of intolerance.exceptions) {
    for (const start of phraseStarts(words, exception)) {
      for (let i = start; i < start + exception.length; i++) excused.add(i);
    }
  }
  return intolerance.terms.some((term) =>
    phraseStarts(words, term).some((start) => term.every((_, i) => !excused.has(start + i))),
  );
}

/**
 * Checks one recipe against many intolerances, reading its ingredients only once (the server filters whole
 * catalogues this way). Both the original line and the name of an ingredient are checked: "1 pkg Philadelphia"
 * has the name "cream cheese".
 */
export function intoleranceChecker(recipe: IntoleranceCheckedRecipe): (intolerance: string) => boolean {
  const texts = recipe.ingredients.flatMap((ingredient) =>
    typeof ingredient === 'string' ? [ingredient] : [ingredient.original ?? '', ingredient.name ?? ''],
  );
  const wordLists = texts.map(ingredientWords).filter((words) => words.length > 0);
  return (intolerance) => {
    const name = intolerance.trim().toLowerCase();
    if (name === 'dairy' && recipe.dairyFree === false) return true;
    if (name === 'gluten' && recipe.glutenFree === false) return true;
    const terms = termsFor(name);
    return wordLists.some((words) => wordsContain(words, terms));
  };
}

/**
 * The 'Contains:' line of the recipe detail: the member's intolerances this recipe contains, title-cased,
 * deduplicated (case-insensitively) and in the member's own order.
 */
export function containedIntolerances(
  recipe: IntoleranceCheckedRecipe,
  memberIntolerances: readonly string[],
): string[] {
  const contains = intoleranceChecker(recipe);
  const seen = new Set<string>();
  const contained: string[] = [];
  for (const intolerance of memberIntolerances) {
    const key = intolerance.trim().toLowerCase();
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    if (contains(key)) contained.push(titleCase(key));
  }
  return contained;
}

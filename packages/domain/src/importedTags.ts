// Tags of an imported recipe (issue 19): the words a recipe page files itself under (schema.org recipeCategory,
// recipeCuisine, suitableForDiet, keywords) mapped onto SPEC §3's option lists. Only words that clearly name an
// option count; everything else is dropped rather than guessed.
import { cuisines, diets, intolerances, mealTypes } from './options.ts';

export interface RecipeTags {
  mealType: string[];
  cuisine: string[];
  diet: string[];
  intolerance: string[];
}

/** Words sites use for an option under another name. */
const synonyms: Record<string, string> = {
  main: 'main course',
  'main dish': 'main course',
  mains: 'main course',
  'main dishes': 'main course',
  entree: 'main course',
  entrée: 'main course',
  side: 'side dish',
  sides: 'side dish',
  starter: 'appetizer',
  appetiser: 'appetizer',
  desserts: 'dessert',
  drinks: 'drink',
  cocktail: 'drink',
  'finger food': 'fingerfood',
  keto: 'ketogenic',
  'gluten-free': 'gluten free',
  glutenfree: 'gluten free',
  pescatarian: 'pescetarian',
  'whole 30': 'whole30',
  'tex-mex': 'mexican',
  // schema.org's RestrictedDiet values, once "https://schema.org/" and "Diet" are cut off.
  glutenfreediet: 'gluten free',
  vegandiet: 'vegan',
  vegetariandiet: 'vegetarian',
};

/** A word as the option lists write them: lower case, "https://schema.org/VeganDiet" → "vegandiet". */
function normalise(word: string): string {
  return word
    .replace(/^https?:\/\/schema\.org\//i, '')
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, ' ');
}

function optionFor(word: string, options: readonly string[]): string | undefined {
  const candidates = [
    word,
    synonyms[word],
    word.replace(/-/g, ' '),
    word.endsWith('s') ? word.slice(0, -1) : '',
  ];
  return candidates.find((candidate) => candidate !== undefined && options.includes(candidate));
}

/** The SPEC §3 options the words name, each list in the option list's order, without repeats. */
export function tagsFromWords(words: readonly string[]): RecipeTags {
  const normalised = words.map(normalise).filter((word) => word !== '');
  const pick = (options: readonly string[]) => {
    const found = new Set(normalised.map((word) => optionFor(word, options)));
    return options.filter((option) => found.has(option));
  };
  return {
    mealType: pick(mealTypes),
    cuisine: pick(cuisines),
    diet: pick(diets),
    intolerance: pick(intolerances),
  };
}

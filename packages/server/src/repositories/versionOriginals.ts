import type { NewRecipe } from '@potluck/contract';
import { cuisines, diets, intolerances, mealTypes } from '@potluck/domain';
import { plainLines } from '../recipeImport/plainText.ts';

// The recipe a version is copied from, whatever its kind, in one shape: a member recipe as its row, or a catalogue
// recipe (Spoonacular's information object: the built-in catalogue's, or the cache's in Spoonacular mode) turned
// into a member recipe's fields, within a member recipe's bounds (contract recipes.ts), so the copy is one any
// member could have written.

export interface VersionOriginal {
  id: string;
  title: string;
  image: string;
  ingredients: string[];
  instructions: string[];
  prepTime: number | null;
  cookTime: number | null;
  servings: string;
  link: string;
  tags: NewRecipe['tags'];
  /** A member recipe's: its author and whether it is private. A catalogue recipe has no author member. */
  authorId: string | null;
  authorName: string;
  isPrivate: boolean;
}

/** A member recipe's bounds: 200 lines of at most 1000 characters, a title of 100, servings of 30. */
const bounded = (lines: readonly string[]) =>
  lines
    .map((line) => line.trim().slice(0, 1000))
    .filter((line) => line !== '')
    .slice(0, 200);

const minutes = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 10000 ? value : null;

const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Items of the option list, matched ignoring case, as the recipe form's tags are. */
function optionsOf<const Option extends string>(
  list: readonly Option[],
  values: readonly string[],
): Option[] {
  const wanted = new Set(values.map((value) => value.toLowerCase()));
  return list.filter((option) => wanted.has(option));
}

/** Steps as plain lines: the analysed steps, else the instructions text (HTML in Spoonacular's answers). */
function stepsOf(information: Record<string, unknown>): string[] {
  const analysed = Array.isArray(information.analyzedInstructions) ? information.analyzedInstructions : [];
  const steps = analysed.flatMap((part: { steps?: unknown }) =>
    Array.isArray(part?.steps) ? part.steps.map((step: { step?: unknown }) => step?.step) : [],
  );
  const lines = steps.filter((step): step is string => typeof step === 'string');
  if (lines.length > 0) return lines;
  return typeof information.instructions === 'string' ? plainLines(information.instructions) : [];
}

/**
 * A catalogue recipe's information object as an original: ingredient lines as the provider writes them
 * ("2 tbsp soy sauce"), plain steps, its tags where they are the app's options, and its source as the author.
 */
export function catalogueOriginal(
  id: string,
  information: Record<string, unknown>,
  image: string,
  extra: { diets: readonly string[]; intolerances: readonly string[] },
): VersionOriginal {
  const ingredients = Array.isArray(information.extendedIngredients) ? information.extendedIngredients : [];
  const sourceUrl = typeof information.sourceUrl === 'string' ? information.sourceUrl : '';
  const source = [information.sourceName, information.creditsText].find(
    (name): name is string => typeof name === 'string' && name.trim() !== '',
  );
  return {
    id,
    title:
      String(information.title ?? '')
        .trim()
        .slice(0, 100) || `Recipe ${id}`,
    image,
    ingredients: bounded(
      ingredients.map((ingredient: { original?: unknown; name?: unknown }) =>
        String(ingredient?.original ?? ingredient?.name ?? ''),
      ),
    ),
    instructions: bounded(stepsOf(information)),
    prepTime: minutes(information.preparationMinutes),
    cookTime: minutes(information.cookingMinutes),
    servings: typeof information.servings === 'number' ? String(information.servings).slice(0, 30) : '',
    // The catalogue's own source is a page of this app (/recipe/<id>); a member recipe's link is a web address.
    link: /^https?:\/\/\S+$/i.test(sourceUrl) && sourceUrl.length <= 2000 ? sourceUrl : '',
    tags: {
      mealType: optionsOf(mealTypes, texts(information.dishTypes)),
      cuisine: optionsOf(cuisines, texts(information.cuisines)),
      diet: optionsOf(diets, [...extra.diets, ...texts(information.diets)]),
      intolerance: optionsOf(intolerances, extra.intolerances),
    },
    authorId: null,
    authorName: (source ?? 'the catalogue').trim().slice(0, 200),
    isPrivate: false,
  };
}

import { cuisines, diets, intolerances, mealTypes } from '@potluck/domain';
import { z } from 'zod';
import { id24, limitParam, offsetParam, timestamp } from './common.ts';
import { isStorableText, storableText, unstorableTextMessage } from './text.ts';

// Member recipes (API.md "Member recipes"): what a member sends to create one and what every recipe call answers.

/** A tag list item: an option value, or the {value, label} object a multi-select sends; matched ignoring case. */
function tagList<const T extends readonly [string, ...string[]]>(options: T, name: string) {
  const item = z.preprocess(
    (value) => {
      const raw = typeof value === 'object' && value !== null && 'value' in value ? value.value : value;
      return typeof raw === 'string' ? raw.trim().toLowerCase() : raw;
    },
    z.enum(options, { error: `must be ${name} from the list: ${options.join(', ')}` }),
  );
  return z
    .array(item)
    .max(options.length, `has more entries than there are ${name}s`)
    .transform((list) => [...new Set(list)]);
}

export const recipeTagsInput = z.object({
  mealType: tagList(mealTypes, 'a meal type').optional().default([]),
  cuisine: tagList(cuisines, 'a cuisine').optional().default([]),
  diet: tagList(diets, 'a diet').optional().default([]),
  intolerance: tagList(intolerances, 'an intolerance').optional().default([]),
});

/** Minutes: a whole number 0–10000, also as numeric text (form inputs); empty means "not given". */
const minutes = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? null : Number(value.trim())) : value),
  z
    .number({ error: 'must be a number of minutes' })
    .int('must be a whole number of minutes')
    .min(0, 'must be 0 or more')
    .max(10000, 'must be at most 10000')
    .nullable(),
);

/** Ingredients and steps: a list of lines (or objects with a name), or one text with a line per entry. */
function lines(what: string) {
  const line = z.preprocess(
    (value) => (typeof value === 'object' && value !== null && 'name' in value ? value.name : value),
    z
      .string({ error: `each ${what} must be text` })
      .refine(isStorableText, unstorableTextMessage)
      .trim()
      .max(1000, `each ${what} must be at most 1000 characters`),
  );
  return z
    .preprocess((value) => (typeof value === 'string' ? value.split(/\r?\n/) : value), z.array(line))
    .transform((list) => list.filter((entry) => entry !== ''))
    .refine((list) => list.length <= 200, `must have at most 200 ${what}s`);
}

const link = storableText()
  .trim()
  .max(2000, 'must be at most 2000 characters')
  .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), 'must be empty or an http(s) URL');

/** Servings as the author writes them ("4", "2 loaves"): numbers become text. */
const servingsText = z
  .preprocess((value) => (typeof value === 'number' ? String(value) : value), storableText().trim())
  .pipe(z.string().max(30, 'must be at most 30 characters'));

const recipeTitle = storableText({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(100, 'must be at most 100 characters');

// A data URL (JPEG, PNG, WebP or GIF); the server checks the bytes. 5 MB decoded is about 7 MB of base64.
// Or the URL of a picture stored here already (an imported recipe's draft image).
const recipeImage = storableText({ error: 'is required: choose a photo' })
  .min(1, 'is required: choose a photo')
  .max(7_200_000, 'is too large (at most 5 MB)');

export const createRecipeBody = z.object({
  title: recipeTitle,
  image: recipeImage,
  ingredients: lines('ingredient').optional().default([]),
  instructions: lines('instruction').optional().default([]),
  prepTime: minutes.optional().default(null),
  cookTime: minutes.optional().default(null),
  servings: servingsText.optional().default(''),
  link: link.optional().default(''),
  tags: recipeTagsInput.optional().default({ mealType: [], cuisine: [], diet: [], intolerance: [] }),
  isPublic: z.boolean({ error: 'must be true or false' }).optional().default(true),
  // The form sends '' when no cookbook is chosen.
  cookbookId: z.preprocess((value) => (value === '' || value === null ? undefined : value), id24.optional()),
});
export type CreateRecipeBody = z.input<typeof createRecipeBody>;
export type NewRecipe = z.output<typeof createRecipeBody>;

export const recipePrivacyBody = z.object({ isPublic: z.boolean({ error: 'must be true or false' }) });

/**
 * "Make it my own" (POST /api/recipes/:id/versions, docs/decisions/037): a copy of a recipe into the member's
 * recipes, with their changes. Every field is the original's unless given; `image` may also be the original's
 * picture as answered (its URL). A version of a private recipe is private.
 */
export const makeVersionBody = z.object({
  title: recipeTitle.optional(),
  image: recipeImage.optional(),
  ingredients: lines('ingredient').optional(),
  instructions: lines('instruction').optional(),
  prepTime: minutes.optional(),
  cookTime: minutes.optional(),
  servings: servingsText.optional(),
  link: link.optional(),
  tags: recipeTagsInput.optional(),
  isPublic: z.boolean({ error: 'must be true or false' }).optional(),
});
export type MakeVersionBody = z.input<typeof makeVersionBody>;

/**
 * What a version was adapted from ("Adapted from Nonna's Sunday Ragù by maria_cooks"): the original's id (a member
 * recipe's or a catalogue recipe's), its title and its author's name as they were when copied (the author's
 * current name while they are a member), and whether the original has since been deleted.
 */
export const adaptedFrom = z.object({
  id: z.string(),
  title: z.string(),
  authorName: z.string(),
  originalDeleted: z.boolean(),
});
export type AdaptedFrom = z.infer<typeof adaptedFrom>;

const tagLists = {
  mealType: z.array(z.string()),
  cuisine: z.array(z.string()),
  diet: z.array(z.string()),
  intolerance: z.array(z.string()),
};

export const recipe = z.object({
  _id: id24,
  id: id24,
  title: z.string(),
  image: z.string(),
  ingredients: z.array(z.string()),
  instructions: z.array(z.string()),
  prepTime: z.number().nullable(),
  cookTime: z.number().nullable(),
  servings: z.string(),
  link: z.string(),
  tags: z.object(tagLists),
  ...tagLists,
  isPublic: z.boolean(),
  owner: z.object({ _id: id24, username: z.string() }),
  likeCount: z.number(),
  liked: z.boolean(),
  createdAt: timestamp,
  /** Only on a version (docs/decisions/037): what it was adapted from. */
  adaptedFrom: adaptedFrom.optional(),
});
export type Recipe = z.infer<typeof recipe>;
export const recipeList = z.array(recipe);

export const recipeListQuery = z.object({ limit: limitParam(100), offset: offsetParam });

/** SPEC §5 filters: each set filter is a comma-separated list, matched as "any of" against the recipe's tags. */
export const publicRecipesQuery = z.object({
  query: storableText().max(200, 'must be at most 200 characters').optional(),
  type: storableText().max(500, 'is too long').optional(),
  cuisine: storableText().max(1000, 'is too long').optional(),
  diet: storableText().max(500, 'is too long').optional(),
  intolerances: storableText().max(500, 'is too long').optional(),
  limit: limitParam(100),
  offset: offsetParam,
});

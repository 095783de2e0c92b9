import { z } from 'zod';
import { storableText } from './text.ts';

// The recipe provider under /provider (PROVIDER.md): Spoonacular's parameter names, values and envelopes, so any
// Spoonacular client works unchanged. Answers are declared loosely (required envelope, extra fields kept): in
// Spoonacular mode they are Spoonacular's own answers passed through.

/** Spoonacular booleans arrive as text: true/false (1/0 accepted too). */
const flag = z
  .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1')
  .optional();

const whole = (min: number, max: number) =>
  z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

const list = storableText().max(1000, 'is too long').optional();

export const providerSorts = ['popularity', 'meta-score', 'random', 'time', 'healthiness'] as const;

export const complexSearchQuery = z.object({
  apiKey: storableText().optional(),
  query: storableText().max(200, 'is too long').optional(),
  type: list,
  cuisine: list,
  diet: list,
  intolerances: list,
  includeIngredients: list,
  excludeIngredients: list,
  maxReadyTime: whole(1, 100_000).optional(),
  number: whole(1, 100).default(10),
  offset: whole(0, 900).default(0),
  sort: z
    .union([z.enum(providerSorts), z.literal('')], { message: `must be one of ${providerSorts.join(', ')}` })
    .optional(),
  sortDirection: z.enum(['asc', 'desc'], { message: 'must be asc or desc' }).optional(),
  addRecipeInformation: flag,
  addRecipeNutrition: flag,
  instructionsRequired: flag,
  fillIngredients: flag,
});
export type ComplexSearchQuery = z.infer<typeof complexSearchQuery>;

export const randomRecipesQuery = z.object({
  apiKey: storableText().optional(),
  number: whole(1, 100).default(10),
  tags: list,
  'include-tags': list,
  'exclude-tags': list,
  includeNutrition: flag,
  limitLicense: flag,
});
export type RandomRecipesQuery = z.infer<typeof randomRecipesQuery>;

export const providerRecipeParams = z.object({
  id: z.string().regex(/^\d{1,9}$/, 'must be a recipe number'),
});

export const providerRecipeQuery = z.object({
  apiKey: storableText().optional(),
  includeNutrition: flag,
  addWinePairing: flag,
  addTasteData: flag,
});

/** Spoonacular's error envelope. */
export const providerError = z.object({
  status: z.literal('failure'),
  code: z.number(),
  message: z.string(),
});

export const providerNutrient = z.looseObject({
  name: z.string(),
  amount: z.number(),
  unit: z.string(),
  percentOfDailyNeeds: z.number().optional(),
});

export const providerRecipeSummary = z.looseObject({
  id: z.number(),
  title: z.string(),
  image: z.string().optional(),
  imageType: z.string().optional(),
  /** The built-in source's extension for browse cards (Spoonacular sends these with addRecipeInformation). */
  readyInMinutes: z.number().optional(),
  /** The built-in source's extension: our members' likes on the recipe (the count its heart shows). */
  likeCount: z.number().int().min(0).optional(),
});

export const complexSearchAnswer = z.looseObject({
  offset: z.number(),
  number: z.number(),
  totalResults: z.number(),
  results: z.array(providerRecipeSummary),
});
export type ComplexSearchAnswer = z.infer<typeof complexSearchAnswer>;

/** One ingredient line of a recipe: `original` is the line as written ("2 cups milk"). */
export const providerIngredient = z.looseObject({
  id: z.number().optional(),
  name: z.string(),
  original: z.string().optional(),
  amount: z.number().optional(),
  unit: z.string().optional(),
});

/** The fields of a provider recipe the app reads; any others pass through (Spoonacular sends many more). */
export const providerRecipeInformation = z.looseObject({
  id: z.number(),
  title: z.string(),
  image: z.string().optional(),
  servings: z.number().optional(),
  readyInMinutes: z.number().optional(),
  preparationMinutes: z.number().nullable().optional(),
  cookingMinutes: z.number().nullable().optional(),
  dairyFree: z.boolean().optional(),
  glutenFree: z.boolean().optional(),
  aggregateLikes: z.number().optional(),
  extendedIngredients: z.array(providerIngredient).optional(),
  analyzedInstructions: z
    .array(
      z.looseObject({
        name: z.string().optional(),
        steps: z.array(z.looseObject({ number: z.number(), step: z.string() })),
      }),
    )
    .optional(),
  nutrition: z.looseObject({ nutrients: z.array(providerNutrient) }).optional(),
});
export type ProviderRecipeInformation = z.infer<typeof providerRecipeInformation>;

export const randomRecipesAnswer = z.looseObject({ recipes: z.array(providerRecipeInformation) });
export type RandomRecipesAnswer = z.infer<typeof randomRecipesAnswer>;

export const nutritionWidgetAnswer = z.looseObject({
  calories: z.string(),
  carbs: z.string(),
  fat: z.string(),
  protein: z.string(),
  bad: z.array(z.looseObject({ title: z.string() })),
  good: z.array(z.looseObject({ title: z.string() })),
  nutrients: z.array(providerNutrient),
});
export type NutritionWidgetAnswer = z.infer<typeof nutritionWidgetAnswer>;
export type ProviderNutrient = z.infer<typeof providerNutrient>;

export const equipmentWidgetAnswer = z.looseObject({
  equipment: z.array(z.looseObject({ name: z.string(), image: z.string() })),
});
export type EquipmentWidgetAnswer = z.infer<typeof equipmentWidgetAnswer>;

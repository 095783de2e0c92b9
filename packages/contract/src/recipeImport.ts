import { z } from 'zod';
import { storableText } from './text.ts';

// Import from a link (API.md "POST /api/recipes/import"): the member sends a page's address, the server reads the
// schema.org Recipe on it and answers a draft for the Create Recipe form. Nothing is saved.

export const recipeImportBody = z.object({
  // Checked as an absolute http(s) address without credentials by the server, which answers 400 naming the field.
  url: storableText({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(2000, 'must be at most 2000 characters'),
});

/** The draft fits createRecipeBody's limits, so the form can publish it once the member adds a photo or keeps ours. */
export const recipeDraft = z.object({
  title: z.string(),
  ingredients: z.array(z.string()),
  instructions: z.array(z.string()),
  prepTime: z.number().int().nullable(),
  cookTime: z.number().int().nullable(),
  readyInMinutes: z.number().int().nullable(),
  servings: z.string(),
  /** The page's picture, re-encoded and stored like an upload: an absolute URL on our origin, or null. */
  image: z.string().nullable(),
  /** The page the recipe came from (after redirects). */
  link: z.string(),
  tags: z.object({
    mealType: z.array(z.string()),
    cuisine: z.array(z.string()),
    diet: z.array(z.string()),
    intolerance: z.array(z.string()),
  }),
});
export type RecipeDraft = z.infer<typeof recipeDraft>;

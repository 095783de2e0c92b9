import { coverImages, defaultCoverImage } from '@potluck/domain';
import { z } from 'zod';
import { recipeRef } from './comments.ts';
import { id24 } from './common.ts';
import { shownText } from './text.ts';

// Cookbooks (API.md "Cookbooks"). Owners and accepted collaborators are all owners.

export const createCookbookBody = z.object({
  title: shownText({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(18, 'must be at most 18 characters'),
  coverImage: z
    .enum(coverImages, { error: `must be one of ${coverImages[0]} … ${coverImages.at(-1)}` })
    .optional()
    .default(defaultCoverImage),
  isPublic: z.boolean({ error: 'must be true or false' }).optional().default(false),
});

export const cookbookPrivacyBody = z.object({ isPublic: z.boolean({ error: 'must be true or false' }) });

/** A recipe in a cookbook: a member recipe id or a provider id (sent as text or a number). */
export const addRecipeBody = z.object({
  recipeId: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z.string({ error: 'is required' }).pipe(recipeRef),
  ),
});

export const cookbookRecipeParams = z.object({ id: id24, recipeId: recipeRef });

export const shareBody = z.object({ toUserId: id24 });

export const expandQuery = z.object({
  expand: z.enum(['recipes'], { error: 'may only be "recipes"' }).optional(),
});

/** What the cookbook page shows per card, resolved on the server for member and provider recipes alike. */
export const recipeSummary = z.object({
  id: z.string(),
  // null only for a provider recipe the server's catalogue does not hold (Spoonacular mode).
  title: z.string().nullable(),
  image: z.string().nullable(),
  readyInMinutes: z.number().nullable(),
  // Provider recipes count servings; a member recipe's servings are the text its author wrote ("4-6").
  servings: z.union([z.number(), z.string()]).nullable(),
});
export type RecipeSummary = z.infer<typeof recipeSummary>;

export const cookbook = z.object({
  _id: id24,
  id: id24,
  title: z.string(),
  coverImage: z.string(),
  isPublic: z.boolean(),
  owners: z.array(id24),
  ownerNames: z.array(z.object({ _id: id24, username: z.string() })),
  recipes: z.array(z.string()),
  recipeSummaries: z.array(recipeSummary).optional(),
});
export type Cookbook = z.infer<typeof cookbook>;
export const cookbookList = z.array(cookbook);

import { addDays, isIsoDate } from '@potluck/domain';
import { z } from 'zod';
import { recipeRef } from './comments.ts';
import { id24, imageInput, isoDay, limitParam, offsetParam, timestamp } from './common.ts';
import { adaptedFrom } from './recipes.ts';
import { shownText } from './text.ts';

// Cooked it (issue 41, docs/decisions/037-cooked-it.md): "I cooked this" on a recipe (a member's or the
// catalogue's), with the day, photos, a note, a rating and who sees it; what a recipe, a member's home page and a
// profile show of the cooks the viewer may see; a member's own history; and a recipe made one's own (a version),
// with what changed. Who sees a cook is decided by the server on every request: its cook, and then everyone, the
// cook's current friends, or nobody else, and only while the viewer may open the recipe.

export const cookLimits = {
  /** Photos of one cook; each bounded as every upload is (5 MB, 4096 pixels a side). */
  photos: 4,
  note: 1000,
  /** The first day a cook may be of. The last is tomorrow (UTC): it is already tomorrow somewhere. */
  firstDay: '1900-01-01',
  /** The most recent cooks of friends a home page shows at most. */
  friendsCooked: 50,
} as const;

export const cookVisibilities = ['private', 'friends', 'everyone'] as const;
export type CookVisibility = (typeof cookVisibilities)[number];

const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The day a member cooked: a real date from 1900 to tomorrow (UTC). */
export const cookDay = isoDay
  .refine((day) => day >= cookLimits.firstDay, `must be a date from ${cookLimits.firstDay} on`)
  .refine((day) => day <= addDays(todayUtc(), 1), 'must not be in the future');

export const logCookBody = z.object({
  /** Today (UTC) when left out; the app sends the member's own today. */
  day: cookDay.optional(),
  /** Data URLs as the app uploads any picture; stored re-encoded, without their metadata. */
  photos: z
    .array(imageInput, { error: 'must be a list of pictures' })
    .max(cookLimits.photos, `must have at most ${cookLimits.photos} photos`)
    .optional()
    .default([]),
  /** Other members read it: kept without hidden characters; markup stays text. */
  note: shownText({ error: 'must be text' })
    .trim()
    .max(cookLimits.note, `must be at most ${cookLimits.note} characters`)
    .optional()
    .default(''),
  rating: z
    .number({ error: 'must be a whole number from 1 to 5' })
    .int('must be a whole number from 1 to 5')
    .min(1, 'must be a whole number from 1 to 5')
    .max(5, 'must be a whole number from 1 to 5')
    .nullable()
    .optional()
    .default(null),
  /** `everyone` only for a public or a catalogue recipe. */
  visibility: z
    .enum(cookVisibilities, { error: `must be one of ${cookVisibilities.join(', ')}` })
    .optional()
    .default('friends'),
});
export type LogCookBody = z.input<typeof logCookBody>;

/** A recipe as a cook names it: its id, and its title and picture when the server still has them. */
const cookedRecipe = z.object({ id: z.string(), title: z.string().nullable(), image: z.string().nullable() });

export const cook = z.object({
  id: id24,
  recipe: cookedRecipe,
  member: z.object({ _id: id24, username: z.string(), profilePic: z.string() }),
  day: z.string(),
  note: z.string(),
  rating: z.number().int().min(1).max(5).nullable(),
  visibility: z.enum(cookVisibilities),
  photos: z.array(z.object({ image: z.string() })),
  createdAt: timestamp,
});
export type Cook = z.infer<typeof cook>;
/** Friends' recent cooks: a short list, bounded by its query's limit. */
export const cookList = z.array(cook);

/** Where the next page of a list of cooks starts: opaque to the app, sent back as it came. */
export const cookCursor = z
  .string()
  .regex(/^[0-9]{8}[0-9a-f]{24}$/, 'must be a cursor this server gave')
  .refine((cursor) => {
    const day = `${cursor.slice(0, 4)}-${cursor.slice(4, 6)}-${cursor.slice(6, 8)}`;
    return isIsoDate(day) && day >= cookLimits.firstDay;
  }, 'must be a cursor this server gave');

/** A page of cooks, newest first (by the day cooked); `next` is null on the last page. */
export const cookPage = z.object({ cooks: z.array(cook), next: cookCursor.nullable() });
export type CookPage = z.infer<typeof cookPage>;

export const cookPageQuery = z.object({ limit: limitParam(20), cursor: cookCursor.optional() });
export const friendsCookedQuery = z.object({
  limit: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(cookLimits.friendsCooked, `must be at most ${cookLimits.friendsCooked}`)
    .default(12),
});

/**
 * "Cooked 12 times · 4.4 from 9 ratings": over the cooks the viewer may see. Each member's latest rating among them
 * counts once (`ratings` members rated it); `average` is null without any. `yours`: the viewer's own cooks of it.
 */
export const cookSummary = z.object({
  count: z.number().int().min(0),
  ratings: z.number().int().min(0),
  average: z.number().min(1).max(5).nullable(),
  yours: z.object({ count: z.number().int().min(0), lastDay: z.string().nullable() }),
});
export type CookSummary = z.infer<typeof cookSummary>;

/** "You cooked this 3 times; last: 2 weeks ago": a member's own history, a recipe a row, last cooked first. */
export const cookHistory = z.object({
  recipes: z.array(
    z.object({
      recipe: cookedRecipe,
      count: z.number().int().min(1),
      lastDay: z.string(),
      /** Their latest rating of it, if any. */
      rating: z.number().int().min(1).max(5).nullable(),
    }),
  ),
  /** The offset of the next page, null on the last. */
  next: z.number().int().nullable(),
});
export type CookHistory = z.infer<typeof cookHistory>;
export const cookHistoryQuery = z.object({ limit: limitParam(20), offset: offsetParam });

export const cookParams = z.object({ id: id24 });
export const recipeCooksParams = z.object({ id: recipeRef });

// Versions ("Make it my own").

/** A version as the original lists it. */
export const recipeVersion = z.object({
  id: id24,
  title: z.string(),
  image: z.string(),
  owner: z.object({ _id: id24, username: z.string() }),
  createdAt: timestamp,
});

/** An original's versions the viewer may open, newest first, and how many there are. */
export const recipeVersions = z.object({
  count: z.number().int().min(0),
  versions: z.array(recipeVersion),
  /** The id to send as `before` for the next page; null on the last. */
  next: id24.nullable(),
});
export type RecipeVersions = z.infer<typeof recipeVersions>;
export const recipeVersionsQuery = z.object({ limit: limitParam(20), before: id24.optional() });

/** Lines of the original the version dropped, lines it added, lines it reworded (from → to), and how many it kept. */
const lineChanges = z.object({
  added: z.array(z.string()),
  removed: z.array(z.string()),
  changed: z.array(z.object({ from: z.string(), to: z.string() })),
  kept: z.number().int().min(0),
});

/** "What changed": a version's ingredients and steps against the original as it was when copied. */
export const versionChanges = z.object({
  original: adaptedFrom,
  ingredients: lineChanges,
  instructions: lineChanges,
});
export type VersionChanges = z.infer<typeof versionChanges>;
export type LineChanges = z.infer<typeof lineChanges>;

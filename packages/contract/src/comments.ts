import { z } from 'zod';
import { id24, limitParam, offsetParam, timestamp } from './common.ts';
import { storableText } from './text.ts';

// Comments and likes (API.md "Comments and likes"). `:id` names a member recipe (24 hex) or a provider recipe
// (a decimal id), so it has its own schema rather than id24.

/** A provider (catalogue or Spoonacular) recipe id: a positive decimal integer that fits PostgreSQL's integer. */
export const providerIdPattern = /^[1-9][0-9]{0,8}$/;

export const recipeRef = z
  .string()
  .regex(/^(?:[0-9a-f]{24}|[1-9][0-9]{0,8})$/, 'must be a member recipe id (24 hex) or a provider recipe id');

export const recipeRefParams = z.object({ id: recipeRef });

export const commentBody = z.object({
  text: storableText({ error: 'is required' })
    .trim()
    .min(3, 'Comment is too short! (at least 3 characters)')
    .max(150, 'must be at most 150 characters'),
});

export const comment = z.object({
  _id: id24,
  userId: id24,
  username: z.string(),
  text: z.string(),
  createdAt: timestamp,
});
export type Comment = z.infer<typeof comment>;
export const commentList = z.array(comment);

export const commentListQuery = z.object({ limit: limitParam(50), offset: offsetParam });

export const commentCount = z.object({ count: z.number() });

import { intolerances as intoleranceNames, unitSystems } from '@potluck/domain';
import { z } from 'zod';
import { id24, imageInput } from './common.ts';
import { storableText } from './text.ts';

// Members and sessions (API.md "Members and sessions").

export const username = storableText()
  .trim()
  .min(3, 'must be 3 to 30 characters')
  .max(30, 'must be 3 to 30 characters')
  .regex(/^[A-Za-z0-9_.-]+$/, 'may only hold letters, digits, _ . and -');

export const password = storableText()
  .min(6, 'must be at least 6 characters')
  .max(128, 'must be at most 128 characters');

const personName = storableText().trim().min(1, 'is required').max(50, 'must be at most 50 characters');
export const bio = storableText().trim().max(60, 'must be at most 60 characters');

// A multi-select may send option objects {value, label}; names are matched ignoring case and kept once each.
const intoleranceItem = z.preprocess(
  (item) => (typeof item === 'object' && item !== null && 'value' in item ? item.value : item),
  z.preprocess(
    (item) => (typeof item === 'string' ? item.trim().toLowerCase() : item),
    z.enum(intoleranceNames, { error: `must be one of: ${intoleranceNames.join(', ')}` }),
  ),
);
export const intoleranceList = z
  .array(intoleranceItem)
  .max(intoleranceNames.length * 2, 'has too many entries')
  .transform((list) => [...new Set(list)]);

export const registerBody = z.object({
  username,
  password,
  fName: personName,
  lName: personName,
  bio: bio.optional().default(''),
  intolerances: intoleranceList.optional().default([]),
});
export type RegisterBody = z.input<typeof registerBody>;

export const loginBody = z.object({
  username: storableText().trim().min(1, 'is required').max(200, 'is too long'),
  password: storableText().min(1, 'is required').max(200, 'is too long'),
});

/** Metric or US customary, or null until the member chooses ("Plan the week", part 2). */
export const unitsChoice = z.enum(unitSystems).nullable();

/**
 * The answer of login and of sign-up alike. `token` only tells the SPA it is logged in; the credential is the httpOnly session cookie. `_id` is the member's
 * id, so the SPA knows who is logged in without asking /api/profile again.
 */
export const sessionAnswer = z.object({
  token: z.string(),
  username: z.string(),
  isAdmin: z.boolean(),
  _id: id24,
  /** The units the member chose (null: not yet, the app follows the browser's locale). */
  units: unitsChoice.optional(),
});
export type SessionAnswer = z.infer<typeof sessionAnswer>;

const profileFields = {
  _id: id24,
  userId: id24,
  userInfo: id24,
  username: z.string(),
  fName: z.string(),
  lName: z.string(),
  bio: z.string(),
  profilePic: z.string(),
  coverImage: z.string(),
  friends: z.number().int(),
  isAdmin: z.boolean(),
};

export const profile = z.object({ ...profileFields, intolerances: z.array(z.string()), units: unitsChoice });
export type Profile = z.infer<typeof profile>;

export const relation = z.enum(['self', 'friends', 'incoming', 'outgoing', 'none']);
export type Relation = z.infer<typeof relation>;

/** Someone's profile: no intolerances (health data stays private), plus how they relate to you. */
export const publicProfile = z.object({ ...profileFields, relation });
export type PublicProfile = z.infer<typeof publicProfile>;

export const profileUpdateBody = z.object({
  fName: personName.optional(),
  lName: personName.optional(),
  bio: bio.optional(),
  profilePic: imageInput.optional(),
  coverImage: imageInput.optional(),
});
export type ProfileUpdateBody = z.infer<typeof profileUpdateBody>;

export const usernameParams = z.object({ username: storableText().min(1).max(100) });

export const userAnswer = z.object({ username: z.string() });

export const userSearchQuery = z.object({
  query: storableText().max(100, 'must be at most 100 characters').optional().default(''),
  currentUser: storableText().max(100).optional(),
});
/** Members whose username starts with the query, with their name, which pickers show first (issue 39). */
export const userSearchResult = z.array(
  z.object({ _id: id24, username: z.string(), fName: z.string(), lName: z.string() }),
);
export type UserSearchResult = z.infer<typeof userSearchResult>;

export const usernameChangeBody = z.object({
  currentPassword: storableText().min(1, 'is required').max(200),
  newUsername: username,
});
export const passwordChangeBody = z.object({
  currentPassword: storableText().min(1, 'is required').max(200),
  newPassword: password,
});
export const intolerancesBody = z.object({ intolerances: intoleranceList });
export const intolerancesAnswer = z.object({ intolerances: z.array(z.string()) });
export const unitsBody = z.object({
  units: z.enum(unitSystems, { message: `must be one of ${unitSystems.join(', ')}` }),
});
export type UnitsBody = z.infer<typeof unitsBody>;

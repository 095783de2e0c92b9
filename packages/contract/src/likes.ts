import { z } from 'zod';

/** A recipe's likes as the heart shows them: how many, and whether the member is one of them. */
export const likeState = z.object({ likeCount: z.number(), liked: z.boolean() });
export type LikeState = z.infer<typeof likeState>;

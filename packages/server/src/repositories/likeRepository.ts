import type { LikeState } from '@potluck/contract';
import type { Db } from '../db/db.ts';

// Likes on member and provider recipes. The primary key (recipe_id, member_id) is what keeps a like unique:
// toggling deletes the like or, when there was none, inserts it with ON CONFLICT DO NOTHING, so concurrent
// toggles never double-count and never fail. The count itself is kept in recipe_counts by a trigger on likes
// (migration 008), in the same transaction and only for a like really inserted or deleted.

export function createLikeRepository(db: Db) {
  async function state(recipeId: string, memberId: string, tx = db): Promise<LikeState> {
    const row = await tx.one<{ likeCount: number; liked: boolean }>(
      `SELECT coalesce((SELECT likes FROM recipe_counts WHERE recipe_id = $1), 0) AS "likeCount",
              EXISTS (SELECT 1 FROM likes WHERE recipe_id = $1 AND member_id = $2) AS liked`,
      [recipeId, memberId],
      'likes.state',
    );
    return { likeCount: Number(row?.likeCount ?? 0), liked: row?.liked ?? false };
  }

  return {
    state,

    /** Flips the member's like; `added` says whether this call created it (for the owner's notification). */
    toggle(recipeId: string, memberId: string, outer = db): Promise<LikeState & { added: boolean }> {
      return outer.transaction(async (tx) => {
        const [change] = await tx.query<{ removed: number; added: number }>(
          `WITH removed AS (
             DELETE FROM likes WHERE recipe_id = $1 AND member_id = $2 RETURNING 1
           ), added AS (
             INSERT INTO likes (recipe_id, member_id)
             SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM removed)
             ON CONFLICT DO NOTHING RETURNING 1
           )
           SELECT (SELECT count(*) FROM removed) AS removed, (SELECT count(*) FROM added) AS added`,
          [recipeId, memberId],
        );
        const after = await state(recipeId, memberId, tx);
        return { ...after, added: Number(change?.added ?? 0) > 0 };
      });
    },
  };
}

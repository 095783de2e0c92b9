import type { Comment } from '@potluck/contract';
import type { Db } from '../db/db.ts';
import { newId } from '../ids.ts';

// Comments on member and provider recipes, newest first, with the author's username in the same query. The count
// is the counter of migration 008 (recipe_counts, kept by a trigger on comments), not a count of the comments.

interface CommentRow {
  id: string;
  memberId: string;
  username: string;
  text: string;
  createdAt: Date | string;
}

function toComment(row: CommentRow): Comment {
  return {
    _id: row.id,
    userId: row.memberId,
    username: row.username,
    text: row.text,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

const commentColumns = `c.id, c.member_id AS "memberId", m.username, c.text, c.created_at AS "createdAt"`;

export function createCommentRepository(db: Db) {
  return {
    async list(recipeId: string, page: { limit: number; offset: number }): Promise<Comment[]> {
      // The page is cut before the join: joined first, the planner sized a cache of authors (Memoize) for all
      // of a hot recipe's 100,000 comments, 20 ms on PGlite, to then read 50 of them.
      const rows = await db.query<CommentRow>(
        `SELECT ${commentColumns}
           FROM (SELECT * FROM comments WHERE recipe_id = $1
                  ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3) c
           JOIN members m ON m.id = c.member_id
          ORDER BY c.created_at DESC, c.id DESC`,
        [recipeId, page.limit, page.offset],
      );
      return rows.map(toComment);
    },

    async count(recipeId: string): Promise<number> {
      const row = await db.one<{ count: number }>(
        'SELECT comments AS count FROM recipe_counts WHERE recipe_id = $1',
        [recipeId],
      );
      return Number(row?.count ?? 0);
    },

    async create(recipeId: string, memberId: string, text: string, tx = db): Promise<Comment> {
      const createdAt = new Date();
      const rows = await tx.query<CommentRow>(
        `WITH c AS (
           INSERT INTO comments (id, recipe_id, member_id, text, created_at) VALUES ($1, $2, $3, $4, $5)
           RETURNING *
         )
         SELECT ${commentColumns} FROM c JOIN members m ON m.id = c.member_id`,
        [newId(createdAt), recipeId, memberId, text, createdAt],
      );
      const [row] = rows;
      if (!row) throw new Error('comment insert returned no row');
      return toComment(row);
    },
  };
}

import type { Comment } from '@potluck/contract';
import type { Db } from '../db/db.ts';
import { newId } from '../ids.ts';

// Comments on member and provider recipes, newest first, with the author's username in the same query.

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
      const rows = await db.query<CommentRow>(
        `SELECT ${commentColumns} FROM comments c JOIN members m ON m.id = c.member_id
          WHERE c.recipe_id = $1 ORDER BY c.created_at DESC, c.id DESC LIMIT $2 OFFSET $3`,
        [recipeId, page.limit, page.offset],
      );
      return rows.map(toComment);
    },

    async count(recipeId: string): Promise<number> {
      const row = await db.one<{ count: number }>(
        'SELECT count(*) AS count FROM comments WHERE recipe_id = $1',
        [recipeId],
      );
      return Number(row?.count ?? 0);
    },

    async create(recipeId: string, memberId: string, text: string, createdAt = new Date()): Promise<Comment> {
      const rows = await db.query<CommentRow>(
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

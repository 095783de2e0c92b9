import type { AdminRuntime, AdminUser } from '@potluck/contract';
import type { Db } from '../db/db.ts';
import { sessionsChanged } from '../sessions.ts';

// What the admin dashboard reads and the one destructive thing it does: deleting a member with all that is
// theirs. Likes and comments have no foreign key to recipes (they may name provider recipes), so those on the
// member's recipes are deleted explicitly; the rest follows from ON DELETE CASCADE on members. A potluck's guests
// without an account (decision 035) are no members here: never listed, counted or deleted one by one (they go with
// their potluck).

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

// Provider recipe ids are decimal integers; the CASE keeps the cast away from member (hex) ids.
const titleOf = (column: string) => `coalesce(
  (SELECT r.title FROM recipes r WHERE r.id = ${column}),
  (SELECT p.title FROM provider_recipes p
    WHERE p.id = CASE WHEN ${column} ~ '^[0-9]{1,9}$' THEN ${column}::integer END),
  'Recipe ' || ${column})`;

export function createAdminRepository(db: Db) {
  return {
    async users(options: { query: string; limit: number; offset: number }): Promise<AdminUser[]> {
      const rows = await db.query<{ _id: string; username: string; isAdmin: boolean; createdAt: Date }>(
        `SELECT id AS "_id", username, is_admin AS "isAdmin", created_at AS "createdAt" FROM members
          WHERE guest_of IS NULL AND ($1 = '' OR lower(username) LIKE '%' || $1 || '%' ESCAPE '\\')
          ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
        [escapeLike(options.query.trim().toLowerCase()), options.limit, options.offset],
      );
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },

    /** Deletes the member and everything theirs in one transaction; false when there was no such member. */
    deleteMember(id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const found = await tx.one<{ guests: string[] }>(
          `SELECT ARRAY(SELECT g.id FROM potlucks p JOIN members g ON g.guest_of = p.id WHERE p.host_id = $1)
                  AS guests
             FROM members WHERE id = $1 AND guest_of IS NULL FOR UPDATE`,
          [id],
        );
        if (!found) return false;
        const theirRecipes = 'SELECT id FROM recipes WHERE owner_id = $1';
        await tx.query(`DELETE FROM likes WHERE recipe_id IN (${theirRecipes})`, [id]);
        await tx.query(`DELETE FROM comments WHERE recipe_id IN (${theirRecipes})`, [id]);
        await tx.query(`DELETE FROM cookbook_recipes WHERE recipe_id IN (${theirRecipes})`, [id]);
        // Cookbooks they share with other owners stay with those owners; the ones only they own go.
        await tx.query(
          `DELETE FROM cookbooks c
            WHERE EXISTS (SELECT 1 FROM cookbook_owners o WHERE o.cookbook_id = c.id AND o.member_id = $1)
              AND NOT EXISTS (SELECT 1 FROM cookbook_owners o WHERE o.cookbook_id = c.id AND o.member_id <> $1)`,
          [id],
        );
        await tx.query('DELETE FROM members WHERE id = $1', [id]);
        // Their sessions went with them (ON DELETE CASCADE), and so did their potlucks' guests without an account
        // with theirs; remembered lookups and open streams go after the commit.
        await sessionsChanged(tx, [id, ...found.guests]);
        return true;
      });
    },

    // The top lists rank the counters of migration 008 (one row per recipe) rather than grouping every
    // comment and like.
    topCommented(limit: number) {
      return db.query<{ recipeId: string; title: string; commentCount: number }>(
        `SELECT t.recipe_id AS "recipeId", ${titleOf('t.recipe_id')} AS title, t.comments AS "commentCount"
           FROM (SELECT recipe_id, comments FROM recipe_counts WHERE comments > 0
                  ORDER BY comments DESC, recipe_id LIMIT $1) t
          ORDER BY t.comments DESC, t.recipe_id`,
        [limit],
      );
    },

    topLiked(limit: number) {
      return db.query<{ recipeId: string; title: string; likeCount: number }>(
        `SELECT t.recipe_id AS "recipeId", ${titleOf('t.recipe_id')} AS title, t.likes AS "likeCount"
           FROM (SELECT recipe_id, likes FROM recipe_counts WHERE likes > 0
                  ORDER BY likes DESC, recipe_id LIMIT $1) t
          ORDER BY t.likes DESC, t.recipe_id`,
        [limit],
      );
    },

    /**
     * What the embedded database holds in this process's memory (GET /api/admin/runtime): its WebAssembly memory,
     * PostgreSQL's shared memory in it (the buffer pool among it) and the backend's memory contexts. Null on
     * PostgreSQL, whose memory is its own processes'.
     */
    async databaseMemory(): Promise<AdminRuntime['database']> {
      const webAssemblyMemory = db.memoryInThisProcess();
      if (webAssemblyMemory === undefined) return null;
      const row = await db.one<Omit<NonNullable<AdminRuntime['database']>, 'webAssemblyMemory'>>(
        `SELECT (SELECT sum(allocated_size) FROM pg_shmem_allocations)::bigint AS "sharedMemory",
                (SELECT coalesce(sum(allocated_size), 0) FROM pg_shmem_allocations
                  WHERE name = 'Buffer Blocks')::bigint AS "bufferPool",
                (SELECT sum(total_bytes) FROM pg_backend_memory_contexts)::bigint AS "memoryContexts"`,
      );
      if (!row) return null;
      return { webAssemblyMemory, ...row };
    },
  };
}

import type { PotluckMessage } from '@potluck/contract';
import type { Db } from '../db/db.ts';
import { newId } from '../ids.ts';
import { mayOpenPotluck } from './whoMayOpen.ts';

// A potluck's thread (migration 018): messages of everyone who may open the potluck, read newest first a page at a
// time. Both statements check the access in SQL (mayOpenPotluck), so a member who lost the potluck reads and
// writes nothing.

interface MessageRow {
  id: string;
  authorId: string;
  username: string;
  fName: string;
  lName: string;
  text: string;
  createdAt: Date;
}

const messageOf = (row: MessageRow): PotluckMessage => ({
  id: row.id,
  author: { id: row.authorId, username: row.username, fName: row.fName, lName: row.lName },
  text: row.text,
  createdAt: new Date(row.createdAt).toISOString(),
});

export function createPotluckThreadRepository(db: Db) {
  return {
    /** A page of the thread (newest first, before the message `before`), or undefined when the member may not open it. */
    async page(
      potluckId: string,
      memberId: string,
      options: { limit: number; before?: string | undefined },
    ): Promise<PotluckMessage[] | undefined> {
      const opened = await db.one(
        `SELECT 1 FROM potlucks p WHERE p.id = $1 AND ${mayOpenPotluck('p', '$2')}`,
        [potluckId, memberId],
      );
      if (!opened) return undefined;
      const rows = await db.query<MessageRow>(
        `SELECT t.id, m.id AS "authorId", m.username, m.f_name AS "fName", m.l_name AS "lName", t.text,
                t.created_at AS "createdAt"
           FROM potluck_messages t JOIN members m ON m.id = t.author_id
          WHERE t.potluck_id = $1 AND ($2::text IS NULL OR t.id < $2)
          ORDER BY t.id DESC LIMIT $3`,
        [potluckId, options.before ?? null, options.limit],
      );
      return rows.map(messageOf);
    },

    /** Writes a message if the member may open the potluck; the message, or undefined. */
    async add(potluckId: string, memberId: string, text: string): Promise<PotluckMessage | undefined> {
      const row = await db.one<MessageRow>(
        `WITH added AS (
           INSERT INTO potluck_messages (id, potluck_id, author_id, text)
           SELECT $1, p.id, $3, $4 FROM potlucks p WHERE p.id = $2 AND ${mayOpenPotluck('p', '$3')}
           RETURNING id, author_id, text, created_at)
         SELECT a.id, m.id AS "authorId", m.username, m.f_name AS "fName", m.l_name AS "lName", a.text,
                a.created_at AS "createdAt"
           FROM added a JOIN members m ON m.id = a.author_id`,
        [newId(), potluckId, memberId, text],
      );
      return row && messageOf(row);
    },
  };
}

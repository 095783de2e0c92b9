import type { PotluckMessage } from '@potluck/contract';
import type { Db } from '../db/db.ts';
import { newId } from '../ids.ts';
import { refuse } from '../potlucks/refusals.ts';
import { changeOf, type PotluckChange, potluckAudience, potluckMemberColumns } from './potluckRows.ts';
import { mayOpenPotluck } from './whoMayOpen.ts';

// A potluck's thread (migration 018): messages of everyone who may open the potluck, read newest first a page at a
// time. Both statements check the access in SQL (mayOpenPotluck), so a member who lost the potluck reads and
// writes nothing (refused as missing). A message leaves the potluck's version as it was: its news tells the
// version the potluck is at.

interface MessageRow {
  id: string;
  authorId: string;
  authorUsername: string;
  authorFName: string;
  authorLName: string;
  authorGuest: boolean;
  text: string;
  createdAt: Date;
}

const messageOf = (row: MessageRow): PotluckMessage => ({
  id: row.id,
  author: {
    id: row.authorId,
    username: row.authorUsername,
    fName: row.authorFName,
    lName: row.authorLName,
    guest: row.authorGuest,
  },
  text: row.text,
  createdAt: new Date(row.createdAt).toISOString(),
});

export function createPotluckThreadRepository(db: Db) {
  return {
    /** A page of the thread (newest first, before the message `before`), if the member may open the potluck. */
    async page(
      potluckId: string,
      memberId: string,
      options: { limit: number; before?: string | undefined },
    ): Promise<PotluckMessage[]> {
      const opened = await db.one(
        `SELECT 1 FROM potlucks p WHERE p.id = $1 AND ${mayOpenPotluck('p', '$2')}`,
        [potluckId, memberId],
      );
      if (!opened) refuse({ reason: 'missing' });
      const rows = await db.query<MessageRow>(
        `SELECT t.id, ${potluckMemberColumns('m', 'author')}, t.text, t.created_at AS "createdAt"
           FROM potluck_messages t JOIN members m ON m.id = t.author_id
          WHERE t.potluck_id = $1 AND ($2::text IS NULL OR t.id < $2)
          ORDER BY t.id DESC LIMIT $3`,
        [potluckId, options.before ?? null, options.limit],
      );
      return rows.map(messageOf);
    },

    /** Writes a message if the member may open the potluck: the message, and its news. */
    async add(
      potluckId: string,
      memberId: string,
      text: string,
    ): Promise<{ message: PotluckMessage; news: PotluckChange }> {
      const row = await db.one<MessageRow & { version: Date; audience: string[] }>(
        `WITH added AS (
           INSERT INTO potluck_messages (id, potluck_id, author_id, text)
           SELECT $1, p.id, $3, $4 FROM potlucks p WHERE p.id = $2 AND ${mayOpenPotluck('p', '$3')}
           RETURNING id, potluck_id, author_id, text, created_at)
         SELECT a.id, ${potluckMemberColumns('m', 'author')}, a.text, a.created_at AS "createdAt", p.updated_at AS version, ${potluckAudience('$2')} AS audience
           FROM added a JOIN members m ON m.id = a.author_id JOIN potlucks p ON p.id = a.potluck_id`,
        [newId(), potluckId, memberId, text],
      );
      if (!row) refuse({ reason: 'missing' });
      return { message: messageOf(row), news: changeOf(potluckId, row) };
    },
  };
}

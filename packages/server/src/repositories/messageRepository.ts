import type { Message } from '@potluck/contract';
import type { Db } from '../db/db.ts';
import { newId } from '../ids.ts';

// Chat messages between two members. Ids are time-ordered, so "before" is an id cursor and a page is one
// range of the conversation index.

interface MessageRow {
  _id: string;
  sender: string;
  recipient: string;
  text: string;
  createdAt: Date;
}

const shape = (row: MessageRow): Message => ({ ...row, createdAt: row.createdAt.toISOString() });

export function createMessageRepository(db: Db) {
  return {
    /** The latest `limit` messages between a and b (before the cursor), oldest first. */
    async conversation(
      a: string,
      b: string,
      options: { limit: number; before?: string },
    ): Promise<Message[]> {
      const rows = await db.query<MessageRow>(
        `SELECT id AS "_id", sender_id AS sender, recipient_id AS recipient, text, created_at AS "createdAt"
           FROM messages
          WHERE least(sender_id, recipient_id) = least($1::text, $2::text)
            AND greatest(sender_id, recipient_id) = greatest($1::text, $2::text)
            AND ($3::text IS NULL OR id < $3)
          ORDER BY id DESC LIMIT $4`,
        [a, b, options.before ?? null, options.limit],
        'messages.conversation',
      );
      return rows.reverse().map(shape);
    },

    /** Stores the message if sender and recipient are friends; undefined when they are not. */
    async sendToFriend(sender: string, recipient: string, text: string): Promise<Message | undefined> {
      const row = await db.one<MessageRow>(
        `INSERT INTO messages (id, sender_id, recipient_id, text)
         SELECT $1, $2, $3, $4
          WHERE EXISTS (SELECT 1 FROM friendships WHERE member_id = $2 AND friend_id = $3)
         RETURNING id AS "_id", sender_id AS sender, recipient_id AS recipient, text, created_at AS "createdAt"`,
        [newId(), sender, recipient, text],
        'messages.send',
      );
      return row && shape(row);
    },
  };
}

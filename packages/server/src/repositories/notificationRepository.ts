import type { Notification } from '@potluck/contract';
import type { Db } from '../db/db.ts';

// A member's notifications with who caused them, in one query. New ones are created through notify()
// (src/notifications.ts) so they are also pushed to open event streams.

interface NotificationRow {
  _id: string;
  type: string;
  read: boolean;
  createdAt: Date;
  data: Notification['data'] | null;
  fromId: string | null;
  fromUsername: string | null;
  fromFName: string | null;
  fromLName: string | null;
  fromProfilePic: string | null;
}

function shape(row: NotificationRow): Notification {
  const { recipeId, commentId, cookbookId } = row.data ?? {};
  return {
    _id: row._id,
    type: row.type,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
    fromUser:
      row.fromId === null
        ? null
        : {
            _id: row.fromId,
            username: row.fromUsername ?? '',
            fName: row.fromFName ?? '',
            lName: row.fromLName ?? '',
            profilePic: row.fromProfilePic ?? '',
          },
    data: {
      ...(typeof recipeId === 'string' ? { recipeId } : {}),
      ...(typeof commentId === 'string' ? { commentId } : {}),
      ...(typeof cookbookId === 'string' ? { cookbookId } : {}),
    },
  };
}

export function createNotificationRepository(db: Db) {
  return {
    async list(memberId: string, options: { limit: number; before?: string }): Promise<Notification[]> {
      const rows = await db.query<NotificationRow>(
        `SELECT n.id AS "_id", n.type, n.read, n.created_at AS "createdAt", n.data,
                m.id AS "fromId", m.username AS "fromUsername", m.f_name AS "fromFName", m.l_name AS "fromLName",
                m.profile_pic AS "fromProfilePic"
           FROM notifications n LEFT JOIN members m ON m.id = n.from_id
          WHERE n.member_id = $1 AND ($2::text IS NULL OR n.id < $2)
          ORDER BY n.id DESC LIMIT $3`,
        [memberId, options.before ?? null, options.limit],
        'notifications.list',
      );
      return rows.map(shape);
    },

    /** Marks one of the member's notifications read; false when it is not theirs or does not exist. */
    async markRead(memberId: string, id: string): Promise<boolean> {
      const rows = await db.query(
        'UPDATE notifications SET read = true WHERE id = $1 AND member_id = $2 RETURNING id',
        [id, memberId],
      );
      return rows.length > 0;
    },

    async clear(memberId: string): Promise<number> {
      const rows = await db.query('DELETE FROM notifications WHERE member_id = $1 RETURNING id', [memberId]);
      return rows.length;
    },
  };
}

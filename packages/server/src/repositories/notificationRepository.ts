import type { Notification } from '@potluck/contract';
import type { NotificationAnswer } from '@potluck/domain';
import type { Db } from '../db/db.ts';
import { mayOpenPotluck } from './whoMayOpen.ts';

// A member's notifications with who caused them, what they are about (the recipe's or cookbook's title) and, for
// friend requests and cookbook invitations, how they were answered: all in one query, whatever the page size.
// New ones are created through notify() (src/notifications.ts) so they are also pushed to open event streams.

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
  subject: string | null;
  answer: NotificationAnswer | null;
}

function shape(row: NotificationRow): Notification {
  const { recipeId, commentId, cookbookId, potluckId } = row.data ?? {};
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
      ...(typeof potluckId === 'string' ? { potluckId } : {}),
    },
    subject: row.subject,
    answer: row.answer === 'accepted' || row.answer === 'declined' ? row.answer : null,
  };
}

// The answer is written on the notification when the member answers (answered()); older rows, or requests that
// went away otherwise, are read from what holds now: still pending (no answer yet), friends or an owner
// (accepted), else declined.
const answerColumn = `CASE
  WHEN n.type = 'friend_request' THEN COALESCE(n.data->>'answer', CASE
    WHEN EXISTS (SELECT 1 FROM friend_requests q WHERE q.from_id = n.from_id AND q.to_id = n.member_id) THEN NULL
    WHEN EXISTS (SELECT 1 FROM friendships f WHERE f.member_id = n.member_id AND f.friend_id = n.from_id)
      THEN 'accepted'
    ELSE 'declined' END)
  WHEN n.type = 'cookbook_share_request' THEN COALESCE(n.data->>'answer', CASE
    WHEN EXISTS (SELECT 1 FROM cookbook_invites i
                  WHERE i.cookbook_id = n.data->>'cookbookId' AND i.invitee_id = n.member_id) THEN NULL
    WHEN EXISTS (SELECT 1 FROM cookbook_owners o
                  WHERE o.cookbook_id = n.data->>'cookbookId' AND o.member_id = n.member_id) THEN 'accepted'
    ELSE 'declined' END)
  END`;

export function createNotificationRepository(db: Db) {
  return {
    async list(memberId: string, options: { limit: number; before?: string }): Promise<Notification[]> {
      const rows = await db.query<NotificationRow>(
        `SELECT n.id AS "_id", n.type, n.read, n.created_at AS "createdAt", n.data,
                m.id AS "fromId", m.username AS "fromUsername", m.f_name AS "fromFName", m.l_name AS "fromLName",
                m.profile_pic AS "fromProfilePic",
                CASE WHEN n.type IN ('recipe_like', 'recipe_comment', 'recipe_cooked') THEN r.title
                     WHEN n.data ? 'potluckId' THEN pot.title ELSE c.title END AS subject,
                ${answerColumn} AS answer
           FROM notifications n
           LEFT JOIN members m ON m.id = n.from_id
           LEFT JOIN recipes r ON r.id = n.data->>'recipeId'
           LEFT JOIN cookbooks c ON c.id = n.data->>'cookbookId'
           LEFT JOIN potlucks pot ON pot.id = n.data->>'potluckId'
                 AND ${mayOpenPotluck('pot', 'n.member_id')}
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

    /**
     * Writes the member's answer on the notifications that asked it (a friend request from `fromId`, or the
     * invitations to `cookbookId`) and marks them read, wherever the member answered (profile or panel).
     */
    async answered(
      memberId: string,
      question: { friendRequestFrom: string } | { cookbookId: string },
      answer: NotificationAnswer,
      tx: Db = db,
    ): Promise<void> {
      const [type, about] =
        'friendRequestFrom' in question
          ? ['friend_request', 'from_id']
          : ['cookbook_share_request', "data->>'cookbookId'"];
      await tx.query(
        `UPDATE notifications SET read = true, data = data || jsonb_build_object('answer', $3::text)
          WHERE member_id = $1 AND type = '${type}' AND ${about} = $2 AND data->>'answer' IS NULL`,
        [
          memberId,
          'friendRequestFrom' in question ? question.friendRequestFrom : question.cookbookId,
          answer,
        ],
      );
    },

    async clear(memberId: string): Promise<number> {
      const rows = await db.query('DELETE FROM notifications WHERE member_id = $1 RETURNING id', [memberId]);
      return rows.length;
    },
  };
}

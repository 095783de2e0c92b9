import type { LiveEvent } from '@potluck/contract';
import type { SentNotificationType } from '@potluck/domain';
import type { Db } from './db/db.ts';
import { publish, publishMany } from './events.ts';
import { newId } from './ids.ts';

// The one way to notify a member (likes, comments, friend requests, cookbook shares, potlucks): insert the notification
// and push it to the member's open event streams. Nobody is notified of their own actions, and a potluck's guest
// without an account (decision 035) of nothing: they have no notifications to read, only their potluck's page.

/** SQL true when the member `memberId` names may be notified: a member, not a guest without an account. */
const notifiable = (memberId: string) =>
  `NOT EXISTS (SELECT 1 FROM members guest_ WHERE guest_.id = ${memberId} AND guest_.guest_of IS NOT NULL)`;

export type NotificationType = SentNotificationType;

export interface NotificationData {
  recipeId?: string;
  commentId?: string;
  cookbookId?: string;
  potluckId?: string;
  /** The cook a recipe_cooked notification is about: deleting the cook deletes the notification. */
  cookId?: string;
}

export interface NewNotification {
  memberId: string;
  fromId: string;
  type: NotificationType;
  data?: NotificationData;
}

/** Inserts the notification and returns its id; undefined when the member would be notifying themselves. */
export async function notify(db: Db, notification: NewNotification): Promise<string | undefined> {
  const { memberId, fromId, type, data = {} } = notification;
  if (memberId === fromId) return undefined;
  const id = newId();
  await db.query(
    `INSERT INTO notifications (id, member_id, from_id, type, data)
     VALUES ($1, $2, $3, $4, $5::jsonb)`,
    [id, memberId, fromId, type, JSON.stringify(data)],
  );
  await publish(db, memberId, { type: 'notification', notificationId: id, notificationType: type });
  return id;
}

/**
 * Notifies several members of the same thing in one statement (a potluck's guests), each but the one who caused
 * it and guests without an account, and pushes it to their open event streams; the number notified.
 */
export async function notifyMany(
  db: Db,
  notification: Omit<NewNotification, 'memberId'> & { memberIds: readonly string[] },
): Promise<number> {
  const { memberIds, fromId, type, data = {} } = notification;
  const members = [...new Set(memberIds)].filter((memberId) => memberId !== fromId);
  if (members.length === 0) return 0;
  const notified = await db.query<{ memberId: string; id: string }>(
    `INSERT INTO notifications (id, member_id, from_id, type, data)
     SELECT n.id, n.member_id, $3, $4, $5::jsonb FROM unnest($1::text[], $2::text[]) AS n(id, member_id)
      WHERE ${notifiable('n.member_id')}
     RETURNING member_id AS "memberId", id`,
    [members.map(() => newId()), members, fromId, type, JSON.stringify(data)],
  );
  await publishMany(db, notifiedEvents(notified, type));
  return notified.length;
}

/**
 * For a write that notifies in its own statement (a potluck claim tells the course's other cooks): SQL for a
 * data-modifying CTE that inserts one notification for each member `members` picks (a query of a column
 * member_id), but the one who caused it and guests without an account, from `params.from` with `params.data`, ids taken in order from the
 * `params.ids` array (newNotificationIds: as many as `members` may pick); it returns member_id and id, for
 * notifiedEvents.
 */
export function notifyManySql(
  members: string,
  type: NotificationType,
  params: { ids: string; from: string; data: string },
): string {
  return `INSERT INTO notifications (id, member_id, from_id, type, data)
    SELECT ids.id, picked.member_id, ${params.from}, '${type}', ${params.data}::jsonb
      FROM (SELECT member_id, row_number() OVER (ORDER BY member_id) AS n
              FROM (${members}) AS members
             WHERE member_id <> ${params.from} AND ${notifiable('members.member_id')}) AS picked
      JOIN unnest(${params.ids}::text[]) WITH ORDINALITY AS ids(id, n) ON ids.n = picked.n
    RETURNING member_id, id`;
}

/** The rows of notifyManySql's CTE named `cte` as one JSON value: what notifiedEvents takes. */
export const notifiedJson = (cte: string) =>
  `(SELECT coalesce(json_agg(json_build_object('memberId', member_id, 'id', id)), '[]') FROM ${cte})`;

/** Ids for the notifications of notifyManySql, at most `count` of them. */
export const newNotificationIds = (count: number): string[] => Array.from({ length: count }, () => newId());

/** The live events telling the members notifyManySql notified (its rows as memberId and id). */
export const notifiedEvents = (
  rows: readonly { memberId: string; id: string }[],
  type: NotificationType,
): { memberIds: string[]; event: LiveEvent }[] =>
  rows.map((row) => ({
    memberIds: [row.memberId],
    event: { type: 'notification', notificationId: row.id, notificationType: type },
  }));

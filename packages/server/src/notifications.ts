import type { SentNotificationType } from '@potluck/domain';
import type { Db } from './db/db.ts';
import { publish } from './events.ts';
import { newId } from './ids.ts';

// The one way to notify a member (likes, comments, friend requests, cookbook shares): insert the notification
// and push it to the member's open event streams. Nobody is notified of their own actions.

export type NotificationType = SentNotificationType;

export interface NotificationData {
  recipeId?: string;
  commentId?: string;
  cookbookId?: string;
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

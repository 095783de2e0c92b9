// The notifications machine's snapshot as the bell (unread count, panel open or closed) and the design system's
// NotificationPanel props, for the top bar and /notifications (SPEC §2, §4).
import type { Notification } from '@potluck/contract';
import { unreadCount } from '@potluck/domain';
import type { NotificationPanelProps, NotificationRow, TopBarBell } from '@potluck/ui';
import type { SnapshotFrom } from 'xstate';
import type { NotificationsEvent, notificationsMachine } from '../../machines/notificationsMachine.ts';

type NotificationsSnapshot = SnapshotFrom<typeof notificationsMachine>;
type Send = (event: NotificationsEvent) => void;

/** One notification as a row of the panel. */
export const toNotificationRow = (notification: Notification): NotificationRow => ({
  id: notification._id,
  type: notification.type,
  read: notification.read,
  createdAt: notification.createdAt,
  fromUser: notification.fromUser && { id: notification.fromUser._id, ...notification.fromUser },
});

/** The notifications shown: share requests being answered are hidden until the server has its answer. */
const shown = (snapshot: NotificationsSnapshot) =>
  snapshot.context.notifications.filter((n) => !snapshot.context.hidden.includes(n._id));

export function selectNotificationPanel(snapshot: NotificationsSnapshot, send: Send): NotificationPanelProps {
  const notifications = shown(snapshot);
  const answer = (id: string, accept: boolean) => {
    const type = notifications.find((n) => n._id === id)?.type;
    send({ type: type === 'cookbook_share_request' ? 'share.answer' : 'friendRequest.answer', id, accept });
  };
  return {
    notifications: notifications.map(toNotificationRow),
    onAccept: ({ id }) => answer(id, true),
    onDeny: ({ id }) => answer(id, false),
    onRead: ({ id }) => send({ type: 'notification.read', id }),
    onClear: () => send({ type: 'notifications.clear' }),
  };
}

export function selectBell(snapshot: NotificationsSnapshot, send: Send): TopBarBell {
  return {
    unread: unreadCount(shown(snapshot)),
    open: snapshot.matches({ panel: 'open' }),
    onOpenChange: ({ open }) => send({ type: open ? 'panel.open' : 'panel.close' }),
    panel: selectNotificationPanel(snapshot, send),
  };
}

// The notifications actor as the design system's NotificationPanel props, for the bell and /notifications.
import type { Notification } from '@potluck/contract';
import { unreadCount } from '@potluck/domain';
import type { NotificationPanelProps } from '@potluck/ui';
import { useSelector } from '@xstate/react';
import { useMember } from './AppActors.tsx';

export function useNotificationPanel(): { panel: NotificationPanelProps; unread: number; open: boolean } {
  const { notifications } = useMember();
  const list = useSelector(notifications, (snapshot) =>
    snapshot.context.notifications.filter((n) => !snapshot.context.hidden.includes(n._id)),
  );
  const open = useSelector(notifications, (snapshot) => snapshot.matches({ panel: 'open' }));
  const answer = (id: string, accept: boolean) => {
    const notification = list.find((n: Notification) => n._id === id);
    const type = notification?.type === 'cookbook_share_request' ? 'share.answer' : 'friendRequest.answer';
    notifications.send({ type, id, accept });
  };
  return {
    open,
    unread: unreadCount(list),
    panel: {
      notifications: list.map((n) => ({
        id: n._id,
        type: n.type,
        read: n.read,
        createdAt: n.createdAt,
        fromUser: n.fromUser && { id: n.fromUser._id, ...n.fromUser },
      })),
      onAccept: ({ id }) => answer(id, true),
      onDeny: ({ id }) => answer(id, false),
      onRead: ({ id }) => notifications.send({ type: 'notification.read', id }),
      onClear: () => notifications.send({ type: 'notifications.clear' }),
    },
  };
}

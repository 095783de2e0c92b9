// The notifications actor as the top bar's bell and the NotificationPanel props, for the bell and /notifications
// (app/selectors/notificationPanel.ts). The result is the TopBar's `bell` prop as it stands.
import type { TopBarBell } from '@potluck/ui';
import { useSelector } from '@xstate/react';
import { RouterLink } from '../links.tsx';
import { selectBell } from '../selectors/notificationPanel.ts';
import { useMember } from './AppActors.tsx';

export function useNotificationPanel(): TopBarBell {
  const { notifications } = useMember();
  const snapshot = useSelector(notifications, (s) => s);
  return selectBell(snapshot, notifications.send, { Link: RouterLink });
}

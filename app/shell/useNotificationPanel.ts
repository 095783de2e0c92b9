// The notifications actor as the top bar's bell and the NotificationPanel props, for the bell and /notifications
// (app/selectors/notificationPanel.ts). The result is the TopBar's `bell` prop as it stands. Until the actor has
// started (after the page's first paint, AppActors.tsx) the bell has no count and what the member does with it
// waits for the actor. The bell is the same object until the actor's snapshot changes, so the top bar (memoised
// in the design system) is not drawn again when the page's own actor changes (decision 030).
import type { TopBarBell } from '@potluck/ui';
import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import type { NotificationsEvent } from '../../machines/notificationsMachine.ts';
import { RouterLink } from '../links.tsx';
import { selectBell, selectBellBeforeStart } from '../selectors/notificationPanel.ts';
import { useMember, useShellActors } from './AppActors.tsx';

export function useNotificationPanel(): TopBarBell {
  const { whenShellActors } = useMember();
  const notifications = useShellActors()?.notifications;
  const snapshot = useSelector(notifications, (s) => s);
  const sendLater = useCallback(
    (event: NotificationsEvent) => void whenShellActors.then((actors) => actors.notifications.send(event)),
    [whenShellActors],
  );
  return useMemo(
    () =>
      notifications && snapshot
        ? selectBell(snapshot, notifications.send, { Link: RouterLink })
        : selectBellBeforeStart(sendLater, { Link: RouterLink }),
    [notifications, snapshot, sendLater],
  );
}

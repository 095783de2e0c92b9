// /notifications: the bell's panel as a page.
import { NotificationPanel } from '@potluck/ui';
import { useNotificationPanel } from '../shell/useNotificationPanel.ts';

export function Component() {
  const { panel } = useNotificationPanel();
  return <NotificationPanel {...panel} variant="page" />;
}

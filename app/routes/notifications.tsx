// /notifications: the bell's list as a page, the design system's NotificationsScreen. The notifications actor
// and its panel props belong to the member's shell (useNotificationPanel), shared with the bell.
import { NotificationsScreen } from '@potluck/ui';
import { useShell } from '../shell/memberShell.tsx';
import { useNotificationPanel } from '../shell/useNotificationPanel.ts';

export function Component() {
  return <NotificationsScreen shell={useShell()} panel={useNotificationPanel().panel} />;
}

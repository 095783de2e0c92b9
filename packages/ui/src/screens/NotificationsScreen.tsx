import { NotificationPanel, type NotificationPanelProps } from '../components/NotificationPanel/index.ts';
import { AppShell, type AppShellProps } from './AppShell/index.ts';
import styles from './Screens.module.css';

type Shell = Omit<AppShellProps, 'children' | 'title'>;

/** /notifications: the same list as the bell's panel, as a page with the large title every page has. */
export function NotificationsScreen({ shell, panel }: { shell: Shell; panel: NotificationPanelProps }) {
  return (
    <AppShell {...shell} title="Notifications">
      <div className={styles.narrow}>
        <NotificationPanel {...panel} variant="page" />
      </div>
    </AppShell>
  );
}
NotificationsScreen.displayName = 'NotificationsScreen';

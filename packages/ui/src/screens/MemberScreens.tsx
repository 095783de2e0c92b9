import { VisuallyHidden } from 'radix-ui';
import { AdminDashboard, type AdminDashboardProps } from '../components/Admin/index.ts';
import { NotificationPanel, type NotificationPanelProps } from '../components/NotificationPanel/index.ts';
import {
  ProfileEditForm,
  type ProfileEditFormProps,
  ProfileHeader,
  type ProfileHeaderProps,
  ProfileTabs,
  type ProfileTabsProps,
} from '../components/Profile/index.ts';
import { SettingsLayout, type SettingsLayoutProps } from '../components/Settings/index.ts';
import { EmptyState } from '../primitives/EmptyState/index.ts';
import { Skeleton } from '../primitives/Skeleton/index.ts';
import { AppShell, type AppShellProps } from './AppShell/index.ts';
import styles from './Screens.module.css';

type Shell = Omit<AppShellProps, 'children' | 'title'>;

export type ProfileScreenState =
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'ready';
      header: ProfileHeaderProps;
      tabs: ProfileTabsProps;
      edit?: ProfileEditFormProps | undefined;
    };

/** /profile/{username}: header, edit mode for the owner, and the public cookbooks and recipes. */
export function ProfileScreen({ shell, profile }: { shell: Shell; profile: ProfileScreenState }) {
  return (
    <AppShell {...shell}>
      {profile.status !== 'ready' && (
        <VisuallyHidden.Root asChild>
          <h1>Profile</h1>
        </VisuallyHidden.Root>
      )}
      {profile.status === 'loading' && (
        <div role="status" aria-label="Loading profile">
          <Skeleton shape="image" />
          <Skeleton shape="title" />
          <Skeleton shape="text" />
        </div>
      )}
      {profile.status === 'error' && <EmptyState tone="error" message="Failed to load profile" />}
      {profile.status === 'ready' && (
        <>
          <ProfileHeader {...profile.header} />
          {profile.edit && <ProfileEditForm {...profile.edit} />}
          <ProfileTabs {...profile.tabs} />
        </>
      )}
    </AppShell>
  );
}
ProfileScreen.displayName = 'ProfileScreen';

export function SettingsScreen({ shell, settings }: { shell: Shell; settings: SettingsLayoutProps }) {
  return (
    <AppShell {...shell}>
      <SettingsLayout {...settings} />
    </AppShell>
  );
}
SettingsScreen.displayName = 'SettingsScreen';

export function AdminScreen({ shell, dashboard }: { shell: Shell; dashboard: AdminDashboardProps }) {
  return (
    <AppShell {...shell}>
      <AdminDashboard {...dashboard} />
    </AppShell>
  );
}
AdminScreen.displayName = 'AdminScreen';

/** /notifications: the same list as the bell's panel, as a page. */
export function NotificationsScreen({ shell, panel }: { shell: Shell; panel: NotificationPanelProps }) {
  return (
    <AppShell {...shell}>
      <div className={styles.narrow}>
        <NotificationPanel {...panel} variant="page" />
      </div>
    </AppShell>
  );
}
NotificationsScreen.displayName = 'NotificationsScreen';

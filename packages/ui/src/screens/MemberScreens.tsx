import { confirmations, messages, removeFriendConfirmation } from '@potluck/domain';
import { ShieldOff } from 'lucide-react';
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
import { ConfirmDialog, type ConfirmDialogProps } from '../primitives/ConfirmDialog/index.ts';
import { EmptyState } from '../primitives/EmptyState/index.ts';
import { Skeleton } from '../primitives/Skeleton/index.ts';
import { Spinner } from '../primitives/Spinner/index.ts';
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

export interface ProfileScreenProps {
  shell: Shell;
  profile: ProfileScreenState;
}

/** /profile/{username}: header, edit mode for the owner, and the public cookbooks and recipes. */
export function ProfileScreen({ shell, profile }: ProfileScreenProps) {
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

export interface SettingsScreenProps {
  shell: Shell;
  /** The member's profile loads first; without it ('Failed to load profile') there is nothing to change. */
  settings: { status: 'loading' } | { status: 'error' } | ({ status: 'ready' } & SettingsLayoutProps);
  /** 'Remove @{username}? …', open while the member decides about that friend. */
  confirmRemove: Omit<ConfirmDialogProps, 'title' | 'message'> & { username: string };
}

/** /settings: four tabs of forms; removing a friend asks first. */
export function SettingsScreen({ shell, settings, confirmRemove }: SettingsScreenProps) {
  const { username, ...dialog } = confirmRemove;
  return (
    <AppShell {...shell}>
      {settings.status !== 'ready' && (
        <VisuallyHidden.Root asChild>
          <h1>Settings</h1>
        </VisuallyHidden.Root>
      )}
      {settings.status === 'loading' && <Spinner label="Loading settings" />}
      {settings.status === 'error' && <EmptyState tone="error" message="Failed to load profile" />}
      {settings.status === 'ready' && <SettingsLayout {...settings} />}
      <ConfirmDialog
        title="Remove friend"
        message={removeFriendConfirmation(username)}
        confirmLabel="Remove"
        {...dialog}
      />
    </AppShell>
  );
}
SettingsScreen.displayName = 'SettingsScreen';

export interface AdminScreenProps {
  shell: Shell;
  /** The server refused: the member is not an admin, and sees 'This page is for admins.' instead of the data. */
  forbidden?: boolean | undefined;
  dashboard: AdminDashboardProps;
  /** 'Delete this user?', open while the admin decides. */
  confirmDelete: Omit<ConfirmDialogProps, 'title' | 'message'>;
}

/** /admin: the statistics and the user list; deleting a user asks first. */
export function AdminScreen({ shell, forbidden = false, dashboard, confirmDelete }: AdminScreenProps) {
  if (forbidden) {
    return (
      <AppShell {...shell} title="Admin Dashboard">
        <EmptyState icon={<ShieldOff />} message={messages.adminsOnly} />
      </AppShell>
    );
  }
  return (
    <AppShell {...shell}>
      <AdminDashboard {...dashboard} />
      <ConfirmDialog title="Delete user" message={confirmations.deleteUser} {...confirmDelete} />
    </AppShell>
  );
}
AdminScreen.displayName = 'AdminScreen';

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

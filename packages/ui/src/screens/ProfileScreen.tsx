import { VisuallyHidden } from 'radix-ui';
import type { ReactNode } from 'react';
import {
  ProfileEditForm,
  type ProfileEditFormProps,
  ProfileHeader,
  type ProfileHeaderProps,
  ProfileTabs,
  type ProfileTabsProps,
} from '../components/Profile/index.ts';
import { EmptyState } from '../primitives/EmptyState/index.ts';
import { Skeleton } from '../primitives/Skeleton/index.ts';
import { AppShell, type AppShellProps } from './AppShell/index.ts';

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
  /** What the member cooked (issue 41), or on one's own profile their history: drawn under the tabs once ready. */
  cooked?: ReactNode;
}

/** /profile/{username}: header, edit mode for the owner, and the public cookbooks and recipes. */
export function ProfileScreen({ shell, profile, cooked }: ProfileScreenProps) {
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
          {cooked}
        </>
      )}
    </AppShell>
  );
}
ProfileScreen.displayName = 'ProfileScreen';

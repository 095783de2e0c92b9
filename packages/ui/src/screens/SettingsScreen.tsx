import { removeFriendConfirmation } from '@potluck/domain';
import { VisuallyHidden } from 'radix-ui';
import { SettingsLayout, type SettingsLayoutProps } from '../components/Settings/index.ts';
import { ConfirmDialog, type ConfirmDialogProps } from '../primitives/ConfirmDialog/index.ts';
import { EmptyState } from '../primitives/EmptyState/index.ts';
import { Spinner } from '../primitives/Spinner/index.ts';
import { AppShell, type AppShellProps } from './AppShell/index.ts';

type Shell = Omit<AppShellProps, 'children' | 'title'>;

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

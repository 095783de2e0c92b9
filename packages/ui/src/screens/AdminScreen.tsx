import { confirmations, messages } from '@potluck/domain';
import { ShieldOff } from 'lucide-react';
import { AdminDashboard, type AdminDashboardProps } from '../components/Admin/index.ts';
import { ConfirmDialog, type ConfirmDialogProps } from '../primitives/ConfirmDialog/index.ts';
import { EmptyState } from '../primitives/EmptyState/index.ts';
import { AppShell, type AppShellProps } from './AppShell/index.ts';

type Shell = Omit<AppShellProps, 'children' | 'title'>;

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

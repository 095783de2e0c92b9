// /admin: the admin dashboard machine drawn as the design system's AdminScreen. The server refuses non-admins,
// and the screen then says 'This page is for admins.' (the machine's `forbidden`).
import { AdminScreen } from '@potluck/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { adminDashboardMachine } from '../../machines/index.ts';
import { RouterLink } from '../links.tsx';
import { selectAdminScreen } from '../selectors/adminScreen.ts';
import { client } from '../services.ts';
import { useShell } from '../shell/memberShell.tsx';

export function Component() {
  const admin = useActorRef(adminDashboardMachine, { input: { client } });
  const snapshot = useSelector(admin, (s) => s);
  return (
    <AdminScreen shell={useShell()} {...selectAdminScreen(snapshot, admin.send, { Link: RouterLink })} />
  );
}

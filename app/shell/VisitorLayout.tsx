// Visitors see the logo and Log In / Sign Up above the landing, login and sign-up pages. The design system's
// VisitorShell looks like its AppShell for visitors but leaves the member's bar, nav and chat out of the bundle.
import { VisitorShell } from '@potluck/ui';
import { Outlet } from 'react-router-dom';
import { RouterLink } from '../links.tsx';

export function VisitorLayout() {
  return (
    <VisitorShell Link={RouterLink}>
      <Outlet />
    </VisitorShell>
  );
}

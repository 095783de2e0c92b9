// Visitors see the logo and Log In / Sign Up above the landing, login and sign-up pages.
import { AppShell } from '@potluck/ui';
import { Outlet } from 'react-router-dom';
import { RouterLink } from '../links.tsx';

export function VisitorLayout() {
  return (
    <AppShell topBar={{ loggedIn: false, Link: RouterLink }}>
      <Outlet />
    </AppShell>
  );
}

// The visitor's side of the app: each route renders its screen (landing, login, sign-up) in the design system's
// VisitorShell, which leaves the member's bar, nav and chat out of the bundle.
import { Outlet } from 'react-router-dom';

export function VisitorLayout() {
  return <Outlet />;
}

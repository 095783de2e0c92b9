// The visitors' route table of SPEC §2: landing, login and sign-up. This file is the visitor entry (main.tsx →
// App.tsx); the members' table is in memberRouter.tsx, which App.tsx imports only once someone has logged in
// (decision 011). The landing and login pages are what a visitor sees first, so they are part of the entry, not
// lazy: their code and styles load with the entry's scripts (modulepreload) instead of a round trip after them.
// Sign-up, with its larger form, stays a lazy module. The build checks the sizes this buys
// (scripts/bundle-budget.ts).
import { Spinner } from '@potluck/ui';
import { createBrowserRouter } from 'react-router-dom';
import { Component as Landing } from './routes/landing.tsx';
import { Component as Login } from './routes/login.tsx';
import { VisitorLayout } from './shell/VisitorLayout.tsx';

export function visitorRouter() {
  return createBrowserRouter([
    {
      path: '/',
      Component: VisitorLayout,
      // Shown while the sign-up page's module loads.
      HydrateFallback: Splash,
      children: [
        { index: true, Component: Landing },
        { path: 'login', Component: Login },
        { path: 'signup', lazy: () => import('./routes/signup.tsx') },
        // A potluck's join link (issue 28): the invitation, then answer as a guest, sign up or log in.
        { path: 'potluck-link/:token', lazy: () => import('./routes/potluckLinkVisitor.tsx') },
        // A potluck's guest without an account (issue 39): their potluck, by this browser's session or their
        // private link; anyone else goes to log in.
        { path: 'potluck/:id', lazy: () => import('./routes/potluckGuest.tsx') },
        { path: 'potluck-guest/:secret', lazy: () => import('./routes/potluckGuest.tsx') },
        // Any other path shows the landing page.
        { path: '*', Component: Landing },
      ],
    },
  ]);
}

/** Shown while the session is checked or a page's module loads: the logo index.html paints first, and a spinner. */
export function Splash() {
  return (
    <div className="app-splash">
      <img className="app-splash-logo" src="/logo.svg" alt="" width="220" height="64" />
      <Spinner size="lg" label="Loading Potluck" />
    </div>
  );
}

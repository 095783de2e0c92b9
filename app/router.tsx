// The visitors' route table of SPEC §2: landing, login and sign-up, each a lazy route module exporting
// `Component`. This file is part of the visitor entry (main.tsx → App.tsx); the members' table is in
// memberRouter.tsx, which App.tsx imports only once someone has logged in (decision 011). The build checks the
// sizes this buys (scripts/bundle-budget.ts).
import { Spinner } from '@potluck/ui';
import { createBrowserRouter } from 'react-router-dom';
import { VisitorLayout } from './shell/VisitorLayout.tsx';

export function visitorRouter() {
  return createBrowserRouter([
    {
      path: '/',
      Component: VisitorLayout,
      // The first visitor page is a lazy module; the splash shows while it loads.
      HydrateFallback: Splash,
      children: [
        { index: true, lazy: () => import('./routes/landing.tsx') },
        { path: 'login', lazy: () => import('./routes/login.tsx') },
        { path: 'signup', lazy: () => import('./routes/signup.tsx') },
        // Any other path shows the landing page.
        { path: '*', lazy: () => import('./routes/landing.tsx') },
      ],
    },
  ]);
}

/** Shown while the first page's module loads. */
export function Splash() {
  return (
    <div className="app-splash">
      <Spinner size="lg" label="Loading Potluck" />
    </div>
  );
}

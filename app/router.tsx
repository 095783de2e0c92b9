// The route tables of SPEC §2. Every screen is a lazy route module exporting `Component`, and so is the member
// frame (top bar with search and bell, bottom nav, chat): a visitor never downloads any of it, and each member
// screen loads when first visited. The build checks the sizes this buys (scripts/bundle-budget.ts).
import { Spinner } from '@potluck/ui';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { client } from './services.ts';
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

/** Shown while the first page's module (and, for members, their own profile) loads. */
function Splash() {
  return (
    <div className="app-splash">
      <Spinner size="lg" label="Loading Potluck" />
    </div>
  );
}

export function memberRouter() {
  return createBrowserRouter([
    {
      path: '/',
      lazy: async () => ({ Component: (await import('./shell/MemberLayout.tsx')).MemberLayout }),
      // The member's own id is what the notifications, chat and cookbook pages ask with.
      loader: () => client.getOwnProfile(),
      // Searches change the query string often; the member stays the same.
      shouldRevalidate: () => false,
      HydrateFallback: Splash,
      children: [
        { index: true, lazy: () => import('./routes/browse.tsx') },
        { path: 'admin', lazy: () => import('./routes/admin.tsx') },
        { path: 'recipe/:id', lazy: () => import('./routes/recipe.tsx') },
        { path: 'add-recipe', lazy: () => import('./routes/myRecipes.tsx') },
        { path: 'profile/:username?', lazy: () => import('./routes/profile.tsx') },
        { path: 'cookbook', lazy: () => import('./routes/cookbooks.tsx') },
        { path: 'cookbook/:id', lazy: () => import('./routes/cookbook.tsx') },
        { path: 'notifications', lazy: () => import('./routes/notifications.tsx') },
        { path: 'settings', lazy: () => import('./routes/settings.tsx') },
        // /home (where a member lands after logging in) and any unknown path go to /.
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ]);
}

// The members' route table of SPEC §2. Every screen is a lazy route module exporting `Component`, and so is the
// member frame (top bar with search and bell, bottom nav, chat): each loads when first visited. App.tsx imports
// this file only for a member (or ahead of time while a visitor's browser is idle on the login page), so
// visitors never download any of it.
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { Splash } from './router.tsx';

export function memberRouter() {
  return createBrowserRouter([
    {
      path: '/',
      lazy: async () => ({ Component: (await import('./shell/MemberLayout.tsx')).MemberLayout }),
      HydrateFallback: Splash,
      children: [
        { index: true, lazy: () => import('./routes/browse.tsx') },
        { path: 'admin', lazy: () => import('./routes/admin.tsx') },
        { path: 'recipe/:id', lazy: () => import('./routes/recipe.tsx') },
        { path: 'recipe/:id/cook', lazy: () => import('./routes/cook.tsx') },
        { path: 'add-recipe', lazy: () => import('./routes/myRecipes.tsx') },
        { path: 'profile/:username?', lazy: () => import('./routes/profile.tsx') },
        { path: 'cookbook', lazy: () => import('./routes/cookbooks.tsx') },
        { path: 'cookbook/:id', lazy: () => import('./routes/cookbook.tsx') },
        { path: 'notifications', lazy: () => import('./routes/notifications.tsx') },
        { path: 'settings', lazy: () => import('./routes/settings.tsx') },
        { path: 'shopping', lazy: () => import('./routes/shopping.tsx') },
        { path: 'plan', lazy: () => import('./routes/plan.tsx') },
        { path: 'potlucks', lazy: () => import('./routes/potlucks.tsx') },
        { path: 'potluck/:id', lazy: () => import('./routes/potluck.tsx') },
        { path: 'potluck-link/:token', lazy: () => import('./routes/potluckLink.tsx') },
        // /home (where a member lands after logging in) and any unknown path go to /.
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ]);
}

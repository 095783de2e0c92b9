// The frame every logged-in screen story shares: a top bar with a few unread notifications, the bottom
// navigation and a closed chat. Stories override the parts their state is about.
import type { AppShellProps } from '@potluck/ui';
import { fn } from 'storybook/test';
import { notifications } from '../fixtures.ts';

type Shell = Omit<AppShellProps, 'children' | 'title'>;

export function memberShell(
  overrides: {
    search?: 'recipes' | 'friends' | 'myRecipes' | null;
    current?: 'home' | 'addRecipe' | 'cookbooks' | 'plan' | 'profile';
    /** The member is an admin: the top bar's way back to /admin (`'current'` on the dashboard). */
    admin?: 'current' | true;
    /** The shopping list is the page shown. */
    shopping?: 'current';
    /** The meal plan is the page shown. */
    plan?: 'current';
    /** A potluck or the potlucks list is the page shown. */
    potlucks?: 'current';
  } = {},
): Shell {
  const search = overrides.search ?? null;
  return {
    topBar: {
      loggedIn: true,
      search:
        search === 'recipes'
          ? { kind: 'recipes', value: '', filter: {}, onFilterChange: fn() }
          : search === 'friends'
            ? { kind: 'friends', value: '', results: null }
            : search
              ? { kind: search, value: '' }
              : null,
      onSearchChange: fn(),
      bell: {
        unread: 2,
        open: false,
        onOpenChange: fn(),
        panel: { notifications, onAccept: fn(), onDeny: fn(), onRead: fn(), onClear: fn() },
      },
      shopping: { current: overrides.shopping === 'current' },
      plan: { current: overrides.plan === 'current' },
      potlucks: { current: overrides.potlucks === 'current' },
      admin: overrides.admin ? { current: overrides.admin === 'current' } : null,
      onLogout: fn(),
    },
    bottomNav: { current: overrides.current, unreadChat: false, chatOpen: false, onToggleChat: fn() },
  };
}

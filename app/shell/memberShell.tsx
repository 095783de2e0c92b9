// A member's frame as the design system's AppShell props: top bar (the page's search, the bell and its panel,
// logout), bottom navigation, the chat panel, toasts and alerts, all from the shared actors. Every member route
// passes it to its screen as `shell`; the screen draws it.
// The frame and each of its parts are the same objects, with the same callbacks, until what they show changes
// (decision 030): the design system's TopBar, BottomNav, ChatPanel and Toaster are memoised, so a change of the
// page's own actor (a recipe's comments) does not draw the frame again, and a change of the bell draws the top
// bar, not the rest of the frame.
import type { AppShellProps, BottomNavItem } from '@potluck/ui';
import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { AppStatus } from '../appStatus.tsx';
import { RouterLink } from '../links.tsx';
import { Session } from '../session.tsx';
import { useMember } from './AppActors.tsx';
import { useChatPanel } from './useChatPanel.ts';
import { useNotificationPanel } from './useNotificationPanel.ts';
import { useFriendSearch, useTopBarSearch } from './useTopBarSearch.ts';
import { useNoticesProps } from './visitorShell.ts';

export type Shell = Omit<AppShellProps, 'children' | 'title'>;

function currentItem(pathname: string): BottomNavItem | undefined {
  if (pathname === '/') return 'home';
  if (pathname.startsWith('/add-recipe')) return 'addRecipe';
  if (pathname.startsWith('/cookbook')) return 'cookbooks';
  if (pathname.startsWith('/plan')) return 'plan';
  if (pathname.startsWith('/profile')) return 'profile';
  return undefined;
}

/** The frame for a route's screen: `<XScreen shell={useShell()} … />`. */
export function useShell(): Shell {
  const { member } = useMember();
  const session = Session.useActorRef();
  const { pathname } = useLocation();
  const friendSearch = useFriendSearch();
  const { search, onSearchChange } = useTopBarSearch(friendSearch);
  const bell = useNotificationPanel();
  const chatPanel = useChatPanel();
  const appStatus = AppStatus.useActorRef();
  const offline = AppStatus.useSelector((snapshot) => snapshot.hasTag('offline'));
  const update = AppStatus.useSelector((snapshot) =>
    snapshot.matches({ update: 'available' })
      ? 'available'
      : snapshot.matches({ update: 'reloading' })
        ? 'reloading'
        : 'none',
  );
  const onReload = useCallback(() => appStatus.send({ type: 'update.reload' }), [appStatus]);
  const onLater = useCallback(() => appStatus.send({ type: 'update.later' }), [appStatus]);
  const status = useMemo<Shell['status']>(
    () => ({ offline, update, onReload, onLater }),
    [offline, update, onReload, onLater],
  );
  const onLogout = useCallback(() => session.send({ type: 'session.logout' }), [session]);
  const topBar = useMemo<Shell['topBar']>(
    () => ({
      loggedIn: true,
      Link: RouterLink,
      search,
      onSearchChange,
      bell,
      shopping: { current: pathname.startsWith('/shopping') },
      plan: { current: pathname.startsWith('/plan') },
      potlucks: { current: pathname.startsWith('/potluck') },
      // The session knows who is an admin (the login answer or the session check); only they get the way back.
      admin: member.isAdmin ? { current: pathname.startsWith('/admin') } : null,
      onLogout,
    }),
    [search, onSearchChange, bell, pathname, member.isAdmin, onLogout],
  );
  const { send: sendChat, unread: unreadChat, chat } = chatPanel;
  const onToggleChat = useCallback(() => sendChat({ type: 'chat.toggle' }), [sendChat]);
  const bottomNav = useMemo<Shell['bottomNav']>(
    () => ({
      current: currentItem(pathname),
      unreadChat,
      chatOpen: chat.open,
      onToggleChat,
      Link: RouterLink,
    }),
    [pathname, unreadChat, chat.open, onToggleChat],
  );
  const notices = useNoticesProps();
  return useMemo(
    () => ({ status, topBar, bottomNav, chat, ...notices }),
    [status, topBar, bottomNav, chat, notices],
  );
}

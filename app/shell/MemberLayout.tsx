// A member's frame (the design system's AppShell): top bar, the page, bottom navigation, the chat panel.
// It owns the shared actors (notifications, chat) and connects them to the window event openChat and to the
// server's event stream.
import type { Profile } from '@potluck/contract';
import { AppShell, type BottomNavItem, NotificationPanel } from '@potluck/ui';
import { useEffect } from 'react';
import { Outlet, useLoaderData, useLocation } from 'react-router-dom';
import { RouterLink } from '../links.tsx';
import { Session } from '../session.tsx';
import { MemberActorsProvider, useMember } from './AppActors.tsx';
import { FriendResults } from './FriendResults.tsx';
import { type OpenChatDetail, openChatEvent } from './openChat.ts';
import { useServerEvents } from './realtime.ts';
import { useChatPanel } from './useChatPanel.ts';
import { useNotificationPanel } from './useNotificationPanel.ts';
import { useFriendSearch, useTopBarSearch } from './useTopBarSearch.ts';

function currentItem(pathname: string): BottomNavItem | undefined {
  if (pathname === '/') return 'home';
  if (pathname.startsWith('/add-recipe')) return 'addRecipe';
  if (pathname.startsWith('/cookbook')) return 'cookbooks';
  if (pathname.startsWith('/profile')) return 'profile';
  return undefined;
}

function Frame() {
  const { chat, notifications } = useMember();
  const session = Session.useActorRef();
  const { pathname } = useLocation();
  const friendSearch = useFriendSearch();
  const { search, onSearchChange } = useTopBarSearch(friendSearch);
  const bell = useNotificationPanel();
  const chatPanel = useChatPanel();
  useServerEvents();

  // SPEC §2: openChat may name a friend; a recipe link saved in session storage goes into the message box.
  useEffect(() => {
    const open = (event: Event) => {
      const userId = (event as CustomEvent<OpenChatDetail | undefined>).detail?.userId;
      chat.send(userId ? { type: 'chat.open', userId } : { type: 'chat.open' });
    };
    window.addEventListener(openChatEvent, open);
    return () => window.removeEventListener(openChatEvent, open);
  }, [chat]);

  return (
    <AppShell
      topBar={{
        loggedIn: true,
        Link: RouterLink,
        search,
        onSearchChange,
        unreadNotifications: bell.unread,
        notificationsOpen: bell.open,
        onNotificationsOpenChange: (open) =>
          notifications.send({ type: open ? 'panel.open' : 'panel.close' }),
        notificationPanel: <NotificationPanel {...bell.panel} />,
        onLogout: () => session.send({ type: 'session.logout' }),
      }}
      bottomNav={{
        current: currentItem(pathname),
        unreadChat: chatPanel.unread,
        chatOpen: chatPanel.chat.open,
        onToggleChat: () => chat.send({ type: 'chat.toggle' }),
        Link: RouterLink,
      }}
      chat={chatPanel.chat}
    >
      <FriendResults search={friendSearch} />
      <Outlet />
    </AppShell>
  );
}

export function MemberLayout() {
  const profile = useLoaderData() as Profile;
  const isAdmin = Session.useSelector((snapshot) => snapshot.context.member?.isAdmin === true);
  const member = { id: profile._id, username: profile.username, isAdmin: isAdmin || profile.isAdmin };
  return (
    <MemberActorsProvider member={member}>
      <Frame />
    </MemberActorsProvider>
  );
}

import { notificationText } from '@potluck/domain';
import { BottomNav, type FriendResultsProps, NotificationPanel, TopBar } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { notifications } from '../fixtures.ts';

const meta = {
  title: 'Components/Navigation',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const panelActions = { onAccept: fn(), onDeny: fn(), onRead: fn(), onClear: fn() };

function LoggedInBar({
  search,
  unread,
  friendsFound = null,
}: {
  search: 'recipes' | 'friends' | 'myRecipes' | null;
  unread: number;
  friendsFound?: FriendResultsProps | null;
}) {
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState({});
  return (
    <TopBar
      loggedIn
      search={
        search === 'recipes'
          ? { kind: 'recipes', value: '', filter, onFilterChange: setFilter }
          : search === 'friends'
            ? { kind: 'friends', value: friendsFound ? 'sa' : '', results: friendsFound }
            : search
              ? { kind: search, value: '' }
              : null
      }
      onSearchChange={fn()}
      bell={{
        unread,
        open,
        onOpenChange: ({ open: next }) => setOpen(next),
        panel: { notifications, ...panelActions },
      }}
      onLogout={logout}
    />
  );
}
const logout = fn();

export const TopBarOnHome: Story = {
  render: () => <LoggedInBar search="recipes" unread={3} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search recipes...' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    await userEvent.click(await screen.findByRole('button', { name: /Diet/ }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'vegan' }));
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('button', { name: 'Filters (1 set)' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(logout).toHaveBeenCalled();
  },
};

export const TopBarOnProfile: Story = {
  render: () => <LoggedInBar search="friends" unread={0} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByPlaceholderText('Find friends...')).toBeVisible();
  },
};

const pickFriend = fn();

/** 'Find friends...' with two characters: the members found link to their profiles. */
export const TopBarFindsFriends: Story = {
  render: () => (
    <LoggedInBar
      search="friends"
      unread={0}
      friendsFound={{
        status: 'found',
        members: [
          { id: 'u1', username: 'sam_bakes' },
          { id: 'u2', username: 'sami' },
        ],
        onPick: pickFriend,
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const found = within(canvasElement).getByRole('list', { name: 'Members found' });
    const sam = within(found).getByRole('link', { name: '@sam_bakes' });
    await expect(sam).toHaveAttribute('href', '/profile/sam_bakes');
    sam.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(sam);
    await expect(pickFriend).toHaveBeenCalledWith({ username: 'sam_bakes' });
  },
};

/** During the 300 ms pause and the search. */
export const TopBarSearchingFriends: Story = {
  render: () => (
    <LoggedInBar
      search="friends"
      unread={0}
      friendsFound={{ status: 'searching', members: [], onPick: fn() }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Searching…')).toBeVisible();
  },
};

export const TopBarNoFriendsFound: Story = {
  render: () => (
    <LoggedInBar
      search="friends"
      unread={0}
      friendsFound={{ status: 'noUsers', members: [], onPick: fn() }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No users found')).toBeVisible();
  },
};

export const TopBarOnMyRecipes: Story = {
  render: () => <LoggedInBar search="myRecipes" unread={0} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByPlaceholderText('Search Your Recipes...')).toBeVisible();
  },
};

/** Above 9 the badge reads '9+'; the panel opens from the bell. */
export const NotificationsOpen: Story = {
  render: () => (
    <div style={{ minHeight: '28rem' }}>
      <LoggedInBar search={null} unread={12} />
      <p style={{ padding: '2rem' }}>Page content</p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('9+')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications (12 unread)' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await expect(within(panel).getByText('Sam Ortiz sent you a friend request.')).toBeVisible();
    // The cookbook invitation is answered on its row; the friend request is answered above the rows.
    await userEvent.click(within(panel).getByRole('button', { name: /^Accept$/ }));
    await expect(panelActions.onAccept).toHaveBeenCalledWith({ id: 'n2' });
  },
};

/** A click outside the open panel closes it. */
export const NotificationsClosedOutside: Story = {
  render: NotificationsOpen.render,
  play: async (context) => {
    await NotificationsOpen.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByText('Page content'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const TopBarLoggedOut: Story = {
  render: () => <TopBar loggedIn={false} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  },
};

export const NotificationList: Story = {
  render: () => (
    <div style={{ maxWidth: '22rem', border: '1px solid var(--color-border)' }}>
      <NotificationPanel notifications={notifications} {...panelActions} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Every type of SPEC §3, and the unknown one, with its own sentence.
    for (const notification of notifications) {
      await expect(canvas.getByText(notificationText(notification))).toBeInTheDocument();
    }
    await expect(canvas.getByText('You have a new notification.')).toBeInTheDocument();
    // Only the waiting invitation has buttons: the answered friend request says what happened instead.
    await expect(canvas.getAllByRole('button', { name: /^Accept$/ })).toHaveLength(1);
    await expect(canvas.getByText('You and Sam Ortiz are now friends.')).toBeInTheDocument();
    // Every row names its subject, shows how long ago it came, with the full time on hover.
    await expect(canvas.getAllByText('Sam Ortiz liked your recipe “Lemon Pie”.')).toHaveLength(1);
    const time = canvas.getByText('5 min ago');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('datetime', '2026-11-22T09:00:00Z');
    await expect(time.getAttribute('title')).toBeTruthy();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(panelActions.onClear).toHaveBeenCalled();
  },
};

export const NotificationsEmpty: Story = {
  render: () => <NotificationPanel notifications={[]} {...panelActions} />,
};

export const BottomNavigation: Story = {
  render: () => <BottomNav current="cookbooks" unreadChat chatOpen={false} onToggleChat={toggleChat} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Cookbooks' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Chat (new messages)' }));
    await expect(toggleChat).toHaveBeenCalled();
  },
};
const toggleChat = fn();

export const BottomNavigationNoUnread: Story = {
  render: () => <BottomNav current="home" unreadChat={false} chatOpen onToggleChat={() => {}} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Chat' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

import { AdminScreen, NotificationsScreen, ProfileScreen, SettingsScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { cookbooks, friends, notifications, recipes } from '../fixtures.ts';
import { memberShell } from './shell.tsx';

const meta = {
  title: 'Screens/Member',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const header = {
  profile: {
    username: 'chef_ana',
    fName: 'Ana',
    lName: 'Lima',
    bio: 'Home cook. Soup enthusiast.',
    profilePic: null,
    coverImage: '/profile-covers/profile-cover-1.webp',
    friendCount: 12,
  },
  relation: 'self' as const,
  onEdit: fn(),
  onAcceptRequest: fn(),
  onAddFriend: fn(),
  onShare: fn(),
};
const tabs = { cookbooks, recipes: recipes.slice(0, 5) };
const shell = () => memberShell({ search: 'friends', current: 'profile' });

export const ProfileOwn: Story = {
  render: () => <ProfileScreen shell={shell()} profile={{ status: 'ready', header, tabs }} />,
};

export const ProfileVisitor: Story = {
  render: () => (
    <ProfileScreen
      shell={shell()}
      profile={{ status: 'ready', header: { ...header, relation: 'none' }, tabs }}
    />
  ),
};

export const ProfileEditing: Story = {
  render: () => (
    <ProfileScreen
      shell={shell()}
      profile={{
        status: 'ready',
        header,
        tabs,
        edit: {
          initial: { fName: 'Ana', lName: 'Lima', bio: 'Home cook.', profilePic: null, coverImage: null },
          onSave: fn(),
          onCancel: fn(),
        },
      }}
    />
  ),
};

export const ProfileEmpty: Story = {
  render: () => (
    <ProfileScreen
      shell={shell()}
      profile={{
        status: 'ready',
        header: { ...header, relation: 'friends' },
        tabs: { cookbooks: [], recipes: [] },
      }}
    />
  ),
};

export const ProfileLoading: Story = {
  render: () => <ProfileScreen shell={shell()} profile={{ status: 'loading' }} />,
};

export const ProfileFailed: Story = {
  render: () => <ProfileScreen shell={shell()} profile={{ status: 'error' }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Failed to load profile')).toBeVisible();
  },
};

const settings = {
  onTabChange: fn(),
  username: { onSubmit: fn() },
  password: { onSubmit: fn() },
  friends: { friends, onRemove: fn() },
  allergies: { initial: ['dairy', 'peanut'], onSubmit: fn() },
};

export const Settings: Story = {
  render: () => <SettingsScreen shell={memberShell()} settings={{ ...settings, tab: 'username' }} />,
};

export const SettingsFriends: Story = {
  render: () => <SettingsScreen shell={memberShell()} settings={{ ...settings, tab: 'friends' }} />,
};

const top = (unit: string) =>
  ['Roasted Tomato Soup', 'Banana Bread', 'Shakshuka', 'Pesto Pasta', 'Greek Salad'].map((title, index) => ({
    id: `${unit}${index}`,
    title,
    value: `${40 - index * 6} ${unit}`,
  }));

export const Admin: Story = {
  render: () => (
    <AdminScreen
      shell={memberShell()}
      dashboard={{
        topCommented: { status: 'ready', entries: top('comments') },
        topLiked: { status: 'ready', entries: top('likes') },
        topExternal: { status: 'ready', entries: top('popularity') },
        users: { status: 'ready', list: friends.map((f) => ({ id: f.id, username: f.username })) },
        query: '',
        onQueryChange: fn(),
        onDeleteUser: fn(),
      }}
    />
  ),
};

export const Notifications: Story = {
  render: () => (
    <NotificationsScreen
      shell={memberShell()}
      panel={{ notifications, onAccept: fn(), onDeny: fn(), onRead: fn(), onClear: fn() }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sam Ortiz sent you a friend request.')).toBeVisible();
  },
};

export const NotificationsEmpty: Story = {
  render: () => (
    <NotificationsScreen
      shell={memberShell()}
      panel={{ notifications: [], onAccept: fn(), onDeny: fn(), onRead: fn(), onClear: fn() }}
    />
  ),
};

/** Settings after a save: the toast says so (success toasts leave after 2 s). */
export const SettingsSaved: Story = {
  render: () => (
    <SettingsScreen
      shell={{
        ...memberShell(),
        toasts: { toasts: [{ id: 't1', text: 'Username updated', tone: 'success' }], onDismiss: fn() },
      }}
      settings={{ ...settings, tab: 'username' }}
    />
  ),
  play: async () => {
    await expect(await screen.findByText('Username updated')).toBeInTheDocument();
  },
};

/** The chat box open over a page, with the unread dot on the toggle. */
export const ChatOpen: Story = {
  render: () => {
    const shell = memberShell({ current: 'profile' });
    return (
      <ProfileScreen
        shell={{
          ...shell,
          bottomNav: { ...shell.bottomNav!, unreadChat: true, chatOpen: true },
          chat: {
            open: true,
            onOpenChange: fn(),
            view: { kind: 'list', friends },
            onShowList: fn(),
            onNewMessage: fn(),
            onOpenConversation: fn(),
          },
        }}
        profile={{ status: 'ready', header, tabs }}
      />
    );
  },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Chats' })).toBeInTheDocument();
  },
};

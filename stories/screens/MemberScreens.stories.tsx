import { messages } from '@potluck/domain';
import { AdminScreen, NotificationsScreen, ProfileScreen, SettingsScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { screenA11yRules } from '../../.storybook/a11y.ts';
import { cookbooks, friends, notifications, recipes } from '../fixtures.ts';
import { memberShell } from './shell.tsx';
import { atViewport } from './viewports.ts';

const meta = {
  title: 'Screens/Member',
  parameters: { layout: 'fullscreen', a11y: { config: { rules: screenA11yRules } } },
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

/** Idle but invalid: nothing typed, so Update Username stays disabled. */
export const SettingsInvalid: Story = {
  render: () => <SettingsScreen shell={memberShell()} settings={{ ...settings, tab: 'username' }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Update Username' });
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/New username/), 'ana_cooks');
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/Current password/), 'secret');
    await expect(submit).toBeEnabled();
  },
};

/** Submitting: the button is busy and cannot be pressed twice. */
export const SettingsSubmitting: Story = {
  render: () => (
    <SettingsScreen
      shell={memberShell()}
      settings={{ ...settings, tab: 'password', password: { onSubmit: fn(), busy: true } }}
    />
  ),
  play: async ({ canvasElement }) => {
    const submit = within(canvasElement).getByRole('button', { name: /Update Password/ });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(submit).toBeDisabled();
  },
};

/** A failed update shows the server's text, or 'Update failed' when it gave none. */
export const SettingsFailed: Story = {
  render: () => (
    <SettingsScreen
      shell={{
        ...memberShell(),
        toasts: {
          toasts: [
            { id: 't1', text: 'Username is already taken', tone: 'error' },
            { id: 't2', text: messages.updateFailed, tone: 'error' },
          ],
          onDismiss: fn(),
        },
      }}
      settings={{ ...settings, tab: 'username' }}
    />
  ),
  play: async () => {
    await expect(await screen.findByText('Username is already taken')).toBeInTheDocument();
    await expect(await screen.findByText(messages.updateFailed)).toBeInTheDocument();
  },
};

/** The allergies form fails with its own text: 'Failed to update'. */
export const SettingsAllergiesFailed: Story = {
  render: () => (
    <SettingsScreen
      shell={{
        ...memberShell(),
        toasts: {
          toasts: [{ id: 't1', text: messages.allergiesUpdateFailed, tone: 'error' }],
          onDismiss: fn(),
        },
      }}
      settings={{ ...settings, tab: 'intolerances' }}
    />
  ),
  play: async () => {
    await expect(await screen.findByText(messages.allergiesUpdateFailed)).toBeInTheDocument();
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

// The screens of this group at the three review widths.
export const ProfileOwnAt375: Story = atViewport(ProfileOwn, 'Profile', 'phone');
export const ProfileOwnAt768: Story = atViewport(ProfileOwn, 'Profile', 'tablet');
export const ProfileOwnAt1280: Story = atViewport(ProfileOwn, 'Profile', 'desktop');
export const NotificationsAt375: Story = atViewport(Notifications, 'Notifications', 'phone');
export const NotificationsAt768: Story = atViewport(Notifications, 'Notifications', 'tablet');
export const NotificationsAt1280: Story = atViewport(Notifications, 'Notifications', 'desktop');
export const SettingsAt375: Story = atViewport(Settings, 'Settings', 'phone');
export const SettingsAt768: Story = atViewport(Settings, 'Settings', 'tablet');
export const SettingsAt1280: Story = atViewport(Settings, 'Settings', 'desktop');
export const AdminAt375: Story = atViewport(Admin, 'Admin', 'phone');
export const AdminAt768: Story = atViewport(Admin, 'Admin', 'tablet');
export const AdminAt1280: Story = atViewport(Admin, 'Admin', 'desktop');

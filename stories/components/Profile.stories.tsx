import { ProfileEditForm, ProfileHeader, ProfileTabs } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cookbooks, longText, recipes } from '../fixtures.ts';

const profile = {
  username: 'chef_ana',
  fName: 'Ana',
  lName: 'Lima',
  bio: 'Home cook. Soup enthusiast.',
  profilePic: '/user.png',
  coverImage: '/profile-covers/profile-cover-2.webp',
  friendCount: 12,
};

const meta = {
  title: 'Components/Profile',
  component: ProfileHeader,
  args: { profile, relation: 'self', onEdit: fn(), onAcceptRequest: fn(), onAddFriend: fn(), onShare: fn() },
} satisfies Meta<typeof ProfileHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Own: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Ana Lima' })).toBeVisible();
    await expect(canvas.getByText('@chef_ana')).toBeVisible();
    await expect(canvas.getByText('12 friends')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Profile' }));
    await expect(args.onEdit).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(args.onShare).toHaveBeenCalled();
  },
};

export const LinkCopied: Story = {
  args: { shareMessage: 'Profile link copied!' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Profile link copied!');
  },
};

export const Friends: Story = {
  args: { relation: 'friends' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Friends ✓' })).toBeDisabled();
  },
};

export const IncomingRequest: Story = {
  args: { relation: 'incoming' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Accept Request' }));
    await expect(args.onAcceptRequest).toHaveBeenCalled();
  },
};

export const RequestSent: Story = {
  args: { relation: 'outgoing' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Request Sent ✓' })).toBeDisabled();
  },
};

export const Stranger: Story = {
  args: { relation: 'none' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add Friend' }));
    await expect(args.onAddFriend).toHaveBeenCalled();
  },
};

/** The bio is clamped to two lines; no cover shows a warm gradient. */
export const LongBioNoCover: Story = {
  args: { profile: { ...profile, bio: `${longText} ${longText}`, coverImage: null, friendCount: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 friend')).toBeVisible();
  },
};

export const EditMode: StoryObj<typeof ProfileEditForm> = {
  render: (args) => <ProfileEditForm {...args} />,
  args: {
    initial: { fName: 'Ana', lName: 'Lima', bio: 'Home cook.', profilePic: null, coverImage: null },
    onSave: fn(),
    onCancel: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Bio'), ' Soup!');
    await expect(canvas.getByText('16/60 characters')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ bio: 'Home cook. Soup!' }));
  },
};

export const Tabs: StoryObj<typeof ProfileTabs> = {
  render: (args) => <ProfileTabs {...args} />,
  args: { cookbooks, recipes: recipes.slice(0, 5) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Baking' })).toHaveAttribute(
      'href',
      `/cookbook/${cookbooks[1]!.id}`,
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Recipes' }));
    await expect(canvas.getByRole('link', { name: 'Lemon Herb Chicken' })).toHaveAttribute(
      'href',
      `/recipe/${recipes[1]!.id}`,
    );
  },
};

export const TabsEmpty: StoryObj<typeof ProfileTabs> = {
  render: (args) => <ProfileTabs {...args} />,
  args: { cookbooks: [], recipes: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No public cookbooks yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Recipes' }));
    await expect(canvas.getByText('No public recipes yet.')).toBeVisible();
  },
};

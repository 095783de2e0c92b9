import { ProfileEditForm, ProfileHeader, ProfileTabs } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
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
  args: {
    profile,
    relation: 'self',
    onEdit: fn(),
    onAcceptRequest: fn(),
    onDeclineRequest: fn(),
    onAddFriend: fn(),
    onShare: fn(),
  },
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
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Decline' }));
    await expect(args.onDeclineRequest).toHaveBeenCalled();
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

/** The form is controlled: this story keeps the draft, as the profile machine does in the app. */
export const EditMode: StoryObj<typeof ProfileEditForm> = {
  render: function Render(args) {
    const [draft, setDraft] = useState(args.draft);
    return (
      <ProfileEditForm
        {...args}
        draft={draft}
        onDraftChange={(change) => {
          args.onDraftChange(change);
          setDraft((current) => ({ ...current, ...change }));
        }}
      />
    );
  },
  args: {
    draft: { fName: 'Ana', lName: 'Lima', bio: 'Home cook.', profilePic: null, coverImage: null },
    onDraftChange: fn(),
    onSave: fn(),
    onCancel: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Bio'), ' Soup!');
    await expect(canvas.getByText('16/60 characters')).toBeVisible();
    await expect(args.onDraftChange).toHaveBeenLastCalledWith({ bio: 'Home cook. Soup!' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalled();
  },
};

/** The tabs are controlled: this story keeps the tab, as the profile machine does in the app. */
function ControlledTabs(args: ComponentProps<typeof ProfileTabs>) {
  const [tab, setTab] = useState(args.tab);
  return (
    <ProfileTabs
      {...args}
      tab={tab}
      onTabChange={(change) => {
        args.onTabChange(change);
        setTab(change.tab);
      }}
    />
  );
}

export const Tabs: StoryObj<typeof ProfileTabs> = {
  render: (args) => <ControlledTabs {...args} />,
  args: { cookbooks, recipes: recipes.slice(0, 5), tab: 'cookbooks', onTabChange: fn() },
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
  render: (args) => <ControlledTabs {...args} />,
  args: { cookbooks: [], recipes: [], tab: 'cookbooks', onTabChange: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No public cookbooks yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Recipes' }));
    await expect(canvas.getByText('No public recipes yet.')).toBeVisible();
  },
};

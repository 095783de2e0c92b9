import { SettingsLayout, type SettingsTab } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { friends } from '../fixtures.ts';

const forms = {
  username: { onSubmit: fn() },
  password: { onSubmit: fn() },
  friends: { friends, onRemove: fn() },
  allergies: { initial: ['peanut'], onSubmit: fn() },
};

function Settings({ initial }: { initial: SettingsTab }) {
  const [tab, setTab] = useState(initial);
  return <SettingsLayout tab={tab} onTabChange={({ tab: next }) => setTab(next)} {...forms} />;
}

const meta = {
  title: 'Components/SettingsLayout',
  component: Settings,
  args: { initial: 'username' },
} satisfies Meta<typeof Settings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChangeUsername: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Change Username', 'Change Password', 'Manage Friends', 'Update Allergies']) {
      await expect(canvas.getByRole('tab', { name: label })).toBeVisible();
    }
    await userEvent.type(canvas.getByLabelText(/New username/), 'ana_cooks');
    await userEvent.type(canvas.getByLabelText(/Current password/), 'secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Username' }));
    await expect(forms.username.onSubmit).toHaveBeenCalledWith({
      currentPassword: 'secret',
      newUsername: 'ana_cooks',
    });
  },
};

export const ChangePassword: Story = {
  args: { initial: 'password' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Must be at least 6 characters.')).toBeVisible();
  },
};

export const ManageFriends: Story = {
  args: { initial: 'friends' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove lee' }));
    const confirm = await screen.findByRole('alertdialog');
    await expect(confirm).toHaveTextContent(
      "Remove @lee? You won't be able to send or recieve chats from this user any more.",
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await expect(forms.friends.onRemove).toHaveBeenCalledWith({ friendId: friends[1]!.id });
  },
};

export const UpdateAllergies: Story = {
  args: { initial: 'intolerances' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Intolerances/ })).toHaveTextContent('peanut');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Allergies' }));
    await expect(forms.allergies.onSubmit).toHaveBeenCalledWith({ intolerances: ['peanut'] });
  },
};

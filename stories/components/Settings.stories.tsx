import type { UnitSystem } from '@potluck/domain';
import { type PasswordDraft, SettingsLayout, type SettingsTab, type UsernameDraft } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { friends } from '../fixtures.ts';

const calls = {
  onUsernameSubmit: fn(),
  onPasswordSubmit: fn(),
  onRemove: fn(),
  onAllergiesSubmit: fn(),
  onUnitsChange: fn(),
};

// The forms are controlled: this story keeps the tab and the drafts, as the settings machine does in the app.
function Settings({ initial }: { initial: SettingsTab }) {
  const [tab, setTab] = useState(initial);
  const [username, setUsername] = useState<UsernameDraft>({ newUsername: '', currentPassword: '' });
  const [password, setPassword] = useState<PasswordDraft>({ currentPassword: '', newPassword: '' });
  const [chosen, setChosen] = useState(['peanut']);
  const [units, setUnits] = useState<UnitSystem>('metric');
  return (
    <SettingsLayout
      tab={tab}
      onTabChange={({ tab: next }) => setTab(next)}
      username={{
        draft: username,
        onDraftChange: (change) => setUsername((draft) => ({ ...draft, ...change })),
        onSubmit: () => calls.onUsernameSubmit(username),
      }}
      password={{
        draft: password,
        onDraftChange: (change) => setPassword((draft) => ({ ...draft, ...change })),
        onSubmit: () => calls.onPasswordSubmit(password),
      }}
      friends={{ friends, onRemove: calls.onRemove }}
      allergies={{
        chosen,
        onChosenChange: ({ intolerances }) => setChosen(intolerances),
        onSubmit: () => calls.onAllergiesSubmit(chosen),
      }}
      units={{
        units,
        onUnitsChange: ({ units: next }) => {
          setUnits(next);
          calls.onUnitsChange(next);
        },
      }}
    />
  );
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
    for (const label of [
      'Change Username',
      'Change Password',
      'Manage Friends',
      'Update Allergies',
      'Units',
    ]) {
      await expect(canvas.getByRole('tab', { name: label })).toBeVisible();
    }
    await userEvent.type(canvas.getByLabelText(/New username/), 'ana_cooks');
    await userEvent.type(canvas.getByLabelText(/Current password/), 'secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Username' }));
    await expect(calls.onUsernameSubmit).toHaveBeenCalledWith({
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

/** Remove asks the page for the removal; the page's owner (the settings machine) asks the question. */
export const ManageFriends: Story = {
  args: { initial: 'friends' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove lee' }));
    await expect(calls.onRemove).toHaveBeenCalledWith({ friendId: friends[1]!.id });
  },
};

export const UpdateAllergies: Story = {
  args: { initial: 'intolerances' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Intolerances/ })).toHaveTextContent('peanut');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Allergies' }));
    await expect(calls.onAllergiesSubmit).toHaveBeenCalledWith(['peanut']);
  },
};

/** Metric or US customary: a choice is passed on at once (the settings machine saves it). */
export const Units: Story = {
  args: { initial: 'units' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const units = canvas.getByRole('radiogroup', { name: 'Units' });
    await expect(within(units).getByRole('radio', { name: 'Metric' })).toBeChecked();
    await userEvent.click(within(units).getByRole('radio', { name: 'US customary' }));
    await expect(calls.onUnitsChange).toHaveBeenCalledWith('us');
    await expect(within(units).getByRole('radio', { name: 'US customary' })).toBeChecked();
  },
};

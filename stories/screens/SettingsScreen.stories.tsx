import { messages } from '@potluck/domain';
import { SettingsScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { EventFromLogic } from 'xstate';
import { screenA11yRules } from '../../.storybook/a11y.ts';
import { selectSettingsScreen } from '../../app/selectors/settingsScreen.ts';
import { type SettingsTab, settingsMachine } from '../../machines/index.ts';
import { friends } from '../fixtures.ts';
import { aFriend, anOwnProfile } from '../statecharts/samples.ts';
import { answer, never, refuse } from '../support/answers.ts';
import { fromMachine } from '../support/fromMachine.tsx';
import { memberShell } from './shell.tsx';
import { atViewport } from './viewports.ts';

const meta = {
  title: 'Screens/Settings',
  parameters: { layout: 'fullscreen', a11y: { config: { rules: screenA11yRules } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

// Settings are drawn from the settings machine through the route's selector, with a fake client; the toasts
// it emits show in the frame as they do in the app.
const me = anOwnProfile({ intolerances: ['dairy', 'peanut'] });
const settingsFriends = friends.map((friend) =>
  aFriend({ _id: friend.id, username: friend.username, fName: friend.name ?? '' }),
);
const settingsClient = (overrides: Record<string, unknown> = {}) =>
  ({
    getOwnProfile: answer(me),
    getFriends: answer(settingsFriends),
    updateUsername: answer({}),
    updatePassword: answer({}),
    updateIntolerances: answer({ intolerances: ['dairy'] }),
    updateUnits: answer({ units: 'us' }),
    removeFriend: answer({}),
    ...overrides,
  }) as never;
const settingsStory = (
  client: never,
  tab: SettingsTab = 'username',
  events: EventFromLogic<typeof settingsMachine>[] = [],
) =>
  fromMachine({
    machine: settingsMachine,
    input: { client, tab },
    events,
    render: (snapshot, send, notices) => (
      <SettingsScreen shell={{ ...memberShell(), ...notices }} {...selectSettingsScreen(snapshot, send)} />
    ),
  });
const typedUsername: EventFromLogic<typeof settingsMachine>[] = [
  { type: 'username.change', change: { newUsername: 'ana_cooks', currentPassword: 'secret1' } },
];

export const Settings: Story = {
  render: settingsStory(settingsClient()),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('tab', { name: 'Change Username' })).toBeVisible();
  },
};

export const SettingsLoading: Story = { render: settingsStory(settingsClient({ getOwnProfile: never })) };

export const SettingsProfileFailed: Story = {
  render: settingsStory(settingsClient({ getOwnProfile: refuse(500) })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Failed to load profile')).toBeVisible();
  },
};

export const SettingsFriends: Story = {
  render: settingsStory(settingsClient(), 'friends'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Remove lee' })).toBeVisible();
  },
};

/** Remove asks first (the machine's `friends.confirmingRemove`), naming the friend; Cancel keeps them. */
export const SettingsConfirmRemove: Story = {
  render: settingsStory(settingsClient(), 'friends', [
    { type: 'friend.remove', friend: settingsFriends[1]! },
  ]),
  play: async () => {
    const question = await screen.findByRole('alertdialog');
    await expect(question).toHaveTextContent(
      "Remove @lee? You won't be able to send or recieve chats from this user any more.",
    );
  },
};

/** Cancel: the question closes and nothing changed. */
export const SettingsRemoveCancelled: Story = {
  render: SettingsConfirmRemove.render,
  play: async (context) => {
    await SettingsConfirmRemove.play?.(context);
    const { canvasElement } = context;
    const question = screen.getByRole('alertdialog');
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: 'Remove lee' })).toBeVisible();
  },
};

/** Confirming removes the friend and says 'Friend removed'. */
export const SettingsFriendRemoved: Story = {
  render: settingsStory(settingsClient(), 'friends', [
    { type: 'friend.remove', friend: settingsFriends[1]! },
    { type: 'remove.confirm' },
  ]),
  play: async ({ canvasElement }) => {
    await expect(await screen.findByText('Friend removed')).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('button', { name: 'Remove lee' })).not.toBeInTheDocument();
  },
};

/** After a save the toast says so (success toasts leave after 2 s). */
export const SettingsSaved: Story = {
  render: settingsStory(settingsClient(), 'username', [...typedUsername, { type: 'username.submit' }]),
  play: async () => {
    await expect(await screen.findByText('Username updated')).toBeInTheDocument();
  },
};

/** Idle but invalid: nothing typed, so Update Username stays disabled; the draft is the machine's. */
export const SettingsInvalid: Story = {
  render: settingsStory(settingsClient()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = await canvas.findByRole('button', { name: 'Update Username' });
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/New username/), 'ana_cooks');
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/Current password/), 'secret');
    await expect(submit).toBeEnabled();
  },
};

/** Submitting: the button is busy and cannot be pressed twice. */
export const SettingsSubmitting: Story = {
  render: settingsStory(settingsClient({ updatePassword: never }), 'password', [
    { type: 'password.change', change: { currentPassword: 'secret1', newPassword: 'secret2' } },
    { type: 'password.submit' },
  ]),
  play: async ({ canvasElement }) => {
    const submit = await within(canvasElement).findByRole('button', { name: /Update Password/ });
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await expect(submit).toBeDisabled();
  },
};

/** A failed update shows the server's text, or 'Update failed' when it gave none. */
export const SettingsFailed: Story = {
  render: settingsStory(
    settingsClient({ updateUsername: refuse(409, 'Username is already taken') }),
    'username',
    [...typedUsername, { type: 'username.submit' }],
  ),
  play: async () => {
    await expect(await screen.findByText('Username is already taken')).toBeInTheDocument();
  },
};

export const SettingsUpdateFailed: Story = {
  render: settingsStory(settingsClient({ updateUsername: refuse(500) }), 'username', [
    ...typedUsername,
    { type: 'username.submit' },
  ]),
  play: async () => {
    await expect(await screen.findByText(messages.updateFailed)).toBeInTheDocument();
  },
};

/** The allergies form fails with its own text: 'Failed to update'. */
export const SettingsAllergiesFailed: Story = {
  render: settingsStory(settingsClient({ updateIntolerances: refuse(500) }), 'intolerances', [
    { type: 'intolerances.submit' },
  ]),
  play: async () => {
    await expect(await screen.findByText(messages.allergiesUpdateFailed)).toBeInTheDocument();
  },
};

// This screen at the three review widths.
/** Units: the browser's locale (here metric) until the member chooses; a choice is saved at once. */
export const SettingsUnits: Story = {
  render: settingsStory(settingsClient(), 'units'),
  play: async ({ canvasElement }) => {
    const units = await within(canvasElement).findByRole('radiogroup', { name: 'Units' });
    await expect(within(units).getByRole('radio', { name: 'Metric' })).toBeChecked();
  },
};

export const SettingsUnitsSaving: Story = {
  render: settingsStory(settingsClient({ updateUnits: never }), 'units', [
    { type: 'units.choose', units: 'us' },
  ]),
  play: async ({ canvasElement }) => {
    const units = await within(canvasElement).findByRole('radiogroup', { name: 'Units' });
    await expect(within(units).getByRole('radio', { name: 'US customary' })).toBeChecked();
    await expect(within(units).getByRole('radio', { name: 'US customary' })).toBeDisabled();
  },
};

export const SettingsUnitsSaved: Story = {
  render: settingsStory(settingsClient(), 'units', [{ type: 'units.choose', units: 'us' }]),
  play: async ({ canvasElement }) => {
    await expect(await screen.findByText('Units updated')).toBeInTheDocument();
    const units = within(canvasElement).getByRole('radiogroup', { name: 'Units' });
    await expect(within(units).getByRole('radio', { name: 'US customary' })).toBeChecked();
  },
};

/** Saving failed: the choice goes back to what was saved, and a toast says so. */
export const SettingsUnitsFailed: Story = {
  render: settingsStory(settingsClient({ updateUnits: refuse(500) }), 'units', [
    { type: 'units.choose', units: 'us' },
  ]),
  play: async ({ canvasElement }) => {
    await expect(await screen.findByText('Failed to update units')).toBeInTheDocument();
    const units = within(canvasElement).getByRole('radiogroup', { name: 'Units' });
    await expect(within(units).getByRole('radio', { name: 'Metric' })).toBeChecked();
  },
};

export const SettingsAt375: Story = atViewport(Settings, 'Settings', 'phone');
export const SettingsAt768: Story = atViewport(Settings, 'Settings', 'tablet');
export const SettingsAt1280: Story = atViewport(Settings, 'Settings', 'desktop');
export const SettingsUnitsAt375: Story = atViewport(SettingsUnits, 'Settings units', 'phone');
export const SettingsUnitsAt1280: Story = atViewport(SettingsUnits, 'Settings units', 'desktop');

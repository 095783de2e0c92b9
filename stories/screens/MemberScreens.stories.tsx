import { messages } from '@potluck/domain';
import { AdminScreen, ProfileScreen, SettingsScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { EventFromLogic } from 'xstate';
import { screenA11yRules } from '../../.storybook/a11y.ts';
import { selectAdminScreen } from '../../app/selectors/adminScreen.ts';
import { selectProfileScreen } from '../../app/selectors/profileScreen.ts';
import { selectSettingsScreen } from '../../app/selectors/settingsScreen.ts';
import {
  adminDashboardMachine,
  profileMachine,
  type SettingsTab,
  settingsMachine,
} from '../../machines/index.ts';
import { chosenCover, chosenPicture, chosenTextFile, cookbooks, friends, recipes } from '../fixtures.ts';
import {
  aCookbook,
  aFriend,
  anAdminUser,
  anOwnProfile,
  aPublicProfile,
  aRecipe,
  sampleId,
} from '../statecharts/samples.ts';
import { answer, never, refuse } from '../support/answers.ts';
import { fromMachine } from '../support/fromMachine.tsx';
import { memberShell } from './shell.tsx';
import { atViewport } from './viewports.ts';

const meta = {
  title: 'Screens/Member',
  parameters: { layout: 'fullscreen', a11y: { config: { rules: screenA11yRules } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

// A profile is drawn from the profile machine through the route's selector, with a fake client; the friend
// button is the machine's child, as in the app. The member looking is ada (sampleId(9)).
const ana = aPublicProfile({
  _id: sampleId(31),
  username: 'chef_ana',
  fName: 'Ana',
  lName: 'Lima',
  bio: 'Home cook. Soup enthusiast.',
  coverImage: '/profile-covers/profile-cover-1.webp',
  friends: 12,
});
const anaCookbooks = cookbooks.map((card) =>
  aCookbook({ _id: card.id, title: card.title, coverImage: card.coverUrl.slice(1), isPublic: true }),
);
const anaRecipes = recipes
  .slice(0, 5)
  .map((card) => aRecipe({ _id: card.id, title: card.title, image: card.image ?? '' }));
const profileClient = (overrides: Record<string, unknown> = {}) =>
  ({
    getOwnProfile: answer(anOwnProfile({ ...ana, intolerances: [] })),
    getMemberProfile: answer(ana),
    getUserCookbooks: answer(anaCookbooks),
    getUserRecipes: answer(anaRecipes),
    updateProfile: answer(anOwnProfile({ ...ana, bio: 'Home cook. Soup!', intolerances: [] })),
    sendFriendRequest: answer({}),
    acceptFriendRequest: answer({ ok: true }),
    denyFriendRequest: answer({ ok: true }),
    ...overrides,
  }) as never;
const profileStory = (
  client: never,
  { username, events = [] }: { username?: string; events?: EventFromLogic<typeof profileMachine>[] } = {},
) =>
  fromMachine({
    machine: profileMachine,
    input: {
      client,
      username,
      hasToken: true,
      memberId: sampleId(9),
      origin: 'https://potluck.example',
      writeClipboard: async () => undefined,
    },
    events,
    render: (snapshot, send, notices) => (
      <ProfileScreen
        shell={{ ...memberShell({ search: 'friends', current: 'profile' }), ...notices }}
        {...selectProfileScreen(snapshot, send)}
      />
    ),
  });

/** The member's own profile (a bare /profile): Edit Profile and Share. */
export const ProfileOwn: Story = {
  render: profileStory(profileClient()),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Edit Profile' })).toBeVisible();
  },
};

/** Someone else's profile: 'Add Friend +' sends a request and becomes 'Request Sent ✓'. */
export const ProfileVisitor: Story = {
  render: profileStory(profileClient(), { username: 'chef_ana' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Add Friend' }));
    await expect(await page.findByRole('button', { name: 'Request Sent ✓' })).toBeDisabled();
  },
};

export const ProfileFriends: Story = {
  render: profileStory(profileClient({ getMemberProfile: answer({ ...ana, relation: 'friends' }) }), {
    username: 'chef_ana',
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Friends ✓' })).toBeDisabled();
  },
};

/** A request that fails says 'Failed to send friend request.' */
export const ProfileRequestFailed: Story = {
  render: profileStory(profileClient({ sendFriendRequest: refuse(500) }), {
    username: 'chef_ana',
    events: [{ type: 'friend.add' }],
  }),
  play: async () => {
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent('Failed to send friend request.');
  },
};

/** Ana asked the member to be friends: 'Accept Request' and 'Decline' answer right on her profile. */
export const ProfileIncoming: Story = {
  render: profileStory(profileClient({ getMemberProfile: answer({ ...ana, relation: 'incoming' }) }), {
    username: 'chef_ana',
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('button', { name: 'Accept Request' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Decline' })).toBeEnabled();
  },
};

/** Accepted (the friend button's `incoming.accepting`, then `friends`): 'Friends ✓'. */
export const ProfileRequestAccepted: Story = {
  render: profileStory(profileClient({ getMemberProfile: answer({ ...ana, relation: 'incoming' }) }), {
    username: 'chef_ana',
    events: [{ type: 'request.accept' }],
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Friends ✓' })).toBeDisabled();
  },
};

/** Declined: they are strangers again, so 'Add Friend +'. */
export const ProfileRequestDeclined: Story = {
  render: profileStory(profileClient({ getMemberProfile: answer({ ...ana, relation: 'incoming' }) }), {
    username: 'chef_ana',
    events: [{ type: 'request.decline' }],
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Add Friend' })).toBeEnabled();
  },
};

/** An answer that fails is an alert; the request stays to answer again. */
export const ProfileAnswerFailed: Story = {
  render: profileStory(
    profileClient({
      getMemberProfile: answer({ ...ana, relation: 'incoming' }),
      acceptFriendRequest: refuse(500),
    }),
    { username: 'chef_ana', events: [{ type: 'request.accept' }] },
  ),
  play: async ({ canvasElement }) => {
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Failed to answer the friend request. Please try again.',
    );
    await expect(
      within(canvasElement).getByRole('button', { name: 'Accept Request', hidden: true }),
    ).toBeInTheDocument();
  },
};

/**
 * Edit mode (the machine's `mode.editing`), with what is typed in the machine's draft; Save and Cancel. Edit
 * Profile steps aside and the bio shows once, in the form.
 */
export const ProfileEditing: Story = {
  render: profileStory(profileClient(), {
    events: [{ type: 'profile.edit' }, { type: 'draft.change', change: { bio: 'Home cook. Soup!' } }],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Edit profile' });
    await expect(within(form).getByLabelText('Bio')).toHaveValue('Home cook. Soup!');
    await expect(within(form).getByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(within(form).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Edit Profile' })).toBeNull();
    await expect(canvas.queryByText('Home cook. Soup enthusiast.')).toBeNull();
    // The stored cover is previewed wide; no picture yet shows the square's invitation.
    await expect(within(form).getByRole('img', { name: 'Chosen cover image' })).toBeVisible();
    await expect(within(form).getByLabelText('Profile picture')).toHaveAttribute('type', 'file');
    await expect(within(form).getByRole('button', { name: 'Remove cover image' })).toBeEnabled();
  },
};

/** A picture and a cover chosen: both previewed in their crops, each with Remove. */
export const ProfileEditingPictures: Story = {
  render: profileStory(profileClient(), {
    events: [
      { type: 'profile.edit' },
      { type: 'draft.change', change: { profilePic: chosenPicture } },
      { type: 'draft.change', change: { coverImage: chosenCover } },
    ],
  }),
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('form', { name: 'Edit profile' });
    await expect(within(form).getByRole('img', { name: 'Chosen profile picture' })).toHaveAttribute(
      'src',
      chosenPicture,
    );
    await expect(within(form).getByRole('img', { name: 'Chosen cover image' })).toHaveAttribute(
      'src',
      chosenCover,
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Remove profile picture' }));
    await expect(within(form).queryByRole('img', { name: 'Chosen profile picture' })).toBeNull();
    await expect(within(form).getByLabelText('Profile picture')).toHaveFocus();
  },
};

/** A chosen file that is not a picture (`mode.editing.pictureRejected`): the draft keeps the one before. */
export const ProfilePictureRejected: Story = {
  render: profileStory(profileClient(), {
    events: [{ type: 'profile.edit' }, { type: 'draft.change', change: { profilePic: chosenTextFile } }],
  }),
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('form', { name: 'Edit profile' });
    await expect(within(form).getByRole('alert')).toHaveTextContent(messages.imageRejected);
    await expect(within(form).getByLabelText('Profile picture')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A chosen cover that is not a picture (`mode.editing.coverRejected`). */
export const ProfileCoverRejected: Story = {
  render: profileStory(profileClient(), {
    events: [{ type: 'profile.edit' }, { type: 'draft.change', change: { coverImage: chosenTextFile } }],
  }),
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('form', { name: 'Edit profile' });
    await expect(within(form).getByRole('alert')).toHaveTextContent(messages.imageRejected);
    await expect(within(form).getByLabelText('Cover image')).toHaveAttribute('aria-invalid', 'true');
    await expect(within(form).getByRole('img', { name: 'Chosen cover image' })).toBeVisible();
  },
};

/** Save on its way (`mode.saving`): the buttons wait. */
export const ProfileSaving: Story = {
  render: profileStory(profileClient({ updateProfile: never }), {
    events: [{ type: 'profile.edit' }, { type: 'profile.save' }],
  }),
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('form', { name: 'Edit profile' });
    await expect(within(form).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** Save refused (`mode.editing.saveFailed`): the server's reason above the buttons, the draft kept, Save again. */
export const ProfileSaveFailed: Story = {
  render: profileStory(
    profileClient({
      updateProfile: async () =>
        Promise.reject(Object.assign(new Error('Image is too large'), { status: 413 })),
    }),
    {
      events: [
        { type: 'profile.edit' },
        { type: 'draft.change', change: { bio: 'Bakes on Sundays' } },
        { type: 'profile.save' },
      ],
    },
  ),
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('form', { name: 'Edit profile' });
    await expect(await within(form).findByRole('alert')).toHaveTextContent('Image is too large');
    await expect(within(form).getByLabelText('Bio')).toHaveValue('Bakes on Sundays');
    await expect(within(form).getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** Share copies the link and says 'Profile link copied!' */
export const ProfileShared: Story = {
  render: profileStory(profileClient(), { events: [{ type: 'profile.share' }] }),
  play: async () => {
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent('Profile link copied!');
  },
};

/** The Recipes tab is the machine's `tab.recipes`. */
export const ProfileRecipesTab: Story = {
  render: profileStory(profileClient(), { events: [{ type: 'tab.select', tab: 'recipes' }] }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('tab', { name: 'Recipes', selected: true }),
    ).toBeVisible();
  },
};

export const ProfileEmpty: Story = {
  render: profileStory(
    profileClient({
      getMemberProfile: answer({ ...ana, relation: 'friends' }),
      getUserCookbooks: answer([]),
      getUserRecipes: answer([]),
    }),
    { username: 'chef_ana' },
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No public cookbooks yet.')).toBeVisible();
  },
};

export const ProfileLoading: Story = { render: profileStory(profileClient({ getOwnProfile: never })) };

export const ProfileFailed: Story = {
  render: profileStory(profileClient({ getOwnProfile: refuse(500) })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Failed to load profile')).toBeVisible();
  },
};

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
  play: async ({ canvasElement }) => {
    const question = await screen.findByRole('alertdialog');
    await expect(question).toHaveTextContent(
      "Remove @lee? You won't be able to send or recieve chats from this user any more.",
    );
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

// The admin dashboard is drawn from its machine through the route's selector, with a fake client.
const topTitles = ['Roasted Tomato Soup', 'Banana Bread', 'Shakshuka', 'Pesto Pasta', 'Greek Salad'];
const adminUsers = ['ana', 'sam_bakes', 'lee', 'mo', 'kim'].map((name, index) =>
  anAdminUser(name, sampleId(index + 1)),
);
const adminClient = (overrides: Record<string, unknown> = {}) =>
  ({
    getTopCommented: answer(
      topTitles.map((title, index) => ({
        recipeId: sampleId(50 + index),
        title,
        commentCount: 40 - index * 6,
      })),
    ),
    getTopLiked: answer(
      topTitles.map((title, index) => ({
        recipeId: sampleId(60 + index),
        title,
        likeCount: 90 - index * 11,
      })),
    ),
    getTopExternal: answer(topTitles.map((title, index) => ({ id: 716429 + index, title }))),
    getAdminUsers: answer(adminUsers),
    deleteAdminUser: answer({}),
    ...overrides,
  }) as never;
const adminStory = (
  client: never,
  events: EventFromLogic<typeof adminDashboardMachine>[] = [],
  shell = memberShell({ admin: 'current' }),
) =>
  fromMachine({
    machine: adminDashboardMachine,
    input: { client },
    events,
    render: (snapshot, send) => <AdminScreen shell={shell} {...selectAdminScreen(snapshot, send)} />,
  });
const usersList = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Users' }));

/** Five members: the first 3 until Show More; each top recipe links to it; the top bar leads back here. */
export const Admin: Story = {
  render: adminStory(adminClient()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('@ana');
    await expect(usersList(canvasElement).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Show More' })).toBeVisible();
    const liked = within(canvas.getByRole('region', { name: 'Top liked recipes' }));
    await expect(liked.getByRole('link', { name: 'Banana Bread' })).toHaveAttribute(
      'href',
      `/recipe/${sampleId(61)}`,
    );
    const external = within(canvas.getByRole('region', { name: 'Top external recipes' }));
    await expect(external.getByRole('link', { name: 'Shakshuka' })).toHaveAttribute('href', '/recipe/716431');
    await expect(canvas.getByRole('link', { name: 'Admin dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A member who is not an admin opens /admin: the server answers 403 (the machine's `forbidden`). */
export const AdminForbidden: Story = {
  render: adminStory(
    adminClient({
      getTopCommented: refuse(403, 'Admins only'),
      getTopLiked: refuse(403, 'Admins only'),
      getTopExternal: answer([]),
      getAdminUsers: refuse(403, 'Admins only'),
    }),
    [],
    // Not an admin: no way to /admin in the top bar.
    memberShell(),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This page is for admins.')).toBeVisible();
    await expect(canvas.queryByText('No data')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Users' })).not.toBeInTheDocument();
  },
};

/** Show More is the machine's `list.all`: all five, and Show Less. */
export const AdminShowMore: Story = {
  render: adminStory(adminClient(), [{ type: 'users.showMore' }]),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Show Less' });
    await expect(usersList(canvasElement).getAllByRole('listitem')).toHaveLength(5);
  },
};

/** Delete asks 'Delete this user?' (the machine's `confirmingDelete`); Cancel deletes nobody. */
export const AdminConfirmDelete: Story = {
  render: adminStory(adminClient(), [{ type: 'user.delete', id: sampleId(2) }]),
  play: async ({ canvasElement }) => {
    const question = await screen.findByRole('alertdialog');
    await expect(question).toHaveTextContent('Delete this user?');
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(within(canvasElement).getByText('@sam_bakes')).toBeVisible();
  },
};

/** Confirming deletes: the member leaves the list once the server has answered. */
export const AdminDeleted: Story = {
  render: adminStory(adminClient(), [{ type: 'user.delete', id: sampleId(2) }]),
  play: async ({ canvasElement }) => {
    const question = await screen.findByRole('alertdialog');
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(canvasElement).queryByText('@sam_bakes')).not.toBeInTheDocument());
  },
};

/** Nothing to rank and nobody found: 'No data' and 'No users found.' */
export const AdminEmpty: Story = {
  render: adminStory(
    adminClient({
      getTopCommented: answer([]),
      getTopLiked: answer([]),
      getTopExternal: answer([]),
      getAdminUsers: answer([]),
    }),
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No users found.')).toBeVisible();
    await expect(within(canvasElement).getAllByText('No data')).toHaveLength(3);
  },
};

export const AdminLoading: Story = { render: adminStory(adminClient({ getAdminUsers: never })) };

/** The chat box open over a page, with the unread dot on the toggle. */
export const ChatOpen: Story = {
  render: fromMachine({
    machine: profileMachine,
    input: {
      client: profileClient(),
      hasToken: true,
      memberId: sampleId(9),
      origin: 'https://potluck.example',
      writeClipboard: async () => undefined,
    },
    render: (snapshot, send) => {
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
          {...selectProfileScreen(snapshot, send)}
        />
      );
    },
  }),
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Chats' })).toBeInTheDocument();
  },
};

// The screens of this group at the three review widths.
export const ProfileOwnAt375: Story = atViewport(ProfileOwn, 'Profile', 'phone');
export const ProfileOwnAt768: Story = atViewport(ProfileOwn, 'Profile', 'tablet');
export const ProfileEditingAt375: Story = atViewport(ProfileEditingPictures, 'Profile editing', 'phone');
export const ProfileEditingAt1280: Story = atViewport(ProfileEditingPictures, 'Profile editing', 'desktop');
export const ProfileOwnAt1280: Story = atViewport(ProfileOwn, 'Profile', 'desktop');
export const SettingsAt375: Story = atViewport(Settings, 'Settings', 'phone');
export const SettingsAt768: Story = atViewport(Settings, 'Settings', 'tablet');
export const SettingsAt1280: Story = atViewport(Settings, 'Settings', 'desktop');
export const SettingsUnitsAt375: Story = atViewport(SettingsUnits, 'Settings units', 'phone');
export const SettingsUnitsAt1280: Story = atViewport(SettingsUnits, 'Settings units', 'desktop');
export const AdminAt375: Story = atViewport(Admin, 'Admin', 'phone');
export const AdminAt768: Story = atViewport(Admin, 'Admin', 'tablet');
export const AdminAt1280: Story = atViewport(Admin, 'Admin', 'desktop');

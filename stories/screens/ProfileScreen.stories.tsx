import { messages } from '@potluck/domain';
import { ProfileScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { EventFromLogic } from 'xstate';
import { screenA11yRules } from '../../.storybook/a11y.ts';
import { selectProfileScreen } from '../../app/selectors/profileScreen.ts';
import { profileMachine } from '../../machines/index.ts';
import { chosenCover, chosenPicture, chosenTextFile, cookbooks, friends, recipes } from '../fixtures.ts';
import { aCookbook, anOwnProfile, aPublicProfile, aRecipe, sampleId } from '../statecharts/samples.ts';
import { answer, never, refuse } from '../support/answers.ts';
import { fromMachine } from '../support/fromMachine.tsx';
import { memberShell } from './shell.tsx';
import { atViewport } from './viewports.ts';

const meta = {
  title: 'Screens/Profile',
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

// This screen at the three review widths.
export const ProfileOwnAt375: Story = atViewport(ProfileOwn, 'Profile', 'phone');
export const ProfileOwnAt768: Story = atViewport(ProfileOwn, 'Profile', 'tablet');
export const ProfileEditingAt375: Story = atViewport(ProfileEditingPictures, 'Profile editing', 'phone');
export const ProfileEditingAt1280: Story = atViewport(ProfileEditingPictures, 'Profile editing', 'desktop');
export const ProfileOwnAt1280: Story = atViewport(ProfileOwn, 'Profile', 'desktop');

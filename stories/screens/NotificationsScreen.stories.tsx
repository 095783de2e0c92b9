// /notifications and the bell's panel, drawn from the notifications machine through the route's selector with a
// fake server that remembers answers (an accepted request is gone from the pending list and its row says so).
import { AppShell, NotificationsScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { EventFromLogic } from 'xstate';
import { screenA11yRules } from '../../.storybook/a11y.ts';
import { selectBell, selectNotificationPanel } from '../../app/selectors/notificationPanel.ts';
import { type NotificationsClient, notificationsMachine } from '../../machines/notificationsMachine.ts';
import type { FriendRequest, Notification } from '../../machines/support/records.ts';
import { aNotification, aSender, sampleId } from '../statecharts/samples.ts';
import { never, refuse } from '../support/answers.ts';
import { fromMachine } from '../support/fromMachine.tsx';
import { memberShell } from './shell.tsx';
import { atViewport } from './viewports.ts';

const meta = {
  title: 'Screens/Notifications',
  parameters: { layout: 'fullscreen', a11y: { config: { rules: screenA11yRules } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const now = Date.parse('2026-11-23T15:12:00Z');
const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000).toISOString();
const kenji = {
  ...aSender('kenji.eats', sampleId(2)),
  fName: 'Kenji',
  lName: 'Sato',
  profilePic: '/avatars/avatar-3.webp',
};
const priya = {
  ...aSender('priya', sampleId(3)),
  fName: 'Priya',
  lName: 'Rao',
  profilePic: '/avatars/avatar-1.webp',
};
const sam = { ...aSender('sam_bakes', sampleId(4)), fName: 'Sam', lName: 'Ortiz', profilePic: '' };

const request: FriendRequest = {
  _id: kenji._id,
  username: kenji.username,
  fName: kenji.fName,
  lName: kenji.lName,
  profilePic: kenji.profilePic,
};
const feed: Notification[] = [
  aNotification({ _id: sampleId(801), type: 'friend_request', fromUser: kenji, createdAt: minutesAgo(5) }),
  aNotification({
    _id: sampleId(802),
    type: 'cookbook_share_request',
    fromUser: priya,
    createdAt: minutesAgo(42),
    data: { cookbookId: sampleId(30) },
    subject: 'Sunday Dinners',
  }),
  aNotification({
    _id: sampleId(803),
    type: 'recipe_like',
    fromUser: sam,
    createdAt: minutesAgo(180),
    data: { recipeId: sampleId(40) },
    subject: 'Lemon Pie',
  }),
  aNotification({
    _id: sampleId(804),
    type: 'recipe_comment',
    read: true,
    fromUser: priya,
    createdAt: minutesAgo(60 * 26),
    data: { recipeId: sampleId(40), commentId: sampleId(41) },
    subject: 'Lemon Pie',
  }),
  aNotification({
    _id: sampleId(805),
    type: 'friend_request',
    read: true,
    fromUser: sam,
    createdAt: minutesAgo(60 * 24 * 3),
    answer: 'accepted',
  }),
];

/** A fake server: the feed and pending requests, changed by the member's answers as the real one is. */
function fakeServer(overrides: Partial<NotificationsClient> = {}): NotificationsClient {
  let notifications = structuredClone(feed);
  let requests = [request];
  const answer = (match: (n: Notification) => boolean, answer: 'accepted' | 'declined') => {
    notifications = notifications.map((n) => (match(n) ? { ...n, read: true, answer } : n));
  };
  return {
    getNotifications: async () => structuredClone(notifications),
    getFriendRequests: async () => structuredClone(requests),
    markNotificationRead: async (id) => {
      notifications = notifications.map((n) => (n._id === id ? { ...n, read: true } : n));
    },
    clearNotifications: async () => {
      notifications = [];
    },
    acceptFriendRequest: async ({ requesterId }) => {
      requests = requests.filter((r) => r._id !== requesterId);
      answer((n) => n.type === 'friend_request' && n.fromUser?._id === requesterId && !n.answer, 'accepted');
    },
    denyFriendRequest: async ({ requesterId }) => {
      requests = requests.filter((r) => r._id !== requesterId);
      answer((n) => n.type === 'friend_request' && n.fromUser?._id === requesterId && !n.answer, 'declined');
    },
    acceptShare: async (cookbookId) => answer((n) => n.data.cookbookId === cookbookId, 'accepted'),
    denyShare: async (cookbookId) => answer((n) => n.data.cookbookId === cookbookId, 'declined'),
    onStale: () => () => {},
    ...overrides,
  };
}

type NotificationsStoryEvent = EventFromLogic<typeof notificationsMachine>;

const pageStory = (client: NotificationsClient, events: NotificationsStoryEvent[] = []) =>
  fromMachine({
    machine: notificationsMachine,
    input: { client, memberId: sampleId(9), now: () => now },
    events,
    render: (snapshot, send, notices) => (
      <NotificationsScreen
        shell={{ ...memberShell(), ...notices }}
        panel={{ ...selectNotificationPanel(snapshot, send), variant: 'page' }}
      />
    ),
  });

/** Kenji's pending request above the rows; each row names its subject, its sender's picture and how long ago. */
export const Notifications: Story = {
  render: pageStory(fakeServer()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    const requests = await canvas.findByRole('region', { name: 'Friend requests' });
    await expect(within(requests).getByText('Kenji Sato')).toBeVisible();
    await expect(canvas.getByText('Sam Ortiz liked your recipe “Lemon Pie”.')).toBeVisible();
    await expect(canvas.getByText('Priya Rao invited you to collaborate on “Sunday Dinners”.')).toBeVisible();
    await expect(canvas.getByText('You and Sam Ortiz are now friends.')).toBeVisible();
    await expect(canvas.getByText('5 min ago')).toHaveAttribute('datetime', minutesAgo(5));
    await expect(canvas.getByText('yesterday')).toBeVisible();
    // The like opens its recipe; the request's row opens Kenji's profile.
    await expect(canvas.getByRole('link', { name: /liked your recipe/ })).toHaveAttribute(
      'href',
      `/recipe/${sampleId(40)}`,
    );
    await expect(canvas.getByRole('link', { name: /Kenji Sato sent you/ })).toHaveAttribute(
      'href',
      '/profile/kenji.eats',
    );
    // Only the waiting invitation has ✓ / ✕ on its row.
    await expect(canvas.getAllByRole('button', { name: /^Accept$/ })).toHaveLength(1);
  },
};

export const NotificationsLoading: Story = {
  render: pageStory(fakeServer({ getNotifications: never })),
};

export const NotificationsEmpty: Story = {
  render: pageStory(fakeServer({ getNotifications: async () => [], getFriendRequests: async () => [] })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No notifications yet.')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Clear' })).toBeDisabled();
  },
};

/** Accepting Kenji's request: he leaves the pending list and his row says they are friends, without buttons. */
export const NotificationsRequestAccepted: Story = {
  render: pageStory(fakeServer(), [{ type: 'friendRequest.answer', requesterId: kenji._id, accept: true }]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You and Kenji Sato are now friends.')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Friend requests' })).toBeNull());
  },
};

export const NotificationsRequestDeclined: Story = {
  render: pageStory(fakeServer(), [{ type: 'friendRequest.answer', requesterId: kenji._id, accept: false }]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('You declined Kenji Sato’s friend request.'),
    ).toBeVisible();
  },
};

/** An answer that fails says so, and the request stays to answer again. */
export const NotificationsAnswerFailed: Story = {
  render: pageStory(fakeServer({ acceptFriendRequest: refuse(500) }), [
    { type: 'friendRequest.answer', requesterId: kenji._id, accept: true },
  ]),
  play: async ({ canvasElement }) => {
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Failed to answer the friend request. Please try again.',
    );
    // The alert hides the page from assistive technology meanwhile, hence `hidden`.
    await expect(
      within(canvasElement).getByRole('region', { name: 'Friend requests', hidden: true }),
    ).toBeInTheDocument();
  },
};

/** The invitation accepted from its row: 'You joined “Sunday Dinners”.', and no buttons left. */
export const NotificationsInvitationAccepted: Story = {
  render: pageStory(fakeServer(), [{ type: 'share.answer', id: sampleId(802), accept: true }]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You joined “Sunday Dinners”.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Accept$/ })).toBeNull();
  },
};

/** Clear asks first (the machine's `feed.confirmingClear`); Cancel keeps every row. */
export const NotificationsConfirmingClear: Story = {
  render: pageStory(fakeServer(), [{ type: 'notifications.clear' }]),
  play: async () => {
    const question = await screen.findByRole('alertdialog', { name: 'Clear notifications' });
    await expect(question).toHaveTextContent('Clear all your notifications? This cannot be undone.');
  },
};

/** Cancel: the question closes and nothing changed. */
export const NotificationsClearCancelled: Story = {
  render: NotificationsConfirmingClear.render,
  play: async (context) => {
    await NotificationsConfirmingClear.play?.(context);
    const { canvasElement } = context;
    const question = screen.getByRole('alertdialog');
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await expect(within(canvasElement).getByText('Sam Ortiz liked your recipe “Lemon Pie”.')).toBeVisible();
  },
};

/** Confirmed: the rows are gone, and Kenji's pending request is still there to answer. */
export const NotificationsCleared: Story = {
  render: pageStory(fakeServer(), [{ type: 'notifications.clear' }, { type: 'clear.confirm' }]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No notifications yet.')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Friend requests' })).toBeVisible();
  },
};

/** The bell's panel over a page, with the same rows; the page behind is empty on purpose. */
export const BellPanelOpen: Story = {
  render: fromMachine({
    machine: notificationsMachine,
    input: { client: fakeServer(), memberId: sampleId(9), now: () => now },
    events: [{ type: 'panel.open' }],
    render: (snapshot, send, notices) => {
      const shell = memberShell();
      const bell = selectBell(snapshot, send);
      const topBar = shell.topBar.loggedIn ? { ...shell.topBar, bell } : shell.topBar;
      return (
        <AppShell {...shell} {...notices} topBar={topBar}>
          <p>Page content</p>
        </AppShell>
      );
    },
  }),
  play: async () => {
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await expect(await within(panel).findByText('Kenji Sato')).toBeVisible();
    await expect(within(panel).getByText('Sam Ortiz liked your recipe “Lemon Pie”.')).toBeVisible();
  },
};

// The page at the three review widths.
export const NotificationsAt375: Story = atViewport(Notifications, 'Notifications', 'phone');
export const NotificationsAt768: Story = atViewport(Notifications, 'Notifications', 'tablet');
export const NotificationsAt1280: Story = atViewport(Notifications, 'Notifications', 'desktop');
export const BellPanelAt375: Story = atViewport(BellPanelOpen, 'Bell panel', 'phone');

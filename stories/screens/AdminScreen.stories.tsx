import { AdminScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { EventFromLogic } from 'xstate';
import { screenA11yRules } from '../../.storybook/a11y.ts';
import { selectAdminScreen } from '../../app/selectors/adminScreen.ts';
import { adminDashboardMachine } from '../../machines/index.ts';
import { anAdminUser, sampleId } from '../statecharts/samples.ts';
import { answer, never, refuse } from '../support/answers.ts';
import { fromMachine } from '../support/fromMachine.tsx';
import { memberShell } from './shell.tsx';
import { atViewport } from './viewports.ts';

const meta = {
  title: 'Screens/Admin',
  parameters: { layout: 'fullscreen', a11y: { config: { rules: screenA11yRules } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

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
  play: async () => {
    const question = await screen.findByRole('alertdialog');
    await expect(question).toHaveTextContent('Delete this user?');
  },
};

/** Cancel: the question closes and nothing changed. */
export const AdminDeleteCancelled: Story = {
  render: AdminConfirmDelete.render,
  play: async (context) => {
    await AdminConfirmDelete.play?.(context);
    const { canvasElement } = context;
    const question = screen.getByRole('alertdialog');
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

// This screen at the three review widths.
export const AdminAt375: Story = atViewport(Admin, 'Admin', 'phone');
export const AdminAt768: Story = atViewport(Admin, 'Admin', 'tablet');
export const AdminAt1280: Story = atViewport(Admin, 'Admin', 'desktop');

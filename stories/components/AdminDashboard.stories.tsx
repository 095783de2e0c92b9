import { AdminDashboard } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';

const entries = (unit: string) =>
  ['Roasted Tomato Soup', 'Banana Bread', 'Shakshuka', 'Pesto Pasta', 'Greek Salad'].map((title, index) => ({
    id: `${unit}-${index}`,
    title,
    value: `${50 - index * 7} ${unit}`,
  }));

const users = ['ana', 'sam_bakes', 'lee', 'mo', 'kim'].map((username, index) => ({
  id: `u${index}`,
  username,
}));

const meta = {
  title: 'Components/AdminDashboard',
  component: AdminDashboard,
  args: {
    topCommented: { status: 'ready', entries: entries('comments') },
    topLiked: { status: 'ready', entries: entries('likes') },
    topExternal: { status: 'ready', entries: entries('popularity') },
    users: { status: 'ready', list: users },
    query: '',
    onQueryChange: fn(),
    onDeleteUser: fn(),
  },
} satisfies Meta<typeof AdminDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 3 users until Show More; deleting asks 'Delete this user?'. */
export const Populated: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const usersSection = canvas.getByRole('region', { name: 'Users' });
    await expect(within(usersSection).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Show More' }));
    await expect(within(usersSection).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete kim' }));
    const confirm = await screen.findByRole('alertdialog');
    await expect(confirm).toHaveTextContent('Delete this user?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(args.onDeleteUser).toHaveBeenCalledWith({ userId: 'u4' });
  },
};

export const Empty: Story = {
  args: {
    topCommented: { status: 'ready', entries: [] },
    topLiked: { status: 'ready', entries: [] },
    topExternal: { status: 'ready', entries: [] },
    users: { status: 'ready', list: [] },
    query: 'zz',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('No data')).toHaveLength(3);
    await expect(canvas.getByText('No users found.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: {
    topCommented: { status: 'loading' },
    topLiked: { status: 'loading' },
    topExternal: { status: 'loading' },
    users: { status: 'loading' },
  },
};

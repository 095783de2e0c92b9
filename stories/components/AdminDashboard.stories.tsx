import { AdminDashboard } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

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
    expanded: false,
    onExpandedChange: fn(),
    onDeleteUser: fn(),
  },
  // The list is controlled: the story keeps Show More / Show Less, as the admin dashboard machine does.
  render: function Render(args) {
    const [expanded, setExpanded] = useState(args.expanded);
    return (
      <AdminDashboard
        {...args}
        expanded={expanded}
        onExpandedChange={(change) => {
          args.onExpandedChange(change);
          setExpanded(change.expanded);
        }}
      />
    );
  },
} satisfies Meta<typeof AdminDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 3 users until Show More, all of them until Show Less; a delete button asks for that user's deletion. */
export const Populated: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const usersSection = canvas.getByRole('region', { name: 'Users' });
    await expect(within(usersSection).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Show More' }));
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith({ expanded: true });
    await expect(within(usersSection).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete kim' }));
    await expect(args.onDeleteUser).toHaveBeenCalledWith({ userId: 'u4' });
    await userEvent.click(canvas.getByRole('button', { name: 'Show Less' }));
    await expect(within(usersSection).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** While a deletion runs, the delete buttons wait. */
export const Deleting: Story = {
  args: { deleting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Delete ana' })).toBeDisabled();
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

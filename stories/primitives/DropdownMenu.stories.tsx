import { Button, DropdownMenu } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link, Users } from 'lucide-react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';

const copyLink = fn();
const friends = fn();

const meta = {
  title: 'Primitives/DropdownMenu',
  component: DropdownMenu,
  args: {
    label: 'Share',
    trigger: <Button variant="secondary">Share</Button>,
    items: [
      { label: 'Copy Link', icon: <Link />, onSelect: copyLink },
      { label: 'Friends', icon: <Users />, onSelect: friends },
    ],
    align: 'start',
  },
  decorators: [(Story) => <div style={{ minHeight: '10rem' }}>{Story()}</div>],
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShareMenu: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Share' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Copy Link' }));
    await expect(copyLink).toHaveBeenCalled();
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  },
};

export const KeyboardSelection: Story = {
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Share' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(friends).toHaveBeenCalled();
  },
};

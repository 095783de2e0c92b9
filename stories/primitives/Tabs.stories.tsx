import { Tabs } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: {
    label: 'Profile sections',
    tabs: [
      { value: 'cookbooks', label: 'Cookbooks', content: <p>Public cookbooks</p> },
      { value: 'recipes', label: 'Recipes', content: <p>Public recipes</p> },
    ],
    onValueChange: fn(),
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Public cookbooks');
    await userEvent.click(canvas.getByRole('tab', { name: 'Recipes' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('recipes');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Public recipes');
  },
};

export const Vertical: Story = {
  args: {
    label: 'Settings',
    orientation: 'vertical',
    tabs: [
      { value: 'username', label: 'Change Username', content: <p>Username form</p> },
      { value: 'password', label: 'Change Password', content: <p>Password form</p> },
      { value: 'friends', label: 'Manage Friends', content: <p>Friends</p> },
      { value: 'intolerances', label: 'Update Allergies', content: <p>Allergies</p> },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'Change Username' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Change Password' })).toHaveFocus();
  },
};

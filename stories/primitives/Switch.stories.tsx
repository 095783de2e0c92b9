import { Switch } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { label: 'Privacy', onCheckedChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Privacy' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await expect(toggle).toBeChecked();
  },
};

export const WithDescription: Story = {
  args: { label: 'Public', description: 'Public cookbooks appear on your profile.', defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Public' })).toHaveAccessibleDescription(
      'Public cookbooks appear on your profile.',
    );
  },
};

export const Disabled: Story = { args: { disabled: true } };

import { IconButton, iconButtonVariants } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Heart, Settings, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Settings', icon: <Settings />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Settings' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div
      style={{ display: 'flex', gap: '0.75rem', padding: '1rem', background: 'var(--color-surface-muted)' }}
    >
      {iconButtonVariants.map((variant, index) => (
        <IconButton
          key={variant}
          {...args}
          variant={variant}
          aria-label={['Notifications', 'Like', 'Add to cookbook', 'Delete'][index] ?? variant}
          icon={[<Bell key="b" />, <Heart key="h" />, <Settings key="s" />, <Trash2 key="t" />][index]}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Delete' })).toHaveAttribute(
      'data-variant',
      'danger',
    );
  },
};

export const Disabled: Story = { args: { disabled: true } };

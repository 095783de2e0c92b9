import { SharedWith } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

// The owner's line above the shopping list and the meal plan: whom it is shared with, and Share (ShareDialog).
const meta = {
  title: 'Components/SharedWith',
  component: SharedWith,
  args: { names: [], notShared: 'Only you can see this list', onShare: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof SharedWith>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shared with no one: it says so in the thing's own words; Share opens the dialog. */
export const NotShared: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Only you can see this list')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(args.onShare).toHaveBeenCalledTimes(1);
  },
};

/** Shared with friends and a cookbook: their names, in the order given. */
export const Shared: Story = {
  args: { names: ['kenji_eats', 'Weeknights'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Shared with kenji_eats, Weeknights')).toBeVisible();
  },
};

import { SegmentedControl } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const amounts = [
  { value: 'written', label: 'As written' },
  { value: 'us', label: 'US units' },
];

const meta = {
  title: 'Primitives/SegmentedControl',
  component: SegmentedControl<string>,
  args: { label: 'Amounts', options: amounts, value: 'us', onValueChange: fn() },
} satisfies Meta<typeof SegmentedControl<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Controlled: a click asks for the other choice; the owner of the value decides. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Amounts' });
    await expect(within(group).getByRole('radio', { name: 'US units' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'As written' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('written');
  },
};

export const Small: Story = { args: { size: 'sm' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

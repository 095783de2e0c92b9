import { plainCounter, TextArea, TextField } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Username', name: 'username' },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Username');
    await userEvent.type(input, 'chef_ana');
    await expect(input).toHaveValue('chef_ana');
  },
};

export const Required: Story = {
  args: { label: 'Title', required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Title/ })).toBeRequired();
  },
};

/** The cookbook title counts up to 18 and stops there (SPEC §5). */
export const WithCounter: Story = {
  args: { label: 'Title', maxLength: 18, counter: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0/18 characters')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Title'), 'Sunday dinners for the family');
    await expect(canvas.getByText('18/18 characters')).toBeVisible();
    await expect(canvas.getByLabelText('Title')).toHaveValue('Sunday dinners for');
  },
};

export const WithError: Story = {
  args: { label: 'Password', type: 'password', error: 'Invalid credentials. Please try again.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Invalid credentials. Please try again.');
  },
};

export const WithHint: Story = {
  args: { label: 'New password', type: 'password', hint: 'At least 6 characters.' },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'chef_ana' } };

/** A comment box: 150 characters with a bare 'x/150' counter. */
export const CommentTextArea: Story = {
  render: () => <TextArea label="Add a comment" maxLength={150} counter={plainCounter} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Add a comment'), 'Lovely!');
    await expect(canvas.getByText('7/150')).toBeVisible();
  },
};

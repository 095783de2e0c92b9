import { Button, ConfirmDialog, Dialog, DialogClose } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: {
    title: 'Create a New Cookbook',
    description: 'Give it a name and a cover.',
    trigger: <Button>Open dialog</Button>,
    children: <p>Dialog body.</p>,
    footer: (
      <DialogClose asChild>
        <Button variant="secondary">Cancel</Button>
      </DialogClose>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ClosesOnEscape: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a New Cookbook' });
    await expect(dialog).toHaveAccessibleDescription('Give it a name and a cover.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const ClosesOnBackdropClick: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    await screen.findByRole('dialog');
    // The backdrop has no role: it is the one element a pointer can hit outside the dialog.
    await userEvent.click(screen.getByTestId('dialog-backdrop'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const ClosesOnCancel: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const Confirm: StoryObj<typeof ConfirmDialog> = {
  render: (args) => <ConfirmDialog {...args} />,
  args: {
    title: 'Delete cookbook',
    message: 'Are you sure you want to delete this cookbook? This action cannot be undone.',
    confirmLabel: 'Delete',
    onConfirm: fn(),
    trigger: <Button variant="danger">Delete</Button>,
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete cookbook' });
    await expect(dialog).toHaveTextContent('This action cannot be undone.');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const ConfirmCancelled: StoryObj<typeof ConfirmDialog> = {
  ...Confirm,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

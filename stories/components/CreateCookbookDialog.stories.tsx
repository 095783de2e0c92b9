import { type CookbookDraft, CreateCookbookDialog } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';

const emptyDraft: CookbookDraft = { title: '', coverImage: null, isPublic: false };

const meta = {
  title: 'Components/CreateCookbookDialog',
  component: CreateCookbookDialog,
  args: { open: true, onOpenChange: fn(), onCreate: fn(), onDraftChange: fn(), draft: emptyDraft },
  // The dialog is controlled: the story keeps the draft, as the cookbooks machine does in the app.
  render: function Render(args) {
    const [draft, setDraft] = useState(args.draft);
    return (
      <CreateCookbookDialog
        {...args}
        draft={draft}
        onDraftChange={(change) => {
          args.onDraftChange(change);
          setDraft((current) => ({ ...current, ...change }));
        }}
      />
    );
  },
} satisfies Meta<typeof CreateCookbookDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Create stays disabled until a title and a cover are chosen; new cookbooks are private by default. */
export const Filling: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Create a New Cookbook' });
    const form = within(dialog);
    const create = form.getByRole('button', { name: 'Create Cookbook' });
    await expect(create).toBeDisabled();
    await expect(form.getByText('0/18 characters')).toBeVisible();
    await expect(form.getByText('Please select a cover image.')).toBeVisible();
    await expect(form.getByText('Public cookbooks appear on your profile.')).toBeVisible();
    await userEvent.type(form.getByRole('textbox', { name: /Title/ }), 'Weeknight Dinners');
    await expect(form.getByText('17/18 characters')).toBeVisible();
    await expect(create).toBeDisabled();
    // The eye clicks the picture; the radio inside its label is what gets checked.
    await userEvent.click(form.getByRole('img', { name: 'Cover 3' }));
    await expect(form.getByRole('radio', { name: 'Cover 3' })).toBeChecked();
    await expect(args.onDraftChange).toHaveBeenLastCalledWith({ coverImage: 'cover3.JPG' });
    await expect(form.queryByText('Please select a cover image.')).not.toBeInTheDocument();
    await expect(form.getByRole('switch', { name: /Privacy/ })).not.toBeChecked();
    await userEvent.click(create);
    await expect(args.onCreate).toHaveBeenCalled();
  },
};

export const NineCovers: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getAllByRole('radio')).toHaveLength(9);
  },
};

export const TitleLimit: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const title = within(dialog).getByRole('textbox', { name: /Title/ });
    await userEvent.type(title, 'A very long cookbook title indeed');
    await expect(title).toHaveValue('A very long cookbo');
    await expect(within(dialog).getByText('18/18 characters')).toBeVisible();
  },
};

export const Creating: Story = {
  args: { busy: true, draft: { title: 'Soups', coverImage: 'cover2.JPG', isPublic: false } },
};

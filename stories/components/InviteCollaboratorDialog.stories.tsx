import { InviteCollaboratorDialog } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';

// Found by username, shown by name first (issue 39); a member who gave no name goes by the username.
const users = [
  { id: 'u1', username: 'sam_bakes', name: 'Sam Baker' },
  { id: 'u2', username: 'samira', name: 'Samira Haddad' },
  { id: 'u3', username: 'sammy', name: null },
];

const meta = {
  title: 'Components/InviteCollaboratorDialog',
  component: InviteCollaboratorDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    query: '',
    onQueryChange: fn(),
    search: { status: 'idle' },
    onInvite: fn(),
  },
} satisfies Meta<typeof InviteCollaboratorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Invite Collaborator' });
    await expect(dialog).toHaveAccessibleDescription(/full access/);
    await userEvent.type(within(dialog).getByPlaceholderText('Search by username…'), 's');
    await expect(args.onQueryChange).toHaveBeenCalledWith({ query: 's' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Searching: Story = {
  args: { query: 'sam', search: { status: 'searching' } },
  play: async () => {
    await expect(await screen.findByText('Searching…')).toBeVisible();
  },
};

export const NoUsersFound: Story = {
  args: { query: 'zzz', search: { status: 'results', users: [] } },
  play: async () => {
    await expect(await screen.findByText('No users found')).toBeVisible();
  },
};

export const Results: Story = {
  args: { query: 'sam', search: { status: 'results', users } },
  play: async ({ args }) => {
    const list = await screen.findByRole('list', { name: 'Users' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Sam Baker @sam_bakesInvite', 'Samira Haddad @samiraInvite', '@sammyInvite']);
    const samira = screen.getByRole('button', { name: 'Invite Samira Haddad' });
    await expect(samira).toHaveAccessibleDescription('@samira');
    await expect(screen.getByRole('button', { name: 'Invite sammy' })).toBeVisible();
    await userEvent.click(samira);
    await expect(args.onInvite).toHaveBeenCalledWith({ userId: 'u2' });
  },
};

/** While one invite is in flight its button reads 'Inviting…' and every Invite is disabled. */
export const Inviting: Story = {
  args: { query: 'sam', search: { status: 'results', users }, invitingId: 'u1' },
  play: async () => {
    const inviting = await screen.findByRole('button', { name: 'Inviting…' });
    await expect(inviting).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Invite Samira Haddad' })).toBeDisabled();
  },
};

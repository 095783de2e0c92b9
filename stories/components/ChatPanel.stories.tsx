import { BottomNav, ChatPanel, type ChatView } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

const friends = [
  {
    id: 'f1',
    username: 'sam_bakes',
    name: 'Sam Ortiz',
    avatar: null,
    latestMessage: { text: 'See you Sunday!', createdAt: '2026-11-22T10:00:00Z' },
  },
  {
    id: 'f2',
    username: 'lee',
    name: 'Lee Park',
    avatar: '/user.png',
    latestMessage: { text: 'Try this', createdAt: '2026-11-21T10:00:00Z' },
  },
];

const actions = { onOpenChange: fn(), onShowList: fn(), onNewMessage: fn(), onOpenConversation: fn() };
const conversation = (overrides: Partial<Extract<ChatView, { kind: 'conversation' }>> = {}): ChatView => ({
  kind: 'conversation',
  friend: friends[0]!,
  status: 'ready',
  messages: [
    { id: 'm1', text: 'Have you tried the soup?', createdAt: '2026-11-22T09:00:00Z', mine: false },
    {
      id: 'm2',
      text: 'Yes! Here it is: http://localhost:6006/recipe/64b7f0c2a1d4e5f6a7b8c9d0',
      createdAt: '2026-11-22T09:05:00Z',
      mine: true,
    },
  ],
  draft: '',
  onDraftChange: fn(),
  onSend: fn(),
  ...overrides,
});

const meta = {
  title: 'Components/ChatPanel',
  component: ChatPanel,
  args: { open: true, view: { kind: 'list', friends }, ...actions },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minHeight: '36rem' }}>{Story()}</div>],
} satisfies Meta<typeof ChatPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ args }) => {
    const panel = await screen.findByRole('dialog', { name: 'Chats' });
    await expect(within(panel).getByText('See you Sunday!')).toBeVisible();
    await expect(within(panel).getByRole('link', { name: 'Add Friends' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await userEvent.click(within(panel).getByRole('button', { name: /Lee Park/ }));
    await expect(args.onOpenConversation).toHaveBeenCalledWith({ friendId: 'f2' });
  },
};

export const ListEmpty: Story = {
  args: { view: { kind: 'list', friends: [] } },
  play: async () => {
    await expect(await screen.findByText('You haven’t started any chats yet.')).toBeVisible();
  },
};

export const NewMessage: Story = {
  args: { view: { kind: 'new', friends: friends.slice(1) } },
};

export const NewMessageNoFriends: Story = {
  args: { view: { kind: 'new', friends: [] } },
  play: async () => {
    await expect(await screen.findByText('No friends found')).toBeVisible();
  },
};

/** Links in messages are clickable. */
export const Conversation: Story = {
  args: { view: conversation() },
  play: async () => {
    const link = await screen.findByRole('link', { name: /\/recipe\/64b7f0c2a1d4e5f6a7b8c9d0/ });
    await expect(link).toHaveAttribute('href', 'http://localhost:6006/recipe/64b7f0c2a1d4e5f6a7b8c9d0');
    await expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

export const ConversationEmpty: Story = {
  args: { view: conversation({ messages: [] }) },
  play: async () => {
    await expect(await screen.findByText('No messages yet')).toBeVisible();
    await expect(screen.getByText('Start a chat!')).toBeVisible();
  },
};

export const ConversationLoading: Story = {
  args: { view: conversation({ status: 'loading', messages: [] }) },
};

export const ConversationWithDraft: Story = {
  args: { view: conversation({ draft: '  Shared: http://localhost/recipe/1  ' }) },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Send' }));
    const view = args.view as Extract<ChatView, { kind: 'conversation' }>;
    await expect(view.onSend).toHaveBeenCalledWith({ text: 'Shared: http://localhost/recipe/1' });
  },
};

function ChatWithToggle() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <p>Page content</p>
      <ChatPanel {...actions} open={open} onOpenChange={setOpen} view={{ kind: 'list', friends }} />
      <BottomNav unreadChat chatOpen={open} onToggleChat={() => setOpen(!open)} />
    </>
  );
}

/** The toggle opens and closes it; a click elsewhere closes it. */
export const ToggleAndOutsideClick: Story = {
  render: () => <ChatWithToggle />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Chat/ }));
    await screen.findByRole('dialog', { name: 'Chats' });
    await userEvent.click(canvas.getByRole('button', { name: /Chat/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: /Chat/ }));
    await screen.findByRole('dialog', { name: 'Chats' });
    await userEvent.click(canvas.getByText('Page content'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

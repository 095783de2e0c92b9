// The chat panel in each of its states, drawn from the chat machine through the app's own selector
// (app/selectors/chatPanel.ts) with a fake client: a story cannot show a view the app cannot reach.
import type { OnStale } from '@potluck/contract';
import { BottomNav, ChatPanel } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { EventFromLogic } from 'xstate';
import { selectChatPanel, selectUnreadChat } from '../../app/selectors/chatPanel.ts';
import { chatMachine } from '../../machines/chatMachine.ts';
import { memoryStorage } from '../../machines/support/env.ts';
import { aFriend, sampleId } from '../statecharts/samples.ts';
import { answer, never } from '../support/answers.ts';
import { fromMachine } from '../support/fromMachine.tsx';
import { staleAnswers } from '../support/staleAnswers.ts';

const me = sampleId(9);
const sam = aFriend({
  _id: sampleId(1),
  username: 'sam_bakes',
  fName: 'Sam',
  lName: 'Ortiz',
  latestMessage: { text: 'See you Sunday!', createdAt: '2026-11-22T10:00:00Z' },
});
const lee = aFriend({
  _id: sampleId(2),
  username: 'lee',
  fName: 'Lee',
  lName: 'Park',
  profilePic: '/user.png',
  latestMessage: { text: 'Try this', createdAt: '2026-11-21T10:00:00Z' },
});
const nora = aFriend({ _id: sampleId(3), username: 'nora.n', fName: 'Nora', lName: 'N' });
const messages = [
  { _id: sampleId(11), sender: sam._id, recipient: me, text: 'Have you tried the soup?', createdAt: '' },
  {
    _id: sampleId(12),
    sender: me,
    recipient: sam._id,
    text: 'Yes! Here it is: http://localhost:6006/recipe/64b7f0c2a1d4e5f6a7b8c9d0',
    createdAt: '',
  },
];

type Answers = {
  friends?: (typeof sam)[];
  getMessages?: (friendId: string) => Promise<typeof messages>;
  onStale?: OnStale;
};

const chatStory = (
  { friends = [sam, lee, nora], getMessages = answer(messages), onStale = () => () => {} }: Answers,
  events: EventFromLogic<typeof chatMachine>[],
) =>
  fromMachine({
    machine: chatMachine,
    input: {
      client: { getFriends: answer(friends), getMessages, sendMessage: never, onStale } as never,
      memberId: me,
      localStorage: memoryStorage(),
      sessionStorage: memoryStorage(),
      now: () => Date.parse('2026-11-23T12:00:00Z'),
    },
    events,
    render: (snapshot, send) => (
      <div style={{ minHeight: '36rem' }}>
        <p>Page content</p>
        <ChatPanel {...selectChatPanel(snapshot, send)} />
        <BottomNav
          unreadChat={selectUnreadChat(snapshot)}
          chatOpen={snapshot.matches({ panel: 'open' })}
          onToggleChat={() => send({ type: 'chat.toggle' })}
        />
      </div>
    ),
  });

const meta = {
  title: 'Components/ChatPanel',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const toggle = { type: 'chat.toggle' } as const;
const withSam = { type: 'chat.open', userId: sam._id } as const;

export const List: Story = {
  render: chatStory({}, [toggle]),
  play: async () => {
    const panel = await screen.findByRole('dialog', { name: 'Chats' });
    await expect(await within(panel).findByText('See you Sunday!')).toBeVisible();
    await expect(within(panel).getByRole('link', { name: 'Add Friends' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await userEvent.click(within(panel).getByRole('button', { name: /Lee Park/ }));
    await expect(await screen.findByRole('dialog', { name: 'Lee Park' })).toBeVisible();
  },
};

export const ListEmpty: Story = {
  render: chatStory({ friends: [] }, [toggle]),
  play: async () => {
    await expect(await screen.findByText('You haven’t started any chats yet.')).toBeVisible();
  },
};

/** Friends with no messages yet. */
export const NewMessage: Story = {
  render: chatStory({}, [toggle, { type: 'view.newMessage' }]),
  play: async () => {
    const panel = await screen.findByRole('dialog', { name: 'New message' });
    await expect(await within(panel).findByRole('button', { name: /Nora N/ })).toBeVisible();
    await expect(within(panel).queryByRole('button', { name: /Sam Ortiz/ })).not.toBeInTheDocument();
  },
};

export const NewMessageNoFriends: Story = {
  render: chatStory({ friends: [] }, [toggle, { type: 'view.newMessage' }]),
  play: async () => {
    await expect(await screen.findByText('No friends found')).toBeVisible();
  },
};

/** Links in messages are clickable; blank text is not sent. */
export const Conversation: Story = {
  render: chatStory({}, [withSam]),
  play: async () => {
    const link = await screen.findByRole('link', { name: /\/recipe\/64b7f0c2a1d4e5f6a7b8c9d0/ });
    await expect(link).toHaveAttribute('href', 'http://localhost:6006/recipe/64b7f0c2a1d4e5f6a7b8c9d0');
    await expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

export const ConversationEmpty: Story = {
  render: chatStory({ getMessages: answer([]) }, [withSam]),
  play: async () => {
    await expect(await screen.findByText('No messages yet')).toBeVisible();
    await expect(screen.getByText('Start a chat!')).toBeVisible();
  },
};

export const ConversationLoading: Story = {
  render: chatStory({ getMessages: never }, [withSam]),
  play: async () => {
    // A status region takes no name from its text, so the spinner is found by what it says.
    await expect(await screen.findByText('Loading messages')).toBeInTheDocument();
  },
};

/** The draft lives in the machine: what the member types stays while the panel closes and opens again. */
export const ConversationWithDraft: Story = {
  render: chatStory({}, [withSam, { type: 'message.change', text: 'Shared: http://localhost/recipe/1' }]),
  play: async () => {
    const box = await screen.findByRole('textbox', { name: 'Message sam_bakes' });
    await waitFor(() => expect(box).toHaveValue('Shared: http://localhost/recipe/1'));
    await expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  },
};

const server = staleAnswers();
let samHasReplied = false;

/** Sam replies while the conversation is open: the server's event brings the reply in, no poll involved. */
export const ReplyArrives: Story = {
  render: chatStory(
    { getMessages: async () => (samHasReplied ? messages.slice(0, 1) : []), onStale: server.onStale },
    [withSam],
  ),
  play: async () => {
    await screen.findByText('No messages yet');
    samHasReplied = true;
    server.mark(['conversation', sam._id]);
    await expect(await screen.findByText('Have you tried the soup?')).toBeVisible();
  },
};

/** The toggle opens and closes it; a click elsewhere closes it. */
export const ToggleAndOutsideClick: Story = {
  render: chatStory({}, []),
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

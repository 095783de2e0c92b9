// The chat panel's selector: every view of the chat machine as the ChatPanel's props, and each callback as the
// machine's event.
import { describe, expect, it, vi } from 'vitest';
import { type EventObject, getInitialSnapshot, getNextSnapshot, type SnapshotFrom } from 'xstate';
import {
  selectChatPanel,
  selectChatPanelBeforeStart,
  selectUnreadChat,
} from '../../../../app/selectors/chatPanel.ts';
import { type ChatClient, chatMachine } from '../../../../machines/chatMachine.ts';
import { memoryStorage } from '../../../../machines/support/env.ts';
import { aFriend, sampleId } from '../../../../stories/statecharts/samples.ts';

const me = sampleId(9);
const kenji = aFriend({
  _id: sampleId(1),
  username: 'kenji.eats',
  fName: 'Kenji',
  lName: 'Mori',
  latestMessage: { text: 'Hi!', createdAt: '2026-01-02T00:00:00.000Z' },
});
const priya = aFriend({ _id: sampleId(2), username: 'priya' });
const input = {
  client: {} as ChatClient,
  memberId: me,
  localStorage: memoryStorage(),
  sessionStorage: memoryStorage(),
  now: () => 0,
};
const done = (id: string, output: unknown): EventObject =>
  ({ type: `xstate.done.actor.${id}`, output }) as EventObject;

function snapshotAfter(
  ...events: (EventObject & Record<string, unknown>)[]
): SnapshotFrom<typeof chatMachine> {
  let snapshot = getInitialSnapshot(chatMachine, input);
  for (const event of events) snapshot = getNextSnapshot(chatMachine, snapshot, event as never);
  return snapshot;
}

const friendsKnown = done('checkChats', [kenji, priya]);

describe('selectChatPanel', () => {
  it('closed: the list view, closed, and the unread dot when a message is new', () => {
    const snapshot = snapshotAfter(friendsKnown);
    const props = selectChatPanel(snapshot, vi.fn());
    expect(props.open).toBe(false);
    expect(props.view.kind).toBe('list');
    expect(selectUnreadChat(snapshot)).toBe(true);
  });

  it('the list shows friends with a latest message, as friend rows', () => {
    const snapshot = snapshotAfter(friendsKnown, { type: 'chat.toggle' });
    const props = selectChatPanel(snapshot, vi.fn());
    expect(props.open).toBe(true);
    expect(props.view).toEqual({
      kind: 'list',
      friends: [
        {
          id: kenji._id,
          username: 'kenji.eats',
          name: 'Kenji Mori',
          avatar: '/user.png',
          latestMessage: kenji.latestMessage,
        },
      ],
    });
    expect(selectUnreadChat(snapshot)).toBe(false);
  });

  it('the new-message view lists friends with no messages yet', () => {
    const snapshot = snapshotAfter(friendsKnown, { type: 'chat.toggle' }, { type: 'view.newMessage' });
    const { view } = selectChatPanel(snapshot, vi.fn());
    expect(view.kind).toBe('new');
    expect(view.kind === 'new' && view.friends.map((f) => f.username)).toEqual(['priya']);
  });

  it('a conversation: loading, then its messages (mine and theirs) with the draft from the machine', () => {
    const opened = [friendsKnown, { type: 'chat.open', userId: kenji._id }];
    const loading = selectChatPanel(snapshotAfter(...opened), vi.fn()).view;
    expect(loading.kind === 'conversation' && loading.status).toBe('loading');
    const messages = [
      { _id: 'a', sender: kenji._id, recipient: me, text: 'Hi!', createdAt: '' },
      { _id: 'b', sender: me, recipient: kenji._id, text: 'Hello', createdAt: '' },
    ];
    const snapshot = snapshotAfter(...opened, done('loadMessages', messages), {
      type: 'message.change',
      text: 'Soup?',
    });
    const { view } = selectChatPanel(snapshot, vi.fn());
    if (view.kind !== 'conversation') throw new Error(`expected a conversation, got ${view.kind}`);
    expect(view.friend.name).toBe('Kenji Mori');
    expect(view.status).toBe('ready');
    expect(view.messages.map((m) => [m.text, m.mine])).toEqual([
      ['Hi!', false],
      ['Hello', true],
    ]);
    expect(view.draft).toBe('Soup?');
    expect(view.sending).toBe(false);
    const sending = selectChatPanel(
      getNextSnapshot(chatMachine, snapshot, { type: 'message.send' }),
      vi.fn(),
    );
    expect(sending.view.kind === 'conversation' && sending.view.sending).toBe(true);
  });

  it('a message arriving live keeps the conversation on screen (no spinner) while it reloads', () => {
    const snapshot = snapshotAfter(
      friendsKnown,
      { type: 'chat.open', userId: kenji._id },
      done('loadMessages', []),
      {
        type: 'message.received',
        messageId: sampleId(5),
        from: kenji._id,
      },
    );
    expect(snapshot.matches({ panel: { open: { conversation: 'receiving' } } })).toBe(true);
    const { view } = selectChatPanel(snapshot, vi.fn());
    expect(view.kind === 'conversation' && view.status).toBe('ready');
  });

  it('each callback sends the machine its event', () => {
    const send = vi.fn();
    const props = selectChatPanel(
      snapshotAfter(friendsKnown, { type: 'chat.open', userId: kenji._id }),
      send,
    );
    props.onOpenChange({ open: false });
    props.onOpenChange({ open: true });
    props.onShowList();
    props.onNewMessage();
    props.onOpenConversation({ friendId: priya._id });
    if (props.view.kind !== 'conversation') throw new Error('expected a conversation');
    props.view.onDraftChange({ text: 'Hey' });
    props.view.onSend({ text: 'Hey' });
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'chat.close' },
      { type: 'chat.open' },
      { type: 'view.list' },
      { type: 'view.newMessage' },
      { type: 'conversation.open', friendId: priya._id },
      { type: 'message.change', text: 'Hey' },
      { type: 'message.send' },
    ]);
  });
});

describe('selectChatPanelBeforeStart', () => {
  // The shell starts the chat actor after the page's first paint (decision 030): until then the panel is what the
  // actor's first snapshot draws, and what the member does waits for the actor.
  it('draws what the first snapshot draws: closed, the list view, no friends yet', () => {
    const first = selectChatPanel(snapshotAfter(), vi.fn());
    const before = selectChatPanelBeforeStart(vi.fn());
    expect({ open: before.open, view: before.view }).toEqual({ open: first.open, view: first.view });
    expect(selectUnreadChat(snapshotAfter())).toBe(false);
  });

  it("sends the opening and the views as the machine's events", () => {
    const send = vi.fn();
    const before = selectChatPanelBeforeStart(send);
    before.onOpenChange({ open: true });
    before.onNewMessage();
    before.onOpenConversation({ friendId: kenji._id });
    expect(send.mock.calls).toEqual([
      [{ type: 'chat.open' }],
      [{ type: 'view.newMessage' }],
      [{ type: 'conversation.open', friendId: kenji._id }],
    ]);
  });
});

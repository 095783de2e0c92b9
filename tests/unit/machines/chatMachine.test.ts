import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ChatClient, chatMachine } from '../../../machines/chatMachine.ts';
import { memoryStorage } from '../../../machines/support/env.ts';
import type { Friend } from '../../../machines/support/records.ts';
import { chatLastViewedKey, sharedLinkKey } from '../../../machines/support/storageKeys.ts';
import { aFriend } from '../../../stories/statecharts/samples.ts';
import { createActor } from './helpers/coverage.ts';
import { fakeLiveUpdates } from './helpers/liveUpdates.ts';
import { done, elapsed, failed, unreachableStates } from './helpers/reachability.ts';
import { stateAfter, type TransitionRow } from './helpers/transitions.ts';

const me = 'm'.repeat(24);
const friend = (name: string, at?: number): Friend =>
  aFriend({
    username: name,
    latestMessage: at === undefined ? null : { text: 'hi', createdAt: new Date(at).toISOString() },
  });
const ada = friend('ada', 5_000);
const bob = friend('bob', 9_000);
const cy = friend('cy');

function start(
  options: { friends?: Friend[]; lastViewed?: number; link?: string; client?: Partial<ChatClient> } = {},
) {
  let clock = 10_000;
  const live = fakeLiveUpdates();
  const client: ChatClient = {
    onStale: live.onStale,
    getFriends: vi.fn(async () => options.friends ?? [ada, bob, cy]),
    getMessages: vi.fn(async () => []),
    sendMessage: vi.fn(async ({ recipient, text }) => ({
      _id: 'x',
      sender: me,
      recipient,
      text,
      createdAt: '',
    })),
    ...options.client,
  };
  const localStorage = memoryStorage(
    options.lastViewed === undefined ? {} : { [chatLastViewedKey]: String(options.lastViewed) },
  );
  const sessionStorage = memoryStorage(options.link ? { [sharedLinkKey]: options.link } : {});
  const actor = createActor(chatMachine, {
    input: { client, memberId: me, localStorage, sessionStorage, now: () => clock },
  }).start();
  return { actor, client, live, localStorage, sessionStorage, advanceClock: (ms: number) => (clock += ms) };
}

const messageFrom = (friendId: string) =>
  ({ type: 'message.received', messageId: 'x'.repeat(24), from: friendId }) as const;
const friendsChanged = { type: 'friends.changed', change: 'accept', memberId: 'c'.repeat(24) } as const;
const pureInput = {
  client: {} as ChatClient,
  memberId: me,
  localStorage: memoryStorage(),
  sessionStorage: memoryStorage(),
  now: () => 0,
};

describe('chatMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the dot when a latest message is newer than the last view, and checks every 30 s', async () => {
    const { actor, client } = start({ lastViewed: 6_000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.getFriends).toHaveBeenCalledWith(me);
    expect(actor.getSnapshot().matches({ unreadDot: 'shown' })).toBe(true);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(client.getFriends).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(client.getFriends).toHaveBeenCalledTimes(2);
    actor.stop();
  });

  it('no newer message means no dot', async () => {
    const { actor } = start({ lastViewed: 9_000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ unreadDot: 'hidden' })).toBe(true);
    actor.stop();
  });

  it('opening stores the last-viewed time and clears the dot', async () => {
    const { actor, localStorage } = start({ lastViewed: 0 });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'chat.toggle' });
    expect(localStorage.getItem(chatLastViewedKey)).toBe('10000');
    expect(actor.getSnapshot().matches({ unreadDot: 'hidden', panel: { open: { list: 'loading' } } })).toBe(
      true,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ panel: { open: { list: 'ready' } } })).toBe(true);
    actor.send({ type: 'chat.close' });
    expect(actor.getSnapshot().matches({ panel: 'closed' })).toBe(true);
    actor.stop();
  });

  it('openChat with a friend opens that conversation with the saved link prefilled', async () => {
    const link = 'https://potluck.test/recipe/716429';
    const { actor, client, sessionStorage } = start({ link });
    actor.send({ type: 'chat.open', userId: bob._id });
    expect(actor.getSnapshot().matches({ panel: { open: { conversation: 'loading' } } })).toBe(true);
    expect(actor.getSnapshot().context.draft).toBe(link);
    expect(sessionStorage.getItem(sharedLinkKey)).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(client.getMessages).toHaveBeenCalledWith(bob._id);
    actor.send({ type: 'message.send' });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.sendMessage).toHaveBeenCalledWith({ recipient: bob._id, text: link });
    expect(actor.getSnapshot().context.messages).toHaveLength(1);
    expect(actor.getSnapshot().context.draft).toBe('');
    actor.stop();
  });

  it('openChat without a friend opens the list with the saved link; while open it takes a newer link or a friend', async () => {
    const first = 'https://potluck.test/recipe/1';
    const second = 'https://potluck.test/recipe/2';
    const { actor, sessionStorage } = start({ link: first });
    actor.send({ type: 'chat.open' });
    expect(actor.getSnapshot().matches({ panel: { open: { list: 'loading' } } })).toBe(true);
    expect(actor.getSnapshot().context.draft).toBe(first);
    expect(sessionStorage.getItem(sharedLinkKey)).toBeNull();
    sessionStorage.setItem(sharedLinkKey, second);
    actor.send({ type: 'chat.open' });
    expect(actor.getSnapshot().matches({ panel: { open: 'list' } })).toBe(true);
    expect(actor.getSnapshot().context.draft).toBe(second);
    actor.send({ type: 'chat.open', userId: bob._id });
    expect(actor.getSnapshot().matches({ panel: { open: { conversation: 'loading' } } })).toBe(true);
    expect(actor.getSnapshot().context.friendId).toBe(bob._id);
    expect(actor.getSnapshot().context.draft).toBe(second);
    actor.stop();
  });

  it('failed loads still show the views, and a failed send keeps the text (only logged)', async () => {
    const down = () => Promise.reject(new Error('Request failed (500)'));
    const { actor } = start({ client: { getFriends: down, getMessages: down, sendMessage: down } });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ unreadDot: 'hidden' })).toBe(true);
    actor.send({ type: 'chat.toggle' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ panel: { open: { list: 'ready' } } })).toBe(true);
    expect(actor.getSnapshot().context.friends).toEqual([]);
    actor.send({ type: 'conversation.open', friendId: ada._id });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ panel: { open: { conversation: 'ready' } } })).toBe(true);
    actor.send({ type: 'message.change', text: 'hello' });
    actor.send({ type: 'message.send' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ panel: { open: { conversation: 'ready' } } })).toBe(true);
    expect(actor.getSnapshot().context.draft).toBe('hello');
    expect(actor.getSnapshot().context.messages).toEqual([]);
    actor.send({ type: 'view.list' });
    expect(actor.getSnapshot().matches({ panel: { open: { list: 'loading' } } })).toBe(true);
    actor.stop();
  });

  it('a live message from the open conversation’s friend shows without waiting for any poll', async () => {
    const { actor, client, live, localStorage, advanceClock } = start({ lastViewed: 0 });
    actor.send({ type: 'chat.open', userId: ada._id });
    await vi.advanceTimersByTimeAsync(0);
    const reply = { _id: 'r', sender: ada._id, recipient: me, text: 'Lovely!', createdAt: '' };
    vi.mocked(client.getMessages).mockResolvedValueOnce([reply]);
    advanceClock(1_000);
    live.push(messageFrom(ada._id));
    // The shown messages stay while the conversation reloads (no spinner), and the member has now seen it.
    expect(actor.getSnapshot().matches({ panel: { open: { conversation: 'receiving' } } })).toBe(true);
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(localStorage.getItem(chatLastViewedKey)).toBe('11000');
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.messages).toEqual([reply]);
    expect(actor.getSnapshot().matches({ panel: { open: { conversation: 'ready' } } })).toBe(true);
    actor.stop();
  });

  it('a live message from anyone else brings the dot and the new latest message at once', async () => {
    const { actor, client, live } = start({ lastViewed: 9_500, friends: [ada, cy] });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ unreadDot: 'hidden' })).toBe(true);
    const newer = friend('cy', 9_900);
    vi.mocked(client.getFriends).mockResolvedValueOnce([ada, newer]);
    live.push(messageFrom(newer._id));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ unreadDot: 'shown' })).toBe(true);
    expect(actor.getSnapshot().context.friends).toContainEqual(newer);
    actor.stop();
  });

  it('a failed reload keeps the conversation as it was; unsubscribes when stopped', async () => {
    const { actor, client, live } = start();
    actor.send({ type: 'chat.open', userId: ada._id });
    await vi.advanceTimersByTimeAsync(0);
    vi.mocked(client.getMessages).mockRejectedValueOnce(new Error('Request failed (500)'));
    live.push(messageFrom(ada._id));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ panel: { open: { conversation: 'ready' } } })).toBe(true);
    expect(live.listening()).toBe(2); // a conversation's messages and the friends
    actor.stop();
    expect(live.listening()).toBe(0);
  });

  it('does not send blank text', async () => {
    const { actor, client } = start();
    actor.send({ type: 'chat.toggle' });
    actor.send({ type: 'conversation.open', friendId: ada._id });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'message.change', text: '   ' });
    actor.send({ type: 'message.send' });
    expect(actor.getSnapshot().matches({ panel: { open: { conversation: 'ready' } } })).toBe(true);
    expect(client.sendMessage).not.toHaveBeenCalled();
    actor.stop();
  });

  it('reaches every state', () => {
    expect(
      unreachableStates(chatMachine, {
        input: pureInput,
        events: [
          { type: 'chat.toggle' },
          { type: 'chat.open', userId: ada._id },
          { type: 'chat.close' },
          { type: 'view.list' },
          { type: 'view.newMessage' },
          { type: 'conversation.open', friendId: ada._id },
          { type: 'message.change', text: 'hello' },
          { type: 'message.send' },
          messageFrom(ada._id),
          friendsChanged,
          done('receiveMessages', []),
          elapsed('chatAlertPoll', 'chat.unreadDot.hidden'),
          elapsed('chatAlertPoll', 'chat.unreadDot.shown'),
          done('checkChats', [ada]),
          done('checkChats', []),
          done('loadFriends', [ada]),
          done('loadMessages', []),
          done('sendMessage', { _id: 'x', sender: me, recipient: ada._id, text: 'hello', createdAt: '' }),
        ],
        serialize: (s) => JSON.stringify(s.value) + s.context.draft,
      }),
    ).toEqual([]);
  });
});

describe('chatMachine transition table', () => {
  const toggle = { type: 'chat.toggle' } as const;
  it.each<TransitionRow>([
    ['closed, checking for unread chats', [], { panel: 'closed', unreadDot: 'checking' }],
    ['never opened and a message exists: dot', [done('checkChats', [ada])], { unreadDot: 'shown' }],
    ['no messages: no dot', [done('checkChats', [cy])], { unreadDot: 'hidden' }],
    [
      'checked again after 30 s',
      [done('checkChats', [cy]), elapsed('chatAlertPoll', 'chat.unreadDot.hidden')],
      { unreadDot: 'checking' },
    ],
    [
      'opening clears the dot and lists chats',
      [done('checkChats', [ada]), toggle],
      { panel: { open: { list: 'loading' } }, unreadDot: 'hidden' },
    ],
    [
      'openChat with a friend',
      [{ type: 'chat.open', userId: ada._id }],
      { panel: { open: { conversation: 'loading' } } },
    ],
    ['new message view', [toggle, { type: 'view.newMessage' }], { panel: { open: 'newMessage' } }],
    [
      'back to the list',
      [toggle, { type: 'view.newMessage' }, { type: 'view.list' }],
      { panel: { open: { list: 'loading' } } },
    ],
    ['the unread check failed: no dot', [failed('checkChats')], { unreadDot: 'hidden' }],
    ['closed by a click outside', [toggle, { type: 'chat.close' }], { panel: 'closed' }],
    [
      'blank text is not sent',
      [
        toggle,
        { type: 'conversation.open', friendId: ada._id },
        done('loadMessages', []),
        { type: 'message.send' },
      ],
      { panel: { open: { conversation: 'ready' } } },
    ],
    [
      'a message from the open conversation’s friend reloads it',
      [
        toggle,
        { type: 'conversation.open', friendId: ada._id },
        done('loadMessages', []),
        messageFrom(ada._id),
      ],
      { panel: { open: { conversation: 'receiving' } }, unreadDot: 'checking' },
    ],
    [
      'a message from someone else only checks the dot',
      [
        toggle,
        { type: 'conversation.open', friendId: ada._id },
        done('loadMessages', []),
        messageFrom(bob._id),
      ],
      { panel: { open: { conversation: 'ready' } }, unreadDot: 'checking' },
    ],
    [
      'a message while the panel is closed checks the dot at once',
      [done('checkChats', [cy]), messageFrom(ada._id)],
      { panel: 'closed', unreadDot: 'checking' },
    ],
    [
      'a friend change checks the dot (and the friends) at once',
      [done('checkChats', [cy]), friendsChanged],
      {
        unreadDot: 'checking',
      },
    ],
    [
      'sending',
      [
        toggle,
        { type: 'conversation.open', friendId: ada._id },
        done('loadMessages', []),
        { type: 'message.change', text: 'hi' },
        { type: 'message.send' },
      ],
      { panel: { open: { conversation: 'sending' } } },
    ],
  ])('%s', (_, events, expected) => {
    expect(stateAfter(chatMachine, pureInput, events).matches(expected as never)).toBe(true);
  });
});

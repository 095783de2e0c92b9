import type { chatMachine } from '../../../machines/chatMachine.ts';
import { memoryStorage } from '../../../machines/support/env.ts';
import { ada, done, elapsed, env, id, noServer, said, type Walk } from './support.ts';

const me = id(9);
const message = (n: number, sender: string, recipient: string, text: string) => ({
  _id: id(n),
  sender,
  recipient,
  text,
  createdAt: '2026-01-02T12:00:00.000Z',
});

export const chatWalk: Walk<typeof chatMachine> = {
  input: {
    client: noServer,
    memberId: me,
    localStorage: memoryStorage(),
    sessionStorage: memoryStorage(),
    now: env.now,
  },
  events: [
    said('Ada has written since the last look', done('checkChats', [ada])),
    said('Nobody has written', done('checkChats', [])),
    said('30 s pass (no dot)', elapsed('chatAlertPoll', 'chat.unreadDot.hidden')),
    said('30 s pass (dot shown)', elapsed('chatAlertPoll', 'chat.unreadDot.shown')),
    said('The member presses Chat', { type: 'chat.toggle' }),
    said('Sharing a recipe opens the chat with Ada', { type: 'chat.open', userId: ada._id }),
    said('The member clicks outside the chat', { type: 'chat.close' }),
    said('The chats arrive (Ada)', done('loadFriends', [ada])),
    said('The member goes back to the chats', { type: 'view.list' }),
    said('The member presses New message', { type: 'view.newMessage' }),
    said('The member opens the chat with Ada', { type: 'conversation.open', friendId: ada._id }),
    said('No messages with Ada yet', done('loadMessages', [])),
    said('The member types “Try this!”', { type: 'message.change', text: 'Try this!' }),
    said('The member presses Send', { type: 'message.send' }),
    said('The server keeps the message', done('sendMessage', message(8, me, ada._id, 'Try this!'))),
    said('Ada replies', { type: 'message.received', messageId: id(10), from: ada._id }),
    said('Ada’s reply arrives', done('receiveMessages', [message(10, ada._id, me, 'Lovely, thanks!')])),
    said('Someone accepts a friend request', {
      type: 'friends.changed',
      change: 'accept',
      memberId: ada._id,
    }),
  ],
  distinguish: (context) => context.draft,
};

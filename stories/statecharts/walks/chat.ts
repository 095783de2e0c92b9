import type { chatMachine } from '../../../machines/chatMachine.ts';
import { memoryStorage } from '../../../machines/support/env.ts';
import { ada, done, elapsed, env, id, noServer, type Walk } from './support.ts';

export const chatWalk: Walk<typeof chatMachine> = {
  input: { client: noServer, localStorage: memoryStorage(), sessionStorage: memoryStorage(), now: env.now },
  events: [
    done('checkChats', [ada]),
    done('checkChats', []),
    elapsed('chatAlertPoll', 'chat.unreadDot.hidden'),
    elapsed('chatAlertPoll', 'chat.unreadDot.shown'),
    { type: 'chat.toggle' },
    { type: 'chat.open', userId: ada._id },
    { type: 'chat.close' },
    done('loadFriends', [ada]),
    { type: 'view.list' },
    { type: 'view.newMessage' },
    { type: 'conversation.open', friendId: ada._id },
    done('loadMessages', []),
    { type: 'message.change', text: 'Try this!' },
    { type: 'message.send' },
    done('sendMessage', {
      _id: id(8),
      sender: id(9),
      recipient: ada._id,
      text: 'Try this!',
      createdAt: '',
    }),
  ],
  distinguish: (context) => context.draft,
};

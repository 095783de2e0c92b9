import type { notificationsMachine } from '../../../machines/notificationsMachine.ts';
import { done, elapsed, env, failed, friendRequest, id, noServer, said, type Walk } from './support.ts';

const bob = { _id: id(2), username: 'bob', fName: 'bob', lName: '', profilePic: '' };

export const notificationsWalk: Walk<typeof notificationsMachine> = {
  input: { client: noServer, memberId: id(9), now: env.now },
  events: [
    said(
      'Bob’s friend request arrives',
      done('fetchFeed', { notifications: [friendRequest], requests: [bob] }),
    ),
    said('10 s pass', elapsed('notificationPoll', 'notifications.feed.idle')),
    said('A notification or a friend request comes in (live)', { type: 'notifications.stale' }),
    said('Fetching fails', failed('fetchFeed')),
    said('The member opens the bell', { type: 'panel.open' }),
    said('The member clicks outside the panel', { type: 'panel.close' }),
    said('The member reads Bob’s request', { type: 'notification.read', id: id(7) }),
    said('The member opens Bob’s request', { type: 'notification.open', id: id(7) }),
    said('The server marks it read', done('markRead')),
    said('The member accepts Bob’s request', {
      type: 'friendRequest.answer',
      requesterId: id(2),
      accept: true,
    }),
    said('The server makes them friends', done('answerFriendRequest')),
    said('Answering the request fails', failed('answerFriendRequest')),
    said('The member accepts a cookbook invitation', { type: 'share.answer', id: id(8), accept: true }),
    said('The server adds the member to the cookbook', done('answerShare')),
    said('Accepting the invitation fails', failed('answerShare')),
    said('The member presses Clear', { type: 'notifications.clear' }),
    said('The member cancels', { type: 'clear.cancel' }),
    said('The member confirms', { type: 'clear.confirm' }),
    said('The server clears them', done('clearAll')),
    said('Clearing fails', failed('clearAll')),
  ],
};

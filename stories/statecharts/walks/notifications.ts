import type { notificationsMachine } from '../../../machines/notificationsMachine.ts';
import { done, elapsed, env, failed, friendRequest, id, noServer, said, type Walk } from './support.ts';

export const notificationsWalk: Walk<typeof notificationsMachine> = {
  input: { client: noServer, memberId: id(9), now: env.now },
  events: [
    said('Bob’s friend request arrives', done('fetchNotifications', [friendRequest])),
    said('10 s pass', elapsed('notificationPoll', 'notifications.feed.idle')),
    said('The server says a notification came in', {
      type: 'notification.received',
      notificationId: id(11),
      notificationType: 'recipe_like',
    }),
    said('The member opens the bell', { type: 'panel.open' }),
    said('The member clicks outside the panel', { type: 'panel.close' }),
    said('The member reads Bob’s request', { type: 'notification.read', id: id(7) }),
    said('The server marks it read', done('markRead')),
    said('The member accepts Bob’s request', { type: 'friendRequest.answer', id: id(7), accept: true }),
    said('The server makes them friends', done('answerFriendRequest')),
    said('The member accepts a cookbook invitation', { type: 'share.answer', id: id(8), accept: true }),
    said('Accepting the invitation fails', failed('answerShare')),
    said('The member presses Clear', { type: 'notifications.clear' }),
    said('The server clears them', done('clearAll')),
  ],
};

import type { notificationsMachine } from '../../../machines/notificationsMachine.ts';
import { done, elapsed, env, failed, friendRequest, id, noServer, type Walk } from './support.ts';

export const notificationsWalk: Walk<typeof notificationsMachine> = {
  input: { client: noServer, memberId: id(9), now: env.now },
  events: [
    done('fetchNotifications', [friendRequest]),
    elapsed('notificationPoll', 'notifications.feed.idle'),
    { type: 'panel.open' },
    { type: 'panel.close' },
    { type: 'notification.read', id: id(7) },
    done('markRead'),
    { type: 'friendRequest.answer', id: id(7), accept: true },
    done('answerFriendRequest'),
    { type: 'share.answer', id: id(8), accept: true },
    failed('answerShare'),
    { type: 'notifications.clear' },
    done('clearAll'),
  ],
};

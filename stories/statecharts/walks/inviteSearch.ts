import type { inviteSearchMachine } from '../../../machines/inviteSearchMachine.ts';
import { done, elapsed, failed, id, noServer, said, type Walk } from './support.ts';

export const inviteSearchWalk: Walk<typeof inviteSearchMachine> = {
  input: { client: noServer, cookbookId: id(3), currentUsername: 'ada' },
  events: [
    said('The owner types “bo”', { type: 'query.change', query: 'bo' }),
    said('The owner deletes back to “b”', { type: 'query.change', query: 'b' }),
    said('300 ms pass without typing', elapsed('searchPause', 'inviteSearch.waiting')),
    said('The search finds bob', done('searchUsers', [{ _id: id(2), username: 'bob' }])),
    said('The search finds nobody', done('searchUsers', [])),
    said('The owner presses Invite on bob', { type: 'invite.send', userId: id(2) }),
    said('The server adds bob', done('invite')),
    said('The server says “Already invited”', failed('invite', 'Already invited')),
  ],
};

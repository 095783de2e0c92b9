import type { inviteSearchMachine } from '../../../machines/inviteSearchMachine.ts';
import { done, elapsed, failed, id, noServer, type Walk } from './support.ts';

export const inviteSearchWalk: Walk<typeof inviteSearchMachine> = {
  input: { client: noServer, cookbookId: id(3), currentUsername: 'ada' },
  events: [
    { type: 'query.change', query: 'bo' },
    { type: 'query.change', query: 'b' },
    elapsed('searchPause', 'inviteSearch.waiting'),
    done('searchUsers', [{ _id: id(2), username: 'bob' }]),
    done('searchUsers', []),
    { type: 'invite.send', userId: id(2) },
    done('invite'),
    failed('invite', 'Already invited'),
  ],
};

import type { friendsCookedMachine } from '../../../machines/cooks/friendsCookedMachine.ts';
import { someCooks } from '../../versionsSamples.ts';
import { done, failed, noServer, said, type Walk } from './support.ts';

export const friendsCookedWalk: Walk<typeof friendsCookedMachine> = {
  input: { client: noServer },
  events: [
    said('Friends’ cooks arrive', done('loadFriendsCooked', someCooks(4))),
    said('No friend cooked anything the member may see', done('loadFriendsCooked', [])),
    said('Loading fails', failed('loadFriendsCooked')),
    said('The member tries again', { type: 'friendsCooked.retry' }),
    said('A friend cooks (live event)', { type: 'friendsCooked.changed' }),
    said('The row read again has five', done('refreshFriendsCooked', someCooks(5))),
    said('The row read again is empty', done('refreshFriendsCooked', [])),
    said('Reading again fails', failed('refreshFriendsCooked')),
  ],
  distinguish: (context) => context.cooks.length,
};

import type { friendRelationMachine } from '../../../machines/friendRelationMachine.ts';
import { done, failed, id, noServer, said, type Walk } from './support.ts';

const relationWords = {
  self: 'It is the member’s own profile',
  friends: 'They are friends already',
  incoming: 'They asked the member to be friends',
  outgoing: 'The member asked them before',
  none: 'They are strangers',
} as const;

export const friendRelationWalk: Walk<typeof friendRelationMachine> = {
  input: { client: noServer, memberId: id(9), profileId: id(1) },
  events: [
    ...(['self', 'friends', 'incoming', 'outgoing', 'none'] as const).map((relation) =>
      said(relationWords[relation], { type: 'relation.known', relation }),
    ),
    said('The member presses Add Friend +', { type: 'friend.add' }),
    said('The server sends the request', done('sendRequest')),
    said('Sending the request fails', failed('sendRequest')),
    said('The member presses Accept Request', { type: 'request.accept' }),
    said('The server makes them friends', done('acceptRequest')),
    said('Accepting fails', failed('acceptRequest')),
    said('The member presses Decline', { type: 'request.decline' }),
    said('The server declines the request', done('declineRequest')),
    said('Declining fails', failed('declineRequest')),
  ],
};

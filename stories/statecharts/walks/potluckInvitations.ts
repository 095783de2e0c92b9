import type { invitationsMachine } from '../../../machines/potluck/invitationsMachine.ts';
import { aPotluck, priya } from '../potluckSamples.ts';
import { aFriend } from '../samples.ts';
import { done, elapsed, failed, id, noServer, said, type Walk } from './support.ts';

export const potluckInvitationsWalk: Walk<typeof invitationsMachine> = {
  input: { client: noServer, potluck: aPotluck('host'), memberId: id(1) },
  events: [
    said('The friends arrive', done('loadFriends', [aFriend({ _id: priya.id, username: 'priya' })])),
    said('The friends fail to load', failed('loadFriends')),
    said('The host types “pri”', { type: 'invite.query', query: 'pri' }),
    said('Typing rests', elapsed('filterPause', 'potluckInvitations.waiting')),
    said('The host ticks Priya', { type: 'invite.toggle', memberId: priya.id }),
    said('The host presses Invite', { type: 'invite.send' }),
    said('Priya is invited', done('invite', aPotluck('host'))),
    said('Inviting fails', failed('invite')),
    said('The host closes the dialog', { type: 'invite.close' }),
  ],
  distinguish: (context) => context.invitees.length,
};

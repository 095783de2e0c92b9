import type { potluckJoinMachine } from '../../../machines/potluck/potluckJoinMachine.ts';
import { memoryStorage } from '../../../machines/support/env.ts';
import { potluckId } from '../potluckSamples.ts';
import { done, failed, noServer, said, type Walk } from './support.ts';

const preview = {
  potluckId,
  title: 'Sunday lunch at Maria’s',
  hostName: 'Maria Rossi',
  day: '2026-12-06',
  time: '13:00',
  place: '12 Olive Street',
  status: 'planned' as const,
};

/** A visitor (a neighbour without an account) answers the join link as a guest; a member joins. */
export const potluckJoinWalk: Walk<typeof potluckJoinMachine> = {
  input: { client: noServer, token: 'a'.repeat(32), member: false, storage: memoryStorage() },
  events: [
    said(
      'The link shows the invitation (to a visitor)',
      done('loadLink', { preview, member: false, guestOfIt: false }),
    ),
    said(
      'The link shows the invitation (to a member)',
      done('loadLink', { preview, member: true, guestOfIt: false }),
    ),
    said(
      'This browser is already their guest',
      done('loadLink', { preview, member: false, guestOfIt: true }),
    ),
    said('The member presses Join the potluck', { type: 'join.send' }),
    said('Joining fails', failed('join')),
    said('The member is a guest now', done('join', { potluckId })),
    said('The link is off', failed('loadLink')),
    said('The visitor presses Send my answer', { type: 'guest.send' }),
    said('The visitor types their name', { type: 'guest.change', draft: { name: 'Sam' } }),
    said('The visitor brings 2 people and avoids dairy', {
      type: 'guest.change',
      draft: { people: 2, needs: ['dairy'] },
    }),
    said('The answer fails', failed('answerAsGuest', 'This potluck is full')),
    said('Sam is a guest now', done('answerAsGuest', { potluckId, secret: 'b'.repeat(43) })),
  ],
  distinguish: (context) => [context.member, context.guest.name !== '', context.nameError],
};

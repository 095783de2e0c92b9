import type { guestMachine } from '../../../machines/potluck/guestMachine.ts';
import { potluckId, sam } from '../potluckSamples.ts';
import { done, failed, noServer, said, type Walk } from './support.ts';

const refused = (status: number) => ({
  type: 'xstate.error.actor.whoAmI',
  error: Object.assign(new Error('Not found'), { status }),
});

/** A guest without an account comes back with their private link. */
export const potluckGuestWalk: Walk<typeof guestMachine> = {
  input: { client: noServer, secret: 'b'.repeat(43) },
  events: [
    said('The link signs Sam in', done('whoAmI', { potluckId, guestId: sam.id, name: 'Sam' })),
    said('The host ended the link', refused(404)),
    said('This browser is nobody’s guest', done('whoAmI', null)),
    said('The server cannot be reached', failed('whoAmI')),
    said('Sam tries again', { type: 'guest.retry' }),
  ],
};

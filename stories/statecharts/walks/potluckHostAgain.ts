import type { hostAgainMachine } from '../../../machines/potluck/hostAgainMachine.ts';
import { aPotluck } from '../potluckSamples.ts';
import { done, failed, id, noServer, said, type Walk } from './support.ts';

export const potluckHostAgainWalk: Walk<typeof hostAgainMachine> = {
  input: { client: noServer, potluck: aPotluck('host') },
  events: [
    said('The host picks 10 January', { type: 'again.change', day: '2027-01-10' }),
    said('The host presses Host it', { type: 'again.send' }),
    said('The new potluck is hosted', done('hostAgain', { ...aPotluck('host'), id: id(701) })),
    said('Hosting it again fails', failed('hostAgain')),
    said('The host closes the dialog', { type: 'again.close' }),
  ],
};

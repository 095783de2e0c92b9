import type { potlucksMachine } from '../../../machines/potluck/potlucksMachine.ts';
import { aPotluck, aPotluckSummary } from '../potluckSamples.ts';
import { done, failed, noServer, said, type Walk } from './support.ts';

export const potlucksWalk: Walk<typeof potlucksMachine> = {
  input: { client: noServer, now: () => Date.parse('2026-11-28T12:00:00Z') },
  events: [
    said('The potlucks arrive', done('loadPotlucks', [aPotluckSummary()])),
    said('Loading fails', failed('loadPotlucks')),
    said('The member tries again', { type: 'potlucks.reload' }),
    said('The member presses Host a potluck', { type: 'host.open' }),
    said('The member types the title “Sunday lunch”', { type: 'host.change', title: 'Sunday lunch' }),
    said('The member presses Host it', { type: 'host.save' }),
    said('The server hosts it', done('createPotluck', aPotluck('host'))),
    said('Hosting fails', failed('createPotluck')),
    said('The member closes the form', { type: 'host.close' }),
  ],
  distinguish: (context) => context.draft.title,
};

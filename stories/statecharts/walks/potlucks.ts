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
    said('The potluck is hosted (the form ends)', done('hostForm', aPotluck('host'))),
    said('The member closes the form', done('hostForm', null)),
  ],
};

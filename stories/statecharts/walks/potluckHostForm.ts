import type { hostFormMachine } from '../../../machines/potluck/hostFormMachine.ts';
import { aPotluck } from '../potluckSamples.ts';
import { done, failed, noServer, said, type Walk } from './support.ts';

export const potluckHostFormWalk: Walk<typeof hostFormMachine> = {
  input: { client: noServer, now: () => Date.parse('2026-11-28T12:00:00Z'), potluck: null },
  events: [
    said('The member types the title “Sunday lunch”', { type: 'form.change', title: 'Sunday lunch' }),
    said('The member presses Host it', { type: 'form.save' }),
    said('The server hosts it', done('save', aPotluck('host'))),
    said('Hosting fails', failed('save')),
    said('The member closes the form', { type: 'form.close' }),
  ],
  distinguish: (context) => context.draft.title,
};

import type { alertMachine } from '../../../machines/alertMachine.ts';
import { said, type Walk } from './support.ts';

export const alertWalk: Walk<typeof alertMachine> = {
  input: undefined,
  events: [
    said('“Comment is too short!” is said', { type: 'alert.show', text: 'Comment is too short!' }),
    said('“Link copied to clipboard!” is said', { type: 'alert.show', text: 'Link copied to clipboard!' }),
    said('The member presses OK', { type: 'alert.dismiss' }),
  ],
  // The queue has no cap: none, one, or more than one waiting are the cases that differ.
  distinguish: (context) => Math.min(context.alerts.length, 2),
};

import type { toastMachine } from '../../../machines/toastMachine.ts';
import { elapsed, said, type Walk } from './support.ts';

export const toastWalk: Walk<typeof toastMachine> = {
  input: undefined,
  events: [
    said('“Recipe removed” shows (success)', { type: 'toast.show', text: 'Recipe removed', kind: 'success' }),
    said('“Failed to remove recipe” shows (error)', {
      type: 'toast.show',
      text: 'Failed to remove recipe',
      kind: 'error',
    }),
    said('The member closes the first toast', { type: 'toast.dismiss', id: 1 }),
    said(
      'The first toast’s time runs out (2 s for success, else 4 s)',
      elapsed('toastDuration', 'toast.showing'),
    ),
  ],
  distinguish: (context) => context.toasts.length,
};

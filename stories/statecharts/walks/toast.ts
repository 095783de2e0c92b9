import type { toastMachine } from '../../../machines/toastMachine.ts';
import { elapsed, type Walk } from './support.ts';

export const toastWalk: Walk<typeof toastMachine> = {
  input: undefined,
  events: [
    { type: 'toast.show', text: 'Recipe removed', kind: 'success' },
    { type: 'toast.show', text: 'Failed to remove recipe', kind: 'error' },
    { type: 'toast.dismiss', id: 1 },
    elapsed('toastDuration', 'toast.showing'),
  ],
  distinguish: (context) => context.toasts.length,
};

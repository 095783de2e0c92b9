import type { threadMachine } from '../../../machines/potluck/threadMachine.ts';
import { aMessage, potluckId } from '../potluckSamples.ts';
import { done, failed, noServer, said, type Walk } from './support.ts';

export const potluckThreadWalk: Walk<typeof threadMachine> = {
  input: { client: noServer, potluckId },
  events: [
    said('The thread arrives', done('loadMessages', [aMessage(1, 'I bring the chicken!')])),
    said('The thread fails to load', failed('loadMessages')),
    said('Someone writes in the thread (live)', { type: 'thread.changed' }),
    said('The member types “We are 2!”', { type: 'message.change', text: 'We are 2!' }),
    said('The member sends it', { type: 'message.send' }),
    said('It is sent', done('postMessage', aMessage(2, 'We are 2!'))),
    said('Sending fails', failed('postMessage')),
  ],
  distinguish: (context) => context.message !== '',
};

import type { cookHistoryMachine } from '../../../machines/cooks/cookHistoryMachine.ts';
import { aHistory } from '../../versionsSamples.ts';
import { done, failed, noServer, said, type Walk } from './support.ts';

export const cookHistoryWalk: Walk<typeof cookHistoryMachine> = {
  input: { client: noServer },
  events: [
    said('The history arrives, more to come', done('loadHistory', aHistory(4, 4))),
    said('Nothing cooked yet', done('loadHistory', aHistory(0))),
    said('Loading fails', failed('loadHistory')),
    said('The member tries again', { type: 'memberCooks.retry' }),
    said('The member presses Show more', { type: 'memberCooks.more' }),
    said('The last page arrives', done('loadMoreHistory', aHistory(2, null, 4))),
    said('The next page fails', failed('loadMoreHistory')),
  ],
  distinguish: (context) => [context.history.length, context.offset],
};

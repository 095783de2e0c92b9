import type { memberCooksMachine } from '../../../machines/cooks/memberCooksMachine.ts';
import { someCooks } from '../../versionsSamples.ts';
import { done, failed, noServer, said, type Walk } from './support.ts';

const cursor = `20261120${'a'.repeat(24)}`;

export const memberCooksWalk: Walk<typeof memberCooksMachine> = {
  input: { client: noServer, username: 'kenji' },
  events: [
    said('Kenji’s cooks arrive, more to come', done('loadCooks', { cooks: someCooks(4), next: cursor })),
    said('Kenji shared no cooks with the member', done('loadCooks', { cooks: [], next: null })),
    said('Loading fails', failed('loadCooks')),
    said('The member tries again', { type: 'memberCooks.retry' }),
    said('The member presses Show more', { type: 'memberCooks.more' }),
    said('The last page arrives', done('loadMoreCooks', { cooks: someCooks(6).slice(4), next: null })),
    said('The next page fails', failed('loadMoreCooks')),
  ],
  distinguish: (context) => [context.cooks.length, context.cursor],
};

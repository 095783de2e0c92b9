import type { potluckJoinMachine } from '../../../machines/potluck/potluckJoinMachine.ts';
import { memoryStorage } from '../../../machines/support/env.ts';
import { potluckId } from '../potluckSamples.ts';
import { done, failed, noServer, said, type Walk } from './support.ts';

export const potluckJoinWalk: Walk<typeof potluckJoinMachine> = {
  input: { client: noServer, token: 'a'.repeat(32), member: true, storage: memoryStorage() },
  events: [
    said(
      'The link shows the potluck',
      done('loadPreview', { title: 'Sunday lunch', hostName: 'Maria Rossi', day: '2026-12-06' }),
    ),
    said('The link is off', failed('loadPreview')),
    said('The member presses Join the potluck', { type: 'join.send' }),
    said('Joining fails', failed('join')),
    said('The member is a guest now', done('join', { potluckId })),
  ],
};

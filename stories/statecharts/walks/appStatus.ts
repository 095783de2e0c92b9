import type { appStatusMachine } from '../../../machines/appStatusMachine.ts';
import { said, type Walk } from './support.ts';

export const appStatusWalk: Walk<typeof appStatusMachine> = {
  input: { applyUpdate: () => new Promise(() => {}) },
  events: [
    said('The connection is lost', { type: 'connection.offline' }),
    said('The connection is back', { type: 'connection.online' }),
    said('A new version is waiting', { type: 'update.available' }),
    said('The member presses Reload', { type: 'update.reload' }),
    said('The member presses Later', { type: 'update.later' }),
  ],
};

// What the app says about itself (issue 20): whether the browser is online, and whether a new version of the app
// is waiting (its service worker installed beside the running one). Offline, the member is told plainly that what
// they opened before is still there and that changes are kept. A new version is never mixed into the running
// page: the member is asked, and only after they chose Reload does the new version take over and the page reload.
import { fromPromise, setup } from 'xstate';

export type AppStatusInput = {
  /** Lets the waiting version take over and reloads the page once it has (workbox-window's messageSkipWaiting). */
  applyUpdate: () => Promise<void>;
};

export type AppStatusEvent =
  /** The browser's `online` and `offline` events (and `offline` at start when the browser is offline). */
  | { type: 'connection.online' }
  | { type: 'connection.offline' }
  /** A new version is installed and waiting. */
  | { type: 'update.available' }
  | { type: 'update.reload' }
  | { type: 'update.later' };

export const appStatusMachine = setup({
  types: {
    context: {} as AppStatusInput,
    events: {} as AppStatusEvent,
    input: {} as AppStatusInput,
  },
  actors: {
    applyUpdate: fromPromise<void, { applyUpdate: () => Promise<void> }>(({ input }) => input.applyUpdate()),
  },
}).createMachine({
  id: 'appStatus',
  context: ({ input }) => input,
  type: 'parallel',
  states: {
    connection: {
      initial: 'online',
      states: {
        online: { on: { 'connection.offline': 'offline' } },
        /** 'You are offline': what was opened before is still readable, changes are kept. */
        offline: { tags: ['offline'], on: { 'connection.online': 'online' } },
      },
    },
    update: {
      initial: 'current',
      states: {
        current: { on: { 'update.available': 'available' } },
        /** 'A new version of Potluck is ready.' with Reload and Later. */
        available: { on: { 'update.reload': 'reloading', 'update.later': 'postponed' } },
        /** Later: the banner goes; the new version takes over at the next visit. */
        postponed: { on: { 'update.available': 'available' } },
        reloading: {
          invoke: { src: 'applyUpdate', input: ({ context }) => context, onError: 'available' },
        },
      },
    },
  },
});

// "Subscribe in your calendar" on /plan: the member's private calendar feed address (README "Calendar feed").
// Opening the dialog reads the address; Copy writes it to the clipboard; Reset asks first, then makes a new
// address, after which the old one answers 404 at once. Every state the dialog shows is a state here.
import type { CalendarFeed } from '@potluck/contract';
import { assign, emit, fromPromise, setup } from 'xstate';
import type { WriteClipboard } from './support/env.ts';
import { type Notice, toastNotice } from './support/notices.ts';

export interface CalendarFeedClient {
  getCalendarFeed(): Promise<CalendarFeed>;
  resetCalendarFeed(): Promise<CalendarFeed>;
}

export type CalendarFeedInput = { client: CalendarFeedClient; writeClipboard: WriteClipboard };

export type CalendarFeedEvent =
  | { type: 'calendar.open' }
  | { type: 'calendar.close' }
  | { type: 'calendar.retry' }
  | { type: 'calendar.copy'; address: string }
  | { type: 'calendar.reset' }
  | { type: 'calendar.resetConfirm' }
  | { type: 'calendar.resetCancel' };

type CalendarFeedContext = CalendarFeedInput & { feed: CalendarFeed | null };

export const copiedMessage = 'Address copied. Paste it into your calendar app’s “Add calendar from URL”.';
export const resetMessage = 'Your calendar has a new address: the old one no longer works.';

export const calendarFeedMachine = setup({
  types: {
    context: {} as CalendarFeedContext,
    events: {} as CalendarFeedEvent,
    input: {} as CalendarFeedInput,
    emitted: {} as Notice,
  },
  actors: {
    load: fromPromise<CalendarFeed, { client: CalendarFeedClient }>(({ input }) =>
      input.client.getCalendarFeed(),
    ),
    reset: fromPromise<CalendarFeed, { client: CalendarFeedClient }>(({ input }) =>
      input.client.resetCalendarFeed(),
    ),
    copy: fromPromise<void, { writeClipboard: WriteClipboard; address: string }>(({ input }) =>
      input.writeClipboard(input.address),
    ),
  },
  actions: {
    setFeed: assign({ feed: (_, feed: CalendarFeed) => feed }),
    toastCopied: emit(toastNotice(copiedMessage, 'success')),
    toastNotCopied: emit(toastNotice('Could not copy: select the address and copy it yourself.', 'error')),
    toastReset: emit(toastNotice(resetMessage, 'success')),
    toastNotReset: emit(
      toastNotice('The address could not be reset; the one shown still works. Try again.', 'error'),
    ),
  },
}).createMachine({
  id: 'calendarFeed',
  context: ({ input }) => ({ ...input, feed: null }),
  initial: 'closed',
  states: {
    closed: { on: { 'calendar.open': 'open' } },
    open: {
      initial: 'loading',
      on: { 'calendar.close': 'closed' },
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'load',
            src: 'load',
            input: ({ context }) => ({ client: context.client }),
            onDone: { target: 'shown', actions: { type: 'setFeed', params: ({ event }) => event.output } },
            onError: 'failed',
          },
        },
        failed: { tags: ['error'], on: { 'calendar.retry': 'loading' } },
        shown: {
          on: {
            'calendar.copy': 'copying',
            'calendar.reset': 'confirmingReset',
          },
        },
        copying: {
          invoke: {
            id: 'copy',
            src: 'copy',
            input: ({ context, event }) => ({
              writeClipboard: context.writeClipboard,
              address: event.type === 'calendar.copy' ? event.address : '',
            }),
            onDone: { target: 'shown', actions: 'toastCopied' },
            onError: { target: 'shown', actions: 'toastNotCopied' },
          },
        },
        /** "Reset your calendar address?": the old address would stop at once. */
        confirmingReset: {
          on: { 'calendar.resetConfirm': 'resetting', 'calendar.resetCancel': 'shown' },
        },
        resetting: {
          tags: ['busy'],
          invoke: {
            id: 'reset',
            src: 'reset',
            input: ({ context }) => ({ client: context.client }),
            onDone: {
              target: 'shown',
              actions: [{ type: 'setFeed', params: ({ event }) => event.output }, 'toastReset'],
            },
            onError: { target: 'shown', actions: 'toastNotReset' },
          },
        },
      },
    },
  },
});

// The spec's alerts ('Comment is too short!', 'Link copied to clipboard!', …) as a state the member sees and
// dismisses, instead of a blocking window.alert. Machines emit `alert.show`; the app hands it to this one queue,
// so two alerts in a row are read one after the other and none is lost while another is showing.
import { assign, setup } from 'xstate';

export type AlertEvent = { type: 'alert.show'; text: string } | { type: 'alert.dismiss' };

type AlertContext = { alerts: string[] };

export const alertMachine = setup({
  types: {
    context: {} as AlertContext,
    events: {} as AlertEvent,
  },
  actions: {
    enqueue: assign({
      alerts: ({ context, event }) =>
        event.type === 'alert.show' ? [...context.alerts, event.text] : context.alerts,
    }),
    dropHead: assign({ alerts: ({ context }) => context.alerts.slice(1) }),
  },
  guards: {
    hasMore: ({ context }) => context.alerts.length > 1,
  },
}).createMachine({
  id: 'alert',
  context: { alerts: [] },
  initial: 'idle',
  states: {
    idle: {
      on: { 'alert.show': { target: 'showing', actions: 'enqueue' } },
    },
    showing: {
      on: {
        'alert.show': { actions: 'enqueue' },
        'alert.dismiss': [
          { guard: 'hasMore', target: 'showing', reenter: true, actions: 'dropHead' },
          { target: 'idle', actions: 'dropHead' },
        ],
      },
    },
  },
});

/** The alert the member is reading now, if any. */
export const shownAlert = (context: AlertContext): string | null => context.alerts[0] ?? null;

// /potlucks (issue 28, decision 026): the potlucks the member hosts or is invited to, soonest first, and the
// "Host a potluck" form (hostFormMachine, the same form a host edits a potluck with). A potluck hosted is opened
// (`potluck.opened`: the app goes to its page); a refused form stays as typed and says why.
import type { Potluck, PotluckSummary } from '@potluck/contract';
import { assign, enqueueActions, fromPromise, sendTo, setup } from 'xstate';
import type { Clock } from '../support/env.ts';
import type { Notice } from '../support/notices.ts';
import { type HostFormClient, type HostFormEvent, hostFormMachine } from './hostFormMachine.ts';
import type { PotluckOpened } from './potluckMachine.ts';
import { outputIn } from './told.ts';

export interface PotlucksClient extends HostFormClient {
  getPotlucks(): Promise<PotluckSummary[]>;
}

export type PotlucksInput = {
  client: PotlucksClient;
  now: Clock;
  /** Open "Host a potluck" as soon as the list is read (the plan's "Host a potluck" link). */
  hostAtOnce?: boolean | undefined;
};

export type PotlucksEvent = { type: 'potlucks.reload' } | { type: 'host.open' } | HostFormEvent;

type PotlucksContext = PotlucksInput & { potlucks: PotluckSummary[] };

export const potlucksMachine = setup({
  types: {
    context: {} as PotlucksContext,
    events: {} as PotlucksEvent,
    input: {} as PotlucksInput,
    emitted: {} as Notice | PotluckOpened,
    children: {} as { hostForm: 'hostForm' },
  },
  actors: {
    loadPotlucks: fromPromise<PotluckSummary[], { client: PotlucksClient }>(({ input }) =>
      input.client.getPotlucks(),
    ),
    hostForm: hostFormMachine,
  },
  actions: {
    setPotlucks: assign({ potlucks: ({ event }) => outputIn<PotluckSummary[]>(event) }),
    forwardToForm: sendTo('hostForm', ({ event }) => event),
    /** The form ended with a potluck hosted: the app opens it. */
    openHosted: enqueueActions(({ event, enqueue }) => {
      const hosted = outputIn<Potluck | null>(event);
      if (hosted) enqueue.emit({ type: 'potluck.opened', potluckId: hosted.id });
    }),
  },
  guards: { isHostAtOnce: ({ context }) => context.hostAtOnce === true },
}).createMachine({
  id: 'potlucks',
  context: ({ input }) => ({ ...input, potlucks: [] }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadPotlucks',
        src: 'loadPotlucks',
        input: ({ context }) => context,
        onDone: [
          { guard: 'isHostAtOnce', target: 'ready.hosting', actions: 'setPotlucks' },
          { target: 'ready', actions: 'setPotlucks' },
        ],
        onError: 'failed',
      },
    },
    failed: { tags: ['error'], on: { 'potlucks.reload': 'loading' } },
    ready: {
      initial: 'browsing',
      states: {
        browsing: {
          on: { 'potlucks.reload': '#potlucks.loading', 'host.open': 'hosting' },
        },
        /** The "Host a potluck" form: a new potluck, a week from today. */
        hosting: {
          on: { 'form.*': { actions: 'forwardToForm' } },
          invoke: {
            id: 'hostForm',
            src: 'hostForm',
            input: ({ context }) => ({ client: context.client, now: context.now, potluck: null }),
            onDone: { target: 'browsing', actions: 'openHosted' },
          },
        },
      },
    },
  },
});

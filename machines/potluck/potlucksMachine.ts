// /potlucks (issue 28, decision 026): the potlucks the member hosts or is invited to, soonest first, and the
// "Host a potluck" form (title, day and time, place, a note, the courses' places from the domain's defaults, and
// optionally the host's own dish as a free text). A potluck hosted is opened (`potluck.opened`: the app goes to
// its page); a refused form stays as typed and says why.
import type { Potluck, PotluckSummary } from '@potluck/contract';
import { assign, emit, fromPromise, setup } from 'xstate';
import type { PotlucksClient } from './calls.ts';
import type { PotluckOpened } from './potluckMachine.ts';
import type { Clock } from '../support/env.ts';
import { serverMessageOf } from '../support/errors.ts';
import { alertNotice, type Notice } from '../support/notices.ts';
import {
  changeDraft,
  createBody,
  isDraftReady,
  newPotluckDraft,
  type PotluckDraft,
  type PotluckDraftChange,
} from './hostDraft.ts';

export type PotlucksInput = {
  client: PotlucksClient;
  now: Clock;
  /** Open "Host a potluck" as soon as the list is read (the plan's "Host a potluck" link). */
  hostAtOnce?: boolean | undefined;
};

export type PotlucksEvent =
  | { type: 'potlucks.reload' }
  | { type: 'host.open' }
  | { type: 'host.close' }
  | ({ type: 'host.change' } & PotluckDraftChange)
  | { type: 'host.save' };

type PotlucksContext = PotlucksInput & { potlucks: PotluckSummary[]; draft: PotluckDraft };

const outputOf = <T>(event: unknown) => (event as { output: T }).output;

export const potlucksMachine = setup({
  types: {
    context: {} as PotlucksContext,
    events: {} as PotlucksEvent,
    input: {} as PotlucksInput,
    emitted: {} as Notice | PotluckOpened,
  },
  actors: {
    loadPotlucks: fromPromise<PotluckSummary[], { client: PotlucksClient }>(({ input }) =>
      input.client.getPotlucks(),
    ),
    createPotluck: fromPromise<Potluck, { client: PotlucksClient; draft: PotluckDraft }>(({ input }) =>
      input.client.createPotluck(createBody(input.draft)),
    ),
  },
  actions: {
    setPotlucks: assign({ potlucks: ({ event }) => outputOf<PotluckSummary[]>(event) }),
    startDraft: assign({ draft: ({ context }) => newPotluckDraft(context.now()) }),
    changeDraft: assign({
      draft: ({ context, event }) => {
        if (event.type !== 'host.change') return context.draft;
        const { type: _, ...change } = event;
        return changeDraft(context.draft, change);
      },
    }),
    tellOpened: emit(({ event }) => ({
      type: 'potluck.opened' as const,
      potluckId: outputOf<Potluck>(event).id,
    })),
    alertHostFailed: emit(({ event }) =>
      alertNotice(
        serverMessageOf((event as { error?: unknown }).error) ??
          'The potluck could not be hosted. Try again.',
      ),
    ),
  },
  guards: {
    isDraftReady: ({ context }) => isDraftReady(context.draft, context.now()),
    isHostAtOnce: ({ context }) => context.hostAtOnce === true,
  },
}).createMachine({
  id: 'potlucks',
  context: ({ input }) => ({ ...input, potlucks: [], draft: newPotluckDraft(input.now()) }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadPotlucks',
        src: 'loadPotlucks',
        input: ({ context }) => context,
        onDone: [
          { guard: 'isHostAtOnce', target: 'ready.hosting', actions: ['setPotlucks', 'startDraft'] },
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
          on: {
            'potlucks.reload': '#potlucks.loading',
            'host.open': { target: 'hosting', actions: 'startDraft' },
          },
        },
        /** The "Host a potluck" form. */
        hosting: {
          initial: 'editing',
          on: { 'host.close': '#potlucks.ready.browsing' },
          states: {
            editing: {
              on: {
                'host.change': { actions: 'changeDraft' },
                'host.save': { guard: 'isDraftReady', target: 'saving' },
              },
            },
            saving: {
              tags: ['busy'],
              on: { 'host.close': {} },
              invoke: {
                id: 'createPotluck',
                src: 'createPotluck',
                input: ({ context }) => context,
                onDone: { target: '#potlucks.ready.browsing', actions: 'tellOpened' },
                onError: { target: 'editing', actions: 'alertHostFailed' },
              },
            },
          },
        },
      },
    },
  },
});

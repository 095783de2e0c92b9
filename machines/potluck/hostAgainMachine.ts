// "Host again" on a potluck's page (decision 026): the same courses and guests on a new day, the host's one
// question before the new potluck is made. Only guests still the host's friends come again; the members who came
// with the join link are asked about (`linkGuests`, issue 39); guests without an account never are. A new potluck being made stays open; a failure says so. It ends with the
// new potluck (the page opens it), or with nothing when closed.
import type { Potluck } from '@potluck/contract';
import { assign, emit, fromPromise, setup } from 'xstate';
import type { Id } from '../support/records.ts';
import { dialogTypes, formStates } from './dialog.ts';
import { failedNotice, failureIn, outputIn } from './told.ts';

export interface HostAgainClient {
  hostPotluckAgain(id: Id, again: { day: string; time: string; linkGuests?: boolean }): Promise<Potluck>;
}

export type HostAgainInput = { client: HostAgainClient; potluck: Potluck };

export type HostAgainEvent =
  | { type: 'again.change'; day?: string; time?: string; linkGuests?: boolean }
  | { type: 'again.send' }
  | { type: 'again.close' };

type HostAgainContext = HostAgainInput & {
  day: string;
  time: string;
  /** Whether the members who came with the join link are invited again too. */
  linkGuests: boolean;
  answer: Potluck | null;
};

export const hostAgainMachine = setup({
  types: dialogTypes<HostAgainContext, HostAgainEvent, HostAgainInput>(),
  actors: {
    hostAgain: fromPromise<Potluck, HostAgainContext>(
      ({ input: { client, potluck, day, time, linkGuests } }) =>
        client.hostPotluckAgain(potluck.id, { day, time, linkGuests }),
    ),
  },
  actions: {
    changeDraft: assign(({ context, event }) =>
      event.type === 'again.change'
        ? {
            day: event.day ?? context.day,
            time: event.time ?? context.time,
            linkGuests: event.linkGuests ?? context.linkGuests,
          }
        : {},
    ),
    setAnswer: assign({ answer: ({ event }) => outputIn<Potluck>(event) }),
    alertAgainFailed: emit(({ event }) =>
      failedNotice(failureIn(event), 'The potluck could not be hosted again.'),
    ),
  },
  guards: {
    hasDay: ({ context }) => /^\d{4}-\d{2}-\d{2}$/.test(context.day) && context.time !== '',
  },
}).createMachine({
  id: 'potluckHostAgain',
  context: ({ input }) => ({
    ...input,
    day: input.potluck.day,
    time: input.potluck.time,
    linkGuests: false,
    answer: null,
  }),
  initial: 'editing',
  output: ({ context }) => context.answer,
  states: formStates(
    { change: 'again.change', send: 'again.send', close: 'again.close' },
    { ready: 'hasDay', call: 'hostAgain', failed: 'alertAgainFailed' },
  ),
});

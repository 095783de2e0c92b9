// The host's form of a potluck (decision 026), one machine for both places it opens: "Host a potluck" on /potlucks
// (a new potluck: a week from today at 19:00, the default courses, the host's own dish) and "Edit" on a potluck's
// page (filled with the potluck as it is; only what changed is sent). A form the server refuses stays as typed and
// says why; one being sent stays open. It ends with the potluck as the server answered, or with nothing when closed.
import type { CreatePotluckBody, Potluck, UpdatePotluckBody } from '@potluck/contract';
import { assign, emit, fromPromise, setup } from 'xstate';
import type { Clock } from '../support/env.ts';
import { dialogTypes, formStates } from './dialog.ts';
import {
  changeDraft,
  createBody,
  isDraftReady,
  newPotluckDraft,
  type PotluckDraft,
  type PotluckDraftChange,
  potluckDraftOf,
  updateBody,
} from './hostDraft.ts';
import { failedNotice, failureIn, outputIn } from './told.ts';

export interface HostFormClient {
  createPotluck(body: CreatePotluckBody): Promise<Potluck>;
  updatePotluck(id: string, body: UpdatePotluckBody): Promise<Potluck>;
}

/** `potluck`: the one being edited; none for a new one. */
export type HostFormInput = { client: HostFormClient; now: Clock; potluck: Potluck | null };

export type HostFormEvent =
  | ({ type: 'form.change' } & PotluckDraftChange)
  | { type: 'form.save' }
  | { type: 'form.close' };

type HostFormContext = HostFormInput & { draft: PotluckDraft; answer: Potluck | null };

/** A new potluck is created; one being edited is sent what changed. */
function save({ client, potluck, draft }: HostFormContext): Promise<Potluck> {
  return potluck
    ? client.updatePotluck(potluck.id, updateBody(draft, potluck))
    : client.createPotluck(createBody(draft));
}

export const hostFormMachine = setup({
  types: dialogTypes<HostFormContext, HostFormEvent, HostFormInput>(),
  actors: { save: fromPromise<Potluck, HostFormContext>(({ input }) => save(input)) },
  actions: {
    changeDraft: assign({
      draft: ({ context, event }) => {
        if (event.type !== 'form.change') return context.draft;
        const { type: _, ...change } = event;
        return changeDraft(context.draft, change);
      },
    }),
    setAnswer: assign({ answer: ({ event }) => outputIn<Potluck>(event) }),
    alertSaveFailed: emit(({ context, event }) =>
      failedNotice(
        failureIn(event),
        context.potluck ? 'The potluck could not be changed.' : 'The potluck could not be hosted. Try again.',
      ),
    ),
  },
  guards: { isDraftReady: ({ context }) => isDraftReady(context.draft, context.now()) },
}).createMachine({
  id: 'potluckHostForm',
  context: ({ input }) => ({
    ...input,
    draft: input.potluck ? potluckDraftOf(input.potluck) : newPotluckDraft(input.now()),
    answer: null,
  }),
  initial: 'editing',
  output: ({ context }) => context.answer,
  states: formStates(
    { change: 'form.change', send: 'form.save', close: 'form.close' },
    { ready: 'isDraftReady', call: 'save', failed: 'alertSaveFailed' },
  ),
});

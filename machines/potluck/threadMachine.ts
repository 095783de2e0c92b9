// A potluck's thread (decision 026), live like chat: read when the page opens and again whenever someone else
// writes in it (the client's live-event router marks the thread stale; the member's own message is not news, it
// is shown from the answer). A message is typed and sent; a failure says so and keeps nothing.
import type { OnStale, PotluckMessage } from '@potluck/contract';
import { assign, emit, fromCallback, fromPromise, setup } from 'xstate';
import type { Notice } from '../support/notices.ts';
import type { Id } from '../support/records.ts';
import { callOf, failedNotice, failureIn, outputIn } from './told.ts';

export interface ThreadClient {
  getPotluckMessages(id: Id): Promise<PotluckMessage[]>;
  postPotluckMessage(id: Id, text: string): Promise<PotluckMessage>;
  onStale: OnStale;
}

export type ThreadInput = { client: ThreadClient; potluckId: Id };

export type ThreadEvent =
  | { type: 'message.change'; text: string }
  | { type: 'message.send' }
  /** Someone else wrote in the thread. */
  | { type: 'thread.changed' };

type ThreadContext = ThreadInput & { messages: PotluckMessage[]; message: string };

export const threadMachine = setup({
  types: {
    context: {} as ThreadContext,
    events: {} as ThreadEvent,
    input: {} as ThreadInput,
    emitted: {} as Notice,
  },
  actors: {
    loadMessages: fromPromise<PotluckMessage[], ThreadContext>(({ input }) =>
      input.client.getPotluckMessages(input.potluckId),
    ),
    postMessage: fromPromise<PotluckMessage, ThreadContext>(({ input }) =>
      input.client.postPotluckMessage(input.potluckId, input.message.trim()),
    ),
    threadStale: fromCallback<ThreadEvent, ThreadInput>(({ input, sendBack }) =>
      input.client.onStale(['potluckThread', input.potluckId], () => sendBack({ type: 'thread.changed' })),
    ),
  },
  actions: {
    setMessages: assign({ messages: ({ event }) => outputIn<PotluckMessage[]>(event) }),
    addMessage: assign({
      messages: ({ context, event }) => {
        const message = outputIn<PotluckMessage>(event);
        return [message, ...context.messages.filter((m) => m.id !== message.id)];
      },
      message: '',
    }),
    setMessage: assign({ message: ({ event }) => (event.type === 'message.change' ? event.text : '') }),
    alertMessageFailed: emit(({ event }) =>
      failedNotice(failureIn(event), 'Your message could not be sent. Try again.'),
    ),
  },
  guards: { hasMessage: ({ context }) => context.message.trim().length > 0 },
}).createMachine({
  id: 'potluckThread',
  context: ({ input }) => ({ ...input, messages: [], message: '' }),
  invoke: { src: 'threadStale', input: ({ context }) => context },
  initial: 'loading',
  on: { 'message.change': { actions: 'setMessage' } },
  states: {
    loading: callOf('loadMessages', ['ready', 'setMessages'], 'failed'),
    failed: { tags: ['error'], on: { 'thread.changed': 'loading' } },
    ready: {
      on: {
        'thread.changed': 'loading',
        'message.send': { guard: 'hasMessage', target: 'sending' },
      },
    },
    sending: {
      tags: ['busy'],
      ...callOf('postMessage', ['ready', 'addMessage'], ['ready', 'alertMessageFailed']),
    },
  },
});

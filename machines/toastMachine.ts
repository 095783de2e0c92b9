// Toast messages (SPEC §9): at most 20 held, the oldest goes first; each leaves after its own duration,
// 4 s by default and 2 s for a success. The head of the queue owns the one timer; when it leaves, the timer
// restarts for the next one, so the UI can stack them while they expire in order.
import { limits } from '@potluck/domain';
import { assign, setup } from 'xstate';

export type ToastKind = 'success' | 'error' | 'info';
export type Toast = { id: number; kind: ToastKind; text: string };

export type ToastEvent =
  | { type: 'toast.show'; text: string; kind?: ToastKind }
  | { type: 'toast.dismiss'; id: number };

type ToastContext = { toasts: Toast[]; nextId: number };

export const toastMachine = setup({
  types: {
    context: {} as ToastContext,
    events: {} as ToastEvent,
  },
  actions: {
    enqueue: assign(({ context, event }) => {
      if (event.type !== 'toast.show') return {};
      const toast: Toast = { id: context.nextId, kind: event.kind ?? 'info', text: event.text };
      return { toasts: [...context.toasts, toast].slice(-limits.toastsHeld), nextId: context.nextId + 1 };
    }),
    dropHead: assign({ toasts: ({ context }) => context.toasts.slice(1) }),
    dropDismissed: assign({
      toasts: ({ context, event }) =>
        event.type === 'toast.dismiss' ? context.toasts.filter((t) => t.id !== event.id) : context.toasts,
    }),
  },
  guards: {
    hasOthers: ({ context }) => context.toasts.length > 1,
    isHeadDismissed: ({ context, event }) =>
      event.type === 'toast.dismiss' && context.toasts[0]?.id === event.id,
    isOnlyToastDismissed: ({ context, event }) =>
      event.type === 'toast.dismiss' && context.toasts.length === 1 && context.toasts[0]?.id === event.id,
  },
  delays: {
    toastDuration: ({ context }) =>
      context.toasts[0]?.kind === 'success' ? limits.successToastMs : limits.toastMs,
  },
}).createMachine({
  id: 'toast',
  context: { toasts: [], nextId: 1 },
  initial: 'idle',
  states: {
    idle: {
      on: { 'toast.show': { target: 'showing', actions: 'enqueue' } },
    },
    showing: {
      after: {
        toastDuration: [
          { guard: 'hasOthers', target: 'showing', reenter: true, actions: 'dropHead' },
          { target: 'idle', actions: 'dropHead' },
        ],
      },
      on: {
        // A new toast joins the queue without restarting the head's timer.
        'toast.show': { actions: 'enqueue' },
        'toast.dismiss': [
          { guard: 'isOnlyToastDismissed', target: 'idle', actions: 'dropDismissed' },
          { guard: 'isHeadDismissed', target: 'showing', reenter: true, actions: 'dropDismissed' },
          { actions: 'dropDismissed' },
        ],
      },
    },
  },
});

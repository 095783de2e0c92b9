// The toast queue for the whole app, visitors included. It lives apart from the member's actors
// (AppActors.tsx) so that the entry bundle does not carry the chat and notifications machines.
import { createActorContext } from '@xstate/react';
import { toastMachine } from '../../machines/index.ts';

export const Toasts = createActorContext(toastMachine);
export const useToasts = () => Toasts.useActorRef();

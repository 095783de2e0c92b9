// The session actor lives for the whole app: the router shows member or visitor routes from its state.
import { createActorContext } from '@xstate/react';
import { sessionMachine } from '../machines/index.ts';
import { client, env } from './services.ts';

export const Session = createActorContext(sessionMachine, {
  input: { client, storage: env.localStorage },
});

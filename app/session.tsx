// The session actor lives for the whole app: the router shows member or visitor routes from its state.
import { createActorContext } from '@xstate/react';
import { sessionMachine } from '../machines/index.ts';
import { offlineCaches } from './offlineCaches.ts';
import { client, env } from './services.ts';

/** The service worker's caches of the member's pages, API answers and images (the app's own precache stays). */
async function forgetOfflineCopies(): Promise<void> {
  if (!('caches' in window)) return;
  await Promise.all(Object.values(offlineCaches).map((name) => caches.delete(name)));
}

export const Session = createActorContext(sessionMachine, {
  input: { client, storage: env.localStorage, forgetOfflineCopies },
});

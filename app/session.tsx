// The session actor lives for the whole app: the router shows member or visitor routes from its state.
import { createActorContext } from '@xstate/react';
import {
  cachePrefix,
  deviceMemberKey,
  planKey,
  potluckJoinAfterLoginKey,
  sessionMachine,
  shoppingListKey,
} from '../machines/index.ts';
import { offlineCaches } from './offlineCaches.ts';
import { client, env } from './services.ts';

/**
 * Web Storage entries a member left (the chat's last visit, a recipe link shared to a friend). A potluck's join
 * link a visitor opened stays: the app goes back to it once they have logged in (App.tsx).
 */
function forgetStoredCopies(storage: Storage) {
  const keep = (key: string) =>
    key === deviceMemberKey ||
    key === potluckJoinAfterLoginKey ||
    key.startsWith(shoppingListKey('')) ||
    key.startsWith(planKey(''));
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '');
  for (const key of keys) if (key.startsWith(cachePrefix) && !keep(key)) storage.removeItem(key);
}

/**
 * What was kept of the member for offline use: the answers the client kept (decision 032), the service worker's
 * cache of images (the app's own precache stays) and the copies in Web Storage. The shopping list's and the meal
 * plan's queues are the session machine's to keep or delete: they stay for the same member's next login.
 */
async function forgetOfflineCopies(): Promise<void> {
  forgetStoredCopies(window.localStorage);
  forgetStoredCopies(window.sessionStorage);
  await client.forgetKeptCopies();
  if (!('caches' in window)) return;
  await Promise.all(Object.values(offlineCaches).map((name) => caches.delete(name)));
}

export const Session = createActorContext(sessionMachine, {
  input: {
    client,
    storage: env.localStorage,
    forgetOfflineCopies,
    keepCopiesFor: (memberId) => client.signedIn(memberId),
  },
});

// The server's live events as a machine hears them: the test pushes events by hand, the client's real live-event
// router marks what they make stale in a real answer cache, and the machine listens through `onStale`, as in the
// app. `listening()` says whether the machine still listens.

import type { LiveUpdate, SubscribeToLiveUpdates } from '@potluck/contract';
import { createAnswerCache } from '../../../../packages/client/src/data/cache.ts';
import { staleKeys } from '../../../../packages/client/src/data/liveRouter.ts';

export function fakeLiveUpdates() {
  const cache = createAnswerCache();
  const listeners = new Set<(update: LiveUpdate) => void>();
  const subscribe: SubscribeToLiveUpdates = (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    onStale: cache.onStale,
    /** The cache the router marks: a test puts a member's own answer in it to see that its echo is not news. */
    cache,
    /** @deprecated machines listen through onStale; kept while the last machines move to it (issue 37). */
    subscribe,
    push: (update: LiveUpdate) => {
      for (const key of staleKeys(update, cache)) cache.markStale(key);
      for (const listener of [...listeners]) listener(update);
    },
    listening: () => cache.listening() + listeners.size,
  };
}

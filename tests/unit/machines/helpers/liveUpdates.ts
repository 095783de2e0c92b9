// The server's live events as a machine hears them: the test pushes events by hand, the client's live-event
// router's rule (`staleKeys`) marks what each makes stale in a real answer cache, and the machine listens through
// `onStale`, as in the app. `listening()` says whether the machine still listens.
import type { LiveUpdate } from '@potluck/contract';
import { createAnswerCache } from '../../../../packages/client/src/data/cache.ts';
import { staleKeys } from '../../../../packages/client/src/data/liveRouter.ts';

export function fakeLiveUpdates() {
  const cache = createAnswerCache();
  return {
    onStale: cache.onStale,
    push: (update: LiveUpdate) => {
      for (const key of staleKeys(update, cache)) cache.markStale(key);
    },
    listening: cache.listening,
  };
}

// A stand-in for packages/client's `subscribe`: the test pushes the server's live updates by hand and can see
// whether the machine is still listening.
import type { LiveUpdate, SubscribeToLiveUpdates } from '@potluck/contract';

export function fakeLiveUpdates() {
  const listeners = new Set<(update: LiveUpdate) => void>();
  const subscribe: SubscribeToLiveUpdates = (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    subscribe,
    push: (update: LiveUpdate) => {
      for (const listener of [...listeners]) listener(update);
    },
    listening: () => listeners.size,
  };
}

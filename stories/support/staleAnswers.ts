// Stands in for the client's live-event router in stories: a play function says what someone else changed (the key
// the router would mark stale), and the machines listening to that key hear it, as in the app.
import type { DataKey, DataKeyPrefix, OnStale } from '@potluck/contract';

export function staleAnswers() {
  const listeners = new Set<{ prefix: DataKeyPrefix; listener: (stale: DataKey) => void }>();
  const onStale: OnStale = (prefix, listener) => {
    const entry = { prefix, listener };
    listeners.add(entry);
    return () => listeners.delete(entry);
  };
  return {
    onStale,
    /** How many machines listen. */
    listening: () => listeners.size,
    /** Someone else changed what the key holds. */
    mark: (key: DataKey) => {
      for (const { prefix, listener } of [...listeners]) {
        if (prefix.every((part, index) => part === key[index])) listener(key);
      }
    },
  };
}

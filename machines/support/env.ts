// What a machine may touch outside itself, handed in through `input` so tests and stories pass fakes.
// Machines never reach for window, localStorage or Date.now directly: that keeps them pure and walkable.

/** Local or session storage, or an in-memory fake with the same three calls. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Milliseconds since the epoch, like Date.now. */
export type Clock = () => number;

/** Writes text to the clipboard, like navigator.clipboard.writeText. */
export type WriteClipboard = (text: string) => Promise<void>;

/** A number in [0, 1), like Math.random. */
export type { Random } from '@potluck/domain';

/** An in-memory storage for tests, stories and environments without Web Storage. */
export function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { dump(): Record<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
    dump: () => Object.fromEntries(items),
  };
}

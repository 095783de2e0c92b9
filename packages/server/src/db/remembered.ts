/**
 * A bounded memory of answers read from the database, each stored with the version of the data it was read at
 * so that its user can tell whether it still holds (docs/decisions/005). It keeps at most `limit` entries and,
 * when `bytes` is given (answers of very different sizes, like pictures), at most `bytes.budget` of what
 * `bytes.of` counts; past either, the entries stored longest ago are forgotten first. An answer larger than the
 * whole budget is not kept. The app holds them all, for its lifetime (plugins/rememberedAnswers.ts).
 */
export function remembered<T>(limit: number, bytes?: { of: (value: T) => number; budget: number }) {
  const entries = new Map<string, T>();
  let held = 0;
  const sizeOf = (value: T) => bytes?.of(value) ?? 0;
  const forget = (key: string) => {
    const value = entries.get(key);
    if (value === undefined) return;
    held -= sizeOf(value);
    entries.delete(key);
  };
  return {
    get: (key: string): T | undefined => entries.get(key),
    set(key: string, value: T) {
      forget(key);
      const size = sizeOf(value);
      if (bytes && size > bytes.budget) return;
      const full = () => entries.size >= limit || (bytes !== undefined && held + size > bytes.budget);
      // Deleting while iterating a Map is safe: the loop goes on from the next oldest.
      for (const oldest of entries.keys()) {
        if (!full()) break;
        forget(oldest);
      }
      entries.set(key, value);
      held += size;
    },
    clear() {
      entries.clear();
      held = 0;
    },
  };
}

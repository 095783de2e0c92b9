/**
 * A bounded memory of answers read from the database, each stored with the version of the data it was read at
 * so that its user can tell whether it still holds (docs/decisions/005). When full, the entry stored longest ago
 * is forgotten first. The app holds them all, for its lifetime (plugins/rememberedAnswers.ts).
 */
export function remembered<T>(limit: number) {
  const entries = new Map<string, T>();
  return {
    get: (key: string): T | undefined => entries.get(key),
    set(key: string, value: T) {
      entries.delete(key);
      const oldest = entries.keys().next();
      if (entries.size >= limit && !oldest.done) entries.delete(oldest.value);
      entries.set(key, value);
    },
    clear: () => entries.clear(),
  };
}

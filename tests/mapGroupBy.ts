// Vitest 5 reports errors with Map.groupBy, which Node 20 lacks (Node ≥ 21 has it). Without it a failing test
// crashes the reporter instead of being reported. The project supports Node ≥ 20.19, so fill it in here; both
// Vitest configurations (vitest.config.ts, vitest.faults.config.ts) import this file.
if (!('groupBy' in Map)) {
  Object.defineProperty(Map, 'groupBy', {
    value<K, T>(items: Iterable<T>, key: (item: T, index: number) => K): Map<K, T[]> {
      const groups = new Map<K, T[]>();
      let index = 0;
      for (const item of items) {
        const k = key(item, index++);
        const group = groups.get(k);
        if (group) group.push(item);
        else groups.set(k, [item]);
      }
      return groups;
    },
  });
}

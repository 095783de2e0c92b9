// A clock for an actor whose only timers are polls: `nudge()` fires the pending poll now. The server's event
// stream uses it to refresh notifications and the unread chat dot at once, through the machines' own poll
// transitions, so no machine needs a second way to refresh.
type Pending = { fn: (...args: unknown[]) => void; handle: ReturnType<typeof setTimeout> };

export type NudgeClock = {
  setTimeout(fn: (...args: unknown[]) => void, timeout: number): number;
  clearTimeout(id: unknown): void;
  nudge(): void;
};

export function nudgeClock(): NudgeClock {
  const pending = new Map<number, Pending>();
  let nextId = 1;
  return {
    setTimeout(fn, timeout) {
      const id = nextId++;
      const handle = setTimeout(() => {
        pending.delete(id);
        fn();
      }, timeout);
      pending.set(id, { fn, handle });
      return id;
    },
    clearTimeout(id) {
      const entry = pending.get(id as number);
      if (!entry) return;
      clearTimeout(entry.handle);
      pending.delete(id as number);
    },
    nudge() {
      for (const [id, entry] of [...pending]) {
        clearTimeout(entry.handle);
        pending.delete(id);
        entry.fn();
      }
    },
  };
}

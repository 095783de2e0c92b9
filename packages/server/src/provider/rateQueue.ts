// Keeps calls to Spoonacular under its rate (SPOONACULAR_RATE requests per 1000 ms, 5 by default as SPEC §9
// says): each call waits for a free slot in a sliding window. Calls start in the order they arrived.

export interface RateQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
}

export function createRateQueue(limit: number, windowMs: number, now = () => Date.now()): RateQueue {
  const started: number[] = [];
  let tail: Promise<void> = Promise.resolve();

  async function slot(): Promise<void> {
    for (;;) {
      const time = now();
      while (started.length > 0 && (started[0] ?? 0) <= time - windowMs) started.shift();
      if (started.length < limit) {
        started.push(time);
        return;
      }
      const wait = (started[0] ?? time) + windowMs - time;
      await new Promise((resolve) => setTimeout(resolve, Math.max(1, wait)));
    }
  }

  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      const turn = tail.then(slot);
      // The next caller queues behind this one's slot, not behind its whole request.
      tail = turn.catch(() => undefined);
      return turn.then(task);
    },
  };
}

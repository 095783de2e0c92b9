// The provider allows 5 requests per 1000 ms (SPEC §9). Calls beyond that wait for the window to slide
// instead of failing, in the order they were made.

export type RateLimiter = <T>(task: () => Promise<T>) => Promise<T>;

export type RateLimiterOptions = {
  limit: number;
  windowMs: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
};

export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: RateLimiterOptions): RateLimiter {
  const started: number[] = [];
  let queue: Promise<unknown> = Promise.resolve();

  async function slot(): Promise<void> {
    for (;;) {
      const time = now();
      while (started.length > 0 && started[0]! <= time - windowMs) started.shift();
      if (started.length < limit) {
        started.push(time);
        return;
      }
      await sleep(started[0]! + windowMs - time);
    }
  }

  return <T>(task: () => Promise<T>) => {
    const turn = queue.then(slot);
    queue = turn.catch(() => undefined);
    return turn.then(task);
  };
}

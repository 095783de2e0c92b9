import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../../packages/client/src/rateLimiter.ts';

// A simulated clock: sleeping advances time, so the test shows exactly when each call may start.
function clock() {
  let time = 0;
  return {
    now: () => time,
    sleep: async (ms: number) => {
      time += ms;
    },
  };
}

describe('createRateLimiter', () => {
  it('lets 5 calls start in a window of 1000 ms and delays the rest, in order', async () => {
    const c = clock();
    const limit = createRateLimiter({ limit: 5, windowMs: 1000, ...c });
    const startedAt: number[] = [];
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        limit(async () => {
          startedAt.push(c.now());
          return i;
        }),
      ),
    );
    expect(startedAt).toEqual([0, 0, 0, 0, 0, 1000, 1000, 1000, 1000, 1000, 2000, 2000]);
  });

  it('returns the task result and keeps going after a failing task', async () => {
    const limit = createRateLimiter({ limit: 1, windowMs: 10, ...clock() });
    await expect(limit(async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await expect(limit(async () => 7)).resolves.toBe(7);
  });

  it('counts starts, not finishes: slow calls do not widen the window', async () => {
    const c = clock();
    const limit = createRateLimiter({ limit: 3, windowMs: 500, ...c });
    const startedAt: number[] = [];
    await Promise.all(
      Array.from({ length: 7 }, () =>
        limit(async () => {
          startedAt.push(c.now());
          await c.sleep(130);
        }),
      ),
    );
    for (const t of startedAt) {
      expect(startedAt.filter((s) => s >= t && s < t + 500).length).toBeLessThanOrEqual(3);
    }
    expect(startedAt.length).toBe(7);
  });
});

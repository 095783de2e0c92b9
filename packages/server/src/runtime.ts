import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { AdminRuntime } from '@potluck/contract';

// What the admin's runtime reading (GET /api/admin/runtime) tells: this process's memory and how late its event
// loop ran timers since the previous reading. The histogram samples every 10 ms (a timer's lateness, measured by
// libuv, no work of its own on the loop) and is reset by every reading, so each reading covers the time since the
// one before. On the embedded database it also tells what PGlite holds of this process's memory.

const nsPerMs = 1e6;

export function createRuntimeReadings(
  streams: () => number,
  databaseMemory: () => Promise<AdminRuntime['database']>,
) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  return {
    async read(): Promise<AdminRuntime> {
      const database = await databaseMemory();
      const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
      const samples = delay.count;
      const ms = (value: number) => (samples === 0 ? 0 : Math.round((value / nsPerMs) * 10) / 10);
      const reading: AdminRuntime = {
        memory: { rss, heapTotal, heapUsed, external, arrayBuffers },
        eventLoopDelayMs: {
          p50: ms(delay.percentile(50)),
          p99: ms(delay.percentile(99)),
          max: ms(delay.max),
          mean: ms(delay.mean),
          samples,
        },
        liveStreams: streams(),
        database,
      };
      delay.reset();
      return reading;
    },
    stop() {
      delay.disable();
    },
  };
}

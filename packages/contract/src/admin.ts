import { z } from 'zod';
import { id24, limitParam, offsetParam, timestamp } from './common.ts';
import { storableText } from './text.ts';

// The admin dashboard (API.md "Admin"): members and the most commented and liked recipes.

export const adminUsersQuery = z.object({
  query: storableText().max(100, 'must be at most 100 characters').optional().default(''),
  limit: limitParam(100),
  offset: offsetParam,
});

export const adminUser = z.object({
  _id: id24,
  username: z.string(),
  isAdmin: z.boolean(),
  createdAt: timestamp,
});
export type AdminUser = z.infer<typeof adminUser>;
export const adminUserList = z.array(adminUser);

export const topCommented = z.array(
  z.object({ recipeId: z.string(), title: z.string(), commentCount: z.number().int() }),
);
export type TopCommented = z.infer<typeof topCommented>;
export const topLiked = z.array(
  z.object({ recipeId: z.string(), title: z.string(), likeCount: z.number().int() }),
);
export type TopLiked = z.infer<typeof topLiked>;

/**
 * GET /api/admin/runtime: how this server process is doing, for the admin and the benchmarks (bench:live,
 * bench:startup). Memory in bytes (process.memoryUsage); the event loop's delay in milliseconds since the previous
 * reading (or the start), from node:perf_hooks monitorEventLoopDelay sampling every 10 ms; the open live-event
 * streams of this instance; on the embedded database (PGlite, which lives in this process) what its WebAssembly memory
 * holds, in bytes: its size, PostgreSQL's shared memory in it (the buffer pool among it) and the backend's memory
 * contexts. Null on PostgreSQL, whose memory is another process's.
 */
export const adminRuntime = z.object({
  memory: z.object({
    rss: z.number(),
    heapTotal: z.number(),
    heapUsed: z.number(),
    external: z.number(),
    arrayBuffers: z.number(),
  }),
  eventLoopDelayMs: z.object({
    p50: z.number(),
    p99: z.number(),
    max: z.number(),
    mean: z.number(),
    samples: z.number().int(),
  }),
  liveStreams: z.number().int(),
  database: z
    .object({
      webAssemblyMemory: z.number(),
      sharedMemory: z.number(),
      bufferPool: z.number(),
      memoryContexts: z.number(),
    })
    .nullable(),
});
export type AdminRuntime = z.infer<typeof adminRuntime>;

import { call, type Member } from './api.ts';

// Concurrent writes whose acknowledgements are counted, to check after a crash that every write the server
// acknowledged (201) is still there. Each writer comments on one catalogue recipe, one comment after another.

export const recipeId = '1001';

export interface WriteRun {
  /** Ids of the comments the server acknowledged. */
  acknowledged: Set<string>;
  /** Stops the writers; resolves when each has seen the answer (or the failure) of its last write. */
  stop(): Promise<void>;
}

export function startWriters(base: string, member: Member, writers: number): WriteRun {
  const acknowledged = new Set<string>();
  let running = true;
  let written = 0;
  const writer = async () => {
    while (running) {
      written += 1;
      try {
        const answer = await call(base, 'POST', `/api/recipes/${recipeId}/comments`, {
          cookie: member.cookie,
          body: { text: `write number ${written}` },
        });
        if (answer.status === 201) acknowledged.add((answer.body as { _id: string })._id);
      } catch {
        // The server died under the request: not acknowledged. Stop this writer.
        return;
      }
    }
  };
  const done = Promise.all(Array.from({ length: writers }, writer));
  return {
    acknowledged,
    async stop() {
      running = false;
      await done;
    },
  };
}

/** Every comment id on the recipe, page by page. */
export async function storedComments(base: string, member: Member): Promise<Set<string>> {
  const ids = new Set<string>();
  for (let offset = 0; ; offset += 100) {
    const answer = await call(base, 'GET', `/api/recipes/${recipeId}/comments?limit=100&offset=${offset}`, {
      cookie: member.cookie,
    });
    if (answer.status !== 200) throw new Error(`comments: ${answer.status} ${JSON.stringify(answer.body)}`);
    const page = answer.body as Array<{ _id: string }>;
    for (const comment of page) ids.add(comment._id);
    if (page.length < 100) return ids;
  }
}

/** Waits until the writers have had acknowledgements, then waits a little more, boundedly. */
export async function waitForAcknowledged(run: WriteRun, count: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (run.acknowledged.size < count) {
    if (Date.now() > deadline)
      throw new Error(`only ${run.acknowledged.size} writes acknowledged in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

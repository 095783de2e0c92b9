// A member's event stream (GET /api/events) read as it arrives, from a server process.

export interface EventStream {
  /** Waits until the stream has shown text; false if it did not within timeoutMs or the stream ended. */
  waitFor(text: string, timeoutMs?: number): Promise<boolean>;
  received(): string;
  close(): void;
}

export async function openEventStream(base: string, cookie: string): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/events`, { headers: { cookie }, signal: controller.signal });
  if (response.status !== 200 || !response.body) throw new Error(`events: ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let received = '';
  let ended = false;
  // Read in the background, so nothing waits on a read that a timeout abandoned.
  void (async () => {
    try {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        received += decoder.decode(chunk.value, { stream: true });
      }
    } catch {
      // Aborted by close().
    }
    ended = true;
  })();
  return {
    async waitFor(text, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (!received.includes(text)) {
        if (ended || Date.now() > deadline) return false;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return true;
    },
    received: () => received,
    close: () => controller.abort(),
  };
}

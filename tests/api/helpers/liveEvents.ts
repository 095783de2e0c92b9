import type { TestMember } from './index.ts';

// A member's live event stream (GET /api/events) read over a real socket, as the app reads it: inject() cannot
// hold a response open. `waitFor` resolves once the stream has shown a text, `waitForEnd` once the server ended
// it; `received` is all it has shown.

export async function openEventStream(origin: string, member: TestMember) {
  const controller = new AbortController();
  const response = await fetch(`${origin}/api/events`, {
    headers: { cookie: member.cookie },
    signal: controller.signal,
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let received = '';
  const waitFor = async (text: string, timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs;
    while (!received.includes(text)) {
      if (Date.now() > deadline) throw new Error(`no "${text}" in the stream; got: ${received}`);
      const chunk = await Promise.race([
        reader.read(),
        new Promise<undefined>((resolve) => setTimeout(resolve, deadline - Date.now())),
      ]);
      if (chunk?.done) throw new Error(`stream ended before "${text}"; got: ${received}`);
      if (chunk?.value) received += decoder.decode(chunk.value, { stream: true });
    }
    return received;
  };
  /** Resolves once the server has ended the stream; fails if it is still open after timeoutMs. */
  const waitForEnd = async (timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const chunk = await Promise.race([
        reader.read(),
        new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), deadline - Date.now())),
      ]);
      if (chunk === 'open') throw new Error(`the stream is still open; got: ${received}`);
      if (chunk.done) return received;
      received += decoder.decode(chunk.value, { stream: true });
    }
  };
  /** How many times the stream has shown `text` so far. */
  const count = (text: string) => received.split(text).length - 1;
  return { response, waitFor, waitForEnd, count, received: () => received, close: () => controller.abort() };
}

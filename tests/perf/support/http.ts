// HTTP as a browser makes it, for the live-event bench (tests/perf/live.bench.ts): calls on kept-alive sockets,
// their answers with the session cookie, and work run a few at a time.
import http from 'node:http';

/**
 * Calls reuse kept-alive sockets, up to 100 per instance (the 100 members who write in a round are 100 browsers);
 * each event stream has a socket of its own (the bench opens them with agent: false).
 */
export const callAgent = new http.Agent({ keepAlive: true, maxSockets: 100 });

export interface Answer {
  status: number;
  body: unknown;
  cookie?: string;
}

export function call(
  origin: string,
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown } = {},
) {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      `${origin}${path}`,
      {
        method,
        agent: callAgent,
        headers: {
          origin,
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => {
          const cookie = (response.headers['set-cookie'] ?? [])
            .find((value) => value.startsWith('potluck_session='))
            ?.split(';')[0];
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {}
          resolve({ status: response.statusCode ?? 0, body, cookie });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

export async function expectStatus(answer: Promise<Answer>, status: number, what: string) {
  const got = await answer;
  if (got.status !== status) throw new Error(`${what}: ${got.status} ${JSON.stringify(got.body)}`);
  return got;
}

/** Runs `work` over `items`, `parallel` at a time. */
export async function inParallel<T>(
  items: readonly T[],
  parallel: number,
  work: (item: T, index: number) => Promise<void>,
) {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index]!, index);
      }
    }),
  );
}

import { randomBytes } from 'node:crypto';

// Calls to a server process over HTTP, as a browser would make them (JSON, the session cookie).

export interface Answer {
  status: number;
  body: unknown;
  /** How long the call took, start to full answer. */
  ms: number;
}

export async function call(
  base: string,
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown } = {},
): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    // A call that hangs is a failure to report, not a test to wait on until its own timeout.
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: kept as text.
  }
  return { status: response.status, body, ms: performance.now() - started };
}

export interface Member {
  id: string;
  username: string;
  password: string;
  cookie: string;
}

function cookieOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('potluck_session='));
  if (!cookie) throw new Error(`no session cookie (status ${response.status})`);
  return cookie.split(';')[0] ?? '';
}

export async function register(base: string): Promise<Member> {
  const username = `fault_${randomBytes(4).toString('hex')}`;
  const password = 'correct horse';
  const response = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, fName: 'Fault', lName: 'Test', intolerances: [] }),
  });
  if (response.status !== 201) throw new Error(`register: ${response.status} ${await response.text()}`);
  const { _id } = (await response.json()) as { _id: string };
  return { id: _id, username, password, cookie: cookieOf(response) };
}

// One fetch wrapper for every call the browser makes to our server: JSON in and out, cookies always sent
// (except where a call says otherwise), errors turned into ApiError with the server's readable message, and each
// answer checked against the contract's schema it names when the app asks for checks (development and tests).
import type { AnswerName } from './data/answers.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's whole error body (a potluck claim's 409 says its `reason` there). */
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type HttpOptions = {
  /** Base URL of the server; '' for the same origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Called on any 401: the SPA goes to its logged-out state (ARCHITECTURE §6). */
  onUnauthorized?: () => void;
  /** Checks an answer against the contract (data/checkAnswers.ts); a mismatch throws, failing the call. */
  checkAnswer?: ((name: AnswerName, payload: unknown) => unknown) | undefined;
};

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  credentials?: RequestCredentials;
  signal?: AbortSignal;
  /** The contract's name for the answer (data/answers.ts), so it can be checked. */
  answer?: AnswerName;
};

export type Http = <T>(path: string, options?: RequestOptions) => Promise<T>;

export function queryString(query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function createHttp({
  baseUrl = '',
  fetch: fetchImpl = globalThis.fetch,
  onUnauthorized,
  checkAnswer,
}: HttpOptions = {}): Http {
  return async <T>(path: string, options: RequestOptions = {}): Promise<T> => {
    const { method = 'GET', body, query, credentials = 'include', signal, answer } = options;
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}${queryString(query)}`, {
        method,
        credentials,
        signal,
        headers: {
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError(0, 'Could not reach the server. Check your connection and try again.');
    }
    const payload = await readJson(response);
    if (!response.ok) {
      if (response.status === 401) onUnauthorized?.();
      throw new ApiError(response.status, errorMessage(payload, response.status), payload);
    }
    // Checked, then answered as it came: the app reads the same answers whether checks are on or not.
    if (checkAnswer && answer) await checkAnswer(answer, payload);
    return payload as T;
  };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorMessage(payload: unknown, status: number): string {
  if (payload && typeof payload === 'object') {
    const { error, message } = payload as { error?: unknown; message?: unknown };
    if (typeof error === 'string' && error) return error;
    if (typeof message === 'string' && message) return message;
  }
  return `Request failed (${status})`;
}

import { describe, expect, it, vi } from 'vitest';
import { ApiError, createHttp, queryString } from '../../../packages/client/src/http.ts';

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

describe('createHttp', () => {
  it('sends JSON with cookies and returns the parsed answer', async () => {
    const fetch = vi.fn(async () => json(201, { _id: 'a' }));
    const http = createHttp({ fetch, baseUrl: 'http://x' });
    await expect(http('/api/cookbook', { method: 'POST', body: { title: 'T' } })).resolves.toEqual({
      _id: 'a',
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://x/api/cookbook');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"title":"T"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('omits the content type and body when there is no body, and can leave cookies out', async () => {
    const fetch = vi.fn(async () => json(200, []));
    await createHttp({ fetch })('/api/public-recipes', { credentials: 'omit', query: { limit: 5, q: '' } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/public-recipes?limit=5');
    expect(init.body).toBeUndefined();
    expect(init.credentials).toBe('omit');
  });

  it("turns an error answer into an ApiError carrying the server's message", async () => {
    const http = createHttp({ fetch: async () => json(409, { error: 'Recipe already in the cookbook' }) });
    const error = await http('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).message).toBe('Recipe already in the cookbook');
  });

  it('calls onUnauthorized on a 401 and still rejects', async () => {
    const onUnauthorized = vi.fn();
    const http = createHttp({ fetch: async () => json(401, { error: 'Not logged in' }), onUnauthorized });
    await expect(http('/api/profile')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('reports a network failure as a readable error with status 0', async () => {
    const http = createHttp({
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(http('/x')).rejects.toMatchObject({
      status: 0,
      message: expect.stringMatching(/reach the server/),
    });
  });

  it('falls back to a generic message when the body has none', async () => {
    const http = createHttp({ fetch: async () => new Response('oops', { status: 502 }) });
    await expect(http('/x')).rejects.toMatchObject({ status: 502, message: 'Request failed (502)' });
  });
});

describe('queryString', () => {
  it('encodes values and skips empty ones', () => {
    expect(queryString({ query: 'pad thai', number: 24, offset: 0, cuisine: undefined })).toBe(
      '?query=pad+thai&number=24&offset=0',
    );
    expect(queryString({})).toBe('');
  });
});

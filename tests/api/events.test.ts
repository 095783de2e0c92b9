import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  makeFriends,
  registerMember,
  type TestApp,
  type TestMember,
} from './helpers/index.ts';

// The event stream is read over a real socket: inject() cannot hold a response open.

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t?.close());

/** Opens the member's stream and returns a function that waits until the stream has shown `text`. */
async function openStream(member: TestMember, origin = base) {
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
  return { response, waitFor, received: () => received, close: () => controller.abort() };
}

describe('GET /api/events', () => {
  it('answers 401 without a session', async () => {
    const response = await fetch(`${base}/api/events`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Not logged in' });
  });

  it('streams a new message, notification and friend change to the member concerned only', async () => {
    const [a, b, c] = [await registerMember(t.app), await registerMember(t.app), await registerMember(t.app)];
    const streamB = await openStream(b);
    const streamC = await openStream(c);
    expect(streamB.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(streamB.response.headers.get('content-security-policy')).toBeTruthy();
    await streamB.waitFor(': connected');

    await makeFriends(t.app, a, b);
    await streamB.waitFor('"type":"notification"');
    await streamB.waitFor('"notificationType":"friend_request"');

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      payload: { recipient: b.id, text: 'psst' },
      headers: { cookie: a.cookie },
    });
    const text = await streamB.waitFor('event: message');
    expect(text).toContain(`"messageId":"${sent.json()._id}"`);
    expect(text).toContain(`"from":"${a.id}"`);

    await t.app.inject({
      method: 'PUT',
      url: '/api/friends/remove',
      payload: { userId: a.id, friendId: b.id },
      headers: { cookie: a.cookie },
    });
    await streamB.waitFor('"change":"remove"');
    await streamC.waitFor(': connected');
    expect(streamC.received()).not.toContain('event:');
    streamB.close();
    streamC.close();
  });

  it('reaches a stream held by another app instance on the same database', async () => {
    const [a, b] = [await registerMember(t.app), await registerMember(t.app)];
    await makeFriends(t.app, a, b);
    const second = await t.secondInstance();
    try {
      await second.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (second.app.server.address() as AddressInfo).port;
      const stream = await openStream(b, `http://127.0.0.1:${port}`);
      await stream.waitFor(': connected');
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/messages',
        payload: { recipient: b.id, text: 'across instances' },
        headers: { cookie: a.cookie },
      });
      expect(await stream.waitFor('event: message')).toContain(sent.json()._id);
      stream.close();
    } finally {
      await second.close();
    }
  });

  it('ends open streams when the server shuts down', async () => {
    const other = await createTestApp();
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (other.app.server.address() as AddressInfo).port;
    const member = await registerMember(other.app);
    const response = await fetch(`http://127.0.0.1:${port}/api/events`, {
      headers: { cookie: member.cookie },
    });
    const reader = response.body!.getReader();
    await reader.read();
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(5000);
    let done = false;
    while (!done) done = (await reader.read()).done;
    expect(done).toBe(true);
  });
});

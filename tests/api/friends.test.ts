import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  makeFriends,
  registerMember,
  type TestApp,
  type TestMember,
} from './helpers/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const as = (member: TestMember) => ({
  get: (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: member.cookie } }),
  post: (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: { cookie: member.cookie } }),
  put: (url: string, payload: object) =>
    t.app.inject({ method: 'PUT', url, payload, headers: { cookie: member.cookie } }),
});
const request = (from: TestMember, to: TestMember) =>
  as(from).post('/api/friend-request', { fromId: from.id, toId: to.id });
const notificationTypes = async (member: TestMember) =>
  ((await as(member).get(`/api/notifications/${member.id}`)).json() as Array<{ type: string }>).map(
    (n) => n.type,
  );

describe('POST /api/friend-request', () => {
  it('sends a request, which the recipient sees and is notified of', async () => {
    const [a, b] = [await registerMember(t.app, { fName: 'Amy' }), await registerMember(t.app)];
    const response = await request(a, b);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: 'sent' });
    const incoming = (await as(b).get(`/api/friend-requests/${b.id}`)).json();
    expect(incoming).toEqual([
      { _id: a.id, username: a.username, fName: 'Amy', lName: 'Member', profilePic: '' },
    ]);
    expect(await notificationTypes(b)).toEqual(['friend_request']);
  });

  it('answers 409 when sent twice, or when already friends', async () => {
    const [a, b] = [await registerMember(t.app), await registerMember(t.app)];
    await request(a, b);
    expect((await request(a, b)).statusCode).toBe(409);
    await as(b).post('/api/friend-request/accept', { currentUserId: b.id, requesterId: a.id });
    expect((await request(a, b)).statusCode).toBe(409);
    expect((await request(b, a)).statusCode).toBe(409);
  });

  it('makes friends at once when the other had already asked', async () => {
    const [a, b] = [await registerMember(t.app), await registerMember(t.app)];
    await request(a, b);
    const response = await request(b, a);
    expect(response.json()).toEqual({ status: 'friends' });
    expect((await as(a).get(`/api/friends/${a.id}`)).json().map((f: { _id: string }) => f._id)).toEqual([
      b.id,
    ]);
    expect(await notificationTypes(a)).toEqual(['friend_accept']);
    expect((await as(b).get(`/api/friend-requests/${b.id}`)).json()).toEqual([]);
  });

  it('answers 403 when fromId is not you, 400 to yourself, 404 to an unknown member', async () => {
    const [a, b] = [await registerMember(t.app), await registerMember(t.app)];
    const forged = await as(a).post('/api/friend-request', { fromId: b.id, toId: a.id });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error).toMatch(/fromId/);
    const self = await as(a).post('/api/friend-request', { fromId: a.id, toId: a.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toMatch(/^toId/);
    const unknown = await as(a).post('/api/friend-request', {
      fromId: a.id,
      toId: 'ffffffffffffffffffffffff',
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await as(a).post('/api/friend-request', { fromId: a.id, toId: 'abc' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatch(/^toId/);
  });

  it('is safe when both send at the same moment', async () => {
    const [a, b] = [await registerMember(t.app), await registerMember(t.app)];
    const answers = await Promise.all([request(a, b), request(a, b), request(a, b)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });
});

describe('accept and deny', () => {
  it('accept makes both friends and notifies the requester', async () => {
    const [a, b] = [await registerMember(t.app), await registerMember(t.app)];
    await request(a, b);
    const response = await as(b).post('/api/friend-request/accept', {
      currentUserId: b.id,
      requesterId: a.id,
    });
    expect(response.statusCode).toBe(200);
    expect((await as(a).get(`/api/friends/${a.id}`)).json()).toEqual([
      {
        _id: b.id,
        userInfo: b.id,
        username: b.username,
        fName: 'Test',
        lName: 'Member',
        profilePic: '',
        latestMessage: null,
      },
    ]);
    expect((await as(b).get(`/api/friends/${b.id}`)).json().map((f: { _id: string }) => f._id)).toEqual([
      a.id,
    ]);
    expect(await notificationTypes(a)).toEqual(['friend_accept']);
  });

  it('deny clears the request without making friends', async () => {
    const [a, b] = [await registerMember(t.app), await registerMember(t.app)];
    await request(a, b);
    expect(
      (await as(b).post('/api/friend-request/deny', { currentUserId: b.id, requesterId: a.id })).statusCode,
    ).toBe(200);
    expect((await as(b).get(`/api/friend-requests/${b.id}`)).json()).toEqual([]);
    expect((await as(a).get(`/api/friends/${a.id}`)).json()).toEqual([]);
  });

  it('needs a pending request (404) and currentUserId to be you (403)', async () => {
    const [a, b] = [await registerMember(t.app), await registerMember(t.app)];
    expect(
      (await as(b).post('/api/friend-request/accept', { currentUserId: b.id, requesterId: a.id })).statusCode,
    ).toBe(404);
    expect(
      (await as(b).post('/api/friend-request/deny', { currentUserId: b.id, requesterId: a.id })).statusCode,
    ).toBe(404);
    await request(a, b);
    // a cannot accept their own request on b's behalf.
    expect(
      (await as(a).post('/api/friend-request/accept', { currentUserId: b.id, requesterId: a.id })).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/friend-requests/:id', () => {
  it("shows someone else's list only as the request from you", async () => {
    const [a, b, c] = [await registerMember(t.app), await registerMember(t.app), await registerMember(t.app)];
    await request(a, c);
    await request(b, c);
    expect(
      (await as(a).get(`/api/friend-requests/${c.id}`)).json().map((r: { _id: string }) => r._id),
    ).toEqual([a.id]);
    const own = (await as(c).get(`/api/friend-requests/${c.id}`)).json().map((r: { _id: string }) => r._id);
    expect(own.sort()).toEqual([a.id, b.id].sort());
  });
});

describe('GET /api/friends/:id', () => {
  it('orders your friends by newest message, and shows others without latestMessage', async () => {
    const me = await registerMember(t.app);
    const friends = [await registerMember(t.app), await registerMember(t.app), await registerMember(t.app)];
    for (const friend of friends) await makeFriends(t.app, me, friend);
    await as(friends[0]!).post('/api/messages', { recipient: me.id, text: 'older' });
    await as(me).post('/api/messages', { recipient: friends[2]!.id, text: 'newest' });
    const list = (await as(me).get(`/api/friends/${me.id}`)).json();
    expect(list.map((f: { _id: string }) => f._id)).toEqual([friends[2]!.id, friends[0]!.id, friends[1]!.id]);
    expect(list[0].latestMessage).toEqual({ text: 'newest', createdAt: expect.any(String) });
    expect(list[2].latestMessage).toBeNull();
    const theirs = (await as(friends[0]!).get(`/api/friends/${me.id}`)).json();
    expect(theirs).toHaveLength(3);
    expect(theirs[0]).not.toHaveProperty('latestMessage');
  });

  it('shows the latest of many messages sent at once from both sides', async () => {
    const [me, friend] = [await registerMember(t.app), await registerMember(t.app)];
    await makeFriends(t.app, me, friend);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? as(me).post('/api/messages', { recipient: friend.id, text: `mine ${i}` })
          : as(friend).post('/api/messages', { recipient: me.id, text: `theirs ${i}` }),
      ),
    );
    const conversation = (await as(me).get(`/api/messages/${friend.id}`)).json() as Array<{ text: string }>;
    expect(conversation).toHaveLength(20);
    const last = conversation.at(-1)!.text;
    for (const [viewer, other] of [
      [me, friend],
      [friend, me],
    ] as const) {
      const [entry] = (await as(viewer).get(`/api/friends/${viewer.id}`)).json();
      expect(entry).toMatchObject({ _id: other.id, latestMessage: { text: last } });
    }
  });

  it('brings back the conversation when two members become friends again', async () => {
    const me = await registerMember(t.app);
    const [old, other] = [await registerMember(t.app), await registerMember(t.app)];
    await makeFriends(t.app, me, old);
    await makeFriends(t.app, me, other);
    await as(old).post('/api/messages', { recipient: me.id, text: 'before we parted' });
    await as(me).put('/api/friends/remove', { userId: me.id, friendId: old.id });
    await as(me).post('/api/messages', { recipient: other.id, text: 'meanwhile' });
    await makeFriends(t.app, me, old);
    const list = (await as(me).get(`/api/friends/${me.id}`)).json();
    expect(list.map((f: { latestMessage: { text: string } }) => f.latestMessage.text)).toEqual([
      'meanwhile',
      'before we parted',
    ]);
  });

  it('answers in the same number of queries for 1 friend as for 8 (no N+1)', async () => {
    const count = async (friendCount: number) => {
      const me = await registerMember(t.app);
      for (let i = 0; i < friendCount; i++) {
        const friend = await registerMember(t.app);
        await makeFriends(t.app, me, friend);
        await as(friend).post('/api/messages', { recipient: me.id, text: `hi ${i}` });
      }
      t.resetQueryCount();
      const response = await as(me).get(`/api/friends/${me.id}`);
      expect(response.json()).toHaveLength(friendCount);
      return t.queryCount();
    };
    const one = await count(1);
    expect(await count(8)).toBe(one);
    expect(one).toBeLessThanOrEqual(3);
  });

  it('answers 404 for an unknown member and 400 for a malformed id', async () => {
    const me = await registerMember(t.app);
    expect((await as(me).get('/api/friends/ffffffffffffffffffffffff')).statusCode).toBe(404);
    expect((await as(me).get('/api/friends/me')).statusCode).toBe(400);
  });
});

describe('PUT /api/friends/remove', () => {
  it('removes the friendship both ways', async () => {
    const [a, b] = [await registerMember(t.app), await registerMember(t.app)];
    await makeFriends(t.app, a, b);
    expect((await as(a).put('/api/friends/remove', { userId: a.id, friendId: b.id })).statusCode).toBe(200);
    expect((await as(a).get(`/api/friends/${a.id}`)).json()).toEqual([]);
    expect((await as(b).get(`/api/friends/${b.id}`)).json()).toEqual([]);
    expect((await as(a).put('/api/friends/remove', { userId: a.id, friendId: b.id })).statusCode).toBe(404);
  });

  it('answers 403 when userId is not you', async () => {
    const [a, b, c] = [await registerMember(t.app), await registerMember(t.app), await registerMember(t.app)];
    await makeFriends(t.app, a, b);
    expect((await as(c).put('/api/friends/remove', { userId: a.id, friendId: b.id })).statusCode).toBe(403);
  });
});

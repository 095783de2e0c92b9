import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../packages/server/src/ids.ts';
import { notify } from '../../packages/server/src/notifications.ts';
import {
  createTestApp,
  makeFriends,
  registerMember,
  type TestApp,
  type TestMember,
  tinyPng,
} from './helpers/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const call = (member: TestMember, method: 'GET' | 'PUT' | 'DELETE', url: string) =>
  t.app.inject({ method, url, headers: { cookie: member.cookie } });
const post = (member: TestMember, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { cookie: member.cookie } });

type Listed = { type: string; subject: string | null; answer: string | null; read: boolean };
const list = async (member: TestMember): Promise<Listed[]> =>
  (await call(member, 'GET', `/api/notifications/${member.id}`)).json();

describe('GET /api/notifications/:id', () => {
  it('lists yours newest first with who caused them and their data', async () => {
    const [me, liker, friend] = [
      await registerMember(t.app),
      await registerMember(t.app, { fName: 'Lia' }),
      await registerMember(t.app),
    ];
    const recipeId = newId();
    await notify(t.db, { memberId: me.id, fromId: liker.id, type: 'recipe_like', data: { recipeId } });
    await t.app.inject({
      method: 'POST',
      url: '/api/friend-request',
      payload: { fromId: friend.id, toId: me.id },
      headers: { cookie: friend.cookie },
    });
    const response = await call(me, 'GET', `/api/notifications/${me.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        type: 'friend_request',
        read: false,
        createdAt: expect.any(String),
        fromUser: {
          _id: friend.id,
          username: friend.username,
          fName: 'Test',
          lName: 'Member',
          profilePic: '',
        },
        data: {},
        subject: null,
        answer: null,
      },
      {
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        type: 'recipe_like',
        read: false,
        createdAt: expect.any(String),
        fromUser: { _id: liker.id, username: liker.username, fName: 'Lia', lName: 'Member', profilePic: '' },
        data: { recipeId },
        // That recipe does not exist (any more): nothing to name.
        subject: null,
        answer: null,
      },
    ]);
  });

  it('does not notify you of your own actions', async () => {
    const me = await registerMember(t.app);
    expect(
      await notify(t.db, { memberId: me.id, fromId: me.id, type: 'recipe_like', data: {} }),
    ).toBeUndefined();
    expect((await call(me, 'GET', `/api/notifications/${me.id}`)).json()).toEqual([]);
  });

  it("answers 403 for someone else's list and 400 for a malformed id", async () => {
    const [me, other] = [await registerMember(t.app), await registerMember(t.app)];
    expect((await call(me, 'GET', `/api/notifications/${other.id}`)).statusCode).toBe(403);
    expect((await call(me, 'GET', '/api/notifications/xyz')).statusCode).toBe(400);
  });

  it('pages with limit and before, in a fixed number of queries', async () => {
    const [me, other] = [await registerMember(t.app), await registerMember(t.app)];
    for (let i = 0; i < 12; i++)
      await notify(t.db, {
        memberId: me.id,
        fromId: other.id,
        type: 'recipe_comment',
        data: { commentId: `c${i}` },
      });
    t.resetQueryCount();
    const first = (await call(me, 'GET', `/api/notifications/${me.id}?limit=5`)).json();
    expect(t.queryCount()).toBeLessThanOrEqual(2);
    expect(first.map((n: { data: { commentId: string } }) => n.data.commentId)).toEqual([
      'c11',
      'c10',
      'c9',
      'c8',
      'c7',
    ]);
    const next = (await call(me, 'GET', `/api/notifications/${me.id}?limit=5&before=${first[4]._id}`)).json();
    expect(next.map((n: { data: { commentId: string } }) => n.data.commentId)).toEqual([
      'c6',
      'c5',
      'c4',
      'c3',
      'c2',
    ]);
  });
});

describe('what a notification is about', () => {
  it('names the liked or commented recipe and the shared cookbook, in a fixed number of queries', async () => {
    const [me, fan] = [await registerMember(t.app), await registerMember(t.app, { fName: 'Kenji' })];
    const recipe = (await post(me, '/api/recipes', { title: 'Lemon Pie', image: tinyPng })).json<{
      _id: string;
    }>()._id;
    expect((await post(fan, `/api/recipes/${recipe}/like`)).statusCode).toBe(200);
    expect((await post(fan, `/api/recipes/${recipe}/comments`, { text: 'So good!' })).statusCode).toBe(201);
    const cookbook = (await post(fan, '/api/cookbook', { title: 'Sunday Dinners' })).json<{ _id: string }>()
      ._id;
    expect((await post(fan, `/api/cookbook/${cookbook}/share`, { toUserId: me.id })).statusCode).toBe(201);
    t.resetQueryCount();
    const listed = await list(me);
    expect(t.queryCount()).toBeLessThanOrEqual(2);
    expect(listed.map(({ type, subject, answer }) => ({ type, subject, answer }))).toEqual([
      { type: 'cookbook_share_request', subject: 'Sunday Dinners', answer: null },
      { type: 'recipe_comment', subject: 'Lemon Pie', answer: null },
      { type: 'recipe_like', subject: 'Lemon Pie', answer: null },
    ]);
  });
});

describe('answered requests and invitations', () => {
  it('a friend request accepted anywhere reads as accepted and read; denied as declined', async () => {
    const [me, kenji, priya] = [
      await registerMember(t.app),
      await registerMember(t.app),
      await registerMember(t.app),
    ];
    await post(kenji, '/api/friend-request', { fromId: kenji.id, toId: me.id });
    await post(priya, '/api/friend-request', { fromId: priya.id, toId: me.id });
    expect((await list(me)).map((n) => n.answer)).toEqual([null, null]);
    expect(
      (await post(me, '/api/friend-request/accept', { currentUserId: me.id, requesterId: kenji.id }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post(me, '/api/friend-request/deny', { currentUserId: me.id, requesterId: priya.id }))
        .statusCode,
    ).toBe(200);
    expect((await list(me)).map(({ answer, read }) => ({ answer, read }))).toEqual([
      { answer: 'declined', read: true },
      { answer: 'accepted', read: true },
    ]);
    // Answering again finds nothing to answer.
    expect(
      (await post(me, '/api/friend-request/accept', { currentUserId: me.id, requesterId: kenji.id }))
        .statusCode,
    ).toBe(404);
  });

  it('a request answered by a request back reads as accepted', async () => {
    const [me, kenji] = [await registerMember(t.app), await registerMember(t.app)];
    await post(kenji, '/api/friend-request', { fromId: kenji.id, toId: me.id });
    expect((await post(me, '/api/friend-request', { fromId: me.id, toId: kenji.id })).json()).toEqual({
      status: 'friends',
    });
    expect((await list(me)).map((n) => n.answer)).toEqual(['accepted']);
  });

  it('an older row without a written answer reads what holds now', async () => {
    const [me, kenji] = [await registerMember(t.app), await registerMember(t.app)];
    await makeFriends(t.app, me, kenji);
    await notify(t.db, { memberId: me.id, fromId: kenji.id, type: 'friend_request' });
    // Newest first: that request, then Kenji's acceptance of the member's own request (no answer to give).
    expect((await list(me)).map((n) => n.answer)).toEqual(['accepted', null]);
  });

  it('an invitation accepted reads as accepted, one denied as declined', async () => {
    const [me, priya] = [await registerMember(t.app), await registerMember(t.app)];
    const [joined, refused] = [
      (await post(priya, '/api/cookbook', { title: 'Sunday Dinners' })).json<{ _id: string }>()._id,
      (await post(priya, '/api/cookbook', { title: 'Brunch' })).json<{ _id: string }>()._id,
    ];
    await post(priya, `/api/cookbook/${joined}/share`, { toUserId: me.id });
    await post(priya, `/api/cookbook/${refused}/share`, { toUserId: me.id });
    expect(
      (await post(me, `/api/cookbook/${joined}/share/accept`, { inviterInfoId: priya.id })).statusCode,
    ).toBe(200);
    expect((await post(me, `/api/cookbook/${refused}/share/deny`)).statusCode).toBe(200);
    expect((await list(me)).map(({ subject, answer, read }) => ({ subject, answer, read }))).toEqual([
      { subject: 'Brunch', answer: 'declined', read: true },
      { subject: 'Sunday Dinners', answer: 'accepted', read: true },
    ]);
    expect(
      (await post(me, `/api/cookbook/${joined}/share/accept`, { inviterInfoId: priya.id })).statusCode,
    ).toBe(404);
  });
});

describe('PUT /api/notifications/:id/read', () => {
  it('marks yours read, and answers 404 for someone else’s', async () => {
    const [me, other] = [await registerMember(t.app), await registerMember(t.app)];
    const id = await notify(t.db, { memberId: me.id, fromId: other.id, type: 'recipe_like', data: {} });
    expect((await call(other, 'PUT', `/api/notifications/${id}/read`)).statusCode).toBe(404);
    expect((await call(me, 'PUT', `/api/notifications/${id}/read`)).statusCode).toBe(200);
    expect((await call(me, 'GET', `/api/notifications/${me.id}`)).json()[0].read).toBe(true);
    expect((await call(me, 'PUT', '/api/notifications/ffffffffffffffffffffffff/read')).statusCode).toBe(404);
  });
});

describe('DELETE /api/notifications/:id', () => {
  it('clears all of yours and nobody else’s', async () => {
    const [me, other] = [await registerMember(t.app), await registerMember(t.app)];
    await notify(t.db, { memberId: me.id, fromId: other.id, type: 'recipe_like', data: {} });
    await notify(t.db, { memberId: other.id, fromId: me.id, type: 'recipe_like', data: {} });
    expect((await call(other, 'DELETE', `/api/notifications/${me.id}`)).statusCode).toBe(403);
    expect((await call(me, 'DELETE', `/api/notifications/${me.id}`)).statusCode).toBe(200);
    expect((await call(me, 'GET', `/api/notifications/${me.id}`)).json()).toEqual([]);
    expect((await call(other, 'GET', `/api/notifications/${other.id}`)).json()).toHaveLength(1);
  });
});

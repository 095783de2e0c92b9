import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../packages/server/src/ids.ts';
import { notify } from '../../packages/server/src/notifications.ts';
import { createTestApp, registerMember, type TestApp, type TestMember } from './helpers/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const call = (member: TestMember, method: 'GET' | 'PUT' | 'DELETE', url: string) =>
  t.app.inject({ method, url, headers: { cookie: member.cookie } });

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
      },
      {
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        type: 'recipe_like',
        read: false,
        createdAt: expect.any(String),
        fromUser: { _id: liker.id, username: liker.username, fName: 'Lia', lName: 'Member', profilePic: '' },
        data: { recipeId },
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

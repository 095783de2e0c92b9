import type { AddressInfo } from 'node:net';
import type { ShoppingList } from '@potluck/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  makeAdmin,
  makeFriends,
  registerMember,
  type TestApp,
  type TestMember,
} from './helpers/index.ts';
import { openEventStream } from './helpers/liveEvents.ts';

// Who may open a shopping list is decided on every request (docs/decisions/019): the whole matrix of members
// (owner, friend it is shared with, owner of a cookbook it is shared with, ex-friend either way, stranger, admin,
// visitor) on the read, every write, the member's lists and the live events; and operation ids per member.

let t: TestApp;
let origin: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t?.close());

function call(
  member: TestMember | undefined,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: member ? { cookie: member.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function ownList(member: TestMember): Promise<string> {
  const response = await call(member, 'GET', '/api/shopping-lists');
  return response.json<Array<{ id: string }>>()[0]!.id;
}

async function listIdsOf(member: TestMember): Promise<string[]> {
  return (await call(member, 'GET', '/api/shopping-lists'))
    .json<Array<{ id: string }>>()
    .map((list) => list.id);
}

/** A list of Ada's with one item, shared with her friend Bo. */
async function sharedList() {
  const [ada, bo] = [await registerMember(t.app), await registerMember(t.app)];
  await makeFriends(t.app, ada, bo);
  const listId = await ownList(ada);
  await call(ada, 'POST', `/api/shopping-lists/${listId}/items`, { lines: ['1 apple'] });
  const shared = await call(ada, 'POST', `/api/shopping-lists/${listId}/shares`, { memberId: bo.id });
  expect(shared.statusCode, shared.body).toBe(200);
  const list = shared.json<ShoppingList>();
  return { ada, bo, listId, itemId: list.items[0]!.id, shareId: list.shares[0]!.id };
}

/** A recipe of the built-in catalogue, which every member can add. */
async function catalogued(): Promise<string> {
  const row = await t.db.one<{ id: number }>('SELECT id FROM provider_recipes ORDER BY id LIMIT 1');
  return String(row!.id);
}

/** Every call a member makes on a list, each expected to answer `status`. */
async function expectEveryCall(
  member: TestMember | undefined,
  listId: string,
  itemId: string,
  shareId: string,
  status: number,
) {
  const now = new Date().toISOString();
  for (const [method, url, body] of [
    ['GET', `/api/shopping-lists/${listId}`, undefined],
    ['POST', `/api/shopping-lists/${listId}/items`, { lines: ['1 pear'] }],
    ['POST', `/api/shopping-lists/${listId}/recipes`, { recipeId: await catalogued() }],
    ['PATCH', `/api/shopping-lists/${listId}/items/${itemId}`, { checked: false, changedAt: now }],
    ['POST', `/api/shopping-lists/${listId}/clear-checked`, undefined],
    ['DELETE', `/api/shopping-lists/${listId}/items/${itemId}`, undefined],
    ['DELETE', `/api/shopping-lists/${listId}/shares/${shareId}`, undefined],
  ] as const) {
    const response = await call(member, method, url, body);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
  }
}

describe('an ex-friend', () => {
  it.each([
    ['the owner unfriends the member', 'owner'],
    ['the member unfriends the owner', 'member'],
  ] as const)('loses the list the moment the friendship ends: %s', async (_, who) => {
    const { ada, bo, listId, itemId, shareId } = await sharedList();
    const cy = await registerMember(t.app);
    expect((await call(bo, 'GET', `/api/shopping-lists/${listId}`)).statusCode).toBe(200);
    expect(await listIdsOf(bo)).toContain(listId);
    const stream = await openEventStream(origin, bo);
    await stream.waitFor(': connected');

    const [remover, removed] = who === 'owner' ? [ada, bo] : [bo, ada];
    const unfriended = await call(remover, 'PUT', '/api/friends/remove', {
      userId: remover.id,
      friendId: removed.id,
    });
    expect(unfriended.statusCode, unfriended.body).toBe(200);
    // One event for the list, so an open screen reads it again and learns it is gone.
    await stream.waitFor(`"listId":"${listId}"`);

    await expectEveryCall(bo, listId, itemId, shareId, 404);
    expect(await listIdsOf(bo)).not.toContain(listId);
    const owners = (await call(ada, 'GET', `/api/shopping-lists/${listId}`)).json<ShoppingList>();
    expect(owners.shares).toEqual([]);
    expect(owners.items.map((item) => item.text)).toEqual(['1 apple']);

    // Ada changes her list; then Cy asks Bo to be friends, an event Bo gets after any for the list.
    expect(
      (await call(ada, 'POST', `/api/shopping-lists/${listId}/items`, { lines: ['1 melon'] })).statusCode,
    ).toBe(200);
    await call(cy, 'POST', '/api/friend-request', { fromId: cy.id, toId: bo.id });
    await stream.waitFor('"notificationType":"friend_request"');
    expect(stream.count(`"listId":"${listId}"`)).toBe(1);
    stream.close();

    // Friends again, the old share does not come back: sharing again is the owner's choice.
    await makeFriends(t.app, ada, bo);
    expect((await call(bo, 'GET', `/api/shopping-lists/${listId}`)).statusCode).toBe(404);
  });

  it('is not let in by a share row that outlived the friendship: the predicate asks for friends now', async () => {
    const { ada, bo, listId, itemId } = await sharedList();
    // The friendship ends behind the routes' back (as before migration 014): the share row stays.
    await t.db.query('DELETE FROM friendships WHERE member_id IN ($1, $2)', [ada.id, bo.id]);
    const share = await t.db.one<{ id: string }>('SELECT id FROM shopping_shares WHERE list_id = $1', [
      listId,
    ]);
    expect(share).toBeDefined();
    const stream = await openEventStream(origin, bo);
    await stream.waitFor(': connected');
    await expectEveryCall(bo, listId, itemId, share!.id, 404);
    expect(await listIdsOf(bo)).not.toContain(listId);
    await call(ada, 'POST', `/api/shopping-lists/${listId}/items`, { lines: ['1 kiwi'] });
    // Bo's own list changes after Ada's: his stream shows it, and nothing of Ada's list before it.
    const own = await ownList(bo);
    await call(bo, 'POST', `/api/shopping-lists/${own}/items`, { lines: ['1 fig'] });
    await stream.waitFor(`"listId":"${own}"`);
    expect(stream.count(`"listId":"${listId}"`)).toBe(0);
    stream.close();
  });
});

describe('everyone else', () => {
  it('the owner and the friend it is shared with may do everything; a stranger and an admin get 404; a visitor 401', async () => {
    const { ada, bo, listId, itemId, shareId } = await sharedList();
    const [stranger, admin] = [await registerMember(t.app), await registerMember(t.app)];
    await makeAdmin(t.db, admin.id);
    await expectEveryCall(stranger, listId, itemId, shareId, 404);
    await expectEveryCall(admin, listId, itemId, shareId, 404);
    await expectEveryCall(undefined, listId, itemId, shareId, 401);
    expect(await listIdsOf(stranger)).not.toContain(listId);
    const now = new Date().toISOString();
    for (const member of [ada, bo]) {
      expect((await call(member, 'GET', `/api/shopping-lists/${listId}`)).statusCode).toBe(200);
      const added = await call(member, 'POST', `/api/shopping-lists/${listId}/items`, { lines: ['1 pear'] });
      expect(added.statusCode, added.body).toBe(200);
      const pear = added.json<ShoppingList>().items.find((item) => item.name === 'pear')!;
      const checked = await call(member, 'PATCH', `/api/shopping-lists/${listId}/items/${pear.id}`, {
        checked: true,
        changedAt: now,
      });
      expect(checked.statusCode).toBe(200);
      expect((await call(member, 'POST', `/api/shopping-lists/${listId}/clear-checked`)).statusCode).toBe(
        200,
      );
    }
    expect((await call(bo, 'DELETE', `/api/shopping-lists/${listId}/items/${itemId}`)).statusCode).toBe(200);
  });

  it('an owner of a cookbook it is shared with opens it while the cookbook is theirs, and is told when it goes', async () => {
    const [ada, bo] = [await registerMember(t.app), await registerMember(t.app)];
    const book = (await call(ada, 'POST', '/api/cookbook', { title: 'Sunday' })).json<{ _id: string }>();
    await call(ada, 'POST', `/api/cookbook/${book._id}/share`, { toUserId: bo.id });
    await call(bo, 'POST', `/api/cookbook/${book._id}/share/accept`, { inviterInfoId: ada.id });
    const listId = await ownList(ada);
    await call(ada, 'POST', `/api/shopping-lists/${listId}/shares`, { cookbookId: book._id });
    const added = await call(bo, 'POST', `/api/shopping-lists/${listId}/items`, { lines: ['2 leeks'] });
    expect(added.statusCode, added.body).toBe(200);
    expect(await listIdsOf(bo)).toContain(listId);
    const stream = await openEventStream(origin, bo);
    await stream.waitFor(': connected');
    expect((await call(ada, 'DELETE', `/api/cookbook/${book._id}`)).statusCode).toBe(200);
    await stream.waitFor(`"listId":"${listId}"`);
    stream.close();
    expect((await call(bo, 'GET', `/api/shopping-lists/${listId}`)).statusCode).toBe(404);
    expect(await listIdsOf(bo)).not.toContain(listId);
  });
});

describe('a member deleted by an admin', () => {
  it('takes their list with them: whoever had it is told, then gets 404; their shares of others’ lists end', async () => {
    const { ada, bo, listId } = await sharedList();
    const cy = await registerMember(t.app);
    await makeFriends(t.app, bo, cy);
    const bosList = await ownList(bo);
    await call(bo, 'POST', `/api/shopping-lists/${bosList}/shares`, { memberId: cy.id });
    const admin = await registerMember(t.app);
    await makeAdmin(t.db, admin.id);
    const [boSees, cySees] = [await openEventStream(origin, bo), await openEventStream(origin, cy)];
    await Promise.all([boSees.waitFor(': connected'), cySees.waitFor(': connected')]);

    // Ada is deleted: Bo had her list open. Then Bo: Cy had his.
    expect((await call(admin, 'DELETE', `/api/admin/users/${ada.id}`)).statusCode).toBe(200);
    await boSees.waitFor(`"listId":"${listId}"`);
    expect((await call(bo, 'GET', `/api/shopping-lists/${listId}`)).statusCode).toBe(404);
    expect(await listIdsOf(bo)).toEqual([bosList]);
    expect((await call(admin, 'DELETE', `/api/admin/users/${bo.id}`)).statusCode).toBe(200);
    await cySees.waitFor(`"listId":"${bosList}"`);
    expect((await call(cy, 'GET', `/api/shopping-lists/${bosList}`)).statusCode).toBe(404);
    boSees.close();
    cySees.close();
  });
});

describe('operation ids', () => {
  it('belong to the member who made the change: one member’s id never makes another’s change a replay', async () => {
    const { ada, bo, listId } = await sharedList();
    const add = (member: TestMember, line: string) =>
      call(member, 'POST', `/api/shopping-lists/${listId}/items`, {
        lines: [line],
        operationId: 'same-operation-1',
      });
    expect((await add(ada, '2 eggs')).statusCode).toBe(200);
    const bos = await add(bo, '1 lemon');
    expect(bos.statusCode).toBe(200);
    expect(bos.json<ShoppingList>().items.map((item) => item.text)).toEqual(['1 apple', '1 lemon', '2 eggs']);
    // Each one's replay is applied once.
    await add(bo, '1 lemon');
    const replayed = await add(ada, '2 eggs');
    expect(replayed.json<ShoppingList>().items.map((item) => item.text)).toEqual([
      '1 apple',
      '1 lemon',
      '2 eggs',
    ]);
  });
});

// The queue of offline changes (machines/queue/): operation ids, enqueue, the kept form on the device (versioned,
// per member, checked when read back) and how a failed send is read. The machines that use it (the shopping
// list, the meal plan) test the queue's states in their own tests.
import { describe, expect, it } from 'vitest';
import { isPlanChange, type PlanChange } from '../../../machines/plan/changes.ts';
import { readFailure } from '../../../machines/queue/failures.ts';
import {
  dropSent,
  enqueue,
  keptQueue,
  replaceId,
  thingsGone,
  withoutChangesFor,
  withoutOperation,
} from '../../../machines/queue/index.ts';
import { keptVersion } from '../../../machines/queue/kept.ts';
import { isShoppingChange, type ShoppingChange } from '../../../machines/shoppingList/changes.ts';
import { memoryStorage } from '../../../machines/support/env.ts';
import { planKey, shoppingListKey } from '../../../machines/support/storageKeys.ts';

const maria = 'a'.repeat(24);
const kenji = 'b'.repeat(24);
const list = 'c'.repeat(24);

/** A random that walks through its values, so ids are known. */
const counting = () => {
  let next = 0;
  return () => {
    next = (next + 0.37) % 1;
    return next;
  };
};

const shopping = keptQueue(shoppingListKey, isShoppingChange);
const plan = keptQueue(planKey, isPlanChange);

const milk = (operationId: string): ShoppingChange => ({
  kind: 'add',
  listId: list,
  operationId,
  lines: ['milk'],
});

describe('the queue of offline changes', () => {
  it('names each change by a fresh operation id of 16 letters and digits, and keeps them oldest first', () => {
    const random = counting();
    let pending: ShoppingChange[] = [];
    pending = enqueue(pending, random, { kind: 'add', listId: list, lines: ['milk'] });
    pending = enqueue(pending, random, { kind: 'clearChecked', listId: list });
    expect(pending.map((change) => change.kind)).toEqual(['add', 'clearChecked']);
    for (const change of pending) expect(change.operationId).toMatch(/^[a-z0-9]{16}$/);
    expect(pending[0]?.operationId).not.toBe(pending[1]?.operationId);
    // A change that needs its own id is made from it (an entry added offline is known by it).
    const added = enqueue<PlanChange>([], random, (operationId) => ({
      kind: 'remove',
      planId: list,
      entryId: `local-${operationId}`,
    }));
    expect(added[0]?.entryId).toBe(`local-${added[0]?.operationId}`);
  });

  it('drops the change sent, one taken back, and those for a thing gone; replaces an id once it is known', () => {
    const pending = [milk('one'), { ...milk('two'), listId: '' }, { ...milk('three'), listId: kenji }];
    expect(dropSent(pending).map((c) => c.operationId)).toEqual(['two', 'three']);
    expect(withoutOperation(pending, 'two').map((c) => c.operationId)).toEqual(['one', 'three']);
    expect(withoutChangesFor(pending, 'listId', [kenji]).map((c) => c.operationId)).toEqual(['one', 'two']);
    expect(replaceId(pending, 'listId', '', list).map((c) => c.listId)).toEqual([list, list, kenji]);
    // The member can open only their own list now: Kenji's is gone; '' (their own, not yet known) is not.
    expect(thingsGone(pending, 'listId', [{ id: list }])).toEqual([kenji]);
    // The one asked for by the first read is gone too when the member can no longer open it.
    expect(thingsGone([], 'listId', [{ id: list }], kenji)).toEqual([kenji]);
    expect(thingsGone([], 'listId', [{ id: list }], null)).toEqual([]);
  });

  it('keeps the changes on the device under the member’s key, versioned, and reads them back', () => {
    const storage = memoryStorage();
    shopping.keep({ storage, memberId: maria, pending: [milk('one')] });
    expect(JSON.parse(storage.getItem(shoppingListKey(maria)) ?? '')).toEqual({
      version: keptVersion,
      pending: [milk('one')],
    });
    expect(shopping.read({ storage, memberId: maria })).toEqual([milk('one')]);
    // Another member on the same device has nothing of Maria's.
    expect(shopping.read({ storage, memberId: kenji })).toEqual([]);
    expect(storage.getItem(shoppingListKey(kenji))).toBeNull();
    // Each kind under its own key: the plan reads none of the list's changes.
    expect(plan.read({ storage, memberId: maria })).toEqual([]);
    // Nothing left to send: nothing kept.
    shopping.keep({ storage, memberId: maria, pending: [] });
    expect(storage.getItem(shoppingListKey(maria))).toBeNull();
  });

  it('a change kept before the app stopped is read back with its operation id, so its replay is applied once', () => {
    const storage = memoryStorage();
    const pending = enqueue<ShoppingChange>([], counting(), { kind: 'add', listId: list, lines: ['milk'] });
    shopping.keep({ storage, memberId: maria, pending });
    const [again] = shopping.read({ storage, memberId: maria });
    expect(again?.operationId).toBe(pending[0]?.operationId);
  });

  it.each([
    ['not JSON', '{"version":2,"pending":['],
    ['not a record', '"milk"'],
    ['no list of changes', JSON.stringify({ version: keptVersion, pending: 'milk' })],
    [
      'a change of an unknown kind',
      JSON.stringify({ version: keptVersion, pending: [{ ...milk('x'), kind: 'paint' }] }),
    ],
    [
      'a change without its operation id',
      JSON.stringify({ version: keptVersion, pending: [{ kind: 'clearChecked', listId: list }] }),
    ],
    // One good change and one broken: dropped whole, never shown half.
    [
      'one change broken among good ones',
      JSON.stringify({ version: keptVersion, pending: [milk('one'), { ...milk('two'), lines: [3] }] }),
    ],
  ])('a corrupt copy (%s) is dropped, not shown and not a crash', (_, raw) => {
    const storage = memoryStorage({ [shoppingListKey(maria)]: raw });
    expect(shopping.read({ storage, memberId: maria })).toEqual([]);
    expect(storage.getItem(shoppingListKey(maria))).toBeNull();
  });

  it('an old version is dropped: the kept record of an older app (the queue with the server’s last answer)', () => {
    const older = {
      at: 0,
      value: { lists: [], listId: list, server: null, pending: [milk('one')] },
    };
    const storage = memoryStorage({
      [shoppingListKey(maria)]: JSON.stringify(older),
      [planKey(maria)]: JSON.stringify({ version: 1, pending: [] }),
    });
    expect(shopping.read({ storage, memberId: maria })).toEqual([]);
    expect(plan.read({ storage, memberId: maria })).toEqual([]);
    expect(storage.getItem(shoppingListKey(maria))).toBeNull();
    expect(storage.getItem(planKey(maria))).toBeNull();
  });

  it('checks each kind’s changes by their own shape', () => {
    const move: PlanChange = {
      kind: 'update',
      planId: list,
      operationId: 'op',
      entryId: 'local-op',
      change: { day: '2026-11-24', meal: 'lunch' },
      changedAt: '2026-11-24T10:00:00.000Z',
    };
    expect(isPlanChange(move)).toBe(true);
    expect(isPlanChange({ ...move, change: { meal: 'brunch' } })).toBe(false);
    expect(isShoppingChange(move)).toBe(false);
    const check: ShoppingChange = {
      kind: 'update',
      listId: list,
      operationId: 'op',
      item: { id: 'local-op-0', name: 'milk', quantity: null, unit: '' },
      change: { checked: true },
      changedAt: '2026-11-24T10:00:00.000Z',
    };
    expect(isShoppingChange(check)).toBe(true);
    expect(isShoppingChange({ ...check, change: { aisle: 'garden' } })).toBe(false);
  });

  it('a full or disabled storage costs the kept copy, never a crash', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => shopping.keep({ storage: broken, memberId: maria, pending: [milk('one')] })).not.toThrow();
    expect(shopping.read({ storage: broken, memberId: maria })).toEqual([]);
  });

  it('reads a failed send as offline, busy, gone (a share ended) or refused', () => {
    const error = (status: number) => Object.assign(new Error('x'), { status });
    const shared = { server: { ownerId: kenji }, memberId: maria };
    const own = { server: { ownerId: maria }, memberId: maria };
    expect(readFailure(error(0), own)).toBe('offline');
    for (const status of [429, 401, 500, 503]) expect(readFailure(error(status), own)).toBe('busy');
    expect(readFailure(new Error('no status'), own)).toBe('busy');
    expect(readFailure(error(404), shared)).toBe('gone');
    // The member's own list is never gone: a 404 there is about the change (an item deleted meanwhile).
    expect(readFailure(error(404), own)).toBe('refused');
    expect(readFailure(error(422), shared)).toBe('refused');
  });
});

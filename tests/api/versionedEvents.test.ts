import type { AddressInfo } from 'node:net';
import type { PlanWeek, ShoppingList } from '@potluck/contract';
import { weekStartOf } from '@potluck/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  createTestApp,
  makeFriends,
  registerMember,
  type TestApp,
  type TestMember,
} from './helpers/index.ts';
import { openEventStream } from './helpers/liveEvents.ts';

// A shopping list's and a plan's live events carry the version of the thing after the change, the `updatedAt` the
// member who made it is answered with, so their app tells the echo of its own change from someone else's
// (decision 032; potlucks in potlucks.test.ts). Versions grow with every change, a share's included.

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t?.close());

const inject = callAs(() => t.app);

/** A member's call that must succeed, and its answer. */
async function call<T>(
  member: TestMember,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  const response = await inject(member, method, url, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<T>();
}

/** The versions of the events of one kind about one thing the stream has shown, in order. */
const versionsIn = (received: string, kind: string, field: string, id: string) =>
  [...received.matchAll(new RegExp(`event: ${kind}\\ndata: (.*)\\n`, 'g'))]
    .map((match) => JSON.parse(match[1]!) as Record<string, string>)
    .filter((event) => event[field] === id)
    .map((event) => event.version);

const growing = (versions: readonly (string | undefined)[]) =>
  versions.every(
    (version, index) => version !== undefined && (index === 0 || version > versions[index - 1]!),
  );

describe('a shopping list’s live events', () => {
  it('carry the version each change answered, growing with every change', async () => {
    const [ada, bo] = [await registerMember(t.app), await registerMember(t.app)];
    await makeFriends(t.app, ada, bo);
    const [own] = await call<{ id: string }[]>(ada, 'GET', '/api/shopping-lists');
    const listId = own!.id;
    const stream = await openEventStream(base, ada);
    try {
      await stream.waitFor(': connected');
      const added = await call<ShoppingList>(ada, 'POST', `/api/shopping-lists/${listId}/items`, {
        lines: ['2 pears', '1 melon'],
      });
      await stream.waitFor(`"version":"${added.updatedAt}"`);
      const pear = added.items[0]!;
      const checked = await call<ShoppingList>(
        ada,
        'PATCH',
        `/api/shopping-lists/${listId}/items/${pear.id}`,
        {
          checked: true,
          changedAt: new Date().toISOString(),
        },
      );
      await stream.waitFor(`"version":"${checked.updatedAt}"`);
      const shared = await call<ShoppingList>(ada, 'POST', `/api/shopping-lists/${listId}/shares`, {
        memberId: bo.id,
      });
      await stream.waitFor(`"version":"${shared.updatedAt}"`);
      const cleared = await call<ShoppingList>(ada, 'POST', `/api/shopping-lists/${listId}/clear-checked`);
      await stream.waitFor(`"version":"${cleared.updatedAt}"`);
      const answered = [added, checked, shared, cleared].map((list) => list.updatedAt);
      expect(versionsIn(stream.received(), 'shopping', 'listId', listId)).toEqual(answered);
      expect(growing(answered), answered.join(' ')).toBe(true);
    } finally {
      stream.close();
    }
  });
});

describe('a meal plan’s live events', () => {
  it('carry the version of the week each change answered, growing with every change', async () => {
    const [ada, bo] = [await registerMember(t.app), await registerMember(t.app)];
    await makeFriends(t.app, ada, bo);
    const [own] = await call<{ id: string }[]>(ada, 'GET', '/api/plans');
    const planId = own!.id;
    const day = new Date().toISOString().slice(0, 10);
    const weekStart = weekStartOf(day);
    const stream = await openEventStream(base, ada);
    try {
      await stream.waitFor(': connected');
      const added = await call<PlanWeek & { entryId: string }>(
        ada,
        'POST',
        `/api/plans/${planId}/entries?weekStart=${weekStart}`,
        { day, meal: 'dinner', note: 'Soup' },
      );
      await stream.waitFor(`"version":"${added.updatedAt}"`);
      const moved = await call<PlanWeek>(
        ada,
        'PATCH',
        `/api/plans/${planId}/entries/${added.entryId}?weekStart=${weekStart}`,
        { meal: 'lunch', changedAt: new Date().toISOString() },
      );
      await stream.waitFor(`"version":"${moved.updatedAt}"`);
      const shared = await call<PlanWeek>(ada, 'POST', `/api/plans/${planId}/shares?weekStart=${weekStart}`, {
        memberId: bo.id,
      });
      await stream.waitFor(`"version":"${shared.updatedAt}"`);
      const share = shared.shares[0]!;
      const unshared = await call<PlanWeek>(
        ada,
        'DELETE',
        `/api/plans/${planId}/shares/${share.id}?weekStart=${weekStart}`,
      );
      await stream.waitFor(`"version":"${unshared.updatedAt}"`);
      const removed = await call<PlanWeek>(
        ada,
        'DELETE',
        `/api/plans/${planId}/entries/${added.entryId}?weekStart=${weekStart}`,
      );
      await stream.waitFor(`"version":"${removed.updatedAt}"`);
      const answered = [added, moved, shared, unshared, removed].map((week) => week.updatedAt);
      expect(versionsIn(stream.received(), 'plan', 'planId', planId)).toEqual(answered);
      expect(growing(answered)).toBe(true);
    } finally {
      stream.close();
    }
  });
});

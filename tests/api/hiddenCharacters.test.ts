import type { Cookbook, Potluck, ShoppingList } from '@potluck/contract';
import { addDays } from '@potluck/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  createTestApp,
  type Method,
  registerMember,
  type TestApp,
  type TestMember,
} from './helpers/index.ts';

// Text other members read keeps no character nobody sees (contract text.ts, withoutHiddenCharacters): a
// right-to-left override (U+202E) or a zero-width space (U+200B) sent in a potluck's title, place, note or dish, a
// cookbook's title or a shopping line is stored and answered without it; an emoji joined by zero-width joiners
// stays whole; a field of nothing but hidden characters is empty (400), and nothing is made.

let t: TestApp;
let maria: TestMember;
const call = callAs(() => t.app);
const nextWeek = addDays(new Date().toISOString().slice(0, 10), 7);
const family = '👨‍👩‍👧';

beforeAll(async () => {
  t = await createTestApp();
  maria = await registerMember(t.app);
});
afterAll(() => t?.close());

async function ok<T>(method: Method, url: string, payload?: unknown, status = 200) {
  const response = await call(maria, method, url, payload);
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

describe('hidden characters', () => {
  it('are taken out of a potluck’s title, place, note and dishes, emoji kept whole', async () => {
    const created = await ok<Potluck>(
      'POST',
      '/api/potlucks',
      {
        title: `\u202ESunday\u202C lu\u200Bnch ${family}`,
        day: nextWeek,
        time: '13:00',
        place: 'Maria\u200B’s \u2066garden\u2069',
        note: 'Bring\u200B chairs\nand \u202Eplates',
        hostDish: { course: 'main', text: 'Chi\u200Bli\u202E' },
      },
      201,
    );
    expect([created.title, created.place, created.note]).toEqual([
      `Sunday lunch ${family}`,
      'Maria’s garden',
      'Bring chairs\nand plates',
    ]);
    expect(created.courses[1]!.dishes[0]!.title).toBe('Chili');
    const url = `/api/potlucks/${created.id}`;
    const edited = await ok<Potluck>('PATCH', url, { title: 'Lunch\u200B\u202E' });
    expect(edited.title).toBe('Lunch');
    const claimed = await ok<Potluck>(
      'POST',
      `${url}/dishes`,
      { course: 'side', text: '\u200Bslaw\u200B' },
      201,
    );
    expect(claimed.courses[2]!.dishes[0]!.title).toBe('slaw');
    // Read back from the database, as any guest reads it.
    const read = await ok<Potluck>('GET', url);
    expect(JSON.stringify([read.title, read.place, read.note, read.courses])).not.toMatch(
      /[\u200B\u202E\u2066]/,
    );

    const blank = await call(maria, 'PATCH', url, { title: '\u200B\u202E ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe('title: must not be empty');
    expect((await ok<Potluck>('GET', url)).title).toBe('Lunch');
  });

  it('are taken out of a cookbook’s title and a shopping line', async () => {
    const cookbook = await ok<Cookbook>('POST', '/api/cookbook', { title: 'Soups\u202E\u200B' }, 201);
    expect(cookbook.title).toBe('Soups');
    const listId = (await ok<Array<{ id: string }>>('GET', '/api/shopping-lists'))[0]!.id;
    const list = await ok<ShoppingList>('POST', `/api/shopping-lists/${listId}/items`, {
      lines: ['2 e\u200Bggs\u202E'],
    });
    expect(list.items.map((item) => item.text)).toEqual(['2 eggs']);
    const blank = await call(maria, 'POST', `/api/shopping-lists/${listId}/items`, { lines: ['\u200B'] });
    expect(blank.statusCode).toBe(400);
  });
});

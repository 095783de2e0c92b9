import { ApiError, checkEveryAnswer, createAppClient } from '@potluck/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  makeFriends,
  registerMember,
  type TestApp,
  type TestMember,
  tinyPng,
} from './helpers/index.ts';

// The client's calls of "Cooked it" (packages/client cookApi.ts) against the real server: each reaches its route
// and its answer passes the contract's check the app runs in development (checkEveryAnswer), so the client and
// the server cannot drift apart unnoticed. The rules themselves are cooks.test.ts's and versions.test.ts's.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** The API client as the app makes it, its requests sent to the test app as the member. */
function clientOf(member: TestMember) {
  return createAppClient({
    checkAnswer: checkEveryAnswer,
    fetch: async (url, init) => {
      const response = await t.app.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url: String(url),
        headers: { cookie: member.cookie, ...(init?.body ? { 'content-type': 'application/json' } : {}) },
        ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
      });
      return new Response(response.statusCode === 204 ? null : response.body, {
        status: response.statusCode,
      });
    },
  });
}

describe('the client’s cook calls', () => {
  it('log, read and delete cooks, read summaries and lists, make versions and read what changed', async () => {
    const [maria, kenji] = [await registerMember(t.app), await registerMember(t.app)];
    await makeFriends(t.app, maria, kenji);
    const ragu = (
      await clientOf(maria).createRecipe({
        title: 'Ragù',
        image: tinyPng,
        ingredients: ['500 g beef mince', '1 onion'],
        instructions: ['Brown', 'Simmer'],
      })
    )._id;
    const client = clientOf(kenji);
    const cook = await client.logCook(ragu, { note: 'Lovely', rating: 5, photos: [tinyPng] });
    expect(await client.getCook(cook.id)).toEqual(cook);
    expect(await client.getCookSummary(ragu)).toEqual({
      count: 1,
      ratings: 1,
      average: 5,
      yours: { count: 1, lastDay: cook.day },
    });
    expect((await client.getRecipeCooks(ragu, { limit: 5 })).cooks).toEqual([cook]);
    expect(await clientOf(maria).getFriendsCooked(5)).toEqual([cook]);
    expect((await clientOf(maria).getMemberCooks(kenji.username)).cooks).toEqual([cook]);
    expect((await client.getCookHistory({ limit: 5 })).recipes[0]).toMatchObject({ count: 1, rating: 5 });
    const version = await client.makeVersion(ragu, { ingredients: ['500 g pork mince', '1 onion'] });
    expect(version.adaptedFrom).toMatchObject({ id: ragu, authorName: maria.username });
    expect((await client.getVersions(ragu)).versions.map((entry) => entry.id)).toEqual([version._id]);
    expect((await client.getVersionChanges(version._id)).ingredients.changed).toEqual([
      { from: '500 g beef mince', to: '500 g pork mince' },
    ]);
    await client.deleteCook(cook.id);
    await expect(client.getCook(cook.id)).rejects.toThrow(ApiError);
  });
});

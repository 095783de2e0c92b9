import type { Potluck } from '@potluck/contract';
import { addDays } from '@potluck/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  createTestApp,
  type Method,
  makeFriends,
  registerMember,
  type TestApp,
  type TestMember,
  tinyPng,
} from './helpers/index.ts';
import { answerAsGuest, potluckWithLink } from './helpers/potluckGuests.ts';

// Dietary needs are health data (API.md, "Sharing with friends"; issue 39): the host sees their guests' needs by
// name, with how many of those who may still come have each; a guest sees only what the menu still needs and
// what each dish contains: no count, no one's name but their own, and nothing that moves when another guest
// answers. Ana avoids gluten, Ben dairy, Cy nothing; Ana says "can't go" and then "going" again while Ben and Cy
// read the potluck.

let t: TestApp;
const call = callAs(() => t.app);
const nextWeek = addDays(new Date().toISOString().slice(0, 10), 7);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function ok<T = Potluck>(
  member: TestMember,
  method: Method,
  url: string,
  payload?: unknown,
  status = 200,
) {
  const response = await call(member, method, url, payload);
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

async function recipe(member: TestMember, title: string, ingredients: string[]) {
  const response = await call(member, 'POST', '/api/recipes', {
    title,
    image: tinyPng,
    servings: '4',
    ingredients,
    isPublic: false,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ _id: string }>()._id;
}

/** What a guest may read of the needs: the dietary lines and what each dish contains, as the bytes they arrive as. */
const healthPart = (potluck: Potluck) =>
  JSON.stringify({
    dietary: potluck.dietary,
    contains: potluck.courses.flatMap((course) => course.dishes.map((dish) => [dish.title, dish.contains])),
  });

describe('what the guests avoid', () => {
  it('is told to the host by name and count, and to a guest without counts, others’ names or any change when one answers', async () => {
    const maria = await registerMember(t.app, { fName: 'Maria', lName: 'Host' });
    const ana = await registerMember(t.app, { fName: 'Ana', lName: 'Gluten', intolerances: ['gluten'] });
    const ben = await registerMember(t.app, { fName: 'Ben', lName: 'Dairy', intolerances: ['dairy'] });
    const cy = await registerMember(t.app, { fName: 'Cy', lName: 'Nothing' });
    for (const guest of [ana, ben, cy]) await makeFriends(t.app, maria, guest);
    const created = await ok(
      maria,
      'POST',
      '/api/potlucks',
      { title: 'Lunch', day: nextWeek, time: '13:00' },
      201,
    );
    const url = `/api/potlucks/${created.id}`;
    await ok(maria, 'POST', `${url}/invitations`, { memberIds: [ana.id, ben.id, cy.id] });
    await ok(ana, 'PUT', `${url}/answer`, { answer: 'going' });
    await ok(ben, 'PUT', `${url}/answer`, { answer: 'going' });
    const bake = await recipe(cy, 'Milky pasta bake', ['400 g spaghetti', '300 ml milk']);
    await ok(cy, 'POST', `${url}/dishes`, { course: 'main', recipeId: bake }, 201);
    await ok(cy, 'POST', `${url}/dishes`, { course: 'side', text: 'a green salad' }, 201);

    const ben1 = await ok(ben, 'GET', url);
    const cy1 = await ok(cy, 'GET', url);
    // No counts and no one else's name: Ben reads that the menu has no main without gluten, not that it is Ana's.
    expect(ben1.dietary).toEqual([
      {
        intolerance: 'dairy',
        guests: null,
        whose: [expect.objectContaining({ id: ben.id })],
        mainFreeOfIt: false,
      },
      { intolerance: 'gluten', guests: null, whose: [], mainFreeOfIt: false },
    ]);
    expect(cy1.dietary.map((line) => [line.intolerance, line.guests, line.whose])).toEqual([
      ['dairy', null, []],
      ['gluten', null, []],
    ]);
    expect(ben1.courses[1]!.dishes[0]!.contains).toEqual(['dairy', 'gluten']);
    expect(JSON.stringify(ben1.dietary)).not.toContain(ana.id);
    expect(JSON.stringify(cy1.dietary)).not.toContain(ben.id);

    // Ana can't go, then can after all: what Ben and Cy read of the needs does not move by a byte either time.
    await ok(ana, 'PUT', `${url}/answer`, { answer: 'cant_go' });
    const ben2 = await ok(ben, 'GET', url);
    const cy2 = await ok(cy, 'GET', url);
    expect(ben2.guests.find((guest) => guest.id === ana.id)?.answer).toBe('cant_go');
    expect(healthPart(ben2)).toBe(healthPart(ben1));
    expect(healthPart(cy2)).toBe(healthPart(cy1));
    await ok(ana, 'PUT', `${url}/answer`, { answer: 'going' });
    expect(healthPart(await ok(ben, 'GET', url))).toBe(healthPart(ben1));
    expect(healthPart(await ok(cy, 'GET', url))).toBe(healthPart(cy1));

    // The host cooks for them: every need by name, counted over those who may still come, most first.
    const host = (potluck: Potluck) =>
      potluck.dietary.map((line) => [
        line.intolerance,
        line.guests,
        line.whose.map((member) => member.fName),
      ]);
    expect(host(await ok(maria, 'GET', url))).toEqual([
      ['dairy', 1, ['Ben']],
      ['gluten', 1, ['Ana']],
    ]);
    await ok(ana, 'PUT', `${url}/answer`, { answer: 'cant_go' });
    const hostRead = await ok(maria, 'GET', url);
    expect(host(hostRead)).toEqual([
      ['dairy', 1, ['Ben']],
      ['gluten', 0, ['Ana']],
    ]);
    // The dish's contents and the mains do not change for the host either: one menu for everyone.
    expect(healthPart({ ...hostRead, dietary: [] })).toBe(
      healthPart({ ...(await ok(cy, 'GET', url)), dietary: [] }),
    );
  });

  it('keeps a guest without an account’s needs as private as a member’s', async () => {
    const maria = await registerMember(t.app, { fName: 'Maria' });
    const ben = await registerMember(t.app, { fName: 'Ben', intolerances: ['dairy'] });
    await makeFriends(t.app, maria, ben);
    const { potluck, token } = await potluckWithLink(t.app, maria);
    const url = `/api/potlucks/${potluck.id}`;
    await ok(maria, 'POST', `${url}/invitations`, { memberIds: [ben.id] });
    const joe = await answerAsGuest(t.app, token, { name: 'Uncle Joe', needs: ['peanut'] });
    const satay = await recipe(ben, 'Satay', ['2 tbsp peanut butter', '300 g chicken']);
    await ok(ben, 'POST', `${url}/dishes`, { course: 'main', recipeId: satay }, 201);

    const before = await ok(ben, 'GET', url);
    expect(
      before.dietary.map((line) => [line.intolerance, line.guests, line.whose.map((m) => m.fName)]),
    ).toEqual([
      ['dairy', null, ['Ben']],
      ['peanut', null, []],
    ]);
    expect((await ok(joe, 'GET', url)).dietary.map((line) => line.whose.map((m) => m.fName))).toEqual([
      [],
      ['Uncle Joe'],
    ]);
    await ok(joe, 'PUT', `${url}/answer`, { answer: 'cant_go', needs: ['peanut'] });
    expect(healthPart(await ok(ben, 'GET', url))).toBe(healthPart(before));
    const host = await ok(maria, 'GET', url);
    expect(
      host.dietary.map((line) => [line.intolerance, line.guests, line.whose.map((m) => m.fName)]),
    ).toEqual([
      ['dairy', 1, ['Ben']],
      ['peanut', 0, ['Uncle Joe']],
    ]);
  });
});

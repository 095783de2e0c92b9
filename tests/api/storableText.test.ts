import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  makeAdmin,
  registerMember,
  type TestApp,
  type TestMember,
  tinyPng,
  uniqueUsername,
} from './helpers/index.ts';
import { answerAsGuest, potluckWithLink, type TestGuest } from './helpers/potluckGuests.ts';

// Text PostgreSQL cannot store — the NUL character and unpaired surrogates — is bad input: 400 naming the field,
// in bodies, query strings and paths alike (API.md, "Rules for every call"). The table holds one request per
// route that accepts text, valid as it stands; each text field in turn is spoiled. The last test checks the table
// against the OpenAPI document, so a new text field cannot be left out.

type Where = 'body' | 'query' | 'path';
interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  /** The OpenAPI path; {name} is a path parameter. */
  path: string;
  caller: 'visitor' | 'member' | 'admin' | 'guest';
  where: Where;
  /** A valid request: its text fields, each spoiled in turn. */
  fields: () => Record<string, string | string[]>;
  /** The /provider answers in Spoonacular's envelope, {status, code, message}, not {error}. */
  provider?: boolean;
}

const table: Row[] = [
  {
    method: 'POST',
    path: '/api/register',
    caller: 'visitor',
    where: 'body',
    fields: () => ({
      username: uniqueUsername('t'),
      password: 'secret1',
      fName: 'Ann',
      lName: 'Lee',
      bio: 'Cooks',
    }),
  },
  {
    method: 'POST',
    path: '/api/login',
    caller: 'visitor',
    where: 'body',
    fields: () => ({ username: 'someone', password: 'secret1' }),
  },
  {
    method: 'PUT',
    path: '/api/profile/update',
    caller: 'member',
    where: 'body',
    fields: () => ({ fName: 'Ann', lName: 'Lee', bio: 'Cooks', profilePic: '', coverImage: '' }),
  },
  {
    method: 'PUT',
    path: '/api/settings/username',
    caller: 'member',
    where: 'body',
    fields: () => ({ currentPassword: 'not the password', newUsername: uniqueUsername('n') }),
  },
  {
    method: 'PUT',
    path: '/api/settings/password',
    caller: 'member',
    where: 'body',
    fields: () => ({ currentPassword: 'not the password', newPassword: 'secret2' }),
  },
  {
    method: 'POST',
    path: '/api/recipes',
    caller: 'member',
    where: 'body',
    fields: () => ({
      title: 'Soup',
      image: tinyPng,
      ingredients: ['water'],
      instructions: ['boil'],
      servings: '2',
      link: 'https://example.com/soup',
    }),
  },
  {
    method: 'POST',
    path: '/api/recipes/import',
    caller: 'member',
    where: 'body',
    // Refused before any page is fetched: the address is checked after the text.
    fields: () => ({ url: 'https://example.com/soup' }),
  },
  {
    method: 'POST',
    path: '/api/recipes/{id}/comments',
    caller: 'member',
    where: 'body',
    fields: () => ({ text: 'Lovely soup' }),
  },
  {
    method: 'POST',
    path: '/api/recipes/{id}/cooks',
    caller: 'member',
    where: 'body',
    fields: () => ({ note: 'Added a bay leaf', photos: [tinyPng] }),
  },
  {
    method: 'POST',
    path: '/api/recipes/{id}/versions',
    caller: 'member',
    where: 'body',
    // A catalogue recipe the test database may not hold: 404 as it stands, a 400 for any spoiled field.
    fields: () => ({
      title: 'My soup',
      image: tinyPng,
      ingredients: ['water'],
      instructions: ['boil'],
      servings: '2',
      link: 'https://example.com/soup',
    }),
  },
  {
    method: 'POST',
    path: '/api/messages',
    caller: 'member',
    where: 'body',
    fields: () => ({ text: 'Hello' }),
  },
  {
    method: 'POST',
    path: '/api/cookbook',
    caller: 'member',
    where: 'body',
    fields: () => ({ title: 'Soups' }),
  },
  {
    method: 'POST',
    path: '/api/cookbook/{id}/addRecipe',
    caller: 'member',
    where: 'body',
    fields: () => ({ recipeId: '716429' }),
  },
  {
    method: 'POST',
    path: '/api/shopping-lists/{id}/items',
    caller: 'member',
    where: 'body',
    fields: () => ({ lines: ['2 eggs'] }),
  },
  {
    method: 'POST',
    path: '/api/shopping-lists/{id}/recipes',
    caller: 'member',
    where: 'body',
    fields: () => ({ recipeId: '716429' }),
  },
  {
    method: 'PATCH',
    path: '/api/shopping-lists/{id}/items/{itemId}',
    caller: 'member',
    where: 'body',
    fields: () => ({ text: '2 eggs' }),
  },
  {
    method: 'POST',
    path: '/api/plans/{id}/entries',
    caller: 'member',
    where: 'body',
    fields: () => ({ day: new Date().toISOString().slice(0, 10), meal: 'dinner', recipeId: '716429' }),
  },
  {
    method: 'POST',
    path: '/api/plans/{id}/entries',
    caller: 'member',
    where: 'body',
    fields: () => ({ day: new Date().toISOString().slice(0, 10), meal: 'dinner', note: 'Leftovers' }),
  },
  {
    method: 'PATCH',
    path: '/api/plans/{id}/entries/{entryId}',
    caller: 'member',
    where: 'body',
    fields: () => ({ note: 'Leftovers' }),
  },
  {
    method: 'POST',
    path: '/api/potlucks',
    caller: 'member',
    where: 'body',
    fields: () => ({ title: 'Lunch', time: '12:00', place: 'Here', note: 'Bring chairs' }),
  },
  {
    method: 'PATCH',
    path: '/api/potlucks/{id}',
    caller: 'member',
    where: 'body',
    fields: () => ({ title: 'Lunch', time: '12:00', place: 'Here', note: 'Bring chairs' }),
  },
  {
    method: 'POST',
    path: '/api/potlucks/{id}/dishes',
    caller: 'member',
    where: 'body',
    fields: () => ({ course: 'main', recipeId: '716429' }),
  },
  {
    method: 'POST',
    path: '/api/potlucks/{id}/dishes',
    caller: 'member',
    where: 'body',
    fields: () => ({ course: 'main', text: 'a green salad' }),
  },
  {
    method: 'POST',
    path: '/api/potlucks/{id}/messages',
    caller: 'member',
    where: 'body',
    fields: () => ({ text: 'Hello' }),
  },
  {
    method: 'POST',
    path: '/api/potlucks/{id}/cookbook',
    caller: 'member',
    where: 'body',
    fields: () => ({ title: 'Menu' }),
  },
  {
    method: 'POST',
    path: '/api/potlucks/{id}/again',
    caller: 'member',
    where: 'body',
    fields: () => ({ time: '12:00' }),
  },
  {
    method: 'POST',
    path: '/api/potluck-links/{token}/guests',
    caller: 'visitor',
    where: 'body',
    fields: () => ({ name: 'Sam' }),
  },
  {
    method: 'POST',
    path: '/api/potluck-guest/account',
    caller: 'guest',
    where: 'body',
    // A username already taken: the valid request is refused (409), so the guest stays a guest for the next one.
    fields: () => ({ username: member.username, password: 'secret1', fName: 'Sam', lName: 'Lee' }),
  },
  {
    method: 'GET',
    path: '/calendar/{file}',
    caller: 'visitor',
    where: 'path',
    fields: () => ({ file: 'unknown.ics' }),
  },
  {
    method: 'GET',
    path: '/api/public-recipes',
    caller: 'visitor',
    where: 'query',
    fields: () => ({ query: 'soup', type: 'soup', cuisine: 'thai', diet: 'vegan', intolerances: 'soy' }),
  },
  {
    method: 'GET',
    path: '/api/search/users',
    caller: 'member',
    where: 'query',
    fields: () => ({ query: 'an', currentUser: 'me' }),
  },
  {
    method: 'GET',
    path: '/api/admin/users',
    caller: 'admin',
    where: 'query',
    fields: () => ({ query: 'an' }),
  },
  {
    method: 'GET',
    path: '/api/profile/{username}',
    caller: 'member',
    where: 'path',
    fields: () => ({ username: 'nobody' }),
  },
  {
    method: 'GET',
    path: '/api/recipes/user/{username}',
    caller: 'member',
    where: 'path',
    fields: () => ({ username: 'nobody' }),
  },
  {
    method: 'GET',
    path: '/api/cookbooks/user/{username}',
    caller: 'member',
    where: 'path',
    fields: () => ({ username: 'nobody' }),
  },
  {
    method: 'GET',
    path: '/api/cooks/user/{username}',
    caller: 'member',
    where: 'path',
    fields: () => ({ username: 'nobody' }),
  },
  {
    method: 'GET',
    path: '/provider/recipes/complexSearch',
    caller: 'visitor',
    where: 'query',
    provider: true,
    fields: () => ({
      apiKey: 'k',
      query: 'soup',
      type: 'soup',
      cuisine: 'thai',
      diet: 'vegan',
      intolerances: 'soy',
      includeIngredients: 'rice',
      excludeIngredients: 'egg',
    }),
  },
  {
    method: 'GET',
    path: '/provider/recipes/random',
    caller: 'visitor',
    where: 'query',
    provider: true,
    fields: () => ({ apiKey: 'k', tags: 'soup', 'include-tags': 'thai', 'exclude-tags': 'egg' }),
  },
  {
    method: 'GET',
    path: '/provider/recipes/{id}/information',
    caller: 'visitor',
    where: 'query',
    provider: true,
    fields: () => ({ apiKey: 'k' }),
  },
];

const unstorable = { 'the NUL character': '\u0000', 'an unpaired surrogate': '\ud800' };
const friendId = 'abcdefabcdefabcdefabcdef';

let t: TestApp;
let member: TestMember;
let admin: TestMember;
/** A guest without an account of a potluck whose join link is `token`. */
let guest: TestGuest;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  member = await registerMember(t.app);
  admin = await registerMember(t.app);
  await makeAdmin(t.db, admin.id);
  ({ token } = await potluckWithLink(t.app, member));
  guest = await answerAsGuest(t.app, token);
});
afterAll(() => t?.close());

function send(row: Row, fields: Record<string, string | string[]>) {
  const idsOnly = /^\/api\/(cookbook|shopping-lists|plans|potlucks)\//.test(row.path);
  let url = row.path
    .replace('{id}', idsOnly ? friendId : '123')
    .replace('{itemId}', friendId)
    .replace('{entryId}', friendId)
    .replace('{token}', token);
  const potluckDay = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const extra =
    row.path === '/api/messages'
      ? { recipient: friendId }
      : row.path === '/api/potluck-links/{token}/guests'
        ? { answer: 'going' }
        : row.path === '/api/potlucks' || row.path === '/api/potlucks/{id}/again'
          ? { day: potluckDay }
          : row.method === 'PATCH'
            ? { changedAt: new Date().toISOString() }
            : {};
  if (row.where === 'path') {
    for (const [name, value] of Object.entries(fields))
      url = url.replace(`{${name}}`, encodeURIComponent(String(value)));
  }
  if (row.where === 'query') {
    url += `?${new URLSearchParams(fields as Record<string, string>)}`;
  }
  const cookie = { member: member.cookie, admin: admin.cookie, guest: guest.cookie, visitor: undefined }[
    row.caller
  ];
  return t.app.inject({
    method: row.method,
    url,
    headers: cookie ? { cookie } : {},
    ...(row.where === 'body' ? { payload: { ...extra, ...fields } } : {}),
  });
}

/** The message of an error answer: {error} of the API, or the provider's {message}. */
function messageOf(row: Row, body: Record<string, unknown>): string {
  return String(row.provider ? body.message : body.error);
}

describe('text the database cannot store', () => {
  for (const row of table) {
    it(`${row.method} ${row.path}: each ${row.where} field is refused with 400 naming it`, async () => {
      const valid = await send(row, row.fields());
      expect(valid.statusCode, `the valid request: ${valid.body}`).not.toBe(400);
      const kinds =
        row.where === 'body' ? Object.entries(unstorable) : [['the NUL character', '\u0000'] as const];
      for (const [kind, spoiler] of kinds) {
        for (const [name, value] of Object.entries(row.fields())) {
          const spoiled = Array.isArray(value) ? [`a${spoiler}b`] : `${value}${spoiler}x`;
          const response = await send(row, { ...row.fields(), [name]: spoiled });
          const field = Array.isArray(value) ? `${name}.0` : name;
          expect(response.statusCode, `${name} with ${kind}: ${response.body}`).toBe(400);
          expect(messageOf(row, response.json()), `${name} with ${kind}`).toMatch(
            // A field whose own pattern already refuses the character says so in its own words.
            new RegExp(`^${field}: `),
          );
        }
      }
    });
  }

  it('the table covers every text field of every route in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const covered = new Set(
      table.flatMap((row) => Object.keys(row.fields()).map((name) => `${row.method} ${row.path} ${name}`)),
    );
    interface Schema {
      type?: string;
      pattern?: string;
      enum?: unknown[];
      items?: Schema;
      properties?: Record<string, Schema>;
    }
    interface Operation {
      parameters?: Array<{ name: string; schema?: Schema }>;
      requestBody?: { content?: Record<string, { schema?: Schema }> };
    }
    const free = (schema: Schema | undefined) =>
      schema?.type === 'string' && schema.pattern === undefined && schema.enum === undefined;
    const textFields: string[] = [];
    for (const [path, operations] of Object.entries<Record<string, Operation>>(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const parameter of operation.parameters ?? []) {
          if (free(parameter.schema)) textFields.push(`${method.toUpperCase()} ${path} ${parameter.name}`);
        }
        const body = operation.requestBody?.content?.['application/json']?.schema;
        for (const [name, schema] of Object.entries(body?.properties ?? {})) {
          if (free(schema) || free(schema.items)) textFields.push(`${method.toUpperCase()} ${path} ${name}`);
        }
      }
    }
    expect(textFields.length).toBeGreaterThan(20);
    expect(textFields.filter((field) => !covered.has(field))).toEqual([]);
  });
});

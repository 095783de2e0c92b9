import { addDays, weekStartOf } from '@potluck/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  createTestApp,
  type Method,
  registerMember,
  type TestApp,
  type TestMember,
} from './helpers/index.ts';

// Any date a route accepts is one the database can store, or a 400 naming the field (issue 39: a shopping-list
// change dated year 0 was a 500; PostgreSQL has no year 0). The table holds every route that takes a day or a time
// in its body, query or path, with a request valid as it stands; each field in turn is sent the edges: year 0,
// year 10000, the far past (years 1 and 1000) and the far future (9999-12-31). Each answers 400, or what the
// field's own range allows (a list from year 1; a device's change from the future, clamped to the server's
// clock), never a 500. The last test walks the OpenAPI document for every field that looks like a date, so a new
// route's cannot be left out.

type Where = 'body' | 'query' | 'path';
type Edge = 'year 0' | 'year 10000' | 'year 1' | 'year 1000' | 'year 9999';

const edges: Record<Edge, { day: string; time: string }> = {
  'year 0': { day: '0000-01-01', time: '0000-01-01T00:00:00Z' },
  'year 10000': { day: '10000-01-01', time: '10000-01-01T00:00:00Z' },
  'year 1': { day: '0001-01-01', time: '0001-01-01T00:00:00Z' },
  'year 1000': { day: '1000-01-01', time: '1000-01-01T00:00:00Z' },
  'year 9999': { day: '9999-12-31', time: '9999-12-31T23:59:59Z' },
};
/** Times whose day is storable as written but not once read as UTC: year 0 and year 10000 again. */
const offsetEdges = ['0001-01-01T00:30:00+01:00', '9999-12-31T23:30:00-01:00'];

interface Row {
  method: Method;
  /** The OpenAPI path; {name} is a path parameter (ids are filled in from the member's own things). */
  path: string;
  where: Where;
  field: string;
  kind: 'day' | 'time';
  /** A value in the field's range. */
  valid: () => string;
  /** The rest of a valid request. */
  body?: () => Record<string, unknown>;
  query?: () => Record<string, string>;
  /** The edges the field's range allows, and the status they are answered with (the rest are 400). */
  allows?: { edges: Edge[]; status: number };
}

const today = () => new Date().toISOString().slice(0, 10);
const nextWeek = () => addDays(today(), 7);
const thisMonday = () => weekStartOf(today());
const now = () => new Date().toISOString();
const nobody = 'abcdefabcdefabcdefabcdef';

const table: Row[] = [
  {
    method: 'PATCH',
    path: '/api/shopping-lists/{id}/items/{itemId}',
    where: 'body',
    field: 'changedAt',
    kind: 'time',
    valid: now,
    body: () => ({ checked: true }),
    // From 1970 on; a change from the future counts as made now.
    allows: { edges: ['year 9999'], status: 200 },
  },
  {
    method: 'PATCH',
    path: '/api/plans/{id}/entries/{entryId}',
    where: 'body',
    field: 'changedAt',
    kind: 'time',
    valid: now,
    body: () => ({ note: 'Soup' }),
    allows: { edges: ['year 9999'], status: 200 },
  },
  {
    method: 'PATCH',
    path: '/api/plans/{id}/entries/{entryId}',
    where: 'body',
    field: 'day',
    kind: 'day',
    valid: today,
    body: () => ({ changedAt: now() }),
  },
  {
    method: 'PATCH',
    path: '/api/plans/{id}/entries/{entryId}',
    where: 'query',
    field: 'weekStart',
    kind: 'day',
    valid: thisMonday,
    body: () => ({ note: 'Soup', changedAt: now() }),
  },
  {
    method: 'POST',
    path: '/api/plans/{id}/entries',
    where: 'body',
    field: 'day',
    kind: 'day',
    valid: today,
    body: () => ({ meal: 'dinner', note: 'Leftovers' }),
  },
  {
    method: 'POST',
    path: '/api/plans/{id}/entries',
    where: 'query',
    field: 'weekStart',
    kind: 'day',
    valid: thisMonday,
    body: () => ({ day: today(), meal: 'dinner', note: 'Leftovers' }),
  },
  {
    method: 'DELETE',
    path: '/api/plans/{id}/entries/{entryId}',
    where: 'query',
    field: 'weekStart',
    kind: 'day',
    valid: thisMonday,
  },
  {
    method: 'GET',
    path: '/api/plans/{id}/weeks/{weekStart}',
    where: 'path',
    field: 'weekStart',
    kind: 'day',
    valid: thisMonday,
  },
  {
    method: 'POST',
    path: '/api/plans/{id}/shares',
    where: 'query',
    field: 'weekStart',
    kind: 'day',
    valid: thisMonday,
    body: () => ({ memberId: nobody }),
  },
  {
    method: 'DELETE',
    path: '/api/plans/{id}/shares/{shareId}',
    where: 'query',
    field: 'weekStart',
    kind: 'day',
    valid: thisMonday,
  },
  {
    method: 'POST',
    path: '/api/recipes/{id}/cooks',
    where: 'body',
    field: 'day',
    kind: 'day',
    // A cook's day is from 1900 to tomorrow: every edge is refused.
    valid: today,
    body: () => ({ note: 'Lovely' }),
  },
  {
    method: 'GET',
    path: '/api/potlucks',
    where: 'query',
    field: 'from',
    kind: 'day',
    valid: today,
    // A list's bounds may be any day the database holds.
    allows: { edges: ['year 1', 'year 1000', 'year 9999'], status: 200 },
  },
  {
    method: 'GET',
    path: '/api/potlucks',
    where: 'query',
    field: 'to',
    kind: 'day',
    valid: nextWeek,
    allows: { edges: ['year 1', 'year 1000', 'year 9999'], status: 200 },
  },
  {
    method: 'POST',
    path: '/api/potlucks',
    where: 'body',
    field: 'day',
    kind: 'day',
    valid: nextWeek,
    body: () => ({ title: 'Lunch', time: '12:00' }),
  },
  {
    method: 'PATCH',
    path: '/api/potlucks/{id}',
    where: 'body',
    field: 'day',
    kind: 'day',
    valid: nextWeek,
  },
  {
    method: 'POST',
    path: '/api/potlucks/{id}/again',
    where: 'body',
    field: 'day',
    kind: 'day',
    valid: nextWeek,
    body: () => ({ time: '12:00' }),
  },
];

let t: TestApp;
let member: TestMember;
const call = callAs(() => t.app);
/** The member's own things the paths name. */
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  member = await registerMember(t.app);
  const lists = await call(member, 'GET', '/api/shopping-lists');
  ids['/api/shopping-lists/{id}'] = lists.json()[0].id;
  const added = await call(member, 'POST', `/api/shopping-lists/${ids['/api/shopping-lists/{id}']}/items`, {
    lines: ['2 eggs'],
  });
  ids['{itemId}'] = added.json().items[0].id;
  const plans = await call(member, 'GET', '/api/plans');
  ids['/api/plans/{id}'] = plans.json()[0].id;
  const entry = await call(member, 'POST', `/api/plans/${ids['/api/plans/{id}']}/entries`, {
    day: today(),
    meal: 'lunch',
    note: 'Soup',
  });
  ids['{entryId}'] = entry.json().entryId;
  const potluck = await call(member, 'POST', '/api/potlucks', {
    title: 'Lunch',
    day: nextWeek(),
    time: '12:00',
  });
  ids['/api/potlucks/{id}'] = potluck.json().id;
});
afterAll(() => t?.close());

function send(row: Row, value: string) {
  let url = row.path.replace('{itemId}', ids['{itemId}']!).replace('{entryId}', ids['{entryId}']!);
  url = url.replace('{shareId}', nobody);
  // A catalogue recipe's id: a cook of it needs no recipe of the member's own.
  url = url.replace('/api/recipes/{id}/', '/api/recipes/123/');
  for (const prefix of ['/api/shopping-lists/{id}', '/api/plans/{id}', '/api/potlucks/{id}']) {
    if (url.startsWith(prefix)) url = url.replace('{id}', ids[prefix]!);
  }
  if (row.where === 'path') url = url.replace(`{${row.field}}`, encodeURIComponent(value));
  const query = { ...row.query?.(), ...(row.where === 'query' ? { [row.field]: value } : {}) };
  if (Object.keys(query).length > 0) url += `?${new URLSearchParams(query)}`;
  const body =
    row.body || row.where === 'body'
      ? { ...row.body?.(), ...(row.where === 'body' ? { [row.field]: value } : {}) }
      : undefined;
  return call(member, row.method, url, body);
}

describe('dates the database cannot store', () => {
  for (const row of table) {
    it(`${row.method} ${row.path}: ${row.where} ${row.field} answers 400 at the edges its range leaves out`, async () => {
      const valid = await send(row, row.valid());
      expect(valid.statusCode, `the valid request: ${valid.body}`).not.toBe(400);
      expect(valid.statusCode, `the valid request: ${valid.body}`).toBeLessThan(500);
      const sent = [
        ...Object.entries(edges).map(([edge, values]) => [edge, values[row.kind]] as const),
        ...(row.kind === 'time' ? offsetEdges.map((time) => [`${time} (UTC)`, time] as const) : []),
      ];
      for (const [edge, value] of sent) {
        const response = await send(row, value);
        const allowed = row.allows?.edges.includes(edge as Edge);
        expect(response.statusCode, `${edge}, ${value}: ${response.body}`).toBe(
          allowed ? row.allows!.status : 400,
        );
        if (!allowed)
          expect(response.json().error, `${edge}, ${value}`).toMatch(new RegExp(`^${row.field}: `));
      }
    });
  }

  it('the table holds every field that looks like a date of every route in the OpenAPI document', async () => {
    interface Schema {
      type?: string;
      format?: string;
      pattern?: string;
      properties?: Record<string, Schema>;
      items?: Schema;
      anyOf?: Schema[];
      oneOf?: Schema[];
      allOf?: Schema[];
    }
    interface Operation {
      parameters?: Array<{ name: string; in: string; schema?: Schema }>;
      requestBody?: { content?: Record<string, { schema?: Schema }> };
    }
    const idPattern = '^[0-9a-f]{24}$';
    const looksLikeADate = (name: string, schema: Schema) =>
      schema.format === 'date-time' ||
      schema.format === 'date' ||
      /\\d\{4\}-/.test(schema.pattern ?? '') ||
      (schema.type === 'string' &&
        schema.pattern !== idPattern &&
        /^(day|date|from|to|since|until|before|after)$|(At|Date|Day|Start|End|Time)$/.test(name));
    const found = new Set<string>();
    const walk = (call: string, where: Where, name: string, schema: Schema | undefined) => {
      if (!schema) return;
      if (looksLikeADate(name, schema)) found.add(`${call} ${where} ${name}`);
      for (const [key, inner] of Object.entries(schema.properties ?? {})) walk(call, where, key, inner);
      for (const inner of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
        walk(call, where, name, inner);
      walk(call, where, name, schema.items);
    };
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const [path, operations] of Object.entries<Record<string, Operation>>(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const call = `${method.toUpperCase()} ${path}`;
        for (const parameter of operation.parameters ?? [])
          walk(call, parameter.in as Where, parameter.name, parameter.schema);
        walk(call, 'body', '', operation.requestBody?.content?.['application/json']?.schema);
      }
    }
    const tabled = new Set(table.map((row) => `${row.method} ${row.path} ${row.where} ${row.field}`));
    expect(found.size).toBeGreaterThanOrEqual(table.length);
    expect([...found].filter((field) => !tabled.has(field))).toEqual([]);
    expect([...tabled].filter((field) => !found.has(field))).toEqual([]);
  });
});

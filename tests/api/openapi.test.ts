import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/index.ts';

// The OpenAPI document at /api/docs is generated from the routes' schemas: it is complete only if every route
// declares the errors it can answer, each as the contract's {error} body (API.md, "Rules for every call").

interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
}
interface Operation {
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

// API.md: every call but these needs the session (401 without it).
// A potluck's join link shows a visitor its title, host and day (issue 28, decision 025), and lets them answer as
// a guest without an account, who comes back with their private link and asks who they are (issue 39, decision
// 035).
const visitorCalls = [
  'POST /api/register',
  'POST /api/login',
  'POST /api/logout',
  'GET /api/public-recipes',
  'GET /api/potluck-links/{token}',
  'POST /api/potluck-links/{token}/guests',
  'POST /api/potluck-guest/sign-in',
  'GET /api/potluck-guest',
];

let t: TestApp;
let operations: Array<[string, Operation]>;
beforeAll(async () => {
  t = await createTestApp();
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  operations = Object.entries<Record<string, Operation>>(document.paths)
    .filter(([path]) => path.startsWith('/api/') && path !== '/api/health')
    .flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]): [string, Operation] => [
        `${method.toUpperCase()} ${path}`,
        operation,
      ]),
    );
});
afterAll(() => t?.close());

describe('the OpenAPI document', () => {
  it('declares, for every API call, the errors it can answer as {error}', () => {
    expect(operations.length).toBeGreaterThan(40);
    const missing: string[] = [];
    for (const [call, operation] of operations) {
      const responses = operation.responses ?? {};
      const expected = [
        ...(operation.parameters?.length || operation.requestBody ? ['400'] : []),
        ...(visitorCalls.includes(call) ? [] : ['401']),
        ...(call.includes('/api/admin/') ? ['403'] : []),
        ...(/^(POST|PUT|PATCH|DELETE) /.test(call) ? ['429'] : []),
        ...(operation.requestBody ? ['413'] : []),
      ];
      for (const status of expected) if (!responses[status]) missing.push(`${call} ${status}`);
      for (const [status, response] of Object.entries(responses)) {
        if (Number(status) < 400) continue;
        const schema = response.content?.['application/json']?.schema;
        if (schema?.properties?.error?.type !== 'string' || !schema.required?.includes('error')) {
          missing.push(`${call} ${status} is not {error}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/index.ts';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('answers ok with the database status, without logging in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ ok: true, database: { ok: true, kind: process.env.TEST_DB } });
    expect(body.database.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('answers 503 when the database is gone', async () => {
    const broken = await createTestApp();
    await broken.db.close();
    const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ ok: false, database: { ok: false } });
    await broken.close();
  });

  it('answers every other call 503 {error}, not 500, when the database is gone', async () => {
    const broken = await createTestApp();
    await broken.db.close();
    for (const url of ['/api/public-recipes', '/api/profile']) {
      const response = await broken.app.inject({
        method: 'GET',
        url,
        headers: { cookie: 'potluck_session=x' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
    await broken.close();
  });

  it('sends the security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('GET /api/docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('serves the OpenAPI document generated from the contract, without logging in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/register',
        '/api/profile/{username}',
        '/api/messages',
        '/api/admin/top-liked',
      ]),
    );
    const register = document.paths['/api/register'].post.requestBody.content['application/json'].schema;
    expect(register.required).toEqual(['username', 'password', 'fName', 'lName']);
    expect(register.properties.password.minLength).toBe(6);
  });

  it('serves the browsable page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger-ui');
  });
});

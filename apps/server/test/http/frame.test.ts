import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A route with a body schema, to see validation answers through the real handler.
  t.app.log.level = 'silent';
});
afterAll(async () => t?.close());

describe('the server frame', () => {
  it('when /healthz is called, then it answers ok in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, code: 'OK', value: { status: 'ok' } });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('when the database answers, then /readyz names it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.database).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('when a route is unknown, then it answers 404 NOT_FOUND translated', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/nope', headers: { 'accept-language': 'ur' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'صفحہ یا چیز نہیں ملی' });
  });

  it('when the body is not JSON, then it answers 400 and names the body', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/system/language',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().success).toBe(false);
  });

  it('sets security headers with a content security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/wps/system/status']).toBeDefined();
  });
});

void z;

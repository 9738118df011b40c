import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorMessages } from '@lumen/contracts/i18n/error-messages';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { DomainError } from '../../src/http/domain-error.ts';
import { ok } from '../../src/http/envelope.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;

/** Routes that exist only in this test, to exercise the frame's validation and error paths. */
function frameRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/test/echo',
    {
      schema: {
        body: z.object({ username: z.string().min(4).max(16), age: z.number().int().min(18) }),
        querystring: z.object({ page: z.coerce.number().int().min(1).default(1) }),
      },
    },
    async (request) => ok({ ...request.body, page: request.query.page }),
  );
  typed.get('/api/test/boom', async () => {
    throw new Error('secret connection string postgres://user:pw@db');
  });
  typed.get('/api/test/conflict', async () => {
    throw new DomainError('CONFLICT');
  });
}

beforeAll(async () => {
  t = await createTestApp({ extend: frameRoutes });
});
afterAll(async () => t?.close());

describe('the server frame', () => {
  it('when /healthz is called, then it answers ok in the envelope with a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, code: 'OK', value: { status: 'ok' } });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('when the caller sends a request id, then the answer carries it back', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
  });

  it('when the database answers, then /readyz names it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.database).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('when the database does not answer, then /readyz answers 503 NOT_READY in the envelope, and /healthz still answers', async () => {
    const ping = vi.spyOn(t.database, 'ping').mockRejectedValue(new Error('connection refused'));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz', headers: { 'accept-language': 'ur' } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ success: false, code: 'NOT_READY', message: errorMessages.UR.NOT_READY, value: null });
      expect(res.body).not.toContain('connection refused');
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      ping.mockRestore();
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('when a route is called with a method it does not take, then it answers 404 NOT_FOUND (Fastify answers no 405)', async () => {
    for (const [method, url] of [['DELETE', '/readyz'], ['POST', '/healthz'], ['PUT', '/api/test/echo']] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json(), `${method} ${url}`).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('when a path climbs out of the API viewer\'s files, then it answers 403 FORBIDDEN in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/static/..%5c..%5cpackage.json', headers: { 'accept-language': 'vi' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, code: 'FORBIDDEN', message: errorMessages.VI.FORBIDDEN, value: null });
  });

  it('when a route is unknown, then it answers 404 NOT_FOUND translated', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/nope', headers: { 'accept-language': 'ur' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'صفحہ یا چیز نہیں ملی' });
  });

  it('when fields are missing or out of range, then it answers 400 VALIDATION_FAILED naming each field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { username: 'ab' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    const fields = body.value.fields as { field: string; issue: string; message: string }[];
    expect(fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'username', issue: 'too_small' }),
        expect.objectContaining({ field: 'age', issue: 'required' }),
      ]),
    );
    // A field a person fills in is named in words; one that is not (age, here) by its path.
    expect(body.message).toContain('Username must be at least');
    expect(body.message).toContain('age is required');
  });

  it('when the caller reads Urdu, then validation messages are in Urdu', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'accept-language': 'ur-PK' },
      payload: { username: 'ab' },
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().value.fields as { field: string; message: string }[];
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: 'age', issue: 'required', message: 'age درکار ہے' },
        expect.objectContaining({ field: 'username', message: expect.stringMatching(/^صارف نام کم از کم \d+ ہونا چاہیے$/) }),
      ]),
    );
  });

  it('when the query is invalid, then the query field is named', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo?page=0', payload: { username: 'abcd', age: 20 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().value.fields[0].field).toBe('page');
  });

  it('when a text field holds a NUL character, then it answers 400 VALIDATION_FAILED naming that field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { username: 'ab\u0000cd', age: 30 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', value: { fields: [{ field: 'username', issue: 'invalid' }] } });
    const query = await t.app.inject({ method: 'POST', url: '/api/test/echo?page=%00', payload: { username: 'abcd', age: 30 } });
    expect(query.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: [{ field: 'page' }] } });
  });

  it('when the input is valid, then the route answers', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo?page=2', payload: { username: 'abcd', age: 20 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ username: 'abcd', age: 20, page: 2 });
  });

  it('when the body is not JSON, then it answers 400 naming the body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST', value: { fields: [{ field: 'body' }] } });
  });

  it('when an address is malformed or a path value too long, then the router answers 400 in the envelope', async () => {
    for (const url of ['/media/games/PG/%E0%A4%A.svg', `/media/games/PG/${'a'.repeat(300)}.svg`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ success: false, code: 'BAD_REQUEST', value: { fields: [{ field: 'path' }] } });
    }
  });

  it('when the content type is unsupported, then it answers 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('when something unexpected fails, then it answers 500 INTERNAL with an error id and no internals', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'INTERNAL' });
    expect(body.value.errorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body).not.toContain('postgres://');
    expect(res.body).not.toContain('secret');
  });

  it('when a domain rule refuses, then the status comes from the error table', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/conflict', headers: { 'accept-language': 'zh-CN' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', message: '与之前的请求冲突' });
  });

  it('when a JSON call answers, then it carries the API security headers (nothing may load or frame it)', async () => {
    for (const url of ['/healthz', '/wps/relay/GCSGAME_newGameVendor', '/wps/nope']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
  });

  it('when a document or picture is served, then it carries the page policy the web app works under', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/cs/LIVECHAT.svg' });
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document and its viewer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/wps/system/status']).toBeDefined();
    const ui = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

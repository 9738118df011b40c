import { envelopeSchema } from '@lumen/contracts/common/envelope';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mockApi } from '@/test/api-mock.ts';
import { ApiError, apiRequest, NETWORK_ERROR, onMemberTokenRefused, setApiLanguage } from '../api-client.ts';

describe('apiRequest', () => {
  it('when a token is stored, then it is sent as a bearer token with the interface language', async () => {
    const { calls } = mockApi({ '/wps/x': { ok: 1 } });
    sessionStorage.setItem('token', 'abc123');
    setApiLanguage('UR');
    await expect(apiRequest('/wps/x', { query: { a: 1, empty: '' } })).resolves.toEqual({ ok: 1 });
    expect(calls[0]?.headers.authorization).toBe('Bearer abc123');
    expect(calls[0]?.headers['x-language']).toBe('UR');
    expect(calls[0]?.query.toString()).toBe('a=1');
  });

  it('when no token is stored, then no authorization header is sent', async () => {
    const { calls } = mockApi({ '/wps/x': null });
    await apiRequest('/wps/x');
    expect(calls[0]?.headers.authorization).toBeUndefined();
  });

  it('when the envelope reports a failure, then an ApiError carries its code, message and value', async () => {
    const response = { success: false, code: 'VALIDATION_FAILED', message: 'Please enter correct information', value: [{ field: 'username' }] };
    mockApi({});
    globalThis.fetch = async () => new Response(JSON.stringify(response), { status: 400 });
    const error = await apiRequest('/wps/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Please enter correct information', status: 400, value: [{ field: 'username' }] });
  });

  it('when the network fails, then the error has the network code', async () => {
    mockApi({});
    globalThis.fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(apiRequest('/wps/x')).rejects.toMatchObject({ code: NETWORK_ERROR });
  });

  it('when the schema is given as a loader, then it is loaded on the call and checks the answer', async () => {
    mockApi({ '/wps/x': { n: 1 }, '/wps/y': { n: 'one' } });
    let loads = 0;
    const schema = async () => {
      loads += 1;
      return envelopeSchema(z.object({ n: z.number() }));
    };
    await expect(apiRequest('/wps/x', { schema })).resolves.toEqual({ n: 1 });
    await expect(apiRequest('/wps/y', { schema })).rejects.toMatchObject({ code: 'INTERNAL' });
    expect(loads).toBe(2);
  });
});

describe('member token refused', () => {
  const refuse = (code = 'UNAUTHORIZED', status = 401) => async () =>
    new Response(JSON.stringify({ success: false, code, message: '', value: null }), { status });
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  /** Counts what the listeners are told; like the app's, each ends the session (the token goes). */
  function listen() {
    const told = { count: 0 };
    stop = onMemberTokenRefused(() => {
      told.count += 1;
      sessionStorage.removeItem('token');
    });
    return told;
  }

  it('when calls made with the member’s token answer UNAUTHORIZED together, then the session ends once', async () => {
    const told = listen();
    sessionStorage.setItem('token', 'member-token');
    mockApi({});
    globalThis.fetch = refuse();
    const results = await Promise.allSettled([apiRequest('/wps/a'), apiRequest('/wps/b'), apiRequest('/wps/c', { method: 'POST', body: {} })]);
    expect(results.every((r) => r.status === 'rejected' && (r.reason as ApiError).code === 'UNAUTHORIZED')).toBe(true);
    expect(told.count).toBe(1);
  });

  it('when a 401 answer has no envelope, then it still counts as UNAUTHORIZED', async () => {
    const told = listen();
    sessionStorage.setItem('token', 'member-token');
    mockApi({});
    globalThis.fetch = async () => new Response('Unauthorized', { status: 401 });
    await expect(apiRequest('/wps/a')).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(told.count).toBe(1);
  });

  it('when a call started with an older token answers UNAUTHORIZED after a new login, then the new session is kept', async () => {
    const told = listen();
    sessionStorage.setItem('token', 'old-token');
    mockApi({});
    let answer: (response: Response) => void = () => undefined;
    globalThis.fetch = () =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      });
    const call = apiRequest('/wps/a');
    sessionStorage.setItem('token', 'new-token');
    answer(await refuse()());
    await expect(call).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(told.count).toBe(0);
    expect(sessionStorage.getItem('token')).toBe('new-token');
  });

  it('when a call without the member’s token (a visitor’s, one sent without a token, the operator’s) answers UNAUTHORIZED, then the member session is kept', async () => {
    const told = listen();
    mockApi({});
    globalThis.fetch = refuse();
    await expect(apiRequest('/wps/a')).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    sessionStorage.setItem('token', 'member-token');
    await expect(apiRequest('/wps/a', { token: null })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(apiRequest('/wps/admin/x', { token: 'operator-token' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(told.count).toBe(0);
    expect(sessionStorage.getItem('token')).toBe('member-token');
  });

  it('when a login answers a wrong password (LOGIN_FAILED, also a 401), then the member session is kept', async () => {
    const told = listen();
    sessionStorage.setItem('token', 'member-token');
    mockApi({});
    globalThis.fetch = refuse('LOGIN_FAILED');
    await expect(apiRequest('/wps/session/login', { method: 'POST', body: {} })).rejects.toMatchObject({ code: 'LOGIN_FAILED', status: 401 });
    expect(told.count).toBe(0);
  });
});

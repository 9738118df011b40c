import { envelopeSchema } from '@lumen/contracts/common/envelope';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mockApi } from '@/test/api-mock.ts';
import { ApiError, apiRequest, NETWORK_ERROR, setApiLanguage } from '../api-client.ts';

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

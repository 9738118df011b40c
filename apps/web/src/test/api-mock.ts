import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

type Handler = unknown | ((call: RecordedCall) => unknown);

/**
 * Stubs fetch with envelope answers by path. A handler is the `value` to answer, or a function
 * of the call; an Error thrown by it becomes a failed envelope with its message as the code.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: Object.fromEntries(Object.entries((init?.headers as Record<string, string>) ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    if (!(url.pathname in routes)) return json(404, { success: false, code: 'NOT_FOUND', message: 'Not found', value: null });
    const handler = routes[url.pathname];
    try {
      const value = typeof handler === 'function' ? (handler as (c: RecordedCall) => unknown)(call) : handler;
      return json(200, { success: true, code: 'OK', message: 'OK', value });
    } catch (error) {
      return json(400, { success: false, code: (error as Error).message, message: '', value: null });
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

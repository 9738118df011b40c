import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { ModalHost } from '@/app/modal-manager/modal-host.tsx';
import { useModalStack } from '@/lib/modal-store.ts';
import { renderWithProviders, testQueryClient } from '@/test/render.tsx';

export interface PlayCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

/** A refused call: the envelope's code, translated message and value. */
export class Refusal extends Error {
  constructor(
    readonly code: string,
    readonly text = '',
    readonly status = 400,
    readonly value: unknown = null,
  ) {
    super(code);
  }
}

/** The connection dropped before an answer came. */
export class Offline extends Error {}

type Handler = unknown | ((call: PlayCall) => unknown);

/** Stubs fetch with envelope answers by "METHOD path" or by path. */
export function mockPlayApi(routes: Record<string, Handler>) {
  const calls: PlayCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const headers = Object.fromEntries(Object.entries((init?.headers as Record<string, string>) ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    const call: PlayCall = { method, path: url.pathname, query: url.searchParams, headers, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const key = `${method} ${url.pathname}`;
    const handler = key in routes ? routes[key] : routes[url.pathname];
    if (handler === undefined) return json(404, { success: false, code: 'NOT_FOUND', message: '', value: null });
    try {
      const value = typeof handler === 'function' ? await (handler as (c: PlayCall) => unknown)(call) : handler;
      return json(200, { success: true, code: 'OK', message: 'OK', value });
    } catch (error) {
      if (error instanceof Offline) throw new TypeError('Failed to fetch');
      if (error instanceof Refusal) return json(error.status, { success: false, code: error.code, message: error.text, value: error.value });
      throw error;
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, to: (path: string, method?: string) => calls.filter((c) => c.path === path && (method === undefined || c.method === method)) };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The kinds of the open modals, for tests that only need to know a popup was asked for. */
export function ModalProbe() {
  const stack = useModalStack();
  return <output data-testid="modals">{stack.map((m) => m.kind).join(',')}</output>;
}

/** Renders `ui` at `path` with the modal host (or only a probe of the modal stack) beside it. */
export function renderAt(ui: ReactNode, path = '/member', { queryClient = testQueryClient(), modals = 'host' }: { queryClient?: QueryClient; modals?: 'host' | 'probe' } = {}) {
  const router = createMemoryRouter([{ path: '*', element: (<>{ui}{modals === 'host' ? <ModalHost /> : <ModalProbe />}</>) }], { initialEntries: [path] });
  return { router, ...renderWithProviders(<RouterProvider router={router} />, queryClient) };
}

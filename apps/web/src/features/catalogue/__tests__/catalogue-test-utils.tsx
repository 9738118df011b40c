import { vi } from 'vitest';
import type { GameItem, GameListValue } from '@lumen/contracts/catalogue/catalogue.contract';
import type { MemberInfo } from '@lumen/contracts/auth/auth.contract';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { useModalStack } from '@/lib/modal-store.ts';
import { signIn } from '@/lib/session.ts';
import { memberInfo } from '@/test/fixtures.ts';
import { renderWithProviders, testQueryClient } from '@/test/render.tsx';

export function gameItem(nodeId: number | string, extra: Partial<GameItem> = {}): GameItem {
  const id = String(nodeId);
  return {
    nodeId: id,
    gameCode: `G${id}`,
    gameName: `Game ${id}`,
    displayName: `Game ${id}`,
    showIcon: `/media/games/${id}/show.svg`,
    iconUrl: `/media/games/${id}/icon.svg`,
    vassalage: 'PG',
    vendorName: extra.vassalage ?? 'PG',
    gameType: 'RNG',
    isGame: 'GAME',
    gameClassify: null,
    minBet: '1.00',
    lines: 25,
    hasTrial: true,
    maintenance: false,
    ...extra,
  };
}

/** A game list answer: page `pageNo` of `total` games, `pageSize` a page. */
export function gameListPage(pageNo: number, pageSize: number, total: number, make: (n: number) => GameItem = (n) => gameItem(n)): GameListValue {
  const from = (pageNo - 1) * pageSize;
  const count = Math.max(0, Math.min(pageSize, total - from));
  return { games: Array.from({ length: count }, (_, i) => make(from + i + 1)), pageNo, totalPages: Math.max(1, Math.ceil(total / pageSize)), total };
}

export function logIn(extra: Partial<MemberInfo> = {}) {
  signIn({ token: 'test-session-token-0001', user: memberInfo(extra) });
}

/** The open modals and the current address, for tests that only need to know where things went. */
function Probe() {
  const stack = useModalStack();
  const location = useLocation();
  return (
    <>
      <output data-testid="modals">{stack.map((m) => m.kind).join(',')}</output>
      <output data-testid="location">{`${location.pathname}${location.search}`}</output>
    </>
  );
}

export function renderAt(ui: ReactNode, path = '/', queryClient: QueryClient = testQueryClient()) {
  const router = createMemoryRouter([{ path: '*', element: (<>{ui}<Probe /></>) }], { initialEntries: [path] });
  return { router, ...renderWithProviders(<RouterProvider router={router} />, queryClient) };
}

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = unknown | ((call: Call) => unknown);

/** Stubs fetch with envelope answers by "METHOD path" or path; a handler may be async. An Error answers 400 with its message as code. */
export function mockCatalogueApi(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const call: Call = { method, path: url.pathname, query: url.searchParams, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const key = `${method} ${url.pathname}`;
    const handler = key in routes ? routes[key] : routes[url.pathname];
    if (handler === undefined) return json(404, { success: false, code: 'NOT_FOUND', message: '', value: null });
    try {
      const value = typeof handler === 'function' ? await (handler as (c: Call) => unknown)(call) : handler;
      return json(200, { success: true, code: 'OK', message: 'OK', value });
    } catch (error) {
      return json(400, { success: false, code: (error as Error).message, message: '', value: null });
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, to: (path: string, method?: string) => calls.filter((c) => c.path === path && (method === undefined || c.method === method)) };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A promise with its resolve handed out, to hold an answer back. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

import { walletPaths } from '@lumen/contracts/wallet/wallet.contract';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { ModalHost } from '@/app/modal-manager/modal-host.tsx';
import { renderWithProviders } from '@/test/render.tsx';

export interface WalletCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  /** Parsed JSON, or the FormData of an upload. */
  body: unknown;
}

/** A refused call: the envelope's code, translated message and value. */
export class Refusal extends Error {
  constructor(
    readonly code: string,
    readonly text = '',
    readonly value: unknown = null,
    readonly status = 400,
  ) {
    super(code);
  }
}

/** The connection dropped before an answer came. */
export class Offline extends Error {}

type Handler = unknown | ((call: WalletCall) => unknown);

/** Stubs fetch with envelope answers by "METHOD path" or by path. */
export function mockWalletApi(routes: Record<string, Handler>) {
  const calls: WalletCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const raw = init?.body;
    const headers = Object.fromEntries(Object.entries((init?.headers as Record<string, string>) ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    const call: WalletCall = { method, path: url.pathname, query: url.searchParams, headers, body: raw instanceof FormData ? raw : raw ? JSON.parse(String(raw)) : undefined };
    calls.push(call);
    const key = `${method} ${url.pathname}`;
    const handler = key in routes ? routes[key] : routes[url.pathname];
    if (handler === undefined) return json(404, { success: false, code: 'NOT_FOUND', message: 'Not found', value: null });
    try {
      const value = typeof handler === 'function' ? await (handler as (c: WalletCall) => unknown)(call) : handler;
      return json(200, { success: true, code: 'OK', message: 'OK', value });
    } catch (error) {
      if (error instanceof Offline) throw new TypeError('Failed to fetch');
      if (error instanceof Refusal) return json(error.status, { success: false, code: error.code, message: error.text, value: error.value });
      throw error;
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, to: (path: string, method = 'POST') => calls.filter((c) => c.path === path && c.method === method) };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function renderPage(ui: ReactNode, options: { route?: string } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <ModalHost />
          </>
        ),
      },
    ],
    { initialEntries: [options.route ?? '/member'] },
  );
  return renderWithProviders(<RouterProvider router={router} />);
}

export const balance = { [walletPaths.balance]: { balance: '1000.00', currency: 'PKR', currencySymbol: 'Rs' } };

export function withdrawal(extra: Record<string, unknown> = {}) {
  return {
    id: '41',
    amount: '500.00',
    status: 'PAID',
    receiptStatus: 'AWAITING',
    receivedAmount: null,
    remainingAmount: null,
    bankName: 'Meezan Bank',
    accountNumber: '******7890',
    rejectReason: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    paidAt: '2026-11-20T11:00:00.000Z',
    confirmBy: '2026-11-21T11:00:00.000Z',
    confirmedAt: null,
    proofCount: 0,
    ...extra,
  };
}

export const bankAccount = { id: '7', bankName: 'Meezan Bank', accountName: 'Ali Raza', accountNumber: '******7890', createdAt: '2026-11-01T00:00:00.000Z' };

export function withdrawInfo(extra: Record<string, unknown> = {}) {
  return { hasPaymentPassword: true, balance: '1000.00', min: '100.00', max: '800.00', autoReceiptMinutes: 1440, bankAccounts: [bankAccount], ...extra };
}

export const noRecords = { list: [], pageNo: 1, totalPages: 0, total: 0 };

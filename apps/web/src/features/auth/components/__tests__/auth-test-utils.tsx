import type { LoginValue } from '@lumen/contracts/auth/auth.contract';
import { authPaths } from '@lumen/contracts/auth/auth.contract';
import type { FieldRule } from '@lumen/contracts/system/system.contract';
import { systemPaths } from '@lumen/contracts/system/system.contract';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { type ModalEntry, useModalStack } from '@/lib/modal-store.ts';
import { emptyAnnouncements, memberInfo, permissionValue } from '@/test/fixtures.ts';
import { renderWithProviders } from '@/test/render.tsx';

export interface AuthCall {
  method: string;
  path: string;
  contentType: string;
  /** JSON bodies parsed; form-urlencoded bodies as an object too (see contentType). */
  body: Record<string, unknown> | undefined;
}

/** A failed envelope with a value (LOGIN_FAILED { captcha }, VERIFICATION_REQUIRED {...}, ...). */
export class Refusal extends Error {
  constructor(
    readonly code: string,
    readonly value: unknown = null,
    readonly text = '',
    readonly status = 400,
  ) {
    super(code);
  }
}

type Handler = unknown | ((call: AuthCall) => unknown);

/** Stubs fetch: each path answers its handler's value, or the Refusal it throws, as an envelope. */
export function mockAuthApi(routes: Record<string, Handler>) {
  const calls: AuthCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const contentType = headers['Content-Type'] ?? '';
    const raw = init?.body ? String(init.body) : undefined;
    const body = raw === undefined ? undefined : contentType.startsWith('application/x-www-form-urlencoded') ? Object.fromEntries(new URLSearchParams(raw)) : JSON.parse(raw);
    const call: AuthCall = { method: init?.method ?? 'GET', path: url.pathname, contentType, body };
    calls.push(call);
    if (!(url.pathname in routes)) return json(404, { success: false, code: 'NOT_FOUND', message: '', value: null });
    const handler = routes[url.pathname];
    try {
      const value = typeof handler === 'function' ? (handler as (c: AuthCall) => unknown)(call) : handler;
      return json(200, { success: true, code: 'OK', message: 'OK', value: await value });
    } catch (error) {
      if (error instanceof Refusal) return json(error.status, { success: false, code: error.code, message: error.text, value: error.value });
      throw error;
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, to: (path: string) => calls.filter((c) => c.path === path) };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export const member = memberInfo;

export function loginValue(extra: Partial<LoginValue> = {}): LoginValue {
  return {
    token: 'tok_abcdefghijklmnopqrstuvwxyz',
    expiresAt: '2026-12-31T00:00:00.000Z',
    firstTimeLogin: false,
    passwordExpired: false,
    weakPassword: false,
    phoneVerified: false,
    rememberToken: null,
    user: member(),
    ...extra,
  };
}

export const countries = [
  { countryCode: 'PK', countryDialingCode: '+92', name: 'Pakistan', flag: '/media/flags/pk.svg' },
  { countryCode: 'TH', countryDialingCode: '+66', name: 'Thailand', flag: '/media/flags/th.svg' },
];

/** The calls every account form makes besides its own: settings, countries, challenge, captcha. */
export function baseRoutes(flags: Record<string, boolean> = {}, registerRules: Record<string, FieldRule> = {}) {
  return {
    [systemPaths.permission]: permissionValue({ flags, registerRules }),
    [systemPaths.countryCode]: countries,
    [systemPaths.announcements]: emptyAnnouncements,
    [authPaths.challenge]: { challengeId: 'ch1', algorithm: 'SHA-256', difficulty: 0, salt: 's', expiresAt: '2026-12-31T00:00:00.000Z' },
    [authPaths.loginInfo]: member(),
  } as Record<string, Handler>;
}

/** Shows the modal stack, so tests can see which popup a form opened. */
export function ModalProbe() {
  const stack = useModalStack();
  return <output data-testid="modals">{stack.map((m: ModalEntry) => `${m.kind}${m.props.forced ? ':forced' : ''}`).join(',')}</output>;
}

/** Renders a form inside a memory router (at `path`) with the app's providers. */
export function renderForm(ui: ReactNode, path = '/somewhere') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <ModalProbe />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}

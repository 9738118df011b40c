import { HANDOFF_TTL_MS } from '@lumen/contracts/auth/auth.contract';
import { authPaths } from '@lumen/contracts/auth/auth.paths';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n/i18n.ts';
import { clearSession, signIn } from '@/lib/session.ts';
import { mockApi, type RecordedCall } from '@/test/api-mock.ts';
import { memberInfo, permissionValue } from '@/test/fixtures.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { HANDOFF_REFRESH_LEAD_MS } from '../api/create-handoff.ts';
import { DownloadQr } from '../components/download-qr.tsx';

const code = (n: number) => `code${n}`.padEnd(43, 'x');
const origin = window.location.origin;

/** The API with a fresh hand-off code for every ask: code1, code2, ... */
function api() {
  let issued = 0;
  return mockApi({
    '/wps/system/permission': permissionValue(),
    '/wps/member/info': memberInfo(),
    [authPaths.handoff]: () => {
      issued += 1;
      return { code: code(issued), expiresAt: new Date(Date.now() + HANDOFF_TTL_MS).toISOString() };
    },
  });
}

const qr = () => screen.getByTestId('download-qr');
const handoffCalls = (calls: RecordedCall[]) => calls.filter((c) => c.path === authPaths.handoff && c.method === 'POST');

afterEach(() => {
  clearSession();
  vi.useRealTimers();
});

describe('the app-download QR code', () => {
  it('when a visitor is signed out, then the QR carries the download page of this origin in the language, and no code is asked for', async () => {
    await initI18n('UR');
    const { calls } = api();
    renderWithProviders(<DownloadQr />);
    expect(qr()).toHaveAttribute('data-link', `${origin}/download?lang=UR`);
    expect(screen.getByRole('img', { name: 'ایپ ڈاؤن لوڈ لنک کا QR کوڈ' })).toBeInTheDocument();
    expect(handoffCalls(calls)).toHaveLength(0);
  });

  it('when a member is signed in, then a loader shows while a hand-off code is fetched, and the QR link carries the code, never the token', async () => {
    signIn({ token: 'secret-session-token', user: memberInfo() });
    const { calls } = api();
    renderWithProviders(<DownloadQr />);
    expect(screen.getByRole('status')).toHaveTextContent('Preparing your code…');
    await waitFor(() => expect(qr()).toHaveAttribute('data-link', `${origin}/download?lang=EN&handoff=${code(1)}`));
    expect(qr().getAttribute('data-link')).not.toContain('secret-session-token');
    expect(handoffCalls(calls)[0]?.headers.authorization).toBe('Bearer secret-session-token');
    expect(screen.getByText(/open the app signed in/)).toBeInTheDocument();
  });

  it('when a trial account is signed in, then no code is asked for and the QR opens the page signed out', async () => {
    signIn({ token: 'trial-token', user: memberInfo({ type: 4, isTrial: true }) });
    const { calls } = api();
    renderWithProviders(<DownloadQr />);
    expect(qr()).toHaveAttribute('data-link', `${origin}/download?lang=EN`);
    expect(handoffCalls(calls)).toHaveLength(0);
  });

  it('when the code is on screen, then a fresh one replaces it shortly before it expires', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn({ token: 'secret-session-token', user: memberInfo() });
    const { calls } = api();
    renderWithProviders(<DownloadQr />);
    await waitFor(() => expect(qr().getAttribute('data-link')).toContain(code(1)));

    await act(async () => void vi.advanceTimersByTime(HANDOFF_TTL_MS - HANDOFF_REFRESH_LEAD_MS - 2_000));
    expect(handoffCalls(calls)).toHaveLength(1);
    expect(qr().getAttribute('data-link')).toContain(code(1));

    // Still 20 s before the first code expires.
    await act(async () => void vi.advanceTimersByTime(3_000));
    await waitFor(() => expect(qr().getAttribute('data-link')).toContain(code(2)));
    expect(handoffCalls(calls)).toHaveLength(2);
  });

  it('when the QR leaves the screen, then no more codes are asked for', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn({ token: 'secret-session-token', user: memberInfo() });
    const { calls } = api();
    const { unmount } = renderWithProviders(<DownloadQr />);
    await waitFor(() => expect(qr().getAttribute('data-link')).toContain(code(1)));
    unmount();
    await act(async () => void vi.advanceTimersByTime(HANDOFF_TTL_MS * 3));
    expect(handoffCalls(calls)).toHaveLength(1);
  });
});

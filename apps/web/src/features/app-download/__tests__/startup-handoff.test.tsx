import { authPaths } from '@lumen/contracts/auth/auth.paths';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adoptUrlLanguage, storedLanguage } from '@/i18n/i18n.ts';
import { clearSession, getSession, getToken } from '@/lib/session.ts';
import { mockWalletApi, Refusal } from '@/features/wallet/__tests__/wallet-test-utils.tsx';
import { emptyAnnouncements, lane, memberInfo, permissionValue } from '@/test/fixtures.ts';
import { renderRoutes } from '@/test/render.tsx';
import { redeemStartupHandoff } from '../lib/startup-handoff.ts';

const CODE = `${'Q'.repeat(40)}_-9`;
const alice = memberInfo({ id: '100234', account: 'alice88', userName: 'alice88', nickname: 'Alice' });

function api(redeem: unknown) {
  return mockWalletApi({
    '/wps/system/permission': permissionValue(),
    '/wps/relay/GCSGAME_newGameVendor': { lanes: [lane('RNG', ['PG'])] },
    '/wps/relay/MCSFE_getListAnnouncements': emptyAnnouncements,
    '/wps/member/info': alice,
    [authPaths.redeemHandoff]: redeem,
  });
}

const loginValue = {
  token: 'new-session-token-on-the-phone',
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  firstTimeLogin: false,
  passwordExpired: false,
  weakPassword: false,
  phoneVerified: false,
  rememberToken: null,
  user: alice,
};

// The warning popup is a lazy chunk of its own: load it before the tests, so a busy machine's
// first transform of it does not count against a test's time.
beforeAll(async () => {
  await import('@/app/modal-manager/auth-modals.tsx');
}, 60_000);

afterEach(() => {
  clearSession();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

// Rendering the routes loads lazy screens and popups: slow on a busy machine, not a defect.
describe('start-up with a hand-off code', { timeout: 20_000 }, () => {
  it('when the address carries a valid code, then it is redeemed, the member is signed in and the code leaves the address', async () => {
    window.history.replaceState(null, '', `/download?lang=UR&handoff=${CODE}#top`);
    const { to } = api(loginValue);
    await expect(redeemStartupHandoff(window)).resolves.toBe('signedIn');
    expect(to(authPaths.redeemHandoff)[0]?.body).toEqual({ code: CODE });
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/download?lang=UR#top');
    expect(getToken()).toBe('new-session-token-on-the-phone');
    expect(getSession()).toMatchObject({ isLogin: true, isTrial: false, member: { account: 'alice88' } });

    renderRoutes('/download');
    const header = screen.getAllByRole('banner').find((b) => b.classList.contains('site-header')) as HTMLElement;
    expect(await within(header).findByRole('button', { name: 'Account menu' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('when the code is used or expired, then the server message shows in the warning popup and the visitor stays signed out on the page', async () => {
    window.history.replaceState(null, '', `/download?handoff=${CODE}`);
    api(() => {
      throw new Refusal('HANDOFF_INVALID', 'This sign-in link is used or expired. Scan a new code');
    });
    await expect(redeemStartupHandoff(window)).resolves.toBe('failed');
    expect(window.location.search).toBe('');
    expect(getToken()).toBeNull();
    const { router } = renderRoutes('/download');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This sign-in link is used or expired. Scan a new code');
    expect(router.state.location.pathname).toBe('/download');
    expect(screen.getAllByRole('button', { name: 'Log In' }).length).toBeGreaterThan(0);
  });

  it('when the code is malformed, then nothing is asked and the same message shows', async () => {
    window.history.replaceState(null, '', '/download?handoff=not-a-code');
    const { calls } = api(loginValue);
    await expect(redeemStartupHandoff(window)).resolves.toBe('failed');
    expect(calls.filter((c) => c.path === authPaths.redeemHandoff)).toHaveLength(0);
    renderRoutes('/download');
    expect(within(await screen.findByRole('dialog', {}, { timeout: 10_000 })).getByRole('alert')).toHaveTextContent('This sign-in link is used or expired');
    expect(getToken()).toBeNull();
  });

  it('when the address has no code, then nothing is asked and the address stays', async () => {
    window.history.replaceState(null, '', '/download?lang=TH');
    const { calls } = api(loginValue);
    await expect(redeemStartupHandoff(window)).resolves.toBe('none');
    expect(calls).toHaveLength(0);
    expect(window.location.search).toBe('?lang=TH');
  });

  it('when the address names a language, then it becomes the stored choice (hisLang and lang); an unknown one is ignored', () => {
    expect(adoptUrlLanguage('?lang=ur&handoff=x')).toBe(true);
    expect(localStorage.getItem('hisLang')).toBe('UR');
    expect(localStorage.getItem('lang')).toBe('UR');
    expect(storedLanguage()).toBe('UR');
    expect(adoptUrlLanguage('?lang=xx')).toBe(false);
    expect(storedLanguage()).toBe('UR');
  });
});

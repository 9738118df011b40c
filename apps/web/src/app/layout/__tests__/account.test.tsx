import type { LoginValue, MemberInfo } from '@lumen/contracts/auth/auth.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adoptStartupToken } from '@/app/provider.tsx';
import { closeTrialWarning } from '@/features/member/lib/trial-warning.ts';
import { ADMIN_TOKEN_KEY, clearSession, MERCHANT_KEY, TOKEN_KEY } from '@/lib/session.ts';
import { mockApi, type RecordedCall } from '@/test/api-mock.ts';
import { emptyAnnouncements, lane, memberInfo, permissionValue } from '@/test/fixtures.ts';
import { renderRoutes } from '@/test/render.tsx';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';
const INFO = '/wps/member/info';
const LOGOUT = '/wps/session/logout';
const BALANCE = '/wps/v2/wallets/balance';
const TRANSACTIONS = '/wps/wallet/transactions';
const VENDORS = '/wps/relay/GCSGAME_newGameVendor';
const noTransactions = { list: [], pageNo: 1, totalPages: 0, total: 0, totals: { in: '0.00', out: '0.00', net: '0.00' } };

function member(extra: Partial<MemberInfo> = {}): MemberInfo {
  return memberInfo({
    id: '100234',
    account: 'alice88',
    userName: 'alice88',
    nickname: 'Alice',
    balance: '1234567.5',
    hasVip: true,
    vipLabelName: 'Gold',
    vipRankLevel: 3,
    availablePromoCount: 2,
    createdAt: '2024-01-01T00:00:00.000Z',
    ...extra,
  });
}

function api(info: MemberInfo | ((call: RecordedCall) => MemberInfo), routes: Record<string, unknown> = {}, permission: Parameters<typeof permissionValue>[0] = {}) {
  return mockApi({
    '/wps/system/permission': permissionValue(permission),
    '/wps/relay/GCSGAME_newGameVendor': { lanes: [lane('RNG', ['PG'])] },
    '/wps/relay/MCSFE_getListAnnouncements': emptyAnnouncements,
    '/wps/system/helpCenter': { categories: [] },
    [INFO]: info,
    [LOGOUT]: null,
    ...routes,
  });
}

/** The site header (pages may hold banners of their own). */
const header = () => screen.getAllByRole('banner').find((b) => b.classList.contains('site-header')) as HTMLElement;
const signedIn = () => within(header()).findByRole('button', { name: 'Account menu' });

beforeEach(() => {
  clearSession();
  closeTrialWarning();
});

describe('signed-in header', () => {
  it('when a token is stored, then member info is loaded and the header switches to the signed-in state', async () => {
    sessionStorage.setItem(TOKEN_KEY, TOKEN);
    const { calls } = api(member({ unreadMessage: 3 }));
    renderRoutes('/');
    await signedIn();
    const bar = header();
    expect(within(bar).queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: /Members/ })).toBeInTheDocument();
    // Two rewards to claim and three unread messages.
    expect(within(bar).getByLabelText('Unclaimed items: 5')).toHaveTextContent('5');
    expect(within(bar).getByText('Gold')).toBeInTheDocument();
    expect(within(bar).getByText('VIP 3')).toBeInTheDocument();
    expect(calls.find((c) => c.path === INFO)?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('when the member info answers 401, then the session is cleared and the visitor buttons come back', async () => {
    sessionStorage.setItem(TOKEN_KEY, TOKEN);
    api(() => {
      throw new Error('UNAUTHORIZED');
    });
    renderRoutes('/');
    await waitFor(() => expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull());
    expect(within(header()).getByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });

  it('when the balance is hidden, shown and refreshed, then it is masked, formatted and reloaded', async () => {
    sessionStorage.setItem(TOKEN_KEY, TOKEN);
    let balance = '1234567.50';
    const { calls } = api(member(), { [BALANCE]: () => ({ balance, currency: 'PKR', currencySymbol: 'Rs' }) });
    renderRoutes('/');
    await signedIn();
    const group = within(header()).getByRole('group', { name: 'Balance' });
    await waitFor(() => expect(group).toHaveTextContent('Rs 1,234,567.50'));
    await userEvent.click(within(group).getByRole('button', { name: 'Hide balance' }));
    expect(group).toHaveTextContent('***');
    expect(group).not.toHaveTextContent('1,234,567.50');
    await userEvent.click(within(group).getByRole('button', { name: 'Show balance' }));
    expect(group).toHaveTextContent('Rs 1,234,567.50');
    balance = '20.10';
    await userEvent.click(within(group).getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(group).toHaveTextContent('Rs 20.10'));
    expect(calls.filter((c) => c.path === BALANCE)).toHaveLength(2);
  });

  it('when the page is a game page, then the balance is not shown', async () => {
    sessionStorage.setItem(TOKEN_KEY, TOKEN);
    api(member(), { '/wps/relay/GCSGAME_gameList': { games: [], totalPages: 0 } });
    renderRoutes('/lottery');
    await signedIn();
    expect(within(header()).queryByRole('group', { name: 'Balance' })).not.toBeInTheDocument();
  });

  it('when the ID is copied from the avatar menu, then a copy_success dialog confirms it', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(TOKEN_KEY, TOKEN);
    api(member());
    renderRoutes('/');
    await user.click(await signedIn());
    expect(within(header()).getByText('alice88')).toBeInTheDocument();
    await user.click(within(header()).getByRole('button', { name: 'Copy ID' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copied successfully' });
    expect(await navigator.clipboard.readText()).toBe('100234');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the browser refuses to copy the ID, then a dialog says so and shows the ID to copy by hand', async () => {
    const user = userEvent.setup();
    const refused = vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    sessionStorage.setItem(TOKEN_KEY, TOKEN);
    api(member());
    renderRoutes('/');
    await user.click(await signedIn());
    await user.click(within(header()).getByRole('button', { name: 'Copy ID' }));
    const dialog = await screen.findByRole('dialog', { name: 'Could not copy' });
    expect(refused).toHaveBeenCalledWith('100234');
    expect(within(dialog).getByText('Your browser did not allow copying. Select the ID below and copy it yourself.')).toBeInTheDocument();
    expect(within(dialog).getByText('100234')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Copied successfully' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the member is not an agent, then the avatar menu has no agent centre link', async () => {
    sessionStorage.setItem(TOKEN_KEY, TOKEN);
    api(member());
    renderRoutes('/');
    await userEvent.click(await signedIn());
    expect(within(header()).getByRole('button', { name: 'My Account' })).toBeInTheDocument();
    expect(within(header()).getByRole('button', { name: 'Betting Record' })).toBeInTheDocument();
    expect(within(header()).getByRole('button', { name: 'Platform Information' })).toBeInTheDocument();
    expect(within(header()).queryByRole('button', { name: 'Agent Centre' })).not.toBeInTheDocument();
  });

  it('when the member is an agent, then the agent centre link opens /agentHome', async () => {
    sessionStorage.setItem(TOKEN_KEY, TOKEN);
    api(member({ type: 1, isAgent: true }));
    const { router } = renderRoutes('/');
    await userEvent.click(await signedIn());
    await userEvent.click(within(header()).getByRole('button', { name: 'Agent Centre' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentHome'));
    expect(await screen.findByText('Alice')).toBeInTheDocument();
  });

  it('when My Account is chosen, then the member centre opens on securityCenter', async () => {
    sessionStorage.setItem(TOKEN_KEY, TOKEN);
    api(member());
    const { router } = renderRoutes('/');
    await userEvent.click(await signedIn());
    await userEvent.click(within(header()).getByRole('button', { name: 'My Account' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=securityCenter'));
    expect(router.state.location.pathname).toBe('/member');
    await userEvent.click(within(header()).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=withdraw'));
  });
});

describe('sign out', () => {
  it('when sign out is cancelled, then the session stays; when confirmed, then the server is told and storage is cleared but the merchant code', async () => {
    sessionStorage.setItem(TOKEN_KEY, TOKEN);
    sessionStorage.setItem(MERCHANT_KEY, 'M1');
    sessionStorage.setItem(ADMIN_TOKEN_KEY, 'operator-token');
    sessionStorage.setItem('cache.permission', '{}');
    const { calls } = api(member());
    const { router } = renderRoutes('/help');
    await userEvent.click(await signedIn());
    await userEvent.click(within(header()).getByRole('button', { name: 'Sign Out' }));
    let dialog = await screen.findByRole('dialog', { name: 'Sign Out' });
    expect(dialog).toHaveTextContent('Are you sure you want to sign out?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe(TOKEN);
    expect(calls.some((c) => c.path === LOGOUT)).toBe(false);

    await userEvent.click(await signedIn());
    await userEvent.click(within(header()).getByRole('button', { name: 'Sign Out' }));
    dialog = await screen.findByRole('dialog', { name: 'Sign Out' });
    const confirm = within(dialog).getByRole('button', { name: 'Yes, sign out' });
    // The door arrow points the reading way, so it mirrors in Urdu.
    expect(confirm.querySelector('svg')).toHaveClass('flip-rtl');
    await userEvent.click(confirm);
    expect(await within(header()).findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    const logout = calls.find((c) => c.path === LOGOUT);
    expect(logout?.method).toBe('POST');
    expect(logout?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem('cache.permission')).toBeNull();
    expect(sessionStorage.getItem(MERCHANT_KEY)).toBe('M1');
    // The operator console in the same tab stays signed in.
    expect(sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBe('operator-token');
    expect(router.state.location.pathname).toBe('/');
  });

  it('when the logout call fails, then the user is still signed out here', async () => {
    sessionStorage.setItem(TOKEN_KEY, TOKEN);
    api(member(), {
      [LOGOUT]: () => {
        throw new Error('INTERNAL');
      },
    });
    renderRoutes('/');
    await signedIn();
    await userEvent.click(within(screen.getByRole('complementary', { name: 'Main menu' })).getByRole('button', { name: 'Sign Out' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Sign Out' })).getByRole('button', { name: 'Yes, sign out' }));
    expect(await within(header()).findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('when a visitor opens the side menu, then it has no sign-out item', async () => {
    api(member());
    renderRoutes('/');
    const menu = screen.getByRole('complementary', { name: 'Main menu' });
    await within(menu).findByRole('link', { name: 'Slots' });
    expect(within(menu).queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });
});

describe('session ended by a 401', () => {
  const balance = { balance: '1234567.50', currency: 'PKR', currencySymbol: 'Rs' };

  it('when a balance refresh answers 401 on a login-only page, then the session ends, the header shows Log In and the login route opens', async () => {
    sessionStorage.setItem(TOKEN_KEY, TOKEN);
    let refused = false;
    api(member(), {
      [BALANCE]: () => {
        if (refused) throw new Error('UNAUTHORIZED');
        return balance;
      },
      [TRANSACTIONS]: noTransactions,
    });
    const { router } = renderRoutes('/member?page=transactionHistory');
    await signedIn();
    const group = within(header()).getByRole('group', { name: 'Balance' });
    await waitFor(() => expect(group).toHaveTextContent('Rs 1,234,567.50'));
    refused = true;
    await userEvent.click(within(group).getByRole('button', { name: 'Refresh balance' }));
    expect(await within(header()).findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/member?page=transactionHistory' });
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('when the member info answers 401 after the balance and records were shown, then every cached answer but the site settings is dropped', async () => {
    sessionStorage.setItem(TOKEN_KEY, TOKEN);
    let refused = false;
    api(
      () => {
        if (refused) throw new Error('UNAUTHORIZED');
        return member();
      },
      { [BALANCE]: balance, [TRANSACTIONS]: noTransactions },
    );
    const { queryClient } = renderRoutes('/member?page=transactionHistory');
    await signedIn();
    await waitFor(() => expect(queryClient.getQueryData(['wallet', 'balance'])).toBeDefined());
    await waitFor(() => expect(queryClient.getQueryCache().findAll({ queryKey: ['wallet', 'transactions'] }).some((q) => q.state.data)).toBe(true));
    refused = true;
    await queryClient.invalidateQueries({ queryKey: ['member', 'loginInfo'] });
    expect(await within(header()).findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    // The next member to sign in on this tab must not see this one’s balance or records first.
    expect(queryClient.getQueryData(['wallet', 'balance'])).toBeUndefined();
    expect(queryClient.getQueryCache().findAll({ queryKey: ['wallet', 'transactions'] })).toHaveLength(0);
    expect(queryClient.getQueryData(['system', 'permission'])).toBeDefined();
  });

  it('when a visitor’s call answers 401 without a token, then nothing is signed out nor dropped', async () => {
    api(member(), {
      [VENDORS]: () => {
        throw new Error('UNAUTHORIZED');
      },
    });
    const { router, queryClient } = renderRoutes('/help');
    await within(header()).findByRole('button', { name: 'Log In' });
    await waitFor(() => expect(queryClient.getQueryCache().find({ queryKey: ['catalogue', 'game-vendors'] })?.state.status).toBe('error'));
    await waitFor(() => expect(queryClient.getQueryData(['system', 'permission'])).toBeDefined());
    const announcements = queryClient.getQueryCache().findAll({ queryKey: ['content', 'announcements'] });
    expect(announcements.some((q) => q.state.data !== undefined)).toBe(true);
    expect(router.state.location.pathname).toBe('/help');
  });
});

describe('trial user', () => {
  const trial = () => member({ type: 4, isTrial: true, hasVip: false, account: 'guest_7f3a' });

  it('when a trial user chooses deposit, then a real account is asked for and the member centre does not open', async () => {
    sessionStorage.setItem(TOKEN_KEY, TOKEN);
    api(trial());
    const { router } = renderRoutes('/');
    await signedIn();
    await userEvent.click(within(header()).getByRole('button', { name: 'Deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Real account needed' });
    expect(dialog).toHaveTextContent('A real account is needed, please register first');
    expect(router.state.location.pathname).toBe('/');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when a trial user opens /member directly, then the warning shows and the home page opens instead', async () => {
    sessionStorage.setItem(TOKEN_KEY, TOKEN);
    api(trial());
    const { router } = renderRoutes('/member?page=withdraw');
    expect(await screen.findByRole('dialog', { name: 'Real account needed' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('when FREEPLAY3 is on and Free Trial is chosen, then a solved challenge starts a trial session', async () => {
    const value: LoginValue = {
      token: TOKEN,
      expiresAt: '2030-01-01T00:00:00.000Z',
      firstTimeLogin: false,
      passwordExpired: false,
      weakPassword: false,
      phoneVerified: false,
      rememberToken: null,
      user: trial(),
    };
    const { calls } = api(
      trial(),
      {
        '/wps/verification/challenge': { challengeId: 'c1', algorithm: 'SHA-256', difficulty: 0, salt: 's', expiresAt: '2030-01-01T00:00:00.000Z' },
        '/wps/session/loginFreePlay': value,
      },
      { flags: { FREEPLAY3: true } },
    );
    renderRoutes('/');
    await userEvent.click(await within(header()).findByRole('button', { name: 'Free Trial' }));
    await signedIn();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe(TOKEN);
    const body = calls.find((c) => c.path === '/wps/session/loginFreePlay')?.body as Record<string, unknown>;
    expect(body.challengeId).toBe('c1');
    expect(typeof body.challengeNonce).toBe('string');
  });

  it('when FREEPLAY3 is off, then no free trial is offered', async () => {
    api(member());
    renderRoutes('/');
    await within(header()).findByRole('button', { name: 'Log In' });
    await screen.findAllByRole('link', { name: 'Slots' });
    expect(within(header()).queryByRole('button', { name: 'Free Trial' })).not.toBeInTheDocument();
  });
});

describe('agent area', () => {
  it('when a visitor opens /agent, then the agent login form, a change-password link and the support hours show', async () => {
    api(member());
    renderRoutes('/agent');
    expect(await screen.findByRole('heading', { name: 'Agent login' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByText('Agent support is available 24 hours a day, 7 days a week.')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('when a signed-in agent opens /agent, then the agent centre opens', async () => {
    sessionStorage.setItem(TOKEN_KEY, TOKEN);
    api(member({ type: 2, isAgent: true }));
    const { router } = renderRoutes('/agent');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentHome'));
  });

  it('when a visitor opens /agentHome, then the agent login opens', async () => {
    api(member());
    const { router } = renderRoutes('/agentHome');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent'));
  });

  it('when a member who is not an agent opens /agentHome, then the agent login opens', async () => {
    sessionStorage.setItem(TOKEN_KEY, TOKEN);
    api(member());
    const { router } = renderRoutes('/agentHome');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent'));
  });

  it('when an agent opens /agentHome, then the account, the clock and the menu show, and sign out returns to /agent', async () => {
    sessionStorage.setItem(TOKEN_KEY, TOKEN);
    sessionStorage.setItem(MERCHANT_KEY, 'M1');
    api(member({ type: 41, isAgent: true }));
    const { router } = renderRoutes('/agentHome');
    const account = await screen.findByRole('region', { name: 'Your account' });
    expect(account).toHaveTextContent('Alice');
    expect(account).toHaveTextContent('100234');
    // The kind of account in words, not the type's internal number.
    expect(within(account).getByText('Agent')).toBeInTheDocument();
    expect(account).not.toHaveTextContent('41');
    expect(screen.getByLabelText('Current time')).toHaveTextContent(/GMT[+-]\d\d:\d\d/);
    expect(screen.getByRole('navigation', { name: 'Agent centre' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Sign Out' })).getByRole('button', { name: 'Yes, sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent'));
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(MERCHANT_KEY)).toBe('M1');
  });
});

describe('start-up', () => {
  it('when the address carries a token, then it is kept, removed from the address and used to load the member', async () => {
    window.history.replaceState(null, '', `/help?token=${TOKEN}&tab=2#faq`);
    expect(adoptStartupToken()).toBe(true);
    expect(window.location.search).toBe('?tab=2');
    expect(window.location.hash).toBe('#faq');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe(TOKEN);
    api(member());
    renderRoutes('/help');
    await signedIn();
    window.history.replaceState(null, '', '/');
  });

  it('when an e-mailed reset link is opened, then its token stays in the address for the reset page and is not taken as a session', async () => {
    window.history.replaceState(null, '', `/resetPassword?token=${TOKEN}`);
    expect(adoptStartupToken()).toBe(false);
    expect(window.location.search).toBe(`?token=${TOKEN}`);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    api(member());
    renderRoutes(`/resetPassword?token=${TOKEN}`);
    expect(await screen.findByLabelText(/^New password/, {}, { timeout: 5000 })).toBeInTheDocument();
    window.history.replaceState(null, '', '/');
  });

  it('when the address has no token, then nothing changes', () => {
    window.history.replaceState(null, '', '/help?tab=2');
    expect(adoptStartupToken()).toBe(false);
    expect(window.location.search).toBe('?tab=2');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    window.history.replaceState(null, '', '/');
  });
});

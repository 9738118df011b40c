import type { MemberInfo } from '@lumen/contracts/auth/auth.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { closeTrialWarning } from '@/features/member/lib/trial-warning.ts';
import { clearSession, TOKEN_KEY } from '@/lib/session.ts';
import { mockApi } from '@/test/api-mock.ts';
import { emptyAnnouncements, lane, memberInfo, permissionValue } from '@/test/fixtures.ts';
import { renderRoutes } from '@/test/render.tsx';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';

function api(flags: Record<string, boolean> = {}, info?: MemberInfo) {
  return mockApi({
    '/wps/system/permission': permissionValue({ flags }),
    '/wps/relay/GCSGAME_newGameVendor': { lanes: [lane('RNG', ['PG'])] },
    '/wps/relay/MCSFE_getListAnnouncements': emptyAnnouncements,
    '/wps/system/helpCenter': { categories: [] },
    ...(info ? { '/wps/member/info': info } : {}),
  });
}

function signedIn(extra: Partial<MemberInfo> = {}, flags: Record<string, boolean> = {}) {
  sessionStorage.setItem(TOKEN_KEY, TOKEN);
  return api(flags, memberInfo({ id: '100234', account: 'alice88', nickname: 'Alice', ...extra }));
}

const header = () => screen.getAllByRole('banner').find((b) => b.classList.contains('site-header')) as HTMLElement;
const categories = () => screen.getByRole('navigation', { name: 'Game categories' });
const sideMenu = () => screen.getByRole('complementary', { name: 'Main menu' });
const accountReady = () => within(header()).findByRole('button', { name: 'Account menu' });

beforeEach(() => {
  clearSession();
  closeTrialWarning();
});

describe('header quick navigation', () => {
  it('when a visitor chooses Agent Login, then the agent login page opens', async () => {
    api();
    const { router } = renderRoutes('/');
    const link = within(header()).getByRole('link', { name: 'Agent Login' });
    expect(link).toHaveAttribute('href', '/agent');
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent'));
    expect(await screen.findByRole('heading', { name: 'Agent login' })).toBeInTheDocument();
  });

  it('when a member who is not an agent is signed in, then neither the agent login nor the agent centre is offered', async () => {
    signedIn();
    renderRoutes('/');
    await accountReady();
    expect(within(header()).getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
    expect(within(header()).getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    expect(within(header()).queryByRole('link', { name: 'Agent Login' })).not.toBeInTheDocument();
    expect(within(header()).queryByRole('link', { name: 'Agent Centre' })).not.toBeInTheDocument();
  });

  it('when an agent is signed in, then the quick navigation leads to the agent centre', async () => {
    signedIn({ type: 1, isAgent: true });
    renderRoutes('/');
    await accountReady();
    expect(within(header()).getByRole('link', { name: 'Agent Centre' })).toHaveAttribute('href', '/agentHome');
    expect(within(header()).queryByRole('link', { name: 'Agent Login' })).not.toBeInTheDocument();
  });
});

describe('header nav items', () => {
  it('when a visitor chooses the reward centre, then the login popup opens', async () => {
    api();
    renderRoutes('/');
    await userEvent.click(within(categories()).getByRole('button', { name: 'Reward Centre' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome back' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('when a member chooses the reward centre, then the member centre opens on it and the item is current', async () => {
    signedIn();
    const { router } = renderRoutes('/');
    await accountReady();
    await userEvent.click(within(categories()).getByRole('button', { name: 'Reward Centre' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/member?page=rewardCenter'));
    expect(within(categories()).getByRole('button', { name: 'Reward Centre' })).toHaveAttribute('aria-current', 'page');
  });

  it('when REFERRAL3 is on, then a visitor is offered invite friends', async () => {
    api({ REFERRAL3: true });
    renderRoutes('/');
    expect(await within(categories()).findByRole('button', { name: 'Invite Friends' })).toBeInTheDocument();
  });

  it('when REFERRAL3 is off, then a visitor is not offered invite friends', async () => {
    api({ REFERRAL3: false });
    renderRoutes('/');
    await within(categories()).findByRole('link', { name: 'Slots' });
    expect(within(categories()).queryByRole('button', { name: 'Invite Friends' })).not.toBeInTheDocument();
  });

  it('when the member info has the referral promotion on, then invite friends opens the referral page', async () => {
    signedIn({ availablePromo: { REFERRAL: { enabled: true } } }, { REFERRAL3: true });
    const { router } = renderRoutes('/');
    await accountReady();
    await userEvent.click(within(categories()).getByRole('button', { name: 'Invite Friends' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=referral'));
  });

  it('when the member info has the referral promotion off, then invite friends is not offered (as in the member centre)', async () => {
    signedIn({ availablePromo: { REFERRAL: { enabled: false } } }, { REFERRAL3: true });
    renderRoutes('/');
    await accountReady();
    expect(within(categories()).queryByRole('button', { name: 'Invite Friends' })).not.toBeInTheDocument();
    expect(within(sideMenu()).queryByRole('button', { name: 'Invite Friends' })).not.toBeInTheDocument();
  });
});

describe('side menu entries', () => {
  it('when MANUALREBATE3 and POINTMALL3 are on, then manual rebate and the points mall are offered', async () => {
    signedIn({}, { MANUALREBATE3: true, POINTMALL3: true });
    const { router } = renderRoutes('/');
    await accountReady();
    expect(within(sideMenu()).getByRole('link', { name: 'Points Mall' })).toHaveAttribute('href', '/pointMall');
    await userEvent.click(within(sideMenu()).getByRole('button', { name: 'Manual Rebate' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=manualRebate'));
  });

  it('when MANUALREBATE3 and POINTMALL3 are off, then neither is offered', async () => {
    api({ MANUALREBATE3: false, POINTMALL3: false });
    renderRoutes('/');
    await within(sideMenu()).findByRole('link', { name: 'Slots' });
    expect(within(sideMenu()).queryByRole('button', { name: 'Manual Rebate' })).not.toBeInTheDocument();
    expect(within(sideMenu()).queryByRole('link', { name: 'Points Mall' })).not.toBeInTheDocument();
  });

  it('when a visitor chooses manual rebate, then the login popup opens', async () => {
    api({ MANUALREBATE3: true });
    renderRoutes('/');
    await userEvent.click(await within(sideMenu()).findByRole('button', { name: 'Manual Rebate' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome back' }, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('side menu member centre', () => {
  it('when a visitor opens the side menu, then there is no member-centre submenu', async () => {
    api();
    renderRoutes('/');
    await within(sideMenu()).findByRole('link', { name: 'Slots' });
    expect(within(sideMenu()).queryByRole('button', { name: 'Member Centre' })).not.toBeInTheDocument();
  });

  it('when a trial account is signed in, then there is no member-centre submenu', async () => {
    signedIn({ type: 4, isTrial: true });
    renderRoutes('/');
    await accountReady();
    expect(within(sideMenu()).queryByRole('button', { name: 'Member Centre' })).not.toBeInTheDocument();
  });

  it('when a member expands the member centre, then its pages are listed in order and lead to the member centre', async () => {
    signedIn();
    const { router } = renderRoutes('/');
    await accountReady();
    const head = within(sideMenu()).getByRole('button', { name: 'Member Centre' });
    expect(head).toHaveAttribute('aria-expanded', 'false');
    expect(within(sideMenu()).queryByRole('link', { name: 'Account Record' })).not.toBeInTheDocument();
    await userEvent.click(head);
    expect(head).toHaveAttribute('aria-expanded', 'true');
    const list = head.nextElementSibling as HTMLElement;
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Betting Record', '/member?page=personalHistoryCopy'],
      ['Account Record', '/member?page=transactionHistory'],
      ['My Account', '/member?page=securityCenter'],
      ['Deposit', '/member?page=depositv2'],
      ['Profit & Loss', '/member?page=personalProfit'],
      ['Platform Messages', '/member?page=messageV2'],
    ]);
    await userEvent.click(within(list).getByRole('link', { name: 'Account Record' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=transactionHistory'));
    expect(within(sideMenu()).getByRole('link', { name: 'Account Record' })).toHaveAttribute('aria-current', 'page');
  });

  it('when another member-centre page is chosen from the drawer, then the drawer closes', async () => {
    signedIn();
    const { router } = renderRoutes('/member?page=messageV2');
    await accountReady();
    await userEvent.click(within(header()).getByRole('button', { name: 'Open menu' }));
    expect(sideMenu()).toHaveAttribute('data-drawer', 'open');
    await userEvent.click(within(sideMenu()).getByRole('link', { name: 'Account Record' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=transactionHistory'));
    expect(sideMenu()).toHaveAttribute('data-drawer', 'closed');
  });

  it('when the member centre is already open, then the submenu starts expanded with the open page current', async () => {
    signedIn();
    renderRoutes('/member?page=messageV2');
    await accountReady();
    expect(within(sideMenu()).getByRole('button', { name: 'Member Centre' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(sideMenu()).getByRole('link', { name: 'Platform Messages' })).toHaveAttribute('aria-current', 'page');
  });
});

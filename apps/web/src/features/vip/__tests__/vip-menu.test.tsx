import type { MemberInfo } from '@lumen/contracts/auth/auth.contract';
import { authPaths } from '@lumen/contracts/auth/auth.paths';
import { vipPaths } from '@lumen/contracts/member/vip.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { closeTrialWarning } from '@/features/member/lib/trial-warning.ts';
import { mockWalletApi } from '@/features/wallet/__tests__/wallet-test-utils.tsx';
import { clearSession, TOKEN_KEY } from '@/lib/session.ts';
import { emptyAnnouncements, lane, memberInfo, permissionValue } from '@/test/fixtures.ts';
import { renderRoutes } from '@/test/render.tsx';
import { vipValue } from './vip-fixtures.ts';

function signedIn(member: Partial<MemberInfo>, flags: Record<string, boolean>) {
  sessionStorage.setItem(TOKEN_KEY, 'session-token');
  return mockWalletApi({
    '/wps/system/permission': permissionValue({ flags }),
    '/wps/relay/GCSGAME_newGameVendor': { lanes: [lane('RNG', ['PG'])] },
    '/wps/relay/MCSFE_getListAnnouncements': emptyAnnouncements,
    '/wps/system/helpCenter': { categories: [] },
    [authPaths.loginInfo]: memberInfo({ account: 'alice88', nickname: 'Alice', ...member }),
    [vipPaths.info]: vipValue(),
  });
}

const vipMember = { hasVip: true, vipLabelName: 'Silver', vipRankLevel: 2 };
const header = () => screen.getAllByRole('banner').find((b) => b.classList.contains('site-header')) as HTMLElement;
const sideMenu = () => screen.getByRole('complementary', { name: 'Main menu' });
const memberNav = () => screen.findByRole('navigation', { name: 'Member centre' }, { timeout: 5000 });

/** The side menu's member-centre links, once the permission answer is in. */
async function sideMemberLinks() {
  await within(header()).findByRole('button', { name: 'Account menu' }, { timeout: 5000 });
  const head = within(sideMenu()).getByRole('button', { name: 'Member Centre' });
  if (head.getAttribute('aria-expanded') === 'false') await userEvent.click(head);
  await waitFor(() => expect(within(sideMenu()).getByRole('link', { name: 'Slots' })).toBeInTheDocument());
  return within(head.nextElementSibling as HTMLElement).getAllByRole('link');
}

beforeEach(() => {
  clearSession();
  sessionStorage.clear();
  closeTrialWarning();
});

describe('VIP in the menus', () => {
  it('when a VIP member is signed in and VIP3 is on, then VIP leads the side menu’s member centre and opens the VIP page', async () => {
    signedIn(vipMember, { VIP3: true });
    const { router } = renderRoutes('/');
    await sideMemberLinks();
    await within(sideMenu()).findByRole('link', { name: 'VIP' }, { timeout: 5000 });
    const links = await sideMemberLinks();
    expect(links[0]).toHaveTextContent('VIP');
    expect(links[0]).toHaveAttribute('href', '/member?page=vip');
    expect(links).toHaveLength(7);
    await userEvent.click(links[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe('?page=vip'));
    expect(await screen.findByRole('heading', { level: 1, name: 'VIP' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByTestId('vip-hero', {}, { timeout: 5000 })).toHaveTextContent('Silver');
    expect(within(sideMenu()).getByRole('link', { name: 'VIP' })).toHaveAttribute('aria-current', 'page');
    // The member centre's screen group loads on first use.
  }, 15_000);

  it('when the member is not VIP, then neither menu offers VIP', async () => {
    signedIn({ hasVip: false }, { VIP3: true });
    renderRoutes('/member?page=messageV2');
    const links = await sideMemberLinks();
    expect(links.map((a) => a.textContent)).not.toContain('VIP');
    expect(links).toHaveLength(6);
    const nav = await memberNav();
    expect(within(nav).queryByRole('button', { name: 'VIP' })).not.toBeInTheDocument();
  });

  it('when VIP3 is off, then a VIP member is offered VIP nowhere, not even the header badge, and ?page=vip opens the default page', async () => {
    signedIn(vipMember, { VIP3: false });
    renderRoutes('/member?page=vip');
    const links = await sideMemberLinks();
    expect(links.map((a) => a.textContent)).not.toContain('VIP');
    const nav = await memberNav();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My Account'));
    expect(within(nav).queryByRole('button', { name: 'VIP' })).not.toBeInTheDocument();
    expect(within(header()).queryByText('Silver')).not.toBeInTheDocument();
    expect(screen.queryByTestId('vip-hero')).not.toBeInTheDocument();
  });

  it('when a VIP member is in the member centre with VIP3 on, then its own menu lists VIP first and opens it', async () => {
    signedIn(vipMember, { VIP3: true });
    renderRoutes('/member?page=messageV2');
    const nav = await memberNav();
    const first = await within(nav).findByRole('button', { name: 'VIP' });
    expect(within(nav).getAllByRole('button')[0]).toBe(first);
    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByTestId('vip-hero')).toBeInTheDocument();
  });

  it('when a member below the first tier opens ?page=vip, then the page opens (and is current in the menu)', async () => {
    signedIn({ hasVip: false }, { VIP3: true });
    renderRoutes('/member?page=vip');
    const nav = await memberNav();
    expect(await screen.findByTestId('vip-hero', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'VIP' })).toHaveAttribute('aria-current', 'page');
  });

  it('when a VIP member presses the header’s VIP badge, then the VIP page opens', async () => {
    signedIn(vipMember, { VIP3: true });
    const { router } = renderRoutes('/');
    const badge = await within(header()).findByRole('button', { name: /Silver/ });
    expect(badge).toHaveTextContent('VIP 2');
    expect(badge).toHaveAttribute('title', 'Open the VIP page');
    await userEvent.click(badge);
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/member?page=vip'));
    expect(await screen.findByTestId('vip-hero', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

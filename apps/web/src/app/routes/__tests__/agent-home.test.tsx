import type { CustomerService } from '@lumen/contracts/system/system.contract';
import { encodeCsPath } from '@lumen/contracts/system/system.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, TOKEN_KEY } from '@/lib/session.ts';
import { mockApi } from '@/test/api-mock.ts';
import { emptyAnnouncements, lane, memberInfo, permissionValue } from '@/test/fixtures.ts';
import { renderRoutes } from '@/test/render.tsx';

const cs = (csType: string, url: string): CustomerService => ({ csType, name: `${csType} desk`, icon: '', path: encodeCsPath(url, 'q1w2e3r4') });

function agentSignedIn(customerService: CustomerService[] = []) {
  sessionStorage.setItem(TOKEN_KEY, 'tok_abcdefghijklmnopqrstuvwxyz');
  return mockApi({
    '/wps/system/permission': permissionValue({ customerService }),
    '/wps/relay/GCSGAME_newGameVendor': { lanes: [lane('RNG', ['PG'])] },
    '/wps/relay/MCSFE_getListAnnouncements': emptyAnnouncements,
    '/wps/system/helpCenter': { categories: [] },
    '/wps/member/info': memberInfo({ id: '100234', account: 'alice88', nickname: 'Alice', type: 1, isAgent: true }),
  });
}

const agentMenu = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Agent centre' });
  await within(nav).findByRole('button', { name: 'Team Overview' });
  return nav;
};
const labels = (nav: HTMLElement) => within(nav).getAllByRole('button').map((b) => b.textContent);

beforeEach(() => clearSession());

describe('agent centre menu links', () => {
  it('when an agent opens the agent centre, then deposit and withdraw lead the menu and platform messages and customer service close it', async () => {
    agentSignedIn([cs('LIVECHAT', 'https://chat.test/')]);
    renderRoutes('/agentHome');
    const nav = await agentMenu();
    const items = labels(nav);
    expect(items.slice(0, 3)).toEqual(['Deposit', 'Withdraw', 'Announcements']);
    expect(items.slice(-2)).toEqual(['Platform Messages', 'Customer Service']);
  });

  it('when deposit, withdraw or platform messages is chosen, then the member centre opens on that page', async () => {
    agentSignedIn();
    const { router } = renderRoutes('/agentHome');
    const nav = await agentMenu();
    await userEvent.click(within(nav).getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/member?page=depositv2'));
    await router.navigate('/agentHome');
    await userEvent.click(within(await agentMenu()).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=withdraw'));
    await router.navigate('/agentHome');
    await userEvent.click(within(await agentMenu()).getByRole('button', { name: 'Platform Messages' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=messageV2'));
  }, 15_000); // three trips between two lazily loaded screens: over 5 s on a busy machine

  it('when the site has no customer-service channel, then none is offered', async () => {
    agentSignedIn();
    renderRoutes('/agentHome');
    const nav = await agentMenu();
    expect(labels(nav).at(-1)).toBe('Platform Messages');
    expect(within(nav).queryByRole('button', { name: /Customer Service/ })).not.toBeInTheDocument();
  });

  it('when the site has several customer-service channels, then each is offered and opens in its 440 x 750 window', async () => {
    agentSignedIn([cs('LIVECHAT', 'https://chat.test/'), cs('TELEGRAM', 'https://t.test/desk'), cs('FACEBOOK', 'https://facebook.test/brand')]);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderRoutes('/agentHome');
    const nav = await agentMenu();
    expect(labels(nav).slice(-2)).toEqual(['Customer Service: LIVECHAT desk', 'Customer Service: TELEGRAM desk']);
    await userEvent.click(within(nav).getByRole('button', { name: 'Customer Service: TELEGRAM desk' }));
    expect(open).toHaveBeenCalledWith('https://t.test/desk', 'cs-telegram', expect.stringContaining('width=440,height=750'));
  });
});

describe('agent centre language', () => {
  it('when an agent in the agent centre chooses UR from the language button, then the page turns right-to-left and the button shows UR', async () => {
    const { calls } = agentSignedIn();
    renderRoutes('/agentHome');
    await agentMenu();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Language EN' }));
    await user.click(screen.getByRole('option', { name: /UR/ }));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(await screen.findByRole('button', { name: 'زبان UR' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/wps/system/language')).toHaveLength(1);
  });
});

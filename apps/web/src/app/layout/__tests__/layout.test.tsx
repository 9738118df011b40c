import { encodeCsPath } from '@lumen/contracts/system/system.contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readSessionCache } from '@/lib/session-cache.ts';
import { mockApi } from '@/test/api-mock.ts';
import { emptyAnnouncements, lane, permissionValue } from '@/test/fixtures.ts';
import { renderRoutes } from '@/test/render.tsx';

const cs = (csType: string, url: string) => ({ csType, name: `${csType} desk`, icon: '', path: encodeCsPath(url, 'q1w2e3r4') });

function api(info: Parameters<typeof permissionValue>[0] = {}, extra: Record<string, unknown> = {}) {
  return mockApi({
    '/wps/system/permission': permissionValue(info),
    '/wps/relay/GCSGAME_newGameVendor': {
      lanes: [lane('RNG', ['PG', 'JDB']), lane('CRASH', ['HOUSE']), lane('SPORTS', ['IBC', 'IMES']), lane('LIVE', ['AG'])],
    },
    '/wps/relay/MCSFE_getListAnnouncements': emptyAnnouncements,
    '/wps/system/helpCenter': {
      categories: [
        { id: '1', anchor: 'about', title: 'About us', items: [] },
        { id: '2', anchor: 'term', title: 'Terms and conditions', items: [] },
      ],
    },
    ...extra,
  });
}

describe('footer', () => {
  it('when the site has categories and help topics, then the footer lists products with an All option and help links', async () => {
    api({ esportVendors: ['IMES'], footerVendors: ['PG', 'EG2'] });
    renderRoutes('/');
    const footer = screen.getByRole('contentinfo');
    const products = await within(footer).findByRole('region', { name: 'Products' });
    const headings = (await within(products).findAllByRole('heading', { level: 3 })).map((h) => h.textContent);
    expect(headings).toEqual(['Slots', 'Crash', 'Sports', 'E-Sports', 'Live Casino']);
    const slots = within(products).getByRole('heading', { name: 'Slots' }).parentElement as HTMLElement;
    const items = within(slots).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['All', 'PG Games', 'JDB Games']);
    expect(await within(footer).findByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', '/help#term');
    const strip = within(footer).getByRole('region', { name: 'Game providers' });
    expect(within(strip).getAllByRole('listitem')).toHaveLength(2);
  });

  it('when the help topics cannot be loaded, then the help column says so with a retry, and the retry brings the links', async () => {
    let failing = true;
    api({}, {
      '/wps/system/helpCenter': () => {
        if (failing) throw new Error('INTERNAL');
        return { categories: [{ id: '2', anchor: 'term', title: 'Terms and conditions', items: [] }] };
      },
    });
    renderRoutes('/');
    const help = within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Help' });
    expect(await within(help).findByText('We could not load this. Please try again.')).toBeInTheDocument();
    failing = false;
    await userEvent.click(within(help).getByRole('button', { name: 'Try again: Help' }));
    expect(await within(help).findByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', '/help#term');
    expect(within(help).queryByText('We could not load this. Please try again.')).not.toBeInTheDocument();
  });

  it('when the game categories cannot be loaded, then the products section says so with a retry, and the retry brings the products', async () => {
    let failing = true;
    api({}, {
      '/wps/relay/GCSGAME_newGameVendor': () => {
        if (failing) throw new Error('INTERNAL');
        return { lanes: [lane('LIVE', ['AG'])] };
      },
    });
    renderRoutes('/');
    const products = within(screen.getByRole('contentinfo')).getByRole('region', { name: 'Products' });
    expect(await within(products).findByText('We could not load this. Please try again.')).toBeInTheDocument();
    failing = false;
    await userEvent.click(within(products).getByRole('button', { name: 'Try again: Products' }));
    expect(await within(products).findByRole('heading', { level: 3, name: 'Live Casino' })).toBeInTheDocument();
    expect(within(products).queryByText('We could not load this. Please try again.')).not.toBeInTheDocument();
  });

  it('when no FACEBOOK or YOUTUBE entry exists, then no social links are shown', async () => {
    api({ customerService: [cs('LIVECHAT', 'https://chat.test/')] });
    renderRoutes('/');
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('button', { name: /LIVECHAT desk/ })).toBeInTheDocument();
    expect(within(footer).queryByRole('link', { name: 'Facebook' })).not.toBeInTheDocument();
    expect(within(footer).queryByRole('link', { name: 'YouTube' })).not.toBeInTheDocument();
  });

  it('when FACEBOOK and YOUTUBE entries exist, then their links point at the decoded addresses', async () => {
    api({ customerService: [cs('FACEBOOK', 'https://facebook.test/brand'), cs('YOUTUBE', 'https://youtube.test/brand')] });
    renderRoutes('/');
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://facebook.test/brand');
    expect(within(footer).getByRole('link', { name: 'YouTube' })).toHaveAttribute('href', 'https://youtube.test/brand');
  });

  it('when a customer-service channel is chosen, then it opens in a 440 x 750 window', async () => {
    api({ customerService: [cs('TELEGRAM', 'https://t.test/desk')] });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderRoutes('/');
    await userEvent.click(await within(screen.getByRole('contentinfo')).findByRole('button', { name: /TELEGRAM desk/ }));
    expect(open).toHaveBeenCalledWith('https://t.test/desk', 'cs-telegram', expect.stringContaining('width=440,height=750'));
  });
});

describe('side menu', () => {
  it('when REFERRAL3 is on, then invite friends is offered; the game centre lists HOT and the categories except CRASH', async () => {
    api({ flags: { REFERRAL3: true } });
    renderRoutes('/');
    const menu = screen.getByRole('complementary', { name: 'Main menu' });
    expect(await within(menu).findByRole('button', { name: 'Invite Friends' })).toBeInTheDocument();
    await within(menu).findByRole('link', { name: 'Live Casino' });
    // The first link is the drawer's logo (shown on narrow screens only).
    const links = within(menu)
      .getAllByRole('link')
      .slice(1)
      .map((a) => a.textContent);
    expect(links).toEqual(['Promotions', 'Hot Games', 'Slots', 'Sports', 'Live Casino', 'Help Centre']);
  });

  it('when REFERRAL3 is off, then invite friends is not offered', async () => {
    api();
    renderRoutes('/');
    const menu = screen.getByRole('complementary', { name: 'Main menu' });
    await within(menu).findByRole('link', { name: 'Slots' });
    expect(within(menu).queryByRole('button', { name: 'Invite Friends' })).not.toBeInTheDocument();
  });

  it('when a visitor chooses deposit, then the login popup opens', async () => {
    api();
    renderRoutes('/help');
    await userEvent.click(within(screen.getByRole('complementary', { name: 'Main menu' })).getByRole('button', { name: 'Deposit' }));
    // The login popup is a lazy chunk: give it the time a loaded machine needs to import it.
    expect(await screen.findByRole('dialog', { name: 'Welcome back' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('when the collapse button is pressed, then the menu shows icons only', async () => {
    api();
    renderRoutes('/');
    await userEvent.click(screen.getByRole('button', { name: 'Collapse menu' }));
    expect(screen.getByRole('complementary', { name: 'Main menu' })).toHaveAttribute('data-state', 'collapsed');
    await userEvent.click(screen.getByRole('button', { name: 'Expand menu' }));
    expect(screen.getByRole('complementary', { name: 'Main menu' })).toHaveAttribute('data-state', 'expanded');
  });
});

describe('header', () => {
  it('when a visitor presses Log In or Sign Up, then the popup opens over the current page', async () => {
    api();
    const { router } = renderRoutes('/live');
    const header = screen.getByRole('banner');
    await userEvent.click(within(header).getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/live');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(header).getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('when a visitor sees Log In, then its arrow is marked to mirror in right-to-left languages', async () => {
    api();
    renderRoutes('/');
    const login = within(screen.getByRole('banner')).getByRole('button', { name: 'Log In' });
    expect(login.querySelector('svg')).toHaveClass('flip-rtl');
  });

  it('when the category menu is built, then it runs HOME, the categories, PROMO', async () => {
    api({ esportVendors: ['IMES'] });
    renderRoutes('/');
    const nav = screen.getByRole('navigation', { name: 'Game categories' });
    await within(nav).findByRole('link', { name: 'E-Sports' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Home', 'Slots', 'Crash', 'Sports', 'E-Sports', 'Live Casino', 'Promotions']);
  });
});

describe('session cache', () => {
  it('when the vendor lanes and permission load, then they are kept in session storage and seed the next visit', async () => {
    const { calls } = api();
    renderRoutes('/');
    await waitFor(() => expect(readSessionCache('lanes')).toBeDefined());
    expect(readSessionCache('permission')).toBeDefined();
    const before = calls.filter((c) => c.path === '/wps/relay/GCSGAME_newGameVendor').length;
    act(() => undefined);
    renderRoutes('/live');
    // The second visit draws from the cache at once.
    expect(await screen.findAllByRole('heading', { level: 1, name: 'Live Casino' })).not.toHaveLength(0);
    expect(calls.filter((c) => c.path === '/wps/relay/GCSGAME_newGameVendor').length).toBe(before);
  });
});

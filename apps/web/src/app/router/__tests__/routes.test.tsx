import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { modalStack } from '@/lib/modal-store.ts';
import { mockApi } from '@/test/api-mock.ts';
import { emptyAnnouncements, lane, permissionValue } from '@/test/fixtures.ts';
import { renderRoutes } from '@/test/render.tsx';

beforeEach(() => {
  mockApi({
    '/wps/system/permission': permissionValue(),
    '/wps/relay/GCSGAME_newGameVendor': { lanes: [lane('RNG', ['PG', 'JDB']), lane('LIVE', ['AG'])] },
    '/wps/relay/MCSFE_getListAnnouncements': emptyAnnouncements,
    '/wps/system/helpCenter': {
      categories: [{ id: '1', anchor: 'term', title: 'Terms and conditions', items: [{ id: '9', anchor: 'general', title: 'General terms', content: '<p>Play fair.</p>' }] }],
    },
  });
});

const header = () => screen.queryByRole('banner');
const sideMenu = () => screen.queryByRole('complementary', { name: 'Main menu' });
const footer = () => screen.queryByRole('contentinfo');

describe('route guard', () => {
  for (const path of ['/member', '/lottery?gameCode=X', '/seaLottery', '/vnLottery', '/favorite', '/recent']) {
    it(`when ${path} is opened without a token, then the visitor lands on /login with the login popup`, async () => {
      const { router } = renderRoutes(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      // The popup is a lazy chunk: a cold run on a busy machine takes a moment to load it.
      expect(await screen.findByRole('dialog', { name: 'Welcome back' }, { timeout: 5000 })).toBeInTheDocument();
    });
  }

  it('when a lottery game’s free trial is opened without a token, then the lottery page opens rather than the login', async () => {
    const { router } = renderRoutes('/lottery?gameCode=HOUSE_K1&mode=FUN');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lottery' }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/lottery');
    expect(screen.queryByRole('dialog', { name: 'Welcome back' })).not.toBeInTheDocument();
  });

  it('when /agentHome is opened without a token, then the visitor lands on the agent login page', async () => {
    const { router } = renderRoutes('/agentHome');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent'));
  });

  it('when a token is stored, then a login-required route opens', async () => {
    sessionStorage.setItem('token', 'session-token');
    const { router } = renderRoutes('/member?page=withdraw');
    expect(await screen.findByRole('heading', { level: 1, name: 'Withdraw' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/member');
  });

  it('when a visitor opens a public route, then it opens', async () => {
    renderRoutes('/rng?vassalage=JDB');
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'JDB Games' })).toBeInTheDocument();
  });
});

describe('layout rules', () => {
  it('when an unknown path is opened, then the 404 page shows inside the site layout', async () => {
    renderRoutes('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(header()).toBeInTheDocument();
  });

  it('when the home page is shown, then header, side menu and footer are there', async () => {
    renderRoutes('/');
    expect(header()).toBeInTheDocument();
    expect(sideMenu()).toBeInTheDocument();
    expect(footer()).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Slots' })).toBeInTheDocument();
  });

  it('when /agent is opened, then the agent layout has no header, side menu or footer', async () => {
    renderRoutes('/agent');
    expect(await screen.findByRole('heading', { name: 'Agent login' })).toBeInTheDocument();
    expect(header()).not.toBeInTheDocument();
    expect(sideMenu()).not.toBeInTheDocument();
    expect(footer()).not.toBeInTheDocument();
  });

  it('when a game page is opened, then the side menu is hidden; /seamless also has no footer', async () => {
    renderRoutes('/seamless');
    expect(await screen.findByRole('heading', { level: 1, name: 'Game' })).toBeInTheDocument();
    expect(header()).toBeInTheDocument();
    expect(sideMenu()).not.toBeInTheDocument();
    expect(footer()).not.toBeInTheDocument();
  });

  it('when /lott is opened, then the side menu is hidden and the footer stays', async () => {
    renderRoutes('/lott');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lottery' })).toBeInTheDocument();
    expect(sideMenu()).not.toBeInTheDocument();
    expect(footer()).toBeInTheDocument();
  });

  it('when moving between /, /index, /login and /register, then the home page is not rebuilt', async () => {
    const { router } = renderRoutes('/');
    const page = await screen.findByRole('tablist', { name: 'Game menu' });
    await act(() => router.navigate('/login'));
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
    await act(() => router.navigate('/index'));
    await act(() => router.navigate('/register'));
    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Game menu' })).toBe(page);
  });

  it('when moving to another path, then the main content is rebuilt', async () => {
    const { router } = renderRoutes('/live');
    const first = await screen.findByRole('heading', { level: 1, name: 'Live Casino' });
    await act(() => router.navigate('/fish'));
    await screen.findByRole('heading', { level: 1, name: 'Fishing' });
    await act(() => router.navigate('/live'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Live Casino' })).not.toBe(first);
  });

  it('when /help#term is opened, then the help centre opens at the terms section', async () => {
    renderRoutes('/help#term');
    const section = await screen.findByRole('heading', { level: 2, name: 'Terms and conditions' });
    await waitFor(() => expect(Element.prototype.scrollIntoView).toHaveBeenCalled());
    expect(section.closest('section')).toHaveAttribute('id', 'term');
  });

  it('when /help is opened with a fragment that cannot be decoded, then the help centre shows with no section chosen', async () => {
    // The page's boundary reports what it would catch; the help centre must not throw at all.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes('/help#%E0%A4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help Centre' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Terms and conditions' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Help topics' })).getByRole('link', { name: 'Terms and conditions' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByText('We could not load this. Please try again.')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Could not load' })).not.toBeInTheDocument();
  });

  it('when moving to another path, then the page scrolls to the top', async () => {
    const { router } = renderRoutes('/live');
    await screen.findByRole('heading', { level: 1, name: 'Live Casino' });
    vi.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate('/fish'));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('when /index.html or /home is opened, then it is the home page', async () => {
    renderRoutes('/index.html');
    expect(await screen.findByRole('tablist', { name: 'Game menu' })).toBeInTheDocument();
  });
});

describe('paths with a trailing slash', () => {
  it('when a shared referral link /register/?referralCode=ABC is opened, then the register popup opens with the code ABC', async () => {
    renderRoutes('/register/?referralCode=ABC');
    expect(await screen.findByRole('dialog', { name: 'Create your account' }, { timeout: 5000 })).toBeInTheDocument();
    expect(modalStack().find((m) => m.kind === 'register')?.props).toEqual({ referralCode: 'ABC' });
  });

  it('when /login/ is opened, then the login popup opens, and closing it returns to the home page', async () => {
    const { router } = renderRoutes('/login/');
    const dialog = await screen.findByRole('dialog', { name: 'Welcome back' }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('when /seaLottery/ is opened, then it is the Southeast Asia lottery page with its own title', async () => {
    renderRoutes('/seaLottery/?gameCode=FUN_1&mode=FUN');
    expect(await screen.findByRole('heading', { level: 1, name: 'Southeast Asia Lottery' }, { timeout: 5000 })).toBeInTheDocument();
  });
});

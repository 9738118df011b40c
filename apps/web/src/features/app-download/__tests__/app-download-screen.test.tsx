import { authPaths } from '@lumen/contracts/auth/auth.paths';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, signIn } from '@/lib/session.ts';
import { mockApi } from '@/test/api-mock.ts';
import { emptyAnnouncements, lane, memberInfo, permissionValue } from '@/test/fixtures.ts';
import { renderRoutes, renderWithProviders } from '@/test/render.tsx';
import { AppDownloadScreen } from '../screens/app-download-screen.tsx';

const CODE = 'H'.repeat(43);

function api() {
  return mockApi({
    '/wps/system/permission': permissionValue(),
    '/wps/relay/GCSGAME_newGameVendor': { lanes: [lane('RNG', ['PG'])] },
    '/wps/relay/MCSFE_getListAnnouncements': emptyAnnouncements,
    '/wps/system/helpCenter': { categories: [] },
    '/wps/member/info': memberInfo(),
    [authPaths.handoff]: { code: CODE, expiresAt: new Date(Date.now() + 120_000).toISOString() },
  });
}

const sectionTitles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const toggle = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

afterEach(() => clearSession());

// Rendering the routes loads lazy screens: slow on a busy machine, not a defect.
describe('the app download page', { timeout: 20_000 }, () => {
  it('when an iPhone opens it, then the iOS steps come first, open and marked as this device, and no QR code is shown', () => {
    api();
    renderWithProviders(<AppDownloadScreen platform="ios" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Get the app' })).toBeInTheDocument();
    expect(sectionTitles()).toEqual(['iPhone and iPadYour device', 'Lite app', 'Android']);
    expect(toggle('iPhone and iPad')).toHaveAttribute('aria-expanded', 'true');
    expect(toggle('Android')).toHaveAttribute('aria-expanded', 'false');
    const ios = screen.getByTestId('install-ios');
    const steps = within(within(ios).getByRole('list', { name: 'Steps' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      '1Open this page in Safari.',
      '2Tap the Share button (the square with an arrow pointing up) in the toolbar.',
      '3Scroll down the list and tap Add to Home Screen.',
      "4Tap Add in the top corner. The app's icon appears on your home screen.",
    ]);
    expect(screen.queryByTestId('download-qr')).not.toBeInTheDocument();
  });

  it('when an Android phone opens it, then the Android steps come first and open; another section opens on demand', async () => {
    api();
    renderWithProviders(<AppDownloadScreen platform="android" />);
    expect(sectionTitles()[0]).toBe('AndroidYour device');
    expect(within(screen.getByTestId('install-android')).getByText('Tap the menu button (three dots) at the top right.')).toBeVisible();
    expect(within(screen.getByTestId('install-ios')).getByText('Open this page in Safari.')).not.toBeVisible();
    await userEvent.click(toggle('iPhone and iPad'));
    expect(within(screen.getByTestId('install-ios')).getByText('Open this page in Safari.')).toBeVisible();
  });

  it('when a computer opens it, then the lite app comes first, every section is open and the QR code asks to be scanned with a phone', () => {
    api();
    renderWithProviders(<AppDownloadScreen platform="desktop" />);
    expect(screen.getByRole('heading', { level: 2, name: 'On a computer? Scan with your phone' })).toBeInTheDocument();
    expect(screen.getByTestId('download-qr')).toHaveAttribute('data-link', `${window.location.origin}/download?lang=EN`);
    expect(sectionTitles().slice(1)).toEqual(['Lite appYour device', 'iPhone and iPad', 'Android']);
    for (const name of ['Lite app', 'iPhone and iPad', 'Android']) expect(toggle(name)).toHaveAttribute('aria-expanded', 'true');
  });

  it('when /download is opened, then the page shows in the site shell', async () => {
    api();
    renderRoutes('/download');
    expect(await screen.findByRole('heading', { level: 1, name: 'Get the app' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Main menu' })).toBeInTheDocument();
  });
});

describe('the side menu app download entry', { timeout: 20_000 }, () => {
  it('when a signed-in member opens it, then a panel shows the QR code with a hand-off code and a link to the install steps', async () => {
    signIn({ token: 'member-token', user: memberInfo() });
    const { calls } = api();
    const { router } = renderRoutes('/');
    const menu = screen.getByRole('complementary', { name: 'Main menu' });
    // Nothing is asked for until the QR code is on screen.
    expect(calls.some((c) => c.path === authPaths.handoff)).toBe(false);
    const entry = within(menu).getByRole('button', { name: 'App Download' });
    await userEvent.click(entry);
    expect(entry).toHaveAttribute('aria-expanded', 'true');
    const panel = await screen.findByRole('dialog', { name: 'App Download' }, { timeout: 10_000 });
    await waitFor(() => expect(within(panel).getByTestId('download-qr')).toHaveAttribute('data-link', `${window.location.origin}/download?lang=EN&handoff=${CODE}`), { timeout: 10_000 });
    await userEvent.click(within(panel).getByRole('link', { name: 'Install steps' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/download'), { timeout: 10_000 });
    expect(screen.queryByRole('dialog', { name: 'App Download' })).not.toBeInTheDocument();
  });

  it('when the panel is open, then Escape closes it and gives the focus back to its entry', async () => {
    api();
    renderRoutes('/');
    const entry = within(screen.getByRole('complementary', { name: 'Main menu' })).getByRole('button', { name: 'App Download' });
    await userEvent.click(entry);
    await screen.findByRole('dialog', { name: 'App Download' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'App Download' })).not.toBeInTheDocument();
    expect(entry).toHaveFocus();
  });
});

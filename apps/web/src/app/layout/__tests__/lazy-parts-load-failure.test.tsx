import type { MemberInfo } from '@lumen/contracts/auth/auth.contract';
import { salaryPaths } from '@lumen/contracts/agent/salary.contract';
import { systemPaths } from '@lumen/contracts/system/system.contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { contract } from '@/features/agent/__tests__/salary-fixtures.ts';
import { closeVendorPopup, openVendorPopup } from '@/features/catalogue/lib/vendor-popup.ts';
import { closeTrialWarning } from '@/features/member/lib/trial-warning.ts';
import { balance, mockWalletApi, renderPage } from '@/features/wallet/__tests__/wallet-test-utils.tsx';
import { clearSession, signIn, TOKEN_KEY } from '@/lib/session.ts';
import { mockApi } from '@/test/api-mock.ts';
import { emptyAnnouncements, lane, memberInfo, permissionValue } from '@/test/fixtures.ts';
import { renderRoutes } from '@/test/render.tsx';
import { ContractPopupSlot } from '../contract-popup-slot.tsx';

/** The real part is imported for the first time after the retry: on a busy machine that takes seconds. */
const REAL_IMPORT_MS = 10_000;

// The lazily loaded parts of the shell cannot be fetched (offline, or a newer release replaced the
// files) until a test lets them through. Each module keeps what it loaded for the rest of the file,
// so each part's tests run in order: failing first, arriving last.
const chunks = vi.hoisted(() => ({
  account: true,
  appDownload: true,
  /** While set, the app-download panel's chunk is on its way. */
  appDownloadHeld: null as Promise<void> | null,
  contractPopup: true,
  vendorGames: true,
  imports: { account: 0, appDownload: 0, contractPopup: 0, vendorGames: 0 },
}));
const failure = (file: string) => new TypeError(`Failed to fetch dynamically imported module: http://localhost:3000/assets/${file}.js`);
vi.mock('../header-account.tsx', async (importOriginal) => {
  chunks.imports.account += 1;
  if (chunks.account) throw failure('header-account-B1');
  return importOriginal();
});
vi.mock('@/features/app-download/components/app-download-popover.tsx', async (importOriginal) => {
  chunks.imports.appDownload += 1;
  if (chunks.appDownloadHeld) await chunks.appDownloadHeld;
  if (chunks.appDownload) throw failure('app-download-popover-C2');
  return importOriginal();
});
vi.mock('@/features/catalogue/components/vendor-games-dialog.tsx', async (importOriginal) => {
  chunks.imports.vendorGames += 1;
  if (chunks.vendorGames) throw failure('vendor-games-dialog-E5');
  return importOriginal();
});
vi.mock('@/features/agent/components/contract-popup.tsx', async (importOriginal) => {
  chunks.imports.contractPopup += 1;
  if (chunks.contractPopup) throw failure('contract-popup-D3');
  return importOriginal();
});

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';

function shellApi(info?: MemberInfo) {
  return mockApi({
    '/wps/system/permission': permissionValue(),
    '/wps/relay/GCSGAME_newGameVendor': { lanes: [lane('RNG', ['PG'])] },
    '/wps/relay/MCSFE_getListAnnouncements': emptyAnnouncements,
    '/wps/system/helpCenter': { categories: [] },
    ...(info ? { '/wps/member/info': info } : {}),
  });
}

const alice = () => memberInfo({ id: '100234', account: 'alice88', userName: 'alice88', nickname: 'Alice', balance: '1234.5' });

/** The site header (pages may hold banners of their own). */
const header = () => screen.getAllByRole('banner').find((b) => b.classList.contains('site-header')) as HTMLElement;

beforeEach(() => {
  clearSession();
  closeTrialWarning();
  // The boundaries report what they caught; the failure itself is what these tests are about.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('the signed-in header part, when its chunk cannot be loaded', () => {
  it('when it fails, then a compact retry takes its place and the rest of the header and the page work; no visitor buttons show', async () => {
    sessionStorage.setItem(TOKEN_KEY, TOKEN);
    shellApi(alice());
    renderRoutes('/');
    const bar = header();
    const retry = await within(bar).findByRole('button', { name: 'Try again' });
    expect(within(bar).getByRole('alert')).toHaveTextContent('We could not load this. Please try again.');
    expect(retry).toBeInTheDocument();
    // A signed-in member is not offered the visitor's login and sign-up.
    expect(within(bar).queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Sign Up' })).not.toBeInTheDocument();
    // The rest of the header still works: the drawer opens, the language can be chosen.
    expect(within(bar).getByRole('button', { name: /^Language / })).toBeInTheDocument();
    await userEvent.click(within(bar).getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('complementary', { name: 'Main menu' })).toHaveAttribute('data-drawer', 'open');
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
  });

  it('when the retry finds the chunk, then the account bar shows in its place', async () => {
    sessionStorage.setItem(TOKEN_KEY, TOKEN);
    shellApi(alice());
    renderRoutes('/');
    const retry = await within(header()).findByRole('button', { name: 'Try again' });
    const before = chunks.imports.account;
    chunks.account = false;
    await userEvent.click(retry);
    expect(await within(header()).findByRole('button', { name: 'Account menu' }, { timeout: REAL_IMPORT_MS })).toBeInTheDocument();
    expect(within(header()).getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
    expect(within(header()).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(chunks.imports.account).toBe(before + 1);
  });
});

describe('the app-download panel, when its chunk cannot be loaded', () => {
  const entry = () => screen.getAllByRole('button', { name: 'App Download' })[0] as HTMLElement;

  it('when it is on its way, then a small spinner turns beside its entry until the panel (here its failure) takes its place', async () => {
    shellApi();
    let arrive!: () => void;
    chunks.appDownloadHeld = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    // The chunk arrives even should this test fail, so that the next ones are not held up.
    onTestFinished(() => {
      chunks.appDownloadHeld = null;
      arrive();
    });
    renderRoutes('/');
    await userEvent.click(entry());
    const item = entry().closest('li') as HTMLElement;
    expect(await within(item).findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    chunks.appDownloadHeld = null;
    arrive();
    const failed = await screen.findByRole('dialog', { name: 'Could not load' });
    expect(within(item).queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    await userEvent.click(within(failed).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('when it fails, then a small dialog says so, closing it returns to the entry, and a retry shows the panel', async () => {
    shellApi();
    renderRoutes('/');
    await userEvent.click(entry());
    const failed = await screen.findByRole('dialog', { name: 'Could not load' });
    expect(within(failed).getByRole('alert')).toHaveTextContent('We could not load this. Please try again.');
    expect(within(header()).getByRole('button', { name: 'Log In' })).toBeInTheDocument();

    await userEvent.click(within(failed).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(entry()).toHaveAttribute('aria-expanded', 'false');
    expect(entry()).toHaveFocus();

    await userEvent.click(entry());
    const before = chunks.imports.appDownload;
    chunks.appDownload = false;
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Could not load' })).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'App Download' }, { timeout: REAL_IMPORT_MS })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Could not load' })).not.toBeInTheDocument();
    expect(chunks.imports.appDownload).toBe(before + 1);
  });
});

describe("a vendor's game list popup, when its chunk cannot be loaded", () => {
  it('when it fails, then a small dialog says so and closes the popup; a retry shows the game list', async () => {
    shellApi();
    renderRoutes('/');
    act(() => openVendorPopup({ vassalage: 'PG', gameType: 'RNG', title: 'PG' }));
    const failed = await screen.findByRole('dialog', { name: 'Could not load' });
    expect(within(header()).getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    await userEvent.click(within(failed).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    act(() => openVendorPopup({ vassalage: 'PG', gameType: 'RNG', title: 'PG' }));
    const before = chunks.imports.vendorGames;
    chunks.vendorGames = false;
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Could not load' })).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'PG games' }, { timeout: REAL_IMPORT_MS })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Could not load' })).not.toBeInTheDocument();
    expect(chunks.imports.vendorGames).toBe(before + 1);
    act(() => closeVendorPopup());
  });
});

describe('the contract popup, when its chunk cannot be loaded', () => {
  const agent = memberInfo({ id: '20', account: 'me20', userName: 'me20', nickname: 'me20', type: 1, isAgent: true });
  const offer = contract('7', { status: 'OFFERED', upline: null, kind: 'HOURLY_WAGE', period: 'HOURLY' });

  it('when it fails, then nothing shows (it opens by itself), and it is tried again when the window regains focus', async () => {
    signIn({ token: 'test-session-token-0001', user: agent });
    mockWalletApi({
      ...balance,
      [systemPaths.permission]: permissionValue({ flags: { AGENTPOLICY3: true, CONTRACT3: true } }),
      [salaryPaths.consolidated]: { dailysalreqtype: false, divtypereq: false, contracthoursalreq: true, realtimesalreqtype: false, pending: [offer] },
    });
    renderPage(<ContractPopupSlot />);
    // The boundary has caught the failure (it reports it): no popup and no error in its place.
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(chunks.imports.contractPopup).toBe(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    const before = chunks.imports.contractPopup;
    chunks.contractPopup = false;
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(await screen.findByRole('dialog', { name: 'Contracts waiting for you' }, { timeout: REAL_IMPORT_MS })).toBeInTheDocument();
    expect(chunks.imports.contractPopup).toBe(before + 1);
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { POPUP_CLOSED_KEYS, setPopupSettleDelay } from '@/features/content/lib/announcement-popup.ts';
import { modalStack, openModal } from '@/lib/modal-store.ts';
import { mockApi } from '@/test/api-mock.ts';
import { emptyAnnouncements, lane, permissionValue } from '@/test/fixtures.ts';
import { renderRoutes } from '@/test/render.tsx';

/** The real part is imported for the first time after the retry: on a busy machine that takes seconds. */
const REAL_IMPORT_MS = 10_000;

// The account popups' chunk cannot be fetched (offline, or a newer release replaced the file)
// until a test lets it through.
const chunk = vi.hoisted(() => ({ failing: true, imports: 0 }));
vi.mock('../auth-modals.tsx', async (importOriginal) => {
  chunk.imports += 1;
  if (chunk.failing) throw new TypeError('Failed to fetch dynamically imported module: http://localhost:3000/assets/auth-modals-Dx1.js');
  return importOriginal();
});
// The announcement popup's chunk never arrives in this file.
vi.mock('../announcement-modal.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module: http://localhost:3000/assets/announcement-modal-Dx1.js');
});

function api() {
  return mockApi({
    '/wps/system/permission': permissionValue(),
    '/wps/relay/GCSGAME_newGameVendor': { lanes: [lane('RNG', ['PG'])] },
    '/wps/relay/MCSFE_getListAnnouncements': emptyAnnouncements,
    '/wps/system/helpCenter': { categories: [] },
  });
}

/** The site header (pages may hold banners of their own). */
const header = () => screen.getAllByRole('banner').find((b) => b.classList.contains('site-header')) as HTMLElement;

beforeEach(() => {
  // The boundary reports what it caught; the failure itself is what these tests are about.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

// The tests run in order: the chunk fails in the first ones and arrives in the last.
describe('a modal whose chunk cannot be loaded', () => {
  it('when the login popup cannot be loaded, then a small dialog says so with a retry, and the page around it still works', async () => {
    api();
    renderRoutes('/');
    await userEvent.click(within(header()).getByRole('button', { name: 'Log In' }));

    const failure = await screen.findByRole('dialog', { name: 'Could not load' });
    expect(within(failure).getByRole('alert')).toHaveTextContent('We could not load this. Please try again.');
    expect(within(failure).getByRole('button', { name: 'Try again' })).toHaveFocus();
    // Not the router's error page: the header, the menus and the home page are all still there.
    expect(within(header()).getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();

    // Closing it closes the login entry of the stack, as the login popup's own close would.
    await userEvent.click(within(failure).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(header()).getByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });

  it('when a forced password change cannot be loaded, then its failure dialog cannot be closed either, only retried', async () => {
    api();
    renderRoutes('/');
    act(() => void openModal('changePassword', { forced: true }));
    const failure = await screen.findByRole('dialog', { name: 'Could not load' });
    expect(within(failure).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Could not load' })).toBeInTheDocument();
    expect(within(failure).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('when the chunk arrives on retry, then the modal itself shows in place of the failure', async () => {
    api();
    renderRoutes('/');
    await userEvent.click(within(header()).getByRole('button', { name: 'Log In' }));
    const failure = await screen.findByRole('dialog', { name: 'Could not load' });
    const before = chunk.imports;

    chunk.failing = false;
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome back' }, { timeout: REAL_IMPORT_MS })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Could not load' })).not.toBeInTheDocument();
    // The retry imported the chunk afresh (React.lazy alone would have kept the failure).
    expect(chunk.imports).toBe(before + 1);
    expect(within(header()).getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
  });
});

describe('an announcement popup whose chunk cannot be loaded', () => {
  it('when its failure dialog is closed, then it stays closed for the session, as the popup’s own close would', async () => {
    setPopupSettleDelay(0);
    mockApi({
      '/wps/system/permission': permissionValue(),
      '/wps/relay/GCSGAME_newGameVendor': { lanes: [lane('RNG', ['PG'])] },
      '/wps/relay/MCSFE_getListAnnouncements': {
        ...emptyAnnouncements,
        popup: [{ id: 'v1', type: 'PU', title: 'Popup v1', content: '<p>Body</p>', execution: 'B', promotionType: null, publishedAt: '2026-11-01T10:00:00Z', applicable: false, expiresAt: null }],
      },
      '/wps/system/helpCenter': { categories: [] },
    });
    renderRoutes('/');
    const failure = await screen.findByRole('dialog', { name: 'Could not load' }, { timeout: 5000 });
    await userEvent.click(within(failure).getByRole('button', { name: 'Close' }));

    // Long enough for the slot to open the popup (and its failure) again, were it not closed.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(modalStack()).toEqual([]);
    expect(sessionStorage.getItem(POPUP_CLOSED_KEYS.visitor)).toBe('closed');
  });
});

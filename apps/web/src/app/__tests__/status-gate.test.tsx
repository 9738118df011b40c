import { encodeCsPath } from '@lumen/contracts/system/system.contract';
import { focusManager } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminSignOut } from '@/features/admin/lib/admin-session.ts';
import { mockApi, type RecordedCall } from '@/test/api-mock.ts';
import { emptyAnnouncements, permissionValue, statusValue } from '@/test/fixtures.ts';
import { renderWithProviders, testQueryClient } from '@/test/render.tsx';
import { App } from '../app.tsx';
import { StatusGate } from '../status-gate.tsx';

const customerService = [
  { csType: 'LIVECHAT', name: 'Live chat', icon: '', path: encodeCsPath('https://chat.example.test/', 'abcdefgh') },
];

function renderGate() {
  return renderWithProviders(
    <StatusGate>
      <p>The site</p>
    </StatusGate>,
  );
}

describe('StatusGate', () => {
  it('when the status is 0, then the site is shown', async () => {
    mockApi({ '/wps/system/status': statusValue(0), '/wps/system/permission': permissionValue() });
    renderGate();
    expect(await screen.findByText('The site')).toBeInTheDocument();
  });

  it('when the status is 1, then the maintenance page shows its title, info and a customer-service button', async () => {
    mockApi({
      '/wps/system/status': statusValue(1, { title: 'Upgrading our tables', info: 'Back within the hour.' }),
      '/wps/system/permission': permissionValue({ customerService }),
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Upgrading our tables' })).toBeInTheDocument();
    expect(screen.getByText('Back within the hour.')).toBeInTheDocument();
    expect(screen.queryByText('The site')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Contact customer service' }));
    expect(open).toHaveBeenCalledWith('https://chat.example.test/', 'cs-livechat', expect.stringContaining('width=440,height=750'));
  });

  it('when the operator gave no text, then the maintenance page uses its own title and info', async () => {
    mockApi({ '/wps/system/status': statusValue(1), '/wps/system/permission': permissionValue() });
    renderGate();
    expect(await screen.findByRole('heading', { name: "We'll be right back" })).toBeInTheDocument();
  });

  it('when the language is switched on the maintenance page, then its title loads again in that language and the page stays up', async () => {
    const { calls } = mockApi({
      '/wps/system/status': (c: RecordedCall) => statusValue(1, { title: c.headers['x-language'] === 'ZH' ? '正在升级牌桌' : 'Upgrading our tables' }),
      '/wps/system/permission': permissionValue(),
      '/wps/system/language': (c: RecordedCall) => c.body,
    });
    renderGate();
    await userEvent.click(await screen.findByRole('button', { name: /^Language / }));
    await userEvent.click(screen.getByRole('option', { name: /中文/ }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/wps/system/status')).toHaveLength(2));
    // While the new title loads, the old one stays rather than a loader.
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '正在升级牌桌' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/wps/system/status').map((c) => c.headers['x-language'])).toEqual(['EN', 'ZH']);
  });

  it('when the status is 2, then the region page shows the visitor IP, the info and a customer-service button', async () => {
    mockApi({ '/wps/system/status': statusValue(2, { ip: '203.0.113.7' }), '/wps/system/permission': permissionValue({ customerService }) });
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Not available in your region' })).toBeInTheDocument();
    expect(screen.getByTestId('visitor-ip')).toHaveTextContent('203.0.113.7');
    expect(screen.getByText(/restricted due to your location/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Contact customer service' })).toBeInTheDocument();
  });

  describe('re-checking', () => {
    afterEach(() => {
      vi.useRealTimers();
      focusManager.setFocused(undefined);
    });

    /** The status answers `first`, then `then` from the second call on. */
    function statusSequence(first: 0 | 1 | 2, then: 0 | 1 | 2) {
      let asked = 0;
      return mockApi({
        '/wps/system/status': () => statusValue(asked++ === 0 ? first : then),
        '/wps/system/permission': permissionValue(),
      });
    }
    const statusCalls = (calls: RecordedCall[]) => calls.filter((c) => c.path === '/wps/system/status').length;

    it('when the maintenance page has been up for 30 s and the site has reopened meanwhile, then the site shows without a reload', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      statusSequence(1, 0);
      renderGate();
      expect(await screen.findByRole('heading', { name: "We'll be right back" })).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(31_000));
      expect(await screen.findByText('The site')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: "We'll be right back" })).not.toBeInTheDocument();
    });

    it('when the region page has been up for 30 s and the address is still blocked, then it asks again and stays up', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { calls } = statusSequence(2, 2);
      renderGate();
      expect(await screen.findByRole('heading', { name: 'Not available in your region' })).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(31_000));
      await waitFor(() => expect(statusCalls(calls)).toBe(2));
      expect(screen.getByRole('heading', { name: 'Not available in your region' })).toBeInTheDocument();
      expect(screen.queryByText('The site')).not.toBeInTheDocument();
    });

    it('when the visitor comes back to the maintenance page’s window, then the status is asked again at once', async () => {
      const { calls } = statusSequence(1, 0);
      renderGate();
      expect(await screen.findByRole('heading', { name: "We'll be right back" })).toBeInTheDocument();
      act(() => {
        focusManager.setFocused(false);
        focusManager.setFocused(true);
      });
      expect(await screen.findByText('The site')).toBeInTheDocument();
      expect(statusCalls(calls)).toBe(2);
    });

    it('when the site is open, then the status is not polled, neither over time nor on focus', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { calls } = statusSequence(0, 1);
      renderGate();
      expect(await screen.findByText('The site')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(95_000));
      act(() => {
        focusManager.setFocused(false);
        focusManager.setFocused(true);
      });
      expect(statusCalls(calls)).toBe(1);
      expect(screen.getByText('The site')).toBeInTheDocument();
    });
  });
});

describe('the operator desk and the status gate', () => {
  afterEach(() => {
    adminSignOut();
    window.history.pushState({}, '', '/');
  });

  /** The whole app, as the browser opens it at `path`. */
  function renderApp(path: string) {
    window.history.pushState({}, '', path);
    return render(<App queryClient={testQueryClient()} />);
  }

  for (const [status, page] of [
    [1, 'maintenance'],
    [2, 'region'],
  ] as const) {
    it(`when the site shows its ${page} page and an operator opens /admin, then the desk’s sign-in shows instead`, async () => {
      adminSignOut();
      mockApi({
        '/wps/system/status': statusValue(status),
        '/wps/system/permission': permissionValue(),
        '/wps/relay/MCSFE_getListAnnouncements': emptyAnnouncements,
      });
      renderApp('/admin');
      expect(await screen.findByRole('button', { name: 'Sign in' }, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: "We'll be right back" })).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Not available in your region' })).not.toBeInTheDocument();
    });
  }

  it('when the site is under maintenance and a path only begins like /admin (/administrator), then the maintenance page shows', async () => {
    mockApi({ '/wps/system/status': statusValue(1), '/wps/system/permission': permissionValue() });
    renderApp('/administrator');
    expect(await screen.findByRole('heading', { name: "We'll be right back" })).toBeInTheDocument();
  });
});

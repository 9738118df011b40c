import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setMember, TOKEN_KEY } from '@/lib/session.ts';
import { mockApi } from '@/test/api-mock.ts';
import { useFakeWebSocket } from '@/test/fake-socket.ts';
import { memberInfo } from '@/test/fixtures.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { HeaderBalance } from '../balance-display.tsx';

const BALANCE = '/wps/v2/wallets/balance';
const INFO = '/wps/member/info';
const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';

function signIn(extra: Parameters<typeof memberInfo>[0] = {}) {
  sessionStorage.setItem(TOKEN_KEY, TOKEN);
  setMember(memberInfo({ balance: '0.00', ...extra }));
}

const group = () => screen.getByRole('group', { name: 'Balance' });

beforeEach(() => {
  clearSession();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('header balance', () => {
  it('when the wallet answers, then the symbol and the amount show with separators and two decimals', async () => {
    useFakeWebSocket();
    signIn();
    mockApi({ [BALANCE]: { balance: '1234567.50', currency: 'PKR', currencySymbol: 'Rs' }, [INFO]: memberInfo() });
    renderWithProviders(<HeaderBalance />);
    await waitFor(() => expect(group()).toHaveTextContent('Rs 1,234,567.50'));
  });

  it('when hidden, then *** shows instead of the amount, and showing it brings it back', async () => {
    useFakeWebSocket();
    signIn();
    mockApi({ [BALANCE]: { balance: '987.65', currency: 'PKR', currencySymbol: 'Rs' }, [INFO]: memberInfo() });
    renderWithProviders(<HeaderBalance />);
    await waitFor(() => expect(group()).toHaveTextContent('Rs 987.65'));
    await userEvent.click(within(group()).getByRole('button', { name: 'Hide balance' }));
    expect(screen.getByTestId('balance-amount')).toHaveTextContent(/^\*\*\*$/);
    expect(group()).not.toHaveTextContent('987.65');
    await userEvent.click(within(group()).getByRole('button', { name: 'Show balance' }));
    expect(group()).toHaveTextContent('Rs 987.65');
  });

  it('when refresh is clicked, then the balance is asked again (once for clicks within a second)', async () => {
    useFakeWebSocket();
    signIn();
    let balance = '10.00';
    const { calls } = mockApi({ [BALANCE]: () => ({ balance, currency: 'PKR', currencySymbol: 'Rs' }), [INFO]: memberInfo() });
    renderWithProviders(<HeaderBalance />);
    await waitFor(() => expect(group()).toHaveTextContent('Rs 10.00'));
    balance = '2500.10';
    const refresh = within(group()).getByRole('button', { name: 'Refresh balance' });
    await userEvent.click(refresh);
    await waitFor(() => expect(group()).toHaveTextContent('Rs 2,500.10'));
    await userEvent.click(refresh);
    await userEvent.click(refresh);
    expect(calls.filter((c) => c.path === BALANCE)).toHaveLength(2);
    expect(calls.find((c) => c.path === BALANCE)?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('when a refresh fails, then the refresh action shows an alert and says the balance could not be loaded, until a refresh succeeds', async () => {
    useFakeWebSocket();
    signIn();
    // Only the clock is set by hand: a second click within a second would be ignored.
    vi.useFakeTimers({ toFake: ['Date'] });
    let failing = false;
    mockApi({
      [BALANCE]: () => {
        if (failing) throw new Error('INTERNAL');
        return { balance: '75.00', currency: 'PKR', currencySymbol: 'Rs' };
      },
      [INFO]: memberInfo(),
    });
    renderWithProviders(<HeaderBalance />);
    await waitFor(() => expect(group()).toHaveTextContent('Rs 75.00'));
    failing = true;
    await userEvent.click(within(group()).getByRole('button', { name: 'Refresh balance' }));
    const failed = await within(group()).findByRole('button', { name: 'We could not load this. Please try again.' });
    expect(failed).toHaveAttribute('title', 'We could not load this. Please try again.');
    expect(failed.querySelector('svg')).toHaveClass('lucide-circle-alert');
    expect(group()).toHaveTextContent('Rs 75.00');

    failing = false;
    vi.setSystemTime(Date.now() + 1_500);
    await userEvent.click(failed);
    expect(await within(group()).findByRole('button', { name: 'Refresh balance' })).toHaveAttribute('title', 'Refresh balance');
    expect(within(group()).queryByRole('button', { name: 'We could not load this. Please try again.' })).not.toBeInTheDocument();
  });

  it('when the socket pushes a main-wallet balance, then the shown amount and the member info change without a reload', async () => {
    const Socket = useFakeWebSocket();
    signIn();
    let balance = '0.00';
    const { calls } = mockApi({ [BALANCE]: () => ({ balance, currency: 'PKR', currencySymbol: 'Rs' }), [INFO]: memberInfo() });
    const { queryClient } = renderWithProviders(<HeaderBalance />);
    await waitFor(() => expect(group()).toHaveTextContent('Rs 0.00'));
    await waitFor(() => expect(Socket.instances).toHaveLength(1));
    const socket = Socket.latest();
    expect(socket.url).toBe(`ws://${window.location.host}/ws`);
    await waitFor(() => expect(socket.sent).toEqual([{ type: 'auth', token: TOKEN }]));
    socket.receive({ type: 'ready' });
    const before = calls.filter((c) => c.path === BALANCE).length;
    balance = '1500.25';
    socket.receive({ type: 'balance', balance: '1500.25', wallet: 'MAIN' });
    await waitFor(() => expect(group()).toHaveTextContent('Rs 1,500.25'));
    expect(queryClient.getQueryData<{ balance: string }>(['member', 'loginInfo'])?.balance).toBe('1500.25');
    // Every wallet view is reloaded too.
    await waitFor(() => expect(calls.filter((c) => c.path === BALANCE).length).toBe(before + 1));

    // A vendor wallet's balance does not replace the main one.
    socket.receive({ type: 'balance', balance: '3.00', wallet: 'PG' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(group()).toHaveTextContent('Rs 1,500.25');
    expect(queryClient.getQueryData<{ balance: string }>(['member', 'loginInfo'])?.balance).toBe('1500.25');
  });

  it('when the member is on a trial account, then the balance comes from the member info and no socket opens', async () => {
    const Socket = useFakeWebSocket();
    signIn({ isTrial: true, balance: '2000', type: 9 });
    const { calls } = mockApi({ [INFO]: memberInfo({ isTrial: true, balance: '2000' }) });
    renderWithProviders(<HeaderBalance />);
    expect(group()).toHaveTextContent('Rs 2,000.00');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.some((c) => c.path === BALANCE)).toBe(false);
    expect(Socket.instances).toHaveLength(0);
  });
});

import { playPaths } from '@lumen/contracts/play/play.contract';
import { IDEMPOTENCY_HEADER } from '@lumen/contracts/wallet/money';
import { walletPaths } from '@lumen/contracts/wallet/wallet.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import SeamlessRoute from '@/app/routes/seamless.tsx';
import { clearSession, signIn } from '@/lib/session.ts';
import { memberInfo } from '@/test/fixtures.ts';
import { gameItem } from './launch-fixtures.ts';
import { mockPlayApi, type PlayCall, Refusal, renderAt } from './play-test-utils.tsx';

let launches = 0;
const external = (mode: 'REAL' | 'FUN') => {
  launches += 1;
  return {
    mode,
    kind: 'EXTERNAL',
    url: `http://vendor.test/game?token=lt_${launches}&mode=${mode}`,
    launchToken: `lt_abcdefghijklmnop${launches}`,
    expiresAt: '2026-11-24T12:00:00.000Z',
    game: gameItem(),
  };
};

/** The wallets as GCS_merchantWallet answers them; PG is a transfer-mode vendor. */
function wallets(main: string, pg: string, extra: { isSingle?: boolean; maintenance?: boolean } = {}) {
  return {
    isSingle: extra.isSingle ?? false,
    currency: 'PKR',
    currencySymbol: 'Rs',
    main,
    total: (Number(main) + Number(pg)).toFixed(2),
    wallets: extra.isSingle ? [] : [{ vendorCode: 'PG', name: 'PG Soft', balance: pg, maintenance: extra.maintenance ?? false }],
  };
}

const member = () => signIn({ token: 'member-token-0123456789', user: memberInfo() });
const strip = () => screen.findByRole('region', { name: 'PG Soft wallet' });

describe('a transfer-mode vendor game shows its wallet', () => {
  beforeEach(() => {
    clearSession();
    launches = 0;
  });

  it('when the game wallet is empty, then it says so, and moving money in posts main to PG once and restarts the game', async () => {
    member();
    let state = wallets('235.00', '0.00');
    const api = mockPlayApi({
      [`POST ${playPaths.launchGame}`]: () => external('REAL'),
      [`GET ${walletPaths.merchantWallet}`]: () => state,
      [`POST ${walletPaths.walletTransfer}`]: (call: PlayCall) => {
        const body = call.body as { amount: string };
        state = wallets((235 - Number(body.amount)).toFixed(2), Number(body.amount).toFixed(2));
        return state;
      },
    });
    renderAt(<SeamlessRoute />, '/seamless?nodeId=42', { modals: 'probe' });
    const region = await strip();
    expect(within(region).getByRole('note')).toHaveTextContent('PG Soft games play from their own wallet, which is empty.');
    expect(region).toHaveTextContent('Rs 0.00');
    expect(region).toHaveTextContent('Main walletRs 235.00');
    expect(await screen.findByTitle('Fortune Ox')).toHaveAttribute('src', 'http://vendor.test/game?token=lt_1&mode=REAL');

    const user = userEvent.setup();
    await user.type(within(region).getByLabelText('Amount'), '100');
    await user.click(within(region).getByRole('button', { name: 'Move in' }));

    await waitFor(() => expect(screen.getByTitle('Fortune Ox')).toHaveAttribute('src', 'http://vendor.test/game?token=lt_2&mode=REAL'));
    const transfers = api.to(walletPaths.walletTransfer);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]?.body).toEqual({ from: 'MAIN', to: 'PG', amount: '100' });
    expect(transfers[0]?.headers[IDEMPOTENCY_HEADER.toLowerCase()]).toMatch(/\S{16,}/);
    expect(api.to(playPaths.launchGame)).toHaveLength(2);
    await waitFor(() => expect(within(region).queryByRole('note')).not.toBeInTheDocument());
    expect(region).toHaveTextContent('Rs 100.00');
    expect(within(region).getByLabelText('Amount')).toHaveValue('');
  });

  it('when the amount is more than the main wallet holds, then it says so under the form and moves nothing', async () => {
    member();
    const api = mockPlayApi({
      [`POST ${playPaths.launchGame}`]: () => external('REAL'),
      [`GET ${walletPaths.merchantWallet}`]: wallets('50.00', '0.00'),
    });
    renderAt(<SeamlessRoute />, '/seamless?nodeId=42', { modals: 'probe' });
    const region = await strip();
    const user = userEvent.setup();
    await user.type(within(region).getByLabelText('Amount'), '80');
    await user.click(within(region).getByRole('button', { name: 'Move in' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent('That is more than your balance of Rs 50.00.');
    expect(within(region).getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true');
    expect(api.to(walletPaths.walletTransfer)).toHaveLength(0);
    expect(api.to(playPaths.launchGame)).toHaveLength(1);
  });

  it('when both wallets are empty, then it asks for a deposit first', async () => {
    member();
    mockPlayApi({ [`POST ${playPaths.launchGame}`]: () => external('REAL'), [`GET ${walletPaths.merchantWallet}`]: wallets('0.00', '0.00') });
    renderAt(<SeamlessRoute />, '/seamless?nodeId=42', { modals: 'probe' });
    expect(within(await strip()).getByRole('note')).toHaveTextContent('and so is your main wallet. Deposit first');
    expect(screen.getByRole('button', { name: 'All' })).toBeDisabled();
  });

  it('when money is in the game wallet, then "all back to main" moves exactly its balance and restarts the game', async () => {
    member();
    let state = wallets('100.00', '15.50');
    const api = mockPlayApi({
      [`POST ${playPaths.launchGame}`]: () => external('REAL'),
      [`GET ${walletPaths.merchantWallet}`]: () => state,
      [`POST ${walletPaths.walletTransfer}`]: () => {
        state = wallets('115.50', '0.00');
        return state;
      },
    });
    renderAt(<SeamlessRoute />, '/seamless?nodeId=42', { modals: 'probe' });
    const region = await strip();
    expect(within(region).queryByRole('note')).not.toBeInTheDocument();
    await userEvent.setup().click(within(region).getByRole('button', { name: 'All back to main' }));
    await waitFor(() => expect(api.to(playPaths.launchGame)).toHaveLength(2));
    expect(api.to(walletPaths.walletTransfer).map((c) => c.body)).toEqual([{ from: 'PG', to: 'MAIN', amount: '15.50' }]);
    expect(await within(region).findByRole('note')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'All back to main' })).toBeDisabled();
  });

  it('when the game paid or took money since the strip was drawn, then "all back to main" moves what the wallet holds now', async () => {
    member();
    let state = wallets('100.00', '15.50');
    const api = mockPlayApi({
      [`POST ${playPaths.launchGame}`]: () => external('REAL'),
      [`GET ${walletPaths.merchantWallet}`]: () => state,
      [`POST ${walletPaths.walletTransfer}`]: (call: PlayCall) => {
        const { amount } = call.body as { amount: string };
        if (amount !== '40.25') throw new Refusal('INSUFFICIENT_BALANCE');
        state = wallets('140.25', '0.00');
        return state;
      },
    });
    renderAt(<SeamlessRoute />, '/seamless?nodeId=42', { modals: 'probe' });
    const region = await strip();
    expect(within(region).getByText('Rs 15.50')).toBeInTheDocument();
    // A win in the game: the vendor wallet now holds more than the strip shows.
    state = wallets('100.00', '40.25');
    await userEvent.setup().click(within(region).getByRole('button', { name: 'All back to main' }));
    await waitFor(() => expect(api.to(playPaths.launchGame)).toHaveLength(2));
    expect(api.to(walletPaths.walletTransfer).map((c) => c.body)).toEqual([{ from: 'PG', to: 'MAIN', amount: '40.25' }]);
    expect(await within(region).findByText('Rs 140.25')).toBeInTheDocument();
  });

  it('when the vendor is under maintenance, then money cannot go in', async () => {
    member();
    mockPlayApi({ [`POST ${playPaths.launchGame}`]: () => external('REAL'), [`GET ${walletPaths.merchantWallet}`]: wallets('100.00', '5.00', { maintenance: true }) });
    renderAt(<SeamlessRoute />, '/seamless?nodeId=42', { modals: 'probe' });
    const region = await strip();
    expect(within(region).getByRole('button', { name: 'Move in' })).toBeDisabled();
    expect(within(region).getByLabelText('Amount')).toBeDisabled();
    expect(within(region).getByRole('button', { name: 'All back to main' })).toBeEnabled();
  });

  it.each([
    ['the site has one wallet', wallets('100.00', '0.00', { isSingle: true })],
    ['the vendor plays from the main wallet', { ...wallets('100.00', '0.00'), wallets: [{ vendorCode: 'JILI', name: 'JILI', balance: '0.00', maintenance: false }] }],
  ])('when %s, then no game wallet shows', async (_case, value) => {
    member();
    const api = mockPlayApi({ [`POST ${playPaths.launchGame}`]: () => external('REAL'), [`GET ${walletPaths.merchantWallet}`]: value });
    renderAt(<SeamlessRoute />, '/seamless?nodeId=42', { modals: 'probe' });
    expect(await screen.findByTitle('Fortune Ox')).toBeInTheDocument();
    await waitFor(() => expect(api.to(walletPaths.merchantWallet)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading the game wallet…' })).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: /wallet/ })).not.toBeInTheDocument();
  });

  it('when the wallets cannot be read, then the strip says so with a retry while the game plays, and the retry brings the wallet', async () => {
    member();
    let failing = true;
    const api = mockPlayApi({
      [`POST ${playPaths.launchGame}`]: () => external('REAL'),
      [`GET ${walletPaths.merchantWallet}`]: () => {
        if (failing) throw new Refusal('INTERNAL');
        return wallets('100.00', '0.00');
      },
    });
    renderAt(<SeamlessRoute />, '/seamless?nodeId=42', { modals: 'probe' });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Unknown error, please try again');
    expect(await screen.findByTitle('Fortune Ox')).toBeInTheDocument();
    failing = false;
    await userEvent.setup().click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(within(await strip()).getByRole('button', { name: 'Move in' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.to(walletPaths.merchantWallet)).toHaveLength(2);
    expect(api.to(playPaths.launchGame)).toHaveLength(1);
  });

  it('when the game is played for fun, then the wallets are not asked for', async () => {
    const api = mockPlayApi({ [`POST ${playPaths.launchTrial}`]: () => external('FUN'), [`GET ${walletPaths.merchantWallet}`]: wallets('1.00', '0.00') });
    renderAt(<SeamlessRoute />, '/seamless?nodeId=42&mode=FUN', { modals: 'probe' });
    expect(await screen.findByTitle('Fortune Ox')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /wallet/ })).not.toBeInTheDocument();
    expect(api.to(walletPaths.merchantWallet)).toHaveLength(0);
  });
});

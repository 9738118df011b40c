import { walletPaths } from '@lumen/contracts/wallet/wallet.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeAllModals, modalStack } from '@/lib/modal-store.ts';
import { DepositPage } from '../screens/deposit-page.tsx';
import { SecurityCenterPage } from '../screens/security-center-page.tsx';
import { TransactionHistoryPage } from '../screens/transaction-history-page.tsx';
import { TransferFundPage } from '../screens/transfer-fund-page.tsx';
import { TransferUplinePage } from '../screens/transfer-upline-page.tsx';
import { balance, bankAccount, mockWalletApi, noRecords, Refusal, renderPage, withdrawInfo } from './wallet-test-utils.tsx';
import { inTimeZone } from '@/test/time-zone.ts';

const merchant = (extra: Record<string, unknown> = {}) => ({
  isSingle: false,
  currency: 'PKR',
  currencySymbol: 'Rs',
  main: '1000.00',
  total: '1250.00',
  wallets: [
    { vendorCode: 'PG', name: 'PG Soft', balance: '250.00', maintenance: false },
    { vendorCode: 'JDB', name: 'JDB', balance: '0.00', maintenance: true },
  ],
  ...extra,
});

describe('my wallet', () => {
  it('when the site uses one wallet, then a note says so and there is no transfer form', async () => {
    mockWalletApi({ [walletPaths.merchantWallet]: merchant({ isSingle: true, wallets: [] }) });
    renderPage(<TransferFundPage />);
    expect(await screen.findByText(/This site uses one wallet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Transfer' })).not.toBeInTheDocument();
  });

  it('when the site uses one wallet but a game wallet still holds money, then that wallet shows and all of it comes back to main in one go', async () => {
    let now = merchant({ isSingle: true, main: '10.00', total: '25.00', wallets: [{ vendorCode: 'PG', name: 'PG Soft', balance: '15.00', maintenance: true }] });
    const api = mockWalletApi({
      [walletPaths.merchantWallet]: () => now,
      [walletPaths.walletTransferAllToMain]: () => {
        now = merchant({ isSingle: true, main: '25.00', total: '25.00', wallets: [] });
        return now;
      },
    });
    renderPage(<TransferFundPage />);
    const user = userEvent.setup();
    expect(await screen.findByText(/This site uses one wallet/)).toBeInTheDocument();
    const pg = screen.getByTestId('vendor-wallet-PG');
    expect(within(pg).getByText('Rs 15.00')).toBeInTheDocument();
    // Not under maintenance: it only takes no new transfers in.
    expect(within(pg).queryByText('Maintenance')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Transfer' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All back to main' }));
    await waitFor(() => expect(api.to(walletPaths.walletTransferAllToMain)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('vendor-wallet-PG')).not.toBeInTheDocument());
    expect(screen.getAllByText('Rs 25.00').length).toBeGreaterThan(0);
  });

  it('when money moves to a vendor and the direction is swapped, then from/to follow and the amount is checked against the source wallet', async () => {
    let now = merchant();
    const api = mockWalletApi({
      [walletPaths.merchantWallet]: () => now,
      [walletPaths.walletTransfer]: () => {
        now = merchant({ main: '900.00', wallets: [{ vendorCode: 'PG', name: 'PG Soft', balance: '350.00', maintenance: false }] });
        return now;
      },
    });
    renderPage(<TransferFundPage />);
    const user = userEvent.setup();
    expect(await screen.findByText('Rs 1,250.00')).toBeInTheDocument();
    expect(within(screen.getByTestId('vendor-wallet-JDB')).getByText('Maintenance')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '1000.01');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('That is more than your balance of Rs 1,000.00.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Swap direction' }));
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('250.00');
    await user.click(screen.getByRole('button', { name: 'Swap direction' }));
    await user.clear(screen.getByRole('textbox', { name: 'Amount' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '100');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Transfer complete.')).toBeInTheDocument();
    expect(api.to(walletPaths.walletTransfer)[0]?.body).toEqual({ from: 'MAIN', to: 'PG', amount: '100' });
    expect(screen.getByText('Rs 900.00')).toBeInTheDocument();
    expect(within(screen.getByTestId('vendor-wallet-PG')).getByText('Rs 350.00')).toBeInTheDocument();

    // The next try takes the last outcome away, also when the amount's own check stops it.
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '5000');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('That is more than your balance of Rs 900.00.')).toBeInTheDocument();
    expect(screen.queryByText('Transfer complete.')).not.toBeInTheDocument();
  });

  it('when the amount is not an amount, then the field says why and takes the focus without a request; when the server names the amount, then its message shows under it', async () => {
    const api = mockWalletApi({
      [walletPaths.merchantWallet]: merchant(),
      [walletPaths.walletTransfer]: () => {
        throw new Refusal('VALIDATION_FAILED', 'Check the form', { fields: [{ field: 'amount', issue: 'too_big', message: 'At most 1000.00' }] });
      },
    });
    renderPage(<TransferFundPage />);
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Amount' });
    await user.type(box, '10.001');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(box).toHaveAccessibleDescription('Enter an amount above 0 with at most 2 decimals.'));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveFocus();
    expect(api.to(walletPaths.walletTransfer)).toHaveLength(0);
    await user.clear(box);
    await user.type(box, '10');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(box).toHaveAccessibleDescription('At most 1000.00'));
    expect(api.to(walletPaths.walletTransfer)[0]?.body).toEqual({ from: 'MAIN', to: 'PG', amount: '10' });
    expect(screen.queryByText('Check the form')).not.toBeInTheDocument();
  });

  it('when no game wallet is chosen, then sending names the empty end under it, takes the focus there and sends nothing', async () => {
    const api = mockWalletApi({ [walletPaths.merchantWallet]: merchant({ wallets: [] }), [walletPaths.walletTransfer]: merchant() });
    renderPage(<TransferFundPage />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '10');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    const to = await screen.findByRole('combobox', { name: 'To' });
    await waitFor(() => expect(to).toHaveAccessibleDescription('Choose the wallet to transfer to.'));
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveFocus();
    // Swapped, the empty end is the source, and the message names it.
    await user.click(screen.getByRole('button', { name: 'Swap direction' }));
    const from = screen.getByRole('combobox', { name: 'From' });
    await waitFor(() => expect(from).toHaveAccessibleDescription('Choose the wallet to transfer from.'));
    expect(screen.queryByText('Choose the wallet to transfer to.')).not.toBeInTheDocument();
    expect(api.to(walletPaths.walletTransfer)).toHaveLength(0);
  });
});

describe('deposit', () => {
  const methods = {
    list: [
      { code: 'BANK', kind: 'BANK_TRANSFER', name: 'Bank transfer', min: '100.00', max: '50000.00', bank: { bankName: 'HBL', accountName: 'Lumen Ltd', accountNumber: '0123456789' } },
      { code: 'SANDBOX', kind: 'SANDBOX', name: 'Instant (test)', min: '10.00', max: '1000.00', bank: null },
    ],
  };
  const record = { id: '5', methodCode: 'BANK', methodName: 'Bank transfer', amount: '500.00', status: 'PENDING', referenceCode: 'DP7Q2K9', rejectReason: null, createdAt: '2026-11-20T10:00:00.000Z', completedAt: null };

  it('when a bank transfer is requested, then the bank details and the memo reference show, pending', async () => {
    const api = mockWalletApi({ ...balance, [walletPaths.depositMethods]: methods, [walletPaths.depositRecords]: noRecords, [`POST ${walletPaths.deposit}`]: record });
    renderPage(<DepositPage />);
    const user = userEvent.setup();
    expect(await screen.findByRole('radio', { name: /Bank transfer/ })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '50');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(await screen.findByText('The minimum is Rs 100.00.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '500' }));
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(await screen.findByText('Deposit request created')).toBeInTheDocument();
    expect(screen.getByText('DP7Q2K9')).toBeInTheDocument();
    expect(screen.getByText('0123456789')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Reference code' })).toBeInTheDocument();
    const [call] = api.to(walletPaths.deposit);
    expect(call?.body).toEqual({ methodCode: 'BANK', amount: '500' });
    expect(call?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('account record', () => {
  it('when records load, then totals, signed amounts and every type in the filter show, and the filter goes to the server', async () => {
    const api = mockWalletApi({
      ...balance,
      [walletPaths.transactionHistory]: (call: { query: URLSearchParams }) => ({
        list: [
          { id: '1', type: 'DEPOSIT', wallet: 'MAIN', amount: '500.00', balanceAfter: '500.00', time: '2026-11-20T10:00:00.000Z', reference: 'deposit:5' },
          { id: '2', type: 'WALLET_TRANSFER', wallet: 'PG', amount: '-1200.00', balanceAfter: '0.00', time: '2026-11-20T11:00:00.000Z', reference: 'wt:9' },
          { id: '3', type: 'BONUS', wallet: 'MAIN', amount: '30.00', balanceAfter: '30.00', time: '2026-11-20T12:00:00.000Z', reference: 'mission:7' },
          { id: '4', type: 'WALLET_TRANSFER', wallet: 'MAIN', amount: '15.00', balanceAfter: '45.00', time: '2026-11-20T13:00:00.000Z', reference: 'ALL->MAIN' },
        ].filter((r) => !call.query.get('type') || r.type === call.query.get('type')),
        pageNo: 1,
        totalPages: 1,
        total: 4,
        totals: { in: '500.00', out: '1200.00', net: '-700.00' },
      }),
    });
    renderPage(<TransactionHistoryPage />);
    const user = userEvent.setup();
    const totals = await screen.findByTestId('history-totals');
    expect(totals).toHaveTextContent('Money inRs 500.00');
    expect(totals).toHaveTextContent('Money outRs 1,200.00');
    expect(within(totals).getByText('-Rs 700.00')).toHaveClass('money-out');
    expect(screen.getByText('+Rs 500.00')).toHaveClass('money-in');
    expect(screen.getByText('-Rs 1,200.00')).toHaveClass('money-out');
    // References the ledger writes for itself read as words; others (a deposit's code) as they are.
    const refs = screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').at(-1)?.textContent);
    expect(refs).toEqual(['deposit:5', 'wt:9', 'Mission #7', 'All game wallets → Main wallet']);
    const type = screen.getByRole('combobox', { name: 'Type' });
    expect(within(type).getAllByRole('option')).toHaveLength(13);
    await user.selectOptions(type, 'DEPOSIT');
    await waitFor(() => expect(api.calls.at(-1)?.query.get('type')).toBe('DEPOSIT'));
    const first = api.calls.find((c) => c.path === walletPaths.transactionHistory);
    expect(first?.query.get('startDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(first?.query.get('endDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('account record times', () => {
  it('when the browser is in another time zone, then an entry’s time shows in UTC, marked so, on the day the filters find it under', async () => {
    // Pakistan is five hours ahead of UTC: 23:30 on 20 November UTC is 04:30 on 21 November there.
    await inTimeZone('Asia/Karachi', async () => {
      mockWalletApi({
        ...balance,
        [walletPaths.transactionHistory]: {
          list: [{ id: '1', type: 'DEPOSIT', wallet: 'MAIN', amount: '500.00', balanceAfter: '500.00', time: '2026-11-20T23:30:00.000Z', reference: 'deposit:5' }],
          pageNo: 1,
          totalPages: 1,
          total: 1,
          totals: { in: '500.00', out: '0.00', net: '500.00' },
        },
      });
      renderPage(<TransactionHistoryPage />);
      expect(await screen.findByText('11/20/2026 11:30 PM UTC')).toBeInTheDocument();
      expect(screen.queryByText(/11\/21\/2026/)).not.toBeInTheDocument();
    });
  });
});

describe('account record dates', () => {
  afterEach(() => vi.useRealTimers());

  it('when days are picked in the calendars, then the record asks for them, and the start cannot pass the end nor either pass today', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T12:00:00Z'));
    const user = userEvent.setup();
    const api = mockWalletApi({
      ...balance,
      [walletPaths.transactionHistory]: { list: [], pageNo: 1, totalPages: 0, total: 0, totals: { in: '0.00', out: '0.00', net: '0.00' } },
    });
    renderPage(<TransactionHistoryPage />);
    await screen.findByTestId('history-totals');
    expect(api.to(walletPaths.transactionHistory, 'GET')[0]?.query.get('startDate')).toBe('2026-11-14');
    expect(api.to(walletPaths.transactionHistory, 'GET')[0]?.query.get('endDate')).toBe('2026-11-20');
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    expect(from).toHaveTextContent('11/14/2026');
    expect(to).toHaveTextContent('11/20/2026');

    await user.click(to);
    let calendar = screen.getByRole('dialog', { name: 'Choose a date' });
    expect(within(calendar).getByRole('button', { name: /Saturday, November 21, 2026/ })).toBeDisabled();
    expect(within(calendar).getByRole('button', { name: /Friday, November 13, 2026/ })).toBeDisabled();
    await user.click(within(calendar).getByRole('button', { name: /Tuesday, November 17, 2026/ }));
    await waitFor(() => expect(api.to(walletPaths.transactionHistory, 'GET').at(-1)?.query.get('endDate')).toBe('2026-11-17'));

    await user.click(from);
    calendar = screen.getByRole('dialog', { name: 'Choose a date' });
    expect(within(calendar).getByRole('button', { name: /Wednesday, November 18, 2026/ })).toBeDisabled();
    await user.click(within(calendar).getByRole('button', { name: /Tuesday, November 10, 2026/ }));
    await waitFor(() => expect(api.to(walletPaths.transactionHistory, 'GET').at(-1)?.query.get('startDate')).toBe('2026-11-10'));
    expect(from).toHaveTextContent('11/10/2026');
    expect(api.to(walletPaths.transactionHistory, 'GET').at(-1)?.query.get('pageNo')).toBe('1');
  });
});

describe('transfer to upline', () => {
  it('when there is no upline, then it says so and offers no form', async () => {
    mockWalletApi({ ...balance, [walletPaths.upline]: { upline: null } });
    renderPage(<TransferUplinePage />);
    expect(await screen.findByText(/You have no upline agent/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Transfer to upline' })).not.toBeInTheDocument();
  });
});

describe('my account', () => {
  afterEach(() => closeAllModals());

  it('when the member wants a new login password, then the page offers it beside the payment password and opens the change', async () => {
    mockWalletApi({ ...balance, [walletPaths.withdrawInfo]: withdrawInfo(), [walletPaths.bankAccounts]: { list: [bankAccount] } });
    renderPage(<SecurityCenterPage />);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Login password' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payment password' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(modalStack().at(-1)?.kind).toBe('changePassword');
  });
});

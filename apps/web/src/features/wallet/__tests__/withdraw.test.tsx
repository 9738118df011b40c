import { walletPaths } from '@lumen/contracts/wallet/wallet.contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WithdrawPage } from '../screens/withdraw-page.tsx';
import { balance, mockWalletApi, noRecords, Offline, Refusal, renderPage, withdrawal, withdrawInfo } from './wallet-test-utils.tsx';

const routes = (extra: Record<string, unknown> = {}) => ({
  ...balance,
  [walletPaths.withdrawInfo]: withdrawInfo(),
  [walletPaths.withdrawRecords]: noRecords,
  ...extra,
});

async function fill(amount: string, password = '123456') {
  const user = userEvent.setup();
  const amountBox = await screen.findByRole('textbox', { name: 'Amount' });
  await user.clear(amountBox);
  await user.type(amountBox, amount);
  const pp = screen.getByLabelText('Payment password');
  await user.clear(pp);
  await user.type(pp, password);
  return user;
}

describe('withdraw', () => {
  it('when the amount is outside the limits or the password is not 6 digits, then nothing is sent and the field says why', async () => {
    const api = mockWalletApi(routes());
    renderPage(<WithdrawPage />);
    const user = await fill('50', '12');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText('The minimum is Rs 100.00.')).toBeInTheDocument();
    expect(screen.getByText('The payment password is 6 digits.')).toBeInTheDocument();
    await fill('900');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText('The maximum is Rs 800.00.')).toBeInTheDocument();
    expect(api.to(walletPaths.withdraw)).toHaveLength(0);
  });

  it('when "All" is pressed, then the amount is the balance capped at the maximum', async () => {
    mockWalletApi(routes());
    renderPage(<WithdrawPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'All' }));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('800.00');
  });

  it('when the connection drops, then the retry sends the same Idempotency-Key; the next withdrawal gets a new one', async () => {
    let attempts = 0;
    const api = mockWalletApi(
      routes({
        [`POST ${walletPaths.withdraw}`]: () => {
          attempts += 1;
          if (attempts === 1) throw new Offline();
          return withdrawal({ status: 'PENDING', receiptStatus: null, amount: '150.00' });
        },
      }),
    );
    renderPage(<WithdrawPage />);
    const user = await fill('150');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText('Network connection problem, please try again')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText('Withdrawal of Rs 150.00 requested. It is pending review.')).toBeInTheDocument();
    await fill('150');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    await waitFor(() => expect(api.to(walletPaths.withdraw)).toHaveLength(3));
    const [first, retry, next] = api.to(walletPaths.withdraw).map((c) => c.headers['idempotency-key']);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
    expect(api.to(walletPaths.withdraw)[0]?.body).toEqual({ bankAccountId: '7', amount: '150', paymentPassword: '123456' });
  });

  it('when the server refuses with a wrong payment password or names a field, then the message shows under that field', async () => {
    let n = 0;
    mockWalletApi(
      routes({
        [`POST ${walletPaths.withdraw}`]: () => {
          n += 1;
          if (n === 1) throw new Refusal('PAYMENT_PASSWORD_INCORRECT', 'Payment password is incorrect, 4 tries left');
          throw new Refusal('VALIDATION_FAILED', 'Check the form', { fields: [{ field: 'amount', issue: 'too_big', message: 'At most 800.00' }] });
        },
      }),
    );
    renderPage(<WithdrawPage />);
    const user = await fill('150');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    const pp = screen.getByLabelText('Payment password');
    await waitFor(() => expect(pp).toHaveAccessibleDescription('Payment password is incorrect, 4 tries left'));
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription('At most 800.00'));
  });

  it('when no payment password is set, then the form to set one comes first', async () => {
    const api = mockWalletApi(routes({ [walletPaths.withdrawInfo]: withdrawInfo({ hasPaymentPassword: false }), [`POST ${walletPaths.paymentPassword}`]: null }));
    renderPage(<WithdrawPage />);
    const user = userEvent.setup();
    expect(await screen.findByText('Set a payment password before your first withdrawal.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Login password'), 'Secret2026');
    await user.type(screen.getByLabelText('New payment password'), '246810');
    await user.type(screen.getByLabelText('Confirm payment password'), '246811');
    await user.click(screen.getByRole('button', { name: 'Set payment password' }));
    expect(await screen.findByText('The two passwords do not match.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm payment password'));
    await user.type(screen.getByLabelText('Confirm payment password'), '246810');
    await user.click(screen.getByRole('button', { name: 'Set payment password' }));
    await waitFor(() => expect(api.to(walletPaths.paymentPassword)).toHaveLength(1));
    expect(api.to(walletPaths.paymentPassword)[0]?.body).toEqual({ loginPassword: 'Secret2026', newPaymentPassword: '246810' });
  });

  it('when a paid withdrawal awaits an answer, then its record shows the statuses and a Confirm receipt action opening the popup', async () => {
    mockWalletApi(routes({ [walletPaths.withdrawRecords]: { list: [withdrawal()], pageNo: 1, totalPages: 1, total: 1 } }));
    renderPage(<WithdrawPage />);
    const user = userEvent.setup();
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    expect(screen.getByText('Awaiting your confirmation')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm receipt' }));
    expect(await screen.findByRole('dialog', { name: 'Confirm receipt' })).toBeInTheDocument();
  });
});

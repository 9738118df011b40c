import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '@/lib/session.ts';
import { mockApi } from '@/test/api-mock.ts';
import { renderRoutes, renderWithProviders } from '@/test/render.tsx';
import { AdjustForm } from '../components/adjust-form.tsx';
import { ReasonDialog } from '../components/dialogs.tsx';
import { ADMIN_TOKEN_KEY, adminSignIn, adminSignOut } from '../lib/admin-session.ts';

const LOGIN = '/api/admin/login';
const DEPOSITS = '/api/admin/deposits';
const operator = { id: '1', username: 'desk', lastLoginAt: null };

const deposit = {
  id: '41',
  memberId: '100001',
  username: 'alice',
  methodCode: 'BANK_HBL',
  methodName: 'Bank transfer',
  amount: '1234567.50',
  status: 'PENDING',
  referenceCode: 'DP7K2M9Q',
  rejectReason: null,
  createdAt: '2026-11-22T08:00:00.000Z',
  completedAt: null,
};

beforeEach(() => {
  sessionStorage.clear();
  adminSignOut();
});

describe('operator sign-in', () => {
  it('when fields are empty or the code is not six digits, then the form says so and sends nothing', async () => {
    const { calls } = mockApi({});
    renderRoutes('/admin');
    const user = userEvent.setup();
    const submit = await screen.findByRole('button', { name: 'Sign in' });
    await user.click(submit);
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(screen.getByText('Enter the 6 digits shown in your authenticator app')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Authenticator code'), '12a45');
    await user.click(submit);
    expect(screen.getByText('Enter the 6 digits shown in your authenticator app')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === LOGIN)).toHaveLength(0);
  });

  it('when signed in, then the operator token is kept under adminToken (not the member token) and the desk opens on deposits', async () => {
    sessionStorage.setItem(TOKEN_KEY, 'member_token_abcdefghijklmnop');
    const { calls } = mockApi({
      [LOGIN]: { token: 'op_token_abcdefghijklmnopqrstuvwxyz', expiresAt: '2026-11-22T20:00:00.000Z', operator },
      [DEPOSITS]: { list: [deposit], pageNo: 1, totalPages: 1, total: 1 },
    });
    renderRoutes('/admin');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'desk');
    await user.type(screen.getByLabelText('Password'), 'Desk2026!');
    await user.type(screen.getByLabelText('Authenticator code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const login = calls.find((c) => c.path === LOGIN);
    expect(login?.body).toEqual({ username: 'desk', password: 'Desk2026!', code: '123456' });
    expect(login?.headers.authorization).toBeUndefined();
    expect(await screen.findByRole('heading', { name: 'Deposits' })).toBeInTheDocument();
    expect(sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBe('op_token_abcdefghijklmnopqrstuvwxyz');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('member_token_abcdefghijklmnop');
    const row = await screen.findByTestId('deposit-41');
    expect(row).toHaveTextContent('1,234,567.50');
    const list = calls.find((c) => c.path === DEPOSITS);
    expect(list?.headers.authorization).toBe('Bearer op_token_abcdefghijklmnopqrstuvwxyz');
    expect(list?.query.get('status')).toBe('PENDING');
    // The member site's header and side menu are not drawn here.
    expect(screen.queryByRole('banner')).toBeNull();
    expect(document.querySelector('.app-shell')).toBeNull();
    expect(screen.getByRole('link', { name: 'Withdrawals' })).toHaveAttribute('href', '/admin/withdrawals');
  });

  it('when the code is refused, then the message shows and the code field is emptied for a fresh one', async () => {
    mockApi({
      [LOGIN]: () => {
        throw new Error('TOTP_INVALID');
      },
    });
    renderRoutes('/admin');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'desk');
    await user.type(screen.getByLabelText('Password'), 'Desk2026!');
    await user.type(screen.getByLabelText('Authenticator code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/code/i);
    expect(screen.getByLabelText('Authenticator code')).toHaveValue('');
    expect(sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });
});

describe('deposit queue', () => {
  it('when confirm is chosen, then a dialog restates member, amount and reference before the call is made', async () => {
    adminSignIn('op_token_abcdefghijklmnopqrstuvwxyz', operator);
    const { calls } = mockApi({
      [DEPOSITS]: { list: [deposit], pageNo: 1, totalPages: 1, total: 1 },
      '/api/admin/deposits/41/confirm': { id: '41', status: 'CONFIRMED', amount: '1234567.50' },
    });
    renderRoutes('/admin/deposits');
    const user = userEvent.setup();
    const row = await screen.findByTestId('deposit-41');
    await user.click(within(row).getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('alice will be credited 1,234,567.50');
    expect(dialog).toHaveTextContent('DP7K2M9Q');
    expect(calls.some((c) => c.path.endsWith('/confirm'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path.endsWith('/confirm'))?.method).toBe('POST');
    expect(screen.getByRole('status')).toHaveTextContent('Deposit confirmed');
  });
});

describe('the review queue’s pages', () => {
  it('when the only item on the last page is decided, then the page that is now last shows, not an empty queue', async () => {
    adminSignIn('op_token_abcdefghijklmnopqrstuvwxyz', operator);
    const other = { ...deposit, id: '40', username: 'bob', referenceCode: 'DP1A2B3C' };
    let confirmed = false;
    mockApi({
      [DEPOSITS]: (call: { query: URLSearchParams }) => {
        const pageNo = Number(call.query.get('pageNo') ?? '1');
        if (confirmed) return pageNo === 1 ? { list: [other], pageNo: 1, totalPages: 1, total: 1 } : { list: [], pageNo, totalPages: 1, total: 1 };
        return { list: pageNo === 1 ? [other] : [deposit], pageNo, totalPages: 2, total: 2 };
      },
      '/api/admin/deposits/41/confirm': () => {
        confirmed = true;
        return { id: '41', status: 'CONFIRMED', amount: '1234567.50' };
      },
    });
    renderRoutes('/admin/deposits');
    const user = userEvent.setup();
    await screen.findByTestId('deposit-40');
    await user.click(screen.getByRole('button', { name: '2' }));
    const row = await screen.findByTestId('deposit-41');
    await user.click(within(row).getByRole('button', { name: 'Confirm' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('deposit-40')).toBeInTheDocument();
    expect(screen.queryByTestId('deposit-41')).toBeNull();
  });
});

describe('reject with a reason', () => {
  it('when the reason is shorter than 3 characters, then it is refused in place; a good one is sent trimmed', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<ReasonDialog title="x" summary={null} onSubmit={onSubmit} onClose={() => undefined} pending={false} error={null} />);
    const user = userEvent.setup();
    const reason = screen.getByLabelText('Reason');
    await user.type(reason, 'no');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(screen.getByText('Write a reason of 3 to 140 characters')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(reason, ' money arrived  ');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(onSubmit).toHaveBeenCalledWith('no money arrived');
  });
});

describe('manual adjustment', () => {
  beforeEach(() => adminSignIn('op_token_abcdefghijklmnopqrstuvwxyz', operator));

  async function fill(user: ReturnType<typeof userEvent.setup>, username: string, amount: string, reason: string) {
    for (const [label, value] of [
      ['Member username', username],
      ['Amount (negative to debit)', amount],
      ['Reason', reason],
    ] as const) {
      const input = screen.getByLabelText(label);
      await user.clear(input);
      if (value) await user.type(input, value);
    }
    await user.click(screen.getByRole('button', { name: 'Review adjustment' }));
  }

  it('when the amount is zero, has 3 decimals or the reason is too short, then the fields say so and nothing is sent', async () => {
    const { calls } = mockApi({});
    renderWithProviders(<AdjustForm onDone={() => undefined} />);
    const user = userEvent.setup();
    await fill(user, 'alice', '0', 'ok');
    expect(await screen.findByText('Enter a non-zero amount with at most 2 decimals')).toBeInTheDocument();
    expect(screen.getByText('Write a reason of 3 to 140 characters')).toBeInTheDocument();
    await fill(user, 'alice', '1.234', 'Valid reason');
    expect(await screen.findByText('Enter a non-zero amount with at most 2 decimals')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('when a debit is reviewed and applied, then the dialog names it and the call carries an Idempotency-Key', async () => {
    const onDone = vi.fn();
    const { calls } = mockApi({
      '/api/admin/adjustments': { transferId: '9', username: 'alice', amount: '-1500.00', balance: '98500.00', replayed: false },
    });
    renderWithProviders(<AdjustForm onDone={onDone} />);
    const user = userEvent.setup();
    await fill(user, 'alice', '-1500', 'Reverse a double credit');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Debit 1,500.00 from alice');
    expect(dialog).toHaveTextContent('Reverse a double credit');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const call = calls.find((c) => c.path === '/api/admin/adjustments');
    expect(call?.body).toEqual({ username: 'alice', amount: '-1500', reason: 'Reverse a double credit' });
    expect(call?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(call?.headers.authorization).toBe('Bearer op_token_abcdefghijklmnopqrstuvwxyz');
  });

  it('when the server refuses the debit for the balance, then the message shows under the amount', async () => {
    mockApi({
      '/api/admin/adjustments': () => {
        throw new Error('INSUFFICIENT_BALANCE');
      },
    });
    renderWithProviders(<AdjustForm onDone={() => undefined} />);
    const user = userEvent.setup();
    await fill(user, 'alice', '-99999', 'Reverse a double credit');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Amount (negative to debit)')).toHaveAttribute('aria-invalid', 'true');
  });
});

import { type PointsSettings, pointsPaths, type ReviewRedemption } from '@lumen/contracts/member/points.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockWalletApi, Refusal, renderPage, type WalletCall } from '@/features/wallet/__tests__/wallet-test-utils.tsx';
import { renderRoutes } from '@/test/render.tsx';
import { adminSignIn, adminSignOut } from '../lib/admin-session.ts';
import { normalBetPerPoint, PointsScreen, wholePoints } from '../screens/points-screen.tsx';

const settings: PointsSettings = { betPerPoint: '10.00', pointsPerUnit: 100, minRedeemPoints: 100 };
const redemption = (id: string, extra: Partial<ReviewRedemption> = {}): ReviewRedemption => ({
  id,
  username: 'alice',
  reference: `PR2026112200000${id}`,
  points: 1500,
  amount: '15.00',
  pointsPerUnit: 100,
  status: 'PENDING',
  remark: null,
  createdAt: '2026-11-22T09:30:00.000Z',
  reviewedAt: null,
  transferId: null,
  ...extra,
});
const page = (list: ReviewRedemption[]) => ({ list, pageNo: 1, totalPages: list.length > 0 ? 1 : 0, total: list.length });
const actionPath = (id: string, action: 'approve' | 'reject') => `${pointsPaths.review}/${id}/${action}`;

/** The queue as the server keeps it: a reviewed redemption leaves PENDING for its new status. */
function queueApi(initial: ReviewRedemption[], extra: Record<string, unknown> = {}) {
  const items = [...initial];
  const review = (id: string, status: 'APPROVED' | 'REJECTED', remark: string | null) => {
    const i = items.findIndex((r) => r.id === id);
    const done = { ...items[i]!, status, remark, reviewedAt: '2026-11-22T10:00:00.000Z' };
    items[i] = done;
    return done;
  };
  const api = mockWalletApi({
    [`GET ${pointsPaths.settings}`]: settings,
    [`GET ${pointsPaths.review}`]: (call: WalletCall) => page(items.filter((r) => r.status === (call.query.get('status') ?? 'PENDING'))),
    [`POST ${actionPath('7', 'approve')}`]: () => review('7', 'APPROVED', null),
    [`POST ${actionPath('7', 'reject')}`]: (call: WalletCall) => review('7', 'REJECTED', (call.body as { remark: string }).remark),
    ...extra,
  });
  return { api, items };
}

const field = (label: string) => screen.getByLabelText(label);
const saveButton = () => screen.getByRole('button', { name: 'Save settings' });
const listCalls = (api: ReturnType<typeof mockWalletApi>) => api.calls.filter((c) => c.path === pointsPaths.review && c.method === 'GET');

async function retype(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await user.type(input, text);
}

describe("the operator's points", () => {
  afterEach(() => adminSignOut());

  it('when the desk is open, then Points is in its menu and opens the settings and the pending redemptions with the operator token', async () => {
    adminSignIn('op_token_abcdefghijklmnopqrstuvwxyz', { id: '1', username: 'desk', lastLoginAt: null });
    const { api } = queueApi([redemption('7')]);
    renderRoutes('/admin/points');
    expect(await screen.findByRole('heading', { level: 1, name: 'Points' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Points' })).toHaveAttribute('href', '/admin/points');
    expect(await screen.findByTestId('redemption-7')).toBeInTheDocument();
    expect(await screen.findByLabelText('Bet per point')).toHaveValue('10.00');
    const list = listCalls(api)[0];
    expect(list?.headers.authorization).toBe('Bearer op_token_abcdefghijklmnopqrstuvwxyz');
    expect(list?.query.get('status')).toBe('PENDING');
    expect(api.calls.find((c) => c.path === pointsPaths.settings)?.headers.authorization).toBe('Bearer op_token_abcdefghijklmnopqrstuvwxyz');
  });

  it('when the settings are changed and saved, then all three go with 2 decimals for the stake, the desk confirms and shows them saved', async () => {
    const { api } = queueApi([], {
      [`PUT ${pointsPaths.settings}`]: (call: WalletCall) => call.body,
    });
    renderPage(<PointsScreen />);
    const user = userEvent.setup();
    await screen.findByLabelText('Bet per point');
    expect(field('Points ratio')).toHaveValue('100');
    expect(field('Minimum redemption')).toHaveValue('100');
    expect(saveButton()).toBeDisabled();

    await retype(user, field('Bet per point'), '5');
    await retype(user, field('Points ratio'), '1000');
    // The step members redeem in follows the ratio typed.
    expect(field('Points ratio')).toHaveAccessibleDescription('Points that make 1.00 of balance. Members redeem in multiples of 10.');
    await user.click(saveButton());

    expect(await screen.findByRole('status')).toHaveTextContent('Points settings saved. They apply from now on.');
    expect(api.to(pointsPaths.settings, 'PUT')[0]?.body).toEqual({ betPerPoint: '5.00', pointsPerUnit: 1000, minRedeemPoints: 100 });
    expect(field('Bet per point')).toHaveValue('5.00');
    expect(field('Points ratio')).toHaveValue('1000');
    expect(saveButton()).toBeDisabled();
  });

  it('when a setting is out of range or not a number, then it is refused beside its field and nothing is sent', async () => {
    const { api } = queueApi([]);
    renderPage(<PointsScreen />);
    const user = userEvent.setup();
    await screen.findByLabelText('Bet per point');
    await retype(user, field('Bet per point'), '0');
    await retype(user, field('Points ratio'), 'abc');
    await retype(user, field('Minimum redemption'), '0');
    await user.click(saveButton());

    expect(field('Bet per point')).toHaveAccessibleDescription('Enter an amount from 0.01 to 100,000.00 with at most 2 decimals.');
    expect(field('Bet per point')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Bet per point')).toHaveFocus();
    expect(field('Points ratio')).toHaveAccessibleDescription('Enter a whole number from 1 to 100,000.');
    expect(field('Minimum redemption')).toHaveAccessibleDescription('Enter a whole number from 1 to 100,000,000.');
    expect(api.to(pointsPaths.settings, 'PUT')).toHaveLength(0);

    await retype(user, field('Bet per point'), '2.5');
    expect(field('Bet per point')).toHaveAttribute('aria-invalid', 'false');
  });

  it('when the server refuses a setting, then its message shows beside the field it names and no confirmation shows', async () => {
    queueApi([], {
      [`PUT ${pointsPaths.settings}`]: () => {
        throw new Refusal('VALIDATION_FAILED', 'Check the form', {
          fields: [{ field: 'minRedeemPoints', issue: 'too_small', message: 'At least one whole unit of balance' }],
        });
      },
    });
    renderPage(<PointsScreen />);
    const user = userEvent.setup();
    await screen.findByLabelText('Bet per point');
    await retype(user, field('Minimum redemption'), '50');
    await user.click(saveButton());

    await waitFor(() => expect(field('Minimum redemption')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Minimum redemption')).toHaveAccessibleDescription('At least one whole unit of balance');
    expect(field('Bet per point')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(field('Minimum redemption')).toHaveValue('50');
  });

  it('when a redemption is approved, then the dialog restates it, the call is made and the row leaves the pending list', async () => {
    const { api } = queueApi([redemption('7'), redemption('8', { username: 'bob', points: 500, amount: '5.00' })], {
      [`POST ${actionPath('8', 'approve')}`]: () => redemption('8', { status: 'APPROVED' }),
    });
    renderPage(<PointsScreen />);
    const user = userEvent.setup();
    const row = await screen.findByTestId('redemption-7');
    expect(row).toHaveTextContent('PR20261122000007');
    expect(row).toHaveTextContent('alice');
    expect(row).toHaveTextContent('1,500');
    expect(row).toHaveTextContent('15.00');
    expect(row).toHaveTextContent('Pending');

    await user.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('alice will be credited 15.00 for 1,500 points (reference PR20261122000007).');
    expect(api.to(actionPath('7', 'approve'))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to(actionPath('7', 'approve'))).toHaveLength(1);
    expect(api.to(actionPath('7', 'approve'))[0]?.body).toBeUndefined();
    expect(screen.getByRole('status')).toHaveTextContent('Redemption approved: the member has been credited.');
    await waitFor(() => expect(screen.queryByTestId('redemption-7')).not.toBeInTheDocument());
    expect(screen.getByTestId('redemption-8')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Approved' }));
    const approved = await screen.findByTestId('redemption-7');
    expect(approved).toHaveTextContent('Approved');
    expect(within(approved).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(listCalls(api).at(-1)?.query.get('status')).toBe('APPROVED');
  });

  it('when a redemption is rejected, then a remark is required, it is sent, and the row leaves the pending list', async () => {
    const { api } = queueApi([redemption('7')]);
    renderPage(<PointsScreen />);
    const user = userEvent.setup();
    await user.click(within(await screen.findByTestId('redemption-7')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('PR20261122000007');
    const remark = within(dialog).getByLabelText('Remark');
    expect(remark).toHaveAccessibleDescription('The member sees this remark. 1 to 200 characters.');

    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(remark).toHaveAccessibleDescription('Write a remark of 1 to 200 characters');
    await user.type(remark, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(api.to(actionPath('7', 'reject'))).toHaveLength(0);

    await user.type(remark, ' Bet pattern under review ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to(actionPath('7', 'reject'))[0]?.body).toEqual({ remark: 'Bet pattern under review' });
    expect(screen.getByRole('status')).toHaveTextContent('Redemption rejected: the points went back to the member.');
    expect(await screen.findByText('No redemptions here.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Rejected' }));
    expect(await screen.findByTestId('redemption-7')).toHaveTextContent('Bet pattern under review');
  });

  it('when the redemption was reviewed already, then the translated message shows and the list reloads without it', async () => {
    const { api, items } = queueApi([redemption('7')], {
      [`POST ${actionPath('7', 'approve')}`]: () => {
        // Another operator got there first.
        items[0] = { ...items[0]!, status: 'REJECTED', remark: 'Duplicate' };
        throw new Refusal('ALREADY_PROCESSED', '', null, 409);
      },
    });
    renderPage(<PointsScreen />);
    const user = userEvent.setup();
    await user.click(within(await screen.findByTestId('redemption-7')).getByRole('button', { name: 'Approve' }));
    const before = listCalls(api).length;
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));

    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('This request has already been processed');
    await waitFor(() => expect(listCalls(api).length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByTestId('redemption-7')).not.toBeInTheDocument());
    expect(screen.queryByText('Redemption approved: the member has been credited.')).not.toBeInTheDocument();
  });

  it('when settings are normalised, then the server form is used and out-of-range values are refused', () => {
    expect(normalBetPerPoint('5')).toBe('5.00');
    expect(normalBetPerPoint(' 0.5 ')).toBe('0.50');
    expect(normalBetPerPoint('100000')).toBe('100000.00');
    expect(normalBetPerPoint('100000.01')).toBeNull();
    expect(normalBetPerPoint('0')).toBeNull();
    expect(normalBetPerPoint('1.234')).toBeNull();
    expect(wholePoints('100', 100_000)).toBe(100);
    expect(wholePoints('100001', 100_000)).toBeNull();
    expect(wholePoints('1.5', 100_000)).toBeNull();
    expect(wholePoints('0', 100_000)).toBeNull();
  });
});

import { TRIAL_TYPE } from '@lumen/contracts/auth/account-types';
import { authPaths } from '@lumen/contracts/auth/auth.paths';
import { pointsPaths } from '@lumen/contracts/member/points.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockWalletApi, Offline, Refusal, renderPage, type WalletCall } from '@/features/wallet/__tests__/wallet-test-utils.tsx';
import { clearSession, setMember, TOKEN_KEY } from '@/lib/session.ts';
import { memberInfo, permissionValue } from '@/test/fixtures.ts';
import { renderRoutes } from '@/test/render.tsx';
import { PointMallScreen } from '../screens/point-mall-screen.tsx';
import { entry, page, redemption, summary } from './points-fixtures.ts';

afterEach(() => {
  clearSession();
  sessionStorage.clear();
});

const memberPoints = [pointsPaths.summary, pointsPaths.redeem, pointsPaths.redemptions, pointsPaths.entries];
const pointsCalls = (api: ReturnType<typeof mockWalletApi>) => api.calls.filter((c) => memberPoints.includes(c.path as (typeof memberPoints)[number]));
const gets = (api: ReturnType<typeof mockWalletApi>, path: string) => api.calls.filter((c) => c.path === path && c.method === 'GET');

function renderMall() {
  setMember(memberInfo());
  return renderPage(<PointMallScreen access="member" onLogin={vi.fn()} />);
}

const pointsInput = () => screen.getByLabelText('Points to redeem');
const redeemButton = () => screen.getByRole('button', { name: 'Redeem' });

async function retype(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.clear(pointsInput());
  if (text) await user.type(pointsInput(), text);
}

describe('points mall: who sees what', () => {
  it('when a visitor opens the page, then the rules show without asking the member API, and the other tabs ask to log in', async () => {
    const api = mockWalletApi({ '/wps/system/permission': permissionValue() });
    renderRoutes('/pointMall');
    expect(await screen.findByRole('heading', { level: 1, name: 'Points Mall' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Points Rules' })).toHaveAttribute('aria-selected', 'true');
    const rules = screen.getByTestId('point-mall-rules');
    expect(rules).toHaveTextContent('You earn points on valid bets placed on eligible games.');
    expect(rules).toHaveTextContent('Points never expire.');

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Redeem' }));
    expect(screen.getByText('Log in to see your points and redeem them.')).toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Redeem History' }));
    expect(screen.getByText('Log in to see your points and redeem them.')).toBeInTheDocument();
    expect(pointsCalls(api)).toHaveLength(0);
  });

  it('when a member opens the page, then the redeem tab shows the points from the summary, asked with the member token', async () => {
    sessionStorage.setItem(TOKEN_KEY, 'session-token');
    const api = mockWalletApi({
      '/wps/system/permission': permissionValue(),
      [authPaths.loginInfo]: memberInfo(),
      [pointsPaths.summary]: summary(),
    });
    renderRoutes('/pointMall');
    expect(await screen.findByTestId('points-balance', {}, { timeout: 5000 })).toHaveTextContent('12,345');
    expect(screen.getByRole('tab', { name: 'Redeem' })).toHaveAttribute('aria-selected', 'true');
    expect(gets(api, pointsPaths.summary)[0]?.headers.authorization).toBe('Bearer session-token');
  });

  it('when a trial account opens the page, then it is told a real account is needed and the member API is never asked', async () => {
    sessionStorage.setItem(TOKEN_KEY, 'trial-token');
    const api = mockWalletApi({
      '/wps/system/permission': permissionValue(),
      [authPaths.loginInfo]: memberInfo({ isTrial: true, type: TRIAL_TYPE }),
      [pointsPaths.summary]: summary(),
    });
    renderRoutes('/pointMall');
    const trial = await screen.findByTestId('point-mall-trial', {}, { timeout: 5000 });
    expect(trial).toHaveTextContent('Real account needed');
    expect(trial).toHaveTextContent('A real account is needed, please register first');
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Points Details' }));
    expect(screen.getByTestId('point-mall-trial')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Points Rules' }));
    expect(screen.getByTestId('point-mall-rules')).toHaveTextContent('Points never expire.');
    expect(pointsCalls(api)).toHaveLength(0);
  });
});

describe('points mall: redeem', () => {
  it('when the summary is in, then the balance, its value, the points in process and the ratio show, with no note of new points', async () => {
    mockWalletApi({ [pointsPaths.summary]: summary() });
    renderMall();
    expect(await screen.findByTestId('points-balance')).toHaveTextContent('12,345');
    expect(screen.getByTestId('points-worth')).toHaveTextContent('Worth Rs 12.34');
    expect(screen.getByTestId('points-pending')).toHaveTextContent('300');
    expect(screen.getByTestId('points-ratio')).toHaveTextContent('1,000 points = Rs 1.00');
    expect(screen.getByText('At least 500 points per redemption, in multiples of 10.')).toBeInTheDocument();
    expect(screen.queryByText(/added from your recent play/)).not.toBeInTheDocument();
  });

  it('when the summary counted new play, then a note says how many points it added', async () => {
    mockWalletApi({ [pointsPaths.summary]: summary({ earned: 25 }) });
    renderMall();
    expect(await screen.findByText('25 points added from your recent play')).toBeInTheDocument();
  });

  it('when the points typed are below the minimum, above the balance, off the step or not whole, then the field says so, nothing is sent, and valid points show what they make', async () => {
    const api = mockWalletApi({ [pointsPaths.summary]: summary() });
    renderMall();
    const user = userEvent.setup();
    await screen.findByTestId('points-balance');

    await user.click(redeemButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the points to redeem.');
    expect(pointsInput()).toHaveFocus();

    await retype(user, '250');
    expect(screen.getByRole('alert')).toHaveTextContent('At least 500 points per redemption.');
    expect(pointsInput()).toHaveAttribute('aria-invalid', 'true');
    expect(pointsInput()).toHaveAccessibleDescription('At least 500 points per redemption.');
    await user.click(redeemButton());

    await retype(user, '20000');
    expect(screen.getByRole('alert')).toHaveTextContent('You have only 12,345 points.');
    await user.click(redeemButton());

    // However many digits: still more than the member holds.
    await retype(user, '9999999999');
    expect(screen.getByRole('alert')).toHaveTextContent('You have only 12,345 points.');

    await retype(user, '505');
    expect(screen.getByRole('alert')).toHaveTextContent('Redeem points in multiples of 10.');
    await user.click(redeemButton());

    await retype(user, '12.5');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a whole number of points.');
    await user.click(redeemButton());
    expect(api.to(pointsPaths.redeem)).toHaveLength(0);

    await retype(user, '1500');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(pointsInput()).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByTestId('points-makes')).toHaveTextContent('You receive Rs 1.50');
  });

  it('when Redeem all is pressed, then the largest multiple of the step within the balance is filled in with what it makes', async () => {
    mockWalletApi({ [pointsPaths.summary]: summary() });
    renderMall();
    const user = userEvent.setup();
    await screen.findByTestId('points-balance');
    await user.click(screen.getByRole('button', { name: 'Redeem all' }));
    expect(pointsInput()).toHaveValue('12340');
    expect(screen.getByTestId('points-makes')).toHaveTextContent('You receive Rs 12.34');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the balance is below the minimum, then Redeem all is off and the page says how many points are needed', async () => {
    mockWalletApi({ [pointsPaths.summary]: summary({ balance: 420, balanceValue: '0.42' }) });
    renderMall();
    expect(await screen.findByText('You need at least 500 points to redeem.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Redeem all' })).toBeDisabled();
  });

  it('when valid points are redeemed, then { points } goes with an Idempotency-Key, the button works, the reference shows In Process and the points reload', async () => {
    let redeemed = false;
    let answer: () => void = () => undefined;
    const api = mockWalletApi({
      [pointsPaths.summary]: () => (redeemed ? summary({ balance: 10845, pending: 1800, balanceValue: '10.84' }) : summary()),
      [pointsPaths.redeem]: () =>
        new Promise((resolve) => {
          answer = () => {
            redeemed = true;
            resolve({ redemption: redemption('7'), balance: 10845, replayed: false });
          };
        }),
    });
    renderMall();
    const user = userEvent.setup();
    await screen.findByTestId('points-balance');
    const before = gets(api, pointsPaths.summary).length;

    await retype(user, '1500');
    await user.click(redeemButton());
    const sent = api.to(pointsPaths.redeem);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ points: 1500 });
    expect(sent[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(redeemButton()).toHaveAttribute('aria-busy', 'true'));
    expect(redeemButton()).toBeDisabled();

    answer();
    const receipt = await screen.findByTestId('points-receipt');
    expect(receipt).toHaveAttribute('role', 'status');
    expect(receipt).toHaveTextContent('Redemption submitted.');
    expect(receipt).toHaveTextContent('PR20261122000007');
    expect(receipt).toHaveTextContent('1,500');
    expect(receipt).toHaveTextContent('Rs 1.50');
    expect(within(receipt).getByText('In Process')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('points-balance')).toHaveTextContent('10,845'));
    expect(screen.getByTestId('points-pending')).toHaveTextContent('1,800');
    expect(gets(api, pointsPaths.summary).length).toBeGreaterThan(before);
    expect(pointsInput()).toHaveValue('');
  });

  it('when the redemption got no answer, then sending it again reuses the same Idempotency-Key', async () => {
    let attempt = 0;
    const api = mockWalletApi({
      [pointsPaths.summary]: summary(),
      [pointsPaths.redeem]: () => {
        attempt += 1;
        if (attempt === 1) throw new Offline();
        return { redemption: redemption('8'), balance: 10845, replayed: true };
      },
    });
    renderMall();
    const user = userEvent.setup();
    await screen.findByTestId('points-balance');
    await retype(user, '1500');
    await user.click(redeemButton());
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.click(redeemButton());
    expect(await screen.findByTestId('points-receipt')).toHaveTextContent('PR20261122000008');
    const [first, second] = api.to(pointsPaths.redeem);
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
  });

  it('when the server says there are not enough points, then its translated message shows under the field and the summary is read again', async () => {
    const api = mockWalletApi({
      [pointsPaths.summary]: summary(),
      [pointsPaths.redeem]: () => {
        throw new Refusal('INSUFFICIENT_POINTS', '', null, 400);
      },
    });
    renderMall();
    const user = userEvent.setup();
    await screen.findByTestId('points-balance');
    const before = gets(api, pointsPaths.summary).length;
    await retype(user, '12340');
    await user.click(redeemButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have enough points for this redemption');
    expect(pointsInput()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('points-receipt')).not.toBeInTheDocument();
    await waitFor(() => expect(gets(api, pointsPaths.summary).length).toBeGreaterThan(before));
  });

  it('when the server refuses the points field, then its message shows under the field', async () => {
    mockWalletApi({
      [pointsPaths.summary]: summary(),
      [pointsPaths.redeem]: () => {
        throw new Refusal('VALIDATION_FAILED', 'Check the form', { fields: [{ field: 'points', issue: 'too_small', message: 'Too few points' }] });
      },
    });
    renderMall();
    const user = userEvent.setup();
    await screen.findByTestId('points-balance');
    await retype(user, '500');
    await user.click(redeemButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too few points');
    expect(pointsInput()).toHaveAccessibleDescription('Too few points');
  });

  it('when more than one redemption may take is typed, or none, then the contract says so without a request; a server refusal of the points shows under the field until they are edited', async () => {
    const api = mockWalletApi({
      [pointsPaths.summary]: summary({ balance: 200_000_000, balanceValue: '200000.00' }),
      [pointsPaths.redeem]: () => {
        throw new Refusal('VALIDATION_FAILED', 'Check the form', { fields: [{ field: 'points', issue: 'too_big', message: 'Points must be at most 100,000,000' }] });
      },
    });
    renderMall();
    const user = userEvent.setup();
    await screen.findByTestId('points-balance');

    await retype(user, '100000010');
    expect(screen.getByRole('alert')).toHaveTextContent('At most 100,000,000 points per redemption.');
    expect(pointsInput()).toHaveAttribute('aria-invalid', 'true');
    await user.click(redeemButton());
    expect(pointsInput()).toHaveFocus();

    await retype(user, '0');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a whole number of points.');
    await user.click(redeemButton());
    expect(api.to(pointsPaths.redeem)).toHaveLength(0);

    await retype(user, '5000');
    await user.click(redeemButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Points must be at most 100,000,000');
    expect(api.to(pointsPaths.redeem)).toHaveLength(1);
    expect(pointsInput()).toHaveAttribute('aria-invalid', 'true');
    expect(pointsInput()).toHaveAccessibleDescription('Points must be at most 100,000,000');

    await user.type(pointsInput(), '0');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(pointsInput()).toHaveAttribute('aria-invalid', 'false');
  });

  it('when the summary cannot be loaded, then the error shows with a retry that loads it', async () => {
    let fail = true;
    mockWalletApi({
      [pointsPaths.summary]: () => {
        if (fail) throw new Refusal('INTERNAL', 'Something went wrong, please try again', null, 500);
        return summary();
      },
    });
    renderMall();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong, please try again');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('points-balance')).toHaveTextContent('12,345');
  });
});

describe('points mall: history, details and rules', () => {
  it('when redemptions exist, then each shows its reference, points, amount, status, remark and times, a page at a time, and can be filtered by status', async () => {
    const api = mockWalletApi({
      [pointsPaths.summary]: summary(),
      [pointsPaths.redemptions]: (call: WalletCall) => {
        if (call.query.get('status') === 'REJECTED') return page([redemption('3', { status: 'REJECTED', remark: 'Bank details mismatch', reviewedAt: '2026-11-22T12:00:00.000Z' })]);
        if (call.query.get('pageNo') === '2') return page([redemption('1', { status: 'APPROVED', points: 500, amount: '0.50' })], { pageNo: 2, totalPages: 2, total: 4 });
        return page(
          [
            redemption('4'),
            redemption('3', { status: 'REJECTED', remark: 'Bank details mismatch', reviewedAt: '2026-11-22T12:00:00.000Z' }),
            redemption('2', { status: 'APPROVED', points: 20000, amount: '20.00', reviewedAt: '2026-11-22T11:00:00.000Z', transferId: '900' }),
          ],
          { totalPages: 2, total: 4 },
        );
      },
    });
    renderMall();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Redeem History' }));

    const table = await screen.findByRole('table', { name: 'Redeem History' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(screen.getByTestId('redemption-4')).toHaveTextContent('PR20261122000004');
    expect(within(screen.getByTestId('redemption-4')).getByText('In Process')).toBeInTheDocument();
    expect(screen.getByTestId('redemption-4')).toHaveTextContent('Rs 1.50');
    const rejected = screen.getByTestId('redemption-3');
    expect(within(rejected).getByText('Rejected')).toBeInTheDocument();
    expect(rejected).toHaveTextContent('Bank details mismatch');
    expect(rejected.querySelectorAll('time')).toHaveLength(2);
    const approved = screen.getByTestId('redemption-2');
    expect(within(approved).getByText('Approved')).toBeInTheDocument();
    expect(approved).toHaveTextContent('20,000');
    expect(approved).toHaveTextContent('Rs 20.00');
    const first = api.calls.find((c) => c.path === pointsPaths.redemptions);
    expect(first?.query.get('pageNo')).toBe('1');
    expect(first?.query.get('pageSize')).toBe('10');
    expect(first?.query.get('status')).toBeNull();

    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByTestId('redemption-1')).toHaveTextContent('0.50');
    expect(screen.queryByTestId('redemption-4')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'Rejected');
    await waitFor(() => expect(api.calls.filter((c) => c.path === pointsPaths.redemptions).at(-1)?.query.get('status')).toBe('REJECTED'));
    expect(api.calls.filter((c) => c.path === pointsPaths.redemptions).at(-1)?.query.get('pageNo')).toBe('1');
    await waitFor(() => expect(screen.queryByTestId('redemption-1')).not.toBeInTheDocument());
    expect(screen.getByTestId('redemption-3')).toBeInTheDocument();
  });

  it('when nothing was redeemed yet, then the history says so', async () => {
    mockWalletApi({ [pointsPaths.summary]: summary(), [pointsPaths.redemptions]: page([]) });
    renderMall();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Redeem History' }));
    expect(await screen.findByText('You have not redeemed any points yet.')).toBeInTheDocument();
  });

  it('when the balance changed, then each change shows its kind, signed points, balance after and the turnover or reference', async () => {
    const api = mockWalletApi({
      [pointsPaths.summary]: summary(),
      [pointsPaths.entries]: page([
        entry('13', { kind: 'REFUND', change: 1500, balance: 12345, reference: 'PR20261122000003' }),
        entry('12', { kind: 'REDEEM', change: -1500, balance: 10845, reference: 'PR20261122000003' }),
        entry('11', { kind: 'EARN', change: 25, balance: 12345, turnover: '250.00' }),
      ]),
    });
    renderMall();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Points Details' }));

    const earn = await screen.findByTestId('points-entry-11');
    expect(within(earn).getByText('Earned')).toBeInTheDocument();
    expect(within(earn).getByText('+25')).toHaveAttribute('data-tone', 'in');
    expect(earn).toHaveTextContent('12,345');
    expect(earn).toHaveTextContent('Valid bets Rs 250.00');
    const redeem = screen.getByTestId('points-entry-12');
    expect(within(redeem).getByText('Redeemed')).toBeInTheDocument();
    expect(within(redeem).getByText('-1,500')).toHaveAttribute('data-tone', 'out');
    expect(redeem).toHaveTextContent('10,845');
    expect(redeem).toHaveTextContent('Reference No. PR20261122000003');
    const refund = screen.getByTestId('points-entry-13');
    expect(within(refund).getByText('Refunded')).toBeInTheDocument();
    expect(within(refund).getByText('+1,500')).toHaveAttribute('data-tone', 'in');
    expect(api.calls.find((c) => c.path === pointsPaths.entries)?.query.get('pageSize')).toBe('10');
  });

  it('when the balance never changed, then the details say so', async () => {
    mockWalletApi({ [pointsPaths.summary]: summary(), [pointsPaths.entries]: page([]) });
    renderMall();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Points Details' }));
    expect(await screen.findByText('No points activity yet.')).toBeInTheDocument();
  });

  it("when a member reads the rules, then they carry the operator's earning rate, ratio, minimum and step", async () => {
    mockWalletApi({ [pointsPaths.summary]: summary() });
    renderMall();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Points Rules' }));
    const rules = await screen.findByTestId('point-mall-rules');
    await waitFor(() => expect(rules).toHaveTextContent('Every Rs 10.00 of valid bets earns 1 point.'));
    expect(rules).toHaveTextContent('Points ratio: 1,000 points = Rs 1.00.');
    expect(rules).toHaveTextContent('At least 500 points per redemption.');
    expect(rules).toHaveTextContent('Points are redeemed in multiples of 10.');
    expect(rules).toHaveTextContent('Points never expire.');
    expect(rules).not.toHaveTextContent('You earn points on valid bets placed on eligible games.');
  });
});

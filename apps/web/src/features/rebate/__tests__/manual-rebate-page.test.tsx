import { authPaths } from '@lumen/contracts/auth/auth.paths';
import { rebatePaths } from '@lumen/contracts/member/rebate.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockWalletApi, Refusal, renderPage } from '@/features/wallet/__tests__/wallet-test-utils.tsx';
import { clearSession, getSession, setMember, TOKEN_KEY } from '@/lib/session.ts';
import { memberInfo, permissionValue } from '@/test/fixtures.ts';
import { renderRoutes } from '@/test/render.tsx';
import { ManualRebatePage } from '../screens/manual-rebate-page.tsx';
import { historyPage, line, record, summary } from './rebate-fixtures.ts';

afterEach(() => {
  clearSession();
  sessionStorage.clear();
});

const slots = line('RNG', '12000.00', '0.80', '96.00');
const live = line('LIVE', '5000.00', '0.50', '25.00');
const fishing = line('FISH', '300.00', '0.00', '0.00');
const claimable = summary([slots, live, fishing], '17300.00', '121.00');
const nothingLeft = summary([fishing], '300.00', '0.00');

const calls = (api: ReturnType<typeof mockWalletApi>, path: string) => api.calls.filter((c) => c.path === path && c.method === 'GET').length;

describe('manual rebate', () => {
  it('when the member centre opens Manual Rebate, then the page is there with the claimable rebate', async () => {
    sessionStorage.setItem(TOKEN_KEY, 'session-token');
    mockWalletApi({
      '/wps/system/permission': permissionValue(),
      [authPaths.loginInfo]: memberInfo(),
      [rebatePaths.summary]: claimable,
      [rebatePaths.history]: historyPage([]),
    });
    renderRoutes('/member?page=manualRebate');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manual Rebate' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByTestId('rebate-summary', {}, { timeout: 5000 })).toHaveTextContent('Rs 121.00');
  });

  it('when rebate is claimable, then each game type shows its turnover, rate and rebate under the totals, and a claim credits the amount and refreshes the page and the balance', async () => {
    setMember(memberInfo({ balance: '100.00' }));
    let claimed = false;
    let answer: () => void = () => undefined;
    const api = mockWalletApi({
      [rebatePaths.summary]: () => (claimed ? nothingLeft : claimable),
      [rebatePaths.history]: () => (claimed ? historyPage([record('12', '121.00', '17000.00', [slots, live])], { totalAmount: '121.00' }) : historyPage([])),
      [rebatePaths.claim]: () =>
        new Promise((resolve) => {
          answer = () => {
            claimed = true;
            resolve({ id: '12', amount: '121.00', turnover: '17000.00', transferId: '9012', balance: '221.00', lines: [slots, live] });
          };
        }),
    });
    renderPage(<ManualRebatePage />);
    const user = userEvent.setup();

    const card = await screen.findByTestId('rebate-summary');
    expect(card).toHaveTextContent('Claimable rebate');
    expect(card).toHaveTextContent('Rs 121.00');
    expect(screen.getByTestId('rebate-turnover')).toHaveTextContent('Rs 17,300.00');
    expect(card).toHaveTextContent('Bets of the last 30 days');
    expect(screen.getByText(/Every bet counts once, and only bets of the last 30 days can be claimed/)).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Rebate by game type' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Slots', 'Rs 12,000.00', '0.80%', 'Rs 96.00'],
      ['Live Casino', 'Rs 5,000.00', '0.50%', 'Rs 25.00'],
      ['Fishing', 'Rs 300.00', '0.00%', 'Rs 0.00'],
    ]);
    expect(await screen.findByText('No rebate claimed yet. The rebates you claim are listed here.')).toBeInTheDocument();
    const before = { summary: calls(api, rebatePaths.summary), history: calls(api, rebatePaths.history), info: calls(api, authPaths.loginInfo) };

    const claim = screen.getByRole('button', { name: 'Claim rebate' });
    expect(claim).toBeEnabled();
    await user.click(claim);
    expect(api.to(rebatePaths.claim)).toHaveLength(1);
    expect(api.to(rebatePaths.claim)[0]?.body).toBeUndefined();
    await waitFor(() => expect(claim).toHaveAttribute('aria-busy', 'true'));
    expect(claim).toBeDisabled();
    expect(claim.querySelector('.wallet-spinner')).not.toBeNull();

    answer();
    expect(await screen.findByRole('status')).toHaveTextContent('A rebate of Rs 121.00 has been credited to your main wallet.');
    expect(getSession().member?.balance).toBe('221.00');
    // The summary, the history and (as after any money movement) the member info are read again.
    await waitFor(() => expect(screen.getByTestId('rebate-summary')).toHaveTextContent('Rs 0.00'));
    expect(screen.getByRole('button', { name: 'Claim rebate' })).toBeDisabled();
    expect(await screen.findByTestId('rebate-record-12')).toHaveTextContent('+Rs 121.00');
    expect(calls(api, rebatePaths.summary)).toBeGreaterThan(before.summary);
    expect(calls(api, rebatePaths.history)).toBeGreaterThan(before.history);
    await waitFor(() => expect(calls(api, authPaths.loginInfo)).toBeGreaterThan(before.info));
    expect(api.to(rebatePaths.claim)).toHaveLength(1);
  });

  it('when the rebate comes to 0.00, then the claim button is disabled and claims nothing', async () => {
    setMember(memberInfo());
    const api = mockWalletApi({ [rebatePaths.summary]: nothingLeft, [rebatePaths.history]: historyPage([]) });
    renderPage(<ManualRebatePage />);
    const user = userEvent.setup();
    expect(await screen.findByTestId('rebate-line-FISH')).toHaveTextContent('Rs 300.00');
    const claim = screen.getByRole('button', { name: 'Claim rebate' });
    expect(claim).toBeDisabled();
    await user.click(claim);
    expect(api.to(rebatePaths.claim)).toHaveLength(0);
  });

  it('when there are no bets in the window, then the page says so and the claim button is disabled', async () => {
    setMember(memberInfo());
    mockWalletApi({ [rebatePaths.summary]: summary([], '0.00', '0.00'), [rebatePaths.history]: historyPage([]) });
    renderPage(<ManualRebatePage />);
    expect(await screen.findByText('No bets to rebate yet. Your settled bets of the last 30 days show here.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Rebate by game type' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Claim rebate' })).toBeDisabled();
  });

  it('when the server says there is nothing to claim, then its translated message shows, nothing is credited and the summary is read again', async () => {
    setMember(memberInfo({ balance: '100.00' }));
    const api = mockWalletApi({
      [rebatePaths.summary]: summary([slots], '12000.00', '96.00'),
      [rebatePaths.history]: historyPage([]),
      [rebatePaths.claim]: () => {
        throw new Refusal('NOTHING_TO_CLAIM', '', null, 409);
      },
    });
    renderPage(<ManualRebatePage />);
    const user = userEvent.setup();
    await screen.findByTestId('rebate-line-RNG');
    const before = calls(api, rebatePaths.summary);
    await user.click(screen.getByRole('button', { name: 'Claim rebate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is nothing to claim yet');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(getSession().member?.balance).toBe('100.00');
    await waitFor(() => expect(calls(api, rebatePaths.summary)).toBeGreaterThan(before));
  });

  it('when rebate has been claimed before, then each claim is a row with its game types and reference under the total, a page at a time', async () => {
    setMember(memberInfo());
    const api = mockWalletApi({
      [rebatePaths.summary]: summary([], '0.00', '0.00'),
      [rebatePaths.history]: (call: { query: URLSearchParams }) =>
        call.query.get('pageNo') === '2'
          ? historyPage([record('3', '8.00', '1000.00', [line('PVP', '1000.00', '0.80', '8.00')])], { pageNo: 2, totalPages: 2, total: 11, totalAmount: '1329.00' })
          : historyPage(
              [
                record('12', '121.00', '17000.00', [slots, live]),
                record('11', '1200.00', '150000.00', [line('SPORTS', '150000.00', '0.80', '1200.00')], { transferId: '8800' }),
              ],
              { totalPages: 2, total: 11, totalAmount: '1329.00' },
            ),
    });
    renderPage(<ManualRebatePage />);
    const user = userEvent.setup();

    const table = await screen.findByRole('table', { name: 'Claim history' });
    expect(within(table).getByRole('columnheader', { name: 'Transfer reference' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Rs 17,000.00');
    expect(rows[0]).toHaveTextContent('+Rs 121.00');
    expect(rows[0]).toHaveTextContent('9012');
    expect(within(rows[0] as HTMLElement).getByText('Slots and Live Casino')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Rs 96.00 on Rs 12,000.00 at 0.80%');
    expect(rows[0]).toHaveTextContent('Rs 25.00 on Rs 5,000.00 at 0.50%');
    expect(rows[1]).toHaveTextContent('+Rs 1,200.00');
    expect(rows[1]).toHaveTextContent('Sports');
    expect(rows[1]).toHaveTextContent('8800');
    expect(screen.getByTestId('rebate-history-total')).toHaveTextContent('Total rebate claimed');
    expect(screen.getByTestId('rebate-history-total')).toHaveTextContent('Rs 1,329.00');
    expect(screen.getByTestId('rebate-history-count')).toHaveTextContent('11');
    const first = api.calls.find((c) => c.path === rebatePaths.history);
    expect(first?.query.get('pageNo')).toBe('1');
    expect(first?.query.get('pageSize')).toBe('10');

    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByTestId('rebate-record-3')).toHaveTextContent('Card Games');
    expect(screen.queryByTestId('rebate-record-12')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === rebatePaths.history).at(-1)?.query.get('pageNo')).toBe('2');
  });
});

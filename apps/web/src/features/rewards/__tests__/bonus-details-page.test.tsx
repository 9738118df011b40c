import type { BonusItem } from '@lumen/contracts/member/rewards.contract';
import { rewardPaths } from '@lumen/contracts/member/rewards.contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockWalletApi, renderPage } from '@/features/wallet/__tests__/wallet-test-utils.tsx';
import { clearSession, setMember } from '@/lib/session.ts';
import { memberInfo } from '@/test/fixtures.ts';
import { BonusDetailsPage } from '../screens/bonus-details-page.tsx';

afterEach(() => clearSession());

const bonus = (transferId: string, source: BonusItem['source'], title: string, amount: string): BonusItem => ({
  transferId,
  source,
  title,
  amount,
  paidAt: '2026-11-22T09:30:00.000Z',
});
const page = (list: BonusItem[], extra: { total?: number; totalAmount?: string; pageNo?: number; totalPages?: number } = {}) => ({
  list,
  pageNo: extra.pageNo ?? 1,
  totalPages: extra.totalPages ?? (list.length > 0 ? 1 : 0),
  total: extra.total ?? list.length,
  totalAmount: extra.totalAmount ?? '0.00',
});

describe('bonus details', () => {
  it('when bonuses were paid (a reward, a mission, a raffle prize), then each is a row with what paid it, its amount and transfer reference, under the total of them all', async () => {
    setMember(memberInfo());
    const api = mockWalletApi({
      [`GET ${rewardPaths.bonus}`]: page(
        [bonus('907', 'MISSION', 'Play 20 rounds today', '20.00'), bonus('905', 'REWARD', 'Deposit bonus', '1234.50'), bonus('903', 'RAFFLE', 'Weekly raffle', '100000.00')],
        { totalAmount: '101254.50' },
      ),
    });
    renderPage(<BonusDetailsPage />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/MissionPlay 20 rounds today\+Rs 20\.00907$/),
      expect.stringMatching(/RewardDeposit bonus\+Rs 1,234\.50905$/),
      expect.stringMatching(/Raffle prizeWeekly raffle\+Rs 100,000\.00903$/),
    ]);
    expect(within(table).getByRole('columnheader', { name: 'Transfer reference' })).toBeInTheDocument();
    expect(screen.getByTestId('bonus-total')).toHaveTextContent('Total bonus');
    expect(screen.getByTestId('bonus-total')).toHaveTextContent('Rs 101,254.50');
    expect(screen.getByTestId('bonus-count')).toHaveTextContent('Bonuses received3');
    expect(api.calls.find((c) => c.path === rewardPaths.bonus)?.query.get('pageNo')).toBe('1');
    expect(api.calls.some((c) => c.path === rewardPaths.list)).toBe(false);
  });

  it('when there is a second page, then the paginator asks for it', async () => {
    setMember(memberInfo());
    const api = mockWalletApi({
      [`GET ${rewardPaths.bonus}`]: (call: { query: URLSearchParams }) =>
        call.query.get('pageNo') === '2'
          ? page([bonus('1', 'REWARD', 'Older bonus', '5.00')], { pageNo: 2, totalPages: 2, total: 21, totalAmount: '105.00' })
          : page([bonus('2', 'REWARD', 'Newer bonus', '5.00')], { totalPages: 2, total: 21, totalAmount: '105.00' }),
    });
    renderPage(<BonusDetailsPage />);
    expect(await screen.findByText('Newer bonus')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /^Next/ }));
    expect(await screen.findByText('Older bonus')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === rewardPaths.bonus).map((c) => c.query.get('pageNo'))).toEqual(['1', '2']);
  });

  it('when nothing has been paid, then the page says so', async () => {
    setMember(memberInfo());
    mockWalletApi({ [`GET ${rewardPaths.bonus}`]: page([]) });
    renderPage(<BonusDetailsPage />);
    expect(await screen.findByText('No bonuses yet. Rewards you claim in the Reward Centre, mission rewards, raffle prizes and rebates are listed here.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

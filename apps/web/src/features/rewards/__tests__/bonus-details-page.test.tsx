import { rewardPaths } from '@lumen/contracts/member/rewards.contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockWalletApi, renderPage } from '@/features/wallet/__tests__/wallet-test-utils.tsx';
import { clearSession, setMember } from '@/lib/session.ts';
import { memberInfo } from '@/test/fixtures.ts';
import { BonusDetailsPage } from '../screens/bonus-details-page.tsx';
import { reward, rewardPage } from './reward-fixtures.ts';

afterEach(() => clearSession());

describe('bonus details', () => {
  it('when the member has claimed rewards, then each is a row with its amount and transfer reference, under the total of them all', async () => {
    setMember(memberInfo());
    const api = mockWalletApi({
      [`GET ${rewardPaths.list}`]: rewardPage(
        [reward('5', 'Deposit bonus', '1234.50', 'CLAIMED'), reward('3', 'Welcome bonus', '100000.00', 'CLAIMED')],
        { totalAmount: '101334.50', total: 2 },
      ),
    });
    renderPage(<BonusDetailsPage />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Deposit bonus');
    expect(rows[0]).toHaveTextContent('+Rs 1,234.50');
    expect(rows[0]).toHaveTextContent('905');
    expect(rows[1]).toHaveTextContent('Welcome bonus');
    expect(rows[1]).toHaveTextContent('+Rs 100,000.00');
    expect(rows[1]).toHaveTextContent('903');
    expect(within(table).getByRole('columnheader', { name: 'Transfer reference' })).toBeInTheDocument();
    expect(screen.getByTestId('bonus-total')).toHaveTextContent('Total bonus');
    expect(screen.getByTestId('bonus-total')).toHaveTextContent('Rs 101,334.50');
    expect(screen.getByTestId('bonus-count')).toHaveTextContent('2');
    const call = api.calls.find((c) => c.path === rewardPaths.list);
    expect(call?.query.get('status')).toBe('CLAIMED');
    expect(call?.query.get('pageNo')).toBe('1');
  });

  it('when nothing has been claimed, then the page says so', async () => {
    setMember(memberInfo());
    mockWalletApi({ [`GET ${rewardPaths.list}`]: rewardPage([]) });
    renderPage(<BonusDetailsPage />);
    expect(await screen.findByText('No bonuses yet. Rewards you claim in the Reward Centre are listed here.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

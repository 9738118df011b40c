import { authPaths } from '@lumen/contracts/auth/auth.paths';
import { rewardPaths } from '@lumen/contracts/member/rewards.contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MemberCenterScreen } from '@/features/member/screens/member-center-screen.tsx';
import { mockWalletApi, Refusal, renderPage } from '@/features/wallet/__tests__/wallet-test-utils.tsx';
import { clearSession, getSession, setMember } from '@/lib/session.ts';
import { memberInfo } from '@/test/fixtures.ts';
import { RewardCenterPage } from '../screens/reward-center-page.tsx';
import { reward, rewardPage } from './reward-fixtures.ts';

afterEach(() => clearSession());

const welcome = reward('7', 'Welcome bonus', '12500.00');
const weekend = reward('8', 'Weekend bonus', '300.00');

describe('reward centre', () => {
  it('when the member claims an available reward, then the button spins while it goes, the amount credited shows, the card leaves the list and the menu badge drops', async () => {
    setMember(memberInfo({ availablePromoCount: 2, balance: '100.00' }));
    let claimed = false;
    let answer: () => void = () => undefined;
    const api = mockWalletApi({
      [`GET ${rewardPaths.list}`]: () => (claimed ? rewardPage([weekend], { available: 1 }) : rewardPage([welcome, weekend], { available: 2 })),
      [rewardPaths.claim]: () =>
        new Promise((resolve) => {
          answer = () => {
            claimed = true;
            resolve({ id: '7', amount: '12500.00', transferId: '907', balance: '12600.00', replayed: false, available: 1 });
          };
        }),
    });
    renderPage(<MemberCenterScreen pages={{ rewardCenter: RewardCenterPage }} />);
    const user = userEvent.setup();
    const menu = await screen.findByRole('navigation', { name: 'Member centre' });
    await user.click(within(menu).getByRole('button', { name: /Reward Centre/ }));

    const card = await screen.findByTestId('reward-7');
    expect(card).toHaveTextContent('Welcome bonus');
    expect(card).toHaveTextContent('Welcome bonus: thanks for playing');
    expect(card).toHaveTextContent('Rs 12,500.00');
    expect(card).toHaveTextContent('Expires in 3 days');
    expect(api.calls.find((c) => c.path === rewardPaths.list)?.query.get('status')).toBe('AVAILABLE');
    expect(within(menu).getByLabelText('Unclaimed items: 2')).toHaveTextContent('2');
    const loginInfoCalls = () => api.calls.filter((c) => c.path === authPaths.loginInfo).length;
    const before = loginInfoCalls();

    const claim = within(card).getByRole('button', { name: 'Claim Welcome bonus' });
    await user.click(claim);
    expect(api.to(rewardPaths.claim)[0]?.body).toEqual({ id: '7' });
    await waitFor(() => expect(claim).toHaveAttribute('aria-busy', 'true'));
    expect(claim).toBeDisabled();
    expect(claim.querySelector('.wallet-spinner')).not.toBeNull();
    // Every claim button waits while one claim is on its way.
    expect(within(screen.getByTestId('reward-8')).getByRole('button', { name: 'Claim Weekend bonus' })).toBeDisabled();

    answer();
    expect(await screen.findByRole('status')).toHaveTextContent('Rs 12,500.00 has been credited to your main wallet.');
    await waitFor(() => expect(screen.queryByTestId('reward-7')).not.toBeInTheDocument());
    expect(screen.getByTestId('reward-8')).toBeInTheDocument();
    expect(within(menu).getByLabelText('Unclaimed items: 1')).toHaveTextContent('1');
    expect(getSession().member).toMatchObject({ availablePromoCount: 1, balance: '12600.00' });
    // As after any money movement, the member info (balance, counts) is read again.
    await waitFor(() => expect(loginInfoCalls()).toBeGreaterThan(before));
    expect(api.to(rewardPaths.claim)).toHaveLength(1);
  });

  it('when the claim button is double-clicked, then one claim goes and its own answer shows (not the repeat\'s "already claimed")', async () => {
    setMember(memberInfo({ availablePromoCount: 1 }));
    let calls = 0;
    const api = mockWalletApi({
      [`GET ${rewardPaths.list}`]: rewardPage([welcome], { available: 1 }),
      [rewardPaths.claim]: () => {
        calls += 1;
        return { id: '7', amount: '12500.00', transferId: '907', balance: '12600.00', replayed: calls > 1, available: 0 };
      },
    });
    renderPage(<RewardCenterPage />);
    const claim = await screen.findByRole('button', { name: 'Claim Welcome bonus' });
    // Two clicks in the same moment, before the page has drawn the busy button.
    fireEvent.click(claim);
    fireEvent.click(claim);
    expect(await screen.findByRole('status')).toHaveTextContent('Rs 12,500.00 has been credited to your main wallet.');
    expect(api.to(rewardPaths.claim)).toHaveLength(1);
  });

  it('when the reward expired before the claim, then the translated refusal shows and nothing is credited', async () => {
    setMember(memberInfo({ availablePromoCount: 1 }));
    mockWalletApi({
      [`GET ${rewardPaths.list}`]: rewardPage([welcome], { available: 1 }),
      [rewardPaths.claim]: () => {
        throw new Refusal('REWARD_EXPIRED', '', null, 409);
      },
    });
    renderPage(<RewardCenterPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Claim Welcome bonus' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This reward has expired and can no longer be claimed');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Claim Welcome bonus' })).toBeEnabled();
  });

  it('when another status is chosen, then its rewards show with when they were claimed or expired, and an empty status says so', async () => {
    setMember(memberInfo());
    const api = mockWalletApi({
      [`GET ${rewardPaths.list}`]: (call: { query: URLSearchParams }) => {
        const status = call.query.get('status');
        if (status === 'CLAIMED') return rewardPage([reward('5', 'Deposit bonus', '1234.50', 'CLAIMED')], { totalAmount: '1234.50' });
        if (status === 'EXPIRED') return rewardPage([reward('4', 'Old bonus', '50.00', 'EXPIRED')]);
        return rewardPage([]);
      },
    });
    renderPage(<RewardCenterPage />);
    const user = userEvent.setup();
    expect(await screen.findByText('No rewards to claim right now. New ones granted to you appear here.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Available' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Claimed' }));
    const claimedCard = await screen.findByTestId('reward-5');
    expect(claimedCard).toHaveTextContent('Rs 1,234.50');
    expect(claimedCard).toHaveTextContent(/Claimed \d/);
    expect(within(claimedCard).queryByRole('button')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Expired' }));
    const expiredCard = await screen.findByTestId('reward-4');
    expect(expiredCard).toHaveTextContent(/Expired \d/);
    expect(within(expiredCard).queryByRole('button')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === rewardPaths.list).map((c) => c.query.get('status'))).toEqual(['AVAILABLE', 'CLAIMED', 'EXPIRED']);
  });
});

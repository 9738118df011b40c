import { authPaths } from '@lumen/contracts/auth/auth.paths';
import { vipPaths } from '@lumen/contracts/member/vip.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockWalletApi, Refusal, renderPage } from '@/features/wallet/__tests__/wallet-test-utils.tsx';
import { clearSession, setMember, TOKEN_KEY } from '@/lib/session.ts';
import { emptyAnnouncements, lane, memberInfo, permissionValue } from '@/test/fixtures.ts';
import { renderRoutes } from '@/test/render.tsx';
import { VipPage } from '../screens/vip-page.tsx';
import { tiers, upgrade, vipValue } from './vip-fixtures.ts';

afterEach(() => {
  clearSession();
  sessionStorage.clear();
});

const shell = {
  '/wps/system/permission': permissionValue({ flags: { VIP3: true } }),
  '/wps/relay/GCSGAME_newGameVendor': { lanes: [lane('RNG', ['PG'])] },
  '/wps/relay/MCSFE_getListAnnouncements': emptyAnnouncements,
  '/wps/system/helpCenter': { categories: [] },
};

describe('VIP page', () => {
  it('when the member is on the way to the next tier, then the hero shows the tier, lifetime money, the progress and what each requirement still needs', async () => {
    setMember(memberInfo({ hasVip: true, vipLabelName: 'Silver', vipRankLevel: 2 }));
    mockWalletApi({ [vipPaths.info]: vipValue() });
    renderPage(<VipPage />);

    const hero = await screen.findByTestId('vip-hero');
    expect(within(hero).getByRole('heading', { name: 'Silver' })).toBeInTheDocument();
    expect(hero).toHaveTextContent('VIP 2');
    expect(screen.getByTestId('vip-deposits')).toHaveTextContent('Rs 15,000.00');
    expect(screen.getByTestId('vip-turnover')).toHaveTextContent('Rs 123,456.50');

    const bar = within(hero).getByRole('progressbar', { name: 'Progress to Gold' });
    expect(bar).toHaveAttribute('aria-valuenow', '75');
    expect((bar.firstElementChild as HTMLElement).style.inlineSize).toBe('75%');
    expect(screen.getByTestId('vip-progress')).toHaveTextContent('Progress to Gold (VIP 3)');
    expect(screen.getByTestId('vip-progress')).toHaveTextContent('75%');
    // Deposits still short of Gold's; turnover already enough.
    expect(screen.getByTestId('vip-remaining-deposit')).toHaveTextContent('Deposits still needed');
    expect(screen.getByTestId('vip-remaining-deposit')).toHaveTextContent('Rs 5,000.00');
    expect(screen.getByTestId('vip-remaining-turnover')).toHaveTextContent('Turnover requirement met');
    expect(screen.queryByTestId('vip-top')).not.toBeInTheDocument();
    expect(screen.queryByTestId('vip-promoted')).not.toBeInTheDocument();
  });

  it('when the tiers are listed, then each shows its requirements, bonus and perks, the member’s own is current and those below it are reached', async () => {
    setMember(memberInfo());
    mockWalletApi({ [vipPaths.info]: vipValue() });
    renderPage(<VipPage />);

    const list = await screen.findByRole('list', { name: 'VIP tiers' });
    expect(within(list).getAllByRole('listitem', { name: '' }).length).toBeGreaterThan(0);
    const gold = screen.getByTestId('vip-tier-3');
    expect(within(gold).getByRole('heading', { name: 'Gold' })).toBeInTheDocument();
    expect(gold).toHaveTextContent('DepositsRs 20,000.00');
    expect(gold).toHaveTextContent('TurnoverRs 100,000.00');
    expect(gold).toHaveTextContent('Upgrade bonusRs 300.00');
    expect(within(gold).getByRole('list', { name: 'Perks of Gold' })).toHaveTextContent('Priority withdrawals');
    expect(gold).not.toHaveAttribute('aria-current');
    expect(gold).not.toHaveTextContent('Reached');

    const silver = screen.getByTestId('vip-tier-2');
    expect(silver).toHaveAttribute('aria-current', 'true');
    expect(silver).toHaveAttribute('data-state', 'current');
    expect(silver).toHaveTextContent('Your tier');
    expect(silver).toHaveTextContent('No extra perks');
    const bronze = screen.getByTestId('vip-tier-1');
    expect(bronze).toHaveAttribute('data-state', 'reached');
    expect(bronze).toHaveTextContent('Reached');
  });

  it('when the member has upgrades, then the history lists each with its bonus and date, and a reward-centre link for a bonus to claim', async () => {
    setMember(memberInfo());
    mockWalletApi({ [vipPaths.info]: vipValue() });
    renderPage(<VipPage />);

    const history = await screen.findByRole('table', { name: 'Upgrade history' });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.dataset.testid)).toEqual(['vip-upgrade-2', 'vip-upgrade-1']);
    const bronze = screen.getByTestId('vip-upgrade-1');
    expect(bronze).toHaveTextContent('Bronze');
    expect(bronze).toHaveTextContent('Rs 50.00');
    expect(within(bronze).getByRole('time')).toHaveAttribute('datetime', '2026-11-01T10:00:00.000Z');
    expect(within(bronze).getByRole('link', { name: 'Claim in the Reward Centre' })).toHaveAttribute('href', '/member?page=rewardCenter');
    expect(within(screen.getByTestId('vip-upgrade-2')).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByTestId('vip-upgrade-2')).toHaveTextContent('No bonus');
  });

  it('when an upgrade bonus was claimed or ran out, then the history says so and offers no claim', async () => {
    setMember(memberInfo());
    mockWalletApi({
      [vipPaths.info]: vipValue({
        level: 3,
        name: 'Gold',
        next: null,
        upgrades: [upgrade(3, { rewardId: 'r-33', bonusState: 'CLAIMED' }), upgrade(2), upgrade(1, { rewardId: 'r-11', bonusState: 'EXPIRED' })],
      }),
    });
    renderPage(<VipPage />);
    const gold = await screen.findByTestId('vip-upgrade-3');
    expect(gold).toHaveTextContent('Claimed');
    expect(within(gold).queryByRole('link')).not.toBeInTheDocument();
    const bronze = screen.getByTestId('vip-upgrade-1');
    expect(bronze).toHaveTextContent('Expired unclaimed');
    expect(within(bronze).queryByRole('link')).not.toBeInTheDocument();
  });

  it('when the member is below the first tier, then the page says not VIP yet and shows how far the first tier is, with no upgrades', async () => {
    setMember(memberInfo());
    mockWalletApi({
      [vipPaths.info]: vipValue({
        level: 0,
        name: '',
        deposits: '200.00',
        turnover: '0.00',
        next: { level: 1, name: 'Bronze', depositRemaining: '800.00', turnoverRemaining: '5000.00', percent: 0 },
        upgrades: [],
      }),
    });
    renderPage(<VipPage />);
    const hero = await screen.findByTestId('vip-hero');
    expect(within(hero).getByRole('heading', { name: 'Not VIP yet' })).toBeInTheDocument();
    expect(within(hero).getByRole('progressbar', { name: 'Progress to Bronze' })).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByTestId('vip-remaining-turnover')).toHaveTextContent('Rs 5,000.00');
    expect(screen.getByTestId('vip-tier-1')).toHaveAttribute('data-state', 'locked');
    expect(screen.getByText('No upgrades recorded yet. Each tier you reach is listed here with its bonus.')).toBeInTheDocument();
  });

  it('when the member is at the top tier, then there is no progress bar but the top tier is reached', async () => {
    setMember(memberInfo());
    mockWalletApi({ [vipPaths.info]: vipValue({ level: 3, name: 'Gold', next: null, upgrades: [upgrade(3), upgrade(2), upgrade(1)] }) });
    renderPage(<VipPage />);
    expect(await screen.findByTestId('vip-top')).toHaveTextContent('You have reached the top tier.');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByTestId('vip-progress')).not.toBeInTheDocument();
    expect(screen.getByTestId('vip-tier-3')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByTestId('vip-tier-2')).toHaveAttribute('data-state', 'reached');
  });

  it('when the call fails, then the error is said with a retry, and the retry shows the page', async () => {
    setMember(memberInfo());
    let fail = true;
    const api = mockWalletApi({
      [vipPaths.info]: () => {
        if (fail) throw new Refusal('FEATURE_DISABLED', 'Function not enabled, contact customer service', null, 403);
        return vipValue();
      },
    });
    renderPage(<VipPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Function not enabled, contact customer service');
    expect(screen.queryByTestId('vip-hero')).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('vip-hero')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === vipPaths.info)).toHaveLength(2);
  });

  it('while the call is on its way, then a skeleton stands in', async () => {
    setMember(memberInfo());
    mockWalletApi({ [vipPaths.info]: () => new Promise(() => undefined) });
    renderPage(<VipPage />);
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByTestId('vip-hero')).not.toBeInTheDocument();
  });
});

describe('VIP promotion', () => {
  it('when opening the page promotes the member, then it congratulates them with the bonus and a way to the reward centre, and the header’s member info reloads', async () => {
    sessionStorage.setItem(TOKEN_KEY, 'session-token');
    let promotedYet = false;
    const api = mockWalletApi({
      ...shell,
      [authPaths.loginInfo]: () =>
        promotedYet
          ? memberInfo({ hasVip: true, vipLabelName: 'Gold', vipRankLevel: 3, availablePromoCount: 1 })
          : memberInfo({ hasVip: true, vipLabelName: 'Silver', vipRankLevel: 2 }),
      [vipPaths.info]: () => {
        promotedYet = true;
        return vipValue({ level: 3, name: 'Gold', next: null, tiers, upgrades: [upgrade(3, { rewardId: 'r-33', bonusState: 'CLAIMABLE' }), upgrade(2)], promoted: [3] });
      },
    });
    const { router } = renderRoutes('/member?page=vip');

    const notice = await screen.findByTestId('vip-promoted', {}, { timeout: 5000 });
    expect(within(notice).getByRole('heading', { name: 'You reached Gold!' })).toBeInTheDocument();
    expect(notice).toHaveTextContent('Your upgrade bonus of Rs 300.00 is waiting for you in the Reward Centre.');
    const claim = within(notice).getByRole('link', { name: 'Claim in the Reward Centre' });
    expect(claim).toHaveAttribute('href', '/member?page=rewardCenter');

    // The member info is asked again after the promotion: the header's VIP label follows.
    const header = screen.getAllByRole('banner').find((b) => b.classList.contains('site-header')) as HTMLElement;
    await waitFor(() => expect(within(header).getByText('Gold')).toBeInTheDocument(), { timeout: 5000 });
    expect(within(header).getByText('VIP 3')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === authPaths.loginInfo).length).toBeGreaterThanOrEqual(2);
    expect(within(header).getByLabelText('Unclaimed items: 1')).toBeInTheDocument();

    await userEvent.click(claim);
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/member?page=rewardCenter'));
  }, 15_000);

  it('when a reload answers no promotion, then the congratulations stay on screen', async () => {
    setMember(memberInfo());
    let first = true;
    mockWalletApi({
      [vipPaths.info]: () => {
        const value = vipValue({ promoted: first ? [1, 2] : [] });
        first = false;
        return value;
      },
    });
    const { queryClient } = renderPage(<VipPage />);
    const notice = await screen.findByTestId('vip-promoted');
    // Two levels at once: the highest is named, the bonuses add up (Silver pays none).
    expect(notice).toHaveTextContent('You reached Silver!');
    expect(notice).toHaveTextContent('Rs 50.00');
    await queryClient.refetchQueries({ queryKey: ['vip'] });
    expect(screen.getByTestId('vip-promoted')).toBeInTheDocument();
  });
});

import { authPaths } from '@lumen/contracts/auth/auth.paths';
import { missionPaths } from '@lumen/contracts/member/missions.contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MemberCenterScreen } from '@/features/member/screens/member-center-screen.tsx';
import { mockWalletApi, Refusal, renderPage } from '@/features/wallet/__tests__/wallet-test-utils.tsx';
import { clearSession, getSession, setMember, TOKEN_KEY } from '@/lib/session.ts';
import { memberInfo, permissionValue } from '@/test/fixtures.ts';
import { renderRoutes } from '@/test/render.tsx';
import { MissionsPage } from '../screens/missions-page.tsx';
import { entry, leaderboard, mission, summary } from './mission-fixtures.ts';

afterEach(() => {
  clearSession();
  sessionStorage.clear();
});

const rounds = mission('1', 'Play 20 rounds', { kind: 'ROUNDS', progress: '7', target: '20', reward: '50.00' });
const slots = mission('2', 'Stake on slots', { kind: 'TURNOVER', gameType: 'RNG', progress: '1250.50', target: '5000.00', reward: '80.00' });
const deposit = mission('3', 'Deposit this week', { kind: 'DEPOSIT', period: 'WEEKLY', progress: '2000.00', target: '1500.00', reward: '200.00', status: 'COMPLETED' });
const wins = mission('4', 'Win 1200 rounds', { kind: 'WINS', period: 'WEEKLY', progress: '1200', target: '1200', reward: '300.00', status: 'COMPLETED' });
const claimedWins = { ...wins, status: 'CLAIMED' as const };
const claimedDeposit = { ...deposit, status: 'CLAIMED' as const };

const gets = (api: ReturnType<typeof mockWalletApi>, path: string) => api.calls.filter((c) => c.path === path && c.method === 'GET').length;

describe('missions', () => {
  it('when the member centre opens Missions, then the page is there with the missions', async () => {
    sessionStorage.setItem(TOKEN_KEY, 'session-token');
    mockWalletApi({
      '/wps/system/permission': permissionValue(),
      [authPaths.loginInfo]: memberInfo(),
      [missionPaths.summary]: summary([rounds]),
    });
    renderRoutes('/member?page=missionLeaderboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Missions' })).toBeInTheDocument();
    expect(await screen.findByTestId('mission-1', {}, { timeout: 5000 })).toHaveTextContent('Play 20 rounds');
  });

  it('when the member has missions, then they are grouped daily and weekly with their game type, progress (money or count), reward and reset time, and what missions paid this week', async () => {
    setMember(memberInfo());
    mockWalletApi({ [missionPaths.summary]: summary([rounds, slots, deposit, claimedWins], { earnedThisWeek: '1234.50' }) });
    renderPage(<MissionsPage />);

    const daily = await screen.findByTestId('missions-DAILY');
    const weekly = screen.getByTestId('missions-WEEKLY');
    expect(screen.getByRole('heading', { level: 2, name: 'Daily missions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Weekly missions' })).toBeInTheDocument();
    expect(within(daily).getAllByRole('listitem').map((li) => li.dataset.testid)).toEqual(['mission-1', 'mission-2']);
    expect(within(weekly).getAllByRole('listitem').map((li) => li.dataset.testid)).toEqual(['mission-3', 'mission-4']);

    // A count reads as numbers, every game when it names none; a money kind with the currency, its game type by name.
    const count = screen.getByTestId('mission-1');
    expect(screen.getByTestId('mission-1-progress')).toHaveTextContent('7 / 20');
    expect(count).toHaveTextContent('Rounds played');
    expect(count).toHaveTextContent('All games');
    expect(count).toHaveTextContent('Rs 50.00');
    expect(count).toHaveTextContent('Resets in 5 hours');
    expect(within(count).getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '35');
    expect(within(count).queryByRole('button')).not.toBeInTheDocument();
    expect(count).toHaveTextContent('In progress');

    const money = screen.getByTestId('mission-2');
    expect(screen.getByTestId('mission-2-progress')).toHaveTextContent('Rs 1,250.50 / Rs 5,000.00');
    expect(money).toHaveTextContent('Slots');
    expect(money).not.toHaveTextContent('All games');
    expect(within(money).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');

    // Past its target, a mission reads as done, not as more than done.
    expect(screen.getByTestId('mission-3-progress')).toHaveTextContent('Rs 1,500.00 / Rs 1,500.00');
    expect(screen.getByTestId('mission-3')).toHaveTextContent('Resets in 3 days');
    expect(within(screen.getByTestId('mission-3')).getByRole('button', { name: 'Claim Deposit this week' })).toBeEnabled();
    // Counts are grouped too; a claimed mission has nothing left to press.
    expect(screen.getByTestId('mission-4-progress')).toHaveTextContent('1,200 / 1,200');
    expect(screen.getByTestId('mission-4')).toHaveTextContent('Claimed');
    expect(within(screen.getByTestId('mission-4')).queryByRole('button')).not.toBeInTheDocument();

    expect(screen.getByTestId('missions-earned')).toHaveTextContent('Rs 1,234.50');
    expect(screen.getByTestId('missions-claimable')).toHaveTextContent('1');
  });

  it('when the claim button is double-clicked, then one claim goes and its own answer shows (not the repeat\'s "already claimed")', async () => {
    setMember(memberInfo({ balance: '100.00' }));
    let calls = 0;
    const api = mockWalletApi({
      [missionPaths.summary]: () => summary([rounds, deposit, wins]),
      [missionPaths.claim]: () => {
        calls += 1;
        return { id: '3', reward: '200.00', transferId: '9103', balance: '300.00', replayed: calls > 1 };
      },
    });
    renderPage(<MissionsPage />);
    const claim = within(await screen.findByTestId('mission-3')).getByRole('button', { name: 'Claim Deposit this week' });
    // Two clicks in the same moment, before the page has drawn the busy button.
    fireEvent.click(claim);
    fireEvent.click(claim);
    expect(await screen.findByRole('status')).toHaveTextContent('Rs 200.00 has been credited to your main wallet.');
    expect(api.to(missionPaths.claim)).toHaveLength(1);
  });

  it('when the member claims a completed mission, then it posts the mission, spins while it goes, says what was credited, and the balance, missions and menu badge follow', async () => {
    setMember(memberInfo({ balance: '100.00' }));
    let claimed = false;
    let answer: () => void = () => undefined;
    const api = mockWalletApi({
      [missionPaths.summary]: () =>
        claimed ? summary([rounds, claimedDeposit, wins], { earnedThisWeek: '200.00' }) : summary([rounds, deposit, wins]),
      [missionPaths.claim]: () =>
        new Promise((resolve) => {
          answer = () => {
            claimed = true;
            resolve({ id: '3', reward: '200.00', transferId: '9103', balance: '300.00', replayed: false });
          };
        }),
    });
    renderPage(<MemberCenterScreen pages={{ missionLeaderboard: MissionsPage }} />, { route: '/member?page=missionLeaderboard' });
    const user = userEvent.setup();
    const menu = await screen.findByRole('navigation', { name: 'Member centre' });
    expect(await within(menu).findByLabelText('Unclaimed items: 2')).toBeInTheDocument();
    const card = await screen.findByTestId('mission-3');
    const summaries = gets(api, missionPaths.summary);
    const loginInfoCalls = () => api.calls.filter((c) => c.path === authPaths.loginInfo).length;
    const before = loginInfoCalls();

    const claim = within(card).getByRole('button', { name: 'Claim Deposit this week' });
    await user.click(claim);
    expect(api.to(missionPaths.claim)[0]?.body).toEqual({ id: '3' });
    await waitFor(() => expect(claim).toHaveAttribute('aria-busy', 'true'));
    expect(claim).toBeDisabled();
    expect(claim.querySelector('.wallet-spinner')).not.toBeNull();
    // Every claim button waits while one claim is on its way.
    expect(within(screen.getByTestId('mission-4')).getByRole('button', { name: 'Claim Win 1200 rounds' })).toBeDisabled();

    answer();
    expect(await screen.findByRole('status')).toHaveTextContent('Rs 200.00 has been credited to your main wallet.');
    await waitFor(() => expect(within(screen.getByTestId('mission-3')).queryByRole('button')).not.toBeInTheDocument());
    expect(screen.getByTestId('mission-3')).toHaveTextContent('Claimed');
    expect(screen.getByTestId('missions-earned')).toHaveTextContent('Rs 200.00');
    expect(within(menu).getByLabelText('Unclaimed items: 1')).toHaveTextContent('1');
    expect(getSession().member).toMatchObject({ balance: '300.00' });
    expect(gets(api, missionPaths.summary)).toBeGreaterThan(summaries);
    await waitFor(() => expect(loginInfoCalls()).toBeGreaterThan(before));
    expect(api.to(missionPaths.claim)).toHaveLength(1);
  });

  it('when the mission is not completed after all, then the translated refusal shows, nothing is credited and the missions are read again', async () => {
    setMember(memberInfo());
    const api = mockWalletApi({
      [missionPaths.summary]: summary([deposit]),
      [missionPaths.claim]: () => {
        throw new Refusal('MISSION_NOT_COMPLETED', '', null, 409);
      },
    });
    renderPage(<MissionsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Claim Deposit this week' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This mission is not completed yet');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await waitFor(() => expect(gets(api, missionPaths.summary)).toBe(2));
    expect(screen.getByRole('button', { name: 'Claim Deposit this week' })).toBeEnabled();
  });

  it('when the member went past a mission’s target, then its progress reads the target over the target beside a full bar', async () => {
    setMember(memberInfo());
    const rounds50 = mission('5', 'Play 20 rounds', { kind: 'ROUNDS', progress: '50', target: '20', status: 'COMPLETED' });
    const stakes = mission('6', 'Stake 1,000', { kind: 'TURNOVER', progress: '12500.75', target: '1000.00', status: 'CLAIMED' });
    const wins = mission('7', 'Win 200 rounds', { kind: 'WINS', period: 'WEEKLY', progress: '50', target: '200' });
    const deposit = mission('8', 'Deposit 1,000', { kind: 'DEPOSIT', period: 'WEEKLY', progress: '900.00', target: '1000.00' });
    mockWalletApi({ [missionPaths.summary]: summary([rounds50, stakes, wins, deposit]) });
    renderPage(<MissionsPage />);

    expect(await screen.findByTestId('mission-5-progress')).toHaveTextContent(/^20 \/ 20$/);
    const bar = within(screen.getByTestId('mission-5')).getByRole('progressbar', { name: 'Progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '20 / 20');
    expect(screen.getByTestId('mission-6-progress')).toHaveTextContent(/^Rs 1,000\.00 \/ Rs 1,000\.00$/);
    expect(within(screen.getByTestId('mission-6')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    // Below the target nothing changes: amounts and counts compare as numbers ("50" and "900.00" sort after "200" and "1000.00" as text).
    expect(screen.getByTestId('mission-7-progress')).toHaveTextContent(/^50 \/ 200$/);
    expect(screen.getByTestId('mission-8-progress')).toHaveTextContent(/^Rs 900\.00 \/ Rs 1,000\.00$/);
  });

  it('when there are no missions, then the page says so', async () => {
    setMember(memberInfo());
    mockWalletApi({ [missionPaths.summary]: summary([]) });
    renderPage(<MissionsPage />);
    expect(await screen.findByText('No missions right now. New ones appear here when they start.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('when the leaderboard is chosen, then the top members show with medals for the top three and the member’s own row picked out', async () => {
    setMember(memberInfo());
    const me = entry(2, 'pl***1', 4, '450.00');
    const api = mockWalletApi({
      [missionPaths.summary]: summary([rounds]),
      [missionPaths.leaderboard]: leaderboard([entry(1, 'ab***z', 6, '1200.00'), me, entry(3, 'cd***y', 3, '300.00'), entry(4, 'ef***x', 1, '50.00')], me),
    });
    renderPage(<MissionsPage />);
    const user = userEvent.setup();
    await screen.findByTestId('mission-1');
    expect(gets(api, missionPaths.leaderboard)).toBe(0);

    await user.click(screen.getByRole('tab', { name: 'Leaderboard' }));
    const table = await screen.findByRole('table', { name: "This week's leaderboard" });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.dataset.testid)).toEqual(['board-rank-1', 'board-rank-2', 'board-rank-3', 'board-rank-4']);
    expect(rows[0]).toHaveTextContent('#1');
    expect(rows[0]).toHaveTextContent('ab***z');
    expect(rows[0]).toHaveTextContent('6');
    expect(rows[0]).toHaveTextContent('Rs 1,200.00');
    expect(rows.map((r) => r.dataset.podium ?? null)).toEqual(['1', '2', '3', null]);
    expect(rows.map((r) => r.querySelector('.mission-medal') !== null)).toEqual([true, true, true, false]);
    // The member's own row.
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[1]).toHaveTextContent('You');
    expect(rows.filter((r) => r.hasAttribute('data-me'))).toHaveLength(1);
    expect(screen.getByTestId('mission-me')).toHaveTextContent('Your place: #2');
    expect(screen.getByTestId('mission-me')).toHaveTextContent('4 missions');
    expect(screen.getByTestId('mission-me')).toHaveTextContent('Rs 450.00');
  });

  it('when the member ranks below the top, then its place shows under the table; when nobody claimed this week, the leaderboard says so', async () => {
    setMember(memberInfo());
    let board = leaderboard([entry(1, 'ab***z', 6, '1200.00')], entry(25, 'pl***1', 1, '10.00'));
    mockWalletApi({ [missionPaths.summary]: summary([]), [missionPaths.leaderboard]: () => board });
    const view = renderPage(<MissionsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Leaderboard' }));
    expect(await screen.findByTestId('mission-me')).toHaveTextContent('Your place: #25');
    expect(screen.getByTestId('mission-me')).toHaveTextContent('1 mission');
    expect(screen.getByTestId('board-rank-1')).not.toHaveAttribute('data-me');
    view.unmount();

    board = leaderboard([]);
    renderPage(<MissionsPage />);
    await user.click(await screen.findByRole('tab', { name: 'Leaderboard' }));
    expect(await screen.findByText('Nobody has claimed a mission reward this week yet. Be the first!')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByTestId('mission-me')).not.toBeInTheDocument();
  });
});

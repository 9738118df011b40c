import { agentPaths } from '@lumen/contracts/agent/agent.contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { balance, mockWalletApi, noRecords, Refusal, renderPage } from '@/features/wallet/__tests__/wallet-test-utils.tsx';
import { systemPaths } from '@lumen/contracts/system/system.contract';
import { AnnouncementsPanel } from '../screens/announcements-panel.tsx';
import { DownlinePanel } from '../screens/downline-panel.tsx';
import { MemberProfitLossPanel } from '../screens/member-profit-loss-panel.tsx';
import { MyIncomePanel } from '../screens/my-income-panel.tsx';
import { RegisterCentrePanel } from '../screens/register-centre-panel.tsx';
import { TeamBetsPanel } from '../screens/team-bets-panel.tsx';
import { TeamTransactionsPanel } from '../screens/team-transactions-panel.tsx';
import { TeamOverviewPanel } from '../screens/team-overview-panel.tsx';
import { dayRange } from '../screens/team-report-parts.tsx';
import { setDateLocale } from '@/i18n/dates.ts';

const overview = (period: string, extra: Record<string, unknown> = {}) => ({
  period,
  from: '2026-11-25T00:00:00.000Z',
  to: '2026-11-26T00:00:00.000Z',
  team: { direct: 3, total: 4, agents: 1 },
  newMembers: 2,
  activeMembers: 1,
  deposits: { count: 1, amount: '200.00' },
  withdrawals: { count: 2, amount: '100.00' },
  bets: { rounds: 3, stake: '35.00', win: '25.00', profitLoss: '-10.00' },
  balance: '1723.45',
  ...extra,
});

const member = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  username: `user${id}`,
  nickname: `user${id}`,
  level: 1,
  type: 0,
  isAgent: false,
  status: 'ACTIVE',
  registeredAt: '2026-11-20T10:00:00.000Z',
  lastLoginAt: null,
  balance: '10.00',
  directCount: 0,
  ...extra,
});

/** An answer the test holds back until it calls `answer`. */
function held() {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  return { answered, answer };
}

describe('team overview', () => {
  it('when the figures arrive, then each shows with its currency, and another period asks the server again', async () => {
    const api = mockWalletApi({
      ...balance,
      [agentPaths.teamOverview]: (call: { query: URLSearchParams }) =>
        call.query.get('period') === 'thisMonth' ? overview('thisMonth', { from: '2026-11-01T00:00:00.000Z', to: '2026-12-01T00:00:00.000Z', newMembers: 9 }) : overview('today'),
    });
    renderPage(<TeamOverviewPanel />);
    expect(await screen.findByTestId('team-size')).toHaveTextContent('4');
    expect(screen.getByTestId('team-size')).toHaveTextContent('3 direct · 1 agent');
    expect(screen.getByTestId('team-deposits')).toHaveTextContent('Rs 200.00');
    expect(screen.getByTestId('team-deposits')).toHaveTextContent('Transactions: 1');
    expect(screen.getByTestId('team-pl')).toHaveTextContent('-Rs 10.00');
    expect(screen.getByTestId('team-balance')).toHaveTextContent('Rs 1,723.45');
    expect(screen.getByText('11/25/2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.setup().click(screen.getByRole('button', { name: 'This month' }));
    await waitFor(() => expect(screen.getByTestId('team-new')).toHaveTextContent('9'));
    expect(screen.getByText('11/01/2026 – 11/30/2026')).toBeInTheDocument();
    expect(api.to(agentPaths.teamOverview, 'GET').map((c) => c.query.get('period'))).toEqual(['today', 'thisMonth']);
  });

  it('when another period is chosen, then it shows as loading until its figures arrive: no figure or day range of the period before stays on screen', async () => {
    const month = held();
    mockWalletApi({
      ...balance,
      [agentPaths.teamOverview]: async (call: { query: URLSearchParams }) => {
        if (call.query.get('period') !== 'thisMonth') return overview('today');
        await month.answered;
        return overview('thisMonth', { from: '2026-11-01T00:00:00.000Z', to: '2026-12-01T00:00:00.000Z', newMembers: 9 });
      },
    });
    renderPage(<TeamOverviewPanel />);
    expect(await screen.findByTestId('team-new')).toHaveTextContent('2');
    expect(screen.getByText('11/25/2026')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'This month' }));
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByTestId('team-new')).not.toBeInTheDocument();
    expect(screen.queryByText('11/25/2026')).not.toBeInTheDocument();

    month.answer();
    expect(await screen.findByTestId('team-new')).toHaveTextContent('9');
    expect(screen.getByText('11/01/2026 – 11/30/2026')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('when the server refuses, then its message shows with a retry', async () => {
    mockWalletApi({ ...balance, [agentPaths.teamOverview]: () => { throw new Refusal('NOT_AGENT', 'Non-agents cannot log in', null, 403); } });
    renderPage(<TeamOverviewPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Non-agents cannot log in');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('downline', () => {
  it('when members arrive, then each row shows its level, type, balance and last login, and agents are marked', async () => {
    mockWalletApi({
      ...balance,
      [agentPaths.downline]: { list: [member('2', { level: 2, balance: '123.45', lastLoginAt: '2026-11-24T08:00:00.000Z' }), member('1', { isAgent: true, type: 2, directCount: 1 })], pageNo: 1, totalPages: 1, total: 2 },
    });
    renderPage(<DownlinePanel />);
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = within(rows[1] as HTMLElement);
    expect(first.getByText('user2')).toBeInTheDocument();
    expect(first.getByText('Rs 123.45')).toBeInTheDocument();
    expect(first.getByText('Member')).toBeInTheDocument();
    const second = within(rows[2] as HTMLElement);
    expect(second.getByText('Agent')).toBeInTheDocument();
    expect(second.getByText('Never')).toBeInTheDocument();
    expect(screen.getByText('Members: 2')).toBeInTheDocument();
  });

  it('when a username is searched and the scope changed, then the server is asked from page 1 with those filters', async () => {
    const api = mockWalletApi({ ...balance, [agentPaths.downline]: (call: { query: URLSearchParams }) => (call.query.get('username') ? noRecords : { list: [member('1')], pageNo: 1, totalPages: 1, total: 1 }) });
    renderPage(<DownlinePanel />);
    const user = userEvent.setup();
    await screen.findByText('user1');
    await user.type(screen.getByRole('textbox', { name: 'Username' }), '  ali ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No members match.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'direct');
    await waitFor(() => expect(api.to(agentPaths.downline, 'GET')).toHaveLength(3));
    const last = api.to(agentPaths.downline, 'GET').at(-1);
    expect(Object.fromEntries(last?.query ?? [])).toEqual({ pageNo: '1', pageSize: '20', scope: 'direct', username: 'ali' });
  });
});

const totals = { rounds: 3, stake: '35.00', win: '25.00', profitLoss: '-10.00' };

describe('team betting', () => {
  it('when rounds arrive, then the totals and each round show with its vendor’s name, a cancelled round says so, and a period or name asks again from page 1', async () => {
    const round = (id: string, extra: Record<string, unknown> = {}) => ({
      roundId: id,
      username: 'alpha1',
      gameName: 'Fortune Tiger',
      vassalage: 'PG',
      gameType: 'RNG',
      stake: '10.00',
      win: '25.00',
      profitLoss: '15.00',
      status: 'SETTLED',
      createdAt: '2026-11-25T10:00:00.000Z',
      ...extra,
    });
    const api = mockWalletApi({
      ...balance,
      [systemPaths.gameVendor]: {
        lanes: [{ gameCategory: 'RNG', title: 'RNG', gameClassify: [], cards: [{ vassalage: 'PG', displayName: 'PG Soft', gameType: 'RNG', icon: '', isGame: 'VASSALAGE', gameCode: null, nodeId: null, gameCount: 9, maintenance: false }] }],
      },
      [agentPaths.teamBets]: { list: [round('r2', { status: 'ROLLED_BACK', profitLoss: '0.00' }), round('r1')], pageNo: 1, totalPages: 1, total: 2, totals },
    });
    renderPage(<TeamBetsPanel />);
    const sums = await screen.findByTestId('team-totals');
    expect(sums).toHaveTextContent('Rs 35.00');
    expect(sums).toHaveTextContent('-Rs 10.00');
    const rows = screen.getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('Cancelled')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('+Rs 15.00')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Fortune Tiger')).toBeInTheDocument();
    // The vendor by its name, not its code.
    expect(await within(rows[2] as HTMLElement).findByText('PG Soft')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).queryByText('PG')).not.toBeInTheDocument();
    // In UTC, marked so, as the periods count days.
    expect(within(rows[2] as HTMLElement).getByText('11/25/2026 10:00 AM UTC')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'This week' }));
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'alp');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.to(agentPaths.teamBets, 'GET')).toHaveLength(3));
    expect(Object.fromEntries(api.to(agentPaths.teamBets, 'GET').at(-1)?.query ?? [])).toEqual({ period: 'thisWeek', pageNo: '1', pageSize: '20', username: 'alp' });
  });

  it('when no one played, then the totals are zero and the list says there are no rounds', async () => {
    mockWalletApi({ ...balance, [agentPaths.teamBets]: { ...noRecords, totals: { rounds: 0, stake: '0.00', win: '0.00', profitLoss: '0.00' } } });
    renderPage(<TeamBetsPanel />);
    expect(await screen.findByText('No rounds for these filters.')).toBeInTheDocument();
    expect(screen.getByTestId('team-totals')).toHaveTextContent('Rs 0.00');
  });
});

describe("members' profit and loss", () => {
  it('when members arrive, then each shows level, rounds and result; an empty period says no one played', async () => {
    let empty = false;
    mockWalletApi({
      ...balance,
      [agentPaths.memberProfitLoss]: () =>
        empty
          ? { ...noRecords, totals: { rounds: 0, stake: '0.00', win: '0.00', profitLoss: '0.00' } }
          : {
              list: [
                { id: '3', username: 'gamma3', nickname: 'Gamma', level: 2, rounds: 1, stake: '20.00', win: '0.00', profitLoss: '-20.00' },
                { id: '1', username: 'alpha1', nickname: 'alpha1', level: 1, rounds: 2, stake: '15.00', win: '25.00', profitLoss: '10.00' },
              ],
              pageNo: 1,
              totalPages: 1,
              total: 2,
              totals,
            },
    });
    renderPage(<MemberProfitLossPanel />);
    const rows = await screen.findAllByRole('row');
    const first = within(rows[1] as HTMLElement);
    expect(first.getByText('gamma3')).toBeInTheDocument();
    expect(first.getByText('Gamma')).toBeInTheDocument();
    expect(first.getByText('-Rs 20.00')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('+Rs 10.00')).toBeInTheDocument();
    empty = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Yesterday' }));
    expect(await screen.findByText('No one in your team played in this period.')).toBeInTheDocument();
  });
});

describe("the team's account details", () => {
  it('when entries arrive, then money in, out and net show with each movement, and a type asks the server again from page 1', async () => {
    const api = mockWalletApi({
      ...balance,
      [agentPaths.teamTransactions]: {
        list: [
          { id: '9', username: 'alpha1', type: 'WITHDRAWAL', wallet: 'MAIN', amount: '-100.00', balanceAfter: '400.00', time: '2026-11-25T10:00:00.000Z' },
          { id: '8', username: 'beta2', type: 'DEPOSIT', wallet: 'MAIN', amount: '200.00', balanceAfter: '200.00', time: '2026-11-25T09:00:00.000Z' },
        ],
        pageNo: 1,
        totalPages: 1,
        total: 2,
        totals: { in: '200.00', out: '100.00', net: '100.00' },
      },
    });
    renderPage(<TeamTransactionsPanel />);
    const sums = await screen.findByTestId('team-totals');
    expect(sums).toHaveTextContent('Rs 200.00');
    expect(sums).toHaveTextContent('+Rs 100.00');
    const rows = screen.getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('-Rs 100.00')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('+Rs 200.00')).toBeInTheDocument();
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'WITHDRAWAL');
    await waitFor(() => expect(api.to(agentPaths.teamTransactions, 'GET')).toHaveLength(2));
    expect(api.to(agentPaths.teamTransactions, 'GET').at(-1)?.query.get('type')).toBe('WITHDRAWAL');
  });
});

describe('register centre', () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>, username: string, password: string, confirm: string) => {
    await user.clear(screen.getByLabelText(/^Username/));
    await user.type(screen.getByLabelText(/^Username/), username);
    await user.type(screen.getByLabelText(/^Password/), password);
    await user.type(screen.getByLabelText(/^Confirm password/), confirm);
    await user.click(screen.getByRole('button', { name: 'Open account' }));
  };

  it('when the fields break the rules, then each shows its message and nothing is sent', async () => {
    const api = mockWalletApi({ ...balance });
    renderPage(<RegisterCentrePanel />);
    const user = userEvent.setup();
    await fill(user, '1abc', 'has space', 'other');
    expect(await screen.findByText('The two passwords are inconsistent')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.to(agentPaths.register)).toHaveLength(0);
  });

  it('when a name is longer than any account may have, then the rule is shown in words (not the validator\'s) and nothing is sent', async () => {
    const api = mockWalletApi({ ...balance });
    renderPage(<RegisterCentrePanel />);
    const name = screen.getByLabelText(/^Username/);
    expect(name).toHaveAttribute('maxLength', '64');
    // A value set past the input's own limit (as a script or an autofill can) is still checked.
    fireEvent.change(name, { target: { value: 'a'.repeat(200) } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Secret2026' } });
    fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: 'Secret2026' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open account' }));
    const message = await screen.findByRole('alert');
    expect(message.textContent).not.toMatch(/Too big|expected string/);
    expect(message.textContent).toMatch(/^Enter 6-16 letters or digits/);
    expect(api.to(agentPaths.register)).toHaveLength(0);
  });

  it('when the account opens, then the form clears and says so; a taken name is shown as the server words it', async () => {
    let taken = false;
    const api = mockWalletApi({
      ...balance,
      [agentPaths.register]: (call: { body: unknown }) => {
        if (taken) throw new Refusal('USERNAME_TAKEN', 'This username is already taken', null, 409);
        const body = call.body as { username: string };
        return member('77', { username: body.username.toLowerCase(), nickname: body.username });
      },
    });
    renderPage(<RegisterCentrePanel />);
    const user = userEvent.setup();
    await fill(user, 'Newbie01', 'Secret2026', 'Secret2026');
    expect(await screen.findByRole('status')).toHaveTextContent('Account newbie01 is open in your team.');
    expect(screen.getByLabelText(/^Username/)).toHaveValue('');
    expect(api.to(agentPaths.register)[0]?.body).toEqual({ username: 'Newbie01', password: 'Secret2026', confirmPassword: 'Secret2026', accountType: 'member' });
    taken = true;
    await fill(user, 'Newbie01', 'Secret2026', 'Secret2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('This username is already taken');
    expect(screen.getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Secret2026');
    // Changing the name takes the refusal away.
    await user.type(screen.getByLabelText(/^Username/), '2');
    await waitFor(() => expect(screen.queryByText('This username is already taken')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'false');
  });

  it('when Agent is chosen, then the account type goes as agent, the note and the confirmation say so, and the choice stays for the next account', async () => {
    const api = mockWalletApi({
      ...balance,
      [agentPaths.register]: (call: { body: unknown }) => {
        const body = call.body as { username: string; accountType: string };
        return member('78', { username: body.username.toLowerCase(), isAgent: body.accountType === 'agent', type: body.accountType === 'agent' ? 1 : 0 });
      },
    });
    renderPage(<RegisterCentrePanel />);
    const user = userEvent.setup();
    expect(screen.getByRole('radio', { name: /^Member/ })).toBeChecked();
    expect(screen.getByText(/opens directly under you as a member/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Agent/ }));
    expect(screen.getByText(/opens directly under you as an agent/)).toBeInTheDocument();
    await fill(user, 'SubAgent1', 'Secret2026', 'Secret2026');
    expect(await screen.findByRole('status')).toHaveTextContent('Agent account subagent1 is open in your team.');
    expect(api.to(agentPaths.register)[0]?.body).toEqual({ username: 'SubAgent1', password: 'Secret2026', confirmPassword: 'Secret2026', accountType: 'agent' });
    expect(screen.getByRole('radio', { name: /^Agent/ })).toBeChecked();
  });

  it('when the server names a field, then its message goes under that field', async () => {
    mockWalletApi({
      ...balance,
      [agentPaths.register]: () => {
        throw new Refusal('VALIDATION_FAILED', 'Check the form', { fields: [{ field: 'username', issue: 'pattern', message: 'Letters first, please' }] }, 400);
      },
    });
    renderPage(<RegisterCentrePanel />);
    await fill(userEvent.setup(), 'Newbie02', 'Secret2026', 'Secret2026');
    expect(await screen.findByText('Letters first, please')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('announcements', () => {
  it("when the operator's notices arrive, then each is listed and opens to its text", async () => {
    const notice = (id: string, title: string) => ({
      id,
      type: 'PL',
      title,
      content: `<p>${title} in full</p>`,
      execution: 'A',
      promotionType: null,
      publishedAt: '2026-11-20T10:00:00.000Z',
      applicable: false,
      expiresAt: null,
    });
    mockWalletApi({ [systemPaths.announcements]: { banners: [], player: [notice('1', 'New commission rates'), notice('2', 'Maintenance on Sunday')], popup: [], promotion: [] } });
    renderPage(<AnnouncementsPanel />);
    expect(await screen.findByRole('button', { name: 'New commission rates' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('New commission rates in full')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Maintenance on Sunday' }));
    expect(await screen.findByText('Maintenance on Sunday in full')).toBeInTheDocument();
  });
});

describe('my income', () => {
  it('when payments arrive, then the totals per kind and each payment show, a dividend as a dividend, a site payment says so, and this month is asked first', async () => {
    const api = mockWalletApi({
      ...balance,
      [agentPaths.income]: {
        list: [
          { id: '6', type: 'DIVIDEND', amount: '20.00', from: null, time: '2026-11-25T11:00:00.000Z' },
          { id: '5', type: 'SALARY', amount: '12.34', from: null, time: '2026-11-25T10:00:00.000Z' },
          { id: '4', type: 'UPLINE_TRANSFER', amount: '50.00', from: 'alpha1', time: '2026-11-25T09:00:00.000Z' },
        ],
        pageNo: 1,
        totalPages: 1,
        total: 3,
        totals: { amount: '82.34', byType: { UPLINE_TRANSFER: '50.00', SALARY: '12.34', DIVIDEND: '20.00' } },
      },
    });
    renderPage(<MyIncomePanel />);
    const totals = await screen.findByTestId('income-totals');
    expect(totals).toHaveTextContent('Rs 82.34');
    // One total per kind of agent income, each under its own name: no player bonus or rebate.
    expect([...totals.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Total', 'From your team', 'Wages and salary', 'Dividend']);
    expect(within(totals).getByText('Dividend').nextElementSibling).toHaveTextContent('Rs 20.00');
    const rows = screen.getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('Dividend')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Wages and salary')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('The site')).toBeInTheDocument();
    expect(within(rows[3] as HTMLElement).getByText('alpha1')).toBeInTheDocument();
    expect(within(rows[3] as HTMLElement).getByText('+Rs 50.00')).toBeInTheDocument();
    expect(api.to(agentPaths.income, 'GET')[0]?.query.get('period')).toBe('thisMonth');
  });
});

describe('a report while another period loads', () => {
  const bets = (stake: string) => ({ ...noRecords, totals: { rounds: 1, stake, win: '0.00', profitLoss: '0.00' } });
  const reports = [
    { name: 'team betting', path: agentPaths.teamBets, panel: <TeamBetsPanel />, totals: 'team-totals', answer: bets },
    { name: "members' profit and loss", path: agentPaths.memberProfitLoss, panel: <MemberProfitLossPanel />, totals: 'team-totals', answer: bets },
    {
      name: "the team's account details",
      path: agentPaths.teamTransactions,
      panel: <TeamTransactionsPanel />,
      totals: 'team-totals',
      answer: (amount: string) => ({ ...noRecords, totals: { in: amount, out: '0.00', net: '0.00' } }),
    },
    {
      name: 'my income',
      path: agentPaths.income,
      panel: <MyIncomePanel />,
      totals: 'income-totals',
      answer: (amount: string) => ({ ...noRecords, totals: { amount, byType: { UPLINE_TRANSFER: amount, SALARY: '0.00', DIVIDEND: '0.00' } } }),
    },
  ];

  for (const { name, path, panel, totals, answer } of reports) {
    it(`${name}: when another period is chosen, then it shows as loading and the totals of the period before are gone until the new ones arrive`, async () => {
      const yesterday = held();
      mockWalletApi({
        ...balance,
        [path]: async (call: { query: URLSearchParams }) => {
          if (call.query.get('period') !== 'yesterday') return answer('35.00');
          await yesterday.answered;
          return answer('70.00');
        },
      });
      renderPage(panel);
      expect(await screen.findByTestId(totals)).toHaveTextContent('Rs 35.00');

      await userEvent.setup().click(screen.getByRole('button', { name: 'Yesterday' }));
      expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
      expect(screen.queryByTestId(totals)).not.toBeInTheDocument();
      expect(screen.queryByText('Rs 35.00')).not.toBeInTheDocument();

      yesterday.answer();
      expect(await screen.findByTestId(totals)).toHaveTextContent('Rs 70.00');
      expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    });
  }

  it('when another page of the same period is chosen, then the page before stays, marked busy, until the next page arrives', async () => {
    const pageTwo = held();
    const round = (id: string) => ({
      roundId: id,
      username: `player${id}`,
      gameName: 'Fortune Tiger',
      vassalage: 'PG',
      gameType: 'RNG',
      stake: '10.00',
      win: '0.00',
      profitLoss: '-10.00',
      status: 'SETTLED',
      createdAt: '2026-11-25T10:00:00.000Z',
    });
    mockWalletApi({
      ...balance,
      [agentPaths.teamBets]: async (call: { query: URLSearchParams }) => {
        if (call.query.get('pageNo') !== '2') return { list: [round('1')], pageNo: 1, totalPages: 2, total: 2, totals };
        await pageTwo.answered;
        return { list: [round('2')], pageNo: 2, totalPages: 2, total: 2, totals };
      },
    });
    renderPage(<TeamBetsPanel />);
    expect(await screen.findByText('player1')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByText('player1')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();

    pageTwo.answer();
    expect(await screen.findByText('player2')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'false');
  });
});

describe('period days', () => {
  it('when the language is Urdu, then a period’s first and last days read day first; a one-day period shows one day', async () => {
    await setDateLocale('UR');
    try {
      expect(dayRange('2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z')).toBe('01/11/2026 – 30/11/2026');
      expect(dayRange('2026-11-25T00:00:00.000Z', '2026-11-26T00:00:00.000Z')).toBe('25/11/2026');
    } finally {
      await setDateLocale('EN');
    }
  });
});

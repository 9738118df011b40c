import { type AgentContract, type ContractKind, type ContractsValue, salaryPaths } from '@lumen/contracts/agent/salary.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { balance, mockWalletApi, Refusal, renderPage, type WalletCall } from '@/features/wallet/__tests__/wallet-test-utils.tsx';
import { SalaryPanel } from '../screens/salary-panel.tsx';
import { agentSearch, contract, contractsValue, noSettlements, pickAgent, settlement } from './salary-fixtures.ts';

const actionPath = (id: string, action: string) => `${salaryPaths.contracts}/${id}/${action}`;
/** The agents directly below the caller, as the server's search finds them. */
const kids = [
  { id: '31', username: 'kid31' },
  { id: '32', username: 'kid32' },
];

/** The agent's contracts as the server keeps them: actions change them, and the next GET shows it. */
function contractsApi(kind: ContractKind, initial: Partial<ContractsValue>, extra: Record<string, unknown> = {}) {
  const state = contractsValue(kind, initial);
  const update = (id: string, change: Partial<AgentContract>) => {
    for (const list of [state.received, state.given]) {
      const i = list.findIndex((c) => c.id === id);
      if (i >= 0) {
        list[i] = { ...list[i]!, ...change };
        return list[i];
      }
    }
    throw new Refusal('NOT_FOUND', 'Not found', null, 404);
  };
  const api = mockWalletApi({
    ...balance,
    [`GET ${salaryPaths.contracts}`]: () => structuredClone(state),
    [`GET ${salaryPaths.settlements}`]: noSettlements,
    [`GET ${salaryPaths.offerableAgents}`]: agentSearch(kids),
    ...extra,
  });
  return { api, state, update, gets: () => api.to(salaryPaths.contracts, 'GET') };
}

const card = (id: string) => screen.findByTestId(`contract-${id}`);

describe('salary panel: my contract', () => {
  it('when an offer waits, then Accept posts to /wps/agent/contracts/<id>/accept and the contracts are asked again, showing it active', async () => {
    const server = contractsApi('DAILY_WAGE', { received: [contract('7', { status: 'OFFERED' })] }, {
      [`POST ${actionPath('7', 'accept')}`]: () => server.update('7', { status: 'ACTIVE', acceptedAt: '2026-11-21T10:00:00.000Z' }),
    });
    const { api } = server;
    renderPage(<SalaryPanel kind="DAILY_WAGE" icon={null} />);
    const offer = within(await card('7'));
    expect(offer.getByText('boss10')).toBeInTheDocument();
    expect(offer.getByText('Offered')).toBeInTheDocument();
    expect(offer.getByText('Daily')).toBeInTheDocument();
    // Daily wages look at the day's team bet and active members only.
    expect(offer.getByRole('columnheader', { name: 'Team bet in the day' })).toBeInTheDocument();
    expect(offer.getByRole('columnheader', { name: 'Active members' })).toBeInTheDocument();
    expect(offer.queryByRole('columnheader', { name: 'Team net loss' })).not.toBeInTheDocument();
    expect(offer.getByText('Rs 5,000.00')).toBeInTheDocument();
    expect(offer.getAllByText('1.50%')).toHaveLength(2);

    await userEvent.setup().click(offer.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(api.to(actionPath('7', 'accept'))).toHaveLength(1));
    expect(api.to(actionPath('7', 'accept'))[0]?.body).toBeUndefined();
    await waitFor(() => expect(api.to(salaryPaths.contracts, 'GET')).toHaveLength(2));
    const accepted = within(await card('7'));
    expect(await accepted.findByText('Active')).toBeInTheDocument();
    expect(accepted.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(accepted.getByRole('button', { name: 'Request termination' })).toBeInTheDocument();
  });

  it('when Reject is pressed, then it asks first: Cancel sends nothing, confirming posts reject', async () => {
    const server = contractsApi('DAILY_WAGE', { received: [contract('7', { status: 'OFFERED', upline: null })] }, {
      [`POST ${actionPath('7', 'reject')}`]: () => server.update('7', { status: 'REJECTED' }),
    });
    renderPage(<SalaryPanel kind="DAILY_WAGE" icon={null} />);
    const user = userEvent.setup();
    const offer = within(await card('7'));
    // The operator offered it: the upline is the platform.
    expect(offer.getByText('Platform')).toBeInTheDocument();
    await user.click(offer.getByRole('button', { name: 'Reject' }));
    const ask = await screen.findByRole('dialog', { name: 'Reject this offer?' });
    expect(ask).toHaveTextContent('The Daily wage offer from Platform will be rejected.');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.api.to(actionPath('7', 'reject'))).toHaveLength(0);

    await user.click(offer.getByRole('button', { name: 'Reject' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(server.api.to(actionPath('7', 'reject'))).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(await card('7')).findByText('Rejected')).toBeInTheDocument();
  });

  it('when the upline asked to end it, then Agree and Refuse show; refusing posts refuseTermination; my own request shows a note instead', async () => {
    const server = contractsApi(
      'DAILY_WAGE',
      {
        received: [contract('7', { terminationRequestedBy: 'UPLINE' })],
        given: [contract('8', { upline: { id: '20', username: 'me20' }, downline: { id: '31', username: 'kid31' }, terminationRequestedBy: 'UPLINE' })],
        maxOfferRate: '1.50',
      },
      { [`POST ${actionPath('7', 'refuseTermination')}`]: () => server.update('7', { terminationRequestedBy: null }) },
    );
    renderPage(<SalaryPanel kind="DAILY_WAGE" icon={null} />);
    const mine = within(await card('7'));
    expect(mine.getByText('Ending requested')).toBeInTheDocument();
    expect(mine.getByText('boss10 asked to end this contract. Agree to end it, or refuse to keep it.')).toBeInTheDocument();
    expect(mine.getByRole('button', { name: 'Agree to end' })).toBeInTheDocument();
    // I asked kid31 to end the one I gave: nothing to press, a note says it waits.
    const given = within(await card('8'));
    expect(given.queryByRole('button')).not.toBeInTheDocument();
    expect(given.getByText('You asked to end this contract. It stays active until kid31 answers.')).toBeInTheDocument();

    await userEvent.setup().click(mine.getByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(server.api.to(actionPath('7', 'refuseTermination'))).toHaveLength(1));
    expect(await within(await card('7')).findByRole('button', { name: 'Request termination' })).toBeInTheDocument();
  });

  it('when an action is refused, then its message shows beside the buttons', async () => {
    contractsApi('DAILY_WAGE', { received: [contract('7', { status: 'OFFERED' })] }, {
      [`POST ${actionPath('7', 'accept')}`]: () => {
        throw new Refusal('NOT_FOUND', 'This offer is no longer open', null, 404);
      },
    });
    renderPage(<SalaryPanel kind="DAILY_WAGE" icon={null} />);
    const offer = within(await card('7'));
    await userEvent.setup().click(offer.getByRole('button', { name: 'Accept' }));
    expect(await offer.findByRole('alert')).toHaveTextContent('This offer is no longer open');
  });
});

describe('salary panel: downline contracts', () => {
  it('when I gave an offer and a downline asked to end another, then Withdraw (asked first) and Agree/Refuse show', async () => {
    const given = (id: string, extra: Partial<AgentContract>) =>
      contract(id, { upline: { id: '20', username: 'me20' }, downline: { id: '31', username: 'kid31' }, ...extra });
    const server = contractsApi(
      'DAILY_WAGE',
      { received: [contract('7')], given: [given('8', { status: 'OFFERED' }), given('9', { terminationRequestedBy: 'DOWNLINE' })], maxOfferRate: '1.50', hasDownlineAgents: true },
      {
        [`POST ${actionPath('8', 'withdraw')}`]: () => server.update('8', { status: 'ENDED', endReason: 'WITHDRAWN' }),
        [`POST ${actionPath('9', 'agreeTermination')}`]: () => server.update('9', { status: 'ENDED', endReason: 'AGREED', terminationRequestedBy: null }),
      },
    );
    renderPage(<SalaryPanel kind="DAILY_WAGE" icon={null} />);
    const user = userEvent.setup();
    const offered = within(await card('8'));
    expect(offered.getByText('Waiting for kid31 to accept or reject.')).toBeInTheDocument();
    await user.click(offered.getByRole('button', { name: 'Withdraw offer' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Withdraw this offer?' })).getByRole('button', { name: 'Withdraw offer' }));
    await waitFor(() => expect(server.api.to(actionPath('8', 'withdraw'))).toHaveLength(1));
    expect(await within(await card('8')).findByText('Withdrawn before it was answered.')).toBeInTheDocument();

    const asked = within(await card('9'));
    expect(asked.getByText('kid31 asked to end this contract. Agree to end it, or refuse to keep it.')).toBeInTheDocument();
    expect(asked.getByRole('button', { name: 'Refuse' })).toBeInTheDocument();
    await user.click(asked.getByRole('button', { name: 'Agree to end' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'End this contract?' })).getByRole('button', { name: 'Agree to end' }));
    await waitFor(() => expect(server.api.to(actionPath('9', 'agreeTermination'))).toHaveLength(1));
    expect(await within(await card('9')).findByText('Ended: both sides agreed to end it.')).toBeInTheDocument();
  });

  it('when I hold no contract of the kind, then every section says so and the offer form gives way to why', async () => {
    contractsApi('HOURLY_WAGE', { hasDownlineAgents: true });
    renderPage(<SalaryPanel kind="HOURLY_WAGE" icon={null} />);
    expect(await screen.findByText(/You hold no contract of this kind yet/)).toBeInTheDocument();
    expect(screen.getByText('You have not given a contract of this kind to any agent below you.')).toBeInTheDocument();
    expect(screen.getByText(/You hold no active Hourly wage contract, so you cannot offer one/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Offer a contract' })).not.toBeInTheDocument();
    expect(await screen.findByText('Nothing has been settled for this kind yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Hourly Salary' })).toBeInTheDocument();
  });

  it('when I hold a contract but no agent is below me, then it points to the register centre', async () => {
    contractsApi('DAILY_WAGE', { received: [contract('7')], maxOfferRate: '1.50' });
    renderPage(<SalaryPanel kind="DAILY_WAGE" icon={null} />);
    expect(await screen.findByText(/No agents are directly below you yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register Centre' })).toHaveAttribute('href', '/member?page=registerCenter');
    expect(screen.queryByRole('form', { name: 'Offer a contract' })).not.toBeInTheDocument();
  });

  it('when the contracts cannot be loaded, then the message shows with a retry that asks again', async () => {
    let fail = true;
    const api = mockWalletApi({
      ...balance,
      [`GET ${salaryPaths.contracts}`]: () => {
        if (fail) throw new Refusal('NOT_AGENT', 'Only agents can do this', null, 403);
        return contractsValue('DAILY_WAGE');
      },
      [`GET ${salaryPaths.settlements}`]: noSettlements,
    });
    renderPage(<SalaryPanel kind="DAILY_WAGE" icon={null} />);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]).toHaveTextContent('Only agents can do this');
    fail = false;
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Try again' })[0] as HTMLElement);
    expect(await screen.findByText(/You hold no contract of this kind yet/)).toBeInTheDocument();
    expect(api.to(salaryPaths.contracts, 'GET').length).toBeGreaterThanOrEqual(2);
  });
});

describe('salary panel: offering a contract', () => {
  const ready = (kind: ContractKind, extra: Record<string, unknown> = {}) =>
    contractsApi(kind, { received: [contract('7', { kind })], maxOfferRate: '1.50', hasDownlineAgents: true }, extra);

  it('when a daily wage offer is filled and sent, then the body carries the kind, the agent and only the daily thresholds; the desk says so and asks again', async () => {
    const server = ready('DAILY_WAGE', {
      [`POST ${salaryPaths.contracts}`]: (call: WalletCall) => {
        const body = call.body as { downlineId: string };
        const made = contract('40', { status: 'OFFERED', upline: { id: '20', username: 'me20' }, downline: { id: body.downlineId, username: 'kid32' } });
        server.state.given.push(made);
        return made;
      },
    });
    renderPage(<SalaryPanel kind="DAILY_WAGE" icon={null} />);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Offer a contract' });
    const f = within(form);
    expect(f.queryByLabelText('Dividend period')).not.toBeInTheDocument();
    await pickAgent(user, /^Downline agent/, 'kid3', 'kid32', f);
    await user.type(f.getByRole('textbox', { name: 'Rate (%), tier 1' }), '1.2');
    await user.type(f.getByRole('textbox', { name: 'Team bet in the day, tier 1' }), '1000');
    await user.type(f.getByRole('textbox', { name: 'Active members, tier 1' }), '3');
    await user.click(f.getByRole('button', { name: 'Add tier' }));
    await user.type(f.getByRole('textbox', { name: 'Rate (%), tier 2' }), '1.5');
    await user.type(f.getByRole('textbox', { name: 'Team bet in the day, tier 2' }), '5000.50');
    await user.click(f.getByRole('button', { name: 'Offer contract' }));

    await waitFor(() => expect(server.api.to(salaryPaths.contracts)).toHaveLength(1));
    expect(server.api.to(salaryPaths.contracts)[0]?.body).toEqual({
      kind: 'DAILY_WAGE',
      downlineId: '32',
      tiers: [
        { rate: '1.2', minBet: '1000', minActive: 3 },
        { rate: '1.5', minBet: '5000.50', minActive: 0 },
      ],
    });
    expect(await f.findByRole('status')).toHaveTextContent('Contract offered to kid32. It starts paying once they accept.');
    // The form is empty again, with one tier, and the new offer is listed.
    expect(f.getByRole('textbox', { name: 'Rate (%), tier 1' })).toHaveValue('');
    expect(f.queryByRole('textbox', { name: 'Rate (%), tier 2' })).not.toBeInTheDocument();
    expect(f.getByRole('combobox', { name: /^Downline agent/ })).toHaveValue('');
    expect(await card('40')).toBeInTheDocument();
    expect(server.gets().length).toBeGreaterThanOrEqual(2);
  });

  it('when a dividend is offered, then its period is the agent’s own contract’s (the only one the server takes) and the tiers carry active members, valid bet and net loss', async () => {
    const server = contractsApi(
      'DIVIDEND',
      { received: [contract('7', { kind: 'DIVIDEND', period: 'WEEKLY' })], maxOfferRate: '1.50', hasDownlineAgents: true },
      { [`POST ${salaryPaths.contracts}`]: () => contract('41', { kind: 'DIVIDEND', period: 'WEEKLY', status: 'OFFERED', downline: { id: '31', username: 'kid31' } }) },
    );
    renderPage(<SalaryPanel kind="DIVIDEND" icon={null} />);
    const user = userEvent.setup();
    const f = within(await screen.findByRole('form', { name: 'Offer a contract' }));
    expect(f.queryByRole('textbox', { name: /Single bet/ })).not.toBeInTheDocument();
    await pickAgent(user, /^Downline agent/, 'kid', 'kid31', f);
    const period = f.getByLabelText('Dividend period');
    expect(period).toHaveValue('WEEKLY');
    expect(within(period).getAllByRole('option').map((o) => o.textContent)).toEqual(['Weekly']);
    await user.type(f.getByRole('textbox', { name: 'Rate (%), tier 1' }), '1.25');
    await user.type(f.getByRole('textbox', { name: 'Active members, tier 1' }), '5');
    await user.type(f.getByRole('textbox', { name: 'Valid bet in the period, tier 1' }), '20000');
    await user.type(f.getByRole('textbox', { name: 'Team net loss, tier 1' }), '1500.5');
    await user.click(f.getByRole('button', { name: 'Offer contract' }));
    await waitFor(() => expect(server.api.to(salaryPaths.contracts)).toHaveLength(1));
    expect(server.api.to(salaryPaths.contracts)[0]?.body).toEqual({
      kind: 'DIVIDEND',
      downlineId: '31',
      period: 'WEEKLY',
      tiers: [{ rate: '1.25', minActive: 5, minBet: '20000', minLoss: '1500.5' }],
    });
  });

  it('when the server names a tier field or refuses the agent, then the message goes under that field; without a contract any more the form gives way', async () => {
    let answer: Refusal = new Refusal('VALIDATION_FAILED', 'Check the form', { fields: [{ field: 'tiers.0.rate', issue: 'rate', message: 'Rates go up in steps of 0.05' }] }, 400);
    const server = ready('DAILY_WAGE', {
      [`POST ${salaryPaths.contracts}`]: () => {
        throw answer;
      },
    });
    renderPage(<SalaryPanel kind="DAILY_WAGE" icon={null} />);
    const user = userEvent.setup();
    const f = within(await screen.findByRole('form', { name: 'Offer a contract' }));
    await pickAgent(user, /^Downline agent/, 'kid', 'kid31', f);
    await user.type(f.getByRole('textbox', { name: 'Rate (%), tier 1' }), '1.23');
    await user.click(f.getByRole('button', { name: 'Offer contract' }));
    expect(await f.findByText('Rates go up in steps of 0.05')).toBeInTheDocument();
    expect(f.getByRole('textbox', { name: 'Rate (%), tier 1' })).toHaveAttribute('aria-invalid', 'true');

    answer = new Refusal('OFFER_PENDING', "An offer of this kind is already waiting for this agent's answer", null, 409);
    await user.click(f.getByRole('button', { name: 'Offer contract' }));
    expect(await f.findByText("An offer of this kind is already waiting for this agent's answer")).toBeInTheDocument();
    expect(f.getByRole('combobox', { name: /^Downline agent/ })).toHaveAttribute('aria-invalid', 'true');

    // The agent's own contract ended meanwhile: the refusal shows and the section learns it may not offer.
    answer = new Refusal('CONTRACT_REQUIRED', 'You need an active contract of this kind first', null, 409);
    server.state.maxOfferRate = null;
    await user.click(f.getByRole('button', { name: 'Offer contract' }));
    expect(await screen.findByText(/You hold no active Daily wage contract, so you cannot offer one/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Offer a contract' })).not.toBeInTheDocument();
  });

  it('when the server names the tier it refuses, then the message goes under that tier’s rate, not the highest rate’s', async () => {
    ready('DAILY_WAGE', {
      [`POST ${salaryPaths.contracts}`]: () => {
        throw new Refusal('RATE_ABOVE_UPLINE', 'A rate is higher than your own contract allows', { field: 'tiers.0.rate' }, 400);
      },
    });
    renderPage(<SalaryPanel kind="DAILY_WAGE" icon={null} />);
    const user = userEvent.setup();
    const f = within(await screen.findByRole('form', { name: 'Offer a contract' }));
    await pickAgent(user, /^Downline agent/, 'kid', 'kid31', f);
    // Tier 1 pays 0.5 % with no condition; tier 2 pays more but only from 5,000.00.
    await user.type(f.getByRole('textbox', { name: 'Rate (%), tier 1' }), '0.5');
    await user.click(f.getByRole('button', { name: 'Add tier' }));
    await user.type(f.getByRole('textbox', { name: 'Rate (%), tier 2' }), '1');
    await user.type(f.getByRole('textbox', { name: 'Team bet in the day, tier 2' }), '5000');
    await user.click(f.getByRole('button', { name: 'Offer contract' }));
    expect(await f.findByText('A rate is higher than your own contract allows')).toBeInTheDocument();
    expect(f.getByRole('textbox', { name: 'Rate (%), tier 1' })).toHaveAttribute('aria-invalid', 'true');
    expect(f.getByRole('textbox', { name: 'Rate (%), tier 2' })).not.toHaveAttribute('aria-invalid', 'true');
  });
});

describe('salary panel: records', () => {
  it('when settlements arrive, then each shows its period and figures with the total; a period without a tier says so; a page asks again', async () => {
    const api = mockWalletApi({
      ...balance,
      [`GET ${salaryPaths.contracts}`]: contractsValue('DAILY_WAGE'),
      [`GET ${salaryPaths.settlements}`]: (call: WalletCall) => ({
        list: [settlement('2'), settlement('1', { rate: null, gross: '0.00', downlineShare: '0.00', amount: '0.00', status: 'NOT_QUALIFIED', teamProfitLoss: '250.00' })],
        pageNo: Number(call.query.get('pageNo')),
        totalPages: 3,
        total: 42,
        totalAmount: '1234.56',
      }),
    });
    renderPage(<SalaryPanel kind="DAILY_WAGE" icon={null} />);
    const total = await screen.findByTestId('salary-total');
    expect(total).toHaveTextContent('Rs 1,234.56');
    expect(total).toHaveTextContent('42');
    const table = screen.getAllByRole('table').find((t) => t.classList.contains('salary-records')) as HTMLElement;
    const rows = within(table).getAllByRole('row');
    const paid = within(rows[1] as HTMLElement);
    expect(paid.getByText('11/24/2026')).toBeInTheDocument();
    expect(paid.getByText('Rs 12,000.00', { selector: '[data-label="Team bet"] *' })).toBeInTheDocument();
    expect(paid.getByText('-Rs 800.00')).toBeInTheDocument();
    expect(paid.getByText('1.50%')).toBeInTheDocument();
    expect(paid.getByText('Rs 60.00')).toBeInTheDocument();
    expect(paid.getByText('Rs 120.00')).toBeInTheDocument();
    expect(paid.getByText('Paid')).toBeInTheDocument();
    const none = within(rows[2] as HTMLElement);
    expect(none.getByText('No tier met')).toBeInTheDocument();
    expect(none.getByText('Not qualified')).toBeInTheDocument();
    expect(none.getByText('+Rs 250.00')).toBeInTheDocument();
    expect(Object.fromEntries(api.to(salaryPaths.settlements, 'GET')[0]?.query ?? [])).toEqual({ kind: 'DAILY_WAGE', pageNo: '1', pageSize: '20' });

    await userEvent.setup().click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(api.to(salaryPaths.settlements, 'GET').at(-1)?.query.get('pageNo')).toBe('2'));
  });

  it('when real-time salary is settled every 5 minutes, then the period shows its start and end times', async () => {
    mockWalletApi({
      ...balance,
      [`GET ${salaryPaths.contracts}`]: contractsValue('REALTIME_SALARY'),
      [`GET ${salaryPaths.settlements}`]: {
        list: [
          settlement('3', { kind: 'REALTIME_SALARY', periodStart: '2026-11-24T10:00:00.000Z', periodEnd: '2026-11-24T10:05:00.000Z', base: '1500.00', rate: '0.293', rateAverage: true, gross: '4.40' }),
        ],
        pageNo: 1,
        totalPages: 1,
        total: 1,
        totalAmount: '120.00',
      },
    });
    renderPage(<SalaryPanel kind="REALTIME_SALARY" icon={null} />);
    const cell = (await screen.findAllByRole('cell')).find((c) => c.getAttribute('data-label') === 'Period') as HTMLElement;
    expect(cell.textContent).toMatch(/ – /);
    expect(cell.textContent).not.toBe('11/24/2026');
    // Bets of several sizes: the rate is their average, said so, and it matches the gross on the base.
    const rate = screen.getAllByRole('cell').find((c) => c.getAttribute('data-label') === 'Rate') as HTMLElement;
    expect(rate).toHaveTextContent('0.293% average');
    // Single bets alone make it: the team's profit and active members are not shown.
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).not.toContain('Active members');
    expect(headers).toContain('Amount paid');
  });
});

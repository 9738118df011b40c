import { type AgentContract, salaryPaths } from '@lumen/contracts/agent/salary.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { agentSearch, contract, pickAgent, settlement } from '@/features/agent/__tests__/salary-fixtures.ts';
import { mockWalletApi, Offline, Refusal, renderPage, type WalletCall } from '@/features/wallet/__tests__/wallet-test-utils.tsx';
import { renderRoutes } from '@/test/render.tsx';
import { adminSignIn, adminSignOut } from '../lib/admin-session.ts';
import { AgentContractsScreen } from '../screens/agent-contracts-screen.tsx';

const TOKEN = 'op_token_abcdefghijklmnopqrstuvwxyz';
const topAgents = [
  { id: '10', username: 'boss10' },
  { id: '11', username: 'boss11' },
];
const terminatePath = (id: string) => `${salaryPaths.adminContracts}/${id}/terminate`;

/** The desk's contracts as the server keeps them: a terminated one ends. */
function deskApi(initial: AgentContract[], extra: Record<string, unknown> = {}) {
  const items = [...initial];
  const api = mockWalletApi({
    [`GET ${salaryPaths.adminContracts}`]: (call: WalletCall) => ({
      list: items.filter((c) => !call.query.get('status') || c.status === call.query.get('status')),
      pageNo: Number(call.query.get('pageNo') ?? 1),
      totalPages: 2,
      total: 21,
      hasTopAgents: true,
    }),
    [`GET ${salaryPaths.adminOfferableAgents}`]: agentSearch(topAgents),
    [`POST ${terminatePath('5')}`]: () => {
      const i = items.findIndex((c) => c.id === '5');
      items[i] = { ...items[i]!, status: 'ENDED', endReason: 'OPERATOR', endedAt: '2026-11-25T10:00:00.000Z' };
      return items[i];
    },
    [`GET ${salaryPaths.adminSettlements}`]: (call: WalletCall) => ({
      list: [settlement('3', { agent: { id: '10', username: 'boss10' } }), settlement('2', { rate: null, amount: '0.00', status: 'NOT_QUALIFIED' })],
      pageNo: Number(call.query.get('pageNo') ?? 1),
      totalPages: 1,
      total: 2,
      totalAmount: '120.00',
    }),
    ...extra,
  });
  return { api, items, lists: () => api.to(salaryPaths.adminContracts, 'GET') };
}

const platformContract = contract('5', { upline: null, downline: { id: '10', username: 'boss10' }, acceptedAt: '2026-11-20T11:00:00.000Z' });
const agentsContract = contract('6', { kind: 'DIVIDEND', period: 'WEEKLY', status: 'ENDED', endReason: 'AGREED', endedAt: '2026-11-22T10:00:00.000Z' });

describe("the operator's agent contracts", () => {
  afterEach(() => adminSignOut());

  it('when the desk is open, then Agent contracts is in its menu and lists every contract with the operator token', async () => {
    adminSignIn(TOKEN, { id: '1', username: 'desk', lastLoginAt: null });
    const { lists } = deskApi([platformContract, agentsContract]);
    renderRoutes('/admin/agent-contracts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Agent contracts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Agent contracts' })).toHaveAttribute('href', '/admin/agent-contracts');
    const first = within(await screen.findByTestId('desk-contract-5'));
    expect(first.getByText('boss10')).toBeInTheDocument();
    expect(first.getByText('Platform')).toBeInTheDocument();
    expect(first.getByText('Daily wage')).toBeInTheDocument();
    expect(first.getByText('Active')).toBeInTheDocument();
    expect(first.getByText('2 tiers, up to 1.50%')).toBeInTheDocument();
    const second = within(screen.getByTestId('desk-contract-6'));
    expect(second.getByText('Dividend')).toBeInTheDocument();
    expect(second.getByText('Weekly')).toBeInTheDocument();
    expect(second.getByText('Ended: both sides agreed to end it.')).toBeInTheDocument();
    // An ended contract has nothing left to end.
    expect(second.queryByRole('button', { name: 'End contract' })).not.toBeInTheDocument();
    expect(lists()[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(Object.fromEntries(lists()[0]?.query ?? [])).toEqual({ pageNo: '1', pageSize: '20' });
  });

  it('when filters and a page are chosen, then the list is asked with them, from page 1 after each filter', async () => {
    const { lists } = deskApi([platformContract]);
    renderPage(<AgentContractsScreen />);
    const user = userEvent.setup();
    await screen.findByTestId('desk-contract-5');
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(lists().at(-1)?.query.get('pageNo')).toBe('2'));
    await user.selectOptions(screen.getByLabelText('Kind'), 'HOURLY_WAGE');
    await user.selectOptions(screen.getByLabelText('Status'), 'ACTIVE');
    await user.type(screen.getByLabelText('Agent'), ' Boss ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lists().at(-1)?.query.get('username')).toBe('boss'));
    expect(Object.fromEntries(lists().at(-1)?.query ?? [])).toEqual({ pageNo: '1', kind: 'HOURLY_WAGE', status: 'ACTIVE', username: 'boss', pageSize: '20' });
  });

  it('when a live contract is ended, then the desk asks first, posts terminate, says so and shows it ended', async () => {
    const { api } = deskApi([platformContract]);
    renderPage(<AgentContractsScreen />);
    const user = userEvent.setup();
    await user.click(within(await screen.findByTestId('desk-contract-5')).getByRole('button', { name: 'End contract' }));
    const ask = await screen.findByRole('dialog', { name: 'End this contract now?' });
    expect(ask).toHaveTextContent('The Daily wage contract between Platform and boss10 ends at once');
    expect(api.to(terminatePath('5'))).toHaveLength(0);
    await user.click(within(ask).getByRole('button', { name: 'End contract' }));
    await waitFor(() => expect(api.to(terminatePath('5'))).toHaveLength(1));
    expect(api.to(terminatePath('5'))[0]?.body).toBeUndefined();
    expect(await screen.findByRole('status')).toHaveTextContent('The contract with boss10 has ended.');
    expect(await within(screen.getByTestId('desk-contract-5')).findByText('Ended by the platform.')).toBeInTheDocument();
  });

  it('when a top agent asked to end the site\'s contract, then the desk can keep it: it posts refuseTermination and the request is gone', async () => {
    const asked = { ...platformContract, terminationRequestedBy: 'DOWNLINE' as const };
    const keepPath = `${salaryPaths.adminContracts}/5/refuseTermination`;
    const { api, items } = deskApi([asked, { ...agentsContract, status: 'ACTIVE', endReason: null, endedAt: null, terminationRequestedBy: 'DOWNLINE' }], {
      [`POST ${keepPath}`]: () => {
        items[0] = { ...items[0]!, terminationRequestedBy: null };
        return items[0];
      },
    });
    renderPage(<AgentContractsScreen />);
    const user = userEvent.setup();
    const row = within(await screen.findByTestId('desk-contract-5'));
    expect(row.getByText('Ending asked by the agent')).toBeInTheDocument();
    // Between two agents, the answer is the upline's, not the desk's.
    expect(within(screen.getByTestId('desk-contract-6')).queryByRole('button', { name: 'Keep contract' })).not.toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'Keep contract' }));
    await waitFor(() => expect(api.to(keepPath)).toHaveLength(1));
    expect(await screen.findByRole('status')).toHaveTextContent('The contract with boss10 stays in force; the request to end it is dropped.');
    await waitFor(() => expect(row.queryByText('Ending asked by the agent')).not.toBeInTheDocument());
    expect(row.queryByRole('button', { name: 'Keep contract' })).not.toBeInTheDocument();
  });

  it('when keeping a contract fails, then the reason shows as an error: the connection\'s when no answer came, else the server\'s', async () => {
    const asked = { ...platformContract, terminationRequestedBy: 'DOWNLINE' as const };
    const keepPath = `${salaryPaths.adminContracts}/5/refuseTermination`;
    let failure: Error = new Offline();
    const { lists } = deskApi([asked], {
      [`POST ${keepPath}`]: () => {
        throw failure;
      },
    });
    renderPage(<AgentContractsScreen />);
    const user = userEvent.setup();
    const keep = within(await screen.findByTestId('desk-contract-5')).getByRole('button', { name: 'Keep contract' });
    await user.click(keep);
    expect(await screen.findByRole('alert')).toHaveTextContent('Network connection problem, please try again');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // The list is asked again, to show the contract as it is now.
    await waitFor(() => expect(lists()).toHaveLength(2));
    failure = new Refusal('ALREADY_PROCESSED');
    await user.click(keep);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This request has already been processed'));
  });

  it('when the operator offers a top agent a dividend, then the shared form sends the kind, the agent, the period and the tiers', async () => {
    adminSignIn(TOKEN, { id: '1', username: 'desk', lastLoginAt: null });
    const { api } = deskApi([platformContract], {
      [`POST ${salaryPaths.adminContracts}`]: (call: WalletCall) => {
        const body = call.body as { downlineId: string };
        return contract('60', { kind: 'DIVIDEND', period: 'SEMIMONTHLY', status: 'OFFERED', upline: null, downline: topAgents.find((a) => a.id === body.downlineId)! });
      },
    });
    renderPage(<AgentContractsScreen />);
    const user = userEvent.setup();
    await screen.findByTestId('desk-contract-5');
    await user.click(screen.getByRole('button', { name: 'Offer a contract' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Offer a contract to a top agent' }));
    await user.selectOptions(dialog.getByLabelText('Kind'), 'DIVIDEND');
    await pickAgent(user, /^Top agent/, 'BOSS1', 'boss11', dialog);
    // The search goes to the desk's own call, with the operator's token.
    const searches = api.to(salaryPaths.adminOfferableAgents, 'GET');
    // A click opened it on the first top agents (no prefix sent); the typed prefix is asked once typing pauses.
    const asked = searches.map((c) => c.query.get('username'));
    expect(asked[0]).toBeNull();
    expect(asked.at(-1)).toBe('boss1');
    expect(searches[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    await user.selectOptions(dialog.getByLabelText('Dividend period'), 'SEMIMONTHLY');
    await user.type(dialog.getByRole('textbox', { name: 'Rate (%), tier 1' }), '81');
    await user.click(dialog.getByRole('button', { name: 'Offer contract' }));
    // The operator's ceiling is the kind's.
    expect(await dialog.findByText('At most 80.00% for this kind.')).toBeInTheDocument();
    await user.clear(dialog.getByRole('textbox', { name: 'Rate (%), tier 1' }));
    await user.type(dialog.getByRole('textbox', { name: 'Rate (%), tier 1' }), '35');
    await user.type(dialog.getByRole('textbox', { name: 'Team net loss, tier 1' }), '10000');
    await user.click(dialog.getByRole('button', { name: 'Offer contract' }));
    await waitFor(() => expect(api.to(salaryPaths.adminContracts)).toHaveLength(1));
    expect(api.to(salaryPaths.adminContracts)[0]?.body).toEqual({
      kind: 'DIVIDEND',
      downlineId: '11',
      period: 'SEMIMONTHLY',
      tiers: [{ rate: '35', minActive: 0, minBet: '0', minLoss: '10000' }],
    });
    expect(api.to(salaryPaths.adminContracts)[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Dividend contract offered to boss11.');
  });

  it('when the offer dialog is open, then Escape closes the picker\'s list first and the dialog only after', async () => {
    const { api } = deskApi([platformContract]);
    renderPage(<AgentContractsScreen />);
    const user = userEvent.setup();
    await screen.findByTestId('desk-contract-5');
    await user.click(screen.getByRole('button', { name: 'Offer a contract' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Offer a contract to a top agent' }));
    const picker = dialog.getByRole('combobox', { name: /^Top agent/ });
    await user.click(picker);
    // Opened empty, it lists the first top agents by username.
    expect(await dialog.findByRole('option', { name: 'boss10' })).toBeInTheDocument();
    expect(api.to(salaryPaths.adminOfferableAgents, 'GET').map((c) => c.query.get('username'))).toEqual([null]);
    expect(picker).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('when there is no top agent, then the offer dialog says so instead of the form', async () => {
    mockWalletApi({ [`GET ${salaryPaths.adminContracts}`]: { list: [], pageNo: 1, totalPages: 0, total: 0, hasTopAgents: false } });
    renderPage(<AgentContractsScreen />);
    const user = userEvent.setup();
    await screen.findByText('No contracts match these filters.');
    await user.click(screen.getByRole('button', { name: 'Offer a contract' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Offer a contract to a top agent' }));
    expect(dialog.getByText('There are no top agents yet.')).toBeInTheDocument();
    expect(dialog.queryByRole('form')).not.toBeInTheDocument();
  });

  it('when Settlements is chosen, then every settlement shows with the total, and filters ask again', async () => {
    const { api } = deskApi([]);
    renderPage(<AgentContractsScreen />);
    const user = userEvent.setup();
    expect(await screen.findByText('No contracts match these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Settlements' }));
    const paid = within(await screen.findByTestId('desk-settlement-3'));
    expect(paid.getByText('boss10')).toBeInTheDocument();
    expect(paid.getByText('1.50%')).toBeInTheDocument();
    expect(paid.getByText('120.00')).toBeInTheDocument();
    expect(within(screen.getByTestId('desk-settlement-2')).getByText('No tier met')).toBeInTheDocument();
    expect(screen.getByTestId('desk-settlement-total')).toHaveTextContent('2 settlements, total paid 120.00');
    await user.selectOptions(screen.getByLabelText('Kind'), 'REALTIME_SALARY');
    await waitFor(() => expect(api.to(salaryPaths.adminSettlements, 'GET').at(-1)?.query.get('kind')).toBe('REALTIME_SALARY'));
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
  });
});

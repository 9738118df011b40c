import { type AgentContract, salaryPaths } from '@lumen/contracts/agent/salary.contract';
import { systemPaths } from '@lumen/contracts/system/system.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { balance, mockWalletApi, renderPage } from '@/features/wallet/__tests__/wallet-test-utils.tsx';
import { clearSession, signIn, TOKEN_KEY } from '@/lib/session.ts';
import { mockApi } from '@/test/api-mock.ts';
import { emptyAnnouncements, lane, memberInfo, permissionValue } from '@/test/fixtures.ts';
import { renderRoutes } from '@/test/render.tsx';
import { CONTRACT_POPUP_LATER_KEY, ContractPopupHost } from '../components/contract-popup.tsx';
import { contract } from './salary-fixtures.ts';

const agent = memberInfo({ id: '20', account: 'me20', userName: 'me20', nickname: 'me20', type: 1, isAgent: true });
const offer = contract('7', { status: 'OFFERED', upline: null, kind: 'HOURLY_WAGE', period: 'HOURLY' });
const endRequest = contract('8', {
  kind: 'DIVIDEND',
  period: 'MONTHLY',
  upline: { id: '20', username: 'me20' },
  downline: { id: '31', username: 'kid31' },
  terminationRequestedBy: 'DOWNLINE',
});
const consolidated = (pending: AgentContract[]) => ({
  dailysalreqtype: false,
  divtypereq: pending.some((c) => c.kind === 'DIVIDEND'),
  contracthoursalreq: pending.some((c) => c.kind === 'HOURLY_WAGE'),
  realtimesalreqtype: false,
  pending,
});
const actionPath = (id: string, action: string) => `${salaryPaths.contracts}/${id}/${action}`;

/** The server's pending list: an answered item leaves it. */
function popupApi(initial: AgentContract[], flags: Record<string, boolean> = { AGENTPOLICY3: true, CONTRACT3: true }) {
  let pending = [...initial];
  const answer = (id: string) => {
    const found = pending.find((c) => c.id === id)!;
    pending = pending.filter((c) => c.id !== id);
    return found;
  };
  const api = mockWalletApi({
    ...balance,
    [systemPaths.permission]: permissionValue({ flags }),
    [salaryPaths.consolidated]: () => consolidated(pending),
    [`POST ${actionPath('7', 'accept')}`]: () => ({ ...answer('7'), status: 'ACTIVE' }),
    [`POST ${actionPath('8', 'refuseTermination')}`]: () => ({ ...answer('8'), terminationRequestedBy: null }),
    [`POST ${actionPath('8', 'agreeTermination')}`]: () => ({ ...answer('8'), status: 'ENDED', endReason: 'AGREED' }),
  });
  return { api, add: (c: AgentContract) => pending.push(c), consolidatedCalls: () => api.to(salaryPaths.consolidated, 'GET') };
}

beforeEach(() => clearSession());

describe('contract popup', () => {
  it("when an agent has an offer and a downline's termination request waiting, then each shows with its kind, party, tiers and buttons; answering both closes it", async () => {
    signIn({ token: 'test-session-token-0001', user: agent });
    const server = popupApi([offer, endRequest]);
    renderPage(<ContractPopupHost />);
    const popup = await screen.findByRole('dialog', { name: 'Contracts waiting for you' });
    expect(popup).toHaveTextContent('2 items wait for your answer.');

    const first = within(within(popup).getByTestId('contract-7'));
    expect(first.getByText('Hourly wage offered by Platform')).toBeInTheDocument();
    expect(first.getByRole('columnheader', { name: 'Team bet in the hour' })).toBeInTheDocument();
    expect(await first.findByText('Rs 1,000.00')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Reject' })).toBeInTheDocument();

    const second = within(within(popup).getByTestId('contract-8'));
    expect(second.getByText('kid31 asks to end the Dividend contract you gave them')).toBeInTheDocument();
    expect(second.getByRole('columnheader', { name: 'Team net loss' })).toBeInTheDocument();
    expect(second.getByRole('button', { name: 'Agree to end' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(first.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(server.api.to(actionPath('7', 'accept'))).toHaveLength(1));
    await waitFor(() => expect(within(popup).queryByTestId('contract-7')).not.toBeInTheDocument());
    expect(popup).toHaveTextContent('1 item waits for your answer.');

    await user.click(within(within(popup).getByTestId('contract-8')).getByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(server.api.to(actionPath('8', 'refuseTermination'))).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.consolidatedCalls().length).toBeGreaterThanOrEqual(3);
  });

  it("when the upline asked to end the agent's contract, then the popup says who asked and agreeing asks first", async () => {
    signIn({ token: 'test-session-token-0001', user: agent });
    const fromUpline = contract('8', { terminationRequestedBy: 'UPLINE' });
    const server = popupApi([fromUpline]);
    renderPage(<ContractPopupHost />);
    const popup = await screen.findByRole('dialog', { name: 'Contracts waiting for you' });
    const item = within(within(popup).getByTestId('contract-8'));
    expect(item.getByText('boss10 asks to end your Daily wage contract')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(item.getByRole('button', { name: 'Agree to end' }));
    const ask = await screen.findByRole('dialog', { name: 'End this contract?' });
    await user.click(within(ask).getByRole('button', { name: 'Agree to end' }));
    await waitFor(() => expect(server.api.to(actionPath('8', 'agreeTermination'))).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('when nothing is pending, then no popup shows', async () => {
    signIn({ token: 'test-session-token-0001', user: agent });
    const server = popupApi([]);
    renderPage(<ContractPopupHost />);
    await waitFor(() => expect(server.consolidatedCalls()).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when Later is pressed, then the popup stays hidden for the session until something new waits', async () => {
    signIn({ token: 'test-session-token-0001', user: agent });
    const server = popupApi([offer]);
    const first = renderPage(<ContractPopupHost />);
    await userEvent.setup().click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(CONTRACT_POPUP_LATER_KEY)).toContain('7:OFFERED');
    first.unmount();

    // Another page of the same session: still hidden.
    renderPage(<ContractPopupHost />);
    await waitFor(() => expect(server.consolidatedCalls()).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when a new item arrives after Later, then the popup shows again', async () => {
    signIn({ token: 'test-session-token-0001', user: agent });
    sessionStorage.setItem(CONTRACT_POPUP_LATER_KEY, JSON.stringify(['7:OFFERED:']));
    const server = popupApi([offer, endRequest]);
    renderPage(<ContractPopupHost />);
    const popup = await screen.findByRole('dialog', { name: 'Contracts waiting for you' });
    expect(within(popup).getByTestId('contract-8')).toBeInTheDocument();
    expect(server.consolidatedCalls()).toHaveLength(1);
  });

  it('when the user is not an agent, or contracts or the agent policy are off, then the consolidated info is never asked', async () => {
    signIn({ token: 'test-session-token-0001', user: memberInfo() });
    const server = popupApi([offer]);
    const { unmount } = renderPage(<ContractPopupHost />);
    await waitFor(() => expect(server.api.calls.some((c) => c.path === systemPaths.permission)).toBe(true));
    unmount();
    clearSession();
    sessionStorage.clear();

    // Contracts off, or the agent policy off: the consolidated data is not fetched.
    for (const flags of [{ AGENTPOLICY3: true, CONTRACT3: false }, { AGENTPOLICY3: false, CONTRACT3: true }]) {
      signIn({ token: 'test-session-token-0001', user: agent });
      const off = popupApi([offer], flags);
      const page = renderPage(<ContractPopupHost />);
      await waitFor(() => expect(off.api.calls.some((c) => c.path === systemPaths.permission)).toBe(true));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(off.consolidatedCalls()).toHaveLength(0);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      page.unmount();
      clearSession();
      sessionStorage.clear();
    }
    expect(server.consolidatedCalls()).toHaveLength(0);
  });
});

describe('contract popup in the member shell', () => {
  it('when an agent with a pending offer opens the site, then the popup shows over the home page', async () => {
    sessionStorage.setItem(TOKEN_KEY, 'tok_abcdefghijklmnopqrstuvwxyz');
    const { calls } = mockApi({
      [systemPaths.permission]: permissionValue({ flags: { AGENTPOLICY3: true, CONTRACT3: true } }),
      '/wps/relay/GCSGAME_newGameVendor': { lanes: [lane('RNG', ['PG'])] },
      '/wps/relay/MCSFE_getListAnnouncements': emptyAnnouncements,
      '/wps/system/helpCenter': { categories: [] },
      '/wps/member/info': agent,
      '/wps/v2/wallets/balance': { balance: '0.00', currency: 'PKR', currencySymbol: 'Rs' },
      [salaryPaths.consolidated]: consolidated([offer]),
    });
    renderRoutes('/');
    const popup = await screen.findByRole('dialog', { name: 'Contracts waiting for you' }, { timeout: 8_000 });
    expect(within(popup).getByText('Hourly wage offered by Platform')).toBeInTheDocument();
    expect(calls.find((c) => c.path === salaryPaths.consolidated)?.headers.authorization).toBe('Bearer tok_abcdefghijklmnopqrstuvwxyz');
  });

  it('when a plain member opens the site, then the consolidated info is not asked', async () => {
    sessionStorage.setItem(TOKEN_KEY, 'tok_abcdefghijklmnopqrstuvwxyz');
    const { calls } = mockApi({
      [systemPaths.permission]: permissionValue({ flags: { AGENTPOLICY3: true, CONTRACT3: true } }),
      '/wps/relay/GCSGAME_newGameVendor': { lanes: [lane('RNG', ['PG'])] },
      '/wps/relay/MCSFE_getListAnnouncements': emptyAnnouncements,
      '/wps/system/helpCenter': { categories: [] },
      '/wps/member/info': memberInfo(),
      [salaryPaths.consolidated]: consolidated([offer]),
    });
    renderRoutes('/');
    await waitFor(() => expect(calls.some((c) => c.path === '/wps/member/info')).toBe(true));
    await screen.findByRole('button', { name: 'Account menu' }, { timeout: 8_000 });
    expect(calls.some((c) => c.path === salaryPaths.consolidated)).toBe(false);
    expect(screen.queryByRole('dialog', { name: 'Contracts waiting for you' })).not.toBeInTheDocument();
  });
});

import { type ContractKind, MAX_TIERS, type OfferContractBody, salaryPaths } from '@lumen/contracts/agent/salary.contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockWalletApi, renderPage } from '@/features/wallet/__tests__/wallet-test-utils.tsx';
import { offerableAgentsSearch } from '../api/salary.ts';
import { OfferContractForm } from '../components/offer-contract-form.tsx';
import { agentSearch, contract, pickAgent } from './salary-fixtures.ts';

const parties = [{ id: '31', username: 'kid31' }];

function renderForm(props: { kind?: ContractKind; maxOfferRate?: string | null; kindChoice?: boolean } = {}) {
  mockWalletApi({ [`GET ${salaryPaths.offerableAgents}`]: agentSearch(parties) });
  const submit = vi.fn(async (body: OfferContractBody) => contract('50', { kind: body.kind, status: 'OFFERED', downline: parties[0]! }));
  renderPage(
    <OfferContractForm
      kind={props.kind ?? 'DAILY_WAGE'}
      kindChoice={props.kindChoice}
      agents={offerableAgentsSearch}
      partyLabel="Downline agent"
      maxOfferRate={props.maxOfferRate}
      submit={submit}
    />,
  );
  return { submit, user: userEvent.setup() };
}

/** The editor's column headings, after the tier number and before the remove button. */
const headings = () =>
  within(screen.getByRole('group', { name: 'Tiers' }))
    .getAllByRole('columnheader')
    .map((th) => th.textContent)
    .slice(1, -1);
const rate = (n: number) => screen.getByRole('textbox', { name: `Rate (%), tier ${n}` });

describe('tiers editor', () => {
  it.each([
    ['DAILY_WAGE', ['Rate (%)', 'Team bet in the day', 'Active members']],
    ['HOURLY_WAGE', ['Rate (%)', 'Team bet in the hour', 'Active members']],
    ['REALTIME_SALARY', ['Rate (%)', 'Single bet of at least']],
    ['DIVIDEND', ['Rate (%)', 'Active members', 'Valid bet in the period', 'Team net loss']],
  ] as const)('when the kind is %s, then only its thresholds are columns', (kind, columns) => {
    renderForm({ kind, maxOfferRate: '1.00' });
    expect(headings()).toEqual(columns);
    expect(screen.getAllByRole('textbox')).toHaveLength(columns.length);
  });

  it('when the desk switches the kind, then the columns follow it', async () => {
    const { user } = renderForm({ kindChoice: true });
    expect(headings()).toEqual(['Rate (%)', 'Team bet in the day', 'Active members']);
    await user.selectOptions(screen.getByLabelText('Kind'), 'REALTIME_SALARY');
    expect(headings()).toEqual(['Rate (%)', 'Single bet of at least']);
    expect(screen.queryByLabelText('Dividend period')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Kind'), 'DIVIDEND');
    expect(screen.getByLabelText('Dividend period')).toHaveValue('MONTHLY');
  });

  it('when tiers are added and removed, then at least one stays, at most MAX_TIERS are allowed, and the others keep their values', async () => {
    const { user } = renderForm({ maxOfferRate: '1.50' });
    expect(screen.getByRole('button', { name: 'Remove tier 1' })).toBeDisabled();
    await user.type(rate(1), '0.5');
    await user.click(screen.getByRole('button', { name: 'Add tier' }));
    await user.type(rate(2), '0.8');
    await user.click(screen.getByRole('button', { name: 'Add tier' }));
    await user.type(rate(3), '1.2');
    expect(screen.getAllByTestId(/^tier-/)).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Remove tier 2' }));
    expect(screen.getAllByTestId(/^tier-/)).toHaveLength(2);
    expect(rate(1)).toHaveValue('0.5');
    expect(rate(2)).toHaveValue('1.2');

    for (let n = 3; n <= MAX_TIERS; n++) await user.click(screen.getByRole('button', { name: 'Add tier' }));
    expect(screen.getAllByTestId(/^tier-/)).toHaveLength(MAX_TIERS);
    expect(screen.getByRole('button', { name: 'Add tier' })).toBeDisabled();
    expect(screen.getByText(`Up to ${MAX_TIERS} tiers; rates up to 1.50%.`)).toBeInTheDocument();
  });

  it("when the fields break the rules, then each says why under it (a rate above the agent's own contract included) and nothing is sent", async () => {
    const { user, submit } = renderForm({ kind: 'DAILY_WAGE', maxOfferRate: '1.50' });
    await user.click(screen.getByRole('button', { name: 'Add tier' }));
    await user.click(screen.getByRole('button', { name: 'Add tier' }));
    await user.click(screen.getByRole('button', { name: 'Add tier' }));
    await user.type(rate(2), '2');
    await user.type(rate(3), '1.234');
    await user.type(rate(4), '0');
    await user.type(screen.getByRole('textbox', { name: 'Team bet in the day, tier 1' }), '10.555');
    await user.type(screen.getByRole('textbox', { name: 'Active members, tier 1' }), '2.5');
    await user.click(screen.getByRole('button', { name: 'Offer contract' }));

    expect(await screen.findByText('Choose an agent.')).toBeInTheDocument();
    const row = (n: number) => within(screen.getByTestId(`tier-${n}`));
    expect(row(1).getByText('Enter a rate.')).toBeInTheDocument();
    expect(row(1).getByText('Enter an amount from 0 to 9,999,999,999,999.99 with at most 2 decimals.')).toBeInTheDocument();
    expect(row(1).getByText('Enter a whole number from 0 to 100,000.')).toBeInTheDocument();
    expect(row(2).getByText("At most 1.50%: your own contract's top rate.")).toBeInTheDocument();
    expect(row(3).getByText('Enter a percent above 0 with at most 2 decimals, e.g. 1.5.')).toBeInTheDocument();
    expect(row(4).getByText('Enter a percent above 0 with at most 2 decimals, e.g. 1.5.')).toBeInTheDocument();
    expect(rate(2)).toHaveAttribute('aria-invalid', 'true');
    expect(submit).not.toHaveBeenCalled();

    // Within the agent's own rate it goes.
    await user.clear(rate(2));
    await user.type(rate(2), '1.5');
    expect(rate(2)).toHaveValue('1.5');
  });

  it("when the operator offers (no contract above), then the kind's ceiling is the limit", async () => {
    const { user, submit } = renderForm({ kind: 'DAILY_WAGE' });
    await pickAgent(user, /^Downline agent/, 'kid', 'kid31');
    await user.type(rate(1), '5.01');
    await user.click(screen.getByRole('button', { name: 'Offer contract' }));
    expect(await screen.findByText('At most 5.00% for this kind.')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
    await user.clear(rate(1));
    await user.type(rate(1), '5');
    await user.click(screen.getByRole('button', { name: 'Offer contract' }));
    expect(submit).toHaveBeenCalledWith({ kind: 'DAILY_WAGE', downlineId: '31', tiers: [{ rate: '5', minBet: '0', minActive: 0 }] });
  });

  it('when a real-time salary is offered, then only the single bet goes with the rate', async () => {
    const { user, submit } = renderForm({ kind: 'REALTIME_SALARY', maxOfferRate: '0.80' });
    await pickAgent(user, /^Downline agent/, 'kid', 'kid31');
    await user.type(rate(1), '0.8');
    await user.type(screen.getByRole('textbox', { name: 'Single bet of at least, tier 1' }), '50');
    await user.click(screen.getByRole('button', { name: 'Offer contract' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Contract offered to kid31.');
    expect(submit).toHaveBeenCalledWith({ kind: 'REALTIME_SALARY', downlineId: '31', tiers: [{ rate: '0.8', singleBet: '50' }] });
  });
});

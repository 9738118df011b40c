import type { AgentContract, ContractKind, ContractParty, ContractsValue, Settlement } from '@lumen/contracts/agent/salary.contract';
import { screen, type within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { WalletCall } from '@/features/wallet/__tests__/wallet-test-utils.tsx';

/** A contract as the server answers it; override what a test is about. */
export function contract(id: string, extra: Partial<AgentContract> = {}): AgentContract {
  return {
    id,
    kind: 'DAILY_WAGE',
    period: 'DAILY',
    status: 'ACTIVE',
    upline: { id: '10', username: 'boss10' },
    downline: { id: '20', username: 'me20' },
    tiers: [
      { rate: '1.00', minBet: '1000.00', minActive: 3, minLoss: '0.00', singleBet: '0.00' },
      { rate: '1.50', minBet: '5000.00', minActive: 10, minLoss: '0.00', singleBet: '0.00' },
    ],
    maxRate: '1.50',
    terminationRequestedBy: null,
    offeredAt: '2026-11-20T10:00:00.000Z',
    acceptedAt: null,
    endedAt: null,
    endReason: null,
    ...extra,
  };
}

export function contractsValue(kind: ContractKind, extra: Partial<ContractsValue> = {}): ContractsValue {
  return { kind, received: [], given: [], hasDownlineAgents: false, maxOfferRate: null, ...extra };
}

/** A search of whom to offer a contract to, as the server answers it: the agents whose username starts with the prefix, by username. */
export const agentSearch = (agents: readonly ContractParty[]) => (call: WalletCall) => ({
  list: agents.filter((a) => a.username.startsWith(call.query.get('username') ?? '')).sort((a, b) => a.username.localeCompare(b.username)),
});

/**
 * Types `typed` into the offer form's agent picker (labelled `label`), waits for the server's answer
 * for it (its count shows) and chooses `username` among the matches.
 */
export async function pickAgent(
  user: UserEvent,
  label: RegExp,
  typed: string,
  username: string,
  scope: Pick<ReturnType<typeof within>, 'getByRole' | 'findByRole' | 'findByText'> = screen,
) {
  await user.type(scope.getByRole('combobox', { name: label }), typed);
  await scope.findByText(/agents? found\.$/);
  await user.click(scope.getByRole('option', { name: username }));
}

export function settlement(id: string, extra: Partial<Settlement> = {}): Settlement {
  return {
    id,
    kind: 'DAILY_WAGE',
    contractId: '1',
    periodStart: '2026-11-24T00:00:00.000Z',
    periodEnd: '2026-11-25T00:00:00.000Z',
    teamBet: '12000.00',
    teamProfitLoss: '-800.00',
    activeMembers: 12,
    base: '12000.00',
    rate: '1.50',
    rateAverage: false,
    gross: '180.00',
    downlineShare: '60.00',
    amount: '120.00',
    status: 'PAID',
    settledAt: '2026-11-25T00:10:00.000Z',
    agent: { id: '20', username: 'me20' },
    ...extra,
  };
}

export const noSettlements = { list: [], pageNo: 1, totalPages: 0, total: 0, totalAmount: '0.00' };

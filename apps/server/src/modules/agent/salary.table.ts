import type { ContractEndReason, ContractKind, ContractPeriod, ContractStatus } from '@lumen/contracts/agent/salary.contract';
import type { Generated } from 'kysely';

type Id = bigint;
type Stamp = Date | string;

/** A tier as stored: the rate in basis points, amounts in minor units (decimal strings). */
export interface StoredTier {
  rateBp: number;
  minBet: string;
  minActive: number;
  minLoss: string;
  singleBet: string;
}

export interface AgentContractTable {
  id: Generated<Id>;
  kind: ContractKind;
  period: ContractPeriod;
  upline_id: Id | null;
  downline_id: Id;
  tiers: StoredTier[] | string;
  max_rate_bp: number;
  status: Generated<ContractStatus>;
  termination_requested_by: 'UPLINE' | 'DOWNLINE' | null;
  offered_by: string;
  offered_at: Generated<Stamp>;
  accepted_at: Stamp | null;
  ended_at: Stamp | null;
  end_reason: ContractEndReason | null;
  settled_until: Stamp | null;
  settle_after: Stamp | null;
}

export interface AgentSettlementTable {
  id: Generated<Id>;
  kind: ContractKind;
  agent_id: Id;
  contract_id: Id;
  period_start: Stamp;
  period_end: Stamp;
  currency: string;
  team_bet: Id;
  team_profit_loss: Id;
  active_members: number;
  base: Id;
  rate_bp: number | null;
  gross: Id;
  downline_share: Id;
  amount: Id;
  status: 'PAID' | 'NOT_QUALIFIED';
  transfer_id: Id | null;
  created_at: Generated<Stamp>;
}

export interface SalaryTables {
  agent_contract: AgentContractTable;
  agent_settlement: AgentSettlementTable;
}

import type { ColumnType, Generated } from 'kysely';

type Id = bigint;
type Stamp = Date | string;

export interface RebateRateTable {
  category_code: string;
  /** Hundredths of a percent. */
  rate_bp: number;
  updated_at: Generated<Stamp>;
  updated_by: string;
}

/** One game type's part of a claim, as stored in `detail` (minor units as text). */
export interface RebateDetailLine {
  gameType: string;
  turnover: string;
  rateBp: number;
  rebate: string;
}

export interface RebateClaimTable {
  id: Generated<Id>;
  member_id: Id;
  currency: string;
  amount: Id | null;
  turnover: Id | null;
  detail: ColumnType<RebateDetailLine[], string | undefined, string>;
  transfer_id: Id | null;
  created_at: Generated<Stamp>;
}

export interface RebateTables {
  rebate_rate: RebateRateTable;
  rebate_claim: RebateClaimTable;
}

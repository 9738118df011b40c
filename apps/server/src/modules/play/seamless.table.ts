import type { ColumnType, Selectable } from 'kysely';

type Minor = ColumnType<bigint, bigint | number | string | undefined, bigint | number | string>;

export interface SeamlessTxTable {
  vendor_code: string;
  tx_id: string;
  kind: 'DEBIT' | 'CREDIT' | 'ROLLBACK';
  request_hash: string | null;
  member_id: ColumnType<bigint, bigint | number | string, never>;
  launch_id: ColumnType<bigint | null, bigint | number | string | null | undefined, bigint | number | string | null>;
  round_ref: string;
  ref_tx_id: string | null;
  currency: string;
  wallet: string;
  amount: Minor;
  transfer_id: ColumnType<bigint | null, bigint | number | string | null | undefined, bigint | number | string | null>;
  balance_after: ColumnType<bigint | null, bigint | number | string | null | undefined, bigint | number | string | null>;
  tombstone: ColumnType<boolean, boolean | undefined, boolean>;
  rolled_back_by: string | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SeamlessTables {
  seamless_tx: SeamlessTxTable;
}

export type SeamlessTxRow = Selectable<SeamlessTxTable>;

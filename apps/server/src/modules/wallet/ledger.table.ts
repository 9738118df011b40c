import type { ColumnType, Generated, Selectable } from 'kysely';

/** BIGINT minor units: read as bigint, written as bigint (or its decimal string). */
type Minor = ColumnType<bigint, bigint | string | undefined, bigint | string>;
type Id = ColumnType<bigint, bigint | string | undefined, never>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export type OwnerKind = 'MEMBER' | 'HOUSE';

export interface LedgerAccountTable {
  id: Generated<bigint>;
  owner_kind: OwnerKind;
  member_id: bigint | null;
  wallet: string;
  currency: string;
  /** 0 for members; a house book is spread over HOUSE_SHARDS accounts (see ledger.ts). */
  shard: Generated<number>;
  balance: Minor;
  created_at: CreatedAt;
}

export interface LedgerTransferTable {
  id: Id;
  idempotency_key: string;
  kind: string;
  request_hash: string;
  currency: string;
  member_id: bigint | null;
  reference: Generated<string>;
  /** jsonb, written as JSON text. */
  memo: ColumnType<Record<string, unknown>, string | undefined, never>;
  actor: string;
  created_at: CreatedAt;
}

export interface LedgerEntryTable {
  id: Id;
  transfer_id: bigint;
  account_id: bigint;
  amount: Minor;
  balance_after: Minor;
  created_at: CreatedAt;
}

export interface LedgerTables {
  ledger_account: LedgerAccountTable;
  ledger_transfer: LedgerTransferTable;
  ledger_entry: LedgerEntryTable;
}

export type LedgerAccountRow = Selectable<LedgerAccountTable>;
export type LedgerTransferRow = Selectable<LedgerTransferTable>;
export type LedgerEntryRow = Selectable<LedgerEntryTable>;

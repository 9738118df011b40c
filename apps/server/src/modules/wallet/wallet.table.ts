import type { ColumnType } from 'kysely';

/** A member's wallet request by its namespaced Idempotency-Key (see wallet.service.ts). */
export interface WalletRequestTable {
  request_key: string;
  member_id: bigint;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface WalletTables {
  wallet_request: WalletRequestTable;
}

import type { ColumnType } from 'kysely';

/** Payment-password tries in the current window, per member (see payment-password.ts). */
export interface PaymentPasswordGuardTable {
  member_id: bigint;
  tries: ColumnType<number, number | undefined, number>;
  window_started_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface PaymentPasswordTables {
  payment_password_guard: PaymentPasswordGuardTable;
}

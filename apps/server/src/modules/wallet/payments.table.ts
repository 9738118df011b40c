import type { DepositMethodKind, DepositStatus, ReceiptStatus, WithdrawalStatus } from '@lumen/contracts/wallet/wallet.contract';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Json, Translated } from '../../lib/translated.ts';

/** BIGINT minor units: read as bigint, written as bigint (or its decimal string). */
type Minor = ColumnType<bigint, bigint | string, bigint | string>;
type NullableMinor = ColumnType<bigint | null, bigint | string | null | undefined, bigint | string | null>;
type Id = ColumnType<bigint, bigint | string | undefined, never>;
type Ref = ColumnType<bigint, bigint | string, bigint | string>;
type NullableRef = ColumnType<bigint | null, bigint | string | null | undefined, bigint | string | null>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Stamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Text = ColumnType<string | null, string | null | undefined, string | null>;

export interface DepositMethodTable {
  code: string;
  kind: DepositMethodKind;
  name: Json<Translated>;
  min_amount: Minor;
  max_amount: Minor;
  /** Where members send a bank transfer (BANK_TRANSFER only). */
  bank_name: Text;
  account_name: Text;
  account_number: Text;
  enabled: Generated<boolean>;
  sort: Generated<number>;
}

export interface DepositTable {
  id: Id;
  member_id: Ref;
  method_code: string;
  amount: Minor;
  currency: string;
  status: DepositStatus;
  reference_code: string;
  request_key: string;
  request_hash: string;
  transfer_key: Text;
  transfer_id: NullableRef;
  /** Operator id; no foreign key (the audit log is the authority). */
  reviewed_by: NullableRef;
  reviewed_at: Stamp;
  reject_reason: Text;
  created_at: CreatedAt;
  completed_at: Stamp;
}

export interface PayeeBankAccountTable {
  id: Id;
  member_id: Ref;
  bank_name: string;
  account_name: string;
  account_number: string;
  created_at: CreatedAt;
  removed_at: Stamp;
}

export interface WithdrawalTable {
  id: Id;
  member_id: Ref;
  amount: Minor;
  currency: string;
  bank_account_id: Ref;
  bank_name: string;
  account_name: string;
  account_number: string;
  status: WithdrawalStatus;
  receipt_status: ColumnType<ReceiptStatus | null, ReceiptStatus | null | undefined, ReceiptStatus | null>;
  received_amount: NullableMinor;
  remaining_amount: NullableMinor;
  request_key: string;
  request_hash: string;
  reviewed_by: NullableRef;
  reviewed_at: Stamp;
  paid_at: Stamp;
  confirm_by: Stamp;
  confirmed_at: Stamp;
  reject_reason: Text;
  remark: Text;
  /** The Idempotency-Key the member's receipt answer came with, and a hash of that answer. */
  receipt_request_key: Text;
  receipt_request_hash: Text;
  created_at: CreatedAt;
}

export interface WithdrawalProofTable {
  id: Id;
  member_id: Ref;
  withdrawal_id: NullableRef;
  content_type: 'image/png' | 'image/jpeg';
  bytes: ColumnType<Uint8Array, Uint8Array, never>;
  size: number;
  sha256: string;
  created_at: CreatedAt;
}

export interface PaymentsTables {
  deposit_method: DepositMethodTable;
  deposit: DepositTable;
  payee_bank_account: PayeeBankAccountTable;
  withdrawal: WithdrawalTable;
  withdrawal_proof: WithdrawalProofTable;
}

export type DepositMethodRow = Selectable<DepositMethodTable>;
export type DepositRow = Selectable<DepositTable>;
export type PayeeBankAccountRow = Selectable<PayeeBankAccountTable>;
export type WithdrawalRow = Selectable<WithdrawalTable>;
export type WithdrawalProofRow = Selectable<WithdrawalProofTable>;

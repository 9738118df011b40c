import type { ColumnType, Generated, Selectable } from 'kysely';

type Id = ColumnType<bigint, bigint | string | undefined, never>;
type Ref = ColumnType<bigint, bigint | string, bigint | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Stamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type OperatorStatus = 'ACTIVE' | 'DISABLED';

export interface OperatorTable {
  id: Id;
  /** Lower case. */
  username: string;
  /** argon2id. */
  password_hash: string;
  /** Base32 TOTP secret (SHA1, 30 s, 6 digits). */
  totp_secret: string;
  /** The time step of the last accepted code; a code at or before it is refused. */
  totp_last_step: ColumnType<bigint | null, bigint | string | null | undefined, bigint | string | null>;
  status: Generated<OperatorStatus>;
  created_at: CreatedAt;
  last_login_at: Stamp;
}

export interface OperatorSessionTable {
  id: Id;
  /** SHA-256 of the bearer token, hex. */
  token_hash: string;
  operator_id: Ref;
  created_at: CreatedAt;
  last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
  idle_expires_at: ColumnType<Date, Date | string, Date | string>;
  expires_at: ColumnType<Date, Date | string, never>;
  revoked_at: Stamp;
  ip: string;
}

/** Append-only (database triggers): rows are inserted, never changed. */
export interface AuditLogTable {
  id: Id;
  operator_id: ColumnType<bigint | null, bigint | string | null, never>;
  action: ColumnType<string, string, never>;
  subject: ColumnType<string, string | undefined, never>;
  /** jsonb, written as JSON text. */
  detail: ColumnType<Record<string, unknown>, string | undefined, never>;
  ip: ColumnType<string, string | undefined, never>;
  created_at: CreatedAt;
}

export interface AdminTables {
  operator: OperatorTable;
  operator_session: OperatorSessionTable;
  audit_log: AuditLogTable;
}

export type OperatorRow = Selectable<OperatorTable>;
export type AuditLogRow = Selectable<AuditLogTable>;

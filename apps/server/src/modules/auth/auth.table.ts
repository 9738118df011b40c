import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = Date;
type Id = bigint;
/** A member id; int8 comes back as bigint. */
type Ref = bigint;
/** A nullable column that may be left out of an insert (it is then NULL). */
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface MemberTable {
  id: Generated<Id>;
  /** Lower case; the login name. Phone registrations use the mobile number. */
  username: string;
  /** The name as the member typed it. */
  nickname: string;
  password_hash: Nullable<string>;
  password_changed_at: Nullable<Timestamp>;
  /** 0 member; 1, 2, 41, 42 agents; 4 trial. */
  type: Generated<number>;
  status: Generated<'ACTIVE' | 'DISABLED'>;
  /** Dialing code with a plus, e.g. +92. */
  mobile_country: Nullable<string>;
  mobile_num: Nullable<string>;
  phone_verified: Generated<boolean>;
  email: Nullable<string>;
  /** Optional registration fields (payeeName, qqNum, line, whatsapp, facebook, wechat, idNumber). */
  profile: Generated<Record<string, string>>;
  payment_password_hash: Nullable<string>;
  parent_id: Nullable<Ref>;
  /** The agent tree: ids from the root down to this member, e.g. 100001.100007. */
  path: string;
  referral_code: Nullable<string>;
  recommender_id: Nullable<string>;
  vip_level: Generated<number>;
  failed_login_count: Generated<number>;
  last_failed_login_at: Nullable<Timestamp>;
  locked_at: Nullable<Timestamp>;
  first_login_at: Nullable<Timestamp>;
  last_login_at: Nullable<Timestamp>;
  last_login_ip: Nullable<string>;
  register_ip: Nullable<string>;
  register_domain: Nullable<string>;
  /** When the member ticked the 18-or-older and terms box at self-registration; null for accounts opened otherwise. */
  terms_accepted_at: Nullable<Timestamp>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

/**
 * Every member column by name. Named statements (prepared once per connection) list these instead
 * of `member.*`: a column added by a later migration, while an instance still runs, would change a
 * prepared statement's result type, and PostgreSQL refuses to run it again ("cached plan must not
 * change result type"). The type below fails to compile when a column is missing here.
 */
export const MEMBER_COLUMNS = [
  'id',
  'username',
  'nickname',
  'password_hash',
  'password_changed_at',
  'type',
  'status',
  'mobile_country',
  'mobile_num',
  'phone_verified',
  'email',
  'profile',
  'payment_password_hash',
  'parent_id',
  'path',
  'referral_code',
  'recommender_id',
  'vip_level',
  'failed_login_count',
  'last_failed_login_at',
  'locked_at',
  'first_login_at',
  'last_login_at',
  'last_login_ip',
  'register_ip',
  'register_domain',
  'terms_accepted_at',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof MemberTable)[];
type Exhaustive<T extends never> = T;
export type MemberColumnsComplete = Exhaustive<Exclude<keyof MemberTable, (typeof MEMBER_COLUMNS)[number]>>;

export interface SessionTable {
  id: Generated<string>;
  /** SHA-256 of the token, hex. */
  token_hash: string;
  member_id: Ref;
  created_at: Generated<Timestamp>;
  last_seen_at: Generated<Timestamp>;
  idle_expires_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  revoke_reason: string | null;
  ip: string;
  user_agent: Generated<string>;
  /** Opened with a password that must be changed: only the change (and member info, logout) is allowed. */
  password_change_required: Generated<boolean>;
}

export interface RememberTokenTable {
  id: Generated<string>;
  token_hash: string;
  member_id: Ref;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  ip: string;
}

export interface MemberKnownIpTable {
  member_id: Ref;
  ip: string;
  first_seen_at: Generated<Timestamp>;
  last_seen_at: Generated<Timestamp>;
}

export type CodePurpose = 'LOGIN' | 'REGISTER' | 'RESET' | 'NEW_IP';

export interface VerificationCodeTable {
  id: Generated<string>;
  purpose: CodePurpose;
  channel: 'SMS' | 'EMAIL';
  /** Normalised destination: "+92 3001234567" or a lower-case e-mail address. */
  target: string;
  code_hash: string;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
  ip: string;
}

export interface LoginTicketTable {
  id: Generated<string>;
  token_hash: string;
  member_id: Ref;
  code_id: string;
  ip: string;
  login_from: Generated<'member' | 'agent'>;
  remember: Generated<boolean>;
  weak_password: Generated<boolean>;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
}

export interface CaptchaTable {
  id: Generated<string>;
  answer_hash: string;
  ip: string;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** A challenge that was spent (challenges are signed, not stored, when they are handed out). */
export interface ChallengeTable {
  id: string;
  salt: string;
  difficulty: number;
  ip: string;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  used_at: Generated<Timestamp>;
}

/** Keys the server made for itself, shared by every instance through the database. */
export interface ServerKeyTable {
  name: string;
  secret: string;
  created_at: Generated<Timestamp>;
}

export interface PasswordResetTable {
  id: Generated<string>;
  token_hash: string;
  member_id: Ref;
  ip: string;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface OutboxMessageTable {
  id: Generated<Id>;
  channel: 'SMS' | 'MAIL';
  recipient: string;
  subject: Generated<string>;
  body: string;
  created_at: Generated<Timestamp>;
}

/** A one-time code that opens a new session on another device; only its hash is kept. */
export interface SessionHandoffTable {
  code_hash: string;
  member_id: Ref;
  /** The session that asked for it: a code of a session that has ended opens nothing. */
  session_id: string;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface AuthTables {
  session_handoff: SessionHandoffTable;
  member: MemberTable;
  session: SessionTable;
  remember_token: RememberTokenTable;
  member_known_ip: MemberKnownIpTable;
  verification_code: VerificationCodeTable;
  login_ticket: LoginTicketTable;
  captcha: CaptchaTable;
  challenge: ChallengeTable;
  server_key: ServerKeyTable;
  password_reset: PasswordResetTable;
  outbox_message: OutboxMessageTable;
}

export type MemberRow = Selectable<MemberTable>;
export type NewMember = Insertable<MemberTable>;
export type MemberUpdate = Updateable<MemberTable>;
export type SessionRow = Selectable<SessionTable>;
export type VerificationCodeRow = Selectable<VerificationCodeTable>;
export type OutboxMessageRow = Selectable<OutboxMessageTable>;

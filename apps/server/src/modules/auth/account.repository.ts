import { agentTypes, MEMBER_TYPE } from '@lumen/contracts/auth/auth.contract';
import { type Kysely, sql } from 'kysely';
import { prepare, type Slots } from '../../db/prepared.ts';
import type { DB } from '../../db/schema.ts';
import { json } from '../../lib/translated.ts';
import type { CodePurpose, MemberRow, NewMember, VerificationCodeRow } from './auth.table.ts';

type Db = Kysely<DB>;

// ---------- challenge ----------

/** A challenge whose signature held: what spending it records. */
export type ChallengeClaims = {
  /** The challenge's own id, as a UUID. */
  challengeId: string;
  salt: string;
  difficulty: number;
  ip: string;
  expiresAt: Date;
};

/**
 * Spends a challenge: records it as used and answers its salt and difficulty, or no row when it
 * was spent before. Also the first part of the username login's statement (member.repository).
 */
export function spendChallenge(p: Slots<ChallengeClaims>) {
  return sql<{ salt: string; difficulty: number }>`
    INSERT INTO challenge (id, salt, difficulty, ip, expires_at)
    VALUES (${p.challengeId}::uuid, ${p.salt}, ${p.difficulty}::integer, ${p.ip}, ${p.expiresAt}::timestamptz)
    ON CONFLICT (id) DO NOTHING
    RETURNING salt, difficulty`;
}

const spendChallengeQuery = prepare('challenge_spend', (_db, p: Slots<ChallengeClaims>) => spendChallenge(p));

/** Records a challenge as spent; undefined when it had been spent already. */
export async function useChallenge(db: Db, claims: ChallengeClaims) {
  const { rows } = await spendChallengeQuery(db, { ...claims });
  return rows[0];
}

/** The server's key of this name, made by a migration; cached per database. */
const keys = new WeakMap<Db, Map<string, Promise<Buffer>>>();

export function serverKey(db: Db, name: string): Promise<Buffer> {
  let byName = keys.get(db);
  if (!byName) {
    byName = new Map();
    keys.set(db, byName);
  }
  let key = byName.get(name);
  if (!key) {
    key = db
      .selectFrom('server_key')
      .select('secret')
      .where('name', '=', name)
      .executeTakeFirstOrThrow(() => new Error(`the server key ${name} is missing: run the migrations`))
      .then((row) => Buffer.from(row.secret, 'base64url'));
    key.catch(() => byName.delete(name));
    byName.set(name, key);
  }
  return key;
}

// ---------- verification codes ----------

export async function insertVerificationCode(
  db: Db,
  row: { id: string; purpose: CodePurpose; channel: 'SMS' | 'EMAIL'; target: string; code_hash: string; expires_at: Date; ip: string },
): Promise<void> {
  await db.insertInto('verification_code').values({ ...row, consumed_at: null }).execute();
}

/** The newest code not yet used for this purpose and destination. */
export async function findLatestCode(db: Db, purpose: CodePurpose, target: string): Promise<VerificationCodeRow | undefined> {
  return db
    .selectFrom('verification_code')
    .selectAll()
    .where('purpose', '=', purpose)
    .where('target', '=', target)
    .where('consumed_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function findCodeById(db: Db, id: string, purpose: CodePurpose): Promise<VerificationCodeRow | undefined> {
  return db.selectFrom('verification_code').selectAll().where('id', '=', id).where('purpose', '=', purpose).executeTakeFirst();
}

export async function addCodeAttempt(db: Db, id: string): Promise<void> {
  await db
    .updateTable('verification_code')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .execute();
}

/** Uses a code once: only one of two simultaneous right answers gets the row back. */
export async function consumeCode(db: Db, id: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('verification_code')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where(sql<boolean>`attempts < max_attempts`)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

// ---------- members ----------

/** An agent whose referral code this is, compared case-insensitively (the unique index is on upper()). */
export async function findAgentByReferralCode(db: Db, code: string): Promise<MemberRow | undefined> {
  return db
    .selectFrom('member')
    .selectAll()
    .where(sql<string>`upper(referral_code)`, '=', code.toUpperCase())
    .where('type', 'in', [...agentTypes])
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
}

/** An active member (not an agent, not a trial) by its own invitation code (invite friends). */
export async function findMemberByReferralCode(db: Db, code: string): Promise<MemberRow | undefined> {
  return db
    .selectFrom('member')
    .selectAll()
    .where(sql<string>`upper(referral_code)`, '=', code.toUpperCase())
    .where('type', '=', MEMBER_TYPE)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
}

export async function insertMember(db: Db, member: Omit<NewMember, 'profile'> & { profile: Record<string, string> }): Promise<MemberRow> {
  return db
    .insertInto('member')
    .values({ ...member, profile: sql<Record<string, string>>`${json(member.profile)}::jsonb` })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A new password also clears the lock and the failure count: proving control of the account unlocks it. */
export async function updatePassword(db: Db, memberId: bigint, passwordHash: string, now: Date): Promise<MemberRow | undefined> {
  return db
    .updateTable('member')
    .set({ password_hash: passwordHash, password_changed_at: now, failed_login_count: 0, locked_at: null, updated_at: now })
    .where('id', '=', memberId)
    .returningAll()
    .executeTakeFirst();
}

export async function revokeRememberTokens(db: Db, memberId: bigint, now: Date): Promise<void> {
  await db.updateTable('remember_token').set({ revoked_at: now }).where('member_id', '=', memberId).where('revoked_at', 'is', null).execute();
}

// ---------- password reset links ----------

export async function insertPasswordReset(db: Db, row: { token_hash: string; member_id: bigint; ip: string; expires_at: Date }): Promise<void> {
  await db.insertInto('password_reset').values({ ...row, used_at: null }).execute();
}

/** Uses a live reset link once and answers whose it was. */
export async function usePasswordReset(db: Db, tokenHash: string, now: Date): Promise<bigint | undefined> {
  const row = await db
    .updateTable('password_reset')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('member_id')
    .executeTakeFirst();
  return row?.member_id;
}

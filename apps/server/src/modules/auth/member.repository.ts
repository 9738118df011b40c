import { type Kysely, sql } from 'kysely';
import { prepare, type Slots } from '../../db/prepared.ts';
import type { DB } from '../../db/schema.ts';
import { unreadMessagesSql } from '../messages/messages.service.ts';
import { availableRewardsSql } from '../rewards/rewards.service.ts';
import { MAIN_WALLET } from '../wallet/ledger.ts';
import { type ChallengeClaims, spendChallenge } from './account.repository.ts';
import { MEMBER_COLUMNS, type MemberRow, type NewMember } from './auth.table.ts';
import type { MemberCounts } from './login-value.ts';

type Db = Kysely<DB>;

/**
 * SQL of the login slice: members as login sees them, failure counters, known addresses, remember
 * tokens, new-address tickets and captchas.
 */

// ---------- members ----------

export async function findMemberById(db: Db, id: bigint): Promise<MemberRow | undefined> {
  return db.selectFrom('member').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Usernames are stored lower case and the name is lowered here: any spelling finds the account. */
export async function findMemberByUsername(db: Db, username: string): Promise<MemberRow | undefined> {
  return db.selectFrom('member').selectAll().where('username', '=', username.toLowerCase()).executeTakeFirst();
}

export async function findMemberByMobile(db: Db, country: string, num: string): Promise<MemberRow | undefined> {
  return db.selectFrom('member').selectAll().where('mobile_country', '=', country).where('mobile_num', '=', num).executeTakeFirst();
}

/** Takes the next member id from the identity sequence, for rows whose path holds their own id. */
export async function allocateMemberId(db: Db): Promise<bigint> {
  const { rows } = await sql<{ id: string | bigint }>`select nextval(pg_get_serial_sequence('member', 'id')) as id`.execute(db);
  return BigInt(rows[0]?.id ?? 0);
}

/** Inserts a member unless the username is taken; undefined when it was. */
export async function insertMemberIfAbsent(db: Db, member: NewMember): Promise<MemberRow | undefined> {
  return db
    .insertInto('member')
    .values(member)
    .onConflict((oc) => oc.column('username').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/**
 * Counts one more straight failure, never past `lockAt`, and locks the account when it reaches it.
 * Answers the new count and whether the account is now locked.
 */
export async function recordFailedLogin(db: Db, memberId: bigint, lockAt: number): Promise<{ count: number; locked: boolean }> {
  const row = await db
    .updateTable('member')
    .set({
      failed_login_count: sql<number>`least(failed_login_count + 1, ${lockAt})`,
      last_failed_login_at: sql<Date>`now()`,
      locked_at: sql<Date | null>`case when failed_login_count + 1 >= ${lockAt} then coalesce(locked_at, now()) else locked_at end`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', memberId)
    .returning(['failed_login_count', 'locked_at'])
    .executeTakeFirstOrThrow();
  return { count: row.failed_login_count, locked: row.locked_at !== null };
}

/** The password (or code) proved right: the straight-failure count starts again. */
export async function clearFailedLogins(db: Db, memberId: bigint): Promise<void> {
  await db
    .updateTable('member')
    .set({ failed_login_count: 0, last_failed_login_at: null })
    .where('id', '=', memberId)
    .where('failed_login_count', '>', 0)
    .execute();
}

/** Sets first_login_at once; later calls change nothing. */
export async function markFirstLogin(db: Db, memberId: bigint): Promise<void> {
  await db
    .updateTable('member')
    .set({ first_login_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('id', '=', memberId)
    .where('first_login_at', 'is', null)
    .execute();
}

// ---------- known addresses ----------

/** The member columns by name (see MEMBER_COLUMNS), of `table` when given: for named statements. */
function memberColumns(table?: string) {
  return sql.join(MEMBER_COLUMNS.map((column) => sql.ref(table ? `${table}.${column}` : column)));
}

/**
 * A username login's first statement: spends the challenge (spendChallenge: once; its signature,
 * address and expiry were checked before, its answer is checked after) and finds the member the login names,
 * with what the address check needs, in one round trip. The member is looked up whether or not the
 * challenge was live; the caller refuses a dead challenge before it looks at the member.
 */
const challengeAndMemberQuery = prepare(
  'login_challenge_and_member',
  (_db, p: Slots<ChallengeClaims & { username: string }>) => sql<
    Partial<MemberRow> & { challenge_salt: string | null; challenge_difficulty: number | null; has_known_ips: boolean; known_here: boolean }
  >`
    WITH c AS (${spendChallenge(p)})
    SELECT c.salt AS challenge_salt, c.difficulty AS challenge_difficulty, ${memberColumns('m')},
      EXISTS (SELECT 1 FROM member_known_ip k WHERE k.member_id = m.id) AS has_known_ips,
      EXISTS (SELECT 1 FROM member_known_ip k WHERE k.member_id = m.id AND k.ip = ${p.ip}) AS known_here
    FROM (SELECT 1) AS one
    LEFT JOIN c ON true
    LEFT JOIN member m ON m.username = ${p.username}
  `,
);

export interface MemberForLogin {
  member: MemberRow;
  hasKnownIps: boolean;
  knownHere: boolean;
}

export async function useChallengeAndFindMember(
  db: Db,
  input: ChallengeClaims & { username: string },
): Promise<{ challenge: { salt: string; difficulty: number } | undefined; found: MemberForLogin | undefined }> {
  const row = (await challengeAndMemberQuery(db, input)).rows[0];
  if (!row) throw new Error('the login lookup returned no row');
  const { challenge_salt, challenge_difficulty, has_known_ips, known_here, ...member } = row;
  const challenge = challenge_salt === null || challenge_difficulty === null ? undefined : { salt: challenge_salt, difficulty: challenge_difficulty };
  const found = member.id === null || member.id === undefined ? undefined : { member: member as MemberRow, hasKnownIps: has_known_ips === true, knownHere: known_here === true };
  return { challenge, found };
}

const grantedLoginQuery = prepare(
  'login_granted',
  (
    _db,
    p: Slots<{
      tokenHash: string;
      memberId: bigint;
      idleExpiresAt: Date;
      expiresAt: Date;
      ip: string;
      userAgent: string;
      passwordChangeRequired: boolean;
      revoke: boolean;
      rememberHash: string | null;
      rememberExpiresAt: Date | null;
      issue: boolean;
      phoneVerified: boolean;
      currency: string;
      passwordHash: string | null;
    }>,
  ) => sql<MemberRow & { session_id: string; main_balance: bigint | null; rewards: string; unread: string }>`
    WITH g AS (
      SELECT id FROM member
      WHERE id = ${p.memberId}::bigint AND password_hash IS NOT DISTINCT FROM ${p.passwordHash}::text
        AND locked_at IS NULL AND status = 'ACTIVE'
      FOR NO KEY UPDATE
    ), s AS (
      INSERT INTO session (token_hash, member_id, idle_expires_at, expires_at, ip, user_agent, password_change_required)
      SELECT ${p.tokenHash}::text, ${p.memberId}::bigint, ${p.idleExpiresAt}::timestamptz, ${p.expiresAt}::timestamptz, ${p.ip}::text,
        ${p.userAgent}::text, ${p.passwordChangeRequired}::boolean
      WHERE EXISTS (SELECT 1 FROM g)
      RETURNING id
    ), k AS (
      INSERT INTO member_known_ip (member_id, ip)
      SELECT ${p.memberId}::bigint, ${p.ip}::text
      WHERE EXISTS (SELECT 1 FROM g)
      ON CONFLICT (member_id, ip) DO UPDATE SET last_seen_at = now()
    ), r AS (
      UPDATE remember_token SET revoked_at = now()
      WHERE member_id = ${p.memberId}::bigint AND revoked_at IS NULL AND ${p.revoke}::boolean AND EXISTS (SELECT 1 FROM g)
    ), t AS (
      INSERT INTO remember_token (token_hash, member_id, ip, expires_at)
      SELECT ${p.rememberHash}::text, ${p.memberId}::bigint, ${p.ip}::text, ${p.rememberExpiresAt}::timestamptz
      WHERE ${p.issue}::boolean AND EXISTS (SELECT 1 FROM g)
    ), u AS (
      UPDATE member
      SET last_login_at = now(), last_login_ip = ${p.ip}, failed_login_count = 0, last_failed_login_at = NULL,
          phone_verified = phone_verified OR ${p.phoneVerified}::boolean, updated_at = now()
      WHERE id = ${p.memberId}::bigint AND EXISTS (SELECT 1 FROM g)
      RETURNING ${memberColumns()}
    )
    SELECT ${memberColumns('u')}, (SELECT id FROM s) AS session_id,
      (SELECT a.balance FROM ledger_account a
       WHERE a.owner_kind = 'MEMBER' AND a.member_id = ${p.memberId}::bigint AND a.wallet = ${MAIN_WALLET} AND a.currency = ${p.currency}) AS main_balance,
      ${availableRewardsSql(sql`${p.memberId}::bigint`)} AS rewards, ${unreadMessagesSql(sql`${p.memberId}::bigint`)} AS unread
    FROM u
  `,
);

/**
 * Everything a granted login writes, as one statement: the session, the member's login stamp (and
 * cleared failures), the address as known, and the remember-token change; and what its answer reads
 * (the main balance, claimable rewards, unread messages). One round trip, atomic.
 *
 * Writes nothing and answers undefined when the member's password is no longer `passwordHash`, the
 * one the login's proof was checked against: a password change between the proof and this grant ends
 * every session and token there is, so a session opened after it would outlive it. The guard locks
 * the member row as the password update does, so of the two the later one sees the other: a change
 * that came first fails the guard; a grant that came first is in place when the change ends sessions.
 * An account locked or disabled since the login read it is refused the same way.
 */
export async function recordGrantedLogin(
  db: Db,
  input: {
    memberId: bigint;
    ip: string;
    userAgent: string;
    session: { tokenHash: string; idleExpiresAt: Date; expiresAt: Date };
    /** The session may only change the password until it does (see the session table). */
    passwordChangeRequired: boolean;
    phoneVerified: boolean;
    /**
     * keep: leave remember tokens alone; revoke: end them all; issue: add this one. A token the login
     * was made with is already spent (spendRememberToken), so nothing here has to end it.
     */
    remember: { kind: 'keep' } | { kind: 'revoke' } | { kind: 'issue'; tokenHash: string; expiresAt: Date };
    /** The site currency: the member's main balance in it comes back with the login. */
    currency: string;
    /** The member's password hash as the login's proof saw it (null for an account without one). */
    passwordHash: string | null;
  },
): Promise<{ member: MemberRow; sessionId: string; mainBalance: bigint; counts: MemberCounts } | undefined> {
  const { memberId, ip, remember } = input;
  const revoke = remember.kind === 'revoke';
  const issued = remember.kind === 'issue' ? remember : null;
  const result = await grantedLoginQuery(db, {
    tokenHash: input.session.tokenHash,
    memberId,
    idleExpiresAt: input.session.idleExpiresAt,
    expiresAt: input.session.expiresAt,
    ip,
    userAgent: input.userAgent.slice(0, 512),
    passwordChangeRequired: input.passwordChangeRequired,
    revoke,
    rememberHash: issued?.tokenHash ?? null,
    rememberExpiresAt: issued?.expiresAt ?? null,
    issue: issued !== null,
    phoneVerified: input.phoneVerified,
    currency: input.currency,
    passwordHash: input.passwordHash,
  });
  // No row: the password changed since the proof (or the member is gone), and nothing was written.
  const row = result.rows[0];
  if (!row) return undefined;
  const { session_id, main_balance, rewards, unread, ...member } = row;
  return {
    member: member as MemberRow,
    sessionId: session_id,
    mainBalance: main_balance === null ? 0n : BigInt(main_balance),
    counts: { rewards: Number(rewards), unread: Number(unread) },
  };
}

export async function insertHandoff(db: Db, input: { codeHash: string; memberId: bigint; sessionId: string; expiresAt: Date }): Promise<void> {
  await db
    .insertInto('session_handoff')
    .values({ code_hash: input.codeHash, member_id: input.memberId, session_id: input.sessionId, expires_at: input.expiresAt })
    .execute();
}

/**
 * Spends a hand-off code, once: its member, or undefined when the code is unknown, used, expired, or
 * the session that asked for it has ended (logged out, revoked, expired).
 */
export async function useHandoff(db: Db, codeHash: string): Promise<bigint | undefined> {
  const result = await sql<{ member_id: string }>`
    UPDATE session_handoff h SET used_at = now()
    FROM session s
    WHERE h.code_hash = ${codeHash} AND h.used_at IS NULL AND h.expires_at > now()
      AND s.id = h.session_id AND s.revoked_at IS NULL AND s.expires_at > now() AND s.idle_expires_at > now() AND NOT s.password_change_required
    RETURNING h.member_id::text AS member_id`.execute(db);
  const row = result.rows[0];
  return row ? BigInt(row.member_id) : undefined;
}

export async function upsertKnownIp(db: Db, memberId: bigint, ip: string): Promise<void> {
  await db
    .insertInto('member_known_ip')
    .values({ member_id: memberId, ip })
    .onConflict((oc) => oc.columns(['member_id', 'ip']).doUpdateSet({ last_seen_at: sql<Date>`now()` }))
    .execute();
}

// ---------- remember tokens ----------

/** No member has it (ids start at 1): an unknown username's lookup matches no token. */
const NO_MEMBER = -1n;

/**
 * Ends a live (unrevoked, unexpired) remember token of the member and answers whether this call
 * did: checking the token and ending it are one statement, so of several logins showing it at once
 * only one gets true. An unknown username (no member) costs the same lookup and gets false.
 */
export async function spendRememberToken(db: Db, tokenHash: string, memberId: bigint | undefined): Promise<boolean> {
  const row = await db
    .updateTable('remember_token')
    .set({ revoked_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenHash)
    .where('member_id', '=', memberId ?? NO_MEMBER)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

// ---------- new-address tickets ----------

/**
 * Holds a login for its code, unless the member's password is no longer `passwordHash` (the one the
 * login's proof was checked against): false then, and nothing is written. The member row is read
 * FOR SHARE, which a password update waits for and which waits for one: a change that came first
 * fails this check, and a ticket that came first is committed before the change ends the member's
 * tickets (endLoginTickets), so no ticket made with an old password outlives its change.
 */
export async function insertLoginTicket(
  db: Db,
  row: {
    tokenHash: string;
    memberId: bigint;
    passwordHash: string | null;
    codeId: string;
    ip: string;
    loginFrom: 'member' | 'agent';
    remember: boolean;
    weakPassword: boolean;
    expiresAt: Date;
  },
): Promise<boolean> {
  const { rows } = await sql<{ id: string }>`
    INSERT INTO login_ticket (token_hash, member_id, code_id, ip, login_from, remember, weak_password, expires_at)
    SELECT ${row.tokenHash}::text, m.id, ${row.codeId}::uuid, ${row.ip}::text, ${row.loginFrom}::text, ${row.remember}::boolean,
      ${row.weakPassword}::boolean, ${row.expiresAt}::timestamptz
    FROM member m
    WHERE m.id = ${row.memberId.toString()}::bigint AND m.password_hash IS NOT DISTINCT FROM ${row.passwordHash}::text
    FOR SHARE
    RETURNING id`.execute(db);
  return rows.length > 0;
}

export async function findLoginTicket(db: Db, tokenHash: string) {
  return db
    .selectFrom('login_ticket')
    .innerJoin('verification_code', 'verification_code.id', 'login_ticket.code_id')
    .select([
      'login_ticket.id',
      'login_ticket.member_id',
      'login_ticket.code_id',
      'login_ticket.ip',
      'login_ticket.login_from',
      'login_ticket.remember',
      'login_ticket.weak_password',
      'login_ticket.expires_at',
      'login_ticket.consumed_at',
      'verification_code.target',
    ])
    .where('login_ticket.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Ends the member's pending tickets, as used (the verification refuses them like any used ticket,
 * and the cleanup keeps them for the retention like one): a new password ends the logins held on
 * the old one. Run after the password update, in its transaction: that update's row lock makes a
 * ticket being written (insertLoginTicket) either see the new password or be committed, and so
 * seen here, by the time this statement starts.
 */
export async function endLoginTickets(db: Db, memberId: bigint, now: Date): Promise<void> {
  await db.updateTable('login_ticket').set({ consumed_at: now }).where('member_id', '=', memberId).where('consumed_at', 'is', null).execute();
}

/** Uses a ticket up; false when another request got there first. */
export async function consumeLoginTicket(db: Db, id: string): Promise<boolean> {
  const row = await db
    .updateTable('login_ticket')
    .set({ consumed_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

// ---------- captchas ----------

export async function insertCaptcha(db: Db, row: { id: string; answerHash: string; ip: string; expiresAt: Date }): Promise<void> {
  await db.insertInto('captcha').values({ id: row.id, answer_hash: row.answerHash, ip: row.ip, expires_at: row.expiresAt, used_at: null }).execute();
}

/** Marks a captcha used and answers what is needed to judge the answer; undefined when unknown or already used. */
export async function useCaptcha(db: Db, id: string): Promise<{ answer_hash: string; expires_at: Date } | undefined> {
  return db
    .updateTable('captcha')
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returning(['answer_hash', 'expires_at'])
    .executeTakeFirst();
}

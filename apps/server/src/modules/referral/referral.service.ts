import type { ReferralFriendsValue, ReferralSummaryValue } from '@lumen/contracts/member/referral.contract';
import { randomInt } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * Invite friends: the member's own invitation code (made the first time it is asked for) and the
 * friends who registered with it. Registration (auth) reads the codes and writes `member_referral`.
 */

type Db = Kysely<DB>;

/** No 0/O or 1/I: a code is read aloud and typed from a screenshot. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

export function newInvitationCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** The member's code, made and kept on first use; a code another account holds is drawn again. */
export async function invitationCodeOf(db: Db, memberId: bigint): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const row = await db.selectFrom('member').select('referral_code').where('id', '=', memberId).executeTakeFirstOrThrow();
    if (row.referral_code) return row.referral_code;
    const code = newInvitationCode();
    // Two first views at once: one code wins (the condition), the other reads it on the next turn.
    const taken = await sql<{ id: string }>`
      UPDATE member SET referral_code = ${code}
      WHERE id = ${memberId.toString()}::bigint AND referral_code IS NULL
        AND NOT EXISTS (SELECT 1 FROM member o WHERE upper(o.referral_code) = ${code})
      RETURNING id::text AS id`.execute(db);
    if (taken.rows.length > 0) return code;
  }
  throw new Error(`no invitation code could be made for member ${memberId}`);
}

/** First two characters and the last, the rest starred: friends are shown, not exposed. */
export function maskUsername(username: string): string {
  if (username.length <= 3) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-1)}`;
}

/** The first credited deposit of a friend (a DEPOSIT transfer about it), correlated on `f.id`. */
const firstDeposit = sql`(SELECT min(t.created_at) FROM ledger_transfer t WHERE t.member_id = f.id AND t.kind = 'DEPOSIT')`;

export async function referralSummary(db: Db, memberId: bigint): Promise<ReferralSummaryValue> {
  const code = await invitationCodeOf(db, memberId);
  const counted = await sql<{ invited: string; deposited: string }>`
    SELECT count(*)::text AS invited, count(*) FILTER (WHERE ${firstDeposit} IS NOT NULL)::text AS deposited
    FROM member_referral r JOIN member f ON f.id = r.member_id
    WHERE r.referrer_id = ${memberId.toString()}::bigint`.execute(db);
  return { code, invited: Number(counted.rows[0]?.invited ?? 0), deposited: Number(counted.rows[0]?.deposited ?? 0) };
}

/** The friends who joined with the member's code, newest first. */
export async function referralFriends(db: Db, memberId: bigint, page: { pageNo: number; pageSize: number }): Promise<ReferralFriendsValue> {
  const member = memberId.toString();
  const [counted, rows] = await Promise.all([
    sql<{ n: string }>`SELECT count(*)::text AS n FROM member_referral WHERE referrer_id = ${member}::bigint`.execute(db),
    sql<{ username: string; joined_at: Date | string; first_deposit_at: Date | string | null }>`
      SELECT f.username, r.created_at AS joined_at, ${firstDeposit} AS first_deposit_at
      FROM member_referral r JOIN member f ON f.id = r.member_id
      WHERE r.referrer_id = ${member}::bigint
      ORDER BY r.created_at DESC, r.member_id DESC
      LIMIT ${page.pageSize} OFFSET ${(page.pageNo - 1) * page.pageSize}`.execute(db),
  ]);
  const total = Number(counted.rows[0]?.n ?? 0);
  return {
    list: rows.rows.map((row) => ({
      username: maskUsername(row.username),
      joinedAt: new Date(row.joined_at).toISOString(),
      firstDepositAt: row.first_deposit_at === null ? null : new Date(row.first_deposit_at).toISOString(),
    })),
    pageNo: page.pageNo,
    totalPages: Math.ceil(total / page.pageSize),
    total,
  };
}

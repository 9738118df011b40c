import { TRIAL_TYPE } from '@lumen/contracts/auth/auth.contract';
import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import {
  type BonusListValue,
  type BonusSource,
  type ClaimRewardValue,
  type GrantedReward,
  MAX_REWARD_AMOUNT,
  type RewardListValue,
  type RewardStatus,
} from '@lumen/contracts/member/rewards.contract';
import { formatMinor, groupAmount, toMinor } from '@lumen/contracts/wallet/money';
import { type Kysely, sql } from 'kysely';
import { type MemberIdSql, memberIdSql } from '../../db/prepared.ts';
import type { DB } from '../../db/schema.ts';
import { DomainError, fieldIssue, validationFailed } from '../../http/domain-error.ts';
import { sha256Hex } from '../../lib/secrets.ts';
import { type Translated, translate } from '../../lib/translated.ts';
import { MAIN_WALLET, mainBalance, postTransfer } from '../wallet/ledger.ts';

/**
 * The reward centre. The operator grants a bonus to one member, or to every member registered at
 * that moment (a member who joins later does not get it); each member may claim it once before it
 * expires. A claim is one BONUS transfer from the house's bonus book into the member's main wallet,
 * keyed by reward and member, and a claim row written in the same transaction: two claims at once
 * post one transfer (the ledger's key) and one row (the claim's primary key).
 */

type Db = Kysely<DB>;

const MAX_REWARD_MINOR = toMinor(MAX_REWARD_AMOUNT);

/**
 * The rewards a member may see: its own and those to everyone granted after it registered. `m` is
 * the member row, `r` the reward. Trial accounts hold no real money and see none.
 */
const eligible = sql`(m.type <> ${TRIAL_TYPE} AND (r.member_id = m.id OR (r.member_id IS NULL AND r.created_at >= m.created_at)))`;

/** The ledger key of a member's claim of a reward: one movement per reward and member, for ever. */
export const claimKey = (rewardId: string | bigint, memberId: bigint) => `reward:${rewardId}:${memberId}`;

/** Rewards the member can claim now: eligible, not expired, not claimed. */
/** The same count as a scalar subquery, for statements that read it beside other things (the member info). */
export const availableRewardsSql = (memberId: MemberIdSql) => sql<string>`(
    SELECT count(*)::text FROM member m JOIN reward r ON ${eligible}
    WHERE m.id = ${memberIdSql(memberId)} AND r.expires_at > now()
      AND NOT EXISTS (SELECT 1 FROM reward_claim c WHERE c.reward_id = r.id AND c.member_id = m.id))`;

export async function availableRewardCount(db: Db, memberId: bigint): Promise<number> {
  const result = await sql<{ n: string }>`SELECT ${availableRewardsSql(memberId)} AS n`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

interface RewardRow {
  id: string;
  title: Translated;
  body: Translated;
  amount: string;
  created_at: Date | string;
  expires_at: Date | string;
  claimed_at: Date | string | null;
  transfer_id: string | null;
}

/** Which of a member's rewards a status means, over `r` (reward), `c` (the member's claim, if any). */
function statusCondition(status: RewardStatus) {
  switch (status) {
    case 'AVAILABLE':
      return sql`c.reward_id IS NULL AND r.expires_at > now()`;
    case 'CLAIMED':
      return sql`c.reward_id IS NOT NULL`;
    case 'EXPIRED':
      return sql`c.reward_id IS NULL AND r.expires_at <= now()`;
  }
}

/** Ordering per status: what expires first, what was claimed last, what expired last. */
function statusOrder(status: RewardStatus) {
  switch (status) {
    case 'AVAILABLE':
      return sql`r.expires_at ASC, r.id ASC`;
    case 'CLAIMED':
      return sql`c.claimed_at DESC, r.id DESC`;
    case 'EXPIRED':
      return sql`r.expires_at DESC, r.id DESC`;
  }
}

/** One page of the member's rewards of a status, in the caller's language, with the status's total and the available count. */
export async function listRewards(
  db: Db,
  memberId: bigint,
  query: { status: RewardStatus; pageNo: number; pageSize: number },
  lang: LanguageCode,
): Promise<RewardListValue> {
  const member = memberId.toString();
  const from = sql`member m JOIN reward r ON ${eligible}
    LEFT JOIN reward_claim c ON c.reward_id = r.id AND c.member_id = m.id`;
  const where = sql`m.id = ${member}::bigint AND ${statusCondition(query.status)}`;
  const [counted, rows, available] = await Promise.all([
    sql<{ n: string; total: string }>`SELECT count(*)::text AS n, coalesce(sum(r.amount), 0)::text AS total FROM ${from} WHERE ${where}`.execute(db),
    sql<RewardRow>`
      SELECT r.id::text AS id, r.title, r.body, r.amount::text AS amount, r.created_at, r.expires_at, c.claimed_at, c.transfer_id::text AS transfer_id
      FROM ${from} WHERE ${where}
      ORDER BY ${statusOrder(query.status)}
      LIMIT ${query.pageSize} OFFSET ${(query.pageNo - 1) * query.pageSize}`.execute(db),
    availableRewardCount(db, memberId),
  ]);
  const total = Number(counted.rows[0]?.n ?? 0);
  return {
    list: rows.rows.map((row) => ({
      id: row.id,
      title: translate(row.title, lang),
      body: translate(row.body, lang),
      amount: formatMinor(BigInt(row.amount)),
      status: query.status,
      createdAt: new Date(row.created_at).toISOString(),
      expiresAt: new Date(row.expires_at).toISOString(),
      claimedAt: row.claimed_at === null ? null : new Date(row.claimed_at).toISOString(),
      transferId: row.transfer_id,
    })),
    pageNo: query.pageNo,
    totalPages: Math.ceil(total / query.pageSize),
    total,
    available,
    totalAmount: formatMinor(BigInt(counted.rows[0]?.total ?? '0')),
  };
}

/** A claimed rebate's line in the bonus details. */
const REBATE_TITLE: Translated = { EN: 'Manual rebate', UR: 'دستی ریبیٹ', ZH: '手动返水', TH: 'เงินคืนแบบกดรับเอง', VI: 'Hoàn trả thủ công' };

/**
 * Bonus details: every BONUS and REBATE transfer into the member's wallet, newest first, whatever
 * paid it (a reward, a mission, a raffle prize, a rebate), read from the ledger with the title of
 * what paid it.
 */
export async function listBonuses(db: Db, memberId: bigint, query: { pageNo: number; pageSize: number }, lang: LanguageCode): Promise<BonusListValue> {
  const member = memberId.toString();
  const paid = sql`
    SELECT t.id, t.created_at, t.reference, t.memo, sum(e.amount) AS amount
    FROM ledger_transfer t
    JOIN ledger_entry e ON e.transfer_id = t.id
    JOIN ledger_account a ON a.id = e.account_id AND a.owner_kind = 'MEMBER' AND a.member_id = t.member_id
    WHERE t.member_id = ${member}::bigint AND t.kind IN ('BONUS', 'REBATE')
    GROUP BY t.id`;
  const [counted, rows] = await Promise.all([
    sql<{ n: string; total: string }>`SELECT count(*)::text AS n, coalesce(sum(amount), 0)::text AS total FROM (${paid}) b`.execute(db),
    sql<{ id: string; created_at: Date | string; reference: string; amount: string; title: Translated | null }>`
      SELECT b.id::text AS id, b.created_at, b.reference, b.amount::text AS amount, coalesce(r.title, m.title, an.title) AS title
      FROM (${paid}) b
      LEFT JOIN reward r ON r.id = (b.memo->>'reward')::bigint
      LEFT JOIN mission m ON m.id = (b.memo->>'mission')::integer
      LEFT JOIN raffle ra ON ra.id = (b.memo->>'raffle')::bigint
      LEFT JOIN announcement an ON an.id = ra.announcement_id
      ORDER BY b.created_at DESC, b.id DESC
      LIMIT ${query.pageSize} OFFSET ${(query.pageNo - 1) * query.pageSize}`.execute(db),
  ]);
  const total = Number(counted.rows[0]?.n ?? 0);
  return {
    list: rows.rows.map((row) => ({
      transferId: row.id,
      source: bonusSourceOf(row.reference),
      title: translate(row.title ?? (bonusSourceOf(row.reference) === 'REBATE' ? REBATE_TITLE : { EN: row.reference }), lang),
      amount: formatMinor(BigInt(row.amount)),
      paidAt: new Date(row.created_at).toISOString(),
    })),
    pageNo: query.pageNo,
    totalPages: Math.ceil(total / query.pageSize),
    total,
    totalAmount: formatMinor(BigInt(counted.rows[0]?.total ?? '0')),
  };
}

/** A bonus's reference names what paid it: `reward:<id>`, `mission:<id>`, `raffle:<id>`, `rebate:<id>`. */
function bonusSourceOf(reference: string): BonusSource {
  const prefix = reference.split(':', 1)[0];
  if (prefix === 'mission') return 'MISSION';
  if (prefix === 'raffle') return 'RAFFLE';
  if (prefix === 'rebate') return 'REBATE';
  return 'REWARD';
}

/**
 * Claims a reward into the member's main wallet, exactly once: claiming again answers the first
 * claim (`replayed`) and moves nothing. NOT_FOUND when the member may not see the reward,
 * REWARD_EXPIRED when it was not claimed in time.
 */
export async function claimReward(db: Db, memberId: bigint, id: string): Promise<ClaimRewardValue> {
  // The key is built from the id, so it must have one spelling: "2" and "02" are one reward, and
  // two keys for it would let claims sent at once both pay.
  const rewardId = BigInt(id).toString();
  const member = memberId.toString();
  const claimed = await db.transaction().execute(async (trx) => {
    const found = await sql<{ amount: string; currency: string; expired: boolean; transfer_id: string | null }>`
      SELECT r.amount::text AS amount, r.currency, r.expires_at <= now() AS expired, c.transfer_id::text AS transfer_id
      FROM member m JOIN reward r ON ${eligible}
      LEFT JOIN reward_claim c ON c.reward_id = r.id AND c.member_id = m.id
      WHERE m.id = ${member}::bigint AND r.id = ${rewardId}::bigint`.execute(trx);
    const reward = found.rows[0];
    if (!reward) throw new DomainError('NOT_FOUND');
    const amount = BigInt(reward.amount);
    if (reward.transfer_id !== null) return { amount, currency: reward.currency, transferId: reward.transfer_id, replayed: true };
    if (reward.expired) throw new DomainError('REWARD_EXPIRED');
    // Two claims at once: the second waits on the first's key, then finds it posted (replayed) and
    // writes no second claim row.
    const transfer = await postTransfer(trx, {
      key: claimKey(rewardId, memberId),
      kind: 'BONUS',
      currency: reward.currency,
      memberId,
      legs: [
        { account: { house: 'BONUS_EXPENSE' }, amount: -amount },
        { account: { member: memberId, wallet: MAIN_WALLET }, amount },
      ],
      reference: `reward:${rewardId}`,
      memo: { reward: rewardId },
      actor: `member:${member}`,
    });
    await trx
      .insertInto('reward_claim')
      .values({ reward_id: BigInt(rewardId), member_id: memberId, transfer_id: transfer.id })
      .onConflict((oc) => oc.columns(['reward_id', 'member_id']).doNothing())
      .execute();
    return { amount, currency: reward.currency, transferId: transfer.id.toString(), replayed: transfer.replayed };
  });
  const [balance, available] = await Promise.all([mainBalance(db, memberId, claimed.currency), availableRewardCount(db, memberId)]);
  return {
    id: rewardId,
    amount: formatMinor(claimed.amount),
    transferId: claimed.transferId,
    balance: formatMinor(balance),
    replayed: claimed.replayed,
    available,
  };
}

export interface GrantInput {
  username?: string | undefined;
  title: Partial<Record<LanguageCode, string>>;
  body?: Partial<Record<LanguageCode, string>> | undefined;
  amount: string | number;
  validDays: number;
  operatorId: bigint;
  currency: string;
  lang: LanguageCode;
  /** The desk's Idempotency-Key: the same key answers the first grant (`replayed`) instead of granting again. */
  requestKey?: string | undefined;
}

const DAY_MS = 86_400_000;

/** The operator's grant, to one member (by username) or to every member registered now; VALIDATION_FAILED names what is wrong. */
export async function grantReward(
  db: Db,
  input: GrantInput,
): Promise<{ id: string; memberId: bigint | null; amount: bigint; expiresAt: string; replayed: boolean }> {
  const amount = toMinor(input.amount);
  if (amount > MAX_REWARD_MINOR) throw validationFailed([fieldIssue(input.lang, 'amount', 'too_big', { max: groupAmount(MAX_REWARD_AMOUNT) })], input.lang);
  let memberId: bigint | null = null;
  if (input.username) {
    const member = await db.selectFrom('member').select(['id', 'type']).where('username', '=', input.username.toLowerCase()).executeTakeFirst();
    // Trial accounts cannot hold real money: they are not members a reward can go to.
    if (!member || member.type === TRIAL_TYPE) throw validationFailed([fieldIssue(input.lang, 'username', 'invalid_value')], input.lang);
    memberId = BigInt(member.id);
  }
  const body = input.body ?? { EN: '' };
  const requestKey = input.requestKey === undefined ? null : `operator:${input.operatorId}:${input.requestKey}`;
  const requestHash = sha256Hex(JSON.stringify([memberId?.toString() ?? null, input.title, body, amount.toString(), input.validDays, input.currency]));
  // A key seen before inserts nothing (a grant running at the same time waits for it here).
  const row = await sql<{ id: string; expires_at: Date | string }>`
    INSERT INTO reward (member_id, title, body, amount, currency, expires_at, created_by, request_key, request_hash)
    VALUES (${memberId?.toString() ?? null}::bigint, ${JSON.stringify(input.title)}::jsonb, ${JSON.stringify(body)}::jsonb,
            ${amount.toString()}::bigint, ${input.currency}, now() + ${`${input.validDays * DAY_MS} milliseconds`}::interval,
            ${`operator:${input.operatorId}`}, ${requestKey}, ${requestKey === null ? null : requestHash})
    ON CONFLICT (request_key) DO NOTHING
    RETURNING id::text AS id, expires_at`.execute(db);
  const created = row.rows[0];
  if (created) return { id: created.id, memberId, amount, expiresAt: new Date(created.expires_at).toISOString(), replayed: false };
  const first = await db
    .selectFrom('reward')
    .select(['id', 'expires_at', 'request_hash'])
    .where('request_key', '=', requestKey)
    .executeTakeFirstOrThrow();
  if (first.request_hash !== requestHash) throw new DomainError('IDEMPOTENCY_CONFLICT');
  return { id: String(first.id), memberId, amount, expiresAt: new Date(first.expires_at).toISOString(), replayed: true };
}

/** The rewards granted, newest first, with how many members claimed each and how much was paid. */
export async function listGrantedRewards(
  db: Db,
  page: { pageNo: number; pageSize: number },
  lang: LanguageCode,
): Promise<{ list: GrantedReward[]; pageNo: number; totalPages: number; total: number }> {
  const [counted, rows] = await Promise.all([
    sql<{ n: string }>`SELECT count(*)::text AS n FROM reward`.execute(db),
    sql<{
      id: string;
      title: Translated;
      amount: string;
      username: string | null;
      claims: string;
      claimed: string;
      created_at: Date | string;
      expires_at: Date | string;
      created_by: string;
    }>`
      SELECT r.id::text AS id, r.title, r.amount::text AS amount, m.username, r.created_at, r.expires_at, r.created_by,
             (SELECT count(*) FROM reward_claim c WHERE c.reward_id = r.id)::text AS claims,
             ((SELECT count(*) FROM reward_claim c WHERE c.reward_id = r.id) * r.amount)::text AS claimed
      FROM reward r LEFT JOIN member m ON m.id = r.member_id
      ORDER BY r.id DESC
      LIMIT ${page.pageSize} OFFSET ${(page.pageNo - 1) * page.pageSize}`.execute(db),
  ]);
  const total = Number(counted.rows[0]?.n ?? 0);
  return {
    list: rows.rows.map((row) => ({
      id: row.id,
      title: translate(row.title, lang),
      amount: formatMinor(BigInt(row.amount)),
      username: row.username,
      claims: Number(row.claims),
      claimedAmount: formatMinor(BigInt(row.claimed)),
      createdAt: new Date(row.created_at).toISOString(),
      expiresAt: new Date(row.expires_at).toISOString(),
      createdBy: row.created_by,
    })),
    pageNo: page.pageNo,
    totalPages: Math.ceil(total / page.pageSize),
    total,
  };
}

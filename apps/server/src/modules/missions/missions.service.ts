import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import { MAX_REWARD_AMOUNT } from '@lumen/contracts/member/rewards.contract';
import type {
  AdminMission,
  ClaimMissionValue,
  LeaderboardEntry,
  Mission,
  MissionKind,
  MissionLeaderboardValue,
  MissionPeriod,
  MissionSummaryValue,
} from '@lumen/contracts/member/missions.contract';
import { formatMinor, parseAmount, toMinor } from '@lumen/contracts/wallet/money';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { DomainError, fieldIssue, validationFailed } from '../../http/domain-error.ts';
import { type Translated, translate } from '../../lib/translated.ts';
import { periodBounds } from '../agent/team.service.ts';
import { maskUsername } from '../referral/referral.service.ts';
import { MAIN_WALLET, mainBalance, postTransfer } from '../wallet/ledger.ts';

/**
 * Missions. Progress is read from what the member did in the mission's period (a UTC day, or the
 * week from Monday): real-money rounds (rolled-back ones left out) for turnover, rounds and wins,
 * credited deposits for deposits. A completed mission pays its reward into the main wallet when
 * claimed, once per period: one BONUS transfer from the bonus book keyed by mission, member and
 * period, and a claim row in the same transaction. The leaderboard ranks the week's claims.
 */

type Db = Kysely<DB>;

const MONEY_KINDS: readonly MissionKind[] = ['TURNOVER', 'DEPOSIT'];

function bounds(period: MissionPeriod, now: Date) {
  return periodBounds(period === 'DAILY' ? 'today' : 'thisWeek', now);
}

interface MissionRow {
  id: number;
  title: Translated;
  kind: MissionKind;
  category_code: string | null;
  period: MissionPeriod;
  target: string;
  reward: string;
}

/**
 * What the member did towards each mission in its current period, and whether it was claimed.
 * One statement: the day's and the week's rounds and deposits are each summed once.
 */
async function progressOf(db: Db, memberId: bigint, now: Date, missionId?: number) {
  const day = bounds('DAILY', now);
  const week = bounds('WEEKLY', now);
  const member = memberId.toString();
  const rows = await sql<MissionRow & { progress: string; claimed: boolean }>`
    WITH rounds AS (
      SELECT r.category_code, r.created_at >= ${day.from} AS today, r.stake, r.win
      FROM game_round r
      WHERE r.member_id = ${member}::bigint AND r.mode = 'REAL' AND r.status <> 'ROLLED_BACK'
        AND r.created_at >= ${week.from} AND r.created_at < ${week.to}
    ), deposits AS (
      SELECT t.created_at >= ${day.from} AS today, e.amount
      FROM ledger_transfer t
      JOIN ledger_entry e ON e.transfer_id = t.id
      JOIN ledger_account a ON a.id = e.account_id AND a.owner_kind = 'MEMBER' AND a.member_id = t.member_id
      WHERE t.member_id = ${member}::bigint AND t.kind = 'DEPOSIT' AND t.created_at >= ${week.from} AND t.created_at < ${week.to}
    )
    SELECT m.id, m.title, m.kind, m.category_code, m.period, m.target::text AS target, m.reward::text AS reward,
      CASE m.kind
        WHEN 'TURNOVER' THEN (SELECT coalesce(sum(stake), 0) FROM rounds r WHERE (m.period = 'WEEKLY' OR r.today) AND (m.category_code IS NULL OR r.category_code = m.category_code))
        WHEN 'ROUNDS' THEN (SELECT count(*) FROM rounds r WHERE (m.period = 'WEEKLY' OR r.today) AND (m.category_code IS NULL OR r.category_code = m.category_code))
        WHEN 'WINS' THEN (SELECT count(*) FROM rounds r WHERE r.win > r.stake AND (m.period = 'WEEKLY' OR r.today) AND (m.category_code IS NULL OR r.category_code = m.category_code))
        ELSE (SELECT coalesce(sum(amount), 0) FROM deposits d WHERE m.period = 'WEEKLY' OR d.today)
      END::text AS progress,
      EXISTS (
        SELECT 1 FROM mission_claim c WHERE c.mission_id = m.id AND c.member_id = ${member}::bigint
          AND c.period_start = CASE m.period WHEN 'DAILY' THEN ${day.from}::timestamptz ELSE ${week.from}::timestamptz END
      ) AS claimed
    FROM mission m
    WHERE m.enabled AND (${missionId ?? null}::integer IS NULL OR m.id = ${missionId ?? null}::integer)
    ORDER BY m.period, m.sort, m.id`.execute(db);
  return rows.rows;
}

function amountOrCount(kind: MissionKind, value: bigint): string {
  return MONEY_KINDS.includes(kind) ? formatMinor(value) : value.toString();
}

/** Every enabled mission with the member's progress this period, what is claimable, and what missions paid this week. */
export async function missionSummary(db: Db, memberId: bigint, lang: LanguageCode, now = new Date()): Promise<MissionSummaryValue> {
  const week = bounds('WEEKLY', now);
  const [rows, earned] = await Promise.all([
    progressOf(db, memberId, now),
    sql<{ total: string }>`
      SELECT coalesce(sum(reward), 0)::text AS total FROM mission_claim
      WHERE member_id = ${memberId.toString()}::bigint AND claimed_at >= ${week.from} AND claimed_at < ${week.to}`.execute(db),
  ]);
  const list: Mission[] = rows.map((row) => {
    const progress = BigInt(row.progress);
    const target = BigInt(row.target);
    return {
      id: String(row.id),
      title: translate(row.title, lang),
      kind: row.kind,
      gameType: row.category_code,
      period: row.period,
      progress: amountOrCount(row.kind, progress),
      target: amountOrCount(row.kind, target),
      reward: formatMinor(BigInt(row.reward)),
      status: row.claimed ? 'CLAIMED' : progress >= target ? 'COMPLETED' : 'IN_PROGRESS',
      resetsAt: bounds(row.period, now).to.toISOString(),
    };
  });
  return { list, claimable: list.filter((m) => m.status === 'COMPLETED').length, earnedThisWeek: formatMinor(BigInt(earned.rows[0]?.total ?? '0')) };
}

/**
 * Pays a completed mission's reward for the current period, once: claiming again answers the first
 * claim (`replayed`). NOT_FOUND for a mission that does not exist or is switched off,
 * MISSION_NOT_COMPLETED below target.
 */
export async function claimMission(db: Db, memberId: bigint, missionId: number, currency: string, now = new Date()): Promise<ClaimMissionValue> {
  const member = memberId.toString();
  const claimed = await db.transaction().execute(async (trx) => {
    const [row] = await progressOf(trx, memberId, now, missionId);
    if (!row) throw new DomainError('NOT_FOUND');
    const periodStart = bounds(row.period, now).from;
    const key = `mission:${row.id}:${member}:${periodStart.toISOString()}`;
    if (row.claimed) {
      // Answered from the claim itself: the operator may have changed the reward since, and posting
      // the new amount under the first claim's key would be refused as a different request.
      const first = await trx
        .selectFrom('mission_claim')
        .select(['reward', 'transfer_id'])
        .where('mission_id', '=', row.id)
        .where('member_id', '=', memberId)
        .where('period_start', '=', periodStart)
        .executeTakeFirst();
      if (first) return { reward: BigInt(first.reward), transferId: String(first.transfer_id), replayed: true };
    }
    const reward = BigInt(row.reward);
    if (!row.claimed && BigInt(row.progress) < BigInt(row.target)) throw new DomainError('MISSION_NOT_COMPLETED');
    // A claim running at the same time: the ledger's key answers the first transfer.
    const transfer = await postTransfer(trx, {
      key,
      kind: 'BONUS',
      currency,
      memberId,
      legs: [
        { account: { house: 'BONUS_EXPENSE' }, amount: -reward },
        { account: { member: memberId, wallet: MAIN_WALLET }, amount: reward },
      ],
      reference: `mission:${row.id}`,
      memo: { mission: row.id, periodStart: periodStart.toISOString() },
      actor: `member:${member}`,
    });
    await trx
      .insertInto('mission_claim')
      .values({ mission_id: row.id, member_id: memberId, period_start: periodStart, reward, transfer_id: transfer.id })
      .onConflict((oc) => oc.columns(['mission_id', 'member_id', 'period_start']).doNothing())
      .execute();
    return { reward, transferId: transfer.id.toString(), replayed: transfer.replayed };
  });
  return {
    id: String(missionId),
    reward: formatMinor(claimed.reward),
    transferId: claimed.transferId,
    balance: formatMinor(await mainBalance(db, memberId, currency)),
    replayed: claimed.replayed,
  };
}

const LEADERBOARD_SIZE = 20;

/** This week's members by mission rewards claimed (then by missions, then by who got there first), and the caller's place. */
export async function missionLeaderboard(db: Db, memberId: bigint, now = new Date()): Promise<MissionLeaderboardValue> {
  const week = bounds('WEEKLY', now);
  const rows = await sql<{ member_id: string; username: string; missions: string; earned: string; rank: string }>`
    WITH ranked AS (
      SELECT c.member_id, count(*) AS missions, sum(c.reward) AS earned,
             rank() OVER (ORDER BY sum(c.reward) DESC, count(*) DESC, max(c.claimed_at) ASC, c.member_id ASC) AS rank
      FROM mission_claim c
      WHERE c.claimed_at >= ${week.from} AND c.claimed_at < ${week.to}
      GROUP BY c.member_id
    )
    SELECT r.member_id::text AS member_id, m.username, r.missions::text AS missions, r.earned::text AS earned, r.rank::text AS rank
    FROM ranked r JOIN member m ON m.id = r.member_id
    WHERE r.rank <= ${LEADERBOARD_SIZE} OR r.member_id = ${memberId.toString()}::bigint
    ORDER BY r.rank`.execute(db);
  const entry = (row: (typeof rows.rows)[number]): LeaderboardEntry => ({
    rank: Number(row.rank),
    username: maskUsername(row.username),
    missions: Number(row.missions),
    earned: formatMinor(BigInt(row.earned)),
  });
  const mine = rows.rows.find((row) => row.member_id === memberId.toString());
  return {
    weekStart: week.from.toISOString(),
    list: rows.rows.filter((row) => Number(row.rank) <= LEADERBOARD_SIZE).map(entry),
    me: mine ? entry(mine) : null,
  };
}

// ---------- the operator's ----------

/** Every mission as defined (on or off), with this week's claims. */
export async function adminMissions(db: Db, lang: LanguageCode, now = new Date()): Promise<AdminMission[]> {
  const week = bounds('WEEKLY', now);
  const rows = await sql<MissionRow & { code: string; enabled: boolean; claims: string }>`
    SELECT m.id, m.code, m.title, m.kind, m.category_code, m.period, m.target::text AS target, m.reward::text AS reward, m.enabled,
           (SELECT count(*) FROM mission_claim c WHERE c.mission_id = m.id AND c.claimed_at >= ${week.from} AND c.claimed_at < ${week.to})::text AS claims
    FROM mission m ORDER BY m.period, m.sort, m.id`.execute(db);
  return rows.rows.map((row) => ({
    id: String(row.id),
    code: row.code,
    title: translate(row.title, lang),
    kind: row.kind,
    gameType: row.category_code,
    period: row.period,
    target: amountOrCount(row.kind, BigInt(row.target)),
    reward: formatMinor(BigInt(row.reward)),
    enabled: row.enabled,
    claimsThisWeek: Number(row.claims),
  }));
}

const MAX_MISSION_REWARD = toMinor(MAX_REWARD_AMOUNT);
const MAX_COUNT_TARGET = 100_000n;

/**
 * Switches a mission on or off and changes its target or reward; claims already paid stay as they
 * were. NOT_FOUND for an unknown mission; VALIDATION_FAILED names a target that does not fit the
 * mission's kind or a reward above the maximum.
 */
export async function updateMission(
  db: Db,
  id: number,
  change: { enabled?: boolean | undefined; target?: string | undefined; reward?: string | number | undefined },
  lang: LanguageCode,
): Promise<AdminMission> {
  const mission = await db.selectFrom('mission').select(['id', 'kind']).where('id', '=', id).executeTakeFirst();
  if (!mission) throw new DomainError('NOT_FOUND');
  const issues = [];
  let target: bigint | undefined;
  if (change.target !== undefined) {
    if (MONEY_KINDS.includes(mission.kind)) {
      const minor = parseAmount(change.target);
      if (minor === null || minor <= 0n) issues.push(fieldIssue(lang, 'target', 'amount'));
      else if (minor > MAX_MISSION_REWARD * 100n) issues.push(fieldIssue(lang, 'target', 'too_big', { max: formatMinor(MAX_MISSION_REWARD * 100n) }));
      else target = minor;
    } else if (!/^[0-9]{1,6}$/.test(change.target) || BigInt(change.target) < 1n) {
      issues.push(fieldIssue(lang, 'target', 'invalid'));
    } else if (BigInt(change.target) > MAX_COUNT_TARGET) {
      issues.push(fieldIssue(lang, 'target', 'too_big', { max: MAX_COUNT_TARGET.toString() }));
    } else {
      target = BigInt(change.target);
    }
  }
  const reward = change.reward === undefined ? undefined : toMinor(change.reward);
  if (reward !== undefined && reward > MAX_MISSION_REWARD) issues.push(fieldIssue(lang, 'reward', 'too_big', { max: MAX_REWARD_AMOUNT }));
  if (issues.length > 0) throw validationFailed(issues, lang);
  await db
    .updateTable('mission')
    .set({
      ...(change.enabled === undefined ? {} : { enabled: change.enabled }),
      ...(target === undefined ? {} : { target }),
      ...(reward === undefined ? {} : { reward }),
    })
    .where('id', '=', id)
    .execute();
  const updated = (await adminMissions(db, lang)).find((m) => m.id === String(id));
  if (!updated) throw new Error(`mission ${id} vanished while it was updated`);
  return updated;
}

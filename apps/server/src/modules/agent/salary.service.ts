import {
  type AgentContract,
  type ConsolidatedContractsValue,
  type ContractAction,
  type ContractKind,
  contractKindFlags,
  contractKinds,
  type ContractPeriod,
  type ContractsValue,
  type ContractTier,
  kindPeriod,
  MAX_RATE_PERCENT,
  OFFERABLE_AGENTS_LIMIT,
  type OfferContractBody,
  offerContractBodySchema,
  ratePercentToBp,
  bpToRatePercent,
  type Settlement,
  type SettlementsValue,
  type AdminContractsValue,
  type OfferableAgentsValue,
} from '@lumen/contracts/agent/salary.contract';
import { isAgentType } from '@lumen/contracts/auth/auth.contract';
import { errorMessages } from '@lumen/contracts/i18n/error-messages';
import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import { formatMinor, parseAmount } from '@lumen/contracts/wallet/money';
import type { z } from 'zod';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { DomainError, fieldIssue, validationFailed } from '../../http/domain-error.ts';
import { listPage, type PageQuery } from '../../http/paging.ts';
import { moneyText, notifyAccount } from '../messages/messages.service.ts';
import { accountTemplates, render } from '../messages/templates.ts';
import { findFlags } from '../system/system.repository.ts';
import { MAIN_WALLET, postTransfer } from '../wallet/ledger.ts';
import { isUniqueViolation, iso } from '../wallet/payments-common.ts';
import { getWalletSettings } from '../wallet/wallet-settings.ts';
import type { AgentContractTable, StoredTier } from './salary.table.ts';
import { agentTypeList, likePrefix } from './team.service.ts';

/**
 * Agent contracts and their settlement (see `salary.contract.ts` for the rules as the API states them).
 *
 * Settlement: a contract pays for each period of its kind from the one it was accepted in to the one
 * it ended in. For a period, the agent's governing contract is its latest one accepted before the
 * period ended and not ended before it began, so a replaced contract and its successor never both pay
 * a period. The team's figures are its real-money rounds settled in the period (read through the
 * rounds' member and start-time index, up to ROUND_LOOKBACK before the period). The agent is paid the
 * level difference: its rate on its team, less the gross its contracted agents directly below earn on
 * theirs (never below zero). One settlement row per (kind, agent, period) is the guard that pays once;
 * the SALARY transfer is keyed the same way.
 */

type Db = Kysely<DB>;
type ContractRow = Omit<AgentContractTable, 'id' | 'status' | 'offered_at' | 'tiers'> & {
  id: bigint | string;
  status: AgentContract['status'];
  offered_at: Date | string;
  tiers: StoredTier[] | string;
};

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Rounds started this long before a period and settled in it still count in it. */
export const ROUND_LOOKBACK = '2 days';
/** How long after a period ends its settlement waits for rounds settling at the last moment. */
const GRACE_MS: Record<ContractPeriod, number> = {
  FIVE_MINUTES: 30_000,
  HOURLY: 2 * MINUTE_MS,
  DAILY: 10 * MINUTE_MS,
  WEEKLY: 10 * MINUTE_MS,
  SEMIMONTHLY: 10 * MINUTE_MS,
  MONTHLY: 10 * MINUTE_MS,
};
const BP = 10_000n;

// ---------- periods (UTC, the site's day) ----------

/** The start of the period of `period` that holds `at`. Weeks start on Monday; half-months on the 1st and the 16th. */
export function periodStart(period: ContractPeriod, at: Date): Date {
  const t = at.getTime();
  const y = at.getUTCFullYear();
  const m = at.getUTCMonth();
  const day = Date.UTC(y, m, at.getUTCDate());
  switch (period) {
    case 'FIVE_MINUTES':
      return new Date(t - (t % (5 * MINUTE_MS)));
    case 'HOURLY':
      return new Date(t - (t % (60 * MINUTE_MS)));
    case 'DAILY':
      return new Date(day);
    case 'WEEKLY':
      return new Date(day - ((at.getUTCDay() + 6) % 7) * DAY_MS);
    case 'SEMIMONTHLY':
      return new Date(Date.UTC(y, m, at.getUTCDate() >= 16 ? 16 : 1));
    case 'MONTHLY':
      return new Date(Date.UTC(y, m, 1));
  }
}

/** The end (exclusive) of the period starting at `start`. */
export function periodEnd(period: ContractPeriod, start: Date): Date {
  const t = start.getTime();
  switch (period) {
    case 'FIVE_MINUTES':
      return new Date(t + 5 * MINUTE_MS);
    case 'HOURLY':
      return new Date(t + 60 * MINUTE_MS);
    case 'DAILY':
      return new Date(t + DAY_MS);
    case 'WEEKLY':
      return new Date(t + 7 * DAY_MS);
    case 'SEMIMONTHLY':
      return start.getUTCDate() === 1
        ? new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 16))
        : new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
    case 'MONTHLY':
      return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  }
}

/** The settlement job's position for a contract whose next period to settle starts at `from`. */
export function settlementPosition(period: ContractPeriod, from: Date): { settled_until: Date; settle_after: Date } {
  return { settled_until: from, settle_after: new Date(periodEnd(period, from).getTime() + GRACE_MS[period]) };
}

/** "2026-11-25", or "2026-11-01 to 2026-11-30" for a period of several days. */
function periodText(from: Date, to: Date): string {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const last = new Date(to.getTime() - 1);
  return day(from) === day(last) ? day(from) : `${day(from)} – ${day(last)}`;
}

// ---------- tiers ----------

const tiersOf = (row: { tiers: StoredTier[] | string }): StoredTier[] => (typeof row.tiers === 'string' ? (JSON.parse(row.tiers) as StoredTier[]) : row.tiers);

function tierView(tier: StoredTier): ContractTier {
  return {
    rate: bpToRatePercent(tier.rateBp),
    minBet: formatMinor(BigInt(tier.minBet)),
    minActive: tier.minActive,
    minLoss: formatMinor(BigInt(tier.minLoss)),
    singleBet: formatMinor(BigInt(tier.singleBet)),
  };
}

type ParsedOffer = z.output<typeof offerContractBodySchema>;

/** The offer's tiers as stored; VALIDATION_FAILED naming `tiers.<i>.rate` for a rate that is no percent or above the kind's cap. */
function storedTiers(body: ParsedOffer, lang: LanguageCode): StoredTier[] {
  const cap = ratePercentToBp(MAX_RATE_PERCENT[body.kind]) ?? 0;
  const minor = (text: string) => parseAmount(text.trim() === '' ? '0' : text) ?? 0n;
  const issues = [];
  const tiers: StoredTier[] = [];
  for (const [i, tier] of body.tiers.entries()) {
    const rateBp = ratePercentToBp(tier.rate);
    if (rateBp === null) issues.push(fieldIssue(lang, `tiers.${i}.rate`, 'invalid_value'));
    else if (rateBp > cap) issues.push(fieldIssue(lang, `tiers.${i}.rate`, 'too_big', { max: MAX_RATE_PERCENT[body.kind] }));
    tiers.push({
      rateBp: rateBp ?? 0,
      minBet: minor(tier.minBet).toString(),
      minActive: tier.minActive,
      minLoss: minor(tier.minLoss).toString(),
      singleBet: minor(tier.singleBet).toString(),
    });
  }
  if (issues.length > 0) throw validationFailed(issues, lang);
  return tiers;
}

// ---------- the team's figures and what a contract makes of them ----------

interface TeamFigures {
  bet: bigint;
  profitLoss: bigint;
  active: number;
  /** Stake of the rounds of at least each threshold (real-time salary). */
  atLeast: Map<bigint, bigint>;
}

/** An agent's team (its downline, itself excluded) in [from, to): real-money rounds settled in it, in the site's currency. */
async function teamFigures(db: Db, agentId: bigint, from: Date, to: Date, currency: string, thresholds: bigint[]): Promise<TeamFigures> {
  const extra = thresholds.map((t, i) => sql`, coalesce(sum(r.stake) FILTER (WHERE r.stake >= ${t.toString()}::bigint), 0)::text AS ${sql.ref(`t${i}`)}`);
  const result = await sql<Record<string, string>>`
    SELECT coalesce(sum(r.stake), 0)::text AS bet, coalesce(sum(r.win - r.stake), 0)::text AS pl, count(DISTINCT r.member_id)::text AS active ${sql.join(extra, sql``)}
    FROM member a
    JOIN member m ON m.path <@ a.path AND m.id <> a.id
    JOIN game_round r ON r.member_id = m.id
    WHERE a.id = ${agentId.toString()}::bigint
      AND r.mode = 'REAL' AND r.status = 'SETTLED' AND r.currency = ${currency}
      AND r.created_at >= ${from}::timestamptz - ${ROUND_LOOKBACK}::interval AND r.created_at < ${to}
      AND r.settled_at >= ${from} AND r.settled_at < ${to}`.execute(db);
  const row = result.rows[0] ?? {};
  return {
    bet: BigInt(row.bet ?? '0'),
    profitLoss: BigInt(row.pl ?? '0'),
    active: Number(row.active ?? '0'),
    atLeast: new Map(thresholds.map((t, i) => [t, BigInt(row[`t${i}`] ?? '0')])),
  };
}

interface Earning {
  figures: TeamFigures;
  base: bigint;
  rateBp: number | null;
  gross: bigint;
}

const floorRate = (amount: bigint, rateBp: number) => (amount * BigInt(rateBp)) / BP;

/** What a contract's tiers make of a team's figures (see the contract's tier rules). */
export function evaluate(kind: ContractKind, tiers: StoredTier[], f: TeamFigures): Omit<Earning, 'figures'> {
  if (kind === 'REALTIME_SALARY') {
    // Each bet earns the best rate of the tiers whose single-bet amount it reaches.
    const thresholds = [...new Set(tiers.map((t) => BigInt(t.singleBet)))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    let base = 0n;
    let gross = 0n;
    let top: number | null = null;
    for (const [i, threshold] of thresholds.entries()) {
      const next = thresholds[i + 1];
      const bucket = (f.atLeast.get(threshold) ?? 0n) - (next === undefined ? 0n : (f.atLeast.get(next) ?? 0n));
      const rate = Math.max(...tiers.filter((t) => BigInt(t.singleBet) <= threshold).map((t) => t.rateBp));
      if (bucket <= 0n) continue;
      base += bucket;
      gross += floorRate(bucket, rate);
      top = Math.max(top ?? 0, rate);
    }
    return { base, rateBp: top, gross };
  }
  const loss = f.profitLoss < 0n ? -f.profitLoss : 0n;
  const base = kind === 'DIVIDEND' ? loss : f.bet;
  let rateBp: number | null = null;
  for (const t of tiers) {
    const met =
      base > 0n &&
      f.active >= t.minActive &&
      f.bet >= BigInt(t.minBet) &&
      (kind !== 'DIVIDEND' || loss >= BigInt(t.minLoss));
    if (met && (rateBp === null || t.rateBp > rateBp)) rateBp = t.rateBp;
  }
  return { base, rateBp, gross: rateBp === null ? 0n : floorRate(base, rateBp) };
}

const thresholdsOf = (kind: ContractKind, tiers: StoredTier[]) => (kind === 'REALTIME_SALARY' ? [...new Set(tiers.map((t) => BigInt(t.singleBet)))] : []);

async function earning(db: Db, contract: ContractRow, agentId: bigint, from: Date, to: Date, currency: string): Promise<Earning> {
  const tiers = tiersOf(contract);
  const figures = await teamFigures(db, agentId, from, to, currency, thresholdsOf(contract.kind, tiers));
  return { figures, ...evaluate(contract.kind, tiers, figures) };
}

/** The contract of `kind` that governs an agent's period: the latest accepted before it ended and not ended before it began. */
async function governingContract(db: Db, agentId: bigint, kind: ContractKind, from: Date, to: Date): Promise<ContractRow | undefined> {
  return (await db
    .selectFrom('agent_contract')
    .selectAll()
    .where('downline_id', '=', agentId)
    .where('kind', '=', kind)
    .where('accepted_at', 'is not', null)
    .where('accepted_at', '<', to)
    .where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>', from)]))
    .orderBy('accepted_at', 'desc')
    .limit(1)
    .executeTakeFirst()) as ContractRow | undefined;
}

/** The governing contracts, for the period, of the agents directly below `agentId` that it contracted. */
async function downlineContracts(db: Db, agentId: bigint, kind: ContractKind, from: Date, to: Date): Promise<ContractRow[]> {
  const result = await sql<ContractRow>`
    SELECT DISTINCT ON (downline_id) * FROM agent_contract
    WHERE upline_id = ${agentId.toString()}::bigint AND kind = ${kind} AND accepted_at IS NOT NULL AND accepted_at < ${to}
      AND (ended_at IS NULL OR ended_at > ${from})
    ORDER BY downline_id, accepted_at DESC`.execute(db);
  return result.rows;
}

/**
 * Settles one agent's period under `contract` (when it governs it): computes the figures, records the
 * settlement and pays it, once. Returns false when the period was already settled or another
 * contract governs it.
 */
export async function settlePeriod(db: Db, contract: ContractRow, from: Date, to: Date, currency: string): Promise<boolean> {
  const agentId = BigInt(contract.downline_id);
  const governing = await governingContract(db, agentId, contract.kind, from, to);
  if (!governing || String(governing.id) !== String(contract.id)) return false;
  const own = await earning(db, contract, agentId, from, to, currency);
  if (own.figures.bet === 0n) return false;
  let downlineShare = 0n;
  for (const below of await downlineContracts(db, agentId, contract.kind, from, to)) {
    downlineShare += (await earning(db, below, BigInt(below.downline_id), from, to, currency)).gross;
  }
  const amount = own.gross > downlineShare ? own.gross - downlineShare : 0n;
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('agent_settlement')
      .values({
        kind: contract.kind,
        agent_id: agentId,
        contract_id: BigInt(contract.id),
        period_start: from,
        period_end: to,
        currency,
        team_bet: own.figures.bet,
        team_profit_loss: own.figures.profitLoss,
        active_members: own.figures.active,
        base: own.base,
        rate_bp: own.rateBp,
        gross: own.gross,
        downline_share: downlineShare,
        amount,
        status: amount > 0n ? 'PAID' : 'NOT_QUALIFIED',
      })
      .onConflict((oc) => oc.columns(['kind', 'agent_id', 'period_start']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return false;
    if (amount > 0n) {
      const transfer = await postTransfer(trx, {
        key: `agent-${contract.kind.toLowerCase()}:${agentId}:${from.toISOString()}`,
        kind: 'SALARY',
        currency,
        memberId: agentId,
        legs: [
          { account: { house: 'SALARY_EXPENSE' }, amount: -amount },
          { account: { member: agentId, wallet: MAIN_WALLET }, amount },
        ],
        reference: `salary:${inserted.id}`,
        memo: { contractKind: contract.kind, periodStart: from.toISOString(), periodEnd: to.toISOString(), contract: String(contract.id) },
        actor: 'system:agent-settlement',
      });
      await trx.updateTable('agent_settlement').set({ transfer_id: transfer.id }).where('id', '=', inserted.id).execute();
      // Wages by the day and dividends are news; pay every hour or five minutes would bury the inbox.
      if (contract.kind === 'DAILY_WAGE' || contract.kind === 'DIVIDEND') {
        await notifyAccount(trx, agentId, render(accountTemplates.salaryPaid, { kind: contract.kind, amount: moneyText(currency, amount), period: periodText(from, to) }), 'agent-salary');
      }
    }
    return true;
  });
}

/**
 * The settlement job's work: every period that has ended (and its grace passed) of every contract
 * that pays, oldest first, at most `budget` periods per call. Safe to run in every instance at once:
 * a contract's position moves only from the value this call read, and a period pays once.
 * While contracts (CONTRACT3) or a kind's own flag are off, that kind is not settled, as its calls
 * are refused: its positions stay where they are, so the periods it missed are settled once it is
 * back on and nothing is lost. Returns the settlements written.
 * "Now" is the database's clock unless given: rounds are stamped settled by it, so a period is over
 * when it says so, whatever the clock of the instance running the job.
 */
export async function settleDue(db: Db, at?: Date, budget = 500): Promise<number> {
  const now = at ?? new Date((await sql<{ now: Date | string }>`SELECT now() AS now`.execute(db)).rows[0]!.now);
  const flags = await findFlags(db);
  const paying = flags.CONTRACT3 === true ? contractKinds.filter((kind) => flags[contractKindFlags[kind]] === true) : [];
  if (paying.length === 0) return 0;
  const { currency } = await getWalletSettings(db);
  const due = (await db
    .selectFrom('agent_contract')
    .selectAll()
    .where('settle_after', '<=', now)
    .where('kind', 'in', paying)
    .orderBy('settle_after')
    .limit(200)
    .execute()) as ContractRow[];
  let settled = 0;
  let periods = 0;
  for (const contract of due) {
    if (contract.settled_until === null) continue;
    let from = new Date(contract.settled_until);
    for (;;) {
      const ended = contract.ended_at ? new Date(contract.ended_at) : null;
      if (ended && from >= ended) {
        await db
          .updateTable('agent_contract')
          .set({ settled_until: null, settle_after: null })
          .where('id', '=', BigInt(contract.id))
          .where('settled_until', '=', from)
          .execute();
        break;
      }
      const to = periodEnd(contract.period, from);
      if (to.getTime() + GRACE_MS[contract.period] > now.getTime() || periods >= budget) break;
      periods += 1;
      if (await settlePeriod(db, contract, from, to, currency)) settled += 1;
      const moved = await db
        .updateTable('agent_contract')
        .set(settlementPosition(contract.period, to))
        .where('id', '=', BigInt(contract.id))
        .where('settled_until', '=', from)
        .executeTakeFirst();
      if (moved.numUpdatedRows === 0n) break;
      from = to;
    }
    if (periods >= budget) break;
  }
  return settled;
}

// ---------- contracts ----------

interface ViewRow extends ContractRow {
  upline_username: string | null;
  downline_username: string;
}

function contractView(row: ViewRow): AgentContract {
  const tiers = tiersOf(row);
  return {
    id: String(row.id),
    kind: row.kind,
    period: row.period,
    status: row.status,
    upline: row.upline_id === null ? null : { id: String(row.upline_id), username: row.upline_username ?? '' },
    downline: { id: String(row.downline_id), username: row.downline_username },
    tiers: tiers.map(tierView),
    maxRate: bpToRatePercent(row.max_rate_bp),
    terminationRequestedBy: row.termination_requested_by,
    offeredAt: iso(row.offered_at) ?? '',
    acceptedAt: iso(row.accepted_at),
    endedAt: iso(row.ended_at),
    endReason: row.end_reason,
  };
}

function contractsQuery(db: Db) {
  return db
    .selectFrom('agent_contract as c')
    .innerJoin('member as d', 'd.id', 'c.downline_id')
    .leftJoin('member as u', 'u.id', 'c.upline_id')
    .selectAll('c')
    .select(['d.username as downline_username', 'u.username as upline_username']);
}

async function contractById(db: Db, id: bigint): Promise<AgentContract> {
  const row = await contractsQuery(db).where('c.id', '=', id).executeTakeFirstOrThrow();
  return contractView(row as unknown as ViewRow);
}

async function requireKindOn(db: Db, kind: ContractKind): Promise<void> {
  const flags = await findFlags(db);
  if (flags.CONTRACT3 !== true || flags[contractKindFlags[kind]] !== true) throw new DomainError('FEATURE_DISABLED');
}

/**
 * The first of `offered`'s tiers that pays more than the upline's own tiers (`own`) pay on the same
 * conditions; null when every one is covered. An agent's team holds its sub-agent's team, so the
 * upline meets any bet and active-member condition the sub-agent meets, and a real-time bet counts
 * for both: when each offered tier is covered, the upline's rate on its team is never below the
 * sub-agent's on its part of it, and the chain costs no more than the upline's contract. Comparing
 * only the top rates let a sub-agent be given, with no conditions, a rate its upline earns only on
 * conditions it does not meet.
 */
export function uncoveredTier(kind: ContractKind, offered: StoredTier[], own: StoredTier[]): number | null {
  const ownRateOn = (tier: StoredTier) => {
    let best = -1;
    for (const u of own) {
      const within =
        kind === 'REALTIME_SALARY'
          ? BigInt(u.singleBet) <= BigInt(tier.singleBet)
          : BigInt(u.minBet) <= BigInt(tier.minBet) &&
            u.minActive <= tier.minActive &&
            (kind !== 'DIVIDEND' || BigInt(u.minLoss) <= BigInt(tier.minLoss));
      if (within && u.rateBp > best) best = u.rateBp;
    }
    return best;
  };
  const index = offered.findIndex((tier) => tier.rateBp > 0 && tier.rateBp > ownRateOn(tier));
  return index === -1 ? null : index;
}

/** RATE_ABOVE_UPLINE naming the offered tier the upline's contract does not cover. */
const rateAboveUpline = (index: number) => new DomainError('RATE_ABOVE_UPLINE', { value: { field: `tiers.${index}.rate` } });

async function activeContract(db: Db, agentId: bigint, kind: ContractKind, lock = false): Promise<ContractRow | undefined> {
  let query = db.selectFrom('agent_contract').selectAll().where('downline_id', '=', agentId).where('kind', '=', kind).where('status', '=', 'ACTIVE');
  if (lock) query = query.forShare();
  return (await query.executeTakeFirst()) as ContractRow | undefined;
}

/**
 * The first moment a dividend contract of `period` may start for an agent, or null when it may start
 * at any time. A contract counts from the period it was accepted in to the period it ended in, so one
 * of another length than the agent's previous dividend contract (its latest accepted, held or ended)
 * starts only where that one's coverage ends: its first period (the one it is accepted in) must start
 * at or after the end of the previous contract's last period, or the two would settle the same days
 * twice, or leave a period to neither. A contract still held counts as ending `now`, when the new one
 * would replace it.
 */
async function dividendStartsFrom(db: Db, agentId: bigint, period: ContractPeriod, now: Date): Promise<Date | null> {
  const previous = await db
    .selectFrom('agent_contract')
    .select(['period', 'ended_at'])
    .where('downline_id', '=', agentId)
    .where('kind', '=', 'DIVIDEND')
    .where('accepted_at', 'is not', null)
    .orderBy('accepted_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!previous || previous.period === period) return null;
  // The end of the period its end falls in: a contract ending on a boundary settles up to it.
  const ended = previous.ended_at === null ? now : new Date(previous.ended_at);
  const last = periodStart(previous.period, ended);
  const covered = last.getTime() === ended.getTime() ? ended : periodEnd(previous.period, last);
  // The first period of the new length that starts at or after it.
  const first = periodStart(period, covered);
  return first.getTime() < covered.getTime() ? periodEnd(period, first) : first;
}

/** Who offers: an agent (its id) or the operator (null, with the operator's id for the record). */
export type Offerer = { agentId: bigint } | { operatorId: bigint };

/**
 * A step run in the transaction of an operator's contract action, with the contract as the action
 * left it (the desk writes its audit row there): if it fails, the action is undone with it.
 */
export type OnContractDone = (trx: Db, contract: AgentContract) => Promise<void>;

/**
 * An offer to an agent directly below the caller (the operator: to a top agent). The caller must hold
 * an active contract of the kind and offer no rate above its own; a dividend's period is the caller's
 * and, while the agent holds one, the agent's; another length than the agent's previous dividend
 * contract's waits until that one's last period has ended (see `dividendStartsFrom`, checked again on
 * acceptance). One offer per agent and kind waits at a time. `onDone` runs in the offer's transaction.
 */
export async function offerContract(
  db: Db,
  offerer: Offerer,
  input: OfferContractBody,
  lang: LanguageCode,
  now: Date = new Date(),
  onDone?: OnContractDone,
): Promise<AgentContract> {
  const body = offerContractBodySchema.parse(input);
  await requireKindOn(db, body.kind);
  const tiers = storedTiers(body, lang);
  const maxRateBp = Math.max(...tiers.map((t) => t.rateBp));
  const downlineId = BigInt(body.downlineId);
  const uplineId = 'agentId' in offerer ? offerer.agentId : null;

  const target = await sql<{ id: string; parent_id: string | null; type: number; status: string; parent_type: number | null }>`
    SELECT m.id::text, m.parent_id::text, m.type, m.status, p.type AS parent_type
    FROM member m LEFT JOIN member p ON p.id = m.parent_id WHERE m.id = ${downlineId.toString()}::bigint`.execute(db);
  const downline = target.rows[0];
  const isAgent = (type: number | null) => type !== null && isAgentType(type);
  const reachable =
    downline !== undefined &&
    downline.status === 'ACTIVE' &&
    isAgent(downline.type) &&
    (uplineId === null ? !isAgent(downline.parent_type) : downline.parent_id === uplineId.toString());
  if (!reachable) throw new DomainError('NOT_FOUND');

  let period: ContractPeriod = kindPeriod(body.kind);
  if (uplineId !== null) {
    const own = await activeContract(db, uplineId, body.kind);
    if (!own) throw new DomainError('CONTRACT_REQUIRED');
    const uncovered = uncoveredTier(body.kind, tiers, tiersOf(own));
    if (uncovered !== null) throw rateAboveUpline(uncovered);
    if (body.kind === 'DIVIDEND') {
      if (body.period !== undefined && body.period !== own.period) throw validationFailed([fieldIssue(lang, 'period', 'invalid_value')], lang);
      period = own.period;
    }
  } else if (body.kind === 'DIVIDEND') {
    if (body.period === undefined) throw validationFailed([fieldIssue(lang, 'period', 'required')], lang);
    period = body.period;
  }
  if (body.kind === 'DIVIDEND') {
    const current = await activeContract(db, downlineId, body.kind);
    if (current && current.period !== period) throw validationFailed([fieldIssue(lang, 'period', 'invalid_value')], lang);
    // Another length than the agent's previous contract's waits until that one's last period has ended.
    const startsFrom = await dividendStartsFrom(db, downlineId, period, now);
    if (startsFrom !== null && now < startsFrom) {
      throw validationFailed([{ field: 'period', issue: 'overlap', message: errorMessages[lang].DIVIDEND_PERIOD_OVERLAP }], lang);
    }
  }

  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('agent_contract')
        .values({
          kind: body.kind,
          period,
          upline_id: uplineId,
          downline_id: downlineId,
          tiers: JSON.stringify(tiers),
          max_rate_bp: maxRateBp,
          offered_by: 'agentId' in offerer ? `member:${offerer.agentId}` : `operator:${offerer.operatorId}`,
          termination_requested_by: null,
          accepted_at: null,
          ended_at: null,
          end_reason: null,
          settled_until: null,
          settle_after: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const upline = uplineId === null ? null : await trx.selectFrom('member').select('username').where('id', '=', uplineId).executeTakeFirst();
      await notifyAccount(
        trx,
        downlineId,
        render(accountTemplates.contractOffered, { kind: body.kind, from: upline?.username ?? null, rate: bpToRatePercent(maxRateBp) }),
        'agent-contract',
      );
      const offered = await contractById(trx, BigInt(row.id));
      await onDone?.(trx, offered);
      return offered;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'agent_contract_offered_key')) throw new DomainError('OFFER_PENDING', { cause: err });
    throw err;
  }
}

/**
 * Ends contracts and, down the tree, the contracts their agents gave of the same kind (those agents
 * no longer hold one). An offer not yet answered ends the same way.
 */
async function endContracts(trx: Db, ids: bigint[], reason: NonNullable<ContractRow['end_reason']>, now: Date): Promise<void> {
  let frontier = ids;
  let why = reason;
  while (frontier.length > 0) {
    const ending = await trx
      .selectFrom('agent_contract')
      .select(['id', 'downline_id', 'kind', 'status'])
      .where('id', 'in', frontier)
      .where('status', 'in', ['OFFERED', 'ACTIVE'])
      .forUpdate()
      .execute();
    if (ending.length === 0) return;
    await trx
      .updateTable('agent_contract')
      .set({ status: 'ENDED', end_reason: why, ended_at: now, termination_requested_by: null })
      .where('id', 'in', ending.map((e) => BigInt(e.id)))
      .execute();
    // Only an agent that held the ended contract loses what it gave; an unanswered offer takes nothing with it.
    const held = ending.filter((e) => e.status === 'ACTIVE');
    if (held.length === 0) return;
    const below = await trx
      .selectFrom('agent_contract')
      .select('id')
      .where('status', 'in', ['OFFERED', 'ACTIVE'])
      .where((eb) => eb.or(held.map((e) => eb.and([eb('upline_id', '=', BigInt(e.downline_id)), eb('kind', '=', e.kind)]))))
      .forUpdate()
      .execute();
    frontier = below.map((b) => BigInt(b.id));
    why = 'UPLINE_ENDED';
  }
}

/** One side's answer or request on a contract it is party to (see `contractActions`). */
export async function actOnContract(db: Db, agentId: bigint, id: bigint, action: ContractAction, now: Date = new Date()): Promise<AgentContract> {
  await db.transaction().execute(async (trx) => {
    const row = (await trx.selectFrom('agent_contract').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()) as ContractRow | undefined;
    const side = !row ? null : String(row.downline_id) === agentId.toString() ? 'DOWNLINE' : row.upline_id !== null && String(row.upline_id) === agentId.toString() ? 'UPLINE' : null;
    if (!row || side === null) throw new DomainError('NOT_FOUND');
    await requireKindOn(trx, row.kind);
    const other = side === 'DOWNLINE' ? 'UPLINE' : 'DOWNLINE';
    const refuse = () => new DomainError('ALREADY_PROCESSED');
    switch (action) {
      case 'accept': {
        if (side !== 'DOWNLINE') throw new DomainError('NOT_FOUND');
        if (row.status !== 'OFFERED') throw refuse();
        if (row.upline_id !== null) {
          const uplines = await activeContract(trx, BigInt(row.upline_id), row.kind, true);
          if (!uplines) throw new DomainError('CONTRACT_REQUIRED');
          const uncovered = uncoveredTier(row.kind, tiersOf(row), tiersOf(uplines));
          if (uncovered !== null) throw rateAboveUpline(uncovered);
        }
        // The offer may have waited: another length than the agent's previous contract's starts only where that one's coverage ends.
        const startsFrom = row.kind === 'DIVIDEND' ? await dividendStartsFrom(trx, agentId, row.period, now) : null;
        if (startsFrom !== null && now < startsFrom) throw new DomainError('DIVIDEND_PERIOD_OVERLAP', { value: { field: 'period', startsFrom: startsFrom.toISOString() } });
        await trx
          .updateTable('agent_contract')
          .set({ status: 'ENDED', end_reason: 'REPLACED', ended_at: now, termination_requested_by: null })
          .where('downline_id', '=', agentId)
          .where('kind', '=', row.kind)
          .where('status', '=', 'ACTIVE')
          .execute();
        await trx
          .updateTable('agent_contract')
          .set({ status: 'ACTIVE', accepted_at: now, ...settlementPosition(row.period, periodStart(row.period, now)) })
          .where('id', '=', id)
          .execute();
        // The agent's own offers and contracts that its new contract does not cover cannot stand.
        const given = await trx
          .selectFrom('agent_contract')
          .select(['id', 'tiers'])
          .where('upline_id', '=', agentId)
          .where('kind', '=', row.kind)
          .where('status', 'in', ['OFFERED', 'ACTIVE'])
          .forUpdate()
          .execute();
        const above = given.filter((g) => uncoveredTier(row.kind, tiersOf(g as { tiers: StoredTier[] | string }), tiersOf(row)) !== null);
        await endContracts(trx, above.map((a) => BigInt(a.id)), 'ABOVE_UPLINE', now);
        return;
      }
      case 'reject':
        if (side !== 'DOWNLINE') throw new DomainError('NOT_FOUND');
        if (row.status !== 'OFFERED') throw refuse();
        await trx.updateTable('agent_contract').set({ status: 'REJECTED', ended_at: now }).where('id', '=', id).execute();
        return;
      case 'withdraw':
        if (side !== 'UPLINE') throw new DomainError('NOT_FOUND');
        if (row.status !== 'OFFERED') throw refuse();
        await endContracts(trx, [id], 'WITHDRAWN', now);
        return;
      case 'terminate':
        if (row.status !== 'ACTIVE' || row.termination_requested_by !== null) throw refuse();
        await trx.updateTable('agent_contract').set({ termination_requested_by: side }).where('id', '=', id).execute();
        return;
      case 'agreeTermination':
        if (row.status !== 'ACTIVE' || row.termination_requested_by !== other) throw refuse();
        await endContracts(trx, [id], 'AGREED', now);
        return;
      case 'refuseTermination':
        if (row.status !== 'ACTIVE' || row.termination_requested_by !== other) throw refuse();
        await trx.updateTable('agent_contract').set({ termination_requested_by: null }).where('id', '=', id).execute();
        return;
    }
  });
  return contractById(db, id);
}

/**
 * The operator ends a contract (or withdraws an offer) at once; its agents' contracts of the kind below
 * end with it. `onDone` runs in the same transaction.
 */
export async function operatorEndContract(db: Db, id: bigint, now: Date = new Date(), onDone?: OnContractDone): Promise<AgentContract> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('agent_contract').select(['status']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw new DomainError('NOT_FOUND');
    if (row.status !== 'OFFERED' && row.status !== 'ACTIVE') throw new DomainError('ALREADY_PROCESSED');
    await endContracts(trx, [id], 'OPERATOR', now);
    const ended = await contractById(trx, id);
    await onDone?.(trx, ended);
    return ended;
  });
}

/**
 * The operator keeps a contract the site gave that its agent asked to end: the request is dropped.
 * `onDone` runs in the same transaction.
 */
export async function operatorRefuseTermination(db: Db, id: bigint, onDone?: OnContractDone): Promise<AgentContract> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('agent_contract').select(['status', 'upline_id', 'termination_requested_by']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row || row.upline_id !== null) throw new DomainError('NOT_FOUND');
    if (row.status !== 'ACTIVE' || row.termination_requested_by !== 'DOWNLINE') throw new DomainError('ALREADY_PROCESSED');
    await trx.updateTable('agent_contract').set({ termination_requested_by: null }).where('id', '=', id).execute();
    const kept = await contractById(trx, id);
    await onDone?.(trx, kept);
    return kept;
  });
}

/** Whom an offer may go to: the agents directly below an agent, or (the operator's) the top agents. */
export type OfferAudience = { agentId: bigint } | 'top';

/**
 * The audience's agents as `offerContract` checks them (`m` an active agent): an agent's are
 * directly below it, the operator's have no agent above them.
 */
function inAudience(audience: OfferAudience) {
  return audience !== 'top'
    ? sql`m.parent_id = ${audience.agentId.toString()}::bigint`
    : sql`NOT EXISTS (SELECT 1 FROM member p WHERE p.id = m.parent_id AND p.type IN (${agentTypeList}))`;
}

/**
 * The audience's agents whose username starts with `username` (case-insensitive; `%` and `_` match
 * themselves), the first `limit` by username. The offer forms ask as the user types, so an agent is
 * found however many there are, where a list of them all has to stop somewhere (it stopped at 500).
 */
export async function offerableAgents(db: Db, audience: OfferAudience, username: string, limit = OFFERABLE_AGENTS_LIMIT): Promise<OfferableAgentsValue> {
  const result = await sql<{ id: string; username: string }>`
    SELECT m.id::text, m.username FROM member m
    WHERE m.type IN (${agentTypeList}) AND m.status = 'ACTIVE' AND ${inAudience(audience)} AND m.username LIKE ${likePrefix(username.toLowerCase())}
    ORDER BY m.username LIMIT ${limit}`.execute(db);
  return { list: result.rows };
}

/** Whether the audience has anyone in it (the offer forms say so when not). */
const hasOfferableAgents = async (db: Db, audience: OfferAudience) => (await offerableAgents(db, audience, '', 1)).list.length > 0;

const live = ['OFFERED', 'ACTIVE'] as const;

/** The caller's contracts of a kind: received (live, and the five last ended), given (live, and ended in 30 days), whether agents are below, its own cap. */
export async function contractsOf(db: Db, agentId: bigint, kind: ContractKind, now: Date = new Date()): Promise<ContractsValue> {
  await requireKindOn(db, kind);
  // Every live contract the agent gave (at most two per agent below it: one held, one offered), then
  // the ended ones of 30 days up to a cap: many ended offers never push a live contract off the list.
  const [receivedLive, receivedPast, givenLive, givenPast, agents, own] = await Promise.all([
    contractsQuery(db).where('c.downline_id', '=', agentId).where('c.kind', '=', kind).where('c.status', 'in', live).orderBy('c.offered_at', 'desc').execute(),
    contractsQuery(db).where('c.downline_id', '=', agentId).where('c.kind', '=', kind).where('c.status', 'not in', live).orderBy('c.offered_at', 'desc').limit(5).execute(),
    contractsQuery(db).where('c.upline_id', '=', agentId).where('c.kind', '=', kind).where('c.status', 'in', live).orderBy('c.offered_at', 'desc').execute(),
    contractsQuery(db)
      .where('c.upline_id', '=', agentId)
      .where('c.kind', '=', kind)
      .where('c.status', 'not in', live)
      .where('c.ended_at', '>', new Date(now.getTime() - 30 * DAY_MS))
      .orderBy('c.offered_at', 'desc')
      .limit(200)
      .execute(),
    hasOfferableAgents(db, { agentId }),
    activeContract(db, agentId, kind),
  ]);
  const view = (rows: unknown[]) => rows.map((r) => contractView(r as ViewRow));
  return {
    kind,
    received: [...view(receivedLive), ...view(receivedPast)],
    given: [...view(givenLive), ...view(givenPast)],
    hasDownlineAgents: agents,
    maxOfferRate: own ? bpToRatePercent(own.max_rate_bp) : null,
  };
}

/** Offers and termination requests waiting for the caller, and the spec's four flags. */
export async function consolidatedContracts(db: Db, agentId: bigint): Promise<ConsolidatedContractsValue> {
  const flags = await findFlags(db);
  const rows = flags.CONTRACT3
    ? await contractsQuery(db)
        .where((eb) =>
          eb.or([
            eb.and([eb('c.downline_id', '=', agentId), eb('c.status', '=', 'OFFERED')]),
            eb.and([eb('c.downline_id', '=', agentId), eb('c.status', '=', 'ACTIVE'), eb('c.termination_requested_by', '=', 'UPLINE')]),
            eb.and([eb('c.upline_id', '=', agentId), eb('c.status', '=', 'ACTIVE'), eb('c.termination_requested_by', '=', 'DOWNLINE')]),
          ]),
        )
        .orderBy('c.offered_at')
        .execute()
    : [];
  const pending = rows.map((r) => contractView(r as unknown as ViewRow)).filter((c) => flags[contractKindFlags[c.kind]] === true);
  const has = (kind: ContractKind) => pending.some((c) => c.kind === kind);
  return {
    dailysalreqtype: has('DAILY_WAGE'),
    divtypereq: has('DIVIDEND'),
    contracthoursalreq: has('HOURLY_WAGE'),
    realtimesalreqtype: has('REALTIME_SALARY'),
    pending,
  };
}

// ---------- settlements ----------

interface SettlementRow {
  id: string;
  kind: ContractKind;
  contract_id: string;
  period_start: Date | string;
  period_end: Date | string;
  team_bet: string;
  team_profit_loss: string;
  active_members: number;
  base: string;
  rate_bp: number | null;
  gross: string;
  downline_share: string;
  amount: string;
  status: 'PAID' | 'NOT_QUALIFIED';
  created_at: Date | string;
  agent_id: string;
  username: string;
}

/** `gross` over `base` in percent, three decimals, rounded down: "0.293". */
function averagePercent(gross: bigint, base: bigint): string {
  const thousandths = (gross * 100_000n) / base;
  return `${thousandths / 1000n}.${String(thousandths % 1000n).padStart(3, '0')}`;
}

function settlementView(row: SettlementRow): Settlement {
  const base = BigInt(row.base);
  const gross = BigInt(row.gross);
  // Real-time salary pays each bet the rate its size reaches: bets of several sizes make a gross
  // that no single tier's rate gives on the base, so the record shows their average.
  const mixed = row.kind === 'REALTIME_SALARY' && row.rate_bp !== null && base > 0n && floorRate(base, row.rate_bp) !== gross;
  return {
    id: String(row.id),
    kind: row.kind,
    contractId: String(row.contract_id),
    periodStart: iso(row.period_start) ?? '',
    periodEnd: iso(row.period_end) ?? '',
    teamBet: formatMinor(BigInt(row.team_bet)),
    teamProfitLoss: formatMinor(BigInt(row.team_profit_loss)),
    activeMembers: row.active_members,
    base: formatMinor(BigInt(row.base)),
    rate: row.rate_bp === null ? null : mixed ? averagePercent(gross, base) : bpToRatePercent(row.rate_bp),
    rateAverage: mixed,
    gross: formatMinor(gross),
    downlineShare: formatMinor(BigInt(row.downline_share)),
    amount: formatMinor(BigInt(row.amount)),
    status: row.status,
    settledAt: iso(row.created_at) ?? '',
    agent: { id: String(row.agent_id), username: row.username },
  };
}

/** Settlements, newest period first: one agent's of a kind, or (the operator's) anyone's by kind and username prefix. */
export async function settlements(
  db: Db,
  filter: { agentId?: bigint; kind?: ContractKind | undefined; username?: string | undefined },
  page: PageQuery,
): Promise<SettlementsValue> {
  let query = db.selectFrom('agent_settlement as s').innerJoin('member as m', 'm.id', 's.agent_id');
  if (filter.agentId !== undefined) query = query.where('s.agent_id', '=', filter.agentId);
  if (filter.kind) query = query.where('s.kind', '=', filter.kind);
  if (filter.username) query = query.where('m.username', 'like', likePrefix(filter.username.toLowerCase()));
  const [rows, totals] = await Promise.all([
    query
      .selectAll('s')
      .select('m.username')
      .orderBy('s.period_start', 'desc')
      .orderBy('s.id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    query.select((eb) => [eb.fn.countAll<string>().as('n'), sql<string>`coalesce(sum(s.amount), 0)::text`.as('amount')]).executeTakeFirstOrThrow(),
  ]);
  return {
    ...listPage(rows.map((r) => settlementView(r as unknown as SettlementRow)), Number(totals.n), page),
    totalAmount: formatMinor(BigInt(totals.amount)),
  };
}

/** The operator's list of contracts, newest first, and whether there is a top agent to offer one to. */
export async function adminContracts(
  db: Db,
  filter: { kind?: ContractKind | undefined; status?: AgentContract['status'] | undefined; username?: string | undefined },
  page: PageQuery,
): Promise<AdminContractsValue> {
  let query = contractsQuery(db);
  if (filter.kind) query = query.where('c.kind', '=', filter.kind);
  if (filter.status) query = query.where('c.status', '=', filter.status);
  if (filter.username) query = query.where('d.username', 'like', likePrefix(filter.username.toLowerCase()));
  const [rows, count, top] = await Promise.all([
    query.orderBy('c.offered_at', 'desc').orderBy('c.id', 'desc').limit(page.pageSize).offset((page.pageNo - 1) * page.pageSize).execute(),
    query.clearSelect().select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    hasOfferableAgents(db, 'top'),
  ]);
  return { ...listPage(rows.map((r) => contractView(r as unknown as ViewRow)), Number(count.n), page), hasTopAgents: top };
}

import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import {
  MAX_REBATE_PERCENT,
  REBATE_WINDOW_DAYS,
  type RebateClaimValue,
  type RebateHistoryValue,
  type RebateLine,
  type RebateRate,
  type RebateSummaryValue,
} from '@lumen/contracts/member/rebate.contract';
import { formatMinor } from '@lumen/contracts/wallet/money';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { DomainError, fieldIssue, validationFailed } from '../../http/domain-error.ts';
import { MAIN_WALLET, mainBalance, postTransfer } from '../wallet/ledger.ts';
import type { RebateDetailLine } from './rebate.table.ts';

/**
 * Manual rebate. A member's turnover is the stake of its settled real-money rounds of the last
 * REBATE_WINDOW_DAYS days that no claim has counted yet; the rebate is, per game type, the turnover
 * times the operator's rate for that type, rounded down to the cent. A claim marks the rounds it
 * counts (`game_round.rebate_claim_id`) and posts one REBATE transfer from the house's rebate book
 * to the member's main wallet, in one transaction: a round is paid once, and two claims at once
 * cannot both count it (the second waits for the first's row locks and then finds the rounds taken).
 * Rounds of a game type whose rate is zero, or whose turnover earns less than a cent, are left
 * unmarked, so a rate set later or more play still pays them.
 */

type Db = Kysely<DB>;

const BP_PER_UNIT = 10_000n;
const MAX_RATE_BP = percentToBp(MAX_REBATE_PERCENT) ?? 300;

/** "0.8" → 80 basis points; null for anything that is not a percent with at most 2 decimals. */
export function percentToBp(text: string): number | null {
  const match = /^([0-9]{1,2})(?:\.([0-9]{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 80 → "0.80". */
export function bpToPercent(bp: number): string {
  return `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;
}

/** The rebate of a turnover at a rate, rounded down to the minor unit. */
export function rebateOf(turnover: bigint, rateBp: number): bigint {
  return (turnover * BigInt(rateBp)) / BP_PER_UNIT;
}

/** Rounds a claim may count: the member's settled real-money stakes of the window, not yet counted. */
const claimable = (memberId: bigint) => sql`r.member_id = ${memberId.toString()}::bigint
  AND r.created_at >= now() - make_interval(days => ${REBATE_WINDOW_DAYS})
  AND r.mode = 'REAL' AND r.status = 'SETTLED' AND r.rebate_claim_id IS NULL AND r.stake > 0`;

type CountedLine = RebateLine & { turnoverMinor: bigint; rebateMinor: bigint; rateBp: number };

function lineOf(gameType: string, turnover: bigint, rateBp: number): CountedLine {
  const rebate = rebateOf(turnover, rateBp);
  return { gameType, turnover: formatMinor(turnover), ratePercent: bpToPercent(rateBp), rebate: formatMinor(rebate), turnoverMinor: turnover, rebateMinor: rebate, rateBp };
}

const publicLine = ({ turnoverMinor: _t, rebateMinor: _r, rateBp: _b, ...line }: CountedLine): RebateLine => line;

/** What the member could claim now, per game type (largest turnover first), and in all. */
export async function rebateSummary(db: Db, memberId: bigint): Promise<RebateSummaryValue> {
  const rows = await sql<{ category_code: string; turnover: string; rate_bp: number | null }>`
    SELECT r.category_code, sum(r.stake)::text AS turnover, rr.rate_bp
    FROM game_round r LEFT JOIN rebate_rate rr ON rr.category_code = r.category_code
    WHERE ${claimable(memberId)}
    GROUP BY r.category_code, rr.rate_bp
    ORDER BY sum(r.stake) DESC, r.category_code`.execute(db);
  const lines = rows.rows.map((row) => lineOf(row.category_code, BigInt(row.turnover), row.rate_bp ?? 0));
  return {
    windowDays: REBATE_WINDOW_DAYS,
    lines: lines.map(publicLine),
    totalTurnover: formatMinor(lines.reduce((sum, line) => sum + line.turnoverMinor, 0n)),
    totalRebate: formatMinor(lines.reduce((sum, line) => sum + line.rebateMinor, 0n)),
  };
}

/**
 * Claims every rebate the member has now into the main wallet. NOTHING_TO_CLAIM when it comes to
 * less than a cent (nothing is marked then).
 */
export async function claimRebate(db: Db, memberId: bigint, currency: string): Promise<RebateClaimValue> {
  const member = memberId.toString();
  const claimed = await db.transaction().execute(async (trx) => {
    const claim = await trx.insertInto('rebate_claim').values({ member_id: memberId, currency }).returning('id').executeTakeFirstOrThrow();
    const claimId = BigInt(claim.id);
    const marked = await sql<{ category_code: string; rate_bp: number; turnover: string }>`
      WITH marked AS (
        UPDATE game_round r SET rebate_claim_id = ${claimId.toString()}::bigint
        FROM rebate_rate rr
        WHERE rr.category_code = r.category_code AND rr.rate_bp > 0 AND r.currency = ${currency} AND ${claimable(memberId)}
        RETURNING r.category_code, r.stake, rr.rate_bp
      )
      SELECT category_code, rate_bp, sum(stake)::text AS turnover FROM marked
      GROUP BY category_code, rate_bp ORDER BY sum(stake) DESC, category_code`.execute(trx);
    const counted = marked.rows.map((row) => lineOf(row.category_code, BigInt(row.turnover), row.rate_bp));
    // A game type whose turnover earns less than a cent keeps its rounds for a later claim, when more
    // play may take it over: the claim pays nothing for them, so it must not use them up.
    const short = counted.filter((line) => line.rebateMinor === 0n).map((line) => line.gameType);
    if (short.length > 0) {
      await trx
        .updateTable('game_round')
        .set({ rebate_claim_id: null })
        .where('rebate_claim_id', '=', claimId)
        .where('category_code', 'in', short)
        .execute();
    }
    const lines = counted.filter((line) => line.rebateMinor > 0n);
    const amount = lines.reduce((sum, line) => sum + line.rebateMinor, 0n);
    const turnover = lines.reduce((sum, line) => sum + line.turnoverMinor, 0n);
    // Throwing rolls the marks back: the rounds stay claimable.
    if (amount <= 0n) throw new DomainError('NOTHING_TO_CLAIM');
    const transfer = await postTransfer(trx, {
      key: `rebate:${claimId}`,
      kind: 'REBATE',
      currency,
      memberId,
      legs: [
        { account: { house: 'REBATE_EXPENSE' }, amount: -amount },
        { account: { member: memberId, wallet: MAIN_WALLET }, amount },
      ],
      reference: `rebate:${claimId}`,
      memo: { turnover: turnover.toString() },
      actor: `member:${member}`,
    });
    const detail: RebateDetailLine[] = lines.map((line) => ({
      gameType: line.gameType,
      turnover: line.turnoverMinor.toString(),
      rateBp: line.rateBp,
      rebate: line.rebateMinor.toString(),
    }));
    await trx
      .updateTable('rebate_claim')
      .set({ amount, turnover, detail: JSON.stringify(detail), transfer_id: transfer.id })
      .where('id', '=', claimId)
      .execute();
    return { id: claimId.toString(), amount, turnover, transferId: transfer.id.toString(), lines: lines.map(publicLine) };
  });
  return {
    id: claimed.id,
    amount: formatMinor(claimed.amount),
    turnover: formatMinor(claimed.turnover),
    transferId: claimed.transferId,
    balance: formatMinor(await mainBalance(db, memberId, currency)),
    lines: claimed.lines,
  };
}

/** The member's claims, newest first, with the sum of all of them. */
export async function rebateHistory(db: Db, memberId: bigint, page: { pageNo: number; pageSize: number }): Promise<RebateHistoryValue> {
  const member = memberId.toString();
  const [counted, rows] = await Promise.all([
    sql<{ n: string; total: string }>`
      SELECT count(*)::text AS n, coalesce(sum(amount), 0)::text AS total FROM rebate_claim
      WHERE member_id = ${member}::bigint AND transfer_id IS NOT NULL`.execute(db),
    sql<{ id: string; amount: string; turnover: string; transfer_id: string; detail: RebateDetailLine[] | string; created_at: Date | string }>`
      SELECT id::text AS id, amount::text AS amount, turnover::text AS turnover, transfer_id::text AS transfer_id, detail, created_at
      FROM rebate_claim WHERE member_id = ${member}::bigint AND transfer_id IS NOT NULL
      ORDER BY id DESC LIMIT ${page.pageSize} OFFSET ${(page.pageNo - 1) * page.pageSize}`.execute(db),
  ]);
  const total = Number(counted.rows[0]?.n ?? 0);
  return {
    list: rows.rows.map((row) => {
      const detail = (typeof row.detail === 'string' ? JSON.parse(row.detail) : row.detail) as RebateDetailLine[];
      return {
        id: row.id,
        amount: formatMinor(BigInt(row.amount)),
        turnover: formatMinor(BigInt(row.turnover)),
        transferId: row.transfer_id,
        createdAt: new Date(row.created_at).toISOString(),
        lines: detail.map((d) => ({ gameType: d.gameType, turnover: formatMinor(BigInt(d.turnover)), ratePercent: bpToPercent(d.rateBp), rebate: formatMinor(BigInt(d.rebate)) })),
      };
    }),
    pageNo: page.pageNo,
    totalPages: Math.ceil(total / page.pageSize),
    total,
    totalAmount: formatMinor(BigInt(counted.rows[0]?.total ?? '0')),
  };
}

/** Every game type (HOME and PROMO are menus, not games) with its rate; unset is 0. */
export async function rebateRates(db: Db): Promise<RebateRate[]> {
  const rows = await sql<{ code: string; rate_bp: number | null }>`
    SELECT c.code, rr.rate_bp FROM game_category c LEFT JOIN rebate_rate rr ON rr.category_code = c.code
    WHERE c.code NOT IN ('HOME', 'PROMO') ORDER BY c.sort, c.code`.execute(db);
  return rows.rows.map((row) => ({ gameType: row.code, ratePercent: bpToPercent(row.rate_bp ?? 0) }));
}

/** Sets rates (others keep theirs); VALIDATION_FAILED names an unknown game type or a rate above the maximum. */
export async function setRebateRates(db: Db, rates: RebateRate[], operatorId: bigint, lang: LanguageCode): Promise<RebateRate[]> {
  const known = new Set((await rebateRates(db)).map((r) => r.gameType));
  const issues = [];
  const values: { category_code: string; rate_bp: number; updated_by: string }[] = [];
  const seen = new Set<string>();
  for (const [i, rate] of rates.entries()) {
    const bp = percentToBp(rate.ratePercent);
    if (seen.has(rate.gameType)) issues.push(fieldIssue(lang, `rates.${i}.gameType`, 'invalid'));
    seen.add(rate.gameType);
    if (!known.has(rate.gameType)) issues.push(fieldIssue(lang, `rates.${i}.gameType`, 'invalid_value'));
    else if (bp === null || bp > MAX_RATE_BP) issues.push(fieldIssue(lang, `rates.${i}.ratePercent`, 'too_big', { max: MAX_REBATE_PERCENT }));
    else values.push({ category_code: rate.gameType, rate_bp: bp, updated_by: `operator:${operatorId}` });
  }
  if (issues.length > 0) throw validationFailed(issues, lang);
  await db
    .insertInto('rebate_rate')
    .values(values)
    .onConflict((oc) => oc.column('category_code').doUpdateSet((eb) => ({ rate_bp: eb.ref('excluded.rate_bp'), updated_by: eb.ref('excluded.updated_by'), updated_at: sql`now()` })))
    .execute();
  return rebateRates(db);
}

import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import {
  type PointsEntry,
  type PointsSettings,
  type PointsSummaryValue,
  pointsValueMinor,
  type RedeemPointsValue,
  type Redemption,
  type RedemptionStatus,
  redeemStep,
  type ReviewRedemption,
  type SetPointsSettingsBody,
} from '@lumen/contracts/member/points.contract';
import { formatMinor, parseAmount } from '@lumen/contracts/wallet/money';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { DomainError, fieldIssue, validationFailed } from '../../http/domain-error.ts';
import { listPage, type PageQuery } from '../../http/paging.ts';
import { MAIN_WALLET, postTransfer } from '../wallet/ledger.ts';
import { iso } from '../wallet/payments-common.ts';
import type { PointsRedemptionTable } from './points.table.ts';

/**
 * The points mall. Points are not money: they live in `member_points` and `points_entry`, and money
 * moves only when the operator approves a redemption (one POINTS transfer from the house's points
 * book, keyed by the redemption, so it is paid once).
 *
 * A member's points are brought up to date on its own points calls: in one transaction its balance
 * row is locked, its settled real-money rounds not yet counted are marked counted, and their stake
 * (with the carry from before) becomes whole points, the remainder carried. A round is counted once:
 * a second accrual at the same time waits for the row lock and then finds the rounds marked.
 */

type Db = Kysely<DB>;
type Trx = Transaction<DB>;
type RedemptionRow = Selectable<PointsRedemptionTable>;

const MAX_BET_PER_POINT = 100_000_00n;

/** The transaction reference number of a redemption. */
export const redemptionReference = (id: bigint | string): string => `PM${String(id).padStart(8, '0')}`;

interface StoredSettings {
  betPerPoint: bigint;
  pointsPerUnit: number;
  minRedeemPoints: number;
}

async function storedSettings(db: Db): Promise<StoredSettings> {
  const row = await db.selectFrom('points_setting').select(['bet_per_point', 'points_per_unit', 'min_redeem_points']).where('id', '=', 1).executeTakeFirstOrThrow();
  return { betPerPoint: BigInt(row.bet_per_point), pointsPerUnit: row.points_per_unit, minRedeemPoints: Number(row.min_redeem_points) };
}

const publicSettings = (s: StoredSettings): PointsSettings => ({
  betPerPoint: formatMinor(s.betPerPoint),
  pointsPerUnit: s.pointsPerUnit,
  minRedeemPoints: s.minRedeemPoints,
});

export async function pointsSettings(db: Db): Promise<PointsSettings> {
  return publicSettings(await storedSettings(db));
}

/**
 * How far back a look must read: a round is started (and its row written, in one short statement)
 * before it settles, so once a look has counted the settled rounds, only rounds started after the
 * oldest one still open, or after now, can count later. Ten minutes of margin cover a round whose
 * statement was still committing while the look read.
 */
const COUNTED_FROM_MARGIN = sql`interval '10 minutes'`;

/** Locks the member's balance row (made on first use) and adds the points its new rounds earned. */
async function accrue(trx: Trx, memberId: bigint, currency: string, settings: StoredSettings): Promise<{ balance: bigint; earned: bigint }> {
  const member = memberId.toString();
  await trx.insertInto('member_points').values({ member_id: memberId }).onConflict((oc) => oc.column('member_id').doNothing()).execute();
  const held = await sql<{ balance: string; carry: string; counted_from: Date | string | null }>`
    SELECT balance::text AS balance, carry::text AS carry, counted_from FROM member_points WHERE member_id = ${member}::bigint FOR UPDATE`.execute(trx);
  const balance = BigInt(held.rows[0]?.balance ?? '0');
  const carry = BigInt(held.rows[0]?.carry ?? '0');
  const from = held.rows[0]?.counted_from ?? null;
  const since = from === null ? sql`true` : sql`r.created_at >= ${new Date(from)}::timestamptz`;
  const counted = await sql<{ turnover: string }>`
    WITH marked AS (
      UPDATE game_round r SET points_counted = true
      WHERE r.member_id = ${member}::bigint AND ${since} AND r.mode = 'REAL' AND r.status = 'SETTLED' AND NOT r.points_counted
        AND r.stake > 0 AND r.currency = ${currency}
      RETURNING r.stake
    ), still_open AS (
      SELECT min(r.created_at) AS first FROM game_round r
      WHERE r.member_id = ${member}::bigint AND ${since} AND r.mode = 'REAL' AND r.status = 'OPEN'
    ), moved AS (
      UPDATE member_points SET counted_from = greatest(counted_from, least(coalesce((SELECT first FROM still_open), now()), now()) - ${COUNTED_FROM_MARGIN})
      WHERE member_id = ${member}::bigint
    )
    SELECT coalesce(sum(stake), 0)::text AS turnover FROM marked`.execute(trx);
  const turnover = BigInt(counted.rows[0]?.turnover ?? '0');
  if (turnover === 0n) return { balance, earned: 0n };
  const total = carry + turnover;
  const earned = total / settings.betPerPoint;
  const after = balance + earned;
  await sql`UPDATE member_points SET balance = ${after.toString()}::bigint, carry = ${(total % settings.betPerPoint).toString()}::bigint, updated_at = now()
    WHERE member_id = ${member}::bigint`.execute(trx);
  if (earned > 0n) {
    await trx.insertInto('points_entry').values({ member_id: memberId, kind: 'EARN', change: earned, balance_after: after, turnover }).execute();
  }
  return { balance: after, earned };
}

async function pendingPoints(db: Db, memberId: bigint): Promise<number> {
  const row = await sql<{ points: string }>`
    SELECT coalesce(sum(points), 0)::text AS points FROM points_redemption WHERE member_id = ${memberId.toString()}::bigint AND status = 'PENDING'`.execute(db);
  return Number(row.rows[0]?.points ?? 0);
}

/** The member's points now (earned ones added first), with the ratio and the rules. */
export async function pointsSummary(db: Db, memberId: bigint, currency: string): Promise<PointsSummaryValue> {
  const settings = await storedSettings(db);
  const { balance, earned } = await db.transaction().execute((trx) => accrue(trx, memberId, currency, settings));
  return {
    ...publicSettings(settings),
    balance: Number(balance),
    earned: Number(earned),
    pending: await pendingPoints(db, memberId),
    step: redeemStep(settings.pointsPerUnit),
    balanceValue: formatMinor(pointsValueMinor(Number(balance), settings.pointsPerUnit)),
    currency,
  };
}

function toRedemption(row: RedemptionRow): Redemption {
  return {
    id: String(row.id),
    reference: redemptionReference(row.id),
    points: Number(row.points),
    amount: formatMinor(BigInt(row.amount)),
    pointsPerUnit: row.points_per_unit,
    status: row.status,
    remark: row.remark,
    createdAt: new Date(row.created_at).toISOString(),
    reviewedAt: iso(row.reviewed_at),
    transferId: row.transfer_id === null ? null : String(row.transfer_id),
  };
}

/**
 * Takes points for a redemption that waits for the operator. The same Idempotency-Key answers the
 * first redemption again (IDEMPOTENCY_CONFLICT when it asked for other points); points below the
 * minimum or off the step are refused naming `points`; more than the balance is INSUFFICIENT_POINTS.
 */
export async function redeemPoints(
  db: Db,
  input: { memberId: bigint; currency: string; points: number; requestKey: string; lang: LanguageCode },
): Promise<RedeemPointsValue> {
  const { memberId, currency, points, requestKey, lang } = input;
  const settings = await storedSettings(db);
  return db.transaction().execute(async (trx) => {
    const { balance } = await accrue(trx, memberId, currency, settings);
    const earlier = await trx.selectFrom('points_redemption').selectAll().where('member_id', '=', memberId).where('request_key', '=', requestKey).executeTakeFirst();
    if (earlier) {
      if (Number(earlier.points) !== points) throw new DomainError('IDEMPOTENCY_CONFLICT');
      return { redemption: toRedemption(earlier), balance: Number(balance), replayed: true };
    }
    if (points < settings.minRedeemPoints) {
      throw validationFailed([fieldIssue(lang, 'points', 'too_small', { min: String(settings.minRedeemPoints) })], lang);
    }
    if (points % redeemStep(settings.pointsPerUnit) !== 0) throw validationFailed([fieldIssue(lang, 'points', 'invalid')], lang);
    if (BigInt(points) > balance) throw new DomainError('INSUFFICIENT_POINTS');

    const after = balance - BigInt(points);
    const row = await trx
      .insertInto('points_redemption')
      .values({
        member_id: memberId,
        request_key: requestKey,
        points: BigInt(points),
        amount: pointsValueMinor(points, settings.pointsPerUnit),
        currency,
        points_per_unit: settings.pointsPerUnit,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await sql`UPDATE member_points SET balance = ${after.toString()}::bigint, updated_at = now() WHERE member_id = ${memberId.toString()}::bigint`.execute(trx);
    await trx.insertInto('points_entry').values({ member_id: memberId, kind: 'REDEEM', change: -BigInt(points), balance_after: after, redemption_id: row.id }).execute();
    return { redemption: toRedemption(row), balance: Number(after), replayed: false };
  });
}

/** The member's redemptions, newest first (optionally of one status). */
export async function memberRedemptions(db: Db, memberId: bigint, query: PageQuery & { status?: RedemptionStatus | undefined }) {
  let base = db.selectFrom('points_redemption').where('member_id', '=', memberId);
  if (query.status) base = base.where('status', '=', query.status);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    base.selectAll().orderBy('id', 'desc').limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize).execute(),
  ]);
  return listPage(rows.map(toRedemption), Number(count.n), query);
}

/** Every change of the member's points, newest first. */
export async function pointsEntries(db: Db, memberId: bigint, page: PageQuery) {
  const base = db.selectFrom('points_entry').where('member_id', '=', memberId);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    base.selectAll().orderBy('id', 'desc').limit(page.pageSize).offset((page.pageNo - 1) * page.pageSize).execute(),
  ]);
  const list: PointsEntry[] = rows.map((row) => ({
    id: String(row.id),
    kind: row.kind,
    change: Number(row.change),
    balance: Number(row.balance_after),
    turnover: row.turnover === null ? null : formatMinor(BigInt(row.turnover)),
    reference: row.redemption_id === null ? null : redemptionReference(row.redemption_id),
    createdAt: new Date(row.created_at).toISOString(),
  }));
  return listPage(list, Number(count.n), page);
}

// ---------------------------------------------------------------- the operator's

/** Sets the ratio and the earning rate; a stake per point outside 0.01 to 100,000.00 is refused naming it. */
export async function setPointsSettings(db: Db, body: SetPointsSettingsBody, operatorId: bigint, lang: LanguageCode): Promise<PointsSettings> {
  const betPerPoint = parseAmount(body.betPerPoint);
  if (betPerPoint === null || betPerPoint < 1n) throw validationFailed([fieldIssue(lang, 'betPerPoint', 'too_small', { min: '0.01' })], lang);
  if (betPerPoint > MAX_BET_PER_POINT) throw validationFailed([fieldIssue(lang, 'betPerPoint', 'too_big', { max: formatMinor(MAX_BET_PER_POINT) })], lang);
  await db
    .updateTable('points_setting')
    .set({
      bet_per_point: betPerPoint,
      points_per_unit: Number(body.pointsPerUnit),
      min_redeem_points: BigInt(Number(body.minRedeemPoints)),
      updated_at: sql`now()`,
      updated_by: `operator:${operatorId}`,
    })
    .where('id', '=', 1)
    .execute();
  return pointsSettings(db);
}

function toReview(row: RedemptionRow & { username: string }): ReviewRedemption {
  return { ...toRedemption(row), username: row.username };
}

/** Redemptions of one status for the desk: the oldest pending first, reviewed ones newest first. */
export async function reviewList(db: Db, query: PageQuery & { status: RedemptionStatus }) {
  const base = db.selectFrom('points_redemption as p').innerJoin('member as m', 'm.id', 'p.member_id').where('p.status', '=', query.status);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    base
      .selectAll('p')
      .select('m.username')
      .orderBy('p.id', query.status === 'PENDING' ? 'asc' : 'desc')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
  ]);
  return listPage(rows.map(toReview), Number(count.n), query);
}

/** The redemption, locked for review: NOT_FOUND, or ALREADY_PROCESSED once reviewed. */
async function lockPending(trx: Trx, id: bigint): Promise<RedemptionRow & { username: string }> {
  const row = await trx
    .selectFrom('points_redemption as p')
    .innerJoin('member as m', 'm.id', 'p.member_id')
    .selectAll('p')
    .select('m.username')
    .where('p.id', '=', id)
    .forUpdate('p')
    .executeTakeFirst();
  if (!row) throw new DomainError('NOT_FOUND');
  if (row.status !== 'PENDING') throw new DomainError('ALREADY_PROCESSED');
  return row;
}

/** Pays a pending redemption into the member's main wallet: one POINTS transfer, keyed by the redemption. */
export async function approveRedemption(trx: Trx, id: bigint, operatorId: bigint): Promise<ReviewRedemption> {
  const row = await lockPending(trx, id);
  const amount = BigInt(row.amount);
  const memberId = BigInt(row.member_id);
  const transfer = await postTransfer(trx, {
    key: `points-redeem:${id}`,
    kind: 'POINTS',
    currency: row.currency,
    memberId,
    legs: [
      { account: { house: 'POINTS_EXPENSE' }, amount: -amount },
      { account: { member: memberId, wallet: MAIN_WALLET }, amount },
    ],
    reference: redemptionReference(id),
    memo: { points: String(row.points), pointsPerUnit: row.points_per_unit },
    actor: `operator:${operatorId}`,
  });
  const updated = await trx
    .updateTable('points_redemption')
    .set({ status: 'APPROVED', reviewed_by: `operator:${operatorId}`, reviewed_at: sql`now()`, transfer_id: transfer.id })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toReview({ ...updated, username: row.username });
}

/** Refuses a pending redemption with the operator's reason; its points go back to the member. */
export async function rejectRedemption(trx: Trx, id: bigint, remark: string, operatorId: bigint): Promise<ReviewRedemption> {
  const row = await lockPending(trx, id);
  const member = String(row.member_id);
  const back = await sql<{ balance: string }>`
    UPDATE member_points SET balance = balance + ${String(row.points)}::bigint, updated_at = now()
    WHERE member_id = ${member}::bigint RETURNING balance::text AS balance`.execute(trx);
  const after = BigInt(back.rows[0]?.balance ?? '0');
  await trx.insertInto('points_entry').values({ member_id: BigInt(row.member_id), kind: 'REFUND', change: BigInt(row.points), balance_after: after, redemption_id: id }).execute();
  const updated = await trx
    .updateTable('points_redemption')
    .set({ status: 'REJECTED', remark, reviewed_by: `operator:${operatorId}`, reviewed_at: sql`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toReview({ ...updated, username: row.username });
}

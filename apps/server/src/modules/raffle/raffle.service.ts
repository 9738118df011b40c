import { createHmac, randomBytes } from 'node:crypto';
import type { FieldIssue } from '@lumen/contracts/common/errors';
import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import {
  type ClaimRaffleValue,
  type CreateRaffleBody,
  type DeskRaffle,
  MAX_RAFFLE_WINNERS,
  type Raffle,
  type RafflePrize,
  type RaffleState,
} from '@lumen/contracts/member/raffle.contract';
import { MAX_REWARD_AMOUNT } from '@lumen/contracts/member/rewards.contract';
import { formatMinor, groupAmount, toMinor } from '@lumen/contracts/wallet/money';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { DomainError, fieldIssue, validationFailed } from '../../http/domain-error.ts';
import { sha256Hex } from '../../lib/secrets.ts';
import { type Translated, translate } from '../../lib/translated.ts';
import { maskAccount } from '../catalogue/games.service.ts';
import { MAIN_WALLET, mainBalance, postTransfer } from '../wallet/ledger.ts';
import { isUniqueViolation } from '../wallet/payments-common.ts';

/**
 * Raffle promotions. A member joins while the raffle is open; its entry qualifies when the member's
 * real-money turnover inside the window (stakes of rounds started in it and not rolled back)
 * reaches the raffle's requirement. The first read after closing draws, once (the raffle row is
 * locked): winners are picked from the qualified entries, ordered by member id, with HMAC-SHA256
 * of the raffle's seed, whose SHA-256 was public from the start. A winner claims the prize into
 * the main wallet within the claim window: one BONUS transfer keyed by raffle and member.
 */

type Db = Kysely<DB>;

const DAY_MS = 86_400_000;

/** The earliest and latest times a raffle's window may name. */
const FIRST_RAFFLE_TIME = '2000-01-01T00:00:00Z';
const LAST_RAFFLE_TIME = '2999-12-31T23:59:59Z';

/** The most one prize may pay, as for rewards, missions and VIP bonuses. */
const MAX_PRIZE_MINOR = toMinor(MAX_REWARD_AMOUNT);

/**
 * A raffle id in its one spelling: "07" and "7" are one raffle, and the draw's messages and the
 * claim's ledger key and reference are built from the id, so they must not depend on how it was sent.
 */
const raffleIdOf = (id: string) => BigInt(id).toString();

/** The ledger key of a prize's claim: one movement per raffle and member, for ever. */
export const raffleClaimKey = (raffleId: string, memberId: bigint) => `raffle:${raffleId}:${memberId}`;

interface StoredPrize {
  amount: string;
  count: number;
}

/** What both the members' and the operator's views read of a raffle. */
interface RaffleBase {
  id: string;
  announcement_id: number;
  title: Translated;
  opens_at: Date | string;
  closes_at: Date | string;
  turnover_required: string;
  prizes: StoredPrize[];
  claim_days: number;
  seed_hash: string;
  drawn_at: Date | string | null;
  qualified: number | null;
  entries: string;
}

interface RaffleRow extends RaffleBase {
  seed: string;
  currency: string;
}

/** The raffles of promotions shown now (enabled, published, not expired). */
const raffleRows = (where = sql`TRUE`) => sql<RaffleRow>`
  SELECT r.id::text AS id, r.announcement_id, a.title, r.opens_at, r.closes_at, r.turnover_required::text AS turnover_required,
    r.prizes, r.claim_days, r.seed, r.seed_hash, r.drawn_at, r.qualified, r.currency,
    (SELECT count(*) FROM raffle_entry e WHERE e.raffle_id = r.id)::text AS entries
  FROM raffle r JOIN announcement a ON a.id = r.announcement_id
  WHERE a.enabled AND a.type = 'PR' AND a.published_at <= now() AND (a.expires_at IS NULL OR a.expires_at > now()) AND ${where}
  ORDER BY r.closes_at DESC, r.id DESC`;

/** Each prize once per winner it pays, biggest first. */
export function expandPrizes(prizes: readonly StoredPrize[]): bigint[] {
  return prizes.flatMap((prize) => Array.from({ length: prize.count }, () => BigInt(prize.amount))).sort((a, b) => (a > b ? -1 : a < b ? 1 : 0));
}

/**
 * The draw: the i-th pick takes, from the entries still in the pool (in member-id order), the one
 * at HMAC-SHA256(seed, "<raffleId>:<i>")'s first 64 bits modulo the pool's size. Pure, so anyone
 * with the seed and the qualified entries gets the same winners.
 */
export function drawWinners(seed: string, raffleId: string, memberIds: readonly bigint[], prizes: readonly bigint[]): { memberId: bigint; amount: bigint }[] {
  const pool = [...memberIds].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const winners: { memberId: bigint; amount: bigint }[] = [];
  for (let i = 0; i < prizes.length && pool.length > 0; i += 1) {
    const digest = createHmac('sha256', seed).update(`${raffleId}:${i}`).digest();
    const index = Number(digest.readBigUInt64BE(0) % BigInt(pool.length));
    const [memberId] = pool.splice(index, 1);
    winners.push({ memberId: memberId as bigint, amount: prizes[i] as bigint });
  }
  return winners;
}

/** Real-money turnover of the member inside [from, to), in the currency: the entry's qualifier. */
const turnoverInWindowSql = (memberRef: ReturnType<typeof sql>, raffle: ReturnType<typeof sql>) => sql<string>`(
  SELECT coalesce(sum(g.stake), 0) FROM game_round g
  WHERE g.member_id = ${memberRef} AND g.mode = 'REAL' AND g.status <> 'ROLLED_BACK' AND g.currency = ${raffle}.currency
    AND g.created_at >= ${raffle}.opens_at AND g.created_at < ${raffle}.closes_at)`;

/** Draws a closed raffle that has not been drawn; any other raffle is left alone. Safe to call at once from many places. */
export async function drawIfDue(db: Db, id: string): Promise<void> {
  const raffleId = raffleIdOf(id);
  await db.transaction().execute(async (trx) => {
    const locked = await sql<{ seed: string; prizes: StoredPrize[]; due: boolean }>`
      SELECT seed, prizes, (drawn_at IS NULL AND closes_at <= now()) AS due FROM raffle WHERE id = ${raffleId}::bigint FOR UPDATE`.execute(trx);
    const raffle = locked.rows[0];
    if (!raffle?.due) return;
    // Only active members are drawn: a disabled member cannot sign in to claim, so a prize drawn for
    // one would be lost to the entrants who could.
    const qualified = await sql<{ member_id: string }>`
      SELECT e.member_id::text AS member_id FROM raffle_entry e JOIN raffle r ON r.id = e.raffle_id
        JOIN member m ON m.id = e.member_id AND m.status = 'ACTIVE'
      WHERE e.raffle_id = ${raffleId}::bigint
        AND (r.turnover_required = 0 OR ${turnoverInWindowSql(sql`e.member_id`, sql`r`)} >= r.turnover_required)
      ORDER BY e.member_id`.execute(trx);
    const winners = drawWinners(
      raffle.seed,
      raffleId,
      qualified.rows.map((row) => BigInt(row.member_id)),
      expandPrizes(raffle.prizes),
    );
    if (winners.length > 0) {
      await trx
        .insertInto('raffle_winner')
        .values(winners.map((w, position) => ({ raffle_id: BigInt(raffleId), member_id: w.memberId, position, amount: w.amount })))
        .execute();
    }
    await sql`UPDATE raffle SET drawn_at = now(), qualified = ${qualified.rows.length} WHERE id = ${raffleId}::bigint`.execute(trx);
  });
}

interface MemberSide {
  joined: boolean;
  turnover: bigint;
  prize: bigint | null;
  claimed: boolean;
}

function stateOf(row: RaffleRow, member: MemberSide | null, now: number): RaffleState {
  const opens = new Date(row.opens_at).getTime();
  const closes = new Date(row.closes_at).getTime();
  if (now < opens) return 'COMING_SOON';
  if (now < closes) {
    if (!member?.joined) return 'JOIN';
    return member.turnover >= BigInt(row.turnover_required) ? 'JOINED' : 'PROCESS';
  }
  if (!member?.joined) return 'CLOSE';
  if (row.drawn_at === null) return 'PROCESS';
  if (member.prize === null) return 'CLOSE';
  if (member.claimed) return 'CLAIMED';
  return now < claimDeadline(row) ? 'CLAIM' : 'CLOSE';
}

const claimDeadline = (row: Pick<RaffleRow, 'drawn_at' | 'claim_days'>) => new Date(row.drawn_at as Date | string).getTime() + row.claim_days * DAY_MS;

const prizesOut = (prizes: readonly StoredPrize[]): RafflePrize[] =>
  [...prizes].sort((a, b) => (BigInt(b.amount) > BigInt(a.amount) ? 1 : -1)).map((prize) => ({ amount: formatMinor(BigInt(prize.amount)), count: prize.count }));

const idList = (ids: string[]) => sql.join(ids.map((id) => sql`${id}::bigint`));

async function memberSides(db: Db, memberId: bigint, raffleIds: string[]): Promise<Map<string, MemberSide>> {
  if (raffleIds.length === 0) return new Map();
  const rows = await sql<{ id: string; joined: boolean; turnover: string; prize: string | null; claimed: boolean }>`
    SELECT r.id::text AS id,
      EXISTS (SELECT 1 FROM raffle_entry e WHERE e.raffle_id = r.id AND e.member_id = ${memberId.toString()}::bigint) AS joined,
      ${turnoverInWindowSql(sql`${memberId.toString()}::bigint`, sql`r`)}::text AS turnover,
      w.amount::text AS prize, (w.transfer_id IS NOT NULL) AS claimed
    FROM raffle r LEFT JOIN raffle_winner w ON w.raffle_id = r.id AND w.member_id = ${memberId.toString()}::bigint
    WHERE r.id IN (${idList(raffleIds)})`.execute(db);
  return new Map(
    rows.rows.map((row) => [row.id, { joined: row.joined, turnover: BigInt(row.turnover), prize: row.prize === null ? null : BigInt(row.prize), claimed: row.claimed === true }]),
  );
}

async function winnersOf(db: Db, raffleIds: string[]): Promise<Map<string, { name: string; amount: string }[]>> {
  const map = new Map<string, { name: string; amount: string }[]>();
  if (raffleIds.length === 0) return map;
  const rows = await sql<{ raffle_id: string; username: string; amount: string }>`
    SELECT w.raffle_id::text AS raffle_id, m.username, w.amount::text AS amount
    FROM raffle_winner w JOIN member m ON m.id = w.member_id
    WHERE w.raffle_id IN (${idList(raffleIds)}) ORDER BY w.raffle_id, w.position`.execute(db);
  for (const row of rows.rows) {
    const list = map.get(row.raffle_id) ?? [];
    list.push({ name: maskAccount(row.username), amount: formatMinor(BigInt(row.amount)) });
    map.set(row.raffle_id, list);
  }
  return map;
}

async function toRaffles(db: Db, rows: RaffleRow[], memberId: bigint | null, lang: LanguageCode): Promise<Raffle[]> {
  const ids = rows.map((row) => row.id);
  const drawnIds = rows.filter((row) => row.drawn_at !== null).map((row) => row.id);
  const [sides, winners] = await Promise.all([memberId === null ? new Map<string, MemberSide>() : memberSides(db, memberId, ids), winnersOf(db, drawnIds)]);
  const now = Date.now();
  return rows.map((row) => {
    const side = memberId === null ? null : (sides.get(row.id) ?? { joined: false, turnover: 0n, prize: null, claimed: false });
    const drawn = row.drawn_at !== null;
    return {
      id: row.id,
      promotionId: String(row.announcement_id),
      title: translate(row.title, lang),
      opensAt: new Date(row.opens_at).toISOString(),
      closesAt: new Date(row.closes_at).toISOString(),
      turnoverRequired: formatMinor(BigInt(row.turnover_required)),
      prizes: prizesOut(row.prizes),
      entries: Number(row.entries),
      state: stateOf(row, side, now),
      myTurnover: side === null ? null : formatMinor(side.turnover),
      myPrize: side?.prize == null ? null : formatMinor(side.prize),
      claimUntil: drawn ? new Date(claimDeadline(row)).toISOString() : null,
      seedHash: row.seed_hash,
      seed: drawn ? row.seed : null,
      drawnAt: drawn ? new Date(row.drawn_at as Date | string).toISOString() : null,
      qualified: row.qualified,
      winners: winners.get(row.id) ?? [],
    };
  });
}

/** Draws what closed, then the raffles of the promotions shown, with the member's side when signed in. */
/** Draws every raffle that closed and is not drawn yet. */
async function drawDue(db: Db): Promise<void> {
  const due = await sql<{ id: string }>`SELECT id::text AS id FROM raffle WHERE drawn_at IS NULL AND closes_at <= now()`.execute(db);
  for (const row of due.rows) await drawIfDue(db, row.id);
}

export async function listRaffles(db: Db, memberId: bigint | null, lang: LanguageCode): Promise<Raffle[]> {
  await drawDue(db);
  const rows = await raffleRows().execute(db);
  return toRaffles(db, rows.rows, memberId, lang);
}

async function oneRaffle(db: Db, raffleId: string, memberId: bigint, lang: LanguageCode): Promise<Raffle> {
  await drawIfDue(db, raffleId);
  const rows = await raffleRows(sql`r.id = ${raffleId}::bigint`).execute(db);
  const [raffle] = await toRaffles(db, rows.rows, memberId, lang);
  if (!raffle) throw new DomainError('NOT_FOUND');
  return raffle;
}

/** Joins an open raffle; joining again answers the same. NOT_FOUND for a raffle not shown, RAFFLE_NOT_OPEN outside its window. */
export async function joinRaffle(db: Db, memberId: bigint, id: string, lang: LanguageCode): Promise<Raffle> {
  const raffleId = raffleIdOf(id);
  const shown = await raffleRows(sql`r.id = ${raffleId}::bigint`).execute(db);
  if (shown.rows.length === 0) throw new DomainError('NOT_FOUND');
  // The window is checked by the statement that writes the entry, on the database's clock, which
  // is the clock the draw reads: an entry is either in before the close or refused.
  const joined = await sql<{ ok: boolean }>`
    WITH open AS (SELECT id FROM raffle WHERE id = ${raffleId}::bigint AND opens_at <= now() AND closes_at > now()),
    inserted AS (
      INSERT INTO raffle_entry (raffle_id, member_id) SELECT id, ${memberId.toString()}::bigint FROM open
      ON CONFLICT (raffle_id, member_id) DO NOTHING RETURNING 1)
    SELECT EXISTS (SELECT 1 FROM open) AS ok`.execute(db);
  if (!joined.rows[0]?.ok) throw new DomainError('RAFFLE_NOT_OPEN');
  return oneRaffle(db, raffleId, memberId, lang);
}

/**
 * Pays a won prize into the main wallet, exactly once: claiming again answers the first claim
 * (`replayed`) and moves nothing. NOT_FOUND when the member did not win it (or it is not drawn),
 * RAFFLE_CLAIM_EXPIRED after the claim window.
 */
export async function claimRafflePrize(db: Db, memberId: bigint, id: string): Promise<ClaimRaffleValue> {
  const raffleId = raffleIdOf(id);
  await drawIfDue(db, raffleId);
  const member = memberId.toString();
  const paid = await db.transaction().execute(async (trx) => {
    const found = await sql<{ amount: string; currency: string; transfer_id: string | null; expired: boolean }>`
      SELECT w.amount::text AS amount, r.currency, w.transfer_id::text AS transfer_id,
        now() >= r.drawn_at + make_interval(days => r.claim_days) AS expired
      FROM raffle_winner w JOIN raffle r ON r.id = w.raffle_id
      WHERE w.raffle_id = ${raffleId}::bigint AND w.member_id = ${member}::bigint
      FOR UPDATE OF w`.execute(trx);
    const won = found.rows[0];
    if (!won) throw new DomainError('NOT_FOUND');
    const amount = BigInt(won.amount);
    if (won.transfer_id !== null) return { amount, currency: won.currency, transferId: won.transfer_id, replayed: true };
    if (won.expired) throw new DomainError('RAFFLE_CLAIM_EXPIRED');
    const transfer = await postTransfer(trx, {
      key: raffleClaimKey(raffleId, memberId),
      kind: 'BONUS',
      currency: won.currency,
      memberId,
      legs: [
        { account: { house: 'BONUS_EXPENSE' }, amount: -amount },
        { account: { member: memberId, wallet: MAIN_WALLET }, amount },
      ],
      reference: `raffle:${raffleId}`,
      memo: { raffle: raffleId },
      actor: `member:${member}`,
    });
    await sql`UPDATE raffle_winner SET transfer_id = ${transfer.id.toString()}::bigint, claimed_at = now()
      WHERE raffle_id = ${raffleId}::bigint AND member_id = ${member}::bigint AND transfer_id IS NULL`.execute(trx);
    return { amount, currency: won.currency, transferId: transfer.id.toString(), replayed: transfer.replayed };
  });
  const balance = await mainBalance(db, memberId, paid.currency);
  return { raffleId, amount: formatMinor(paid.amount), transferId: paid.transferId, balance: formatMinor(balance), replayed: paid.replayed };
}

// ---------- the operator's ----------

/** A new raffle on a promotion; VALIDATION_FAILED names each field that is wrong and nothing is written. */
export async function createRaffle(db: Db, body: CreateRaffleBody & { turnoverRequired: string | number }, operatorId: bigint, currency: string, lang: LanguageCode): Promise<string> {
  const issues: FieldIssue[] = [];
  const opens = new Date(body.opensAt);
  const closes = new Date(body.closesAt);
  // A well-formed time far outside any raffle (year 0000) is refused by name: the database cannot store some of them.
  const inRange = (field: 'opensAt' | 'closesAt', at: Date) => {
    if (at.getTime() < Date.parse(FIRST_RAFFLE_TIME)) issues.push(fieldIssue(lang, field, 'too_small', { min: FIRST_RAFFLE_TIME }));
    else if (at.getTime() > Date.parse(LAST_RAFFLE_TIME)) issues.push(fieldIssue(lang, field, 'too_big', { max: LAST_RAFFLE_TIME }));
    else return true;
    return false;
  };
  const opensInRange = inRange('opensAt', opens);
  if (inRange('closesAt', closes)) {
    if (opensInRange && !(closes.getTime() > opens.getTime())) issues.push(fieldIssue(lang, 'closesAt', 'invalid'));
    else if (closes.getTime() <= Date.now()) issues.push(fieldIssue(lang, 'closesAt', 'invalid'));
  }
  const promotion = await db
    .selectFrom('announcement')
    .select('id')
    .where('id', '=', Number(body.promotionId))
    .where('type', '=', 'PR')
    .executeTakeFirst();
  if (!promotion) issues.push(fieldIssue(lang, 'promotionId', 'invalid_value'));
  else if (await db.selectFrom('raffle').select('id').where('announcement_id', '=', promotion.id).executeTakeFirst()) {
    issues.push(fieldIssue(lang, 'promotionId', 'invalid'));
  }
  const winners = body.prizes.reduce((sum, prize) => sum + prize.count, 0);
  if (winners > MAX_RAFFLE_WINNERS) issues.push(fieldIssue(lang, 'prizes', 'too_big', { max: String(MAX_RAFFLE_WINNERS) }));
  body.prizes.forEach((prize, i) => {
    if (toMinor(prize.amount) > MAX_PRIZE_MINOR) issues.push(fieldIssue(lang, `prizes.${i}.amount`, 'too_big', { max: groupAmount(MAX_REWARD_AMOUNT) }));
  });
  if (issues.length > 0) throw validationFailed(issues, lang);
  const seed = randomBytes(32).toString('hex');
  const prizes: StoredPrize[] = body.prizes
    .map((prize) => ({ amount: toMinor(prize.amount).toString(), count: prize.count }))
    .sort((a, b) => (BigInt(b.amount) > BigInt(a.amount) ? 1 : BigInt(b.amount) < BigInt(a.amount) ? -1 : 0));
  try {
    const created = await sql<{ id: string }>`
      INSERT INTO raffle (announcement_id, opens_at, closes_at, turnover_required, prizes, claim_days, seed, seed_hash, currency, created_by)
      VALUES (${promotion?.id}, ${opens.toISOString()}::timestamptz, ${closes.toISOString()}::timestamptz, ${toMinor(body.turnoverRequired ?? '0').toString()}::bigint,
              ${JSON.stringify(prizes)}::jsonb, ${body.claimDays ?? 7}, ${seed}, ${sha256Hex(seed)}, ${currency}, ${`operator:${operatorId}`})
      RETURNING id::text AS id`.execute(db);
    return (created.rows[0] as { id: string }).id;
  } catch (error) {
    // Another raffle for the promotion was made at the same moment, after the check above: the
    // same answer as when it was there before.
    if (isUniqueViolation(error, 'raffle_announcement_id_key')) throw validationFailed([fieldIssue(lang, 'promotionId', 'invalid')], lang);
    throw error;
  }
}

/** Every raffle, newest first, with its entries, draw and payouts. */
export async function deskRaffles(db: Db, lang: LanguageCode, where = sql`TRUE`): Promise<DeskRaffle[]> {
  await drawDue(db);
  const rows = await sql<RaffleBase & { winners: string; claimed: string; paid: string }>`
    SELECT r.id::text AS id, r.announcement_id, a.title, r.opens_at, r.closes_at, r.turnover_required::text AS turnover_required, r.prizes,
      r.claim_days, r.seed_hash, r.drawn_at, r.qualified,
      (SELECT count(*) FROM raffle_entry e WHERE e.raffle_id = r.id)::text AS entries,
      (SELECT count(*) FROM raffle_winner w WHERE w.raffle_id = r.id)::text AS winners,
      (SELECT count(*) FROM raffle_winner w WHERE w.raffle_id = r.id AND w.transfer_id IS NOT NULL)::text AS claimed,
      (SELECT coalesce(sum(w.amount), 0) FROM raffle_winner w WHERE w.raffle_id = r.id AND w.transfer_id IS NOT NULL)::text AS paid
    FROM raffle r JOIN announcement a ON a.id = r.announcement_id
    WHERE ${where}
    ORDER BY r.id DESC`.execute(db);
  return rows.rows.map((row) => ({
    id: row.id,
    promotionId: String(row.announcement_id),
    title: translate(row.title, lang),
    opensAt: new Date(row.opens_at).toISOString(),
    closesAt: new Date(row.closes_at).toISOString(),
    turnoverRequired: formatMinor(BigInt(row.turnover_required)),
    prizes: prizesOut(row.prizes),
    claimDays: row.claim_days,
    entries: Number(row.entries),
    seedHash: row.seed_hash,
    drawnAt: row.drawn_at === null ? null : new Date(row.drawn_at).toISOString(),
    qualified: row.qualified,
    winners: Number(row.winners),
    claimed: Number(row.claimed),
    paid: formatMinor(BigInt(row.paid)),
  }));
}

import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Translated } from '../../lib/translated.ts';

type Db = Kysely<DB>;

/** What a house round keeps in `game_round.result`. */
export interface StoredHouseResult {
  engine: 'SLOT' | 'DICE' | 'KENO' | 'CRASH';
  /** The request as the player sent it, normalised: a replay must match it. */
  request: Record<string, string | null>;
  requestKey: string;
  fairness?: { seedId: string; serverSeedHash: string; clientSeed: string; nonce: number };
  slot?: unknown;
  dice?: unknown;
  keno?: unknown;
  /** `crashPoint` is written when the round crashes (rounds settled before it was kept have none). */
  crash?: { chainId: string; roundNumber: number; autoCashout: string | null; cashout: string | null; crashPoint?: string | null };
}

export interface HouseRoundRow {
  id: bigint | string;
  round_ref: string;
  member_id: bigint | string | null;
  launch_id: bigint | string | null;
  game_id: number | null;
  game_code: string;
  category_code: string;
  mode: 'REAL' | 'FUN';
  currency: string;
  stake: bigint | string | number;
  win: bigint | string | number;
  status: 'OPEN' | 'SETTLED' | 'ROLLED_BACK';
  result: StoredHouseResult;
  summary: string;
  created_at: Date | string;
  settled_at: Date | string | null;
  game_name: string | null;
  display_name: Translated | null;
}

export function houseRounds(db: Db) {
  return db
    .selectFrom('game_round as r')
    .leftJoin('game as g', 'g.id', 'r.game_id')
    .select([
      'r.id',
      'r.round_ref',
      'r.member_id',
      'r.launch_id',
      'r.game_id',
      'r.game_code',
      'r.category_code',
      'r.mode',
      'r.currency',
      'r.stake',
      'r.win',
      'r.status',
      'r.result',
      'r.summary',
      'r.created_at',
      'r.settled_at',
      'g.name as game_name',
      'g.display_name',
    ])
    .where('r.vendor_code', '=', 'HOUSE');
}

export async function findHouseRound(db: Db, roundRef: string): Promise<HouseRoundRow | undefined> {
  return (await houseRounds(db).where('r.round_ref', '=', roundRef).executeTakeFirst()) as HouseRoundRow | undefined;
}

export interface NewHouseRound {
  roundRef: string;
  memberId: bigint | null;
  launchId: bigint;
  gameId: number;
  gameCode: string;
  categoryCode: string;
  mode: 'REAL' | 'FUN';
  currency: string;
  stake: bigint;
  win: bigint;
  status: 'OPEN' | 'SETTLED';
  result: StoredHouseResult;
  summary: string;
}

export async function insertHouseRound(db: Db, round: NewHouseRound): Promise<void> {
  await db
    .insertInto('game_round')
    .values({
      vendor_code: 'HOUSE',
      round_ref: round.roundRef,
      member_id: round.memberId,
      launch_id: round.launchId,
      game_id: round.gameId,
      game_code: round.gameCode,
      category_code: round.categoryCode,
      mode: round.mode,
      currency: round.currency,
      stake: round.stake,
      win: round.win,
      status: round.status,
      result: JSON.stringify(round.result),
      summary: round.summary,
      // The database's clock, as vendor rounds are stamped: periods that count rounds are judged by it.
      settled_at: round.status === 'SETTLED' ? sql<Date>`now()` : null,
    })
    .execute();
}

export async function settleHouseRound(
  db: Db,
  id: bigint | string,
  change: { win: bigint; result: StoredHouseResult; summary: string },
): Promise<boolean> {
  const row = await db
    .updateTable('game_round')
    .set({ win: change.win, status: 'SETTLED', result: JSON.stringify(change.result), summary: change.summary, settled_at: sql<Date>`now()` })
    .where('id', '=', id as never)
    .where('status', '=', 'OPEN')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Crash bets still riding, oldest first. */
export async function findOpenCrashRounds(db: Db, limit: number): Promise<HouseRoundRow[]> {
  return (await houseRounds(db)
    .where('r.status', '=', 'OPEN')
    .where('r.category_code', '=', 'CRASH')
    .orderBy('r.created_at')
    .limit(limit)
    .execute()) as HouseRoundRow[];
}

/** A crash bet of this owner (a member's real play, or a free-trial launch) made with this Idempotency-Key, in the last day. */
export async function findCrashRoundByKey(
  db: Db,
  owner: { kind: 'MEMBER' | 'LAUNCH'; id: bigint },
  requestKey: string,
): Promise<HouseRoundRow | undefined> {
  const query = houseRounds(db)
    .where('r.category_code', '=', 'CRASH')
    .where('r.created_at', '>', new Date(Date.now() - 86_400_000))
    .where(sql<string>`r.result->>'requestKey'`, '=', requestKey);
  const mine =
    owner.kind === 'MEMBER'
      ? query.where('r.member_id', '=', owner.id.toString() as never).where('r.mode', '=', 'REAL')
      : query.where('r.launch_id', '=', owner.id.toString() as never);
  return (await mine.executeTakeFirst()) as HouseRoundRow | undefined;
}

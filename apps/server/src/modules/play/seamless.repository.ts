import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type GameItemRow, gameItemColumns, selectGames } from '../catalogue/game-item.ts';
import type { SeamlessTxRow } from './seamless.table.ts';

type Db = Kysely<DB>;

export interface LaunchableGameRow extends GameItemRow {
  vendor_enabled: boolean;
  category_enabled: boolean;
}

/** A game with what decides whether it can be launched now; undefined for an unknown id. */
export async function findLaunchableGame(db: Db, gameId: number): Promise<LaunchableGameRow | undefined> {
  if (!Number.isSafeInteger(gameId) || gameId <= 0 || gameId > 2_147_483_647) return undefined;
  const row = await selectGames(db)
    .innerJoin('game_category as c', 'c.code', 'g.category_code')
    .select([...gameItemColumns, 'v.enabled as vendor_enabled', 'c.enabled as category_enabled'])
    .where('g.id', '=', gameId)
    .executeTakeFirst();
  return row as LaunchableGameRow | undefined;
}

export async function findVendor(db: Db, code: string) {
  return db.selectFrom('vendor').select(['code', 'wallet_mode', 'enabled']).where('code', '=', code).executeTakeFirst();
}

export async function findNickname(db: Db, memberId: bigint): Promise<string | undefined> {
  const row = await db.selectFrom('member').select('nickname').where('id', '=', memberId).executeTakeFirst();
  return row?.nickname ?? undefined;
}

export async function findGameName(db: Db, gameId: number) {
  return db.selectFrom('game').select(['name', 'display_name']).where('id', '=', gameId).executeTakeFirst();
}

export interface NewSeamlessTx {
  vendor_code: string;
  tx_id: string;
  kind: 'DEBIT' | 'CREDIT' | 'ROLLBACK';
  request_hash: string | null;
  member_id: bigint;
  launch_id: bigint;
  round_ref: string;
  ref_tx_id?: string | null;
  currency: string;
  wallet: string;
  amount: bigint;
  tombstone?: boolean;
  rolled_back_by?: string | null;
}

/** Claims a transaction id; false when the vendor used it before (or a tombstone holds it). */
export async function insertTxIfAbsent(db: Db, tx: NewSeamlessTx): Promise<boolean> {
  const row = await db
    .insertInto('seamless_tx')
    .values({ ...tx, member_id: tx.member_id.toString(), launch_id: tx.launch_id.toString(), amount: tx.amount.toString() })
    .onConflict((oc) => oc.columns(['vendor_code', 'tx_id']).doNothing())
    .returning('tx_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** A transaction by its vendor's id, locked for the rest of the caller's transaction. */
export async function lockTx(db: Db, vendorCode: string, txId: string): Promise<SeamlessTxRow | undefined> {
  return db.selectFrom('seamless_tx').selectAll().where('vendor_code', '=', vendorCode).where('tx_id', '=', txId).forUpdate().executeTakeFirst();
}

export async function updateTx(
  db: Db,
  vendorCode: string,
  txId: string,
  changes: { transfer_id?: bigint | null; balance_after?: bigint; rolled_back_by?: string; amount?: bigint },
): Promise<void> {
  await db
    .updateTable('seamless_tx')
    .set({
      ...(changes.transfer_id !== undefined ? { transfer_id: changes.transfer_id?.toString() ?? null } : {}),
      ...(changes.balance_after !== undefined ? { balance_after: changes.balance_after.toString() } : {}),
      ...(changes.rolled_back_by !== undefined ? { rolled_back_by: changes.rolled_back_by } : {}),
      ...(changes.amount !== undefined ? { amount: changes.amount.toString() } : {}),
    })
    .where('vendor_code', '=', vendorCode)
    .where('tx_id', '=', txId)
    .execute();
}

export interface RoundSpec {
  vendorCode: string;
  roundRef: string;
  memberId: bigint;
  launchId: bigint;
  gameId: number;
  gameCode: string;
  categoryCode: string;
  currency: string;
}

/**
 * Adds a stake to the member's open round, opening it on the first bet. Returns false when the
 * round is closed (settled or rolled back) or belongs to another player.
 */
export async function addStake(db: Db, round: RoundSpec, stake: bigint): Promise<boolean> {
  const row = await sql<{ id: string }>`
    INSERT INTO game_round (vendor_code, round_ref, member_id, launch_id, game_id, game_code, category_code, mode, currency, stake, win)
    VALUES (${round.vendorCode}, ${round.roundRef}, ${round.memberId.toString()}::bigint, ${round.launchId.toString()}::bigint,
            ${round.gameId}, ${round.gameCode}, ${round.categoryCode}, 'REAL', ${round.currency}, ${stake.toString()}::bigint, 0)
    ON CONFLICT (vendor_code, round_ref) DO UPDATE SET stake = game_round.stake + excluded.stake
      WHERE game_round.status = 'OPEN' AND game_round.member_id = excluded.member_id
    RETURNING id`.execute(db);
  return row.rows.length > 0;
}

/**
 * Adds a win to the member's round (a round may pay without a stake of its own: free spins), closing
 * it when the vendor says it ended. Returns false when the round is closed or another player's.
 */
export async function addWin(
  db: Db,
  round: RoundSpec,
  win: bigint,
  outcome: { ended: boolean; summary: string | undefined; result: Record<string, unknown> | undefined },
): Promise<boolean> {
  const status = outcome.ended ? 'SETTLED' : 'OPEN';
  const result = outcome.result === undefined ? null : JSON.stringify(outcome.result);
  const row = await sql<{ id: string }>`
    INSERT INTO game_round (vendor_code, round_ref, member_id, launch_id, game_id, game_code, category_code, mode, currency,
                            stake, win, status, summary, result, settled_at)
    VALUES (${round.vendorCode}, ${round.roundRef}, ${round.memberId.toString()}::bigint, ${round.launchId.toString()}::bigint,
            ${round.gameId}, ${round.gameCode}, ${round.categoryCode}, 'REAL', ${round.currency}, 0, ${win.toString()}::bigint,
            ${status}::text, ${outcome.summary ?? ''}, coalesce(${result}::jsonb, '{}'::jsonb), CASE WHEN ${outcome.ended}::boolean THEN now() END)
    ON CONFLICT (vendor_code, round_ref) DO UPDATE SET
      win = game_round.win + excluded.win,
      status = excluded.status,
      settled_at = excluded.settled_at,
      summary = CASE WHEN ${outcome.summary ?? null}::text IS NULL THEN game_round.summary ELSE excluded.summary END,
      result = CASE WHEN ${result}::jsonb IS NULL THEN game_round.result ELSE game_round.result || excluded.result END
      WHERE game_round.status = 'OPEN' AND game_round.member_id = excluded.member_id
    RETURNING id`.execute(db);
  return row.rows.length > 0;
}

export async function lockRound(db: Db, vendorCode: string, roundRef: string) {
  return db
    .selectFrom('game_round')
    .select(['id', 'status', 'member_id'])
    .where('vendor_code', '=', vendorCode)
    .where('round_ref', '=', roundRef)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Takes a cancelled stake out of its round. When it was the round's whole remaining stake the round
 * is rolled back (void, its stake kept for the record); otherwise the round goes on with the rest.
 */
export async function cancelStake(db: Db, roundId: bigint | string, amount: bigint): Promise<void> {
  await sql`
    UPDATE game_round SET
      stake = CASE WHEN stake > ${amount.toString()}::bigint THEN stake - ${amount.toString()}::bigint ELSE stake END,
      status = CASE WHEN stake > ${amount.toString()}::bigint THEN status ELSE 'ROLLED_BACK' END,
      settled_at = CASE WHEN stake > ${amount.toString()}::bigint THEN settled_at ELSE now() END
    WHERE id = ${roundId.toString()}::bigint`.execute(db);
}

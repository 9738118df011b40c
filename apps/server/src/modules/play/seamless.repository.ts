import { type Kysely, type RawBuilder, sql } from 'kysely';
import { namedStatement, opaque } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { type GameItemRow, gameItemColumns, selectGames } from '../catalogue/game-item.ts';
import { type BatchCompanion, postTransferBatch, type PostingCompanion, type TransferRequest } from '../wallet/ledger.ts';
import { type Launch, type LaunchRow, launchOf } from './launch.service.ts';
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

/** A transaction by its vendor's id, as committed. */
export async function findTx(db: Db, vendorCode: string, txId: string): Promise<SeamlessTxRow | undefined> {
  return db.selectFrom('seamless_tx').selectAll().where('vendor_code', '=', vendorCode).where('tx_id', '=', txId).executeTakeFirst();
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

/** What a round takes from a vendor's call: a stake, or a win (closing the round when it ended). */
export type RoundMove =
  | { kind: 'STAKE'; amount: bigint }
  | { kind: 'WIN'; amount: bigint; ended: boolean; summary: string | undefined; result: Record<string, unknown> | undefined };

/**
 * The round upsert's conflict arm, the same for one call and for a batch: the stake and win add up,
 * the status and settling time are the call's, the summary is replaced and the result merged only
 * when the call brings them; only while the round is open and only for its own player.
 */
function roundConflict(summaryGiven: RawBuilder<unknown>, resultGiven: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`ON CONFLICT (vendor_code, round_ref) DO UPDATE SET
        stake = game_round.stake + excluded.stake,
        win = game_round.win + excluded.win,
        status = excluded.status,
        settled_at = excluded.settled_at,
        summary = CASE WHEN ${summaryGiven} THEN excluded.summary ELSE game_round.summary END,
        result = CASE WHEN ${resultGiven} THEN game_round.result || excluded.result ELSE game_round.result END
        WHERE game_round.status = 'OPEN' AND game_round.member_id = excluded.member_id`;
}

/** A move's columns: the stake or the win, the status it leaves, and what a win says of the round. */
function moveColumns(move: RoundMove) {
  const win = move.kind === 'WIN' ? move : null;
  return {
    stake: move.kind === 'STAKE' ? move.amount : 0n,
    win: win?.amount ?? 0n,
    status: win?.ended ? 'SETTLED' : 'OPEN',
    summary: win?.summary ?? null,
    result: win?.result === undefined ? null : JSON.stringify(win.result),
  };
}

/**
 * `round AS (...)`: adds the stake or win to the member's open round, opening it on the first call
 * (a round may pay without a stake of its own: free spins), closing it when a win says it ended.
 * Writes only when `condition` holds; empty when the round is closed (settled or rolled back) or
 * belongs to another player.
 */
function roundPart(round: RoundSpec, move: RoundMove, condition: RawBuilder<unknown>): RawBuilder<unknown> {
  const m = moveColumns(move);
  return sql`round AS (
      INSERT INTO game_round (vendor_code, round_ref, member_id, launch_id, game_id, game_code, category_code, mode, currency,
                              stake, win, status, summary, result, settled_at)
      SELECT ${round.vendorCode}, ${round.roundRef}, ${round.memberId.toString()}::bigint, ${round.launchId.toString()}::bigint,
             ${round.gameId}::int, ${round.gameCode}, ${round.categoryCode}, 'REAL', ${round.currency},
             ${m.stake.toString()}::bigint, ${m.win.toString()}::bigint, ${m.status}::text, coalesce(${m.summary}::text, ''),
             coalesce(${m.result}::jsonb, '{}'::jsonb), CASE WHEN ${m.status}::text = 'SETTLED' THEN now() END
      WHERE ${condition}
      ${roundConflict(sql`${m.summary}::text IS NOT NULL`, sql`${m.result}::jsonb IS NOT NULL`)}
      RETURNING id
    )`;
}

/** A stake or a win as the vendor sent it: the transaction row a settling statement claims. */
export interface SettledTx {
  vendorCode: string;
  txId: string;
  kind: 'DEBIT' | 'CREDIT';
  requestHash: string;
  memberId: bigint;
  launchId: bigint;
  roundRef: string;
  currency: string;
  wallet: string;
  amount: bigint;
}

/** The row already under a transaction id, as a settling statement found it (amounts as text). */
export interface KnownTx {
  kind: 'DEBIT' | 'CREDIT' | 'ROLLBACK';
  request_hash: string | null;
  balance_after: string | null;
  tombstone: boolean;
  currency: string;
}

/** What a settling statement did: nothing when the id was `known`; else the round took it or was closed. */
export interface SettleAnswer {
  known: KnownTx | null;
  /** The round took the stake or win; false when it was closed or another player's. */
  round_ok: boolean;
  /** This statement wrote the transaction row. */
  claimed: boolean;
}

function knownPart(tx: SettledTx): RawBuilder<unknown> {
  return sql`known AS (
      SELECT kind, request_hash, balance_after::text AS balance_after, tombstone, currency
      FROM seamless_tx WHERE vendor_code = ${tx.vendorCode} AND tx_id = ${tx.txId}
    )`;
}

/**
 * `claim AS (...)`: the transaction row, written when the round took the call. It is written even
 * when the transfer was not (a retry of the same call that raced this one and committed first):
 * the row then fails the whole statement, so nothing of it stays: a stake or win without its
 * transfer breaks `seamless_tx_transfer_named`, a taken id `seamless_tx_pkey`.
 */
function claimPart(tx: SettledTx, transferId: RawBuilder<unknown>, balanceAfter: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`claim AS (
      INSERT INTO seamless_tx (vendor_code, tx_id, kind, request_hash, member_id, launch_id, round_ref, currency, wallet, amount,
                               transfer_id, balance_after)
      SELECT ${tx.vendorCode}, ${tx.txId}, ${tx.kind}::text, ${tx.requestHash}, ${tx.memberId.toString()}::bigint,
             ${tx.launchId.toString()}::bigint, ${tx.roundRef}, ${tx.currency}, ${tx.wallet}, ${tx.amount.toString()}::bigint,
             ${transferId}, ${balanceAfter}
      FROM round
      RETURNING tx_id
    )`;
}

const settleAnswer = sql`(SELECT row_to_json(k) FROM known k) AS known, EXISTS (SELECT 1 FROM round) AS round_ok, EXISTS (SELECT 1 FROM claim) AS claimed`;

/**
 * The parts a stake or a win adds to its ledger posting (see postTransferWith): the transaction id
 * is looked up, the round takes the move only when the id is new, the transfer is written only
 * when the round took it, and the transaction row records the transfer and the member's balance
 * after it. One statement: all of it commits, or none.
 */
export function settleWithTransfer(tx: SettledTx, round: RoundSpec, move: RoundMove): PostingCompanion {
  return {
    name: move.kind === 'STAKE' ? 'seamless_stake_v2' : 'seamless_win_v2',
    before: sql`${knownPart(tx)}, ${roundPart(round, move, sql`(SELECT accounts FROM ready) AND NOT EXISTS (SELECT 1 FROM known)`)}`,
    gate: sql`EXISTS (SELECT 1 FROM round)`,
    after: claimPart(tx, sql`(SELECT id FROM t)`, sql`(SELECT balance FROM moved WHERE member_id IS NOT NULL)`),
    answer: settleAnswer,
  };
}

/**
 * A call that moves no money (a win of 0), as one statement: the id looked up, the round told,
 * the transaction row written with the member's balance as it stands. `balance` is that balance.
 */
export async function settleWithoutTransfer(db: Db, tx: SettledTx, round: RoundSpec, move: RoundMove): Promise<SettleAnswer & { balance: string | null }> {
  const result = await sql<SettleAnswer & { balance: string | null }>`${SETTLE_STATEMENT}
    WITH ${knownPart(tx)}, ${roundPart(round, move, sql`NOT EXISTS (SELECT 1 FROM known)`)}, bal AS (
      SELECT coalesce((
        SELECT balance FROM ledger_account
        WHERE owner_kind = 'MEMBER' AND member_id = ${tx.memberId.toString()}::bigint AND wallet = ${tx.wallet} AND currency = ${tx.currency}
      ), 0) AS balance
    ), ${claimPart(tx, sql`NULL::bigint`, sql`(SELECT balance FROM bal)`)}
    SELECT ${settleAnswer}, (SELECT balance::text FROM bal) AS balance`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error('the settling statement answered nothing');
  return row;
}

const SETTLE_STATEMENT = sql.raw(namedStatement('seamless_settle_v2'));

/** A stake or a win for a batch (see settleBatch): what `settleWithTransfer` takes, for one call. */
export interface BatchCall {
  tx: SettledTx;
  round: RoundSpec;
  move: RoundMove;
  /** Null for a win of 0: the round is told and the id claimed, no money moves. */
  transfer: TransferRequest | null;
  /**
   * For a stake: the login session that launched the game. The stake is taken only while the
   * launch has not expired and that session is open (neither revoked nor expired); null for a
   * win, which settles regardless.
   */
  liveSession: string | null;
}

/** What the batch did with a call: nothing, a known id, or all of it (money, round, id). */
export type BatchOutcome = { kind: 'known'; known: KnownTx } | { kind: 'done'; balance: bigint } | { kind: 'alone' };

/**
 * Stakes and wins of several players in one statement (one round trip, one commit): for each call
 * the id is looked up, the round takes the move, the money moves and the id is claimed, as
 * `settleWithTransfer` does for one. A call the batch cannot settle as a matter of course (its
 * accounts are new, the balance does not cover the stake, the round refused it, the stake's launch
 * or login session ended) moves nothing and answers `alone`: the caller settles it on its own,
 * where each of those cases has its answer. At most one call per member wallet, round and id: the caller keeps
 * the others for a later batch.
 */
export async function settleBatch(db: Db, calls: BatchCall[]): Promise<BatchOutcome[]> {
  const col = <T>(pick: (call: BatchCall) => T) => calls.map(pick);
  const moves = calls.map((c) => moveColumns(c.move));
  const companion: BatchCompanion = {
    name: 'seamless_settle',
    before: sql`sx AS MATERIALIZED (
        SELECT * FROM unnest(${opaque(col((c) => c.tx.vendorCode), 'text[]')}, ${opaque(col((c) => c.tx.txId), 'text[]')}, ${opaque(col((c) => c.tx.kind), 'text[]')},
                             ${opaque(col((c) => c.tx.requestHash), 'text[]')}, ${opaque(col((c) => c.tx.launchId.toString()), 'bigint[]')}, ${opaque(col((c) => c.tx.roundRef), 'text[]')},
                             ${opaque(col((c) => c.tx.amount.toString()), 'bigint[]')}, ${opaque(col((c) => c.round.gameId), 'int[]')}, ${opaque(col((c) => c.round.gameCode), 'text[]')},
                             ${opaque(col((c) => c.round.categoryCode), 'text[]')}, ${opaque(moves.map((m) => m.stake.toString()), 'bigint[]')}, ${opaque(moves.map((m) => m.win.toString()), 'bigint[]')},
                             ${opaque(moves.map((m) => m.status), 'text[]')}, ${opaque(moves.map((m) => m.summary), 'text[]')}, ${opaque(moves.map((m) => m.result), 'text[]')},
                             ${opaque(col((c) => c.liveSession), 'uuid[]')})
          WITH ORDINALITY AS s(vendor_code, tx_id, kind, request_hash, launch_id, round_ref, amount, game_id, game_code, category_code,
                               stake, win, status, summary, result, live_session, i)
      ), known AS MATERIALIZED (
        -- One probe of the primary key per call (LIMIT 1 keeps it a lookup: as a set joined while
        -- the table was small, a plan kept for the connection would read it whole as it grows).
        SELECT s.i, k.kind, k.request_hash, k.balance_after::text AS balance_after, k.tombstone, k.currency
        FROM sx s
        CROSS JOIN LATERAL (
          SELECT t.kind, t.request_hash, t.balance_after, t.tombstone, t.currency FROM seamless_tx t
          WHERE t.vendor_code = s.vendor_code AND t.tx_id = s.tx_id
          LIMIT 1
        ) k
      ), live AS MATERIALIZED (
        -- The stakes whose launch has not expired and whose login session is open: one probe of
        -- each primary key per stake (LIMIT 1 keeps it a lookup; as a set, the planner would read
        -- the launches and sessions whole).
        SELECT s.i FROM sx s
        CROSS JOIN LATERAL (
          SELECT 1 FROM game_launch gl JOIN session ss ON ss.id = s.live_session
          WHERE gl.id = s.launch_id AND gl.expires_at > now() AND ss.revoked_at IS NULL AND ss.expires_at > now()
          LIMIT 1
        ) alive
        WHERE s.live_session IS NOT NULL
      ), round AS (
        -- A round opened by its first call, told each stake and win, closed by a win that ended it;
        -- only while open and only for its own player (as roundPart, for several rounds at once).
        INSERT INTO game_round (vendor_code, round_ref, member_id, launch_id, game_id, game_code, category_code, mode, currency,
                                stake, win, status, summary, result, settled_at)
        SELECT s.vendor_code, s.round_ref, x.member_id, s.launch_id, s.game_id, s.game_code, s.category_code, 'REAL', x.currency,
               s.stake, s.win, s.status, coalesce(s.summary, ''), coalesce(s.result::jsonb, '{}'::jsonb),
               CASE WHEN s.status = 'SETTLED' THEN now() END
        FROM sx s JOIN items x ON x.i = s.i JOIN ready r ON r.i = s.i
        WHERE r.ok AND NOT EXISTS (SELECT 1 FROM known k WHERE k.i = s.i)
          AND (s.live_session IS NULL OR s.i IN (SELECT l.i FROM live l))
        ${roundConflict(
          sql`(SELECT s2.summary FROM sx s2 WHERE s2.vendor_code = excluded.vendor_code AND s2.round_ref = excluded.round_ref) IS NOT NULL`,
          sql`(SELECT s2.result FROM sx s2 WHERE s2.vendor_code = excluded.vendor_code AND s2.round_ref = excluded.round_ref) IS NOT NULL`,
        )}
        RETURNING vendor_code, round_ref
      ), go AS MATERIALIZED (
        SELECT s.i FROM sx s JOIN round r ON r.vendor_code = s.vendor_code AND r.round_ref = s.round_ref
      )`,
    after: sql`claim AS (
        -- Written for every call in go: a stake or win whose transfer was not written (its key
        -- taken meanwhile) breaks seamless_tx_transfer_named and fails the whole statement.
        INSERT INTO seamless_tx (vendor_code, tx_id, kind, request_hash, member_id, launch_id, round_ref, currency, wallet, amount,
                                 transfer_id, balance_after)
        SELECT s.vendor_code, s.tx_id, s.kind, s.request_hash, x.member_id, s.launch_id, s.round_ref, x.currency, x.wallet, s.amount,
               p.transfer_id, p.balance
        FROM sx s JOIN items x ON x.i = s.i JOIN go g ON g.i = s.i LEFT JOIN posted p ON p.i = s.i
        RETURNING tx_id
      )`,
    answer: sql`(SELECT row_to_json(k) FROM (SELECT kind, request_hash, balance_after, tombstone, currency FROM known WHERE known.i = x.i) k) AS known`,
  };
  const posted = await postTransferBatch(
    db,
    calls.map((c) => ({ transfer: c.transfer, memberId: c.tx.memberId, wallet: c.tx.wallet, currency: c.tx.currency })),
    companion,
  );
  return posted.map((item): BatchOutcome => {
    const known = item.answer.known as KnownTx | null | undefined;
    if (known) return { kind: 'known', known };
    if (item.done && item.balance !== null) return { kind: 'done', balance: item.balance };
    return { kind: 'alone' };
  });
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
 * Takes a cancelled stake out of its round. When it was the round's whole remaining stake and the
 * round has paid nothing, the round is rolled back (void, its stake kept for the record); otherwise
 * the round goes on with the rest (none, when a win was paid before the rollback).
 */
export async function cancelStake(db: Db, roundId: bigint | string, amount: bigint): Promise<void> {
  // A round that paid part of its win keeps it: were it void, the records would leave out money the
  // member received.
  await sql`
    UPDATE game_round SET
      stake = CASE WHEN stake > ${amount.toString()}::bigint THEN stake - ${amount.toString()}::bigint WHEN win > 0 THEN 0 ELSE stake END,
      status = CASE WHEN stake > ${amount.toString()}::bigint OR win > 0 THEN status ELSE 'ROLLED_BACK' END,
      settled_at = CASE WHEN stake > ${amount.toString()}::bigint OR win > 0 THEN settled_at ELSE now() END
    WHERE id = ${roundId.toString()}::bigint`.execute(db);
}

/** The calling vendor's wallet mode with the launch its token stands for and that launch's login session. */
export interface VendorLaunch {
  /** Undefined when no vendor has this code. */
  walletMode: 'SEAMLESS' | 'TRANSFER' | undefined;
  /** Undefined for an unknown token. */
  launch: Launch | undefined;
  /** The login session that launched it; null for trials (or a session gone). */
  session: { revoked_at: Date | null; expires_at: Date } | null;
}

type VendorLaunchRow = { [K in keyof LaunchRow]: LaunchRow[K] | null } & {
  wallet_mode: 'SEAMLESS' | 'TRANSFER';
  session_revoked_at: Date | null;
  session_expires_at: Date | null;
};

/** Everything the vendors' calls need to know before money moves, for several calls in one read, in their order. */
export async function findVendorLaunches(db: Db, wanted: { vendorCode: string; tokenHash: string }[]): Promise<VendorLaunch[]> {
  const result = await sql<VendorLaunchRow & { i: string | number; wallet_mode: VendorLaunchRow['wallet_mode'] | null }>`${LAUNCHES_STATEMENT}
    SELECT q.i, v.wallet_mode, l.*
    FROM unnest(${opaque(wanted.map((w) => w.vendorCode), 'text[]')}, ${opaque(wanted.map((w) => w.tokenHash), 'text[]')}) WITH ORDINALITY AS q(vendor_code, token_hash, i)
    LEFT JOIN vendor v ON v.code = q.vendor_code
    -- One probe of the token's index per call (LIMIT 1 keeps it a lookup: as a set joined while
    -- the launches were few, a plan kept for the connection would read them all as they grow).
    LEFT JOIN LATERAL (
      SELECT l.id, l.member_id, l.session_id, l.game_id, g.game_code, g.category_code, l.vendor_code, l.mode,
             l.fun_balance, l.currency, l.language, l.created_at, l.expires_at, l.opened_at,
             s.revoked_at AS session_revoked_at, s.expires_at AS session_expires_at
      FROM game_launch l JOIN game g ON g.id = l.game_id LEFT JOIN session s ON s.id = l.session_id
      WHERE l.token_hash = q.token_hash AND v.code IS NOT NULL
      LIMIT 1
    ) l ON true
    ORDER BY q.i`.execute(db);
  if (result.rows.length !== wanted.length) throw new Error(`${wanted.length} launches asked, ${result.rows.length} answered`);
  return result.rows.map((row) => {
    if (row.wallet_mode === null) return { walletMode: undefined, launch: undefined, session: null };
    return {
      walletMode: row.wallet_mode,
      launch: row.id === null ? undefined : launchOf(row as LaunchRow),
      session: row.session_expires_at === null ? null : { revoked_at: row.session_revoked_at, expires_at: row.session_expires_at },
    };
  });
}

const LAUNCHES_STATEMENT = sql.raw(namedStatement('seamless_vendor_launches_v2'));

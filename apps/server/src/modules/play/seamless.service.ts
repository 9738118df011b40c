import { createHash, createHmac } from 'node:crypto';
import { type LanguageCode, pickLanguage } from '@lumen/contracts/i18n/languages';
import type { PlayMode } from '@lumen/contracts/play/play.contract';
import { formatMinor, toMinor } from '@lumen/contracts/wallet/money';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { DomainError, fieldIssue, validationFailed } from '../../http/domain-error.ts';
import { translate } from '../../lib/translated.ts';
import { createBatcher, type Batcher } from '../../lib/batcher.ts';
import { serverKey } from '../auth/account.repository.ts';
import { isBatchable, MAIN_WALLET, memberBalances, postTransfer, postTransferWith, type TransferRequest } from '../wallet/ledger.ts';
import { getWalletSettings } from '../wallet/wallet-settings.ts';
import { hashLaunchToken, type Launch, openLaunch, requirePlayableWith } from './launch.service.ts';
import * as repo from './seamless.repository.ts';

type Db = Kysely<DB>;

/**
 * The seamless wallet: the calls a vendor makes while its games are played. The vendor holds no
 * money of its own; every stake is debited and every win credited here, in the ledger, at once.
 * Each call is idempotent by the vendor's transaction id: a retry answers the first result, the
 * same id with other content is refused. A rollback cancels a debit once; one that arrives before
 * its debit leaves a tombstone, so the late debit is refused and moves nothing. Wins and rollbacks
 * settle after the launch token expired (a round may end after the player left); stakes do not.
 */

export interface SeamlessCaller {
  db: Db;
  config: AppConfig;
  /** The vendor that signed the call (its x-vendor header); SIGNATURE_INVALID when no vendor has this code. */
  vendorCode: string;
  lang: LanguageCode;
}

export interface SeamlessBalance {
  balance: string;
  currency: string;
  txId?: string;
}

/** The player as this vendor knows it: the launch, the id the vendor sees, and where its money is. */
interface Player {
  launch: Launch;
  playerId: string;
  memberId: bigint | null;
  /** MAIN for seamless vendors, the vendor's sub-wallet for transfer-mode vendors. */
  wallet: string;
  /** Read from this instance's memory (see playerFor): what may have changed is checked again. */
  remembered: boolean;
}

/** The server key player ids are made with when SEAMLESS_PLAYER_KEY is unset (table server_key). */
const PLAYER_KEY = 'seamless-player';

/**
 * The id a vendor knows a player by: stable per member and vendor, opaque, not the username. The
 * key is never one a vendor holds (see loadConfig): member numbers are sequential, so with the key
 * a vendor could compute every member's id and read the member numbers back.
 */
export async function playerIdOf(db: Db, config: AppConfig, vendorCode: string, launch: Pick<Launch, 'id' | 'memberId'>): Promise<string> {
  const key = config.seamless.playerKey ?? (await serverKey(db, PLAYER_KEY));
  const subject = launch.memberId === null ? `launch:${launch.id}` : `member:${launch.memberId}`;
  return `p${createHmac('sha256', key).update(`${vendorCode}:${subject}`).digest('hex').slice(0, 32)}`;
}

const refused = (): DomainError => new DomainError('LAUNCH_TOKEN_INVALID');

/** How long a real-money launch read for a stake or a win is kept in memory, and how many. */
const REMEMBER_LAUNCH_MS = 10_000;
const REMEMBER_LAUNCH_MAX = 20_000;

interface Remembered {
  until: number;
  player: Player;
  session: repo.VendorLaunch['session'];
}
const rememberedLaunches = new WeakMap<Db, Map<string, Remembered>>();

/**
 * A stake or win that found its player in memory and that the batch could not settle: the call
 * starts again from a fresh read, in case what was remembered no longer holds (the session).
 */
class ReadAgain extends Error {}

/**
 * The player a call is about, read with the vendor and the launch's login session in one query.
 * SIGNATURE_INVALID when no vendor has the caller's code (its signature held with a shared key);
 * LAUNCH_TOKEN_INVALID when the token is unknown, another vendor's, or the player id is not its.
 * With `remember`, a real-money launch read in the last seconds is taken from memory: what a
 * launch says never changes, but its session may end, so a stake checks the session again in its
 * own statement (see repo.settleBatch), and a call the batch leaves starts again (ReadAgain).
 */
async function playerFor(
  caller: SeamlessCaller,
  token: string,
  playerId?: string,
  remember = false,
): Promise<{ player: Player; session: repo.VendorLaunch['session'] }> {
  const tokenHash = hashLaunchToken(token);
  const key = `${caller.vendorCode}:${tokenHash}`;
  let memory = rememberedLaunches.get(caller.db);
  if (remember && memory) {
    const hit = memory.get(key);
    if (hit && hit.until > Date.now()) {
      if (playerId !== undefined && playerId !== hit.player.playerId) throw refused();
      return { player: hit.player, session: hit.session };
    }
  }
  const found = await launchesOf(caller.db).submit({ vendorCode: caller.vendorCode, tokenHash });
  if (!found.walletMode) throw new DomainError('SIGNATURE_INVALID');
  const { launch } = found;
  if (!launch || launch.vendorCode !== caller.vendorCode) throw refused();
  const id = await playerIdOf(caller.db, caller.config, caller.vendorCode, launch);
  if (playerId !== undefined && playerId !== id) throw refused();
  // TRANSFER vendors play from the member's sub-wallet named by their code, SEAMLESS ones from MAIN;
  // a single-wallet site has no sub-wallets to fund (transfers are refused), so all play from MAIN.
  const single = found.walletMode === 'TRANSFER' && (await getWalletSettings(caller.db)).isSingle;
  const wallet = found.walletMode === 'TRANSFER' && !single ? launch.vendorCode : MAIN_WALLET;
  const player: Player = { launch, playerId: id, memberId: launch.memberId, wallet, remembered: false };
  if (launch.mode === 'REAL' && launch.memberId !== null) {
    if (!memory) {
      memory = new Map();
      rememberedLaunches.set(caller.db, memory);
    }
    memory.delete(key);
    if (memory.size >= REMEMBER_LAUNCH_MAX) memory.delete(memory.keys().next().value as string);
    memory.set(key, { until: Date.now() + REMEMBER_LAUNCH_MS, player: { ...player, remembered: true }, session: found.session });
  }
  return { player, session: found.session };
}

async function balanceMinor(db: Db, player: Player): Promise<bigint> {
  // Play money moves only at the vendor after authenticate: the launch's own figure is the platform's answer.
  if (player.launch.mode === 'FUN') return player.launch.funBalance ?? 0n;
  if (player.memberId === null) return 0n;
  return (await memberBalances(db, player.memberId, player.launch.currency)).get(player.wallet) ?? 0n;
}

async function balanceOf(db: Db, player: Player, txId?: string): Promise<SeamlessBalance> {
  return { balance: formatMinor(await balanceMinor(db, player)), currency: player.launch.currency, ...(txId ? { txId } : {}) };
}

/** Runs a step for a known player: a refusal carries the player's balance too. */
async function forPlayer<T>(db: Db, player: Player, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const balance = await balanceOf(db, player);
    const value = error.value && typeof error.value === 'object' ? (error.value as Record<string, unknown>) : {};
    throw new DomainError(error.code, { value: { ...value, ...balance }, detail: error.detail, cause: error });
  }
}

function requestHash(fields: Record<string, unknown>): string {
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

function requireReal(player: Player): bigint {
  // Free-trial play money stays with the vendor after authenticate: no wallet call moves it.
  if (player.launch.mode !== 'REAL' || player.memberId === null) throw refused();
  return player.memberId;
}

function checkGame(caller: SeamlessCaller, player: Player, body: { gameCode: string; currency?: string }): void {
  const fields = [];
  if (body.gameCode !== player.launch.gameCode) fields.push(fieldIssue(caller.lang, 'gameCode', 'invalid'));
  if (body.currency !== undefined && body.currency !== player.launch.currency) fields.push(fieldIssue(caller.lang, 'currency', 'invalid'));
  if (fields.length) throw validationFailed(fields, caller.lang);
}

function roundOf(caller: SeamlessCaller, player: Player, memberId: bigint, roundRef: string): repo.RoundSpec {
  return {
    vendorCode: caller.vendorCode,
    roundRef,
    memberId,
    launchId: player.launch.id,
    gameId: player.launch.gameId,
    gameCode: player.launch.gameCode,
    categoryCode: player.launch.categoryCode,
    currency: player.launch.currency,
  };
}

function txOf(
  caller: SeamlessCaller,
  player: Player,
  memberId: bigint,
  body: { txId: string; roundId: string },
  kind: 'DEBIT' | 'CREDIT',
  hash: string,
  amount: bigint,
): repo.SettledTx {
  return {
    vendorCode: caller.vendorCode,
    txId: body.txId,
    kind,
    requestHash: hash,
    memberId,
    launchId: player.launch.id,
    roundRef: body.roundId,
    currency: player.launch.currency,
    wallet: player.wallet,
    amount,
  };
}

/** Ledger key of a vendor's transaction: unique per vendor and transaction id, for ever. */
export const seamlessKey = (vendorCode: string, txId: string) => `seamless:${vendorCode}:${txId}`;

/**
 * The ledger transfer a vendor's call makes: a stake from the member's wallet to the game revenue
 * book, or a payout (a win, a refunded stake) from the book to the member's wallet.
 */
function vendorTransfer(
  caller: SeamlessCaller,
  call: { txId: string; roundId: string; gameCode: string },
  account: { memberId: bigint; wallet: string; currency: string },
  move: { kind: 'BET' | 'WIN'; direction: 'STAKE' | 'PAYOUT'; amount: bigint; memo?: Record<string, unknown> },
): TransferRequest {
  const member = { account: { member: account.memberId, wallet: account.wallet } };
  const house = { account: { house: 'GAME_REVENUE' as const } };
  const { amount } = move;
  return {
    key: seamlessKey(caller.vendorCode, call.txId),
    kind: move.kind,
    currency: account.currency,
    memberId: account.memberId,
    legs:
      move.direction === 'STAKE'
        ? [{ ...member, amount: -amount }, { ...house, amount }]
        : [{ ...house, amount: -amount }, { ...member, amount }],
    reference: call.roundId,
    memo: { vendor: caller.vendorCode, txId: call.txId, ...move.memo, roundId: call.roundId, gameCode: call.gameCode },
    actor: `vendor:${caller.vendorCode}`,
  };
}

/**
 * The answer to a transaction id used before: the first result for the same request, ROUND_CLOSED
 * for a debit a rollback already cancelled, IDEMPOTENCY_CONFLICT for other content.
 */
function answerAgain(
  row: { kind: string; request_hash: string | null; balance_after: bigint | string | null; tombstone: boolean; currency: string },
  txId: string,
  kind: 'DEBIT' | 'CREDIT' | 'ROLLBACK',
  hash: string,
): SeamlessBalance {
  if (row.tombstone && kind === 'DEBIT') throw new DomainError('ROUND_CLOSED');
  if (row.kind !== kind || row.request_hash !== hash) throw new DomainError('IDEMPOTENCY_CONFLICT');
  return { balance: formatMinor(BigInt(row.balance_after ?? 0)), currency: row.currency, txId };
}

/** `answerAgain` for an id claimed before this transaction: its row, locked. */
async function replayOf(db: Db, caller: SeamlessCaller, txId: string, kind: 'DEBIT' | 'CREDIT' | 'ROLLBACK', hash: string): Promise<SeamlessBalance> {
  const row = await repo.lockTx(db, caller.vendorCode, txId);
  if (!row) throw new Error(`seamless transaction ${txId} neither claimed nor found`);
  return answerAgain(row, txId, kind, hash);
}

/**
 * True when a settling statement failed on its transaction row: the same id was claimed by a call
 * that raced it (the row's key is taken, or its transfer was not written because that call's was).
 */
function isClaimedMeanwhile(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string } | null;
  const constraint = e?.code === '23505' ? 'seamless_tx_pkey' : e?.code === '23514' ? 'seamless_tx_transfer_named' : undefined;
  if (!e || !constraint) return false;
  return e.constraint === constraint || (e.message ?? '').includes(constraint);
}

/**
 * A stake or a win, settled by one statement: the id claimed, the round told and the money moved
 * (when `transfer` is given) together, or nothing at all. A known id answers its first result; a
 * round that refuses the call answers ROUND_CLOSED, unless the same call, racing this one, is the
 * one that closed it.
 */
async function settle(
  caller: SeamlessCaller,
  player: Player,
  tx: repo.SettledTx,
  move: repo.RoundMove,
  transfer: TransferRequest | null,
): Promise<SeamlessBalance> {
  const { db } = caller;
  const round = roundOf(caller, player, tx.memberId, tx.roundRef);
  if (transfer === null || isBatchable(transfer)) {
    // With the calls of other players that arrived meanwhile: one statement and one commit for all.
    const liveSession = move.kind === 'STAKE' ? player.launch.sessionId : null;
    const outcome = await settlementsOf(db)
      .submit({ tx, round, move, transfer, liveSession })
      .catch((): repo.BatchOutcome => ({ kind: 'alone' }));
    if (outcome.kind === 'known') return answerAgain(outcome.known, tx.txId, tx.kind, tx.requestHash);
    if (outcome.kind === 'done') return { balance: formatMinor(outcome.balance), currency: tx.currency, txId: tx.txId };
    // A call the batch left (a first stake, a stake the balance does not cover, a closed round, an
    // ended session), or a batch that failed as a whole (nothing of it was written): this call on
    // its own, from a fresh read of its launch.
    if (player.remembered) throw new ReadAgain();
  }
  let answer: repo.SettleAnswer;
  let after: bigint | null = null;
  try {
    if (transfer) {
      const posted = await postTransferWith<repo.SettleAnswer>(db, transfer, repo.settleWithTransfer(tx, round, move));
      answer = posted.answer;
      const leg = posted.transfer?.legs.find((l) => l.memberId !== null);
      if (leg) after = leg.balanceAfter;
    } else {
      const settled = await repo.settleWithoutTransfer(db, tx, round, move);
      answer = settled;
      if (settled.claimed && settled.balance !== null) after = BigInt(settled.balance);
    }
  } catch (error) {
    if (!isClaimedMeanwhile(error)) throw error;
    // Nothing of this statement stays: the call that claimed the id first answers.
    const first = await repo.findTx(db, caller.vendorCode, tx.txId);
    if (!first) throw error;
    return answerAgain(first, tx.txId, tx.kind, tx.requestHash);
  }
  if (answer.known) return answerAgain(answer.known, tx.txId, tx.kind, tx.requestHash);
  if (answer.claimed) {
    if (after === null) throw new Error(`seamless transaction ${tx.txId} claimed without its balance`);
    return { balance: formatMinor(after), currency: tx.currency, txId: tx.txId };
  }
  const meanwhile = await repo.findTx(db, caller.vendorCode, tx.txId);
  if (meanwhile) return answerAgain(meanwhile, tx.txId, tx.kind, tx.requestHash);
  throw new DomainError('ROUND_CLOSED');
}

/** Most calls in one statement (a settling one or a read); more wait for the next. */
const BATCH_MAX_CALLS = 64;

const launchReads = new WeakMap<Db, Batcher<{ vendorCode: string; tokenHash: string }, repo.VendorLaunch>>();

/** The launches vendors' calls name, read together when they arrive together (one round trip). */
function launchesOf(db: Db): Batcher<{ vendorCode: string; tokenHash: string }, repo.VendorLaunch> {
  let batcher = launchReads.get(db);
  if (!batcher) {
    batcher = createBatcher({ run: (wanted) => repo.findVendorLaunches(db, wanted), keys: () => [], maxItems: BATCH_MAX_CALLS, concurrency: 2 });
    launchReads.set(db, batcher);
  }
  return batcher;
}

const settlements = new WeakMap<Db, Batcher<repo.BatchCall, repo.BatchOutcome>>();

/**
 * The stakes and wins of one database, settled in batches (see repo.settleBatch), one statement in
 * flight at a time: the calls that arrive meanwhile go together in the next. Measured with the
 * game-bets benchmark, one statement for more calls beats more statements in flight (they share
 * the house books' rows and the CPUs with everything else). Calls of one member wallet, one round
 * or one transaction id never share a batch: they go in their order.
 */
function settlementsOf(db: Db): Batcher<repo.BatchCall, repo.BatchOutcome> {
  let batcher = settlements.get(db);
  if (!batcher) {
    batcher = createBatcher({
      run: (calls) => repo.settleBatch(db, calls),
      keys: (call) => [
        `w:${call.tx.memberId}:${call.tx.wallet}:${call.tx.currency}`,
        `r:${call.tx.vendorCode}:${call.tx.roundRef}`,
        `t:${call.tx.vendorCode}:${call.tx.txId}`,
      ],
      maxItems: BATCH_MAX_CALLS,
      concurrency: 1,
    });
    settlements.set(db, batcher);
  }
  return batcher;
}

// ---------- the calls ----------

export async function authenticate(caller: SeamlessCaller, body: { launchToken: string }) {
  const { db } = caller;
  // The vendor is checked before the token is spent: another vendor cannot burn it.
  const { player } = await playerFor(caller, body.launchToken);
  const launch = await forPlayer(db, player, () => openLaunch(db, body.launchToken));
  const lang = pickLanguage(launch.language);
  const nickname = launch.memberId === null ? 'Guest' : ((await repo.findNickname(db, launch.memberId)) ?? 'Player');
  const game = await repo.findGameName(db, launch.gameId);
  return {
    playerId: player.playerId,
    nickname,
    currency: launch.currency,
    balance: formatMinor(await balanceMinor(db, player)),
    mode: launch.mode as PlayMode,
    gameCode: launch.gameCode,
    gameName: game ? translate(game.display_name, lang) || game.name : launch.gameCode,
    language: launch.language,
  };
}

export async function balance(caller: SeamlessCaller, body: { playerId: string; launchToken: string }): Promise<SeamlessBalance> {
  const { player } = await playerFor(caller, body.launchToken, body.playerId);
  return balanceOf(caller.db, player);
}

/** A stake or win from a remembered launch first; from a fresh read when that one says so. */
async function rememberingLaunch<B>(caller: SeamlessCaller, body: B, call: (caller: SeamlessCaller, body: B, remember: boolean) => Promise<SeamlessBalance>) {
  try {
    return await call(caller, body, true);
  } catch (error) {
    if (!(error instanceof ReadAgain)) throw error;
    return call(caller, body, false);
  }
}

type DebitBody = { playerId: string; launchToken: string; txId: string; roundId: string; gameCode: string; amount: string | number; currency: string };

export async function debit(caller: SeamlessCaller, body: DebitBody): Promise<SeamlessBalance> {
  return rememberingLaunch(caller, body, debitOnce);
}

async function debitOnce(caller: SeamlessCaller, body: DebitBody, remember: boolean): Promise<SeamlessBalance> {
  const { db } = caller;
  const { player, session } = await playerFor(caller, body.launchToken, body.playerId, remember);
  return forPlayer(db, player, async () => {
    // Stakes need a live launch: not expired, and the login session that launched it still open.
    requirePlayableWith(player.launch, session);
    const memberId = requireReal(player);
    checkGame(caller, player, body);
    const amount = toMinor(body.amount);
    const hash = requestHash({ kind: 'DEBIT', playerId: player.playerId, roundId: body.roundId, gameCode: body.gameCode, amount: amount.toString(), currency: body.currency });
    const account = { memberId, wallet: player.wallet, currency: player.launch.currency };
    return settle(
      caller,
      player,
      txOf(caller, player, memberId, body, 'DEBIT', hash, amount),
      { kind: 'STAKE', amount },
      vendorTransfer(caller, body, account, { kind: 'BET', direction: 'STAKE', amount }),
    );
  });
}

type CreditBody = {
  playerId: string;
  launchToken: string;
  txId: string;
  roundId: string;
  gameCode: string;
  amount: string | number;
  currency: string;
  roundEnded: boolean;
  summary?: string | undefined;
  result?: Record<string, unknown> | undefined;
};

export async function credit(caller: SeamlessCaller, body: CreditBody): Promise<SeamlessBalance> {
  return rememberingLaunch(caller, body, creditOnce);
}

async function creditOnce(caller: SeamlessCaller, body: CreditBody, remember: boolean): Promise<SeamlessBalance> {
  const { db } = caller;
  // Wins settle after the token expired: the launch must exist and be this player's.
  const { player } = await playerFor(caller, body.launchToken, body.playerId, remember);
  return forPlayer(db, player, async () => {
    const memberId = requireReal(player);
    checkGame(caller, player, body);
    const amount = toMinor(body.amount);
    const hash = requestHash({
      kind: 'CREDIT',
      playerId: player.playerId,
      roundId: body.roundId,
      gameCode: body.gameCode,
      amount: amount.toString(),
      currency: body.currency,
      roundEnded: body.roundEnded,
    });
    const move: repo.RoundMove = { kind: 'WIN', amount, ended: body.roundEnded, summary: body.summary, result: body.result };
    // A loss (a win of 0) moves no money: the round is told and the id claimed all the same.
    const account = { memberId, wallet: player.wallet, currency: player.launch.currency };
    const transfer = amount > 0n ? vendorTransfer(caller, body, account, { kind: 'WIN', direction: 'PAYOUT', amount }) : null;
    return settle(caller, player, txOf(caller, player, memberId, body, 'CREDIT', hash, amount), move, transfer);
  });
}

export async function rollback(
  caller: SeamlessCaller,
  body: { playerId: string; launchToken: string; txId: string; refTxId: string; roundId: string; gameCode: string },
): Promise<SeamlessBalance> {
  const { db } = caller;
  const { player } = await playerFor(caller, body.launchToken, body.playerId);
  return forPlayer(db, player, async () => {
    const memberId = requireReal(player);
    checkGame(caller, player, body);
    if (body.refTxId === body.txId) throw validationFailed([fieldIssue(caller.lang, 'refTxId', 'invalid')], caller.lang);
    const hash = requestHash({ kind: 'ROLLBACK', playerId: player.playerId, refTxId: body.refTxId, roundId: body.roundId, gameCode: body.gameCode });
    return db.transaction().execute(async (trx) => {
      const claimed = await repo.insertTxIfAbsent(trx, {
        vendor_code: caller.vendorCode,
        tx_id: body.txId,
        kind: 'ROLLBACK',
        request_hash: hash,
        member_id: memberId,
        launch_id: player.launch.id,
        round_ref: body.roundId,
        ref_tx_id: body.refTxId,
        currency: player.launch.currency,
        wallet: player.wallet,
        amount: 0n,
      });
      if (!claimed) return replayOf(trx, caller, body.txId, 'ROLLBACK', hash);

      let target = await repo.lockTx(trx, caller.vendorCode, body.refTxId);
      if (!target) {
        // The debit has not arrived (or never will): a tombstone under its id refuses it later.
        const tombstoned = await repo.insertTxIfAbsent(trx, {
          vendor_code: caller.vendorCode,
          tx_id: body.refTxId,
          kind: 'DEBIT',
          request_hash: null,
          member_id: memberId,
          launch_id: player.launch.id,
          round_ref: body.roundId,
          currency: player.launch.currency,
          wallet: player.wallet,
          amount: 0n,
          tombstone: true,
          rolled_back_by: body.txId,
        });
        // The debit committed meanwhile: cancel it like any other.
        if (!tombstoned) target = await repo.lockTx(trx, caller.vendorCode, body.refTxId);
      }

      let transferId: bigint | null = null;
      let refunded = 0n;
      let after: bigint | undefined;
      if (target) {
        const refField = () => validationFailed([fieldIssue(caller.lang, 'refTxId', 'invalid')], caller.lang);
        if (target.kind !== 'DEBIT' || BigInt(target.member_id) !== memberId) throw refField();
        if (target.round_ref !== body.roundId) throw validationFailed([fieldIssue(caller.lang, 'roundId', 'invalid')], caller.lang);
        if (!target.tombstone && target.rolled_back_by === null) {
          const round = await repo.lockRound(trx, caller.vendorCode, target.round_ref);
          // A settled round stays as it ended: its stake was lost or won, not cancelled.
          if (round?.status === 'SETTLED') throw new DomainError('ROUND_CLOSED');
          const amount = BigInt(target.amount);
          const account = { memberId, wallet: target.wallet, currency: player.launch.currency };
          const posted = await postTransfer(
            trx,
            vendorTransfer(caller, body, account, { kind: 'BET', direction: 'PAYOUT', amount, memo: { rollbackOf: body.refTxId } }),
          );
          transferId = posted.id;
          refunded = amount;
          after = target.wallet === player.wallet ? (posted.legs[1]?.balanceAfter ?? 0n) : undefined;
          await repo.updateTx(trx, caller.vendorCode, body.refTxId, { rolled_back_by: body.txId });
          if (round) await repo.cancelStake(trx, round.id, amount);
        }
      }
      after ??= await balanceMinor(trx, player);
      await repo.updateTx(trx, caller.vendorCode, body.txId, { transfer_id: transferId, balance_after: after, amount: refunded });
      return { balance: formatMinor(after), currency: player.launch.currency, txId: body.txId };
    });
  });
}

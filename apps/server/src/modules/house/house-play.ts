import type { HouseEngine, HouseRound } from '@lumen/contracts/play/house.contract';
import type { HouseOutcome } from '@lumen/contracts/play/house-result';
import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import { formatMinor } from '@lumen/contracts/wallet/money';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { DomainError } from '../../http/domain-error.ts';
import { translate } from '../../lib/translated.ts';
import { findGameItemRow, type GameItemRow } from '../catalogue/game-item.ts';
import { type Launch, findLaunchById, moveFunBalance, requirePlayableLaunch } from '../play/launch.service.ts';
import { MAIN_WALLET, memberBalances, postTransfer } from '../wallet/ledger.ts';
import { engineOf } from './house-games.ts';
import type { HouseRoundRow, NewHouseRound, StoredHouseResult } from './house.repository.ts';

type Db = Kysely<DB>;

/** A house game being played: its launch, game, engine and the wallet that pays. */
export interface HouseContext {
  launch: Launch;
  game: GameItemRow;
  engine: HouseEngine;
  /** MAIN for a seamless vendor, the vendor's own sub-wallet for a transfer-mode one. */
  wallet: string;
}

/** The fields of a new round row that come from its launch and game. */
export function roundOwnedBy(context: HouseContext): Pick<NewHouseRound, 'memberId' | 'launchId' | 'gameId' | 'gameCode' | 'categoryCode' | 'mode' | 'currency'> {
  return {
    memberId: context.launch.memberId,
    launchId: context.launch.id,
    gameId: context.game.id,
    gameCode: context.game.game_code,
    categoryCode: context.game.category_code,
    mode: context.launch.mode,
    currency: context.launch.currency,
  };
}

/**
 * The launch's game and wallet. A game in maintenance or disabled answers GAME_MAINTENANCE, unless
 * the call only settles a bet already placed (`settling`, a crash cash-out).
 */
export async function contextOf(db: Db, launch: Launch, options: { settling?: boolean } = {}): Promise<HouseContext> {
  if (launch.vendorCode !== 'HOUSE') throw new DomainError('LAUNCH_TOKEN_INVALID');
  const game = await findGameItemRow(db, launch.gameId);
  const engine = game ? engineOf(game) : null;
  if (!game || !engine) throw new DomainError('GAME_NOT_FOUND');
  if (!options.settling && (game.maintenance || !game.enabled)) throw new DomainError('GAME_MAINTENANCE');
  return { launch, game, engine, wallet: game.wallet_mode === 'TRANSFER' ? game.vendor_code : MAIN_WALLET };
}

/** The launch behind a bet: playable, of a HOUSE game, of the engine the call is for. */
export async function playableContext(db: Db, launchToken: string, engine?: HouseEngine, options: { settling?: boolean } = {}): Promise<HouseContext> {
  const context = await contextOf(db, await requirePlayableLaunch(db, launchToken), options);
  if (engine && context.engine !== engine) throw new DomainError('GAME_NOT_FOUND');
  return context;
}

/** Real money of the paying wallet, or the launch's play money. */
export async function balanceOf(db: Db, context: HouseContext): Promise<bigint> {
  const { launch } = context;
  if (launch.mode === 'FUN' || launch.memberId === null) return (await findLaunchById(db, launch.id))?.funBalance ?? 0n;
  return (await memberBalances(db, launch.memberId, launch.currency)).get(context.wallet) ?? 0n;
}

/** Takes the stake: play money for free trial, otherwise a BET transfer keyed by the round. */
export async function takeStake(trx: Db, context: HouseContext, roundRef: string, stake: bigint): Promise<void> {
  const { launch } = context;
  if (launch.mode === 'FUN' || launch.memberId === null) {
    if ((await moveFunBalance(trx, launch.id, -stake)) === null) throw new DomainError('INSUFFICIENT_BALANCE');
    return;
  }
  await postTransfer(trx, {
    key: `house:bet:${roundRef}`,
    kind: 'BET',
    currency: launch.currency,
    memberId: launch.memberId,
    legs: [
      { account: { member: launch.memberId, wallet: context.wallet }, amount: -stake },
      { account: { house: 'GAME_REVENUE' }, amount: stake },
    ],
    reference: roundRef,
    memo: { vendor: 'HOUSE', gameCode: context.game.game_code, roundId: roundRef },
    actor: `member:${launch.memberId}`,
  });
}

/** Pays a win (nothing for zero): play money, or a WIN transfer keyed by the round. */
export async function payWin(trx: Db, context: HouseContext, roundRef: string, win: bigint): Promise<void> {
  if (win <= 0n) return;
  const { launch } = context;
  if (launch.mode === 'FUN' || launch.memberId === null) {
    await moveFunBalance(trx, launch.id, win);
    return;
  }
  await postTransfer(trx, {
    key: `house:win:${roundRef}`,
    kind: 'WIN',
    currency: launch.currency,
    memberId: launch.memberId,
    legs: [
      { account: { house: 'GAME_REVENUE' }, amount: -win },
      { account: { member: launch.memberId, wallet: context.wallet }, amount: win },
    ],
    reference: roundRef,
    memo: { vendor: 'HOUSE', gameCode: context.game.game_code, roundId: roundRef },
    actor: `member:${launch.memberId}`,
  });
}

const iso = (value: Date | string): string => new Date(value).toISOString();

/**
 * A stored round as the API shows it. `serverSeed` is the revealed seed (null until rotated);
 * `crash` adds the round's crash point and hash once it crashed.
 */
export function roundOf(
  row: HouseRoundRow,
  lang: LanguageCode,
  extra: { serverSeed?: string | null; crash?: { crashPoint: string | null; hash: string | null } } = {},
): HouseRound {
  const result = row.result;
  const base = {
    roundId: row.round_ref,
    nodeId: row.game_id === null ? null : String(row.game_id),
    gameName: (row.display_name ? translate(row.display_name, lang) : '') || row.game_name || row.game_code,
    mode: row.mode,
    currency: row.currency,
    stake: formatMinor(BigInt(row.stake)),
    win: formatMinor(BigInt(row.win)),
    status: row.status,
    summary: row.summary,
    createdAt: iso(row.created_at),
  };
  const fairness = result.fairness
    ? { serverSeedHash: result.fairness.serverSeedHash, serverSeed: extra.serverSeed ?? null, clientSeed: result.fairness.clientSeed, nonce: result.fairness.nonce }
    : null;
  if (result.engine === 'SLOT' && fairness) return { ...base, engine: 'SLOT', fairness, slot: result.slot as never };
  if (result.engine === 'DICE' && fairness) return { ...base, engine: 'DICE', fairness, dice: result.dice as never };
  if (result.engine === 'KENO' && fairness) return { ...base, engine: 'KENO', fairness, keno: result.keno as never };
  const crash = result.crash ?? { chainId: '0', roundNumber: 0, autoCashout: null, cashout: null };
  return {
    ...base,
    engine: 'CRASH',
    fairness: null,
    crash: { ...crash, crashPoint: extra.crash?.crashPoint ?? null, hash: extra.crash?.hash ?? null },
  };
}

/**
 * A stored house round's outcome for the betting record, which words it in the member's language;
 * null when the round holds none (a crash bet stored before its round ran, or an unknown shape).
 */
export function outcomeOf(stored: unknown): HouseOutcome | null {
  const result = (typeof stored === 'string' ? JSON.parse(stored) : stored) as Partial<StoredHouseResult> | null;
  if (!result || typeof result !== 'object') return null;
  if (result.engine === 'SLOT' && result.slot) return { engine: 'SLOT', slot: result.slot as never };
  if (result.engine === 'DICE' && result.dice) return { engine: 'DICE', dice: result.dice as never };
  if (result.engine === 'KENO' && result.keno) return { engine: 'KENO', keno: result.keno as never };
  if (result.engine === 'CRASH' && result.crash) {
    const { roundNumber, cashout, crashPoint } = result.crash;
    return { engine: 'CRASH', crash: { roundNumber, cashout, crashPoint: crashPoint ?? null } };
  }
  return null;
}

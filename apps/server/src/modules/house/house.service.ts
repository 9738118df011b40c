import { createHash } from 'node:crypto';
import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import type { FairnessState, HouseOpenValue, HouseRound, PlayValue, RotateSeedValue } from '@lumen/contracts/play/house.contract';
import {
  CRASH,
  DICE,
  type DiceDirection,
  diceMultiplierBasis,
  diceRollFromBytes,
  diceTargetAllowed,
  diceWinMinor,
  diceWins,
  KENO,
  kenoDrawFromBytes,
  kenoHits,
  kenoMultiplierHundredths,
  kenoRtpPercent,
  kenoWinMinor,
  slotOutcomeFromBytes,
  slotWinMinor,
} from '@lumen/contracts/play/house-fair';
import { HOUSE_SLOT } from '@lumen/contracts/play/house-slot';
import { formatMinor } from '@lumen/contracts/wallet/money';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { DomainError, fieldIssue, validationFailed } from '../../http/domain-error.ts';
import { gameItemOf } from '../catalogue/game-item.ts';
import { findLaunch, type Launch, launchSignedIn, openLaunch, requirePlayableLaunch } from '../play/launch.service.ts';
import { getSite, imageBase } from '../system/system.service.ts';
import { crashExtraOf } from './house-crash.service.ts';
import { advanceNonce, ensureActiveSeed, fairBytes, fairnessOf, findSeedById, lockActiveSeed, ownerOf, rotateSeed, setClientSeed } from './house-fairness.ts';
import { type HouseContext, balanceOf, contextOf, payWin, playableContext, roundOf, roundOwnedBy, takeStake } from './house-play.ts';
import { type HouseRoundRow, type StoredHouseResult, findHouseRound, insertHouseRound } from './house.repository.ts';

type Db = Kysely<DB>;

const money = (minor: bigint | number): string => formatMinor(BigInt(minor));

/** Opens a launched house game (once per token): rules, balance and the fairness state. */
export async function openHouseGame(db: Db, launchToken: string, lang: LanguageCode): Promise<HouseOpenValue> {
  // Check it is a playable house game before the one-time open uses the token up.
  await contextOf(db, await requirePlayableLaunch(db, launchToken));
  const context = await contextOf(db, await openLaunch(db, launchToken));
  const { engine, launch } = context;
  const site = await getSite(db);
  const fairness = engine === 'CRASH' ? null : fairnessOf(await ensureActiveSeed(db, ownerOf(launch)));
  return {
    engine,
    game: gameItemOf(context.game, lang, imageBase(site)),
    mode: launch.mode,
    currency: launch.currency,
    balance: money(await balanceOf(db, context)),
    fairness,
    slot:
      engine === 'SLOT'
        ? {
            definitionId: HOUSE_SLOT.id,
            reels: HOUSE_SLOT.reels.map((r) => [...r]),
            lines: HOUSE_SLOT.lines.map((l) => [...l]),
            paytable: Object.fromEntries(Object.entries(HOUSE_SLOT.paytable).map(([k, v]) => [k, [...v]])),
            rtp: (HOUSE_SLOT.declaredRtp * 100).toFixed(2),
            minStake: money(HOUSE_SLOT.minStakeMinor),
            maxStake: money(HOUSE_SLOT.maxStakeMinor),
            stakeLevels: HOUSE_SLOT.stakeLevelsMinor.map(money),
          }
        : null,
    dice:
      engine === 'DICE'
        ? {
            edgePercent: DICE.edgePercent,
            minChancePercent: DICE.minWinningRolls / 100,
            maxChancePercent: DICE.maxWinningRolls / 100,
            minStake: money(DICE.minStakeMinor),
            maxStake: money(DICE.maxStakeMinor),
          }
        : null,
    keno: engine === 'KENO' ? KENO_RULES : null,
    crash:
      engine === 'CRASH'
        ? {
            bettingMs: CRASH.bettingMs,
            runMaxMs: CRASH.runMaxMs,
            pauseMs: CRASH.pauseMs,
            periodMs: CRASH.periodMs,
            edgePercent: CRASH.edgePercent,
            maxMultiplier: money(CRASH.maxHundredths),
            minStake: money(CRASH.minStakeMinor),
            maxStake: money(CRASH.maxStakeMinor),
          }
        : null,
    expiresAt: launch.expiresAt.toISOString(),
  };
}

const picksRange = Array.from({ length: KENO.maxPicks - KENO.minPicks + 1 }, (_, i) => KENO.minPicks + i);

/** The keno rules as a game's open answers them: fixed, so worked out once. */
const KENO_RULES: NonNullable<HouseOpenValue['keno']> = {
  numbers: KENO.numbers,
  drawn: KENO.drawn,
  minPicks: KENO.minPicks,
  maxPicks: KENO.maxPicks,
  paytable: picksRange.map((picks) => Array.from({ length: picks + 1 }, (_, hits) => money(kenoMultiplierHundredths(picks, hits)))),
  rtp: picksRange.map((picks) => kenoRtpPercent(picks)),
  minStake: money(KENO.minStakeMinor),
  maxStake: money(KENO.maxStakeMinor),
};

interface FairPlay {
  context: HouseContext;
  stake: bigint;
  requestKey: string;
  request: Record<string, string | null>;
  /**
   * The outcome of the bet's bytes (round 0's; `more(round)` gives later rounds' for games that
   * need more than 32): what it pays, what to store, one line for records.
   */
  decide(bytes: Uint8Array, more: (round: number) => Uint8Array): { win: bigint; outcome: Pick<StoredHouseResult, 'slot' | 'dice' | 'keno'>; summary: string };
}

/** Same key, same request: the stored request must match field by field. */
function sameRequest(a: Record<string, string | null>, b: Record<string, string | null>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => (a[k] ?? null) === (b[k] ?? null));
}

/** The round id of a bet: the player's (member, or free-trial launch), the game's and the Idempotency-Key's. */
function fairRoundRef(launch: Launch, requestKey: string): string {
  const owner = ownerOf(launch);
  return `H${createHash('sha256').update(`${owner.kind}:${owner.id}:${launch.gameId}:${requestKey}`).digest('hex').slice(0, 31)}`;
}

/**
 * One provably-fair bet, in one transaction: lock the owner's seed (nonces are taken one at a
 * time), answer a replay of the same Idempotency-Key from the stored round, otherwise take the
 * stake, compute the outcome from HMAC(serverSeed, clientSeed:nonce:0), pay the win, write the
 * round and advance the nonce. A refused stake (not enough money) rolls everything back.
 */
async function playFairRound(db: Db, play: FairPlay, lang: LanguageCode): Promise<PlayValue> {
  const { context } = play;
  const owner = ownerOf(context.launch);
  const roundRef = fairRoundRef(context.launch, play.requestKey);
  const done = await db.transaction().execute(async (trx) => {
    const seed = await lockActiveSeed(trx, owner);
    const existing = await findHouseRound(trx, roundRef);
    if (existing) {
      if (!sameRequest(existing.result.request, play.request)) throw new DomainError('IDEMPOTENCY_CONFLICT');
      return { row: existing, replayed: true };
    }
    const bytes = fairBytes(seed.server_seed, seed.client_seed, seed.nonce, 0);
    const { win, outcome, summary } = play.decide(bytes, (round) => fairBytes(seed.server_seed, seed.client_seed, seed.nonce, round));
    await takeStake(trx, context, roundRef, play.stake);
    await payWin(trx, context, roundRef, win);
    await insertHouseRound(trx, {
      ...roundOwnedBy(context),
      roundRef,
      stake: play.stake,
      win,
      status: 'SETTLED',
      result: {
        engine: context.engine,
        request: play.request,
        requestKey: play.requestKey,
        fairness: { seedId: String(seed.id), serverSeedHash: seed.server_seed_hash, clientSeed: seed.client_seed, nonce: seed.nonce },
        ...outcome,
      },
      summary,
    });
    await advanceNonce(trx, seed.id);
    return { row: (await findHouseRound(trx, roundRef)) as HouseRoundRow, replayed: false };
  });
  return await playValueOf(db, context, done.row, done.replayed, lang);
}

async function playValueOf(db: Db, context: HouseContext, row: HouseRoundRow, replayed: boolean, lang: LanguageCode): Promise<PlayValue> {
  const fairness = fairnessOf(await ensureActiveSeed(db, ownerOf(context.launch)));
  return {
    round: await roundWithSeed(db, row, lang),
    balance: money(await balanceOf(db, context)),
    fairness,
    replayed,
  };
}

/**
 * A bet's checks (the launch playable, the game open, the stake allowed), unless the same request
 * was played before: a bet refused by them is looked up by its Idempotency-Key, and a round stored
 * under it answers as playFairRound's replay does (the first round; another request with the key
 * is IDEMPOTENCY_CONFLICT), even once the launch has expired or the game is in maintenance, while
 * the member is still signed in. Only the launch's own player's round of this game and engine is
 * answered. A bet they allow goes on to
 * playFairRound, which looks the key up in its transaction.
 */
async function checkedBet(
  db: Db,
  bet: { launchToken: string; engine: 'SLOT' | 'DICE' | 'KENO'; requestKey: string; request: Record<string, string | null>; lang: LanguageCode },
  checks: () => Promise<HouseContext>,
): Promise<{ context: HouseContext } | { replay: PlayValue }> {
  try {
    return { context: await checks() };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const replay = await storedBet(db, bet);
    if (replay) return { replay };
    throw error;
  }
}

async function storedBet(
  db: Db,
  bet: { launchToken: string; engine: 'SLOT' | 'DICE' | 'KENO'; requestKey: string; request: Record<string, string | null>; lang: LanguageCode },
): Promise<PlayValue | undefined> {
  const launch = await findLaunch(db, bet.launchToken);
  if (launch?.vendorCode !== 'HOUSE') return undefined;
  // The answer names the member's balance: real play answers only while the member is signed in.
  if (launch.mode === 'REAL' && !(await launchSignedIn(db, launch))) return undefined;
  const row = await findHouseRound(db, fairRoundRef(launch, bet.requestKey));
  if (!row || row.result.engine !== bet.engine || row.game_id !== launch.gameId || !sameOwner(row, launch)) return undefined;
  if (!sameRequest(row.result.request, bet.request)) throw new DomainError('IDEMPOTENCY_CONFLICT');
  const context = await contextOf(db, launch, { settling: true });
  return await playValueOf(db, context, row, true, bet.lang);
}

/** Whether a stored round is the launch's player's: the member's real play, or this free-trial launch's. */
function sameOwner(row: HouseRoundRow, launch: Launch): boolean {
  const owner = ownerOf(launch);
  if (owner.kind === 'MEMBER') return row.mode === 'REAL' && row.member_id !== null && BigInt(row.member_id) === owner.id;
  return row.launch_id !== null && BigInt(row.launch_id) === owner.id;
}

async function roundWithSeed(db: Db, row: HouseRoundRow, lang: LanguageCode): Promise<HouseRound> {
  const seedId = row.result.fairness?.seedId;
  const seed = seedId ? await findSeedById(db, seedId) : undefined;
  return roundOf(row, lang, { serverSeed: seed?.status === 'REVEALED' ? seed.server_seed : null });
}

function requireStake(stake: bigint, min: number, max: number, multipleOf = 1): void {
  if (stake < BigInt(min) || stake > BigInt(max) || stake % BigInt(multipleOf) !== 0n) throw new DomainError('BET_OUT_OF_RANGE');
}

export async function spinSlot(
  db: Db,
  input: { launchToken: string; stake: bigint; requestKey: string; lang: LanguageCode },
): Promise<PlayValue> {
  const def = HOUSE_SLOT;
  const request = { stake: money(input.stake) };
  const checked = await checkedBet(db, { ...input, engine: 'SLOT', request }, async () => {
    const context = await playableContext(db, input.launchToken, 'SLOT');
    requireStake(input.stake, def.minStakeMinor, def.maxStakeMinor, def.lines.length);
    return context;
  });
  if ('replay' in checked) return checked.replay;
  return await playFairRound(
    db,
    {
      context: checked.context,
      stake: input.stake,
      requestKey: input.requestKey,
      request,
      decide: (bytes) => {
        const outcome = slotOutcomeFromBytes(bytes, def);
        const win = slotWinMinor(input.stake, outcome, def);
        const wins = outcome.lineWins.map((w) => `${w.symbol} x${w.count} on line ${w.line}`);
        return {
          win,
          outcome: { slot: { definitionId: def.id, ...outcome } },
          summary: `stops ${outcome.stops.join('-')}: ${wins.length > 0 ? `${wins.join(', ')}, ${outcome.totalMultiplier}x line bet` : 'no win'}`,
        };
      },
    },
    input.lang,
  );
}

export async function rollDice(
  db: Db,
  input: { launchToken: string; stake: bigint; direction: DiceDirection; target: bigint; requestKey: string; lang: LanguageCode },
): Promise<PlayValue> {
  const target = Number(input.target);
  const request = { stake: money(input.stake), direction: input.direction, target: money(target) };
  const checked = await checkedBet(db, { ...input, engine: 'DICE', request }, async () => {
    const context = await playableContext(db, input.launchToken, 'DICE');
    if (!diceTargetAllowed(input.direction, target)) throw validationFailed([fieldIssue(input.lang, 'target', 'invalid')], input.lang);
    requireStake(input.stake, DICE.minStakeMinor, DICE.maxStakeMinor);
    return context;
  });
  if ('replay' in checked) return checked.replay;
  const multiplier = (diceMultiplierBasis(input.direction, target) / 10_000).toFixed(4);
  return await playFairRound(
    db,
    {
      context: checked.context,
      stake: input.stake,
      requestKey: input.requestKey,
      request,
      decide: (bytes) => {
        const roll = diceRollFromBytes(bytes);
        const won = diceWins(input.direction, target, roll);
        const win = won ? diceWinMinor(input.stake, input.direction, target) : 0n;
        return {
          win,
          outcome: { dice: { direction: input.direction, target: money(target), roll: money(roll), multiplier, won } },
          summary: `rolled ${money(roll)} ${input.direction.toLowerCase()} ${money(target)}: ${won ? `won at ${multiplier}x` : 'lost'}`,
        };
      },
    },
    input.lang,
  );
}

export async function playKeno(
  db: Db,
  input: { launchToken: string; stake: bigint; picks: number[]; requestKey: string; lang: LanguageCode },
): Promise<PlayValue> {
  const picks = input.picks;
  const request = { stake: money(input.stake), picks: picks.join(',') };
  const checked = await checkedBet(db, { ...input, engine: 'KENO', request }, async () => {
    const context = await playableContext(db, input.launchToken, 'KENO');
    requireStake(input.stake, KENO.minStakeMinor, KENO.maxStakeMinor);
    return context;
  });
  if ('replay' in checked) return checked.replay;
  return await playFairRound(
    db,
    {
      context: checked.context,
      stake: input.stake,
      requestKey: input.requestKey,
      request,
      decide: (bytes, more) => {
        const drawn = kenoDrawFromBytes(new Uint8Array([...bytes, ...more(1)]));
        const hits = kenoHits(picks, drawn);
        const multiplier = kenoMultiplierHundredths(picks.length, hits.length);
        const win = kenoWinMinor(input.stake, picks.length, hits.length);
        return {
          win,
          outcome: { keno: { picks, drawn, hits, multiplier: money(multiplier), won: win > 0n } },
          summary: `drew ${drawn.join(' ')}: ${hits.length} of ${picks.length} picks, ${win > 0n ? `won at ${money(multiplier)}x` : 'lost'}`,
        };
      },
    },
    input.lang,
  );
}

export async function fairnessFor(db: Db, launchToken: string): Promise<FairnessState> {
  const context = await playableContext(db, launchToken);
  if (context.engine === 'CRASH') throw new DomainError('GAME_NOT_FOUND');
  return fairnessOf(await ensureActiveSeed(db, ownerOf(context.launch)));
}

export async function changeClientSeed(db: Db, launchToken: string, clientSeed: string): Promise<FairnessState> {
  const context = await playableContext(db, launchToken);
  if (context.engine === 'CRASH') throw new DomainError('GAME_NOT_FOUND');
  return await setClientSeed(db, ownerOf(context.launch), clientSeed);
}

export async function rotateServerSeed(db: Db, launchToken: string, clientSeed?: string): Promise<RotateSeedValue> {
  const context = await playableContext(db, launchToken);
  if (context.engine === 'CRASH') throw new DomainError('GAME_NOT_FOUND');
  return await rotateSeed(db, ownerOf(context.launch), clientSeed);
}

/** Any house round by its id, for verification: the server seed once revealed, the crash hash once crashed. */
export async function lookupRound(db: Db, roundId: string, lang: LanguageCode): Promise<HouseRound> {
  const row = await findHouseRound(db, roundId);
  if (!row) throw new DomainError('NOT_FOUND');
  if (row.result.engine === 'CRASH') return roundOf(row, lang, { crash: await crashExtraOf(db, row) });
  return await roundWithSeed(db, row, lang);
}

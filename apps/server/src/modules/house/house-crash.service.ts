import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import type { CrashBetValue, CrashStateValue, HouseRound } from '@lumen/contracts/play/house.contract';
import { CRASH, crashMultiplierAt, crashPointFromBytes, crashRunMs, crashWinMinor } from '@lumen/contracts/play/house-fair';
import { formatMinor, toMinor } from '@lumen/contracts/wallet/money';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { DomainError } from '../../http/domain-error.ts';
import { serverKey } from '../auth/account.repository.ts';
import { findGameItemRow } from '../catalogue/game-item.ts';
import type { Launch } from '../play/launch.service.ts';
import { MAIN_WALLET } from '../wallet/ledger.ts';
import { houseClock } from './house-clock.ts';
import { type SeedOwner, ownerOf } from './house-fairness.ts';
import { type HouseContext, balanceOf, payWin, playableContext, roundOf, roundOwnedBy, takeStake } from './house-play.ts';
import { type HouseRoundRow, findCrashRoundByKey, findHouseRound, findOpenCrashRounds, insertHouseRound, settleHouseRound } from './house.repository.ts';
import type { HouseCrashChainRow } from './house.table.ts';

type Db = Kysely<DB>;

/**
 * Crash: shared rounds from a reverse hash chain. A chain is a secret seed and N hashes:
 * h[N-1] = SHA-256(seed), h[i] = SHA-256(h[i+1]); its terminal hash SHA-256(h[0]) is published
 * before round 0. Round k uses h[k] (so each round's hash, hashed once, is the previous round's),
 * and starts at startsAt + k * period: every instance computes the same schedule from the stored
 * chain, no coordinator. The seed is published once the chain's last round is over; the next
 * chain starts where it ended.
 */
export const CRASH_CHAIN_LENGTH = 10_000;

const sha256 = (data: Buffer): Buffer => createHash('sha256').update(data).digest();
const money = (minor: bigint | number): string => formatMinor(BigInt(minor));

interface Chain {
  id: string;
  seq: number;
  secret: string;
  terminalHash: string;
  length: number;
  periodMs: number;
  startsAt: number;
}

function chainOf(row: HouseCrashChainRow): Chain {
  return {
    id: String(row.id),
    seq: row.seq,
    secret: row.secret,
    terminalHash: row.terminal_hash,
    length: row.length,
    periodMs: row.period_ms,
    startsAt: new Date(row.starts_at).getTime(),
  };
}

const chainEnd = (chain: Chain): number => chain.startsAt + chain.length * chain.periodMs;

/** The chain's hashes, round 0 first. */
export function chainHashes(secretHex: string, length: number): Buffer[] {
  const hashes = new Array<Buffer>(length);
  let hash = sha256(Buffer.from(secretHex, 'hex'));
  hashes[length - 1] = hash;
  for (let i = length - 2; i >= 0; i -= 1) {
    hash = sha256(hash);
    hashes[i] = hash;
  }
  return hashes;
}

const hashCache = new Map<string, Buffer[]>();
function hashesOf(chain: Chain): Buffer[] {
  const key = `${chain.id}:${chain.terminalHash}`;
  let hashes = hashCache.get(key);
  if (!hashes) {
    hashes = chainHashes(chain.secret, chain.length);
    if (sha256(hashes[0] as Buffer).toString('hex') !== chain.terminalHash) throw new Error('crash chain does not match its terminal hash');
    if (hashCache.size >= 8) hashCache.delete(hashCache.keys().next().value as string);
    hashCache.set(key, hashes);
  }
  return hashes;
}

// Chains never change once written: read each once per database handle.
const chainCaches = new WeakMap<Db, Map<string, Chain>>();
async function chainById(db: Db, id: string): Promise<Chain | undefined> {
  let cache = chainCaches.get(db);
  if (!cache) {
    cache = new Map();
    chainCaches.set(db, cache);
  }
  const cached = cache.get(id);
  if (cached) return cached;
  const row = await db.selectFrom('house_crash_chain').selectAll().where('id', '=', id as never).executeTakeFirst();
  if (!row) return undefined;
  const chain = chainOf(row);
  if (cache.size >= 64) cache.delete(cache.keys().next().value as string);
  cache.set(id, chain);
  return chain;
}

/** The chain whose schedule covers `now`, created (by whichever instance gets there first) when none does. */
async function currentChain(db: Db, now: number): Promise<Chain> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const latest = await db.selectFrom('house_crash_chain').selectAll().orderBy('seq', 'desc').limit(1).executeTakeFirst();
    const chain = latest ? chainOf(latest) : undefined;
    if (chain && chain.startsAt <= now && now < chainEnd(chain)) return chain;
    if (chain && chain.startsAt > now) {
      const covering = await db
        .selectFrom('house_crash_chain')
        .selectAll()
        .where('starts_at', '<=', new Date(now))
        .orderBy('seq', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (covering && now < chainEnd(chainOf(covering))) return chainOf(covering);
    }
    const secret = randomBytes(32).toString('hex');
    const hashes = chainHashes(secret, CRASH_CHAIN_LENGTH);
    const startsAt = chain ? Math.max(chainEnd(chain), now) : now;
    await sql`
      INSERT INTO house_crash_chain (seq, secret, terminal_hash, length, period_ms, starts_at)
      VALUES (${(chain?.seq ?? 0) + 1}, ${secret}, ${sha256(hashes[0] as Buffer).toString('hex')}, ${CRASH_CHAIN_LENGTH}, ${CRASH.periodMs}, ${new Date(startsAt)})
      ON CONFLICT (seq) DO NOTHING`.execute(db);
  }
  throw new Error('no crash chain covers now');
}

interface RoundInfo {
  chain: Chain;
  number: number;
  hash: Buffer;
  point: number;
  bettingAt: number;
  runAt: number;
  crashAt: number;
  nextAt: number;
}

function roundInfo(chain: Chain, number: number): RoundInfo {
  const hash = hashesOf(chain)[number] as Buffer;
  const point = crashPointFromBytes(new Uint8Array(hash));
  const bettingAt = chain.startsAt + number * chain.periodMs;
  const runAt = bettingAt + CRASH.bettingMs;
  return { chain, number, hash, point, bettingAt, runAt, crashAt: runAt + crashRunMs(point), nextAt: bettingAt + chain.periodMs };
}

const roundAt = (chain: Chain, now: number): RoundInfo => roundInfo(chain, Math.floor((now - chain.startsAt) / chain.periodMs));

/** The multiplier a cash-out at `now` gets: below the crash point while the round runs. */
function liveMultiplier(round: RoundInfo, now: number): number {
  return Math.max(100, Math.min(crashMultiplierAt(now - round.runAt), round.point - 1));
}

/** The server key the crash round ids are made with (table server_key). */
const CRASH_REF_KEY = 'crash-ref';

/**
 * One bet per player per round: the round id is derived from both under a server key. The round
 * lookup is public, and chains, round numbers and member ids are all knowable: without the key,
 * anyone could compute every member's round id and read their bets.
 */
async function crashRef(db: Db, chain: Chain, number: number, owner: SeedOwner): Promise<string> {
  const key = await serverKey(db, CRASH_REF_KEY);
  return `C${createHmac('sha256', key).update(`${chain.id}:${number}:${owner.kind}:${owner.id}`).digest('hex').slice(0, 31)}`;
}

/** A crash round's point and hash, once it crashed (null before). */
export async function crashExtraOf(db: Db, row: HouseRoundRow): Promise<{ crashPoint: string | null; hash: string | null }> {
  const stored = row.result.crash;
  const chain = stored ? await chainById(db, stored.chainId) : undefined;
  if (!stored || !chain) return { crashPoint: null, hash: null };
  const round = roundInfo(chain, stored.roundNumber);
  if (houseClock.now() < round.crashAt) return { crashPoint: null, hash: null };
  return { crashPoint: money(round.point), hash: round.hash.toString('hex') };
}

/** Who is paid for a stored bet: its launch (or, if gone, the round's own member and mode). */
async function payoutContext(db: Db, row: HouseRoundRow): Promise<HouseContext> {
  const game = row.game_id === null ? undefined : await findGameItemRow(db, row.game_id);
  if (!game) throw new Error(`crash round ${row.round_ref} has no game`);
  const launch = {
    id: BigInt(row.launch_id ?? 0),
    memberId: row.member_id === null ? null : BigInt(row.member_id),
    mode: row.mode,
    currency: row.currency,
  } as Launch;
  return { launch, game, engine: 'CRASH', wallet: game.wallet_mode === 'TRANSFER' ? game.vendor_code : MAIN_WALLET };
}

/** Settles one bet: the cash-out multiplier (hundredths) or null for a loss. False when it was already settled. */
async function settleCrashBet(db: Db, row: HouseRoundRow, cashout: number | null, point: number | null): Promise<boolean> {
  const context = await payoutContext(db, row);
  return db.transaction().execute(async (trx) => {
    const locked = await trx.selectFrom('game_round').select(['status']).where('id', '=', row.id as never).forUpdate().executeTakeFirst();
    if (locked?.status !== 'OPEN') return false;
    const win = cashout === null ? 0n : crashWinMinor(BigInt(row.stake), cashout);
    await payWin(trx, context, row.round_ref, win);
    const crash = {
      ...(row.result.crash as NonNullable<HouseRoundRow['result']['crash']>),
      cashout: cashout === null ? null : money(cashout),
      crashPoint: point === null ? null : money(point),
    };
    const summary =
      cashout === null
        ? `crashed at ${money(point ?? 100)}x: lost`
        : `cashed out at ${money(cashout)}x${point === null ? '' : ` (crash ${money(point)}x)`}`;
    await settleHouseRound(trx, row.id, { win, result: { ...row.result, crash }, summary });
    return true;
  });
}

/**
 * Settles every bet whose round has crashed (the oldest 200 open bets at a time): auto cash-outs at
 * or below the point win, the rest lose. Whether the game is playable does not matter: a bet placed
 * is settled even while the game is in maintenance or disabled. Answers how many it settled.
 */
export async function settleFinishedCrashBets(db: Db, now: number): Promise<number> {
  const rows = await findOpenCrashRounds(db, 200);
  let settled = 0;
  for (const row of rows) {
    const stored = row.result.crash;
    const chain = stored ? await chainById(db, stored.chainId) : undefined;
    if (!stored || !chain) continue;
    const round = roundInfo(chain, stored.roundNumber);
    if (now < round.crashAt) continue;
    const auto = stored.autoCashout === null ? null : Number(toMinor(stored.autoCashout));
    if (await settleCrashBet(db, row, auto !== null && auto <= round.point ? auto : null, round.point)) settled += 1;
  }
  return settled;
}

async function betOf(db: Db, row: HouseRoundRow | undefined, lang: LanguageCode): Promise<HouseRound | null> {
  if (!row) return null;
  return roundOf(row, lang, { crash: await crashExtraOf(db, row) });
}

export async function crashState(db: Db, launchToken: string, lang: LanguageCode): Promise<CrashStateValue> {
  // Shown in maintenance too: a player with a running bet must see it to cash it out (bets are refused).
  const context = await playableContext(db, launchToken, 'CRASH', { settling: true });
  const now = houseClock.now();
  await settleFinishedCrashBets(db, now);
  const chain = await currentChain(db, now);
  const round = roundAt(chain, now);
  const phase = now < round.runAt ? 'BETTING' : now < round.crashAt ? 'RUNNING' : 'CRASHED';
  // The last 20 crash points, newest first: the current round's once it has crashed (its point and
  // hash are shown then anyway), so the list never says none crashed under a round that just did.
  const history = [];
  const newest = phase === 'CRASHED' ? round.number : round.number - 1;
  for (let k = newest; k >= 0 && k > newest - 20; k -= 1) {
    const past = roundInfo(chain, k);
    history.push({ chainId: chain.id, roundNumber: k, crashPoint: money(past.point), hash: past.hash.toString('hex') });
  }
  const bet = await findHouseRound(db, await crashRef(db, chain, round.number, ownerOf(context.launch)));
  return {
    serverTime: new Date(now).toISOString(),
    round: {
      chainId: chain.id,
      roundNumber: round.number,
      phase,
      bettingAt: new Date(round.bettingAt).toISOString(),
      runAt: new Date(round.runAt).toISOString(),
      nextAt: new Date(round.nextAt).toISOString(),
      multiplier: money(phase === 'BETTING' ? 100 : phase === 'RUNNING' ? liveMultiplier(round, now) : round.point),
      crashPoint: phase === 'CRASHED' ? money(round.point) : null,
      crashedAt: phase === 'CRASHED' ? new Date(round.crashAt).toISOString() : null,
      hash: phase === 'CRASHED' ? round.hash.toString('hex') : null,
    },
    bet: await betOf(db, bet, lang),
    history,
    terminalHash: chain.terminalHash,
    balance: money(await balanceOf(db, context)),
  };
}

function sameRequest(a: Record<string, string | null>, b: Record<string, string | null>): boolean {
  return (a.stake ?? null) === (b.stake ?? null) && (a.autoCashout ?? null) === (b.autoCashout ?? null);
}

/** A bet in the current round's betting phase; one per player per round. */
export async function placeCrashBet(
  db: Db,
  input: { launchToken: string; stake: bigint; autoCashout: bigint | null; requestKey: string; lang: LanguageCode },
): Promise<CrashBetValue> {
  const context = await playableContext(db, input.launchToken, 'CRASH');
  if (input.stake < BigInt(CRASH.minStakeMinor) || input.stake > BigInt(CRASH.maxStakeMinor)) throw new DomainError('BET_OUT_OF_RANGE');
  const owner = ownerOf(context.launch);
  await settleFinishedCrashBets(db, houseClock.now());
  const request = { stake: money(input.stake), autoCashout: input.autoCashout === null ? null : money(input.autoCashout) };
  const prior = await findCrashRoundByKey(db, owner, input.requestKey);
  if (prior) {
    if (!sameRequest(prior.result.request, request)) throw new DomainError('IDEMPOTENCY_CONFLICT');
    return { bet: (await betOf(db, prior, input.lang)) as HouseRound, balance: money(await balanceOf(db, context)), replayed: true };
  }
  // Read after the settling above, which may take a while: betting must be open now.
  const now = houseClock.now();
  const chain = await currentChain(db, now);
  const round = roundAt(chain, now);
  if (now >= round.runAt) throw new DomainError('ROUND_CLOSED');
  const roundRef = await crashRef(db, chain, round.number, owner);
  // A bet counts only if it is written while betting is open: once the round runs, a bet could
  // be placed knowing more than the others did, and one written after the crash is a sure thing.
  const stillBetting = () => {
    if (houseClock.now() >= round.runAt) throw new DomainError('ROUND_CLOSED');
  };
  try {
    await db.transaction().execute(async (trx) => {
      if (await findHouseRound(trx, roundRef)) throw new DomainError('ROUND_CLOSED');
      stillBetting();
      // The row first: it claims the round for this player before any money moves.
      await insertHouseRound(trx, {
        ...roundOwnedBy(context),
        roundRef,
        stake: input.stake,
        win: 0n,
        status: 'OPEN',
        result: {
          engine: 'CRASH',
          request,
          requestKey: input.requestKey,
          crash: { chainId: chain.id, roundNumber: round.number, autoCashout: request.autoCashout, cashout: null },
        },
        summary: `bet on crash round ${round.number}`,
      });
      await takeStake(trx, context, roundRef, input.stake);
      // The stake may have waited for the wallet: refused now, the bet and its stake roll back.
      stillBetting();
    });
  } catch (error) {
    const duplicate = (error as { code?: string }).code === '23505';
    if (duplicate || (error instanceof DomainError && error.code === 'ROUND_CLOSED')) {
      // The round already held a bet of this player: when it is this request's (the same key sent
      // again while the first was still being placed), it answers as a replay does.
      const twin = await findCrashRoundByKey(db, owner, input.requestKey);
      if (twin) {
        if (!sameRequest(twin.result.request, request)) throw new DomainError('IDEMPOTENCY_CONFLICT');
        return { bet: (await betOf(db, twin, input.lang)) as HouseRound, balance: money(await balanceOf(db, context)), replayed: true };
      }
      if (duplicate) throw new DomainError('ROUND_CLOSED');
    }
    throw error;
  }
  const row = (await findHouseRound(db, roundRef)) as HouseRoundRow;
  return { bet: (await betOf(db, row, input.lang)) as HouseRound, balance: money(await balanceOf(db, context)), replayed: false };
}

/**
 * Cashes out the player's bet at the multiplier of this moment, if the round is still running.
 * Too late (the round crashed) settles the bet as lost (or at its auto cash-out) and answers
 * ROUND_CLOSED. A game in maintenance or disabled takes no new bets but still lets a player cash
 * out the bet already running.
 */
export async function cashOutCrash(db: Db, input: { launchToken: string; lang: LanguageCode }): Promise<CrashBetValue> {
  const context = await playableContext(db, input.launchToken, 'CRASH', { settling: true });
  const now = houseClock.now();
  const chain = await currentChain(db, now);
  const round = roundAt(chain, now);
  const row = await findHouseRound(db, await crashRef(db, chain, round.number, ownerOf(context.launch)));
  if (row?.status !== 'OPEN' || now < round.runAt) {
    await settleFinishedCrashBets(db, now);
    throw new DomainError('ROUND_CLOSED');
  }
  if (now >= round.crashAt) {
    await settleFinishedCrashBets(db, now);
    throw new DomainError('ROUND_CLOSED');
  }
  let cashout = liveMultiplier(round, now);
  const auto = row.result.crash?.autoCashout;
  const autoHundredths = auto ? Number(toMinor(auto)) : null;
  // The auto cash-out already happened if the multiplier passed it.
  if (autoHundredths !== null && autoHundredths <= cashout) cashout = autoHundredths;
  await settleCrashBet(db, row, cashout, null);
  const settled = (await findHouseRound(db, row.round_ref)) as HouseRoundRow;
  return { bet: (await betOf(db, settled, input.lang)) as HouseRound, balance: money(await balanceOf(db, context)), replayed: false };
}

/** The chains, newest first: terminal hashes and schedules, and the seeds of chains that are over. */
export async function crashChains(db: Db): Promise<Array<{ chainId: string; terminalHash: string; startsAt: string; length: number; periodMs: number; revealedSeed: string | null }>> {
  const now = houseClock.now();
  const rows = await db.selectFrom('house_crash_chain').selectAll().orderBy('seq', 'desc').limit(10).execute();
  return rows.map(chainOf).map((chain) => ({
    chainId: chain.id,
    terminalHash: chain.terminalHash,
    startsAt: new Date(chain.startsAt).toISOString(),
    length: chain.length,
    periodMs: chain.periodMs,
    revealedSeed: now >= chainEnd(chain) ? chain.secret : null,
  }));
}


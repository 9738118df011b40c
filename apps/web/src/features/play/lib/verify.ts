import {
  crashPointFromBytes,
  diceRollFromBytes,
  diceWins,
  type DiceDirection,
  fairMessage,
  kenoDrawFromBytes,
  kenoHits,
  kenoWinMinor,
  slotOutcomeFromBytes,
  slotWinMinor,
} from '@lumen/contracts/play/house-fair';
import { HOUSE_SLOT, type SlotSpinOutcome } from '@lumen/contracts/play/house-slot';
import type { HouseRound } from '@lumen/contracts/play/house.contract';
import { formatMinor, parseAmount } from '@lumen/contracts/wallet/money';
import { fromHex, hmacSha256, sha256Hex } from './fair-crypto.ts';

/**
 * Recomputing house rounds in the browser. The server seed is 32 bytes written as hex: its hash is
 * SHA-256 of those bytes and it keys HMAC-SHA256 over `${clientSeed}:${nonce}:${round}`. Slot and
 * dice use byte round 0; keno draws from rounds 0 and 1 one after the other. A crash round's hash,
 * hashed again roundNumber + 1 times, must give its chain's published terminal hash.
 */

const hundredths = (h: number) => (h / 100).toFixed(2);

/** SHA-256 of the seed's bytes; null when the seed is not hex. */
export async function seedHashOf(serverSeedHex: string): Promise<string | null> {
  const bytes = fromHex(serverSeedHex);
  return bytes ? sha256Hex(bytes) : null;
}

/** The bet's bytes of byte rounds 0 .. rounds - 1, one after the other; null when the seed is not hex. */
export async function fairBytesOf(serverSeedHex: string, clientSeed: string, nonce: number, rounds = 1): Promise<Uint8Array | null> {
  const key = fromHex(serverSeedHex);
  if (!key) return null;
  const parts = await Promise.all(Array.from({ length: rounds }, (_, round) => hmacSha256(key, fairMessage(clientSeed, nonce, round))));
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

export type SeededEngine = 'SLOT' | 'DICE' | 'KENO';

export type Computed =
  | { engine: 'SLOT'; slot: SlotSpinOutcome }
  | { engine: 'DICE'; roll: string }
  | { engine: 'KENO'; drawn: number[] }
  | { engine: 'CRASH'; crashPoint: string };

/** A check of one fact: what the round says and what the browser computed. */
export interface Check {
  name: 'seedHash' | 'outcome' | 'hits' | 'win' | 'chain';
  ok: boolean;
  expected: string;
  actual: string;
}

export type Verification =
  | { status: 'unrevealed' }
  | { status: 'verified' | 'mismatch'; checks: Check[]; computed: Computed | null };

const check = (name: Check['name'], expected: string, actual: string): Check => ({ name, ok: expected === actual, expected, actual });

/** Outcome of a seeded game from the revealed inputs (manual mode too). */
export async function computeSeeded(engine: SeededEngine, serverSeed: string, clientSeed: string, nonce: number): Promise<Computed | null> {
  const bytes = await fairBytesOf(serverSeed, clientSeed, nonce, engine === 'KENO' ? 2 : 1);
  if (!bytes) return null;
  if (engine === 'SLOT') return { engine, slot: slotOutcomeFromBytes(bytes, HOUSE_SLOT) };
  if (engine === 'KENO') return { engine, drawn: kenoDrawFromBytes(bytes) };
  return { engine, roll: hundredths(diceRollFromBytes(bytes)) };
}

export function computeCrash(hashHex: string): Computed | null {
  const bytes = fromHex(hashHex);
  return bytes && bytes.length >= 7 ? { engine: 'CRASH', crashPoint: hundredths(crashPointFromBytes(bytes)) } : null;
}

/** Hashes `hashHex` `times` times (SHA-256 of the bytes each time). */
export async function hashForward(hashHex: string, times: number): Promise<string | null> {
  let bytes = fromHex(hashHex);
  if (!bytes) return null;
  for (let i = 0; i < times; i++) bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Verifies a played round. `terminalHash` is its crash chain's published hash (crash rounds only):
 * null when the published chains hold none for the round, which fails the chain check (a crash
 * round is fair only if its hash leads to a published chain); left out, the chain is not checked.
 */
export async function verifyRound(round: HouseRound, terminalHash?: string | null): Promise<Verification> {
  const stakeMinor = parseAmount(round.stake) ?? 0n;
  if (round.engine === 'CRASH') {
    const hash = round.crash.hash;
    if (!hash || round.crash.crashPoint === null) return { status: 'unrevealed' };
    const computed = computeCrash(hash);
    const checks = [check('outcome', round.crash.crashPoint, computed?.engine === 'CRASH' ? computed.crashPoint : '')];
    if (terminalHash !== undefined) {
      const forward = (await hashForward(hash, round.crash.roundNumber + 1)) ?? '';
      checks.push(terminalHash === null ? { name: 'chain', ok: false, expected: '', actual: forward } : check('chain', terminalHash.toLowerCase(), forward));
    }
    return { status: checks.every((c) => c.ok) ? 'verified' : 'mismatch', checks, computed };
  }
  const { serverSeed, serverSeedHash, clientSeed, nonce } = round.fairness;
  if (!serverSeed) return { status: 'unrevealed' };
  const checks: Check[] = [check('seedHash', serverSeedHash.toLowerCase(), (await seedHashOf(serverSeed)) ?? '')];
  const computed = await computeSeeded(round.engine, serverSeed, clientSeed, nonce);
  if (round.engine === 'SLOT') {
    const outcome = computed?.engine === 'SLOT' ? computed.slot : null;
    checks.push(check('outcome', round.slot.stops.join(','), outcome ? outcome.stops.join(',') : ''));
    checks.push(check('win', round.win, outcome ? formatMinor(slotWinMinor(stakeMinor, outcome, HOUSE_SLOT)) : ''));
  } else if (round.engine === 'KENO') {
    const drawn = computed?.engine === 'KENO' ? computed.drawn : null;
    const hits = drawn ? kenoHits(round.keno.picks, drawn) : null;
    checks.push(check('outcome', round.keno.drawn.join(','), drawn ? drawn.join(',') : ''));
    // A round without hits records none: a failed computation must not look like that.
    checks.push(check('hits', round.keno.hits.join(','), hits ? hits.join(',') : '–'));
    checks.push(check('win', round.win, hits ? formatMinor(kenoWinMinor(stakeMinor, round.keno.picks.length, hits.length)) : ''));
  } else {
    const roll = computed?.engine === 'DICE' ? computed.roll : '';
    checks.push(check('outcome', round.dice.roll, roll));
    const target = Number(parseAmount(round.dice.target) ?? -1n);
    const won = roll !== '' && diceWins(round.dice.direction as DiceDirection, target, Number(parseAmount(roll)));
    checks.push(check('win', String(round.dice.won), String(won)));
  }
  return { status: checks.every((c) => c.ok) ? 'verified' : 'mismatch', checks, computed };
}


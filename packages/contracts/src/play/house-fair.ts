import { HOUSE_SLOT, type SlotDefinition, type SlotSpinOutcome, slotEvaluate } from './house-slot.ts';

/**
 * Provably fair outcomes of the house games. A bet's randomness is
 * HMAC-SHA256(key = server seed, message = `${clientSeed}:${nonce}:${round}`), round 0, 1, 2... when
 * a game needs more than 32 bytes. The caller computes the HMAC (node:crypto on the server,
 * WebCrypto in the browser); these functions turn its bytes into outcomes, identically everywhere.
 * Integer arithmetic only, so every platform gets the same answer.
 *
 * Verifying a slot or dice round: the server seed is 32 bytes written as hex; its published hash
 * is SHA-256 of those bytes (not of the hex text); the HMAC key is those bytes. So:
 *   bytes = HMAC-SHA256(key = hexToBytes(serverSeed), fairMessage(clientSeed, nonce, 0))
 *   slotOutcomeFromBytes(bytes) / diceRollFromBytes(bytes)
 * Verifying a keno round: bytes = the HMACs of rounds 0 and 1, one after the other, then
 *   kenoDrawFromBytes(bytes)
 * Verifying a crash round: hashToBytes = hexToBytes(round hash); crashPointFromBytes(those bytes);
 * and SHA-256 applied (roundNumber + 1) times to the hash's bytes gives the chain's terminal hash.
 */

/** The HMAC message of one bet's byte round. */
export function fairMessage(clientSeed: string, nonce: number, round = 0): string {
  return `${clientSeed}:${nonce}:${round}`;
}

/** Unsigned 32-bit integer from 4 bytes (big-endian) at `offset`. */
export function uint32At(bytes: Uint8Array, offset: number): number {
  if (offset + 4 > bytes.length) throw new RangeError('not enough bytes');
  return (((bytes[offset] as number) << 24) >>> 0) + ((bytes[offset + 1] as number) << 16) + ((bytes[offset + 2] as number) << 8) + (bytes[offset + 3] as number);
}

/** floor(u32 * n / 2^32): a position in 0..n-1 from 4 bytes (exact in doubles for n < 2^21). */
export function pickIndex(bytes: Uint8Array, offset: number, n: number): number {
  return Math.floor((uint32At(bytes, offset) * n) / 4294967296);
}

export function hexToBytes(hex: string): Uint8Array {
  if (!/^(?:[0-9a-fA-F]{2})*$/.test(hex)) throw new RangeError('not hex');
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i += 1) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

export function bytesToHex(bytes: Uint8Array): string {
  let hex = '';
  for (const b of bytes) hex += b.toString(16).padStart(2, '0');
  return hex;
}

// ---------- slot ----------
/** Reel stops from round 0's bytes: reel r uses bytes 4r..4r+3. */
export function slotStopsFromBytes(bytes: Uint8Array, def: SlotDefinition = HOUSE_SLOT): number[] {
  return def.reels.map((strip, r) => pickIndex(bytes, r * 4, strip.length));
}

export function slotOutcomeFromBytes(bytes: Uint8Array, def: SlotDefinition = HOUSE_SLOT): SlotSpinOutcome {
  return slotEvaluate(def, slotStopsFromBytes(bytes, def));
}

/** A slot win in minor units: line bet (stake / lines) times the spin's total multiplier. */
export function slotWinMinor(stakeMinor: bigint, outcome: SlotSpinOutcome, def: SlotDefinition = HOUSE_SLOT): bigint {
  return (stakeMinor / BigInt(def.lines.length)) * BigInt(outcome.totalMultiplier);
}

// ---------- dice ----------
/** Dice rules: a roll of 0.00 to 99.99 (kept in hundredths, 0..9999); 1% house edge. */
export const DICE = {
  edgePercent: 1,
  /** Winning rolls allowed per bet: 1% to 95% chance. */
  minWinningRolls: 100,
  maxWinningRolls: 9_500,
  minStakeMinor: 10,
  maxStakeMinor: 100_000,
} as const;
export type DiceDirection = 'UNDER' | 'OVER';

/** The roll in hundredths (0..9999) from round 0's first 4 bytes. */
export function diceRollFromBytes(bytes: Uint8Array): number {
  return pickIndex(bytes, 0, 10_000);
}

/** How many of the 10,000 rolls win: UNDER t wins rolls below t, OVER t wins rolls above t. */
export function diceWinningRolls(direction: DiceDirection, targetHundredths: number): number {
  return direction === 'UNDER' ? targetHundredths : 9_999 - targetHundredths;
}

export function diceWins(direction: DiceDirection, targetHundredths: number, roll: number): boolean {
  return direction === 'UNDER' ? roll < targetHundredths : roll > targetHundredths;
}

/** Payout multiplier (100 - edge) / chance, in ten-thousandths, rounded down. */
export function diceMultiplierBasis(direction: DiceDirection, targetHundredths: number): number {
  const winning = diceWinningRolls(direction, targetHundredths);
  return Math.floor(((100 - DICE.edgePercent) * 100 * 10_000) / winning);
}

/** The win in minor units for a winning roll: stake * (100 - edge) / chance, rounded down. */
export function diceWinMinor(stakeMinor: bigint, direction: DiceDirection, targetHundredths: number): bigint {
  const winning = BigInt(diceWinningRolls(direction, targetHundredths));
  return (stakeMinor * BigInt((100 - DICE.edgePercent) * 100)) / winning;
}

/** True when the target gives a chance inside the allowed range. */
export function diceTargetAllowed(direction: DiceDirection, targetHundredths: number): boolean {
  if (!Number.isInteger(targetHundredths) || targetHundredths < 0 || targetHundredths > 9_999) return false;
  const winning = diceWinningRolls(direction, targetHundredths);
  return winning >= DICE.minWinningRolls && winning <= DICE.maxWinningRolls;
}

// ---------- keno ----------
/**
 * Keno, the house lottery: the player picks 1 to 10 numbers of 1 to 40, the draw takes 10 of the
 * 40, and the pay depends on how many picks were drawn. The draw uses 64 bytes: round 0's HMAC
 * followed by round 1's; draw i (0..9) swaps position i with i + pickIndex(bytes, 4i, 40 - i) in
 * the list 1..40 (a partial Fisher-Yates shuffle) and takes what lands at i.
 */
export const KENO = {
  numbers: 40,
  drawn: 10,
  minPicks: 1,
  maxPicks: 10,
  minStakeMinor: 10,
  maxStakeMinor: 100_000,
  /** paytable[picks][hits]: the pay as hundredths of the stake (380 pays 3.80 times the stake). */
  paytable: {
    1: [0, 380],
    2: [0, 100, 980],
    3: [0, 0, 290, 4_500],
    4: [0, 0, 160, 900, 11_000],
    5: [0, 0, 100, 350, 2_500, 40_000],
    6: [0, 0, 60, 200, 1_100, 10_000, 100_000],
    7: [0, 0, 50, 120, 550, 3_500, 30_000, 200_000],
    8: [0, 0, 0, 140, 380, 1_500, 10_000, 100_000, 500_000],
    9: [0, 0, 0, 110, 230, 700, 5_000, 30_000, 200_000, 800_000],
    10: [0, 0, 0, 100, 160, 450, 2_200, 10_000, 100_000, 500_000, 1_000_000],
  } as Readonly<Record<number, readonly number[]>>,
} as const;

/** The 10 numbers drawn (1..40, in draw order) from 64 bytes (rounds 0 and 1). */
export function kenoDrawFromBytes(bytes: Uint8Array): number[] {
  const pool = Array.from({ length: KENO.numbers }, (_, i) => i + 1);
  for (let i = 0; i < KENO.drawn; i += 1) {
    const j = i + pickIndex(bytes, i * 4, KENO.numbers - i);
    [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
  }
  return pool.slice(0, KENO.drawn);
}

/** True for 1 to 10 different whole numbers of 1..40. */
export function kenoPicksAllowed(picks: readonly number[]): boolean {
  if (picks.length < KENO.minPicks || picks.length > KENO.maxPicks) return false;
  if (new Set(picks).size !== picks.length) return false;
  return picks.every((n) => Number.isInteger(n) && n >= 1 && n <= KENO.numbers);
}

/** The picks that were drawn, in the order picked. */
export function kenoHits(picks: readonly number[], drawn: readonly number[]): number[] {
  const set = new Set(drawn);
  return picks.filter((n) => set.has(n));
}

/** The pay multiplier in hundredths for `hits` of `picks` numbers. */
export function kenoMultiplierHundredths(picks: number, hits: number): number {
  return KENO.paytable[picks]?.[hits] ?? 0;
}

/** The expected pay of a pick count as a percentage of the stake, "95.00" (exact odds, rounded down). */
export function kenoRtpPercent(picks: number): string {
  const choose = (n: number, k: number): bigint => {
    let r = 1n;
    for (let i = 0; i < k; i += 1) r = (r * BigInt(n - i)) / BigInt(i + 1);
    return r;
  };
  const all = choose(KENO.numbers, picks);
  let paid = 0n;
  for (let hits = 0; hits <= picks; hits += 1) {
    const ways = choose(KENO.drawn, hits) * choose(KENO.numbers - KENO.drawn, picks - hits);
    paid += ways * BigInt(kenoMultiplierHundredths(picks, hits));
  }
  // paid / all is hundredths of the stake, i.e. percent: keep two decimals.
  const basis = (paid * 100n) / all;
  return `${basis / 100n}.${String(basis % 100n).padStart(2, '0')}`;
}

/** The win in minor units: stake times the paytable's multiplier, rounded down. */
export function kenoWinMinor(stakeMinor: bigint, picks: number, hits: number): bigint {
  return (stakeMinor * BigInt(kenoMultiplierHundredths(picks, hits))) / 100n;
}

// ---------- crash ----------
/**
 * Crash: one shared round every `periodMs` from the chain's start: a betting phase, then the
 * multiplier grows as e^(rate * t) until the round's crash point (at most `maxHundredths`), then a
 * pause. Round k's hash is the chain's k-th hash counted from its start; hashing it k + 1 times
 * gives the chain's published terminal hash.
 */
export const CRASH = {
  bettingMs: 6_000,
  runMaxMs: 15_000,
  pauseMs: 3_000,
  periodMs: 24_000,
  edgePercent: 1,
  maxHundredths: 10_000,
  minStakeMinor: 10,
  maxStakeMinor: 100_000,
  minAutoCashoutHundredths: 101,
} as const;

const TWO_52 = 2n ** 52n;

/**
 * Crash point in hundredths from a round hash: X = first 52 bits / 2^52 (uniform in [0, 1));
 * point = floor(100 * (1 - edge) / (1 - X)) / 100, at least 1.00 and at most the cap. So the point
 * reaches m with probability (1 - edge) / m.
 */
export function crashPointFromBytes(bytes: Uint8Array): number {
  if (bytes.length < 7) throw new RangeError('not enough bytes');
  let n = 0n;
  for (let i = 0; i < 6; i += 1) n = (n << 8n) | BigInt(bytes[i] as number);
  n = (n << 4n) | BigInt((bytes[6] as number) >> 4);
  const point = Number((BigInt(100 - CRASH.edgePercent) * TWO_52) / (TWO_52 - n));
  return Math.min(Math.max(point, 100), CRASH.maxHundredths);
}

const CRASH_RATE = Math.log(CRASH.maxHundredths / 100) / CRASH.runMaxMs;

/** The multiplier (hundredths) shown `elapsedMs` after the run starts, before any crash. */
export function crashMultiplierAt(elapsedMs: number): number {
  if (elapsedMs <= 0) return 100;
  return Math.min(Math.floor(100 * Math.exp(CRASH_RATE * elapsedMs)), CRASH.maxHundredths);
}

/** How long the run lasts for a crash point: the first millisecond the shown multiplier meets it. */
export function crashRunMs(pointHundredths: number): number {
  if (pointHundredths <= 100) return 0;
  let ms = Math.min(Math.ceil(Math.log(pointHundredths / 100) / CRASH_RATE), CRASH.runMaxMs);
  // Settle floating-point edges against the displayed (floored) multiplier itself.
  while (ms > 0 && crashMultiplierAt(ms - 1) >= pointHundredths) ms -= 1;
  while (ms < CRASH.runMaxMs && crashMultiplierAt(ms) < pointHundredths) ms += 1;
  return ms;
}

/** A crash win: stake times the cash-out multiplier, rounded down. */
export function crashWinMinor(stakeMinor: bigint, cashoutHundredths: number): bigint {
  return (stakeMinor * BigInt(cashoutHundredths)) / 100n;
}

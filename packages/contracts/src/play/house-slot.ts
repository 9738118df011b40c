/**
 * The house slot's published mathematics: reel strips, paylines, paytable and declared return to
 * player. Everything a spin's outcome depends on is here, so the game screen can show the paytable
 * and the verify page can recompute any spin exactly. Pure: no I/O, no platform APIs.
 *
 * Rules: 5 reels of 3 rows; a reel stops uniformly at any position of its strip and shows that
 * symbol and the next two (wrapping). 20 fixed paylines, read left to right from the first reel.
 * The first symbol on a line that is not a wild names the line; wilds stand in for it; 3, 4 or 5 of
 * it in a row from the left pay the paytable's multiple of the line bet. Five wilds pay the wild's
 * own prize. The stake is the line bet times 20; a spin pays the sum of its line wins.
 */

export const SLOT_SYMBOLS = ['WILD', 'CROWN', 'GEM', 'BELL', 'A', 'K', 'Q', 'J', 'TEN'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
export const SLOT_WILD: SlotSymbol = 'WILD';

export const SLOT_REELS = 5;
export const SLOT_ROWS = 3;

export interface SlotDefinition {
  /** Versioned id: a published definition is never changed, a new one gets a new id. */
  id: string;
  reels: readonly (readonly SlotSymbol[])[];
  /** Row (0 top .. 2 bottom) on each reel, per payline. */
  lines: readonly (readonly number[])[];
  /** Multiple of the line bet for 3, 4 and 5 in a row (index 0, 1, 2). */
  paytable: Readonly<Record<SlotSymbol, readonly [number, number, number]>>;
  /** Exact return to player as a fraction, rounded to 6 decimals; equal to `slotExactRtp`. */
  declaredRtp: number;
  /** Stake limits in minor units; a stake must be a multiple of the line count. */
  minStakeMinor: number;
  maxStakeMinor: number;
  /** Stakes the game screen offers (minor units). */
  stakeLevelsMinor: readonly number[];
}

const LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
];

const PAYTABLE: Record<SlotSymbol, readonly [number, number, number]> = {
  WILD: [0, 0, 1000],
  CROWN: [40, 160, 800],
  GEM: [25, 100, 400],
  BELL: [15, 60, 250],
  A: [10, 30, 125],
  K: [8, 25, 100],
  Q: [6, 15, 60],
  J: [5, 12, 50],
  TEN: [3, 10, 40],
};

// Reel strips: order matters for which symbols show together; counts set the return.
const W = 'WILD', C = 'CROWN', G = 'GEM', B = 'BELL', A = 'A', K = 'K', Q = 'Q', J = 'J', T = 'TEN';
const REELS: SlotSymbol[][] = [
  [T, A, J, C, Q, K, W, B, J, Q, A, T, G, K, J, Q, W, T, K, J, A, Q, B, T],
  [J, Q, T, K, B, A, W, T, Q, G, K, J, T, A, Q, W, K, T, J, C, Q, A, T, K],
  [Q, T, J, A, K, G, W, Q, J, B, A, T, K, Q, W, J, T, A, K, C, Q, J, T, B],
  [K, J, T, Q, A, B, J, W, K, Q, G, T, J, A, W, Q, T, K, J, C, A, Q, T, J],
  [A, T, Q, J, K, B, W, Q, A, J, G, K, T, Q, C, J, T, A, W, K, Q, J, T, B],
];

export const HOUSE_SLOT: SlotDefinition = {
  id: 'lumen-5x3-v1',
  reels: REELS,
  lines: LINES,
  paytable: PAYTABLE,
  declaredRtp: 0.961083,
  minStakeMinor: 20,
  maxStakeMinor: 20_000,
  stakeLevelsMinor: [20, 40, 100, 200, 400, 1_000, 2_000, 4_000, 10_000, 20_000],
};

export interface SlotLineWin {
  /** 1-based payline number. */
  line: number;
  symbol: SlotSymbol;
  count: number;
  /** Multiple of the line bet. */
  multiplier: number;
}

export interface SlotSpinOutcome {
  stops: number[];
  /** window[reel][row]. */
  window: SlotSymbol[][];
  lineWins: SlotLineWin[];
  /** Sum of the line wins' multipliers: the win is this times the line bet. */
  totalMultiplier: number;
}

/** The 3 visible symbols of each reel for the given stops. */
export function slotWindow(def: SlotDefinition, stops: readonly number[]): SlotSymbol[][] {
  return def.reels.map((strip, r) => {
    const stop = stops[r] ?? 0;
    return Array.from({ length: SLOT_ROWS }, (_, row) => strip[(stop + row) % strip.length] as SlotSymbol);
  });
}

/** Pays one line of 5 symbols: [symbol, count, multiplier], multiplier 0 for no win. */
export function slotLinePay(def: SlotDefinition, cells: readonly SlotSymbol[]): [SlotSymbol, number, number] {
  const named = cells.find((s) => s !== SLOT_WILD) ?? SLOT_WILD;
  let count = 0;
  while (count < cells.length && (cells[count] === named || cells[count] === SLOT_WILD)) count += 1;
  const multiplier = count >= 3 ? (def.paytable[named][count - 3] ?? 0) : 0;
  return [named, count, multiplier];
}

export function slotEvaluate(def: SlotDefinition, stops: readonly number[]): SlotSpinOutcome {
  const window = slotWindow(def, stops);
  const lineWins: SlotLineWin[] = [];
  let totalMultiplier = 0;
  def.lines.forEach((rows, index) => {
    const cells = rows.map((row, reel) => window[reel]?.[row] as SlotSymbol);
    const [symbol, count, multiplier] = slotLinePay(def, cells);
    if (multiplier > 0) {
      lineWins.push({ line: index + 1, symbol, count, multiplier });
      totalMultiplier += multiplier;
    }
  });
  return { stops: [...stops], window, lineWins, totalMultiplier };
}

/**
 * The exact return to player: every line sees, on each reel, each strip position with equal
 * probability, so the expected line pay is a sum over symbol tuples weighted by strip counts. The
 * stake is one line bet per line, so the return equals the expected pay of one line.
 * Returns numerator and denominator (integers) and their ratio.
 */
export function slotExactRtp(def: SlotDefinition): { numerator: number; denominator: number; rtp: number } {
  const counts = def.reels.map((strip) => {
    const map = new Map<SlotSymbol, number>();
    for (const s of strip) map.set(s, (map.get(s) ?? 0) + 1);
    return [...map.entries()];
  });
  let numerator = 0;
  const cells: SlotSymbol[] = [];
  const walk = (reel: number, weight: number): void => {
    if (reel === def.reels.length) {
      numerator += weight * slotLinePay(def, cells)[2];
      return;
    }
    for (const [symbol, count] of counts[reel] ?? []) {
      cells[reel] = symbol;
      walk(reel + 1, weight * count);
    }
  };
  walk(0, 1);
  const denominator = def.reels.reduce((product, strip) => product * strip.length, 1);
  return { numerator, denominator, rtp: numerator / denominator };
}

/**
 * Mean and variance of a spin's pay in units of the stake, exactly, over every combination of
 * stops (lines share cells, so their pays are not independent). A line can only pay when its first
 * three cells match, so the last two reels are visited only for lines still alive after three.
 * Used to size statistical checks; tens of millions of steps, not for request paths.
 */
export function slotSpinMoments(def: SlotDefinition): { mean: number; variance: number } {
  if (def.reels.length !== 5) throw new RangeError('5 reels expected');
  const wild = SLOT_SYMBOLS.indexOf(SLOT_WILD);
  const code = (s: SlotSymbol): number => SLOT_SYMBOLS.indexOf(s);
  // cell[reel][stop * 3 + row] = symbol index
  const cell = def.reels.map((strip) => {
    const out = new Int8Array(strip.length * SLOT_ROWS);
    for (let stop = 0; stop < strip.length; stop += 1) {
      for (let row = 0; row < SLOT_ROWS; row += 1) out[stop * SLOT_ROWS + row] = code(strip[(stop + row) % strip.length] as SlotSymbol);
    }
    return out;
  }) as [Int8Array, Int8Array, Int8Array, Int8Array, Int8Array];
  const pays = SLOT_SYMBOLS.map((s) => def.paytable[s]);
  const lines = def.lines.map((rows) => rows.slice()) as number[][];
  const lineCount = lines.length;
  const [l0, l1, l2, l3, l4] = def.reels.map((s) => s.length) as [number, number, number, number, number];
  const aliveNamed = new Int8Array(lineCount);
  const aliveLine = new Int32Array(lineCount);
  let sum = 0;
  let sumSquares = 0;
  for (let s0 = 0; s0 < l0; s0 += 1) {
    for (let s1 = 0; s1 < l1; s1 += 1) {
      for (let s2 = 0; s2 < l2; s2 += 1) {
        let alive = 0;
        for (let li = 0; li < lineCount; li += 1) {
          const rows = lines[li] as number[];
          const a = cell[0][s0 * 3 + (rows[0] as number)] as number;
          const b = cell[1][s1 * 3 + (rows[1] as number)] as number;
          const c = cell[2][s2 * 3 + (rows[2] as number)] as number;
          const named = a !== wild ? a : b !== wild ? b : c;
          if ((a === named || a === wild) && (b === named || b === wild) && (c === named || c === wild)) {
            aliveNamed[alive] = named;
            aliveLine[alive] = li;
            alive += 1;
          }
        }
        if (alive === 0) continue; // every completion pays 0
        for (let s3 = 0; s3 < l3; s3 += 1) {
          for (let s4 = 0; s4 < l4; s4 += 1) {
            let x = 0;
            for (let k = 0; k < alive; k += 1) {
              const rows = lines[aliveLine[k] as number] as number[];
              let named = aliveNamed[k] as number;
              const d = cell[3][s3 * 3 + (rows[3] as number)] as number;
              const e = cell[4][s4 * 3 + (rows[4] as number)] as number;
              if (named === wild) named = d !== wild ? d : e;
              let count = 3;
              if (d === named || d === wild) {
                count = 4;
                if (e === named || e === wild) count = 5;
              }
              x += (pays[named] as readonly number[])[count - 3] as number;
            }
            x /= lineCount;
            sum += x;
            sumSquares += x * x;
          }
        }
      }
    }
  }
  const total = l0 * l1 * l2 * l3 * l4;
  const mean = sum / total;
  return { mean, variance: sumSquares / total - mean * mean };
}

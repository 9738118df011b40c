import { randomInt } from 'node:crypto';

/**
 * "Lucky Sevens", the demo vendor's game: three reels, one pay line through the middle. Each reel
 * stops on one of its 20 positions, chosen uniformly by the service's own random generator
 * (node:crypto). The return to player is computed exactly from the strips and the paytable below,
 * over all 8,000 equally likely stops.
 */

export const symbols = ['SEVEN', 'BAR', 'BELL', 'LEMON', 'CHERRY', 'BLANK'] as const;
export type Symbol = (typeof symbols)[number];

/** How often each symbol sits on a reel (each reel is the same strip, in this order). */
const counts: Record<Symbol, number> = { SEVEN: 1, BAR: 2, BELL: 3, LEMON: 4, CHERRY: 4, BLANK: 6 };

/** The strip every reel turns: symbols spread so that equal ones rarely touch. */
export const strip: readonly Symbol[] = (() => {
  const out: Symbol[] = [];
  const left = { ...counts };
  while (out.length < 20) {
    for (const s of symbols) {
      if (left[s] > 0) {
        out.push(s);
        left[s] -= 1;
      }
    }
  }
  return out;
})();

/** Pays in hundredths of the stake: three of a kind, then cherries anywhere on the line. */
export const paytable = {
  SEVEN: 20_000,
  BAR: 6_000,
  BELL: 2_900,
  LEMON: 1_500,
  CHERRY: 1_000,
  twoCherries: 280,
  oneCherry: 80,
} as const;

/** Hundredths of the stake a line pays. */
export function lineMultiplier(line: readonly Symbol[]): number {
  const [a, b, c] = line;
  if (a === b && b === c && a !== 'BLANK' && a !== undefined) return paytable[a];
  const cherries = line.filter((s) => s === 'CHERRY').length;
  if (cherries === 2) return paytable.twoCherries;
  if (cherries === 1) return paytable.oneCherry;
  return 0;
}

/** The exact return to player, as a fraction of stakes, over every combination of stops. */
export function exactRtp(): number {
  let total = 0;
  for (const a of strip) for (const b of strip) for (const c of strip) total += lineMultiplier([a, b, c]);
  return total / 100 / strip.length ** 3;
}

export interface Spin {
  stops: [number, number, number];
  /** The three symbols on the line. */
  line: [Symbol, Symbol, Symbol];
  /** Hundredths of the stake paid. */
  multiplier: number;
  /** Minor units won. */
  win: bigint;
}

/** One spin for a stake in minor units; the win is rounded down to the minor unit. */
export function spin(stake: bigint, draw: (n: number) => number = randomInt): Spin {
  const stops: [number, number, number] = [draw(strip.length), draw(strip.length), draw(strip.length)];
  const line = stops.map((i) => strip[i] as Symbol) as [Symbol, Symbol, Symbol];
  const multiplier = lineMultiplier(line);
  return { stops, line, multiplier, win: (stake * BigInt(multiplier)) / 100n };
}

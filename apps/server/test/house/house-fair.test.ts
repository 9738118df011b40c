import { CRASH, crashMultiplierAt, crashPointFromBytes, crashRunMs, diceRollFromBytes, diceWinMinor, pickIndex, uint32At } from '@lumen/contracts/play/house-fair';
import { describe, expect, it } from 'vitest';

const bytesOf = (...values: number[]) => {
  const b = new Uint8Array(32);
  values.forEach((v, i) => {
    b[i] = v;
  });
  return b;
};

describe('provably-fair outcome functions', () => {
  it('when bytes are read, then they are big-endian and map onto ranges without overflow', () => {
    expect(uint32At(bytesOf(0xff, 0xff, 0xff, 0xff), 0)).toBe(4294967295);
    expect(uint32At(bytesOf(0x12, 0x34, 0x56, 0x78), 0)).toBe(0x12345678);
    expect(pickIndex(bytesOf(0xff, 0xff, 0xff, 0xff), 0, 24)).toBe(23);
    expect(pickIndex(bytesOf(0x80, 0, 0, 0), 0, 24)).toBe(12);
    expect(diceRollFromBytes(bytesOf(0xff, 0xff, 0xff, 0xff))).toBe(9_999);
    expect(diceRollFromBytes(bytesOf(0, 0, 0, 0))).toBe(0);
    expect(() => uint32At(new Uint8Array(3), 0)).toThrow(RangeError);
  });

  it('when a crash hash is turned into a point, then X = 0 gives 1.00, X = 1/2 gives 1.98, and the cap holds', () => {
    expect(crashPointFromBytes(bytesOf(0, 0, 0, 0, 0, 0, 0))).toBe(100);
    expect(crashPointFromBytes(bytesOf(0x80))).toBe(198);
    expect(crashPointFromBytes(bytesOf(0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff))).toBe(CRASH.maxHundredths);
  });

  it('when many crash points are drawn, then a point reaches m with probability (1 - edge) / m', () => {
    let seed = 12345;
    const draws = 200_000;
    let atLeast2 = 0;
    const b = new Uint8Array(8);
    for (let i = 0; i < draws; i += 1) {
      for (let j = 0; j < 8; j += 1) {
        seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
        b[j] = seed >>> 24;
      }
      if (crashPointFromBytes(b) >= 200) atLeast2 += 1;
    }
    const p = 0.99 / 2;
    expect(Math.abs(atLeast2 / draws - p)).toBeLessThan(5 * Math.sqrt((p * (1 - p)) / draws));
  });

  it('when the multiplier runs, then it reaches each crash point at that point\'s run time', () => {
    for (const point of [101, 150, 200, 1_000, 5_000, 10_000]) {
      const ms = crashRunMs(point);
      expect(crashMultiplierAt(ms)).toBeGreaterThanOrEqual(point);
      expect(crashMultiplierAt(ms - 1)).toBeLessThan(point);
      expect(ms).toBeLessThanOrEqual(CRASH.runMaxMs);
    }
    expect(CRASH.bettingMs + CRASH.runMaxMs + CRASH.pauseMs).toBe(CRASH.periodMs);
  });

  it('when a dice bet wins, then it pays stake * 99 / chance, rounded down', () => {
    expect(diceWinMinor(100n, 'UNDER', 5_000)).toBe(198n);
    expect(diceWinMinor(1_000n, 'OVER', 9_899)).toBe(99_000n);
  });
});

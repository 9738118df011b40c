import { describe, expect, it } from 'vitest';
import { slotOutcomeFromBytes, slotStopsFromBytes } from '@lumen/contracts/play/house-fair';
import { HOUSE_SLOT, slotEvaluate, slotExactRtp, slotSpinMoments } from '@lumen/contracts/play/house-slot';

/** xorshift32: fast, seeded, stands in for HMAC bytes in a simulation. */
function xorshift(seed: number) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x;
  };
}

describe('house slot mathematics', () => {
  it('when the return is computed exactly from the reel strips, then it equals the declared RTP', () => {
    const exact = slotExactRtp(HOUSE_SLOT);
    expect(Math.abs(exact.rtp - HOUSE_SLOT.declaredRtp)).toBeLessThan(5e-7);
    // The full enumeration of every stop combination agrees with the per-line computation.
    const moments = slotSpinMoments(HOUSE_SLOT);
    expect(Math.abs(moments.mean - exact.rtp)).toBeLessThan(1e-9);
    expect(moments.variance).toBeGreaterThan(0);
  });

  it('when 1,000,000 spins are simulated, then the measured RTP is within 5 standard errors of the declared one', () => {
    const spins = 1_000_000;
    const { variance } = slotSpinMoments(HOUSE_SLOT);
    const tolerance = 5 * Math.sqrt(variance / spins);
    const next = xorshift(20261124);
    const bytes = new Uint8Array(32);
    const view = new DataView(bytes.buffer);
    let paid = 0;
    for (let i = 0; i < spins; i += 1) {
      for (let w = 0; w < 5; w += 1) view.setUint32(w * 4, next());
      paid += slotOutcomeFromBytes(bytes).totalMultiplier;
    }
    const measured = paid / HOUSE_SLOT.lines.length / spins;
    expect(tolerance).toBeLessThan(0.02);
    expect(Math.abs(measured - HOUSE_SLOT.declaredRtp)).toBeLessThan(tolerance);
  }, 20_000);

  it('when a line starts with wilds, then the first other symbol names it and five wilds pay the wild prize', () => {
    const strip = (...s: string[]) => s;
    const def = { ...HOUSE_SLOT, reels: [0, 1, 2, 3, 4].map(() => strip('WILD', 'WILD', 'WILD')) as never };
    expect(slotEvaluate(def, [0, 0, 0, 0, 0]).totalMultiplier).toBe(1000 * 20);
    const stops = slotStopsFromBytes(new Uint8Array(32).fill(255));
    expect(stops).toEqual(HOUSE_SLOT.reels.map((r) => r.length - 1));
  });
});

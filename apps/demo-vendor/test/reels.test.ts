import { describe, expect, it } from 'vitest';
import { exactRtp, lineMultiplier, paytable, spin, strip } from '../src/reels.ts';

describe('Lucky Sevens', () => {
  it('when every stop combination is counted, then the return to player is the stated 95.89%', () => {
    expect(strip).toHaveLength(20);
    expect(exactRtp()).toBeCloseTo(0.958875, 9);
  });

  it('when the line shows three of a kind or cherries, then it pays by the paytable', () => {
    expect(lineMultiplier(['SEVEN', 'SEVEN', 'SEVEN'])).toBe(paytable.SEVEN);
    expect(lineMultiplier(['CHERRY', 'CHERRY', 'CHERRY'])).toBe(paytable.CHERRY);
    expect(lineMultiplier(['CHERRY', 'BAR', 'CHERRY'])).toBe(paytable.twoCherries);
    expect(lineMultiplier(['BLANK', 'BLANK', 'CHERRY'])).toBe(paytable.oneCherry);
    expect(lineMultiplier(['BLANK', 'BLANK', 'BLANK'])).toBe(0);
    expect(lineMultiplier(['SEVEN', 'BAR', 'SEVEN'])).toBe(0);
  });

  it('when a spin lands, then the win is the stake times the line, rounded down to the minor unit', () => {
    const sevens = strip.indexOf('SEVEN');
    const result = spin(155n, () => sevens);
    expect(result.line).toEqual(['SEVEN', 'SEVEN', 'SEVEN']);
    expect(result.win).toBe(31_000n);
    const cherry = strip.indexOf('CHERRY');
    const blank = strip.indexOf('BLANK');
    const draws = [cherry, blank, blank];
    expect(spin(101n, () => draws.shift() as number).win).toBe(80n);
  });

  it('when many rounds are played with the real generator, then the measured return is near the stated one', () => {
    let staked = 0n;
    let won = 0n;
    for (let i = 0; i < 200_000; i += 1) {
      staked += 100n;
      won += spin(100n).win;
    }
    // Five standard errors, with the round's variance computed exactly from the strips.
    let squares = 0;
    for (const a of strip) for (const b of strip) for (const c of strip) squares += (lineMultiplier([a, b, c]) / 100) ** 2;
    const sd = Math.sqrt(squares / strip.length ** 3 - exactRtp() ** 2);
    expect(Math.abs(Number(won) / Number(staked) - exactRtp())).toBeLessThan((5 * sd) / Math.sqrt(200_000));
  });
});

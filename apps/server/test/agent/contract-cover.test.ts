import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluate, uncoveredTier } from '../../src/modules/agent/salary.service.ts';
import type { StoredTier } from '../../src/modules/agent/salary.table.ts';

const tier = (rateBp: number, minBet = 0, minActive = 0, singleBet = 0, minLoss = 0): StoredTier => ({
  rateBp,
  minBet: String(minBet),
  minActive,
  minLoss: String(minLoss),
  singleBet: String(singleBet),
});

const tierArb = fc.record({
  rateBp: fc.integer({ min: 1, max: 500 }),
  minBet: fc.constantFrom(0, 100_00, 1_000_00, 10_000_00).map(String),
  minActive: fc.integer({ min: 0, max: 5 }),
  minLoss: fc.constant('0'),
  singleBet: fc.constantFrom(0, 10_00, 100_00, 1_000_00).map(String),
});

/** A team's real-money bets, and which of them a sub-agent's part of the team placed. */
const teamArb = fc.array(fc.record({ stake: fc.integer({ min: 1, max: 2_000_00 }), player: fc.integer({ min: 1, max: 8 }), sub: fc.boolean() }), {
  maxLength: 40,
});

function figures(bets: { stake: number; player: number }[], thresholds: bigint[]) {
  const stakes = bets.map((b) => BigInt(b.stake));
  return {
    bet: stakes.reduce((a, b) => a + b, 0n),
    profitLoss: 0n,
    active: new Set(bets.map((b) => b.player)).size,
    atLeast: new Map(thresholds.map((t) => [t, stakes.filter((s) => s >= t).reduce((a, b) => a + b, 0n)])),
  };
}

describe('which contracts an agent may give below it', () => {
  it('when the upline earns its top rate only on conditions, then a sub-agent may not be given that rate without them', () => {
    const own = [tier(50), tier(500, 1_000_000_00, 100)];
    expect(uncoveredTier('DAILY_WAGE', [tier(500)], own)).toBe(0);
    expect(uncoveredTier('DAILY_WAGE', [tier(50), tier(500, 1_000_000_00, 99)], own)).toBe(1);
    expect(uncoveredTier('DAILY_WAGE', [tier(50), tier(500, 1_000_000_00, 100)], own)).toBeNull();
    expect(uncoveredTier('DAILY_WAGE', [tier(40), tier(300, 2_000_000_00, 120)], own)).toBeNull();
    // Real-time salary compares the single-bet amounts a rate starts from.
    const realtime = [tier(20), tier(30, 0, 0, 100_00)];
    expect(uncoveredTier('REALTIME_SALARY', [tier(30)], realtime)).toBe(0);
    expect(uncoveredTier('REALTIME_SALARY', [tier(10), tier(30, 0, 0, 100_00)], realtime)).toBeNull();
    // A dividend compares the loss a rate starts from as well.
    expect(uncoveredTier('DIVIDEND', [tier(1_000, 0, 2)], [tier(2_000, 0, 2, 0, 1_000_00)])).toBe(0);
    expect(uncoveredTier('DIVIDEND', [tier(1_000, 0, 2, 0, 1_000_00)], [tier(2_000, 0, 2, 0, 1_000_00)])).toBeNull();
  });

  it('when every tier given is covered, then the sub-agent never earns more on its part of the team than its upline on the whole, whatever is bet', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('DAILY_WAGE' as const, 'HOURLY_WAGE' as const, 'REALTIME_SALARY' as const),
        fc.array(tierArb, { minLength: 1, maxLength: 4 }),
        fc.array(tierArb, { minLength: 1, maxLength: 4 }),
        teamArb,
        (kind, own, offered, bets) => {
          fc.pre(uncoveredTier(kind, offered, own) === null);
          const thresholds = [...new Set([...own, ...offered].map((t) => BigInt(t.singleBet)))];
          const upline = evaluate(kind, own, figures(bets, thresholds));
          const sub = evaluate(kind, offered, figures(bets.filter((b) => b.sub), thresholds));
          // Each tier bucket is rounded down to the cent on its own: a cent per bucket at most.
          expect(sub.gross).toBeLessThanOrEqual(upline.gross + BigInt(thresholds.length));
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

import { housePaths } from '@lumen/contracts/play/house.contract';
import {
  rebateClaimValueSchema,
  rebateHistoryValueSchema,
  rebatePaths,
  rebateSummaryValueSchema,
} from '@lumen/contracts/member/rebate.contract';
import { rewardPaths } from '@lumen/contracts/member/rewards.contract';
import { walletPaths } from '@lumen/contracts/wallet/wallet.contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bpToPercent, percentToBp, rebateOf } from '../../src/modules/rebate/rebate.service.ts';
import { checkInvariants, houseBookBalances } from '../../src/modules/wallet/ledger.ts';
import { auditRows, operatorSession } from '../admin/admin-helpers.ts';
import { launchToken } from '../house/house-helpers.ts';
import { insertRound } from '../play/round-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { fund, main, memberWithSession, transferCount } from '../wallet/wallet-helpers.ts';

let t: TestApp;
const db = () => t.database.db;
type Member = Awaited<ReturnType<typeof memberWithSession>>;
let operator: Awaited<ReturnType<typeof operatorSession>>;

beforeAll(async () => {
  t = await createTestApp({ seed: { games: 600 } });
  operator = await operatorSession(t);
  // Known rates for every test (the demo seed's may change): LOTT stays at zero.
  const res = await setRates([
    { gameType: 'RNG', ratePercent: '0.80' },
    { gameType: 'LIVE', ratePercent: '0.5' },
    { gameType: 'LOTT', ratePercent: '0' },
  ]);
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => t?.close());
afterEach(async () => {
  const report = await checkInvariants(db());
  expect(report.checks.filter((c) => !c.ok)).toEqual([]);
});

function setRates(rates: { gameType: string; ratePercent: string }[]) {
  return t.app.inject({ method: 'PUT', url: rebatePaths.rates, headers: operator.headers, payload: { rates } });
}

/** A round as a vendor's game leaves it; settled real money unless told otherwise. */
const round = (m: Member, category: string, stake: bigint, options: { mode?: 'REAL' | 'FUN'; status?: 'OPEN' | 'SETTLED' | 'ROLLED_BACK'; daysAgo?: number } = {}) =>
  insertRound(db(), m.id, { category, stake, ...options });

const summary = async (m: Member) => {
  const res = await t.app.inject({ method: 'GET', url: rebatePaths.summary, headers: m.headers });
  expect(res.statusCode, res.body).toBe(200);
  return rebateSummaryValueSchema.parse(res.json().value);
};
const claim = (m: Member, lang = 'en') => t.app.inject({ method: 'POST', url: rebatePaths.claim, headers: { ...m.headers, 'accept-language': lang } });
const history = async (m: Member) => {
  const res = await t.app.inject({ method: 'GET', url: rebatePaths.history, headers: m.headers });
  expect(res.statusCode, res.body).toBe(200);
  return rebateHistoryValueSchema.parse(res.json().value);
};
const rebateBook = async () => (await houseBookBalances(db())).find((b) => b.book === 'REBATE_EXPENSE')?.balance ?? 0n;

describe('rates and rounding', () => {
  it('turns percents into basis points and rounds a rebate down to the cent', () => {
    expect(percentToBp('0.8')).toBe(80);
    expect(percentToBp('3.00')).toBe(300);
    expect(percentToBp('1')).toBe(100);
    expect(percentToBp('1.234')).toBeNull();
    expect(bpToPercent(5)).toBe('0.05');
    expect(rebateOf(199n, 50)).toBe(0n);
    expect(rebateOf(100_000n, 80)).toBe(800n);
    expect(rebateOf(12_345n, 80)).toBe(98n);
  });
});

describe('manual rebate', () => {
  it("when a member has settled real rounds, then only those of the window count, per game type at the operator's rate, and claiming pays them once", async () => {
    const m = await memberWithSession(t);
    const other = await memberWithSession(t);
    await round(m, 'RNG', 600_00n);
    await round(m, 'RNG', 400_00n);
    await round(m, 'LIVE', 500_00n);
    // None of these count: fun money, still open, rolled back, too old, someone else's.
    await round(m, 'RNG', 900_00n, { mode: 'FUN' });
    await round(m, 'RNG', 900_00n, { status: 'OPEN' });
    await round(m, 'RNG', 900_00n, { status: 'ROLLED_BACK' });
    await round(m, 'RNG', 900_00n, { daysAgo: 31 });
    await round(other, 'RNG', 900_00n);

    expect(await summary(m)).toEqual({
      windowDays: 30,
      lines: [
        { gameType: 'RNG', turnover: '1000.00', ratePercent: '0.80', rebate: '8.00' },
        { gameType: 'LIVE', turnover: '500.00', ratePercent: '0.50', rebate: '2.50' },
      ],
      totalTurnover: '1500.00',
      totalRebate: '10.50',
    });

    const bookBefore = await rebateBook();
    const res = await claim(m);
    expect(res.statusCode, res.body).toBe(200);
    const value = rebateClaimValueSchema.parse(res.json().value);
    expect(value).toMatchObject({ amount: '10.50', turnover: '1500.00', balance: '10.50' });
    expect(await main(db(), m.id)).toBe(10_50n);
    expect(bookBefore - (await rebateBook())).toBe(10_50n);

    // Nothing left: the summary is empty and a second claim is refused, in the caller's language.
    expect((await summary(m)).totalRebate).toBe('0.00');
    const transfers = await transferCount(db());
    const again = await claim(m, 'vi');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'NOTHING_TO_CLAIM', message: 'Hiện chưa có gì để nhận' });
    expect(await transferCount(db())).toBe(transfers);

    const records = await history(m);
    expect(records.list).toMatchObject([{ id: value.id, amount: '10.50', turnover: '1500.00', transferId: value.transferId, lines: value.lines }]);
    expect(records.totalAmount).toBe('10.50');
    const account = await t.app.inject({ method: 'GET', url: walletPaths.transactionHistory, query: { type: 'REBATE' }, headers: m.headers });
    expect(account.json().value.list).toMatchObject([{ type: 'REBATE', amount: '10.50', reference: `rebate:${value.id}` }]);
    // The bonus details list the rebate beside the other bonuses.
    const bonus = await t.app.inject({ method: 'GET', url: rewardPaths.bonus, headers: { ...m.headers, 'accept-language': 'ur' } });
    expect(bonus.json().value).toMatchObject({ list: [{ source: 'REBATE', title: 'دستی ریبیٹ', amount: '10.50', transferId: value.transferId }], totalAmount: '10.50' });
    // The other member's round is still its own to claim.
    expect((await summary(other)).totalRebate).toBe('7.20');
  });

  it('when a game type has no rate, then its rounds stay unclaimed until the operator sets one', async () => {
    const m = await memberWithSession(t);
    await round(m, 'RNG', 100_00n);
    await round(m, 'LOTT', 1_000_00n);
    expect((await summary(m)).lines).toEqual([
      { gameType: 'LOTT', turnover: '1000.00', ratePercent: '0.00', rebate: '0.00' },
      { gameType: 'RNG', turnover: '100.00', ratePercent: '0.80', rebate: '0.80' },
    ]);
    expect(rebateClaimValueSchema.parse((await claim(m)).json().value).amount).toBe('0.80');
    expect((await summary(m)).lines).toEqual([{ gameType: 'LOTT', turnover: '1000.00', ratePercent: '0.00', rebate: '0.00' }]);
    expect((await setRates([{ gameType: 'LOTT', ratePercent: '0.30' }])).statusCode).toBe(200);
    try {
      expect((await summary(m)).totalRebate).toBe('3.00');
      expect(rebateClaimValueSchema.parse((await claim(m)).json().value).amount).toBe('3.00');
      expect(await main(db(), m.id)).toBe(3_80n);
    } finally {
      await setRates([{ gameType: 'LOTT', ratePercent: '0' }]);
    }
  });

  it('when the rebate comes to less than a cent, then the claim is refused and the rounds stay claimable', async () => {
    const m = await memberWithSession(t);
    await round(m, 'LIVE', 1_99n);
    expect((await summary(m)).totalRebate).toBe('0.00');
    expect((await claim(m)).json().code).toBe('NOTHING_TO_CLAIM');
    await round(m, 'LIVE', 198_01n);
    expect(rebateClaimValueSchema.parse((await claim(m)).json().value)).toMatchObject({ amount: '1.00', turnover: '200.00' });
  });

  it('when one game type earns less than a cent while another pays, then the claim leaves that type’s rounds for a later claim', async () => {
    const m = await memberWithSession(t);
    await round(m, 'RNG', 100_00n);
    // 1.99 at 0.5 % earns 0.00995: nothing yet.
    await round(m, 'LIVE', 1_99n);
    const paid = rebateClaimValueSchema.parse((await claim(m)).json().value);
    expect(paid).toMatchObject({ amount: '0.80', turnover: '100.00' });
    expect(paid.lines.map((line) => line.gameType)).toEqual(['RNG']);
    expect((await summary(m)).lines).toEqual([{ gameType: 'LIVE', turnover: '1.99', ratePercent: '0.50', rebate: '0.00' }]);
    // A little more play takes it over a cent: the whole turnover pays.
    await round(m, 'LIVE', 1n);
    expect((await summary(m)).lines).toEqual([{ gameType: 'LIVE', turnover: '2.00', ratePercent: '0.50', rebate: '0.01' }]);
    expect(rebateClaimValueSchema.parse((await claim(m)).json().value)).toMatchObject({ amount: '0.01', turnover: '2.00' });
    const past = await history(m);
    expect(past.list.map((c) => c.lines.map((line) => [line.gameType, line.turnover, line.ratePercent]))).toEqual([
      [['LIVE', '2.00', '0.50']],
      [['RNG', '100.00', '0.80']],
    ]);
  });

  it('when a member claims eight times at once, then one claim pays and the others find nothing', async () => {
    const m = await memberWithSession(t);
    for (let i = 0; i < 20; i += 1) await round(m, 'RNG', 50_00n);
    const transfers = await transferCount(db());
    const answers = await Promise.all(Array.from({ length: 8 }, () => claim(m)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(await transferCount(db())).toBe(transfers + 1);
    expect(await main(db(), m.id)).toBe(8_00n);
    const claims = await db().selectFrom('rebate_claim').select(['id', 'amount']).where('member_id', '=', m.id).execute();
    expect(claims).toHaveLength(1);
  });

  it('when a member spins a house slot for real money, then the stakes are turnover for the rebate', async () => {
    const m = await memberWithSession(t);
    await fund(db(), m.id, 100_00n);
    const token = await launchToken(t, 'SLOT', { memberId: m.id });
    for (let i = 0; i < 3; i += 1) {
      const res = await t.app.inject({ method: 'POST', url: housePaths.slotSpin, payload: { launchToken: token, stake: '2.00' } });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await summary(m)).lines).toEqual([{ gameType: 'RNG', turnover: '6.00', ratePercent: '0.80', rebate: '0.04' }]);
  });

  it('when the operator turns manual rebate off (MANUALREBATE3), then the member calls answer FEATURE_DISABLED and nothing moves', async () => {
    const m = await memberWithSession(t);
    await round(m, 'RNG', 100_00n);
    const flag = (enabled: boolean) => db().updateTable('whitelabel_module').set({ enabled }).where('code', '=', 'MANUALREBATE3').execute();
    await flag(false);
    try {
      const res = await claim(m);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FEATURE_DISABLED');
      expect((await t.app.inject({ method: 'GET', url: rebatePaths.summary, headers: m.headers })).json().code).toBe('FEATURE_DISABLED');
    } finally {
      await flag(true);
    }
    expect(await main(db(), m.id)).toBe(0n);
    expect((await summary(m)).totalRebate).toBe('0.80');
  });

  it('when a trial account or nobody asks, then the rebate is refused', async () => {
    const trial = await memberWithSession(t, { type: 4 });
    expect((await t.app.inject({ method: 'GET', url: rebatePaths.summary, headers: trial.headers })).json().code).toBe('TRIAL_NOT_ALLOWED');
    expect((await claim(trial)).json().code).toBe('TRIAL_NOT_ALLOWED');
    expect((await t.app.inject({ method: 'POST', url: rebatePaths.claim })).statusCode).toBe(401);
  });
});

describe("the operator's rebate rates", () => {
  it('when the operator reads and sets rates, then every game type is listed and the change is audited', async () => {
    const res = await t.app.inject({ method: 'GET', url: rebatePaths.rates, headers: operator.headers });
    expect(res.statusCode).toBe(200);
    const list = res.json().value.list as { gameType: string; ratePercent: string }[];
    expect(list.map((r) => r.gameType)).toEqual(expect.arrayContaining(['RNG', 'LIVE', 'FISH', 'SPORTS', 'LOTT', 'CRASH']));
    expect(list.map((r) => r.gameType)).not.toContain('HOME');
    expect(list.find((r) => r.gameType === 'RNG')?.ratePercent).toBe('0.80');
    const [audit] = await auditRows(t, 'REBATE_RATES');
    expect(audit?.subject).toBe('rebate-rates');
  });

  it('when a rate is too high, malformed, repeated or for an unknown game type, then VALIDATION_FAILED names it and no rate changes; a member cannot set rates', async () => {
    const m = await memberWithSession(t);
    const before = await db().selectFrom('rebate_rate').selectAll().orderBy('category_code').execute();
    const cases: [{ gameType: string; ratePercent: string }[], string][] = [
      [[{ gameType: 'RNG', ratePercent: '3.01' }], 'rates.0.ratePercent'],
      [[{ gameType: 'RNG', ratePercent: '-1' }], 'ratePercent'],
      [[{ gameType: 'RNG', ratePercent: '0.125' }], 'ratePercent'],
      [[{ gameType: 'NOPE', ratePercent: '1' }], 'rates.0.gameType'],
      [[{ gameType: 'LIVE', ratePercent: '1' }, { gameType: 'LIVE', ratePercent: '2' }], 'rates.1.gameType'],
    ];
    for (const [rates, field] of cases) {
      const res = await setRates(rates);
      expect(res.statusCode, JSON.stringify(rates)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(res.json().value)).toContain(field);
    }
    const byMember = await t.app.inject({ method: 'PUT', url: rebatePaths.rates, headers: m.headers, payload: { rates: [{ gameType: 'RNG', ratePercent: '3' }] } });
    expect(byMember.statusCode).toBe(401);
    expect(await db().selectFrom('rebate_rate').selectAll().orderBy('category_code').execute()).toEqual(before);
  });
});

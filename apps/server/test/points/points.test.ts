import {
  pointsEntrySchema,
  pointsPaths,
  pointsSummaryValueSchema,
  pointsValueMinor,
  redeemPointsValueSchema,
  redeemStep,
  redemptionSchema,
  reviewRedemptionSchema,
} from '@lumen/contracts/member/points.contract';
import { housePaths } from '@lumen/contracts/play/house.contract';
import { walletPaths } from '@lumen/contracts/wallet/wallet.contract';
import { sql } from 'kysely';
import { z } from 'zod';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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

/** Rs 10.00 of stake earns a point; 100 points make Rs 1.00; at least 100 points a redemption. */
const SETTINGS = { betPerPoint: '10.00', pointsPerUnit: 100, minRedeemPoints: 100 };

beforeAll(async () => {
  t = await createTestApp({ seed: { games: 300 } });
  operator = await operatorSession(t);
  const res = await setSettings(SETTINGS);
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => t?.close());
afterEach(async () => {
  const report = await checkInvariants(db());
  expect(report.checks.filter((c) => !c.ok)).toEqual([]);
  await setSettings(SETTINGS);
});

let keySerial = 0;
const newKey = () => `points-test-${process.pid}-${++keySerial}`;

function setSettings(body: Record<string, unknown>, lang = 'en') {
  return t.app.inject({ method: 'PUT', url: pointsPaths.settings, headers: { ...operator.headers, 'accept-language': lang }, payload: body });
}
const round = (m: Member, stake: bigint, options: { mode?: 'REAL' | 'FUN'; status?: 'OPEN' | 'SETTLED' | 'ROLLED_BACK'; daysAgo?: number } = {}) =>
  insertRound(db(), m.id, { category: 'RNG', stake, ...options });
async function summary(m: Member) {
  const res = await t.app.inject({ method: 'GET', url: pointsPaths.summary, headers: m.headers });
  expect(res.statusCode, res.body).toBe(200);
  return pointsSummaryValueSchema.parse(res.json().value);
}
const redeem = (m: Member, points: unknown, key = newKey(), lang = 'en') =>
  t.app.inject({ method: 'POST', url: pointsPaths.redeem, headers: { ...m.headers, 'idempotency-key': key, 'accept-language': lang }, payload: { points } });
async function entries(m: Member) {
  const res = await t.app.inject({ method: 'GET', url: pointsPaths.entries, headers: m.headers });
  expect(res.statusCode, res.body).toBe(200);
  return z.array(pointsEntrySchema).parse(res.json().value.list);
}
async function redemptions(m: Member, status?: string) {
  const res = await t.app.inject({ method: 'GET', url: pointsPaths.redemptions, query: status ? { status } : {}, headers: m.headers });
  expect(res.statusCode, res.body).toBe(200);
  return z.array(redemptionSchema).parse(res.json().value.list);
}
const approve = (id: string) => t.app.inject({ method: 'POST', url: `${pointsPaths.review}/${id}/approve`, headers: operator.headers });
const reject = (id: string, remark: unknown) => t.app.inject({ method: 'POST', url: `${pointsPaths.review}/${id}/reject`, headers: operator.headers, payload: { remark } });
const pointsBook = async () => (await houseBookBalances(db())).find((b) => b.book === 'POINTS_EXPENSE')?.balance ?? 0n;

/** A member holding `points` points, earned from one settled round. */
async function memberWithPoints(points: number): Promise<Member> {
  const m = await memberWithSession(t);
  await round(m, BigInt(points) * 10_00n);
  expect((await summary(m)).balance).toBe(points);
  return m;
}

describe('ratio arithmetic', () => {
  it('takes redemptions in steps that make whole cents', () => {
    expect(redeemStep(100)).toBe(1);
    expect(redeemStep(1000)).toBe(10);
    expect(redeemStep(250)).toBe(5);
    expect(redeemStep(3)).toBe(3);
    expect(redeemStep(50)).toBe(1);
    expect(pointsValueMinor(150, 100)).toBe(150n);
    expect(pointsValueMinor(30, 1000)).toBe(3n);
    expect(pointsValueMinor(3, 3)).toBe(100n);
  });
});

describe('earning points', () => {
  it('when a member has settled real rounds, then their stake earns points once, the remainder carried to the next round', async () => {
    const m = await memberWithSession(t);
    const other = await memberWithSession(t);
    await round(m, 25_00n); // 2 points, 5.00 carried
    await round(m, 12_34n);
    await round(m, 500_00n, { mode: 'FUN' });
    await round(m, 500_00n, { status: 'OPEN' });
    await round(m, 500_00n, { status: 'ROLLED_BACK' });
    await round(other, 40_00n);

    const first = await summary(m);
    // 25.00 + 12.34 = 37.34: three points, 7.34 carried; play money, open and rolled back rounds earn nothing.
    expect(first).toMatchObject({ balance: 3, earned: 3, pending: 0, step: 1, balanceValue: '0.03', currency: 'PKR', ...SETTINGS });
    expect((await summary(m)).earned).toBe(0);

    await round(m, 2_66n); // 7.34 + 2.66 = 10.00: one more point, nothing carried
    expect(await summary(m)).toMatchObject({ balance: 4, earned: 1 });
    const list = await entries(m);
    expect(list.map((e) => ({ kind: e.kind, change: e.change, balance: e.balance, turnover: e.turnover }))).toEqual([
      { kind: 'EARN', change: 1, balance: 4, turnover: '2.66' },
      { kind: 'EARN', change: 3, balance: 3, turnover: '37.34' },
    ]);
    expect((await summary(other)).balance).toBe(4);
  });

  it('when a round is still open at a look, then it earns once it settles, however long ago it started, and looks read no further back than needed', async () => {
    const m = await memberWithSession(t);
    await round(m, 50_00n, { daysAgo: 3 });
    await round(m, 70_00n, { status: 'OPEN', daysAgo: 2 });
    expect(await summary(m)).toMatchObject({ balance: 5, earned: 5 });
    const countedFrom = async () => {
      const row = await db().selectFrom('member_points').select('counted_from').where('member_id', '=', m.id).executeTakeFirstOrThrow();
      return new Date(row.counted_from as Date).getTime();
    };
    // The open round holds the next looks back to when it started (less the margin).
    const day = 86_400_000;
    expect(Date.now() - (await countedFrom())).toBeGreaterThan(2 * day);
    expect(Date.now() - (await countedFrom())).toBeLessThan(2 * day + 11 * 60_000);
    await sql`UPDATE game_round SET status = 'SETTLED' WHERE member_id = ${m.id.toString()}::bigint AND status = 'OPEN'`.execute(db());
    expect(await summary(m)).toMatchObject({ balance: 12, earned: 7 });
    // Nothing open any more: the next looks start ten minutes back.
    expect(Date.now() - (await countedFrom())).toBeLessThan(11 * 60_000);
    expect(Date.now() - (await countedFrom())).toBeGreaterThan(9 * 60_000);
    await round(m, 10_00n);
    expect(await summary(m)).toMatchObject({ balance: 13, earned: 1 });
  });

  it('when a member spins a house slot for real money, then the stakes earn points', async () => {
    const m = await memberWithSession(t);
    await fund(db(), m.id, 100_00n);
    const token = await launchToken(t, 'SLOT', { memberId: m.id });
    for (let i = 0; i < 5; i += 1) {
      const res = await t.app.inject({ method: 'POST', url: housePaths.slotSpin, payload: { launchToken: token, stake: '4.00' } });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await summary(m)).balance).toBe(2);
  });

  it('when eight looks at the points come at once, then the rounds are counted once', async () => {
    const m = await memberWithSession(t);
    for (let i = 0; i < 10; i += 1) await round(m, 30_00n);
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.app.inject({ method: 'GET', url: pointsPaths.summary, headers: m.headers })));
    const earned = answers.map((a) => pointsSummaryValueSchema.parse(a.json().value).earned);
    expect(earned.reduce((s, e) => s + e, 0)).toBe(30);
    expect((await summary(m)).balance).toBe(30);
    expect(await entries(m)).toHaveLength(1);
  });
});

describe('redeeming', () => {
  it('when a member redeems and the operator approves, then the points leave, the money arrives once through the ledger and both records show it', async () => {
    const m = await memberWithPoints(350);
    const bookBefore = await pointsBook();
    const key = newKey();
    const res = await redeem(m, 250, key);
    expect(res.statusCode, res.body).toBe(200);
    const value = redeemPointsValueSchema.parse(res.json().value);
    expect(value).toMatchObject({ balance: 100, replayed: false, redemption: { points: 250, amount: '2.50', pointsPerUnit: 100, status: 'PENDING', remark: null, transferId: null } });
    expect(value.redemption.reference).toMatch(/^PM[0-9]{8,}$/);
    expect(await summary(m)).toMatchObject({ balance: 100, pending: 250 });
    expect(await main(db(), m.id)).toBe(0n);

    // The same key again answers the first redemption and takes nothing.
    const again = redeemPointsValueSchema.parse((await redeem(m, 250, key)).json().value);
    expect(again).toMatchObject({ replayed: true, balance: 100, redemption: { id: value.redemption.id } });
    const conflict = await redeem(m, 200, key);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe('IDEMPOTENCY_CONFLICT');

    const queue = await t.app.inject({ method: 'GET', url: pointsPaths.review, headers: operator.headers });
    expect(queue.statusCode).toBe(200);
    const pending = z.array(reviewRedemptionSchema).parse(queue.json().value.list);
    expect(pending.find((r) => r.id === value.redemption.id)).toMatchObject({ username: m.username, points: 250, status: 'PENDING' });

    const transfers = await transferCount(db());
    const approved = await approve(value.redemption.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(reviewRedemptionSchema.parse(approved.json().value)).toMatchObject({ status: 'APPROVED', username: m.username });
    expect(await main(db(), m.id)).toBe(2_50n);
    expect(bookBefore - (await pointsBook())).toBe(2_50n);
    expect(await transferCount(db())).toBe(transfers + 1);

    // Reviewed once: approving or rejecting again changes nothing.
    const twice = await approve(value.redemption.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('ALREADY_PROCESSED');
    expect((await reject(value.redemption.id, 'late')).json().code).toBe('ALREADY_PROCESSED');
    expect(await main(db(), m.id)).toBe(2_50n);

    const [record] = await redemptions(m);
    expect(record).toMatchObject({ id: value.redemption.id, status: 'APPROVED' });
    expect(record?.transferId).not.toBeNull();
    expect(record?.reviewedAt).not.toBeNull();
    const account = await t.app.inject({ method: 'GET', url: walletPaths.transactionHistory, query: { type: 'POINTS' }, headers: m.headers });
    expect(account.json().value.list).toMatchObject([{ type: 'POINTS', amount: '2.50', reference: value.redemption.reference }]);
    expect((await entries(m)).map((e) => [e.kind, e.change, e.balance, e.reference])).toEqual([
      ['REDEEM', -250, 100, value.redemption.reference],
      ['EARN', 350, 350, null],
    ]);
    const [audit] = await auditRows(t, 'POINTS_APPROVE');
    expect(audit?.subject).toBe(`points-redemption:${value.redemption.id}`);
  });

  it('when the operator rejects a redemption, then its points come back, no money moves and the reason shows', async () => {
    const m = await memberWithPoints(120);
    const value = redeemPointsValueSchema.parse((await redeem(m, 120)).json().value);
    const transfers = await transferCount(db());
    const missing = await reject(value.redemption.id, '   ');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().value.fields[0].field).toBe('remark');

    const res = await reject(value.redemption.id, 'Account under review');
    expect(res.statusCode, res.body).toBe(200);
    expect(reviewRedemptionSchema.parse(res.json().value)).toMatchObject({ status: 'REJECTED', remark: 'Account under review', transferId: null });
    expect(await transferCount(db())).toBe(transfers);
    expect(await main(db(), m.id)).toBe(0n);
    expect(await summary(m)).toMatchObject({ balance: 120, pending: 0 });
    expect((await entries(m))[0]).toMatchObject({ kind: 'REFUND', change: 120, balance: 120, reference: value.redemption.reference });
    expect((await redemptions(m, 'REJECTED'))[0]).toMatchObject({ id: value.redemption.id, remark: 'Account under review' });
    expect((await approve(value.redemption.id)).json().code).toBe('ALREADY_PROCESSED');
    const [audit] = await auditRows(t, 'POINTS_REJECT');
    expect(audit?.subject).toBe(`points-redemption:${value.redemption.id}`);
  });

  it('when the points are too few, off the step, more than held or not a whole number, then the answer names the problem and nothing is taken', async () => {
    const m = await memberWithPoints(150);
    const below = await redeem(m, 99, newKey(), 'zh');
    expect(below.statusCode).toBe(400);
    expect(below.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: [{ field: 'points', issue: 'too_small' }] } });
    expect(below.json().value.fields[0].message).toContain('100');
    const tooMany = await redeem(m, 151, newKey(), 'vi');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 'INSUFFICIENT_POINTS', message: 'Bạn không đủ điểm để đổi' });
    for (const bad of [0, -5, 1.5, 'abc', null, 1e12]) {
      const res = await redeem(m, bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().value.fields[0].field).toBe('points');
    }
    const badKey = await t.app.inject({ method: 'POST', url: pointsPaths.redeem, headers: { ...m.headers, 'idempotency-key': 'no' }, payload: { points: 100 } });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().value.fields[0].field).toBe('Idempotency-Key');

    // 1,000 points make 1.00: a redemption goes in tens.
    expect((await setSettings({ ...SETTINGS, pointsPerUnit: 1000 })).statusCode).toBe(200);
    const offStep = await redeem(m, 105);
    expect(offStep.statusCode).toBe(400);
    expect(offStep.json().value.fields[0]).toMatchObject({ field: 'points', issue: 'invalid' });
    const ok = redeemPointsValueSchema.parse((await redeem(m, 110)).json().value);
    expect(ok.redemption).toMatchObject({ points: 110, amount: '0.11', pointsPerUnit: 1000 });
    expect(await summary(m)).toMatchObject({ balance: 40, pending: 110, step: 10, balanceValue: '0.04' });
    expect(await redemptions(m)).toHaveLength(1);
  });

  it('when a member sends eight redemptions at once for more than it holds together, then only what the balance covers is taken', async () => {
    const m = await memberWithPoints(500);
    const answers = await Promise.all(Array.from({ length: 8 }, () => redeem(m, 200)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 400, 400, 400, 400, 400, 400]);
    expect(answers.filter((a) => a.statusCode === 400).every((a) => a.json().code === 'INSUFFICIENT_POINTS')).toBe(true);
    expect(await summary(m)).toMatchObject({ balance: 100, pending: 400 });
  });

  it('when two operators approve the same redemption at once, then it is paid once', async () => {
    const m = await memberWithPoints(300);
    const value = redeemPointsValueSchema.parse((await redeem(m, 300)).json().value);
    const answers = await Promise.all([approve(value.redemption.id), approve(value.redemption.id), reject(value.redemption.id, 'no')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const paid = await main(db(), m.id);
    const status = (await redemptions(m))[0]?.status;
    if (status === 'APPROVED') expect(paid).toBe(3_00n);
    else expect({ paid, balance: (await summary(m)).balance }).toEqual({ paid: 0n, balance: 300 });
  });

  it('when the points mall is off, then the member calls answer FEATURE_DISABLED and nothing is taken', async () => {
    const m = await memberWithPoints(200);
    const setMall = (enabled: boolean) => db().updateTable('whitelabel_module').set({ enabled }).where('code', '=', 'POINTMALL3').execute();
    await setMall(false);
    try {
      for (const url of [pointsPaths.summary, pointsPaths.entries]) {
        const res = await t.app.inject({ method: 'GET', url, headers: m.headers });
        expect(res.statusCode, url).toBe(403);
        expect(res.json().code).toBe('FEATURE_DISABLED');
      }
      expect((await redeem(m, 100)).json().code).toBe('FEATURE_DISABLED');
    } finally {
      await setMall(true);
    }
    expect((await summary(m)).balance).toBe(200);
  });

  it('when a trial account, a visitor or a member at the desk asks, then it is refused', async () => {
    const trial = await memberWithSession(t, { type: 4 });
    expect((await t.app.inject({ method: 'GET', url: pointsPaths.summary, headers: trial.headers })).json().code).toBe('TRIAL_NOT_ALLOWED');
    expect((await redeem(trial, 100)).json().code).toBe('TRIAL_NOT_ALLOWED');
    expect((await t.app.inject({ method: 'GET', url: pointsPaths.entries })).statusCode).toBe(401);
    const m = await memberWithSession(t);
    expect((await t.app.inject({ method: 'GET', url: pointsPaths.review, headers: m.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: pointsPaths.settings, headers: m.headers, payload: SETTINGS })).statusCode).toBe(401);
    expect((await approve('999999999')).json().code).toBe('NOT_FOUND');
  });
});

describe("the operator's settings", () => {
  it('when the operator changes the rates, then new play earns at the new rate and the change is audited', async () => {
    const res = await setSettings({ betPerPoint: '2.50', pointsPerUnit: 200, minRedeemPoints: 50 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual({ betPerPoint: '2.50', pointsPerUnit: 200, minRedeemPoints: 50 });
    const read = await t.app.inject({ method: 'GET', url: pointsPaths.settings, headers: operator.headers });
    expect(read.json().value).toEqual({ betPerPoint: '2.50', pointsPerUnit: 200, minRedeemPoints: 50 });
    const m = await memberWithSession(t);
    await round(m, 10_00n);
    expect(await summary(m)).toMatchObject({ balance: 4, balanceValue: '0.02', step: 2, minRedeemPoints: 50 });
    const [audit] = await auditRows(t, 'POINTS_SETTINGS');
    expect(audit?.subject).toBe('points-settings');
  });

  it('when a setting is out of range or malformed, then VALIDATION_FAILED names it and nothing changes', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...SETTINGS, betPerPoint: '0.00' }, 'betPerPoint'],
      [{ ...SETTINGS, betPerPoint: '100000.01' }, 'betPerPoint'],
      [{ ...SETTINGS, betPerPoint: '1.234' }, 'betPerPoint'],
      [{ ...SETTINGS, pointsPerUnit: 0 }, 'pointsPerUnit'],
      [{ ...SETTINGS, pointsPerUnit: 1.5 }, 'pointsPerUnit'],
      [{ ...SETTINGS, minRedeemPoints: -1 }, 'minRedeemPoints'],
      [{ betPerPoint: '1.00' }, 'pointsPerUnit'],
    ];
    for (const [body, field] of cases) {
      const res = await setSettings(body, 'th');
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().value.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    const read = await t.app.inject({ method: 'GET', url: pointsPaths.settings, headers: operator.headers });
    expect(read.json().value).toEqual(SETTINGS);
  });
});

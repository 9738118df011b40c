import { authPaths } from '@lumen/contracts/auth/auth.contract';
import { rewardListValueSchema, rewardPaths } from '@lumen/contracts/member/rewards.contract';
import { adminVipTierSchema, vipAdminPaths, vipPaths, vipValueSchema } from '@lumen/contracts/member/vip.contract';
import { walletPaths } from '@lumen/contracts/wallet/wallet.contract';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants } from '../../src/modules/wallet/ledger.ts';
import { auditRows, operatorSession } from '../admin/admin-helpers.ts';
import { insertRound } from '../play/round-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { fund, main, memberWithSession } from '../wallet/wallet-helpers.ts';

let t: TestApp;
const db = () => t.database.db;
type Member = Awaited<ReturnType<typeof memberWithSession>>;

beforeAll(async () => {
  t = await createTestApp({ seed: { games: 0 } });
});
afterAll(async () => t?.close());
afterEach(async () => {
  const report = await checkInvariants(db());
  expect(report.checks.filter((c) => !c.ok)).toEqual([]);
});

const vip = async (m: Member, lang = 'en') => {
  const res = await t.app.inject({ method: 'GET', url: vipPaths.info, headers: { ...m.headers, 'accept-language': lang } });
  expect(res.statusCode, res.body).toBe(200);
  return vipValueSchema.parse(res.json().value);
};
const stake = (m: Member, minor: bigint, options: { mode?: 'REAL' | 'FUN'; status?: 'SETTLED' | 'ROLLED_BACK' } = {}) =>
  insertRound(db(), m.id, { category: 'RNG', stake: minor, ...options });
const vipRewards = async (m: Member) => {
  const res = await t.app.inject({ method: 'GET', url: rewardPaths.list, query: { status: 'AVAILABLE' }, headers: m.headers });
  expect(res.statusCode, res.body).toBe(200);
  return rewardListValueSchema.parse(res.json().value).list;
};

describe('VIP levels', () => {
  it('when a new member opens the VIP page, then it is below the first tier and sees what the first tier needs', async () => {
    const m = await memberWithSession(t);
    const value = await vip(m);
    expect(value).toMatchObject({ level: 0, name: '', deposits: '0.00', turnover: '0.00', upgrades: [], promoted: [] });
    expect(value.tiers.map((tier) => [tier.level, tier.name, tier.depositRequired, tier.turnoverRequired, tier.upgradeBonus])).toEqual([
      [1, 'Bronze', '100.00', '1000.00', '10.00'],
      [2, 'Silver', '1000.00', '10000.00', '50.00'],
      [3, 'Gold', '5000.00', '50000.00', '200.00'],
      [4, 'Platinum', '20000.00', '200000.00', '800.00'],
      [5, 'Diamond', '100000.00', '1000000.00', '3000.00'],
      [6, 'Crown', '500000.00', '5000000.00', '10000.00'],
    ]);
    expect(value.tiers[0]?.perks).toEqual(['VIP label and rank beside your name', 'Upgrade bonus to claim in the reward centre']);
    expect(value.next).toEqual({ level: 1, name: 'Bronze', depositRemaining: '100.00', turnoverRemaining: '1000.00', percent: 0 });
    const ur = await vip(m, 'ur');
    expect(ur.tiers[0]?.perks[0]).toBe('آپ کے نام کے ساتھ وی آئی پی لیبل اور درجہ');
    // The tiers' names are in the caller's language too.
    expect(ur.tiers.map((tier) => tier.name).slice(0, 3)).toEqual(['کانسی', 'چاندی', 'سونا']);
    expect(ur.next?.name).toBe('کانسی');
  });

  it('when only real, not rolled-back stakes and credited deposits count, then progress is the lesser share and no tier is reached early', async () => {
    const m = await memberWithSession(t);
    await fund(db(), m.id, 100_00n);
    await stake(m, 500_00n);
    await stake(m, 9_000_00n, { mode: 'FUN' });
    await stake(m, 9_000_00n, { status: 'ROLLED_BACK' });
    const value = await vip(m);
    expect(value).toMatchObject({ level: 0, deposits: '100.00', turnover: '500.00', promoted: [] });
    expect(value.next).toEqual({ level: 1, name: 'Bronze', depositRemaining: '0.00', turnoverRemaining: '500.00', percent: 50 });
  });

  it('when a member reaches two tiers at once, then it is promoted to the higher, each level grants its bonus as one reward, and claiming pays through the ledger', async () => {
    const m = await memberWithSession(t);
    await fund(db(), m.id, 1_000_00n);
    await stake(m, 10_000_00n);
    const value = await vip(m);
    expect(value.promoted).toEqual([1, 2]);
    expect(value).toMatchObject({ level: 2, name: 'Silver' });
    expect(value.next).toMatchObject({ level: 3, name: 'Gold', depositRemaining: '4000.00', turnoverRemaining: '40000.00', percent: 20 });
    expect(value.upgrades.map((u) => [u.level, u.name, u.bonus, u.rewardId !== null, u.bonusState])).toEqual([
      [2, 'Silver', '50.00', true, 'CLAIMABLE'],
      [1, 'Bronze', '10.00', true, 'CLAIMABLE'],
    ]);
    // The member info shows the new label; the rewards wait in the reward centre.
    const info = (await t.app.inject({ method: 'GET', url: authPaths.loginInfo, headers: m.headers })).json().value;
    expect(info).toMatchObject({ hasVip: true, vipLabelName: 'Silver', vipRankLevel: 2 });
    const urInfo = (await t.app.inject({ method: 'GET', url: authPaths.loginInfo, headers: { ...m.headers, 'accept-language': 'ur' } })).json().value;
    expect(urInfo).toMatchObject({ vipLabelName: 'چاندی', vipRankLevel: 2 });
    expect((await vip(m, 'ur')).upgrades.map((u) => u.name)).toEqual(['چاندی', 'کانسی']);
    const rewards = await vipRewards(m);
    expect(rewards.map((r) => [r.title, r.amount]).sort()).toEqual([
      ['VIP upgrade bonus: Bronze', '10.00'],
      ['VIP upgrade bonus: Silver', '50.00'],
    ]);

    // Reading again promotes nothing and grants nothing more.
    expect((await vip(m)).promoted).toEqual([]);
    expect(await vipRewards(m)).toHaveLength(2);

    const before = await main(db(), m.id);
    for (const reward of rewards) {
      const res = await t.app.inject({ method: 'POST', url: rewardPaths.claim, headers: m.headers, payload: { id: reward.id } });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await main(db(), m.id)) - before).toBe(60_00n);
    // The history says the bonuses were claimed instead of offering to claim them again.
    expect((await vip(m)).upgrades.map((u) => u.bonusState)).toEqual(['CLAIMED', 'CLAIMED']);
  });

  it('when an upgrade bonus was left past its claim window, then the history says it ran out', async () => {
    const m = await memberWithSession(t);
    await fund(db(), m.id, 100_00n);
    await stake(m, 1_000_00n);
    const [first] = (await vip(m)).upgrades;
    expect(first?.bonusState).toBe('CLAIMABLE');
    // Granted 31 days ago, out of time since yesterday.
    await db()
      .updateTable('reward')
      .set({ created_at: new Date(Date.now() - 31 * 86_400_000), expires_at: new Date(Date.now() - 86_400_000) })
      .where('id', '=', BigInt(first?.rewardId as string))
      .execute();
    expect((await vip(m)).upgrades.map((u) => u.bonusState)).toEqual(['EXPIRED']);
  });

  it('when the page is read ten times at once as a tier is reached, then the member is promoted once and each bonus granted once', async () => {
    const m = await memberWithSession(t);
    await fund(db(), m.id, 100_00n);
    await stake(m, 1_000_00n);
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.app.inject({ method: 'GET', url: vipPaths.info, headers: m.headers })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.flatMap((a) => a.json().value.promoted)).toEqual([1]);
    const upgrades = await sql<{ n: string }>`SELECT count(*)::text AS n FROM vip_upgrade WHERE member_id = ${m.id.toString()}::bigint`.execute(db());
    expect(upgrades.rows[0]?.n).toBe('1');
    expect(await vipRewards(m)).toHaveLength(1);
  });

  it('when an operator set a higher level, then it is kept: levels only go up, and only tiers above it pay a bonus', async () => {
    const m = await memberWithSession(t);
    await db().updateTable('member').set({ vip_level: 3 }).where('id', '=', m.id).execute();
    await fund(db(), m.id, 1_000_00n);
    await stake(m, 10_000_00n);
    const value = await vip(m);
    expect(value).toMatchObject({ level: 3, name: 'Gold', promoted: [], upgrades: [] });
    expect(value.next?.level).toBe(4);
    expect(await vipRewards(m)).toEqual([]);
  });

  it('when a deposit credits the money or the reward centre is opened, then a reached tier is granted without a visit to the VIP page', async () => {
    const m = await memberWithSession(t);
    await stake(m, 1_000_00n);
    const res = await t.app.inject({
      method: 'POST',
      url: walletPaths.deposit,
      headers: { ...m.headers, 'idempotency-key': `vip-deposit-${m.id}` },
      payload: { methodCode: 'SANDBOX', amount: '100.00' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.status).toBe('CONFIRMED');
    expect((await db().selectFrom('member').select('vip_level').where('id', '=', m.id).executeTakeFirstOrThrow()).vip_level).toBe(1);

    const other = await memberWithSession(t);
    await fund(db(), other.id, 100_00n);
    await stake(other, 1_000_00n);
    expect((await vipRewards(other)).map((r) => [r.title, r.amount])).toEqual([['VIP upgrade bonus: Bronze', '10.00']]);
    expect((await vip(other)).promoted).toEqual([]);
  });

  it('when VIP is off, a trial account asks or nobody is signed in, then it is refused and nothing is written', async () => {
    const m = await memberWithSession(t);
    await fund(db(), m.id, 100_00n);
    await stake(m, 1_000_00n);
    const setVip = (enabled: boolean) => db().updateTable('whitelabel_module').set({ enabled }).where('code', '=', 'VIP3').execute();
    await setVip(false);
    try {
      const res = await t.app.inject({ method: 'GET', url: vipPaths.info, headers: { ...m.headers, 'accept-language': 'ur' } });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FEATURE_DISABLED');
    } finally {
      await setVip(true);
    }
    expect((await db().selectFrom('member').select('vip_level').where('id', '=', m.id).executeTakeFirstOrThrow()).vip_level).toBe(0);
    const trial = await memberWithSession(t, { type: 4 });
    expect((await t.app.inject({ method: 'GET', url: vipPaths.info, headers: trial.headers })).json().code).toBe('TRIAL_NOT_ALLOWED');
    expect((await t.app.inject({ method: 'GET', url: vipPaths.info })).statusCode).toBe(401);
  });
});

describe("the operator's VIP tiers", () => {
  const defaults = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: vipAdminPaths.tiers, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value.list.map((tier: unknown) => adminVipTierSchema.parse(tier));
  };
  const put = (headers: Record<string, string>, tiers: unknown, lang = 'en') =>
    t.app.inject({ method: 'PUT', url: vipAdminPaths.tiers, headers: { ...headers, 'accept-language': lang }, payload: { tiers } });

  it('when the operator replaces the ladder, then members see the new tiers and reach them by the new requirements, and it is audited', async () => {
    const operator = await operatorSession(t);
    const before = await defaults(operator.headers);
    expect(before).toHaveLength(6);
    expect(before[0]?.perks[0]).toMatchObject({ EN: 'VIP label and rank beside your name' });
    try {
      const res = await put(operator.headers, [
        { depositRequired: '0', turnoverRequired: '50', upgradeBonus: '0', perks: [{ EN: 'Welcome gift', UR: 'خوش آمدید تحفہ' }] },
        { depositRequired: '10', turnoverRequired: '50', upgradeBonus: '5.55', perks: [] },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().value.list.map((tier: { level: number; name: string; upgradeBonus: string }) => [tier.level, tier.name, tier.upgradeBonus])).toEqual([
        [1, 'Bronze', '0.00'],
        [2, 'Silver', '5.55'],
      ]);
      const [audit] = await auditRows(t, 'VIP_TIERS');
      expect(audit?.operator_id).toBe(operator.id);

      const m = await memberWithSession(t);
      await stake(m, 50_00n);
      const value = await vip(m, 'ur');
      expect(value).toMatchObject({ level: 1, promoted: [1] });
      expect(value.tiers[0]?.perks).toEqual(['خوش آمدید تحفہ']);
      // Level 1 pays no bonus: an upgrade without a reward.
      expect(value.upgrades).toMatchObject([{ level: 1, bonus: '0.00', rewardId: null }]);
      expect(value.next).toMatchObject({ level: 2, depositRemaining: '10.00', turnoverRemaining: '0.00', percent: 0 });
      expect(await vipRewards(m)).toEqual([]);
    } finally {
      await put(operator.headers, before.map((tier: { depositRequired: string; turnoverRequired: string; upgradeBonus: string; perks: unknown[] }) => ({ depositRequired: tier.depositRequired, turnoverRequired: tier.turnoverRequired, upgradeBonus: tier.upgradeBonus, perks: tier.perks })));
    }
    expect(await defaults(operator.headers)).toEqual(before.map((tier: { level: number; members: number }) => ({ ...tier, members: expect.any(Number) })));
  });

  it('when a tier needs less than the one below, a bonus is too large or an amount is bad, then each field is named, translated, and nothing changes', async () => {
    const operator = await operatorSession(t);
    const before = await defaults(operator.headers);
    const res = await put(
      operator.headers,
      [
        { depositRequired: '100', turnoverRequired: '100', upgradeBonus: '2000000', perks: [] },
        { depositRequired: '99.99', turnoverRequired: '100', upgradeBonus: '1', perks: [] },
      ],
      'ur',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().value.fields.map((e: { field: string }) => e.field).sort()).toEqual(['tiers.0.upgradeBonus', 'tiers.1.depositRequired']);
    expect(res.json().value.fields.map((e: { message: string }) => e.message).join(' ')).not.toMatch(/must be/);
    const bad = await put(operator.headers, [{ depositRequired: '-1', turnoverRequired: '1.234', upgradeBonus: 'x', perks: [{ UR: 'no English' }] }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    expect((await put(operator.headers, [])).statusCode).toBe(400);
    expect(await defaults(operator.headers)).toEqual(before);
    const m = await memberWithSession(t);
    expect((await t.app.inject({ method: 'GET', url: vipAdminPaths.tiers, headers: m.headers })).statusCode).toBe(401);
  });
});

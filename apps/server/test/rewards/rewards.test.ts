import { authPaths } from '@lumen/contracts/auth/auth.contract';
import { claimMissionValueSchema, missionPaths } from '@lumen/contracts/member/missions.contract';
import { bonusListValueSchema, claimRewardValueSchema, grantedRewardSchema, rewardListValueSchema, rewardPaths, type RewardStatus } from '@lumen/contracts/member/rewards.contract';
import { walletPaths } from '@lumen/contracts/wallet/wallet.contract';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { claimKey, grantReward } from '../../src/modules/rewards/rewards.service.ts';
import { checkInvariants, houseBookBalances } from '../../src/modules/wallet/ledger.ts';
import { auditRows, operatorSession } from '../admin/admin-helpers.ts';
import { insertRound } from '../play/round-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { main, memberWithSession, transferCount } from '../wallet/wallet-helpers.ts';

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

const grant = (input: { username?: string; amount: string; validDays?: number; title?: string }) =>
  grantReward(db(), {
    username: input.username,
    title: { EN: input.title ?? 'Weekend bonus', UR: 'ویک اینڈ بونس' },
    body: { EN: 'Thanks for playing.' },
    amount: input.amount,
    validDays: input.validDays ?? 7,
    operatorId: 1n,
    currency: 'PKR',
    lang: 'EN',
  });

const list = async (m: Member, status: RewardStatus = 'AVAILABLE', lang = 'en') => {
  const res = await t.app.inject({ method: 'GET', url: rewardPaths.list, query: { status }, headers: { ...m.headers, 'accept-language': lang } });
  expect(res.statusCode, res.body).toBe(200);
  return rewardListValueSchema.parse(res.json().value);
};
const claim = (m: Member, id: string, lang = 'en') =>
  t.app.inject({ method: 'POST', url: rewardPaths.claim, headers: { ...m.headers, 'accept-language': lang }, payload: { id } });
const promoCount = async (m: Member) => (await t.app.inject({ method: 'GET', url: authPaths.loginInfo, headers: m.headers })).json().value.availablePromoCount as number;

/** Makes a reward's claim window end in the past (its creation moves back with it). */
const expire = (id: string) => sql`UPDATE reward SET created_at = now() - interval '8 days', expires_at = now() - interval '1 day' WHERE id = ${id}::bigint`.execute(db());

describe('the reward centre', () => {
  it('when the operator grants a member a reward, then it is available, counted in the member info, and claiming it pays the main wallet from the bonus book once', async () => {
    const m = await memberWithSession(t);
    const other = await memberWithSession(t);
    const { id } = await grant({ username: m.username, amount: '88.50' });
    const available = await list(m, 'AVAILABLE', 'ur');
    expect(available.list).toMatchObject([{ id, title: 'ویک اینڈ بونس', body: 'Thanks for playing.', amount: '88.50', status: 'AVAILABLE', claimedAt: null }]);
    expect(available.available).toBe(1);
    expect(await promoCount(m)).toBe(1);
    expect((await list(other)).list).toEqual([]);

    const bonusBefore = (await houseBookBalances(db())).find((b) => b.book === 'BONUS_EXPENSE')?.balance ?? 0n;
    const res = await claim(m, id);
    expect(res.statusCode, res.body).toBe(200);
    const value = claimRewardValueSchema.parse(res.json().value);
    expect(value).toMatchObject({ id, amount: '88.50', balance: '88.50', replayed: false, available: 0 });
    expect(await main(db(), m.id)).toBe(8_850n);
    const bonusAfter = (await houseBookBalances(db())).find((b) => b.book === 'BONUS_EXPENSE')?.balance ?? 0n;
    expect(bonusBefore - bonusAfter).toBe(8_850n);
    expect(await promoCount(m)).toBe(0);

    // The bonus details: the claim with its transfer; the account record shows a BONUS movement.
    const claimed = await list(m, 'CLAIMED');
    expect(claimed.list).toMatchObject([{ id, status: 'CLAIMED', transferId: value.transferId, amount: '88.50' }]);
    expect(claimed.totalAmount).toBe('88.50');
    expect(claimed.list[0]?.claimedAt).not.toBeNull();
    const record = await t.app.inject({ method: 'GET', url: walletPaths.transactionHistory, query: { type: 'BONUS' }, headers: m.headers });
    expect(record.statusCode, record.body).toBe(200);
    expect(record.json().value.list).toMatchObject([{ type: 'BONUS', amount: '88.50', balanceAfter: '88.50', reference: `reward:${id}` }]);
  });

  it('when a reward is claimed again, one after the other or ten at once, then every answer is the first claim and the money moved once', async () => {
    const m = await memberWithSession(t);
    const { id } = await grant({ username: m.username, amount: '10.00' });
    const transfersBefore = await transferCount(db());
    const answers = await Promise.all(Array.from({ length: 10 }, () => claim(m, id)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const values = answers.map((a) => claimRewardValueSchema.parse(a.json().value));
    expect(values.filter((v) => !v.replayed)).toHaveLength(1);
    expect(new Set(values.map((v) => v.transferId)).size).toBe(1);
    const again = claimRewardValueSchema.parse((await claim(m, id)).json().value);
    expect(again).toMatchObject({ replayed: true, transferId: values[0]?.transferId, balance: '10.00' });
    expect(await transferCount(db())).toBe(transfersBefore + 1);
    expect(await main(db(), m.id)).toBe(1_000n);
    const rows = await db().selectFrom('reward_claim').selectAll().where('reward_id', '=', BigInt(id)).execute();
    expect(rows).toHaveLength(1);
  });

  it('when one reward is claimed under several spellings of its id (2, 02, 002) at once, then it pays once, under the one spelling', async () => {
    const m = await memberWithSession(t);
    const { id } = await grant({ username: m.username, amount: '10.00' });
    const transfersBefore = await transferCount(db());
    const spellings = [id, `0${id}`, `00${id}`, `000${id}`];
    const answers = await Promise.all(spellings.map((spelled) => claim(m, spelled)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(spellings.length).fill(200));
    const values = answers.map((a) => claimRewardValueSchema.parse(a.json().value));
    expect(values.filter((v) => !v.replayed)).toHaveLength(1);
    expect(new Set(values.map((v) => v.id))).toEqual(new Set([id]));
    expect(await transferCount(db())).toBe(transfersBefore + 1);
    expect(await main(db(), m.id)).toBe(1_000n);
    const keys = await db().selectFrom('ledger_transfer').select('idempotency_key').where('reference', '=', `reward:${id}`).execute();
    expect(keys.map((k) => k.idempotency_key)).toEqual([claimKey(id, m.id)]);
  });

  it('when a reward id has more digits than any row can have, then it answers 400 naming it, not a server error', async () => {
    const m = await memberWithSession(t);
    const res = await claim(m, '9999999999999999999');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('when a reward goes to everyone, then members registered by then can each claim it and a member who joins later never sees it', async () => {
    const early = await memberWithSession(t);
    const { id } = await grant({ amount: '5.00', title: 'For everyone' });
    // created_at is the transaction's start: make the late member visibly later.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const late = await memberWithSession(t);
    expect((await list(early)).list.map((r) => r.id)).toContain(id);
    expect((await list(late)).list.map((r) => r.id)).not.toContain(id);
    const refused = await claim(late, id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('NOT_FOUND');
    expect((await claim(early, id)).statusCode).toBe(200);
    expect(await main(db(), early.id)).toBe(500n);
    expect(await main(db(), late.id)).toBe(0n);
  });

  it("when a reward expired, another member's reward is claimed, or the id is not a number, then the answer is a translated 4xx and nothing moves", async () => {
    const m = await memberWithSession(t);
    const other = await memberWithSession(t);
    const { id: old } = await grant({ username: m.username, amount: '7.00' });
    await expire(old);
    const { id: theirs } = await grant({ username: other.username, amount: '9.00' });
    const transfersBefore = await transferCount(db());

    const expired = await claim(m, old, 'zh');
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toMatchObject({ code: 'REWARD_EXPIRED', message: '该奖励已过期，无法再领取' });
    expect((await list(m, 'EXPIRED')).list).toMatchObject([{ id: old, status: 'EXPIRED' }]);
    expect((await list(m)).list.map((r) => r.id)).not.toContain(old);
    expect(await promoCount(m)).toBe(0);

    expect((await claim(m, theirs)).statusCode).toBe(404);
    expect((await claim(m, '999999999')).statusCode).toBe(404);
    const malformed = await claim(m, 'abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(malformed.json())).toContain('id');
    const badStatus = await t.app.inject({ method: 'GET', url: rewardPaths.list, query: { status: 'LOST' }, headers: m.headers });
    expect(badStatus.statusCode).toBe(400);

    expect(await transferCount(db())).toBe(transfersBefore);
    expect(await main(db(), m.id)).toBe(0n);
  });

  it('when a trial account or nobody asks, then the reward centre is refused', async () => {
    const trial = await memberWithSession(t, { type: 4 });
    const res = await t.app.inject({ method: 'GET', url: rewardPaths.list, headers: trial.headers });
    expect(res.json().code).toBe('TRIAL_NOT_ALLOWED');
    expect((await t.app.inject({ method: 'POST', url: rewardPaths.claim, headers: trial.headers, payload: { id: '1' } })).json().code).toBe('TRIAL_NOT_ALLOWED');
    expect((await t.app.inject({ method: 'GET', url: rewardPaths.list })).statusCode).toBe(401);
  });
});

describe("the operator's rewards", () => {
  it('when the operator grants through the API, then the member can claim it, the grant is audited and the list shows the claims', async () => {
    const op = await operatorSession(t);
    const m = await memberWithSession(t);
    const res = await t.app.inject({
      method: 'POST',
      url: rewardPaths.grant,
      headers: op.headers,
      payload: { username: m.username.toUpperCase(), title: { EN: 'Birthday bonus' }, amount: '1,234.5'.replace(',', ''), validDays: 3 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id, expiresAt } = res.json().value as { id: string; expiresAt: string };
    const days = (new Date(expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.99);
    expect(days).toBeLessThanOrEqual(3);
    const [audit] = await auditRows(t, 'REWARD_GRANT');
    expect(audit?.subject).toBe(`reward:${id}`);
    expect((await claim(m, id)).statusCode).toBe(200);
    expect(await main(db(), m.id)).toBe(123_450n);

    const granted = await t.app.inject({ method: 'GET', url: rewardPaths.grant, headers: op.headers });
    expect(granted.statusCode).toBe(200);
    const row = grantedRewardSchema.parse(granted.json().value.list.find((r: { id: string }) => r.id === id));
    expect(row).toMatchObject({ title: 'Birthday bonus', amount: '1234.50', username: m.username, claims: 1, claimedAmount: '1234.50' });
  });

  it('when a grant is sent again with its Idempotency-Key (its answer was lost), then the first grant answers and nothing more is granted or audited; the key with another grant is refused', async () => {
    const op = await operatorSession(t);
    const m = await memberWithSession(t);
    const count = async () => Number((await sql<{ n: string }>`SELECT count(*)::text AS n FROM reward`.execute(db())).rows[0]?.n);
    const audits = async () => (await auditRows(t, 'REWARD_GRANT')).length;
    const [rewardsBefore, auditsBefore] = [await count(), await audits()];
    const key = 'grant-9b1f8c2e-0d4a-4e57-a7c3-5f0e1d2c3b4a';
    const payload = { username: m.username, title: { EN: 'Lost answer bonus' }, amount: '25.00', validDays: 5 };
    const send = (body: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: rewardPaths.grant, headers: { ...op.headers, 'idempotency-key': key }, payload: body });
    const answers = await Promise.all([send(payload), send(payload), send(payload)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().value.id)).size).toBe(1);
    expect(await count()).toBe(rewardsBefore + 1);
    expect(await audits()).toBe(auditsBefore + 1);
    const other = await send({ ...payload, amount: '50.00' });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await count()).toBe(rewardsBefore + 1);
    // Without a key each grant stands on its own.
    await t.app.inject({ method: 'POST', url: rewardPaths.grant, headers: op.headers, payload });
    expect(await count()).toBe(rewardsBefore + 2);
  });

  it('when the amount, the days, the username or the English title is wrong, then VALIDATION_FAILED names the field and nothing is granted; a member cannot grant', async () => {
    const op = await operatorSession(t);
    const m = await memberWithSession(t);
    const trial = await memberWithSession(t, { type: 4 });
    const count = async () => Number((await sql<{ n: string }>`SELECT count(*)::text AS n FROM reward`.execute(db())).rows[0]?.n);
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: '-5' }, 'amount'],
      [{ amount: '0' }, 'amount'],
      [{ amount: '1.005' }, 'amount'],
      [{ amount: 'ten' }, 'amount'],
      [{ amount: '1000000.01' }, 'amount'],
      [{ validDays: 0 }, 'validDays'],
      [{ validDays: 400 }, 'validDays'],
      [{ username: 'nobody-here' }, 'username'],
      [{ username: trial.username }, 'username'],
      [{ title: { UR: 'بونس' } }, 'title'],
    ];
    for (const [change, field] of cases) {
      const payload = { username: m.username, title: { EN: 'Bonus' }, amount: '10', validDays: 7, ...change };
      const res = await t.app.inject({ method: 'POST', url: rewardPaths.grant, headers: op.headers, payload });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(res.json().value), JSON.stringify(change)).toContain(field);
    }
    const byMember = await t.app.inject({ method: 'POST', url: rewardPaths.grant, headers: m.headers, payload: { title: { EN: 'x' }, amount: '10', validDays: 1 } });
    expect(byMember.statusCode).toBe(401);
    expect(await count()).toBe(before);
  });
});

describe('the bonus details', () => {
  const bonuses = async (m: Member, query: Record<string, string> = {}, lang = 'en') => {
    const res = await t.app.inject({ method: 'GET', url: rewardPaths.bonus, query, headers: { ...m.headers, 'accept-language': lang } });
    expect(res.statusCode, res.body).toBe(200);
    return bonusListValueSchema.parse(res.json().value);
  };

  it("when a member claims a reward and a mission's reward, then both are listed newest first with their titles, transfers and total; another member's are not", async () => {
    const m = await memberWithSession(t);
    const other = await memberWithSession(t);
    const { id } = await grant({ username: m.username, amount: '12.00', title: 'Welcome gift' });
    const { id: otherReward } = await grant({ username: other.username, amount: '99.00' });
    expect((await claim(m, id)).statusCode).toBe(200);
    expect((await claim(other, otherReward)).statusCode).toBe(200);
    // Twenty real rounds today complete "Play 20 rounds today".
    for (let i = 0; i < 20; i += 1) await insertRound(db(), m.id, { category: 'RNG', stake: 1_00n, win: 0n });
    const mission = await db().selectFrom('mission').select(['id', 'reward']).where('code', '=', 'DAILY_ROUNDS').executeTakeFirstOrThrow();
    const claimed = await t.app.inject({ method: 'POST', url: missionPaths.claim, headers: m.headers, payload: { id: String(mission.id) } });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const missionReward = (BigInt(mission.reward) / 100n).toString();

    const value = await bonuses(m, {}, 'ur');
    expect(value.list.map((b) => [b.source, b.title, b.amount])).toEqual([
      ['MISSION', 'آج 20 راؤنڈ کھیلیں', `${missionReward}.00`],
      ['REWARD', 'ویک اینڈ بونس', '12.00'],
    ]);
    expect(value.total).toBe(2);
    expect(value.totalAmount).toBe((12 + Number(missionReward)).toFixed(2));
    expect(value.list[0]?.transferId).toBe(claimMissionValueSchema.parse(claimed.json().value).transferId);
    expect(Date.parse(value.list[0]?.paidAt ?? '')).not.toBeNaN();
    expect((await bonuses(m, {}, 'en')).list.map((b) => b.title)).toEqual(['Play 20 rounds today', 'Welcome gift']);

    // Paged: one a page, the total over both.
    const first = await bonuses(m, { pageNo: '1', pageSize: '1' });
    const second = await bonuses(m, { pageNo: '2', pageSize: '1' });
    expect([first.list[0]?.source, second.list[0]?.source]).toEqual(['MISSION', 'REWARD']);
    expect([first.totalPages, first.totalAmount]).toEqual([2, value.totalAmount]);

    expect((await bonuses(other)).list.map((b) => b.amount)).toEqual(['99.00']);
  });

  it('when nothing was paid, the page is out of range or the page size is wrong, then the answer says so without a 500', async () => {
    const m = await memberWithSession(t);
    expect(await bonuses(m)).toEqual({ list: [], pageNo: 1, totalPages: 0, total: 0, totalAmount: '0.00' });
    expect((await bonuses(m, { pageNo: '50' })).list).toEqual([]);
    const bad = await t.app.inject({ method: 'GET', url: rewardPaths.bonus, query: { pageSize: '1000' }, headers: m.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    expect((await t.app.inject({ method: 'GET', url: rewardPaths.bonus })).statusCode).toBe(401);
  });
});

import {
  adminMissionPaths,
  adminMissionSchema,
  claimMissionValueSchema,
  missionLeaderboardValueSchema,
  missionPaths,
  missionSummaryValueSchema,
} from '@lumen/contracts/member/missions.contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { maskUsername } from '../../src/modules/referral/referral.service.ts';
import { checkInvariants } from '../../src/modules/wallet/ledger.ts';
import { auditRows, operatorSession } from '../admin/admin-helpers.ts';
import { insertRound } from '../play/round-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { fund, main, memberWithSession, transferCount } from '../wallet/wallet-helpers.ts';

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

const round = (m: Member, category: string, stake: bigint, win: bigint, options: { mode?: 'REAL' | 'FUN'; status?: 'OPEN' | 'SETTLED' | 'ROLLED_BACK'; daysAgo?: number } = {}) =>
  insertRound(db(), m.id, { category, stake, win, ...options });

const summary = async (m: Member, lang = 'en') => {
  const res = await t.app.inject({ method: 'GET', url: missionPaths.summary, headers: { ...m.headers, 'accept-language': lang } });
  expect(res.statusCode, res.body).toBe(200);
  return missionSummaryValueSchema.parse(res.json().value);
};
const idOf = async (code: string) => String((await db().selectFrom('mission').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id);
const claim = async (m: Member, code: string, lang = 'en') =>
  t.app.inject({ method: 'POST', url: missionPaths.claim, headers: { ...m.headers, 'accept-language': lang }, payload: { id: await idOf(code) } });
const byTitle = (value: Awaited<ReturnType<typeof summary>>, title: string) => value.list.find((x) => x.title === title);

describe('missions', () => {
  it('when a member has done nothing yet, then every mission is in progress from zero and says when it resets', async () => {
    const m = await memberWithSession(t);
    const value = await summary(m);
    expect(value.list.map((x) => [x.title, x.period, x.progress, x.target, x.reward, x.status])).toEqual([
      ['Play 20 rounds today', 'DAILY', '0', '20', '5.00', 'IN_PROGRESS'],
      ['Bet 500.00 on slots today', 'DAILY', '0.00', '500.00', '10.00', 'IN_PROGRESS'],
      ['Win 5 rounds today', 'DAILY', '0', '5', '5.00', 'IN_PROGRESS'],
      ['Deposit 2,000.00 this week', 'WEEKLY', '0.00', '2000.00', '30.00', 'IN_PROGRESS'],
      ['Bet 5,000.00 this week', 'WEEKLY', '0.00', '5000.00', '50.00', 'IN_PROGRESS'],
    ]);
    const now = new Date();
    expect(value.list[0]?.resetsAt).toBe(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)).toISOString());
    expect(new Date(value.list[3]?.resetsAt ?? '').getUTCDay()).toBe(1);
    expect(value).toMatchObject({ claimable: 0, earnedThisWeek: '0.00' });
    expect((await summary(m, 'ur')).list[0]?.title).toBe('آج 20 راؤنڈ کھیلیں');
  });

  it("when the member plays and deposits, then only this period's real rounds and credited deposits count", async () => {
    const m = await memberWithSession(t);
    // Five rounds won; four paid back their stake or part of it, which is no win; the rest lost.
    const pays = (i: number) => (i < 5 ? 40_00n : i < 7 ? 25_00n : i < 9 ? 10_00n : 0n);
    for (let i = 0; i < 20; i += 1) await round(m, 'RNG', 25_00n, pays(i));
    // None of these count: fun money, rolled back, last week's.
    await round(m, 'RNG', 999_00n, 999_00n, { mode: 'FUN' });
    await round(m, 'RNG', 999_00n, 999_00n, { status: 'ROLLED_BACK' });
    await round(m, 'LIVE', 999_00n, 999_00n, { daysAgo: 8 });
    await round(m, 'LIVE', 100_00n, 0n);
    await fund(db(), m.id, 2_000_00n);
    const value = await summary(m);
    expect(value.list.map((x) => [x.title, x.progress, x.status])).toEqual([
      ['Play 20 rounds today', '21', 'COMPLETED'],
      ['Bet 500.00 on slots today', '500.00', 'COMPLETED'],
      ['Win 5 rounds today', '5', 'COMPLETED'],
      ['Deposit 2,000.00 this week', '2000.00', 'COMPLETED'],
      ['Bet 5,000.00 this week', '600.00', 'IN_PROGRESS'],
    ]);
    expect(value.claimable).toBe(4);
  });

  it('when a completed mission is claimed, then its reward is paid once; a mission not completed or unknown is refused and nothing moves', async () => {
    const m = await memberWithSession(t);
    for (let i = 0; i < 20; i += 1) await round(m, 'PVP', 1_00n, 0n);
    const transfers = await transferCount(db());
    const answers = await Promise.all(Array.from({ length: 6 }, () => claim(m, 'DAILY_ROUNDS')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    const values = answers.map((a) => claimMissionValueSchema.parse(a.json().value));
    expect(values.filter((v) => !v.replayed)).toHaveLength(1);
    expect(values[0]).toMatchObject({ reward: '5.00', balance: '5.00' });
    expect(await transferCount(db())).toBe(transfers + 1);
    expect(await main(db(), m.id)).toBe(5_00n);
    const after = await summary(m);
    expect(byTitle(after, 'Play 20 rounds today')?.status).toBe('CLAIMED');
    expect(after).toMatchObject({ claimable: 0, earnedThisWeek: '5.00' });
    // The operator raises the reward afterwards: claiming again still answers the first claim.
    await db().updateTable('mission').set({ reward: 9_00n }).where('code', '=', 'DAILY_ROUNDS').execute();
    try {
      const again = await claim(m, 'DAILY_ROUNDS');
      expect(again.statusCode, again.body).toBe(200);
      expect(claimMissionValueSchema.parse(again.json().value)).toMatchObject({ reward: '5.00', replayed: true, transferId: values[0]?.transferId });
      expect(await main(db(), m.id)).toBe(5_00n);
    } finally {
      await db().updateTable('mission').set({ reward: 5_00n }).where('code', '=', 'DAILY_ROUNDS').execute();
    }

    const early = await claim(m, 'WEEKLY_TURNOVER', 'th');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'MISSION_NOT_COMPLETED', message: 'ภารกิจนี้ยังไม่สำเร็จ' });
    const unknown = await t.app.inject({ method: 'POST', url: missionPaths.claim, headers: m.headers, payload: { id: '999999' } });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'POST', url: missionPaths.claim, headers: m.headers, payload: { id: 'one' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION_FAILED');
    // Switched off by the operator: gone from the list and not claimable.
    await db().updateTable('mission').set({ enabled: false }).where('code', '=', 'DAILY_WINS').execute();
    try {
      expect((await summary(m)).list.map((x) => x.title)).not.toContain('Win 5 rounds today');
      expect((await claim(m, 'DAILY_WINS')).statusCode).toBe(404);
    } finally {
      await db().updateTable('mission').set({ enabled: true }).where('code', '=', 'DAILY_WINS').execute();
    }
    expect(await transferCount(db())).toBe(transfers + 1);
  });

  it("when members claim this week, then the leaderboard ranks them by what they earned, masked, with the caller's place", async () => {
    const top = await memberWithSession(t, { prefix: 'toprank' });
    const second = await memberWithSession(t, { prefix: 'second' });
    const idle = await memberWithSession(t);
    for (let i = 0; i < 20; i += 1) {
      await round(top, 'RNG', 25_00n, 0n);
      await round(second, 'LIVE', 1_00n, 0n);
    }
    expect((await claim(top, 'DAILY_ROUNDS')).statusCode).toBe(200);
    expect((await claim(top, 'DAILY_SLOTS')).statusCode).toBe(200);
    expect((await claim(second, 'DAILY_ROUNDS')).statusCode).toBe(200);

    const res = await t.app.inject({ method: 'GET', url: missionPaths.leaderboard, headers: second.headers });
    expect(res.statusCode).toBe(200);
    const board = missionLeaderboardValueSchema.parse(res.json().value);
    const topEntry = board.list.find((e) => e.username === maskUsername(top.username));
    const secondEntry = board.list.find((e) => e.username === maskUsername(second.username));
    expect(topEntry).toMatchObject({ missions: 2, earned: '15.00' });
    expect(secondEntry).toMatchObject({ missions: 1, earned: '5.00' });
    expect(topEntry?.rank).toBeLessThan(secondEntry?.rank ?? 0);
    expect(board.me).toEqual(secondEntry);
    expect(board.list.map((e) => e.rank)).toEqual([...board.list.map((e) => e.rank)].sort((a, b) => a - b));
    expect(JSON.stringify(board)).not.toContain(top.username);
    const idleBoard = missionLeaderboardValueSchema.parse((await t.app.inject({ method: 'GET', url: missionPaths.leaderboard, headers: idle.headers })).json().value);
    expect(idleBoard.me).toBeNull();
  });

  it('when the operator turns missions off (MISSION3), then the member calls answer FEATURE_DISABLED', async () => {
    const m = await memberWithSession(t);
    const flag = (enabled: boolean) => db().updateTable('whitelabel_module').set({ enabled }).where('code', '=', 'MISSION3').execute();
    await flag(false);
    try {
      for (const res of [
        await t.app.inject({ method: 'GET', url: missionPaths.summary, headers: m.headers }),
        await t.app.inject({ method: 'GET', url: missionPaths.leaderboard, headers: m.headers }),
        await claim(m, 'DAILY_ROUNDS'),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('FEATURE_DISABLED');
      }
    } finally {
      await flag(true);
    }
    expect((await summary(m)).list).toHaveLength(5);
  });

  it('when a trial account or nobody asks, then missions are refused', async () => {
    const trial = await memberWithSession(t, { type: 4 });
    expect((await t.app.inject({ method: 'GET', url: missionPaths.summary, headers: trial.headers })).json().code).toBe('TRIAL_NOT_ALLOWED');
    expect((await t.app.inject({ method: 'GET', url: missionPaths.leaderboard })).statusCode).toBe(401);
  });
});

describe("the operator's missions", () => {
  const put = (headers: Record<string, string>, id: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: adminMissionPaths.update.replace(':id', id), headers, payload });

  it('when the operator changes a target and a reward, then members see the new ones at once and the change is audited', async () => {
    const op = await operatorSession(t);
    const res = await t.app.inject({ method: 'GET', url: adminMissionPaths.list, headers: op.headers });
    expect(res.statusCode).toBe(200);
    const list = (res.json().value.list as unknown[]).map((m) => adminMissionSchema.parse(m));
    expect(list.map((m) => m.code)).toEqual(['DAILY_ROUNDS', 'DAILY_SLOTS', 'DAILY_WINS', 'WEEKLY_DEPOSIT', 'WEEKLY_TURNOVER']);
    const id = await idOf('WEEKLY_DEPOSIT');
    const before = list.find((m) => m.code === 'WEEKLY_DEPOSIT');
    try {
      const changed = await put(op.headers, id, { target: '1500', reward: '45.5' });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().value).toMatchObject({ target: '1500.00', reward: '45.50', enabled: true });
      const m = await memberWithSession(t);
      expect(byTitle(await summary(m), 'Deposit 2,000.00 this week')).toMatchObject({ target: '1500.00', reward: '45.50' });
      const [audit] = await auditRows(t, 'MISSION_UPDATE');
      expect(audit?.subject).toBe('mission:WEEKLY_DEPOSIT');
    } finally {
      await put(op.headers, id, { target: before?.target, reward: before?.reward });
    }
  });

  it('when a target does not fit the kind, a reward is too big, nothing changes or the mission is unknown, then the answer is a 4xx and the mission is as it was', async () => {
    const op = await operatorSession(t);
    const rounds = await idOf('DAILY_ROUNDS');
    const deposit = await idOf('WEEKLY_DEPOSIT');
    const row = () => db().selectFrom('mission').select(['target', 'reward', 'enabled']).where('code', 'in', ['DAILY_ROUNDS', 'WEEKLY_DEPOSIT']).orderBy('code').execute();
    const before = await row();
    const cases: [string, Record<string, unknown>, string][] = [
      [rounds, { target: '2.5' }, 'target'],
      [rounds, { target: '0' }, 'target'],
      [deposit, { target: '-10' }, 'target'],
      [deposit, { reward: '1000000.01' }, 'reward'],
      [deposit, { reward: '0' }, 'reward'],
      [deposit, {}, 'enabled'],
    ];
    for (const [id, payload, field] of cases) {
      const res = await put(op.headers, id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(res.json().value), JSON.stringify(payload)).toContain(field);
    }
    expect((await put(op.headers, '999999', { enabled: false })).statusCode).toBe(404);
    const m = await memberWithSession(t);
    expect((await t.app.inject({ method: 'PUT', url: adminMissionPaths.update.replace(':id', rounds), headers: m.headers, payload: { enabled: false } })).statusCode).toBe(401);
    expect(await row()).toEqual(before);
  });
});

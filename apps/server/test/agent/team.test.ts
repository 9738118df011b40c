import {
  agentIncomeValueSchema,
  agentPaths,
  downlineMemberSchema,
  downlineValueSchema,
  memberProfitLossValueSchema,
  teamBetsValueSchema,
  teamOverviewValueSchema,
  teamTransactionsValueSchema,
} from '@lumen/contracts/agent/agent.contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_REGISTRATIONS_PER_HOUR } from '../../src/modules/agent/register.service.ts';
import { periodBounds } from '../../src/modules/agent/team.service.ts';
import { verifyPassword } from '../../src/modules/auth/password-hash.ts';
import { addBankAccount } from '../../src/modules/wallet/bank-accounts.ts';
import { confirmDeposit, createDeposit } from '../../src/modules/wallet/deposit.service.ts';
import { postTransfer } from '../../src/modules/wallet/ledger.ts';
import { transferToUpline } from '../../src/modules/wallet/wallet.service.ts';
import { payWithdrawal, requestWithdrawal } from '../../src/modules/wallet/withdrawal.service.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { PAYMENT_PASSWORD, setTestPaymentPassword } from '../wallet/payments-helpers.ts';
import { fund, memberWithSession } from '../wallet/wallet-helpers.ts';

let t: TestApp;
const db = () => t.database.db;
type Member = Awaited<ReturnType<typeof memberWithSession>>;

/** A member placed in the agent tree under `parent` (its path runs through the parent's). */
async function under(parent: Member | null, options: { type?: number; prefix?: string } = {}): Promise<Member> {
  const m = await memberWithSession(t, { ...options, ...(parent ? { parent: parent.id } : {}) });
  if (parent) {
    await sql`UPDATE member SET path = (SELECT path FROM member WHERE id = ${parent.id.toString()}::bigint) || ${m.id.toString()}::ltree
              WHERE id = ${m.id.toString()}::bigint`.execute(db());
  }
  return m;
}

async function round(member: Member, stake: bigint, win: bigint, options: { at?: Date; mode?: 'REAL' | 'FUN'; status?: string } = {}) {
  await db()
    .insertInto('game_round')
    .values({
      vendor_code: 'PG',
      round_ref: `agent-test-${member.id}-${Math.random().toString(36).slice(2)}`,
      member_id: member.id,
      game_code: 'pg-1',
      category_code: 'RNG',
      mode: options.mode ?? 'REAL',
      currency: 'PKR',
      stake,
      win,
      status: (options.status ?? 'SETTLED') as 'SETTLED',
      created_at: options.at ?? new Date(),
    })
    .execute();
}

// The tree: agent -> (m1, m2, sub-agent -> m3); another agent with its own member beside it.
let agent: Member;
let m1: Member;
let m2: Member;
let sub: Member;
let m3: Member;
let stranger: Member;

beforeAll(async () => {
  t = await createTestApp({ seed: { games: 0 } });
  agent = await under(null, { type: 1, prefix: 'boss' });
  m1 = await under(agent, { prefix: 'alpha' });
  m2 = await under(agent, { prefix: 'beta' });
  sub = await under(agent, { type: 2, prefix: 'subagent' });
  m3 = await under(sub, { prefix: 'gamma' });
  const other = await under(null, { type: 1, prefix: 'rival' });
  stranger = await under(other, { prefix: 'stranger' });

  await fund(db(), m1.id, 50_000n);
  await fund(db(), m3.id, 12_345n);
  await fund(db(), stranger.id, 99_900n);
  // A confirmed deposit for m2, a paid withdrawal for m1.
  const deposit = await createDeposit(db(), { memberId: m2.id, methodCode: 'SANDBOX', amount: 20_000n, requestKey: 'agent-test-deposit' });
  if (deposit.status === 'PENDING') await confirmDeposit(db(), { depositId: BigInt(deposit.id), operatorId: 1n });
  await setTestPaymentPassword(db(), m1.id);
  const bank = await addBankAccount(db(), { memberId: m1.id, bankName: 'Meezan Bank', accountName: 'Alpha', accountNumber: '0123456789' });
  const withdrawal = await requestWithdrawal(db(), {
    memberId: m1.id,
    amount: 10_000n,
    bankAccountId: BigInt(bank.id),
    paymentPassword: PAYMENT_PASSWORD,
    requestKey: 'agent-test-withdrawal',
  });
  await payWithdrawal(db(), { withdrawalId: BigInt(withdrawal.id), operatorId: 1n });

  await round(m1, 1_000n, 2_500n);
  await round(m1, 500n, 0n);
  await round(m3, 2_000n, 0n);
  await round(m2, 9_999n, 0n, { mode: 'FUN' });
  await round(m2, 7_000n, 0n, { status: 'ROLLED_BACK' });
  await round(m3, 4_000n, 0n, { at: new Date(Date.now() - 40 * 86_400_000) });
  await round(stranger, 5_000n, 0n);
});
afterAll(async () => t?.close());

const overview = (m: Member, period?: string) =>
  t.app.inject({ method: 'GET', url: agentPaths.teamOverview, query: period ? { period } : {}, headers: m.headers });
const list = (m: Member, query: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: agentPaths.downline, query, headers: m.headers });

describe('team overview', () => {
  it("when an agent asks for today, then the figures cover everyone under the agent and no one else", async () => {
    const res = await overview(agent);
    expect(res.statusCode).toBe(200);
    const value = teamOverviewValueSchema.parse(res.json().value);
    expect(value.period).toBe('today');
    expect(value.team).toEqual({ direct: 3, total: 4, agents: 1 });
    expect(value.newMembers).toBe(4);
    // Real rounds of today only: m1's two and m3's one (fun and rolled-back rounds do not count).
    expect(value.activeMembers).toBe(2);
    expect(value.bets).toEqual({ rounds: 3, stake: '35.00', win: '25.00', profitLoss: '-10.00' });
    // Every deposit credited today: m1's 500.00, m3's 123.45 and m2's 200.00 (not the stranger's).
    expect(value.deposits).toEqual({ count: 3, amount: '823.45' });
    expect(value.withdrawals).toEqual({ count: 1, amount: '100.00' });
    // m1 500.00 - 100.00 withdrawn, m2 200.00 deposited, m3 123.45 (the stranger's 999.00 is not the team's).
    expect(value.balance).toBe('723.45');
  });

  it('when a sub-agent asks, then only its own branch counts', async () => {
    const value = teamOverviewValueSchema.parse((await overview(sub, 'today')).json().value);
    expect(value.team).toEqual({ direct: 1, total: 1, agents: 0 });
    expect(value.bets.rounds).toBe(1);
    expect(value.balance).toBe('123.45');
  });

  it('when the period is this month, then older rounds stay out and yesterday has none of today', async () => {
    const month = teamOverviewValueSchema.parse((await overview(agent, 'thisMonth')).json().value);
    const from = new Date(month.from);
    expect(from.getUTCDate()).toBe(1);
    expect(month.bets.rounds).toBe(3);
    const yesterday = teamOverviewValueSchema.parse((await overview(agent, 'yesterday')).json().value);
    expect(yesterday).toMatchObject({ newMembers: 0, activeMembers: 0, deposits: { count: 0, amount: '0.00' }, bets: { rounds: 0, stake: '0.00' } });
    // What the team holds is now, whatever the period.
    expect(yesterday.balance).toBe('723.45');
  });

  it('when the period is not one of the four, then VALIDATION_FAILED names it and nothing is answered', async () => {
    const res = await overview(agent, 'lastYear');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(res.json())).toContain('period');
  });

  it('when a member who is not an agent asks, then NOT_AGENT; without a session, 401', async () => {
    expect((await overview(m1)).json().code).toBe('NOT_AGENT');
    expect((await overview(m1)).statusCode).toBe(403);
    expect((await list(m1)).json().code).toBe('NOT_AGENT');
    expect((await t.app.inject({ method: 'GET', url: agentPaths.teamOverview })).statusCode).toBe(401);
  });
});

describe('period bounds', () => {
  it('when it is a Wednesday afternoon, then the week starts on Monday and the month on the 1st (UTC)', () => {
    const now = new Date('2026-11-25T15:30:00Z');
    expect(periodBounds('today', now)).toEqual({ from: new Date('2026-11-25T00:00:00Z'), to: new Date('2026-11-26T00:00:00Z') });
    expect(periodBounds('yesterday', now)).toEqual({ from: new Date('2026-11-24T00:00:00Z'), to: new Date('2026-11-25T00:00:00Z') });
    expect(periodBounds('thisWeek', now)).toEqual({ from: new Date('2026-11-23T00:00:00Z'), to: new Date('2026-11-30T00:00:00Z') });
    expect(periodBounds('thisMonth', now)).toEqual({ from: new Date('2026-11-01T00:00:00Z'), to: new Date('2026-12-01T00:00:00Z') });
    // A Sunday belongs to the week that began six days before.
    expect(periodBounds('thisWeek', new Date('2026-11-29T23:59:00Z')).from).toEqual(new Date('2026-11-23T00:00:00Z'));
    expect(periodBounds('thisMonth', new Date('2026-12-31T23:00:00Z')).to).toEqual(new Date('2027-01-01T00:00:00Z'));
  });
});

describe('downline', () => {
  it('when an agent lists everyone, then the whole branch comes newest first with level, balance and direct count', async () => {
    const res = await list(agent);
    expect(res.statusCode).toBe(200);
    const value = downlineValueSchema.parse(res.json().value);
    expect(value.total).toBe(4);
    expect(value.list.map((m) => m.username)).toEqual([m3.username, sub.username, m2.username, m1.username]);
    const byName = new Map(value.list.map((m) => [m.username, m]));
    expect(byName.get(m3.username)).toMatchObject({ level: 2, isAgent: false, balance: '123.45', directCount: 0, status: 'ACTIVE' });
    expect(byName.get(sub.username)).toMatchObject({ level: 1, isAgent: true, type: 2, directCount: 1, balance: '0.00' });
    expect(byName.get(m1.username)).toMatchObject({ level: 1, balance: '400.00' });
    expect(value.list.some((m) => m.username === stranger.username)).toBe(false);
  });

  it('when only direct members are asked for, then the sub-agent branch stays folded', async () => {
    const value = downlineValueSchema.parse((await list(agent, { scope: 'direct' })).json().value);
    expect(value.list.map((m) => m.username).sort()).toEqual([m1.username, m2.username, sub.username].sort());
  });

  it('when a username prefix is given, then it matches the start only, case-insensitively, with LIKE characters taken literally', async () => {
    const value = downlineValueSchema.parse((await list(agent, { username: 'GAMMA' })).json().value);
    expect(value.list.map((m) => m.username)).toEqual([m3.username]);
    expect(downlineValueSchema.parse((await list(agent, { username: 'amma' })).json().value).total).toBe(0);
    expect(downlineValueSchema.parse((await list(agent, { username: '%' })).json().value).total).toBe(0);
    expect(downlineValueSchema.parse((await list(agent, { username: 'stranger' })).json().value).total).toBe(0);
  });

  it('when paged, then pages split the list and a page past the end is empty with the total kept', async () => {
    const first = downlineValueSchema.parse((await list(agent, { pageSize: '3' })).json().value);
    expect(first).toMatchObject({ pageNo: 1, totalPages: 2, total: 4 });
    expect(first.list).toHaveLength(3);
    const second = downlineValueSchema.parse((await list(agent, { pageSize: '3', pageNo: '2' })).json().value);
    expect(second.list.map((m) => m.username)).toEqual([m1.username]);
    const past = downlineValueSchema.parse((await list(agent, { pageSize: '3', pageNo: '9' })).json().value);
    expect(past).toMatchObject({ list: [], total: 4 });
  });

  it('when the query is malformed, then VALIDATION_FAILED names the field', async () => {
    for (const [query, field] of [
      [{ scope: 'everyone' }, 'scope'],
      [{ pageSize: '1000' }, 'pageSize'],
      [{ username: 'x'.repeat(40) }, 'username'],
    ] as const) {
      const res = await list(agent, query);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(res.json())).toContain(field);
    }
  });
});

describe('username searches', () => {
  it('when members are looked up by the start of their name, then the search reads the prefix index, not every member', async () => {
    const plan = await db()
      .transaction()
      .execute(async (trx) => {
        // With a sequential scan priced out, the plan shows whether an index can serve the prefix at all.
        await sql`SET LOCAL enable_seqscan = off`.execute(trx);
        return (await sql<{ 'QUERY PLAN': string }>`EXPLAIN SELECT id FROM member WHERE username LIKE ${'demo%'}`.execute(trx)).rows
          .map((r) => r['QUERY PLAN'])
          .join('\n');
      });
    expect(plan).toContain('member_username_prefix_idx');
  });
});

describe('team betting', () => {
  const bets = (m: Member, query: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: agentPaths.teamBets, query, headers: m.headers });

  it("when an agent asks for today's bets, then the team's real rounds come newest first, rolled-back ones listed but not summed", async () => {
    const res = await bets(agent);
    expect(res.statusCode).toBe(200);
    const value = teamBetsValueSchema.parse(res.json().value);
    expect(value.list.map((r) => [r.username, r.stake, r.status])).toEqual([
      [m2.username, '70.00', 'ROLLED_BACK'],
      [m3.username, '20.00', 'SETTLED'],
      [m1.username, '5.00', 'SETTLED'],
      [m1.username, '10.00', 'SETTLED'],
    ]);
    expect(value.list[0]?.profitLoss).toBe('0.00');
    expect(value.list[3]).toMatchObject({ win: '25.00', profitLoss: '15.00', gameName: 'pg-1', vassalage: 'PG', gameType: 'RNG' });
    expect(value.totals).toEqual({ rounds: 3, stake: '35.00', win: '25.00', profitLoss: '-10.00' });
    expect(value.total).toBe(4);
  });

  it("when a username prefix is given, then only that member's rounds and totals remain", async () => {
    const value = teamBetsValueSchema.parse((await bets(agent, { username: 'ALPHA' })).json().value);
    expect(value.list).toHaveLength(2);
    expect(value.totals).toEqual({ rounds: 2, stake: '15.00', win: '25.00', profitLoss: '10.00' });
  });

  it('when the period is yesterday, then nothing; when a member asks, NOT_AGENT; a bad period is named', async () => {
    expect(teamBetsValueSchema.parse((await bets(agent, { period: 'yesterday' })).json().value)).toMatchObject({ list: [], total: 0, totals: { rounds: 0 } });
    expect((await bets(m1)).json().code).toBe('NOT_AGENT');
    const bad = await bets(agent, { period: 'tomorrow' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('period');
  });
});

describe("members' profit and loss", () => {
  const pl = (m: Member, query: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: agentPaths.memberProfitLoss, query, headers: m.headers });

  it('when an agent asks, then each member who played comes with their sums, biggest stakes first, and the totals match team betting', async () => {
    const res = await pl(agent);
    expect(res.statusCode).toBe(200);
    const value = memberProfitLossValueSchema.parse(res.json().value);
    expect(value.list).toEqual([
      { id: m3.id.toString(), username: m3.username, nickname: m3.username, level: 2, rounds: 1, stake: '20.00', win: '0.00', profitLoss: '-20.00' },
      { id: m1.id.toString(), username: m1.username, nickname: m1.username, level: 1, rounds: 2, stake: '15.00', win: '25.00', profitLoss: '10.00' },
    ]);
    expect(value.total).toBe(2);
    expect(value.totals).toEqual({ rounds: 3, stake: '35.00', win: '25.00', profitLoss: '-10.00' });
  });

  it('when paged by one, then the second page holds the second member and the totals stay whole', async () => {
    const value = memberProfitLossValueSchema.parse((await pl(agent, { pageSize: '1', pageNo: '2' })).json().value);
    expect(value.list.map((m) => m.username)).toEqual([m1.username]);
    expect(value).toMatchObject({ totalPages: 2, total: 2, totals: { rounds: 3 } });
  });

  it('when the sub-agent asks, then only its branch; a member is refused', async () => {
    const value = memberProfitLossValueSchema.parse((await pl(sub)).json().value);
    expect(value.list.map((m) => [m.username, m.level])).toEqual([[m3.username, 1]]);
    expect((await pl(m3)).statusCode).toBe(403);
  });
});

describe("the team's account details", () => {
  const details = (m: Member, query: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: agentPaths.teamTransactions, query, headers: m.headers });

  it("when an agent asks for today, then every movement on the team's wallets comes newest first with totals, and no one else's", async () => {
    const res = await details(agent);
    expect(res.statusCode).toBe(200);
    const value = teamTransactionsValueSchema.parse(res.json().value);
    expect(value.list.map((e) => [e.username, e.type, e.amount, e.balanceAfter])).toEqual([
      [m1.username, 'WITHDRAWAL', '-100.00', '400.00'],
      [m2.username, 'DEPOSIT', '200.00', '200.00'],
      [m3.username, 'DEPOSIT', '123.45', '123.45'],
      [m1.username, 'DEPOSIT', '500.00', '500.00'],
    ]);
    expect(value.totals).toEqual({ in: '823.45', out: '100.00', net: '723.45' });
  });

  it('when a type or a username is given, then only those entries count, totals included', async () => {
    const withdrawals = teamTransactionsValueSchema.parse((await details(agent, { type: 'WITHDRAWAL' })).json().value);
    expect(withdrawals).toMatchObject({ total: 1, totals: { in: '0.00', out: '100.00', net: '-100.00' } });
    const beta = teamTransactionsValueSchema.parse((await details(agent, { username: 'beta' })).json().value);
    expect(beta.list.map((e) => e.username)).toEqual([m2.username]);
    expect(teamTransactionsValueSchema.parse((await details(sub)).json().value).list.map((e) => e.username)).toEqual([m3.username]);
  });

  it('when the type is unknown, then VALIDATION_FAILED names it; a member is refused', async () => {
    const bad = await details(agent, { type: 'GIFT' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('type');
    expect((await details(m2)).json().code).toBe('NOT_AGENT');
  });
});

describe('register centre', () => {
  const open = (m: Member, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: agentPaths.register, headers: m.headers, payload });
  const memberCount = async () => Number((await sql<{ n: string }>`SELECT count(*)::text AS n FROM member`.execute(db())).rows[0]?.n);

  it('when an agent opens an account, then it sits directly under the agent, logs in with its password and shows in the downline', async () => {
    const res = await open(sub, { username: 'Newbie01', password: 'Secret2026', confirmPassword: 'Secret2026' });
    expect(res.statusCode).toBe(200);
    const created = downlineMemberSchema.parse(res.json().value);
    expect(created).toMatchObject({ username: 'newbie01', nickname: 'Newbie01', level: 1, isAgent: false, balance: '0.00' });
    const row = await db().selectFrom('member').selectAll().where('username', '=', 'newbie01').executeTakeFirstOrThrow();
    expect(row.parent_id).toBe(sub.id);
    expect(String(row.path)).toBe(`${agent.id}.${sub.id}.${row.id}`);
    expect(await verifyPassword(row.password_hash, 'Secret2026')).toBe(true);
    const mine = downlineValueSchema.parse((await list(sub, { username: 'newbie' })).json().value);
    expect(mine.list.map((m) => m.username)).toEqual(['newbie01']);
    // The branch above sees it too, two levels down.
    const above = downlineValueSchema.parse((await list(agent, { username: 'newbie' })).json().value);
    expect(above.list[0]?.level).toBe(2);
  });

  it('when the username is taken (in any case), then 409 USERNAME_TAKEN and nothing is written', async () => {
    const before = await memberCount();
    const res = await open(agent, { username: m1.username.toUpperCase(), password: 'Secret2026', confirmPassword: 'Secret2026' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('USERNAME_TAKEN');
    expect(await memberCount()).toBe(before);
  });

  it('when a field breaks the rules, then VALIDATION_FAILED names each one with a translated message and nothing is written', async () => {
    const before = await memberCount();
    const res = await t.app.inject({
      method: 'POST',
      url: agentPaths.register,
      headers: { ...agent.headers, 'accept-language': 'ur' },
      payload: { username: '1x', password: 'has space', confirmPassword: 'other' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    const fields = (res.json().value.fields as { field: string; message: string }[]).map((f) => f.field).sort();
    expect(fields).toEqual(['confirmPassword', 'password', 'username']);
    expect(JSON.stringify(res.json().value)).toContain('دونوں پاس ورڈ');
    const missing = await open(agent, { username: 'okname1' });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toContain('password');
    expect(await memberCount()).toBe(before);
  });

  it('when a member who is not an agent tries, then NOT_AGENT; when an agent opens too many in an hour, TOO_MANY_REQUESTS', async () => {
    const before = await memberCount();
    expect((await open(m1, { username: 'sneaky01', password: 'Secret2026', confirmPassword: 'Secret2026' })).json().code).toBe('NOT_AGENT');
    const busy = await under(null, { type: 41, prefix: 'busy' });
    for (let i = 0; i < AGENT_REGISTRATIONS_PER_HOUR; i += 1) await t.app.rates.hit(`agent-register:${busy.id}`, 3_600_000);
    const res = await open(busy, { username: 'onemore01', password: 'Secret2026', confirmPassword: 'Secret2026' });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('TOO_MANY_REQUESTS');
    expect(await memberCount()).toBe(before + 1);
  });
});

describe('my income', () => {
  const income = (m: Member, query: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: agentPaths.income, query, headers: m.headers });

  it("when a member sends money up and the site pays a wage and a dividend, then each is the agent's income of its own kind, and what it won as a player is not", async () => {
    await transferToUpline(db(), { memberId: m1.id, amount: 5_000n, paymentPassword: PAYMENT_PASSWORD, requestKey: 'agent-test-upline' });
    // As contract settlement pays them: both SALARY transfers from the salary book, the memo naming the kind.
    const paid = (key: string, kind: 'SALARY' | 'BONUS' | 'REBATE', amount: bigint, memo: Record<string, unknown> = {}) =>
      postTransfer(db(), {
        key: `agent-test-${key}-${agent.id}`,
        kind,
        currency: 'PKR',
        memberId: agent.id,
        actor: 'system:test',
        memo,
        legs: [
          { account: { house: kind === 'SALARY' ? 'SALARY_EXPENSE' : kind === 'BONUS' ? 'BONUS_EXPENSE' : 'REBATE_EXPENSE' }, amount: -amount },
          { account: { member: agent.id }, amount },
        ],
      });
    await paid('wage', 'SALARY', 1_234n, { contractKind: 'DAILY_WAGE' });
    await paid('dividend', 'SALARY', 2_000n, { contractKind: 'DIVIDEND' });
    // The agent's own rewards and rebates as a player.
    await paid('reward', 'BONUS', 700n, { reward: '1' });
    await paid('rebate', 'REBATE', 300n);
    const res = await income(agent);
    expect(res.statusCode).toBe(200);
    const value = agentIncomeValueSchema.parse(res.json().value);
    expect(value.list.map((i) => [i.type, i.amount, i.from])).toEqual([
      ['DIVIDEND', '20.00', null],
      ['SALARY', '12.34', null],
      ['UPLINE_TRANSFER', '50.00', m1.username],
    ]);
    expect(value.total).toBe(3);
    expect(value.totals).toEqual({ amount: '82.34', byType: { UPLINE_TRANSFER: '50.00', SALARY: '12.34', DIVIDEND: '20.00' } });
    // The sender's side is not income: m1 is no agent, and its own record is not here.
    expect((await income(m1)).json().code).toBe('NOT_AGENT');
    expect(agentIncomeValueSchema.parse((await income(sub)).json().value).total).toBe(0);
  });

  it('when the period is yesterday, then nothing; a bad period is named', async () => {
    expect(agentIncomeValueSchema.parse((await income(agent, { period: 'yesterday' })).json().value)).toMatchObject({ total: 0, totals: { amount: '0.00' } });
    const bad = await income(agent, { period: 'someday' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('period');
  });
});

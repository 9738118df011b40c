import { authPaths } from '@lumen/contracts/auth/auth.contract';
import { solveChallenge } from '@lumen/contracts/auth/challenge';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uncoveredTier } from '../../src/modules/agent/salary.service.ts';
import type { StoredTier } from '../../src/modules/agent/salary.table.ts';
import { describeDemoData, seedDemoData } from '../../src/seed/seed.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { games: 0 } });
});
afterAll(async () => t?.close());

async function login(username: string, password: string, remoteAddress = '127.0.0.1') {
  const challenge = (await t.app.inject({ method: 'GET', url: authPaths.challenge, remoteAddress })).json().value;
  return t.app.inject({
    method: 'POST',
    url: authPaths.login,
    remoteAddress,
    payload: { challengeId: challenge.challengeId, challengeNonce: await solveChallenge(challenge), username, password },
  });
}

const members = () =>
  t.database.db
    .selectFrom('member')
    .select(['id', 'username', 'type', 'parent_id', 'path', 'vip_level', 'referral_code', 'mobile_country', 'mobile_num', 'email', 'password_hash'])
    .orderBy('id')
    .execute();

describe('demo accounts', () => {
  it('when seeded, then an agent with three downline members and a sub-agent, and a weak-password member exist, passwords hashed', async () => {
    const rows = await members();
    const by = new Map(rows.map((r) => [r.username, r]));
    const agent = by.get('demoagent');
    const player = by.get('demoplayer');
    expect(agent).toMatchObject({ type: 1, parent_id: null, referral_code: 'LUMEN8', mobile_country: '+92', mobile_num: '3001110001', email: 'agent@example.com' });
    expect(agent?.path).toBe(String(agent?.id));
    expect(player).toMatchObject({ type: 0, vip_level: 2, parent_id: agent?.id, mobile_num: '3001234567', email: 'player@example.com' });
    expect(player?.path).toBe(`${agent?.id}.${player?.id}`);
    expect(rows.filter((r) => r.parent_id === agent?.id)).toHaveLength(4);
    expect(by.get('demosubagent')).toMatchObject({ type: 1, parent_id: agent?.id });
    expect(by.get('weakpass')).toMatchObject({ type: 0, parent_id: null });
    for (const r of rows) expect(r.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('when the downline is read through the tree, then one ltree query finds it', async () => {
    const agent = (await members()).find((r) => r.username === 'demoagent');
    const { rows } = await sql<{ username: string }>`select username from member where path <@ ${agent?.path}::ltree and id <> ${agent?.id} order by id`.execute(
      t.database.db,
    );
    expect(rows.map((r) => r.username)).toEqual(['demoplayer', 'demofriend', 'demoneighbour', 'demosubagent']);
  });

  it('when seeded again, then nothing is added or changed', async () => {
    const before = await members();
    const points = () => t.database.db.selectFrom('points_entry').select(['member_id', 'kind', 'change']).orderBy('id').execute();
    const pointsBefore = await points();
    await seedDemoData(t.database.db, { games: 0 });
    expect(await members()).toEqual(before);
    expect(await points()).toEqual(pointsBefore);
  });

  it('when seeded, then the demo agent holds its contracts from the site and its sub-agent has an offer waiting, once', async () => {
    const contracts = () =>
      t.database.db
        .selectFrom('agent_contract as c')
        .innerJoin('member as d', 'd.id', 'c.downline_id')
        .leftJoin('member as u', 'u.id', 'c.upline_id')
        .select(['c.kind', 'c.status', 'c.period', 'd.username as downline', 'u.username as upline'])
        .orderBy('c.id')
        .execute();
    expect(await contracts()).toEqual([
      { kind: 'DAILY_WAGE', status: 'ACTIVE', period: 'DAILY', downline: 'demoagent', upline: null },
      { kind: 'REALTIME_SALARY', status: 'ACTIVE', period: 'FIVE_MINUTES', downline: 'demoagent', upline: null },
      { kind: 'DIVIDEND', status: 'ACTIVE', period: 'MONTHLY', downline: 'demoagent', upline: null },
      { kind: 'DAILY_WAGE', status: 'OFFERED', period: 'DAILY', downline: 'demosubagent', upline: 'demoagent' },
    ]);
    await seedDemoData(t.database.db, { games: 0 });
    expect(await contracts()).toHaveLength(4);
    // The waiting offer is one the demo agent may give: its own daily wage covers every tier of it.
    const wages = await t.database.db.selectFrom('agent_contract').select(['status', 'tiers']).where('kind', '=', 'DAILY_WAGE').orderBy('id').execute();
    const tiers = (row: (typeof wages)[number] | undefined) => (typeof row?.tiers === 'string' ? JSON.parse(row.tiers) : row?.tiers) as StoredTier[];
    expect(uncoveredTier('DAILY_WAGE', tiers(wages[1]), tiers(wages[0]))).toBeNull();
  });

  it('when seeded, then the demo member holds 1,500 points with the entry that earned them', async () => {
    const player = (await members()).find((r) => r.username === 'demoplayer');
    const held = await t.database.db.selectFrom('member_points').select(['balance']).where('member_id', '=', player?.id as bigint).executeTakeFirst();
    expect(Number(held?.balance)).toBe(1500);
    const entries = await t.database.db.selectFrom('points_entry').select(['kind', 'change', 'balance_after']).where('member_id', '=', player?.id as bigint).execute();
    expect(entries.map((e) => [e.kind, Number(e.change), Number(e.balance_after)])).toEqual([['EARN', 1500, 1500]]);
  });

  it('when described, then the banner lists the members, the agents and the weak-password member with their passwords', async () => {
    const { demoAccounts } = await describeDemoData(t.database.db);
    expect(demoAccounts.map((a) => [a.role, a.username, a.password])).toEqual([
      ['member', 'demoplayer', 'Player2026'],
      ['member', 'demofriend', 'Player2026'],
      ['agent', 'demoagent', 'Agent2026'],
      ['agent', 'demosubagent', 'Agent2026'],
      ['member', 'weakpass', '123456'],
    ]);
    for (const a of demoAccounts) expect(a.note.length).toBeGreaterThan(10);
  });

  it('when each listed account logs in on this machine, then it gets in without a new-address code', async () => {
    const { demoAccounts } = await describeDemoData(t.database.db);
    for (const a of demoAccounts) {
      for (const address of ['127.0.0.1', '::1']) {
        const res = await login(a.username, a.password, address);
        expect(res.statusCode, `${a.username} from ${address}`).toBe(200);
      }
    }
    expect((await login('weakpass', '123456')).json().value.weakPassword).toBe(true);
    expect((await login('demoplayer', 'Player2026')).json().value.weakPassword).toBe(false);
  });
});

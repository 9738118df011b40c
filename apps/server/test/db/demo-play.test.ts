import { agentPaths, teamBetsValueSchema } from '@lumen/contracts/agent/agent.contract';
import { cataloguePaths } from '@lumen/contracts/catalogue/catalogue.paths';
import { bettingRecordValueSchema, playPaths } from '@lumen/contracts/play/play.contract';
import { toMinor } from '@lumen/contracts/wallet/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMemberByUsername } from '../../src/modules/auth/member.repository.ts';
import { createSession } from '../../src/modules/auth/session.ts';
import { mainBalance } from '../../src/modules/wallet/ledger.ts';
import { seedDemoData } from '../../src/seed/seed.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
const db = () => t.database.db;

async function member(username: string) {
  const row = await findMemberByUsername(db(), username);
  if (!row) throw new Error(`${username} was not seeded`);
  return row;
}

async function headersOf(username: string) {
  const session = await createSession(db(), { memberId: (await member(username)).id, ip: '127.0.0.1' }, t.app.sessionPolicy);
  return { authorization: `Bearer ${session.token}` };
}

async function roundsOf(username: string) {
  return db()
    .selectFrom('game_round')
    .select(['stake', 'win', 'mode', 'status', 'vendor_code'])
    .where('member_id', '=', (await member(username)).id)
    .execute();
}

beforeAll(async () => {
  t = await createTestApp({ seed: { games: 300, play: true } });
});
afterAll(async () => t?.close());

describe('the demo data’s played rounds', () => {
  it('when the demo data is loaded with play, then two downline members have settled real house rounds and demoplayer has none', async () => {
    const friend = await roundsOf('demofriend');
    const neighbour = await roundsOf('demoneighbour');
    expect(friend).toHaveLength(30 + 12 + 8);
    expect(neighbour).toHaveLength(20 + 8 + 6);
    for (const r of [...friend, ...neighbour]) expect(r).toMatchObject({ mode: 'REAL', status: 'SETTLED', vendor_code: 'HOUSE' });
    expect(await roundsOf('demoplayer')).toEqual([]);
  });

  it('when a player’s balance is read, then it is the deposit less the stakes plus the wins, as the ledger has it', async () => {
    const friend = await member('demofriend');
    const rounds = await roundsOf('demofriend');
    const net = rounds.reduce((sum, r) => sum + BigInt(r.win) - BigInt(r.stake), 0n);
    expect(await mainBalance(db(), friend.id, 'PKR')).toBe(800_000n + net);
  });

  it('when the seed runs again, then no round, deposit or session is added', async () => {
    const rows = (table: 'game_round' | 'ledger_transfer') => db().selectFrom(table).select(db().fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const before = await rows('game_round');
    const transfers = await rows('ledger_transfer');
    await seedDemoData(db(), { games: 300, play: true });
    expect(await rows('game_round')).toEqual(before);
    expect(await rows('ledger_transfer')).toEqual(transfers);
  });

  it('when the play is over, then the session it played in is signed out', async () => {
    const friend = await member('demofriend');
    const sessions = await db().selectFrom('session').select(['revoked_at']).where('member_id', '=', friend.id).execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.revoked_at).not.toBeNull();
  });

  it('when a visitor opens the winner board, then it lists the demo wins, biggest first, with masked names', async () => {
    const res = await t.app.inject({ method: 'GET', url: cataloguePaths.rankList, query: { gameCategory: 'ALL', language: 'EN', limitNum: '20' } });
    expect(res.statusCode).toBe(200);
    const list = res.json().value.list as { customerName: string; winAmount: string }[];
    expect(list.length).toBeGreaterThan(0);
    for (const entry of list) expect(['de***nd', 'de***ur']).toContain(entry.customerName);
    const amounts = list.map((e) => toMinor(e.winAmount));
    expect([...amounts].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0))).toEqual(amounts);
  });

  it('when demofriend opens the betting record, then every round is there and the totals add up', async () => {
    const res = await t.app.inject({ method: 'GET', url: playPaths.bettingRecord, query: { pageSize: '100' }, headers: await headersOf('demofriend') });
    expect(res.statusCode).toBe(200);
    const value = bettingRecordValueSchema.parse(res.json().value);
    expect(value.total).toBe(50);
    expect(new Set(value.list.map((r) => r.gameType))).toEqual(new Set(['RNG', 'LOTT']));
    expect(value.list.every((r) => r.verifiable)).toBe(true);
    const rounds = await roundsOf('demofriend');
    expect(toMinor(value.totals.stake)).toBe(rounds.reduce((sum, r) => sum + BigInt(r.stake), 0n));
  });

  it('when demoagent opens the team’s bets for today, then the downline’s rounds are there', async () => {
    const res = await t.app.inject({ method: 'GET', url: agentPaths.teamBets, query: { pageSize: '100' }, headers: await headersOf('demoagent') });
    expect(res.statusCode).toBe(200);
    const value = teamBetsValueSchema.parse(res.json().value);
    expect(value.total).toBe(84);
    expect(new Set(value.list.map((r) => r.username))).toEqual(new Set(['demofriend', 'demoneighbour']));
    expect(value.totals.rounds).toBe(84);
  });
});

describe('the demo play when the operator has closed a game', () => {
  let closed: TestApp;
  beforeAll(async () => {
    closed = await createTestApp({ seed: { games: 300 } });
  });
  afterAll(async () => closed?.close());

  it('when the house slot is switched off before the play, then the seed still completes: dice and keno are played, no slot round, the session signed out', async () => {
    const db = closed.database.db;
    const slot = await db
      .selectFrom('game')
      .select('id')
      .where('vendor_code', '=', 'HOUSE')
      .where('category_code', '=', 'RNG')
      .where((eb) => eb.or([eb('classify', 'is', null), eb('classify', '<>', 'TG')]))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('game').set({ enabled: false }).where('id', '=', slot.id).execute();
    await seedDemoData(db, { games: 300, play: true });
    const friend = await findMemberByUsername(db, 'demofriend');
    const rounds = await db.selectFrom('game_round').select(['game_id']).where('member_id', '=', friend?.id as bigint).execute();
    expect(rounds).toHaveLength(12 + 8);
    expect(rounds.some((r) => r.game_id === slot.id)).toBe(false);
    const live = await db.selectFrom('session').select('id').where('member_id', '=', friend?.id as bigint).where('revoked_at', 'is', null).execute();
    expect(live).toEqual([]);
  });
});

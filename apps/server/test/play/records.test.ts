import { playPaths } from '@lumen/contracts/play/play.contract';
import { systemPaths } from '@lumen/contracts/system/system.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { memberWithSession } from '../wallet/wallet-helpers.ts';

let t: TestApp;
type Game = { id: number; vendor_code: string; category_code: string; game_code: string; name: string };
let serial = 0;
const DAY = 86_400_000;

async function gameOf(category: string, vendor?: string): Promise<Game> {
  let q = t.database.db.selectFrom('game').select(['id', 'vendor_code', 'category_code', 'game_code', 'name']).where('category_code', '=', category);
  if (vendor) q = q.where('vendor_code', '=', vendor);
  return q.orderBy('id').executeTakeFirstOrThrow();
}

async function round(
  memberId: bigint,
  g: Game,
  f: { stake: number; win: number; at: string; mode?: 'REAL' | 'FUN'; status?: 'OPEN' | 'SETTLED' | 'ROLLED_BACK'; summary?: string; result?: object },
) {
  const ref = `rec-${++serial}`;
  await t.database.db
    .insertInto('game_round')
    .values({
      vendor_code: g.vendor_code,
      round_ref: ref,
      member_id: memberId,
      game_id: g.id,
      game_code: g.game_code,
      category_code: g.category_code,
      mode: f.mode ?? 'REAL',
      currency: 'PKR',
      stake: f.stake,
      win: f.win,
      status: f.status ?? 'SETTLED',
      summary: f.summary ?? '',
      ...(f.result ? { result: JSON.stringify(f.result) } : {}),
      created_at: new Date(f.at),
      settled_at: f.status === 'OPEN' ? null : new Date(f.at),
    })
    .execute();
  return ref;
}

const diceLoss = { direction: 'UNDER', target: '50.00', roll: '80.00', multiplier: '1.9800', won: false };
const today = new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString().slice(0, 10);

let m: Awaited<ReturnType<typeof memberWithSession>>;
let slot: Game;
let house: Game;
let liveGame: Game;
const refs: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ seed: { games: 150 } });
  m = await memberWithSession(t);
  slot = await gameOf('RNG', 'PG');
  house = await gameOf('RNG', 'HOUSE');
  liveGame = await gameOf('LIVE');
  // Day boundaries are UTC: 23:59:59 belongs to its day, 00:00:00 to the next.
  refs.a = await round(m.id, slot, { stake: 1000, win: 2500, at: '2026-03-01T23:59:59.000Z', summary: '7 7 7 on line 3' });
  refs.b = await round(m.id, house, {
    stake: 500,
    win: 0,
    at: '2026-03-02T00:00:00.000Z',
    summary: 'rolled 80.00 under 50.00: lost',
    result: { engine: 'DICE', request: {}, requestKey: 'k', dice: diceLoss },
  });
  refs.c = await round(m.id, liveGame, { stake: 2000, win: 1500, at: '2026-03-02T12:00:00.000Z' });
  refs.d = await round(m.id, slot, { stake: 300, win: 0, at: '2026-03-02T13:00:00.000Z', status: 'ROLLED_BACK' });
  refs.e = await round(m.id, slot, { stake: 100, win: 0, at: '2026-03-03T10:00:00.000Z', status: 'OPEN' });
  refs.fun = await round(m.id, slot, { stake: 100, win: 900, at: '2026-03-02T10:00:00.000Z', mode: 'FUN' });
  const other = await memberWithSession(t);
  await round(other.id, slot, { stake: 777, win: 0, at: '2026-03-02T10:00:00.000Z' });
});
afterAll(async () => t?.close());

type Bets = {
  list: { roundId: string; gameName: string; vassalage: string; gameType: string; mode: string; stake: string; win: string; profit: string; status: string; result: string; outcome: unknown; verifiable: boolean; nodeId: string | null; createdAt: string }[];
  pageNo: number;
  totalPages: number;
  total: number;
  totals: { count: number; stake: string; win: string; profit: string };
};

async function bets(q: string, headers = m.headers): Promise<Bets> {
  const res = await t.app.inject({ method: 'GET', url: `${playPaths.bettingRecord}?${q}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as Bets;
}

async function refused(path: string, q: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `${path}?${q}`, headers: m.headers });
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().code).toBe('VALIDATION_FAILED');
  return res.json().value.fields.map((f: { field: string }) => f.field);
}

describe('GET /wps/record/bets', () => {
  it("when asked for a range, then the member's real rounds come newest first with totals over the filter", async () => {
    const v = await bets('startDate=2026-03-01&endDate=2026-03-03');
    expect(v.list.map((r) => r.roundId)).toEqual([refs.e, refs.d, refs.c, refs.b, refs.a]);
    expect(v.total).toBe(5);
    // Rolled-back rounds are listed but their money went back.
    expect(v.totals).toEqual({ count: 4, stake: '36.00', win: '40.00', profit: '4.00' });
    const a = v.list.find((r) => r.roundId === refs.a)!;
    expect(a).toMatchObject({ gameName: slot.name, vassalage: 'PG', gameType: 'RNG', mode: 'REAL', stake: '10.00', win: '25.00', profit: '15.00', status: 'SETTLED', result: '7 7 7 on line 3', verifiable: false, nodeId: String(slot.id) });
    expect(v.list.find((r) => r.roundId === refs.d)).toMatchObject({ status: 'ROLLED_BACK', profit: '0.00' });
    expect(v.list.find((r) => r.roundId === refs.e)).toMatchObject({ status: 'OPEN', profit: '-1.00' });
    // A house round carries its outcome for the app to word in the member's language; a vendor's does not.
    expect(v.list.find((r) => r.roundId === refs.b)).toMatchObject({ verifiable: true, vassalage: 'HOUSE', outcome: { engine: 'DICE', dice: diceLoss } });
    expect(a.outcome).toBeNull();
  });

  it('when paged, then pages split the rounds and the totals stay those of the whole filter', async () => {
    const p1 = await bets('startDate=2026-03-01&endDate=2026-03-03&pageNo=1&pageSize=2');
    const p3 = await bets('startDate=2026-03-01&endDate=2026-03-03&pageNo=3&pageSize=2');
    const p4 = await bets('startDate=2026-03-01&endDate=2026-03-03&pageNo=4&pageSize=2');
    expect(p1).toMatchObject({ pageNo: 1, totalPages: 3, total: 5 });
    expect(p1.list.map((r) => r.roundId)).toEqual([refs.e, refs.d]);
    expect(p3.list.map((r) => r.roundId)).toEqual([refs.a]);
    expect(p4.list).toEqual([]);
    expect(p1.totals).toEqual(p3.totals);
  });

  it('when filtered by UTC day, game type, vendor or mode, then only those rounds come', async () => {
    expect((await bets('startDate=2026-03-01&endDate=2026-03-01')).list.map((r) => r.roundId)).toEqual([refs.a]);
    expect((await bets('startDate=2026-03-02&endDate=2026-03-02')).list.map((r) => r.roundId)).toEqual([refs.d, refs.c, refs.b]);
    expect((await bets('startDate=2026-03-01&endDate=2026-03-03&gameType=LIVE')).list.map((r) => r.roundId)).toEqual([refs.c]);
    const pg = await bets('startDate=2026-03-01&endDate=2026-03-03&vassalage=PG');
    expect(pg.list.map((r) => r.roundId)).toEqual([refs.e, refs.d, refs.a]);
    expect(pg.totals).toEqual({ count: 2, stake: '11.00', win: '25.00', profit: '14.00' });
    const fun = await bets('startDate=2026-03-01&endDate=2026-03-03&mode=FUN');
    expect(fun.list.map((r) => r.roundId)).toEqual([refs.fun]);
    expect(fun.list[0]?.mode).toBe('FUN');
  });

  it('when no dates are sent, then the last 90 days are searched', async () => {
    const fresh = await memberWithSession(t);
    const recent = await round(fresh.id, slot, { stake: 100, win: 0, at: new Date(Date.now() - 3 * DAY).toISOString() });
    await round(fresh.id, slot, { stake: 100, win: 0, at: new Date(Date.now() - 100 * DAY).toISOString() });
    const v = await bets('', fresh.headers);
    expect(v.list.map((r) => r.roundId)).toEqual([recent]);
    expect(v.totals.count).toBe(1);
  });

  it('when the member asks in Chinese, then game names are in Chinese', async () => {
    const v = await bets('startDate=2026-03-01&endDate=2026-03-01&language=ZH', { ...m.headers, 'accept-language': 'zh' });
    expect(v.list[0]?.gameName).toMatch(/[\u4e00-\u9fff]/);
  });

  it('when the dates are wrong, then 400 names the field', async () => {
    expect(await refused(playPaths.bettingRecord, 'startDate=2026-03-05&endDate=2026-03-01')).toEqual(['endDate']);
    expect(await refused(playPaths.bettingRecord, 'startDate=2026-01-01&endDate=2026-04-01')).toEqual(['endDate']);
    expect(await refused(playPaths.bettingRecord, `startDate=${daysAgo(120)}`)).toEqual(['startDate']);
    expect(await refused(playPaths.bettingRecord, 'startDate=2026-02-30')).toEqual(['startDate']);
    expect(await refused(playPaths.bettingRecord, 'endDate=03-01-2026')).toContain('endDate');
    // Well-formed days outside the years a record may name (2000 to 2999) are refused, not looked up.
    expect(await refused(playPaths.bettingRecord, 'startDate=0000-01-01&endDate=0000-01-05')).toEqual(['startDate', 'endDate']);
    expect(await refused(playPaths.bettingRecord, 'startDate=9999-12-30&endDate=9999-12-31')).toEqual(['startDate', 'endDate']);
    expect(await refused(playPaths.bettingRecord, 'endDate=0000-03-01')).toEqual(['endDate']);
    expect(await refused(playPaths.bettingRecord, 'startDate=1999-12-31&endDate=2000-01-05')).toEqual(['startDate']);
    expect(await refused(playPaths.bettingRecord, 'startDate=2999-12-30&endDate=3000-01-01')).toEqual(['endDate']);
    expect((await bets('startDate=2000-01-01&endDate=2000-01-05')).total).toBe(0);
    expect((await bets('startDate=2999-12-30&endDate=2999-12-31')).total).toBe(0);
    expect(await refused(playPaths.bettingRecord, 'pageSize=0')).toContain('pageSize');
    expect(await refused(playPaths.bettingRecord, 'pageSize=101')).toContain('pageSize');
    expect(await refused(playPaths.bettingRecord, 'gameType=NOPE')).toContain('gameType');
    expect(await refused(playPaths.bettingRecord, 'mode=MAYBE')).toContain('mode');
    // 90 days, both ends counted, is the longest range.
    expect((await bets('startDate=2026-01-01&endDate=2026-03-31')).total).toBe(5);
    expect(await refused(playPaths.bettingRecord, 'startDate=2026-01-01&endDate=2026-04-01')).toEqual(['endDate']);
    expect((await bets(`startDate=${daysAgo(89)}`)).total).toBe(0);
  });

  it('when nobody is logged in, then 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: playPaths.bettingRecord });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /wps/record/profit', () => {
  type Profit = { rows: { day: string; gameType: string; count: number; stake: string; win: string; profit: string }[]; totals: { count: number; stake: string; win: string; profit: string } };
  const profit = async (q: string): Promise<Profit> => {
    const res = await t.app.inject({ method: 'GET', url: `${playPaths.profitLoss}?${q}`, headers: m.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value as Profit;
  };

  it('when asked, then real play is summed per UTC day and game type, newest day first, rolled-back and fun rounds left out', async () => {
    const v = await profit('startDate=2026-03-01&endDate=2026-03-03');
    expect(v.rows).toEqual([
      { day: '2026-03-03', gameType: 'RNG', count: 1, stake: '1.00', win: '0.00', profit: '-1.00' },
      { day: '2026-03-02', gameType: 'LIVE', count: 1, stake: '20.00', win: '15.00', profit: '-5.00' },
      { day: '2026-03-02', gameType: 'RNG', count: 1, stake: '5.00', win: '0.00', profit: '-5.00' },
      { day: '2026-03-01', gameType: 'RNG', count: 1, stake: '10.00', win: '25.00', profit: '15.00' },
    ]);
    expect(v.totals).toEqual({ count: 4, stake: '36.00', win: '40.00', profit: '4.00' });
  });

  it('when filtered by game type, then only it is summed', async () => {
    const v = await profit('startDate=2026-03-01&endDate=2026-03-03&gameType=LIVE');
    expect(v.rows.map((r) => r.gameType)).toEqual(['LIVE']);
    expect(v.totals).toEqual({ count: 1, stake: '20.00', win: '15.00', profit: '-5.00' });
    expect((await profit(`startDate=${today}&endDate=${today}`)).rows).toEqual([]);
  });

  it('when the dates are wrong, then 400 names the field; nobody logged in is 401', async () => {
    expect(await refused(playPaths.profitLoss, 'startDate=2026-03-05&endDate=2026-03-01')).toEqual(['endDate']);
    expect(await refused(playPaths.profitLoss, 'startDate=2025-01-01&endDate=2026-03-01')).toEqual(['endDate']);
    expect(await refused(playPaths.profitLoss, 'startDate=0000-01-01&endDate=0000-01-05')).toEqual(['startDate', 'endDate']);
    expect(await refused(playPaths.profitLoss, 'startDate=9999-12-30&endDate=9999-12-31')).toEqual(['startDate', 'endDate']);
    expect(await refused(playPaths.profitLoss, 'endDate=0000-03-01')).toEqual(['endDate']);
    expect((await profit('startDate=2999-12-30&endDate=2999-12-31')).rows).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: playPaths.profitLoss })).statusCode).toBe(401);
  });
});

describe('game types the category menu builds from other lanes', () => {
  // The menu shows e-sports and cockfight vendors apart from sports, and slots vendors 12 to 21 as mixed-win.
  let who: Awaited<ReturnType<typeof memberWithSession>>;
  const made: Record<string, string> = {};
  const at = '2026-04-10T10:00:00.000Z';
  const q = 'startDate=2026-04-10&endDate=2026-04-10';
  const listed = async (more: string) => (await bets(`${q}&${more}`, who.headers)).list.map((r) => r.roundId).sort();

  beforeAll(async () => {
    who = await memberWithSession(t);
    const lanes = await t.app.inject({ method: 'GET', url: `${systemPaths.gameVendor}?platform=html5-desktop` });
    const slots = (lanes.json().value.lanes as { gameCategory: string; cards: { vassalage: string }[] }[]).find((l) => l.gameCategory === 'RNG')!.cards;
    const mixedWin = slots[11]!.vassalage;
    made.esports = await round(who.id, await gameOf('SPORTS', 'IMES'), { stake: 1000, win: 3000, at });
    made.cockfight = await round(who.id, await gameOf('SPORTS', 'SV388'), { stake: 500, win: 0, at });
    made.sports = await round(who.id, await gameOf('SPORTS', 'IBC'), { stake: 200, win: 0, at });
    made.mixedWin = await round(who.id, await gameOf('RNG', mixedWin), { stake: 400, win: 100, at });
    made.slots = await round(who.id, await gameOf('RNG', slots[0]!.vassalage), { stake: 100, win: 0, at });
  });

  it('when e-sports or cockfight is chosen, then its vendors’ rounds (stored as sports) come, and sports leaves them out unless a vendor is named', async () => {
    expect(await listed('gameType=ESPORTS')).toEqual([made.esports]);
    expect(await listed('gameType=COCKFIGHT')).toEqual([made.cockfight]);
    expect(await listed('gameType=SPORTS')).toEqual([made.sports]);
    expect(await listed('gameType=SPORTS&vassalage=IMES')).toEqual([made.esports]);
    expect((await bets(`${q}&gameType=ESPORTS`, who.headers)).totals).toEqual({ count: 1, stake: '10.00', win: '30.00', profit: '20.00' });
  });

  it('when mixed-win is chosen, then the rounds of slots vendors 12 to 21 come, and slots still lists them', async () => {
    expect(await listed('gameType=MXWIN')).toEqual([made.mixedWin]);
    expect(await listed('gameType=RNG')).toEqual([made.mixedWin, made.slots].sort());
  });

  it('when profit and loss is asked by those game types, then their rounds are summed under the game type asked for', async () => {
    const profit = async (more: string) => {
      const res = await t.app.inject({ method: 'GET', url: `${playPaths.profitLoss}?${q}${more}`, headers: who.headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value as { rows: { day: string; gameType: string; count: number; profit: string }[] };
    };
    expect((await profit('&gameType=ESPORTS')).rows).toMatchObject([{ day: '2026-04-10', gameType: 'ESPORTS', count: 1, profit: '20.00' }]);
    expect((await profit('&gameType=MXWIN')).rows).toMatchObject([{ day: '2026-04-10', gameType: 'MXWIN', count: 1, profit: '-3.00' }]);
    expect((await profit('&gameType=SPORTS')).rows).toMatchObject([{ gameType: 'SPORTS', count: 1, profit: '-2.00' }]);
    // Unfiltered, each round is under the game type the menu shows it in.
    expect((await profit('')).rows.map((r) => [r.gameType, r.count])).toEqual([
      ['COCKFIGHT', 1],
      ['ESPORTS', 1],
      ['RNG', 2],
      ['SPORTS', 1],
    ]);
  });
});

import { adminPath, adminPaths } from '@lumen/contracts/admin/admin.contract';
import { cataloguePaths, type GameItem } from '@lumen/contracts/catalogue/catalogue.contract';
import { type KyselyPlugin, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HOT_RANKING_TTL_MS, HotRanking } from '../../src/modules/catalogue/hot-games.service.ts';
import { createLaunch } from '../../src/modules/play/launch.service.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { auditRows, operatorSession } from '../admin/admin-helpers.ts';
import { memberWithSession } from '../wallet/wallet-helpers.ts';

let t: TestApp;
type Game = { id: number; vendor_code: string; category_code: string; game_code: string; hot_score: number };
const DAY = 86_400_000;
let serial = 0;

async function gamesOf(category: string): Promise<Game[]> {
  return t.database.db.selectFrom('game').select(['id', 'vendor_code', 'category_code', 'game_code', 'hot_score']).where('category_code', '=', category).orderBy('id').execute();
}

async function launch(memberId: bigint, g: Game, minutesAgo = 0) {
  const { launch: l } = await createLaunch(t.database.db, {
    memberId,
    sessionId: null,
    gameId: g.id,
    vendorCode: g.vendor_code,
    mode: 'REAL',
    currency: 'PKR',
    language: 'EN',
    ip: null,
  });
  if (minutesAgo > 0) {
    await t.database.db.updateTable('game_launch').set({ created_at: new Date(Date.now() - minutesAgo * 60_000) }).where('id', '=', l.id.toString() as never).execute();
  }
  return l;
}

async function round(
  memberId: bigint,
  g: Game,
  fields: { stake?: number; win: number; mode?: 'REAL' | 'FUN'; status?: 'OPEN' | 'SETTLED' | 'ROLLED_BACK'; at?: Date },
) {
  const at = fields.at ?? new Date();
  await t.database.db
    .insertInto('game_round')
    .values({
      vendor_code: g.vendor_code,
      round_ref: `test-${++serial}`,
      member_id: memberId,
      game_id: g.id,
      game_code: g.game_code,
      category_code: g.category_code,
      mode: fields.mode ?? 'REAL',
      currency: 'PKR',
      stake: fields.stake ?? 100,
      win: fields.win,
      status: fields.status ?? 'SETTLED',
      created_at: at,
      settled_at: fields.status === 'OPEN' ? null : at,
    })
    .execute();
}

async function get<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as T;
}

let rng: Game[];
let live: Game[];
let crash: Game[];
let busy: Game;
let stale: Game;
let winners: { big: bigint; mid: bigint; small: bigint; username: string };

beforeAll(async () => {
  t = await createTestApp({ seed: { games: 300 } });
  rng = await gamesOf('RNG');
  live = await gamesOf('LIVE');
  crash = await gamesOf('CRASH');
  // Recent play, recorded before anything asks for the hot list.
  busy = [...rng].sort((a, b) => a.hot_score - b.hot_score)[0]!;
  stale = [...rng].sort((a, b) => a.hot_score - b.hot_score)[1]!;
  for (let i = 0; i < 6; i++) {
    const m = await memberWithSession(t, { prefix: 'busy' });
    await launch(m.id, busy);
  }
  const old = await memberWithSession(t, { prefix: 'old' });
  for (let i = 0; i < 20; i++) await round(old.id, stale, { win: 0, at: new Date(Date.now() - 8 * DAY) });

  // The winner board's rounds, all on live and crash games.
  const w = await memberWithSession(t, { prefix: 'dealerwinner' });
  winners = { big: 987_654_321n, mid: 55_500_00n, small: 12_34n, username: w.username };
  await round(w.id, live[0]!, { win: Number(winners.mid) });
  await round(w.id, crash[0]!, { win: Number(winners.big) });
  await round(w.id, live[1]!, { win: Number(winners.small) });
  await round(w.id, live[2]!, { win: 999_999_999_99, mode: 'FUN' });
  await round(w.id, live[2]!, { win: 999_999_999_98, status: 'OPEN' });
  await round(w.id, live[2]!, { win: 999_999_999_97, status: 'ROLLED_BACK' });
  await round(w.id, live[2]!, { win: 999_999_999_96, at: new Date(Date.now() - 8 * DAY) });
  await round(w.id, live[2]!, { win: 0 });
});
afterAll(async () => t?.close());

const hotUrl = (q = '') => `${cataloguePaths.hotGames}?merchantCode=LUMEN&isPlatform=2&platform=html5-desktop${q}`;

describe('GET /wps/relay/GCSGAME_hotGamesV2', () => {
  it('when a game was played by several members this week, then it leads; play older than a week counts for nothing', async () => {
    const { list } = await get<{ list: GameItem[] }>(hotUrl('&gameType=RNG&limit=60'));
    expect(list[0]?.nodeId).toBe(String(busy.id));
    expect(list.map((g) => g.nodeId)).not.toContain(String(stale.id));
  });

  it('when games have no play, then they follow the seeded hot score', async () => {
    const { list } = await get<{ list: GameItem[] }>(hotUrl('&limit=60'));
    expect(list).toHaveLength(60);
    const played = new Set([busy.id, live[0]!.id, live[1]!.id, live[2]!.id, crash[0]!.id]);
    const all = [...rng, ...live, ...crash, ...(await gamesOf('FISH')), ...(await gamesOf('PVP')), ...(await gamesOf('SPORTS')), ...(await gamesOf('LOTT')), ...(await gamesOf('ELOTT'))];
    const score = new Map(all.map((g) => [String(g.id), g.hot_score]));
    const quiet = list.filter((g) => !played.has(Number(g.nodeId))).map((g) => score.get(g.nodeId) ?? -1);
    expect(quiet).toEqual([...quiet].sort((a, b) => b - a));
  });

  it('when filtered by game type or vendor, or limited, then only those come', async () => {
    const { list } = await get<{ list: GameItem[] }>(hotUrl('&gameType=LIVE&limit=5'));
    expect(list).toHaveLength(5);
    expect(list.every((g) => g.gameType === 'LIVE')).toBe(true);
    const ag = await get<{ list: GameItem[] }>(hotUrl('&vassalage=AG&limit=10'));
    expect(ag.list.length).toBeGreaterThan(0);
    expect(ag.list.every((g) => g.vassalage === 'AG')).toBe(true);
    expect((await get<{ list: GameItem[] }>(hotUrl(''))).list).toHaveLength(24);
  });

  it('when the input is wrong, then 400 names the field', async () => {
    for (const [q, field] of [
      ['&limit=0', 'limit'],
      ['&limit=61', 'limit'],
      ['&gameType=NOPE', 'gameType'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: hotUrl(q) });
      expect(res.statusCode).toBe(400);
      expect(res.json().value.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
  });

  it("when the operator pins games, then they lead in the operator's order; moving and unpinning reorder the list, and each change is audited", async () => {
    const op = await operatorSession(t);
    const [a, b, c] = [rng[5]!, live[3]!, rng[7]!];
    const pin = (nodeId: number, position?: number) =>
      t.app.inject({ method: 'POST', url: adminPaths.hotGames, headers: op.headers, payload: { nodeId: String(nodeId), ...(position ? { position } : {}) } });
    expect((await pin(a.id)).statusCode).toBe(200);
    expect((await pin(b.id)).statusCode).toBe(200);
    const third = await pin(c.id, 1);
    expect(third.statusCode, third.body).toBe(200);
    expect(third.json().value.pinned.map((p: { position: number; game: GameItem }) => [p.position, p.game.nodeId])).toEqual([
      [1, String(c.id)],
      [2, String(a.id)],
      [3, String(b.id)],
    ]);
    let { list } = await get<{ list: GameItem[] }>(hotUrl('&limit=5'));
    expect(list.slice(0, 3).map((g) => g.nodeId)).toEqual([c.id, a.id, b.id].map(String));
    expect(list[3]?.nodeId).toBe(String(busy.id));
    // Filters keep the pins' order among what they let through.
    ({ list } = await get<{ list: GameItem[] }>(hotUrl('&gameType=RNG&limit=3')));
    expect(list.map((g) => g.nodeId)).toEqual([c.id, a.id, busy.id].map(String));

    // Moving a pinned game.
    await pin(b.id, 1);
    ({ list } = await get<{ list: GameItem[] }>(hotUrl('&limit=3')));
    expect(list.map((g) => g.nodeId)).toEqual([b.id, c.id, a.id].map(String));

    const unpin = await t.app.inject({ method: 'DELETE', url: adminPath(adminPaths.hotGame, { nodeId: String(c.id) }), headers: op.headers });
    expect(unpin.statusCode, unpin.body).toBe(200);
    expect(unpin.json().value.pinned.map((p: { position: number; game: GameItem }) => [p.position, p.game.nodeId])).toEqual([
      [1, String(b.id)],
      [2, String(a.id)],
    ]);
    ({ list } = await get<{ list: GameItem[] }>(hotUrl('&limit=3')));
    expect(list.map((g) => g.nodeId)).toEqual([b.id, a.id, busy.id].map(String));
    // Unpinning one not pinned is fine and writes nothing.
    expect((await t.app.inject({ method: 'DELETE', url: adminPath(adminPaths.hotGame, { nodeId: String(c.id) }), headers: op.headers })).statusCode).toBe(200);

    expect(await auditRows(t, 'HOT_GAME_PIN')).toHaveLength(4);
    expect(await auditRows(t, 'HOT_GAME_UNPIN')).toHaveLength(1);
    const overview = await t.app.inject({ method: 'GET', url: `${adminPaths.hotGames}?top=5`, headers: op.headers });
    expect(overview.json().value.ranked.map((r: { game: GameItem }) => r.game.nodeId).slice(0, 3)).toEqual([b.id, a.id, busy.id].map(String));
    expect(overview.json().value.ranked[2]).toMatchObject({ players: 6, pinned: false });

    for (const id of [a.id, b.id]) await t.app.inject({ method: 'DELETE', url: adminPath(adminPaths.hotGame, { nodeId: String(id) }), headers: op.headers });
  });

  it('when the audit row of a pin or an unpin cannot be written, then the hot list is left as it was and the answer is an error', async () => {
    const op = await operatorSession(t);
    const db = t.database.db;
    const [a, b] = [rng[6]!, live[4]!];
    const pin = (nodeId: number) => t.app.inject({ method: 'POST', url: adminPaths.hotGames, headers: op.headers, payload: { nodeId: String(nodeId) } });
    const unpin = (nodeId: number) => t.app.inject({ method: 'DELETE', url: adminPath(adminPaths.hotGame, { nodeId: String(nodeId) }), headers: op.headers });
    const pins = async () => (await db.selectFrom('hot_game_pin').select(['game_id', 'position']).orderBy('position').execute()).map((p) => [p.game_id, p.position]);
    const audited = async () => (await db.selectFrom('audit_log').select('id').where('action', 'in', ['HOT_GAME_PIN', 'HOT_GAME_UNPIN']).where('operator_id', '=', op.id).execute()).length;
    expect((await pin(a.id)).statusCode).toBe(200);

    // The audit log refuses this operator's pin rows, as a failing disk or a lost connection would at that moment.
    await sql`CREATE FUNCTION test_refuse_pin_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'audit row refused for %', NEW.subject; END $$`.execute(db);
    await sql`CREATE TRIGGER test_refuse_pin_audit BEFORE INSERT ON audit_log FOR EACH ROW
      WHEN (NEW.action IN ('HOT_GAME_PIN', 'HOT_GAME_UNPIN') AND NEW.operator_id = ${sql.lit(op.id.toString())}::bigint)
      EXECUTE FUNCTION test_refuse_pin_audit()`.execute(db);
    try {
      for (const [name, res] of [
        ['pin', await pin(b.id)],
        ['unpin', await unpin(a.id)],
      ] as const) {
        expect(res.statusCode, `${name}: ${res.body}`).toBe(500);
        expect(res.json().code).toBe('INTERNAL');
      }
    } finally {
      await sql`DROP TRIGGER test_refuse_pin_audit ON audit_log`.execute(db);
      await sql`DROP FUNCTION test_refuse_pin_audit()`.execute(db);
    }
    expect(await pins()).toEqual([[a.id, 1]]);
    expect(await audited()).toBe(1);

    // Nothing was half done, so the same changes go through once the audit log takes rows again.
    expect((await pin(b.id)).statusCode).toBe(200);
    expect((await auditRows(t, 'HOT_GAME_PIN'))[0]).toMatchObject({ operator_id: op.id, subject: `game:${b.id}` });
    expect((await unpin(a.id)).statusCode).toBe(200);
    expect((await auditRows(t, 'HOT_GAME_UNPIN'))[0]).toMatchObject({ operator_id: op.id, subject: `game:${a.id}` });
    expect(await pins()).toEqual([[b.id, 1]]);
    expect(await audited()).toBe(3);
    expect((await unpin(b.id)).statusCode).toBe(200);
  });

  it('when the pin names no game or is not an operator, then it is refused', async () => {
    const op = await operatorSession(t);
    const unknown = await t.app.inject({ method: 'POST', url: adminPaths.hotGames, headers: op.headers, payload: { nodeId: '999999999' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('GAME_NOT_FOUND');
    const abc = await t.app.inject({ method: 'POST', url: adminPaths.hotGames, headers: op.headers, payload: { nodeId: 'abc' } });
    expect(abc.statusCode).toBe(400);
    expect(abc.json().value.fields.map((f: { field: string }) => f.field)).toContain('nodeId');
    const member = await memberWithSession(t);
    const asMember = await t.app.inject({ method: 'POST', url: adminPaths.hotGames, headers: member.headers, payload: { nodeId: String(rng[0]!.id) } });
    expect(asMember.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: adminPaths.hotGames })).statusCode).toBe(401);
  });
});

describe('GET /wps/relay/GCS_recentGame', () => {
  it("when a member launched games, then each comes once, newest launch first, and never another member's", async () => {
    const m = await memberWithSession(t);
    const other = await memberWithSession(t);
    await launch(m.id, rng[10]!, 30);
    await launch(m.id, live[4]!, 20);
    await launch(m.id, rng[11]!, 10);
    await launch(m.id, rng[10]!, 5);
    await launch(other.id, crash[1]!);
    const { list } = await get<{ list: GameItem[] }>(cataloguePaths.recentGames, m.headers);
    expect(list.map((g) => g.nodeId)).toEqual([rng[10]!.id, rng[11]!.id, live[4]!.id].map(String));
    const limited = await get<{ list: GameItem[] }>(`${cataloguePaths.recentGames}?limit=2`, m.headers);
    expect(limited.list).toHaveLength(2);
    expect((await get<{ list: GameItem[] }>(cataloguePaths.recentGames, (await memberWithSession(t)).headers)).list).toEqual([]);
  });

  it('when nobody is logged in or the limit is wrong, then it is refused', async () => {
    expect((await t.app.inject({ method: 'GET', url: cataloguePaths.recentGames })).statusCode).toBe(401);
    const m = await memberWithSession(t);
    const res = await t.app.inject({ method: 'GET', url: `${cataloguePaths.recentGames}?limit=0`, headers: m.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().value.fields.map((f: { field: string }) => f.field)).toContain('limit');
  });
});

describe('GET /wps/relay/GCSGAME_getRankList', () => {
  type Entry = { rank: number; customerName: string; winAmount: string; game: GameItem; wonAt: string };

  it('when asked for ALL, then the biggest settled real wins of the week come largest first, masked, with their games', async () => {
    const { list } = await get<{ list: Entry[] }>(`${cataloguePaths.rankList}?gameCategory=ALL&language=EN&limitNum=20`);
    expect(list.map((e) => e.winAmount)).toEqual(['9876543.21', '55500.00', '12.34']);
    expect(list.map((e) => e.rank)).toEqual([1, 2, 3]);
    expect(list.map((e) => e.game.nodeId)).toEqual([crash[0]!.id, live[0]!.id, live[1]!.id].map(String));
    const name = winners.username;
    expect(list[0]?.customerName).toBe(`${name.slice(0, 2)}***${name.slice(-2)}`);
    expect(list[0]?.customerName).not.toContain(name);
    expect(Date.parse(list[0]!.wonAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('when a round paid back its stake or less, then it is no win, however large the amount paid', async () => {
    const loser = await memberWithSession(t, { prefix: 'dealerloser' });
    try {
      await round(loser.id, live[2]!, { stake: 10_000_00, win: 50 });
      await round(loser.id, live[2]!, { stake: 20_000_000_00, win: 10_000_000_00 });
      await round(loser.id, crash[0]!, { stake: 100_000_00, win: 100_000_00 });
      const { list } = await get<{ list: Entry[] }>(`${cataloguePaths.rankList}?gameCategory=ALL&limitNum=20`);
      expect(list.map((e) => e.winAmount)).toEqual(['9876543.21', '55500.00', '12.34']);
      // A round paying a little more than a large stake is a win, and the board shows what it paid.
      await round(loser.id, live[2]!, { stake: 10_000_00, win: 10_000_01 });
      const after = await get<{ list: Entry[] }>(`${cataloguePaths.rankList}?gameCategory=LIVE&limitNum=20`);
      expect(after.list.map((e) => e.winAmount)).toEqual(['55500.00', '10000.01', '12.34']);
    } finally {
      await t.database.db.deleteFrom('game_round').where('member_id', '=', loser.id.toString() as never).execute();
    }
  });

  it('when a category or a limit is asked, then only those wins, at most that many', async () => {
    const liveOnly = await get<{ list: Entry[] }>(`${cataloguePaths.rankList}?gameCategory=LIVE`);
    expect(liveOnly.list.map((e) => e.winAmount)).toEqual(['55500.00', '12.34']);
    const one = await get<{ list: Entry[] }>(`${cataloguePaths.rankList}?limitNum=1`);
    expect(one.list.map((e) => e.winAmount)).toEqual(['9876543.21']);
    expect((await get<{ list: Entry[] }>(`${cataloguePaths.rankList}?gameCategory=FISH`)).list).toEqual([]);
  });

  it('when the input is wrong, then 400 names the field', async () => {
    for (const [q, field] of [
      ['limitNum=21', 'limitNum'],
      ['limitNum=0', 'limitNum'],
      ['gameCategory=NOPE', 'gameCategory'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `${cataloguePaths.rankList}?${q}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().value.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
  });
});

describe('GET /wps/relay/GLS2_roomList', () => {
  type RoomValue = { roomId: string; name: string; game: GameItem; minBet: string; players: number; capacity: number };

  it('when card games were launched in the last ten minutes, then their rooms count those members, by stake tier', async () => {
    const pvp = await gamesOf('PVP');
    const game = pvp[0]!;
    const [a, b, c] = [await memberWithSession(t), await memberWithSession(t), await memberWithSession(t)];
    await launch(a.id, game, 1);
    await launch(a.id, game, 2);
    await launch(b.id, game, 9);
    await launch(c.id, game, 20);
    const { rooms } = await get<{ rooms: RoomValue[] }>(cataloguePaths.roomList);
    const mine = rooms.filter((r) => r.game.nodeId === String(game.id));
    expect(mine.map((r) => r.roomId)).toEqual([`${game.id}-NOVICE`, `${game.id}-STANDARD`, `${game.id}-VIP`]);
    expect(mine.map((r) => r.players)).toEqual([2, 2, 2]);
    const minBet = Number(mine[0]!.game.minBet);
    expect(mine.map((r) => Number(r.minBet))).toEqual([minBet, minBet * 5, minBet * 20]);
    expect(mine.every((r) => r.capacity > 0)).toBe(true);
    expect(mine[0]?.name).toBe('Novice room');
    expect(rooms.filter((r) => r.game.nodeId === String(pvp[1]!.id)).every((r) => r.players === 0)).toBe(true);
    expect(rooms.every((r) => r.game.gameType === 'PVP')).toBe(true);
  });

  it('when a vendor or a language is asked, then only its rooms, named in that language', async () => {
    const { rooms } = await get<{ rooms: RoomValue[] }>(`${cataloguePaths.roomList}?vassalage=KY&language=ZH`);
    expect(rooms.length).toBeGreaterThan(0);
    expect(rooms.every((r) => r.game.vassalage === 'KY')).toBe(true);
    expect(rooms[0]?.name).toBe('新手房');
  });
});

describe('GET /wps/relay/CBS_modelList', () => {
  type Model = { modelId: string; name: string; avatar: string; online: boolean; game: GameItem };

  it('when asked, then each live game has its dealer, the same every time, with a local portrait', async () => {
    const first = await get<{ models: Model[] }>(cataloguePaths.modelList);
    const again = await get<{ models: Model[] }>(cataloguePaths.modelList);
    expect(first.models.length).toBe(live.length);
    expect(again.models).toEqual(first.models);
    const m = first.models[0]!;
    expect(m.avatar).toBe(`/media/dealers/${m.modelId}.svg`);
    expect(m.modelId).toBe(`m${m.game.nodeId}`);
    expect(m.name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
    expect(first.models.every((x) => x.game.gameType === 'LIVE')).toBe(true);
    // Online dealers come first.
    const flags = first.models.map((x) => x.online);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    const svg = await t.app.inject({ method: 'GET', url: m.avatar });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('<svg');
    expect((await t.app.inject({ method: 'GET', url: '/media/dealers/x1.svg' })).statusCode).toBe(404);
  });

  it("when a vendor is under maintenance, then its dealers are offline; a vendor filter keeps only its dealers", async () => {
    await t.database.db.updateTable('vendor').set({ maintenance: true }).where('code', '=', 'EVO').execute();
    try {
      const { models } = await get<{ models: Model[] }>(`${cataloguePaths.modelList}?vassalage=EVO`);
      expect(models.length).toBeGreaterThan(0);
      expect(models.every((m) => m.game.vassalage === 'EVO' && !m.online)).toBe(true);
    } finally {
      await t.database.db.updateTable('vendor').set({ maintenance: false }).where('code', '=', 'EVO').execute();
    }
  });
});

describe('the hot ranking kept per instance', () => {
  it('when a recount after the time to live fails, then the last ranking is still answered and the failure is logged', async () => {
    let down = false;
    const failing: KyselyPlugin = {
      transformQuery(args) {
        if (down) throw new Error('database unreachable');
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const log = { warn: vi.fn(), error: vi.fn() };
    const ranking = new HotRanking(t.database.db.withPlugin(failing), log);
    const first = await ranking.get();
    expect(first.length).toBeGreaterThan(0);

    down = true;
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + HOT_RANKING_TTL_MS + 1);
    try {
      expect(await ranking.get()).toBe(first);
      await vi.waitFor(() => expect(log.warn).toHaveBeenCalledWith({ err: expect.objectContaining({ message: 'database unreachable' }) }, expect.stringMatching(/could not be ranked again/)));
    } finally {
      clock.mockRestore();
    }
  });
});

import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { cataloguePaths, type GameItem } from '@lumen/contracts/catalogue/catalogue.contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { games: 300 } });
});
afterAll(async () => t?.close());

interface ListValue {
  games: GameItem[];
  pageNo: number;
  totalPages: number;
  total: number;
}

async function list(query: string, headers: Record<string, string> = {}): Promise<ListValue> {
  const res = await t.app.inject({ method: 'GET', url: `${cataloguePaths.gameList}?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as ListValue;
}

async function refused(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `${cataloguePaths.gameList}?${query}` });
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json();
  expect(body.code).toBe('VALIDATION_FAILED');
  return body.value.fields.map((f: { field: string }) => f.field) as string[];
}

/** Ids of the shown games matching a condition, straight from the database. */
async function shownIds(where: (q: any) => any): Promise<string[]> {
  const db = t.database.db;
  let q = db
    .selectFrom('game as g')
    .innerJoin('vendor as v', 'v.code', 'g.vendor_code')
    .select('g.id')
    .where('g.enabled', '=', true)
    .where('v.enabled', '=', true);
  q = where(q);
  return (await q.orderBy('g.sort').orderBy('g.id').execute()).map((r: { id: number }) => String(r.id));
}

async function allPages(query: string, pageSize: number): Promise<string[]> {
  const first = await list(`${query}&pageNo=1&pageSize=${pageSize}`);
  const ids = first.games.map((g) => g.nodeId);
  for (let page = 2; page <= first.totalPages; page++) ids.push(...(await list(`${query}&pageNo=${page}&pageSize=${pageSize}`)).games.map((g) => g.nodeId));
  return ids;
}

describe('GET /wps/relay/GCSGAME_gameList', () => {
  it('when e-sports, cockfight or sports are asked, then each lists the vendors the menu shows under it (the first two are stored as sports)', async () => {
    const q = 'clientType=3&platform=html5-desktop&pageNo=1&pageSize=100';
    const esports = await list(`${q}&gameType=ESPORTS`);
    const cockfight = await list(`${q}&gameType=COCKFIGHT`);
    const sports = await list(`${q}&gameType=SPORTS`);
    expect(esports.total).toBeGreaterThan(0);
    expect(esports.games.every((g) => g.vassalage === 'IMES')).toBe(true);
    expect(cockfight.games.every((g) => g.vassalage === 'SV388')).toBe(true);
    expect(cockfight.total).toBeGreaterThan(0);
    expect(sports.games.some((g) => g.vassalage === 'IMES' || g.vassalage === 'SV388')).toBe(false);
    // Together they are every shown sports game, each once.
    const stored = await shownIds((w) => w.where('g.category_code', '=', 'SPORTS'));
    expect([...sports.games, ...esports.games, ...cockfight.games].map((g) => g.nodeId).sort()).toEqual([...stored].sort());
    // A vendor asked for by name is listed whole under sports too (its vendor card says SPORTS).
    expect((await list(`${q}&gameType=SPORTS&vassalage=IMES`)).games.map((g) => g.nodeId)).toEqual(esports.games.map((g) => g.nodeId));
  });

  it('when a category is asked, then its games come a page at a time with the total and the page count', async () => {
    const expected = await shownIds((q) => q.where('g.category_code', '=', 'RNG'));
    const page = await list('clientType=3&platform=html5-desktop&gameType=RNG&pageNo=1&pageSize=12');
    expect(page.total).toBe(expected.length);
    expect(page.totalPages).toBe(Math.ceil(expected.length / 12));
    expect(page.pageNo).toBe(1);
    expect(page.games.map((g) => g.nodeId)).toEqual(expected.slice(0, 12));
    expect(page.games.every((g) => g.gameType === 'RNG')).toBe(true);
    expect(page.games[0]).toMatchObject({ showIcon: expect.stringMatching(/^\/media\/games\//), isGame: 'GAME', minBet: expect.stringMatching(/^\d+\.\d{2}$/) });
  });

  it('when every page is read, then the pages cover the filter exactly once in order, and the last page holds the rest', async () => {
    const expected = await shownIds((q) => q.where('g.category_code', '=', 'RNG'));
    expect(await allPages('gameType=RNG', 24)).toEqual(expected);
    const last = await list(`gameType=RNG&pageNo=${Math.ceil(expected.length / 24)}&pageSize=24`);
    expect(last.games).toHaveLength(expected.length % 24 || 24);
  });

  it('when a page past the end is asked, then it is empty and still tells the total', async () => {
    const page = await list('gameType=LIVE&pageNo=500&pageSize=24');
    expect(page.games).toEqual([]);
    expect(page.total).toBeGreaterThan(0);
    expect(page.totalPages).toBe(Math.ceil(page.total / 24));
  });

  it('when a vendor is named, then only its games of that category come', async () => {
    const expected = await shownIds((q) => q.where('g.category_code', '=', 'FISH').where('g.vendor_code', '=', 'AG'));
    expect(expected.length).toBeGreaterThan(0);
    expect(await allPages('gameType=FISH&vassalage=AG', 5)).toEqual(expected);
    const page = await list('gameType=FISH&vassalage=AG&pageSize=5');
    expect(page.games.every((g) => g.vassalage === 'AG' && g.gameType === 'FISH')).toBe(true);
  });

  it('when an empty vendor is sent, then every vendor of the category comes', async () => {
    const all = await list('gameType=LIVE&vassalage=&pageSize=100');
    expect(all.total).toBe((await shownIds((q) => q.where('g.category_code', '=', 'LIVE'))).length);
  });

  it.each(['SC', 'VP', 'JP', 'TG', 'AC', 'BG'])('when the slot sub-filter %s is chosen, then only games of that kind come', async (code) => {
    const expected = await shownIds((q) => q.where('g.category_code', '=', 'RNG').where('g.classify', '=', code));
    const ids = await allPages(`gameType=RNG&gameClassify=${code}`, 50);
    expect(ids).toEqual(expected);
    const page = await list(`gameType=RNG&gameClassify=${code}&pageSize=50`);
    expect(page.games.every((g) => g.gameClassify === code)).toBe(true);
  });

  it('when the slots filter is chosen, then only games with a minimum bet of 1.00 or more and 25 lines or more come', async () => {
    const expected = await shownIds((q) => q.where('g.category_code', '=', 'RNG').where('g.min_bet', '>=', 100).where('g.lines', '>=', 25));
    expect(expected.length).toBeGreaterThan(0);
    expect(await allPages('gameType=RNG&gameClassify=SLOT', 40)).toEqual(expected);
    const page = await list('gameType=RNG&gameClassify=SLOT&pageSize=40');
    for (const g of page.games) {
      expect(Number(g.minBet)).toBeGreaterThanOrEqual(1);
      expect(g.lines).toBeGreaterThanOrEqual(25);
    }
  });

  it('when a keyword is sent, then games whose name holds it (any case) come, and pattern characters are taken literally', async () => {
    const game = await t.database.db.selectFrom('game').select(['id', 'name']).where('category_code', '=', 'RNG').orderBy('id').executeTakeFirstOrThrow();
    const part = game.name.slice(1, 5).toUpperCase();
    const page = await list(`gameType=RNG&keyword=${encodeURIComponent(part)}&pageSize=100`);
    expect(page.games.map((g) => g.nodeId)).toContain(String(game.id));
    expect(page.games.every((g) => g.gameName.toUpperCase().includes(part) || g.displayName.toUpperCase().includes(part))).toBe(true);
    expect((await list('gameType=RNG&keyword=%25&pageSize=10')).total).toBe(0);
    expect((await list('gameType=RNG&keyword=zzzzqqq&pageSize=10')).games).toEqual([]);
  });

  it('when the caller speaks Chinese, then display names are translated and the canonical name stays', async () => {
    const en = await list('gameType=RNG&pageSize=3&language=EN');
    const zh = await list('gameType=RNG&pageSize=3', { 'accept-language': 'zh' });
    expect(zh.games.map((g) => g.nodeId)).toEqual(en.games.map((g) => g.nodeId));
    expect(zh.games.map((g) => g.gameName)).toEqual(en.games.map((g) => g.gameName));
    expect(zh.games.every((g) => /[\u4e00-\u9fff]/.test(g.displayName))).toBe(true);
    // A language without its own name falls back to the English one.
    const ur = await list('gameType=RNG&pageSize=3&language=UR');
    expect(ur.games.map((g) => g.displayName)).toEqual(en.games.map((g) => g.displayName));
    // Each game names its vendor in the caller's language too.
    const house = await list('gameType=RNG&vassalage=HOUSE&pageSize=1', { 'accept-language': 'zh' });
    expect(house.games[0]?.vendorName).toBe('原创游戏');
  });

  it('when a game or its vendor is disabled, then it is not listed', async () => {
    const db = t.database.db;
    const [first] = await shownIds((q) => q.where('g.category_code', '=', 'PVP'));
    await db.updateTable('game').set({ enabled: false }).where('id', '=', Number(first)).execute();
    await db.updateTable('vendor').set({ enabled: false }).where('code', '=', 'KY').execute();
    try {
      // A query not asked before, so no earlier answer is reused.
      const page = await list('gameType=PVP&pageSize=99');
      expect(page.games.map((g) => g.nodeId)).not.toContain(first);
      expect(page.games.some((g) => g.vassalage === 'KY')).toBe(false);
      expect(page.total).toBe((await shownIds((q) => q.where('g.category_code', '=', 'PVP'))).length);
    } finally {
      await db.updateTable('game').set({ enabled: true }).where('id', '=', Number(first)).execute();
      await db.updateTable('vendor').set({ enabled: true }).where('code', '=', 'KY').execute();
    }
  });

  it('when the answer is asked compressed or again with its tag, then it comes compressed or as not modified', async () => {
    const url = `${cataloguePaths.gameList}?gameType=RNG&pageNo=2&pageSize=24`;
    const plain = await t.app.inject({ method: 'GET', url });
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(plain.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('when the input is wrong, then 400 names the field', async () => {
    expect(await refused('gameType=NOPE')).toContain('gameType');
    expect(await refused('pageNo=1')).toContain('gameType');
    expect(await refused('gameType=RNG&pageSize=0')).toContain('pageSize');
    expect(await refused('gameType=RNG&pageSize=101')).toContain('pageSize');
    expect(await refused('gameType=RNG&pageNo=0')).toContain('pageNo');
    expect(await refused('gameType=RNG&pageNo=abc')).toContain('pageNo');
    expect(await refused('gameType=RNG&gameClassify=XX')).toContain('gameClassify');
    expect(await refused('gameType=RNG&vassalage=NOPE')).toContain('vassalage');
    expect(await refused('gameType=RNG&language=KLINGON')).toContain('language');
  });

  it('when the language header says Urdu and the input is wrong, then the message is in Urdu', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${cataloguePaths.gameList}?gameType=RNG&vassalage=NOPE`, headers: { 'accept-language': 'ur' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('GET /wps/relay/GCSGAME_gameByCode', () => {
  const byCode = (query: string) => t.app.inject({ method: 'GET', url: `${cataloguePaths.gameByCode}?${query}` });

  it('when a shown game is named by its code (any case), then that game comes, translated', async () => {
    const game = await t.database.db.selectFrom('game').select(['id', 'game_code', 'vendor_code']).where('vendor_code', '=', 'HOUSE').where('category_code', '=', 'LOTT').executeTakeFirstOrThrow();
    for (const code of [game.game_code, game.game_code.toLowerCase()]) {
      const res = await byCode(`gameCode=${code}&language=UR`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().value).toMatchObject({ nodeId: String(game.id), gameCode: game.game_code, vassalage: 'HOUSE', vendorName: 'لومن اوریجنلز', gameType: 'LOTT', displayName: 'لومن کینو' });
    }
  });

  it('when no shown game has the code, or the game is disabled, then 404 GAME_NOT_FOUND; a missing code is 400 naming it', async () => {
    expect((await byCode('gameCode=NOPE_X0001')).json()).toMatchObject({ success: false, code: 'GAME_NOT_FOUND' });
    const game = await t.database.db.selectFrom('game').select(['id', 'game_code']).where('vendor_code', '=', 'PG').orderBy('id').executeTakeFirstOrThrow();
    await t.database.db.updateTable('game').set({ enabled: false }).where('id', '=', game.id).execute();
    try {
      const res = await byCode(`gameCode=${game.game_code}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('GAME_NOT_FOUND');
    } finally {
      await t.database.db.updateTable('game').set({ enabled: true }).where('id', '=', game.id).execute();
    }
    const missing = await byCode('gameCode=');
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json().value)).toContain('gameCode');
  });
});

describe('GET /wps/relay/GCSGAME_getVassGameType', () => {
  it("when a vendor plays in several categories, then each comes with its shown game count in the categories' order", async () => {
    const res = await t.app.inject({ method: 'GET', url: `${cataloguePaths.vendorGameTypes}?vassalage=AG` });
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value as { vassalage: string; gameTypes: { gameType: string; title: string; count: number }[] };
    expect(value.vassalage).toBe('AG');
    expect(value.gameTypes.map((g) => g.gameType)).toEqual(['RNG', 'LIVE', 'FISH']);
    for (const type of value.gameTypes) {
      const n = await t.database.db
        .selectFrom('game')
        .select(sql<string>`count(*)`.as('n'))
        .where('vendor_code', '=', 'AG')
        .where('category_code', '=', type.gameType)
        .where('enabled', '=', true)
        .executeTakeFirstOrThrow();
      expect(type.count).toBe(Number(n.n));
    }
    expect(value.gameTypes[0]?.title).toBe('Slots');
  });

  it('when the vendor is unknown or missing, then 400 names vassalage', async () => {
    for (const url of [`${cataloguePaths.vendorGameTypes}?vassalage=NOPE`, cataloguePaths.vendorGameTypes]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json().value.fields.map((f: { field: string }) => f.field)).toContain('vassalage');
    }
  });
});

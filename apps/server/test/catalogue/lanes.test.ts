import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpCatalogueVersion } from '../../src/modules/catalogue/catalogue.repository.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { vendorImagePath, vendorImageVariants } from '@lumen/contracts/system/system.contract';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { games: 150 } });
});
afterAll(async () => t?.close());

const url = '/wps/relay/GCSGAME_newGameVendor';
const lanesOf = async (query = '', headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: `${url}${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json().value.lanes as {
    gameCategory: string;
    title: string;
    gameClassify: string[];
    cards: { vassalage: string; displayName: string; gameType: string; gameCount: number; isGame: string; gameCode: string | null; nodeId: string | null; icon: string }[];
  }[];
};

describe('GET /wps/relay/GCSGAME_newGameVendor', () => {
  it('when asked, then lanes come in the server category order with their vendors', async () => {
    const lanes = await lanesOf('?platform=html5-desktop&merchantCode=LUMEN');
    expect(lanes.map((l) => l.gameCategory)).toEqual(['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'CRASH', 'LOTT', 'ELOTT']);
    const rng = lanes[0];
    expect(rng?.gameClassify).toEqual(['SC', 'VP', 'JP', 'TG', 'AC', 'BG']);
    expect(rng?.cards.length).toBeGreaterThanOrEqual(21);
    // The client takes MXWIN from RNG vendors 12 to 21.
    expect(rng?.cards.slice(11, 21).map((c) => c.vassalage)).toHaveLength(10);
    for (const code of ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS', 'HOUSE']) expect(rng?.cards.map((c) => c.vassalage)).toContain(code);
    const sports = lanes.find((l) => l.gameCategory === 'SPORTS');
    expect(sports?.cards.map((c) => c.vassalage)).toEqual(['IBC', 'SBT', 'UG', 'IMES', 'SV388']);
    expect(lanes.find((l) => l.gameCategory === 'ELOTT')?.cards.map((c) => c.vassalage)).toEqual(['TCG_LOTTO_VN', 'TCG_SEA']);
  });

  it('when asked, then game counts add up to the catalogue and match the database', async () => {
    const lanes = await lanesOf();
    const total = lanes.flatMap((l) => l.cards).reduce((sum, c) => sum + c.gameCount, 0);
    expect(total).toBe(150);
    const pg = await t.database.db
      .selectFrom('game')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('category_code', '=', 'RNG')
      .where('vendor_code', '=', 'PG')
      .executeTakeFirstOrThrow();
    expect(lanes[0]?.cards[0]).toMatchObject({ vassalage: 'PG', gameCount: Number(pg.n) });
  });

  it('when a card launches a game directly, then it names the game; list cards do not', async () => {
    const lanes = await lanesOf();
    const ibc = lanes.find((l) => l.gameCategory === 'SPORTS')?.cards[0];
    expect(ibc).toMatchObject({ isGame: 'GAME', gameCode: 'IBC_B0001' });
    expect(ibc?.nodeId).toMatch(/^\d+$/);
    expect(lanes[0]?.cards[0]).toMatchObject({ isGame: 'VASSALAGE', gameCode: null, nodeId: null });
  });

  it('when asked, then each card names its default logo and every variant path built from it is served', async () => {
    const card = (await lanesOf())[1]?.cards[0];
    expect(card?.icon).toBe('/media/vendors/LIVE/AG/default.svg');
    expect(card).not.toHaveProperty('images');
    for (const variant of vendorImageVariants) {
      const url = vendorImagePath('/media', card!.gameType, card!.vassalage, variant);
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
    }
  });

  it('when the caller speaks Urdu, then titles and vendor names are translated', async () => {
    const ur = await lanesOf('', { 'accept-language': 'ur' });
    expect(ur[0]?.title).toBe('سلاٹس');
    expect(ur[1]?.title).toBe('لائیو کیسینو');
    expect(ur[0]?.cards.find((c) => c.vassalage === 'HOUSE')?.displayName).toBe('لومن اوریجنلز');
    const byQuery = await lanesOf('?language=ZH');
    expect(byQuery[0]?.title).toBe('电子游戏');
    expect((await lanesOf())[0]?.title).toBe('Slots');
  });

  it('when the catalogue changes, then the cached answer is replaced', async () => {
    const before = (await lanesOf())[0]?.cards[0]?.gameCount ?? 0;
    await t.database.db.updateTable('game').set({ enabled: false }).where('vendor_code', '=', 'PG').where('category_code', '=', 'RNG').where('sort', '=', 1).execute();
    await bumpCatalogueVersion(t.database.db);
    t.app.lanesCache.invalidate();
    expect((await lanesOf())[0]?.cards[0]?.gameCount).toBe(before - 1);
    await t.database.db.updateTable('game').set({ enabled: true }).where('vendor_code', '=', 'PG').where('sort', '=', 1).execute();
    t.app.lanesCache.invalidate();
    expect((await lanesOf())[0]?.cards[0]?.gameCount).toBe(before);
  });

  it('when another process bumps the catalogue version, then the next check drops the cache', async () => {
    await lanesOf();
    await t.database.db.updateTable('vendor').set({ maintenance: true }).where('code', '=', 'PT').execute();
    await bumpCatalogueVersion(t.database.db);
    // Force the periodic version check to run now.
    (t.app.lanesCache as unknown as { checkedAt: number }).checkedAt = 0;
    const pt = (await lanesOf())[0]?.cards.find((c) => c.vassalage === 'PT');
    expect(pt).toMatchObject({ maintenance: true });
    await t.database.db.updateTable('vendor').set({ maintenance: false }).where('code', '=', 'PT').execute();
    t.app.lanesCache.invalidate();
  });

  it('when the caller accepts compression, then the same answer comes precompressed', async () => {
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(String(br.headers.vary)).toContain('accept-encoding');
  });

  it('when the caller already holds the current answer, then it answers 304 without a body', async () => {
    const first = await t.app.inject({ method: 'GET', url });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('when a query parameter is wrong, then it answers 400 naming it', async () => {
    for (const [query, field] of [
      ['?platform=mobile', 'platform'],
      ['?language=FR', 'language'],
      [`?merchantCode=${'x'.repeat(65)}`, 'merchantCode'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `${url}${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().value.fields[0].field).toBe(field);
    }
  });
});
